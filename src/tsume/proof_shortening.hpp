// Private: a shorter mate looked for along the proofs the table holds. After a mate of L plies,
// the search for one within L - 2 is a df-pn from the root, led by the numbers the last search
// left: on ミクロコスモス it took 18 M positions to find the 1,581-ply mate that this walk finds
// in 0.15 M (bench/RESULTS.md). The walk follows black's checks whose mates the table knows,
// the shortest first, and white's every defence; where no known check is short enough, it
// searches the node within a few positions. Each position it shortens is stored with its new
// length, so the root's length is known at the end without a search from the root.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>

#include "kifu/shogi/position.hpp"
#include "tsume/solver_engine.hpp"

namespace kifu::inline v0::tsume::detail {

/// A walk for a shorter mate along the proofs of `engine`'s table.
class proof_shortening {
 public:
  /// A walk on `e`'s table that gives up after `budget` positions (the engine's searches and
  /// its own visits together).
  proof_shortening(engine& e, std::uint64_t budget) noexcept : engine_(e), left_(budget) {}

  /// A mate from `p` (either side to move) within `plies`, found along the table's proofs: its
  /// length, stored in the table for `p` as for every position shortened on the way. nullopt
  /// when the walk found none within its budget, which does not say that none exists.
  std::optional<int> mate_within(const shogi::position& p, int plies);

 private:
  // The mate from black's node `p` within `plies` that the walk finds, or -1.
  int checks(const shogi::position& p, int plies);
  // The mate from white's node `p` within `plies`: every defence's within plies - 1, or -1.
  int defences(const shogi::position& p, int plies);
  // Takes `n` positions from the budget; false once it has run out.
  bool spend(std::uint64_t n) noexcept;

  // The positions a node's own search may take where no known check is short enough.
  static constexpr std::uint64_t kNodeSearch = 1'000;
  // How many of a node's known checks the walk follows before it searches the node.
  static constexpr int kChecksFollowed = 2;

  engine& engine_;
  std::uint64_t left_;
  // The most plies within which the walk found no mate from a position (by its hash).
  std::unordered_map<std::uint64_t, int> failed_;
};

}  // namespace kifu::inline v0::tsume::detail
