// kifu/shogi/game.hpp: a game in progress, as a GUI, an engine or a learner's script plays it:
// a position with the moves played to reach it, which it can take back one by one (push and
// pop, as python-shogi and cshogi have them), and the repetitions of a position with the
// outcome of 千日手.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::shogi {

/// How a game ends when the same position stands for the fourth time (千日手).
enum class repetition_outcome : std::uint8_t {
  draw,         ///< 千日手: a draw
  black_loses,  ///< 連続王手の千日手: black gave check with every move of the repetition
  white_loses,  ///< 連続王手の千日手: white gave check with every move of the repetition
};

/// A position and the moves played to reach it from a starting position.
class KIFU_API game {
 public:
  /// A game from the initial position of an even game (平手).
  game() : game(position::initial()) {}
  /// A game from `start`.
  explicit game(const position& start);

  /// The position now.
  const position& current() const noexcept { return positions_.back(); }
  /// The position the game started from.
  const position& start() const noexcept { return positions_.front(); }
  /// The moves played, in order.
  const std::vector<move>& moves() const noexcept { return moves_; }

  /// Plays `m` when it is legal in the current position; false (and nothing changes) when not.
  bool push(const move& m);
  /// Takes back the last move and gives it; nullopt (and nothing changes) when none was played.
  std::optional<move> pop();

  /// How many times the current position (board, hands and side to move) stood before in the
  /// game: 3 means this is its fourth time, 千日手.
  int repetitions() const noexcept;
  /// The outcome of 千日手 when the current position stands for the fourth time; nullopt
  /// before. A side that gave check with each of its moves since the first of the four times
  /// loses (連続王手の千日手); otherwise it is a draw.
  std::optional<repetition_outcome> sennichite() const noexcept;

 private:
  std::vector<position> positions_;    // the start, then the position after each move
  std::vector<std::uint64_t> hashes_;  // the hash of each of positions_
  std::vector<move> moves_;
};

}  // namespace kifu::inline v0::shogi
