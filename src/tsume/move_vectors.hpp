// Private: a position's checks or moves in a vector, and the checks whose mates the table knows,
// for the walks over a proof tree (proof_tree.cpp, proof_shortening.cpp). They recurse as deep as
// the mate is long (1,500 plies and more), and a move list on the stack at each ply would take
// megabytes.
#pragma once

#include <algorithm>
#include <vector>

#include "kifu/shogi/position.hpp"
#include "tsume/solver_engine.hpp"

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

/// A check whose mate the table knows, and that mate's length in plies after the check.
struct known_mate {
  int length;         ///< the plies from the check's position to mate
  shogi::move check;  ///< the check
};

/// The checks among `checks` (black's, in `p`) whose mates `e`'s table knows, the shortest
/// first (in the order of `checks` among equals).
inline std::vector<known_mate> known_mates(const engine& e, const shogi::position& p,
                                           const std::vector<shogi::move>& checks) {
  std::vector<known_mate> known;
  for (const shogi::move& c : checks)
    if (const probe v = e.look(p.after(c), kUnlimited); v.pn == 0) known.push_back({v.length, c});
  std::stable_sort(known.begin(), known.end(),
                   [](const known_mate& a, const known_mate& b) { return a.length < b.length; });
  return known;
}

}  // namespace kifu::inline v0::tsume::detail
