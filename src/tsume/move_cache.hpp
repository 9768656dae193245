// Private: the move lists the solver generated last, by position. df-pn comes back to a node
// many times and generated its moves at each visit; a check's evasions, counted when its OR
// node weighed it, were generated again when the search went into it. A position is known by
// its board key (the side to move included) and black's hand: within one search the pieces
// are conserved, so white's hand follows.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "kifu/shogi/position.hpp"
#include "tsume/solver_table.hpp"

namespace kifu::inline v0::tsume::detail {

/// A direct-mapped cache of short move lists.
class move_cache {
 public:
  /// The longest list kept: longer ones (rare in a tsume) are generated each time.
  static constexpr std::size_t most_moves = 40;

  move_cache() : slots_(slot_count) {}

  /// Asks the memory system to bring in the slot of board `key` (a lookup will follow soon).
  void prefetch(std::uint64_t key) const noexcept {
    __builtin_prefetch(&slots_[key & (slot_count - 1)]);
  }

  /// The moves of the position (board `key`, black's `hand`): the cached list, or `generate()`'s,
  /// which is kept for the next time.
  template <class Generate>
  shogi::move_list moves(std::uint64_t key, hand_bits hand, Generate&& generate) {
    slot& s = slots_[key & (slot_count - 1)];
    shogi::move_list out;
    if (s.key == key && s.hand == hand) {
      std::copy_n(s.moves.begin(), s.count, out.data());
      out.resize(s.count);
      return out;
    }
    out = generate();
    if (out.size() <= most_moves) {
      s.key = key;
      s.hand = hand;
      s.count = static_cast<std::uint8_t>(out.size());
      std::copy(out.begin(), out.end(), s.moves.begin());
    }
    return out;
  }

 private:
  static constexpr std::size_t slot_count = std::size_t{1} << 13;
  struct slot {
    std::uint64_t key = 0;
    hand_bits hand = ~hand_bits{0};  // no hand has every guard bit set: an empty slot
    std::uint8_t count = 0;
    std::array<shogi::move, most_moves> moves{};
  };
  std::vector<slot> slots_;
};

}  // namespace kifu::inline v0::tsume::detail
