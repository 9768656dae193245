// kifu/go/play.hpp: playing moves on a Go board by the rules: a move takes the opposing stones
// it leaves without liberties, a move that leaves its own group without liberties (suicide) is
// refused, as is one on an occupied point, and the immediate retake of a single stone in a ko
// (simple ko) is told apart so that a reader can report it. Passes are moves too.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/go/board.hpp"

namespace kifu::inline v0::go {

/// A point of the board: x the column from the left, y the row from the top, both from 0.
struct point {
  int x = 0;  ///< column from the left
  int y = 0;  ///< row from the top
  friend constexpr bool operator==(point, point) = default;
};

/// Why a move cannot be played.
enum class move_error : std::uint8_t {
  none,       ///< the move is legal
  off_board,  ///< the point is not on the board
  occupied,   ///< a stone already stands there
  suicide,    ///< the stone would leave its own group without liberties and take nothing
  ko,         ///< the immediate retake of a ko (simple ko rule); game::play still plays it
};

/// A short English description ("the point is occupied").
KIFU_API std::string_view to_string(move_error e) noexcept;

/// What a move did.
struct play_outcome {
  move_error error = move_error::none;  ///< none, or why the move was refused (or a ko retake)
  int captured = 0;                     ///< how many opposing stones it took
};

/// A position being played: the board, the simple-ko point, the captures of each side, the last
/// move and, for every stone, the number of the move that put it there.
class KIFU_API game {
 public:
  /// Starts from a setup position (its side to move, or black, moves first).
  explicit game(const position& setup);

  /// The stones and the side to move.
  const position& board() const noexcept { return board_; }
  /// The point the side to move may not play at once (a ko just taken), if any.
  std::optional<point> ko_point() const noexcept { return ko_; }
  /// How many stones `c` has captured.
  int captures(color c) const noexcept { return captures_[static_cast<std::size_t>(c)]; }
  /// The number of moves played, passes included.
  int moves_played() const noexcept { return moves_; }
  /// The point of the last move; nothing before the first move or after a pass.
  std::optional<point> last_move() const noexcept { return last_; }
  /// The number (from 1) of the move that put the stone on `p`; 0 for a setup stone or an empty
  /// point.
  int move_number(point p) const noexcept;

  /// Whether `c` may play at `p`: none, or why not (a ko retake counts as illegal here).
  move_error check(color c, point p) const noexcept;
  /// Plays a stone of `c` at `p`, taking what it captures; refuses (changes nothing) when the
  /// point is off the board or occupied, or the move is suicide. A ko retake is played and
  /// reported as move_error::ko.
  play_outcome play(color c, point p);
  /// `c` passes.
  void pass(color c) noexcept;
  /// Puts or removes a stone without playing (setup inside a game: SGF AB, AW, AE); clears the
  /// ko point.
  void set(point p, stone s) noexcept;
  /// Sets the side to move (SGF PL).
  void set_to_play(color c) noexcept { board_.set_to_play(c); }

 private:
  // The stones of the group at p (p holds a stone) and whether it has a liberty.
  bool has_liberty(point p, std::vector<point>& group) const;
  void after_move(color c) noexcept;

  position board_;
  std::optional<point> ko_;
  std::optional<point> last_;
  std::array<int, 2> captures_{};
  int moves_ = 0;
  std::array<std::uint16_t, max_board_size * max_board_size> numbers_{};
};

}  // namespace kifu::inline v0::go
