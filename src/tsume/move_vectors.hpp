// Private: a position's checks or moves in a vector, for the walks over a proof tree
// (proof_tree.cpp, proof_shortening.cpp). They recurse as deep as the mate is long (1,500 plies
// and more), and a move list on the stack at each ply would take megabytes.
#pragma once

#include <vector>

#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::tsume::detail {

/// The legal checks of `p`, on the heap.
[[gnu::noinline]] inline std::vector<shogi::move> checks_of(const shogi::position& p) {
  const shogi::move_list list = p.legal_checks();
  return {list.begin(), list.end()};
}

/// The legal moves of `p`, on the heap.
[[gnu::noinline]] inline std::vector<shogi::move> moves_of(const shogi::position& p) {
  const shogi::move_list list = p.legal_moves();
  return {list.begin(), list.end()};
}

}  // namespace kifu::inline v0::tsume::detail
