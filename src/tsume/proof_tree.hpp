// Private: a first mate's proof, measured again. df-pn stores with each proof the length it had
// when the proof was found, and the proofs below it often shrink afterwards: the table then holds
// a tree of fewer plies than the root's stored length says, and a line read from the stored
// lengths can end well before that length (a 187-ply line for 寿's first proof of 755). This walks
// the tree once more and gives the mate its measured length and a line of exactly that length.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "kifu/shogi/position.hpp"
#include "tsume/solver_engine.hpp"

namespace kifu::inline v0::tsume::detail {

/// The proof tree of a mate as the table holds it, measured again; the engine proves again the
/// nodes whose proofs the table gave up.
class proof_tree {
 public:
  /// A tree read from `e`'s table, searching with `e` where it must, within `budget` more
  /// positions.
  proof_tree(engine& e, std::uint64_t budget) noexcept
      : engine_(e), last_node_(e.nodes() + budget) {}

  /// The plies of a proof tree under `p` (either side to move): black takes the first of its
  /// checks, by the shortest mate the table knows, whose own tree can be measured; white every
  /// defence that counts, its length one more than its longest defence's. Black mates within
  /// that many plies. nullopt when the budget or a limit of the engine ran out, or when every
  /// tree found came back to a position on its own path.
  std::optional<int> measure(const shogi::position& p);

  /// The line through the tree measured from `p`: black's chosen checks and white's longest
  /// defences, as many plies as measure(p) gave.
  std::vector<shogi::move> line(shogi::position p) const;

 private:
  // A position measured: its plies to mate, the ply of the walk it was met at, and the move
  // the line takes (none once mated).
  struct node {
    int length = 0;
    int ply = 0;
    shogi::move best;
  };
  // The length of a node whose tree is being measured (a position met again on its own path),
  // or whose tree could not be measured.
  static constexpr int kUnderWay = -2;
  static constexpr int kUnmeasured = -3;
  // No position under way met.
  static constexpr int kNoneMet = 1 << 30;
  // The walk gives up after so many positions (a tree that comes back to its own path often
  // is measured again from each path to it).
  static constexpr std::uint64_t kMostVisits = 4'000'000;

  // measure(p) at `ply` plies from the walk's start; `met` takes the smallest ply of a position
  // under way that a failed tree came back to.
  std::optional<int> measure(const shogi::position& p, int ply, int& met);
  std::optional<node> measure_checks(const shogi::position& p, int ply, int& met);
  std::optional<node> measure_defences(const shogi::position& p, int ply, int& met);

  // The positions left to search within the budget.
  std::uint64_t budget_left() const noexcept {
    return engine_.nodes() < last_node_ ? last_node_ - engine_.nodes() : 0;
  }

  engine& engine_;
  std::uint64_t last_node_;  // the engine's node count at which the budget runs out
  std::unordered_map<std::uint64_t, node> nodes_;  // by the position's hash
  std::uint64_t visits_ = 0;
};

}  // namespace kifu::inline v0::tsume::detail
