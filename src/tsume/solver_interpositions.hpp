// Private: white's interpositions in the solver: the turns drops take at a node, and what a
// drop's futility (無駄合, tsume count) is tested against.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "kifu/shogi/position.hpp"
#include "tsume/solver_table.hpp"

namespace kifu::inline v0::tsume::detail {

// How many king steps apart two squares are.
constexpr int king_distance(shogi::square a, shogi::square b) noexcept {
  return std::max(std::abs(a.file - b.file), std::abs(a.rank - b.rank));
}

// White's drop interpositions at one node take two turns (see engine::summarize): one for the
// square next to the king, one for the farther squares.
class drop_turns {
 public:
  explicit drop_turns(shogi::square king) noexcept : king_(king) {}
  // Whether the turn of the drop `m`'s squares is taken.
  bool& taken(const shogi::move& m) noexcept {
    return king_distance(king_, m.to()) == 1 ? near_ : far_;
  }

 private:
  shogi::square king_;
  bool near_ = false, far_ = false;
};

// True when every move of a non-empty list is a drop (white in check: every one interposes).
inline bool only_drops(const shogi::move_list& moves) noexcept {
  return !moves.empty() &&
         std::all_of(moves.begin(), moves.end(), [](const shogi::move& m) { return m.is_drop(); });
}

// The plies within which black must mate after taking an interposed piece, given back to
// white, at an AND node whose defences are `moves`, for the interposition to be futile: any
// number, the piece did nothing but get taken (docs/tsume.md). When white has nothing but
// interpositions, before the drop it was mated: the capture must then mate at once (or leave
// again only futile interpositions). Neither depends on the bound of a search, so neither
// does a mate's length: a proof found within one bound holds within every bound as long.
inline int futility_depth_of(const shogi::move_list& moves) noexcept {
  return only_drops(moves) ? 0 : kUnlimited;
}

// The plies a futility test is searched within first, at an AND node searched to `depth`:
// the node's own, which most tests need (a capture that mates within them proves the
// futility), and a search bounded so costs far less than one for a mate of any length. A test
// disproved within them is searched again within more, then without a bound (see
// widened_futility_test): that costs less than searching every test without a bound from the
// start (bench/RESULTS.md).
inline int first_futility_depth(const shogi::move_list& moves, int depth) noexcept {
  return std::min(futility_depth_of(moves), depth);
}

// The square of the black piece whose check the white piece on `s` blocks: the first piece
// beyond `s` on the line from white's king through it.
inline std::optional<shogi::square> checker_behind(const shogi::position& p,
                                                   shogi::square s) noexcept {
  const auto king = p.king_square(shogi::color::white);
  if (!king) return std::nullopt;
  const int df = (s.file > king->file) - (s.file < king->file);
  const int dr = (s.rank > king->rank) - (s.rank < king->rank);
  int f = s.file + df, r = s.rank + dr;
  for (; f >= 1 && f <= 9 && r >= 1 && r <= 9; f += df, r += dr) {
    const shogi::square at{static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)};
    const shogi::piece pc = p.at(at);
    if (pc.kind == shogi::piece_kind::none) continue;
    if (pc.color != shogi::color::black) return std::nullopt;
    return at;
  }
  return std::nullopt;
}

}  // namespace kifu::inline v0::tsume::detail
