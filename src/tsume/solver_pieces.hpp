// Private: the proof and disproof pieces (証明駒, 反証駒) of the solver's nodes, from their
// children's: the hand black needs for a mate, or within which there is none.
#pragma once

#include <algorithm>

#include "kifu/shogi/position.hpp"
#include "tsume/solver_engine.hpp"
#include "tsume/solver_table.hpp"

namespace kifu::inline v0::tsume::detail {

// The proof pieces of a mated or proved AND node (white to move) from those its defences need:
// black must also keep every piece of a kind white has none of, or white could drop it.
inline hand_bits defended_kinds(const shogi::position& p, hand_bits hand,
                                hand_bits needed) noexcept {
  for (int k = 1; k <= 7; ++k)
    if (p.hand(shogi::color::white, static_cast<shogi::piece_kind>(k)) == 0)
      needed = hand_with(needed, k, hand_count(hand, k));
  return needed;
}

// The proof or disproof pieces of an OR node from those of the child after black's check `m`:
// a drop needs one more of its kind, a capture brings one.
inline hand_bits before_check(const shogi::position& p, const shogi::move& m,
                              hand_bits child_pieces) noexcept {
  if (m.is_drop()) return child_pieces + hand_unit(m.kind());
  const shogi::piece_kind taken = shogi::unpromoted(p.at(m.to()).kind);
  if (taken == shogi::piece_kind::none) return child_pieces;
  const int k = static_cast<int>(taken);
  return hand_with(child_pieces, k, std::max(hand_count(child_pieces, k) - 1, 0));
}

// The most pieces of each kind black could hold.
inline constexpr hand_bits full_hand = [] {
  hand_bits h = 0;
  for (int k = 1; k <= 7; ++k) h = hand_with(h, k, shogi::piece_set_count[k]);
  return h;
}();

// The disproof pieces of an AND node whose defence `d` leads to a child disproved within
// `child_pieces`: a drop needs white to keep one piece of its kind.
inline hand_bits after_defence(const shogi::position& p, const shogi::move& d,
                               hand_bits child_pieces) noexcept {
  if (!d.is_drop()) return child_pieces;
  const int k = static_cast<int>(d.kind());
  const int most = hand_count(black_hand(p), k) + p.hand(shogi::color::white, d.kind()) - 1;
  return hand_with(child_pieces, k, std::min(hand_count(child_pieces, k), most));
}

// The disproof pieces of an OR node from what its checks allow (`full_hand` when it has none):
// more of a kind black holds adds no drop, but a kind it lacks must stay lacking (it could
// give new drops); the hand it holds is always covered.
inline hand_bits lacking_kinds_kept(hand_bits pieces, hand_bits hand) noexcept {
  for (int k = 1; k <= 7; ++k)
    if (hand_count(hand, k) == 0) pieces = hand_with(pieces, k, 0);
  return hand_union(pieces, hand);
}

}  // namespace kifu::inline v0::tsume::detail
