// kifu/go/board.hpp: a Go (囲碁) position — the stones on a square board of 2×2 to 25×25 and, when
// known, the side to move — with star points and the coordinate names of SGF and GTP.
//
// Points are (x, y) with x the column counted from the left and y the row counted from the top,
// both from 0: the orientation of SGF, where "aa" is the top-left point. GTP names count rows
// from the bottom and skip the letter I ("A19" is the top-left point of a 19×19 board).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "kifu/api.hpp"

namespace kifu::inline v0::go {

/// What stands on a point.
enum class stone : std::uint8_t { empty = 0, black = 1, white = 2 };

/// A player: black (黒) moves first in an even game, white (白) second.
enum class color : std::uint8_t { black = 0, white = 1 };

/// The stone of a player.
constexpr stone stone_of(color c) noexcept {
  return c == color::black ? stone::black : stone::white;
}

/// The smallest board kifu handles.
inline constexpr int min_board_size = 2;
/// The largest board kifu handles (GTP's limit: 25 column letters without I).
inline constexpr int max_board_size = 25;

/// The GTP column letters, A to Z without I.
inline constexpr std::string_view gtp_column_letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// True for the star points (星) of a board: the points GNU Go marks with '+' (corner points on
/// the third line for sizes 6–11 and the fourth from 12, the centre of odd sizes, the side points
/// of odd sizes from 13; 5×5 has the 2-2 points).
constexpr bool is_star_point(int size, int x, int y) noexcept {
  if (x < 0 || y < 0 || x >= size || y >= size) return false;
  const int middle = size / 2;
  const bool odd = size % 2 == 1;
  if (odd && x == middle && y == middle) return true;
  if (size < 5) return false;
  const int d = size == 5 ? 1 : size <= 11 ? 2 : 3;
  const bool x_line = x == d || x == size - 1 - d;
  const bool y_line = y == d || y == size - 1 - d;
  if (x_line && y_line) return true;
  return odd && size >= 13 && ((x == middle && y_line) || (y == middle && x_line));
}

/// A position: the stones of a square board and, when known, the side to move.
class KIFU_API position {
 public:
  /// An empty board; throws std::invalid_argument when `size` is outside 2–25.
  explicit position(int size = 19);

  /// The number of lines of the board.
  int size() const noexcept { return size_; }
  /// The stone at column x, row y (0-based from the top left); empty outside the board.
  stone at(int x, int y) const noexcept {
    return contains(x, y) ? cells_[index(x, y)] : stone::empty;
  }
  /// Puts a stone on a point (or empties it); does nothing outside the board. Never captures.
  void set(int x, int y, stone s) noexcept {
    if (contains(x, y)) cells_[index(x, y)] = s;
  }
  /// True when (x, y) is on the board.
  bool contains(int x, int y) const noexcept { return x >= 0 && y >= 0 && x < size_ && y < size_; }
  /// How many stones of a kind (or empty points) the board holds.
  int count(stone s) const noexcept;

  /// The side to move, when known.
  std::optional<color> to_play() const noexcept { return to_play_; }
  /// Sets or clears the side to move.
  void set_to_play(std::optional<color> c) noexcept { to_play_ = c; }

  /// Same size, same stones, same side to move.
  friend bool operator==(const position&, const position&) = default;

 private:
  static std::size_t index(int x, int y) noexcept {
    return static_cast<std::size_t>(y) * max_board_size + static_cast<std::size_t>(x);
  }

  std::array<stone, max_board_size * max_board_size> cells_{};
  std::uint8_t size_ = 19;
  std::optional<color> to_play_;
};

/// True when both boards have the same size and the same stones (the side to move is ignored).
KIFU_API bool same_stones(const position& a, const position& b) noexcept;

/// The GTP name of a point, e.g. "D16" for (3, 3) on 19×19; empty when off the board.
KIFU_API std::string to_gtp_vertex(int size, int x, int y);

/// The SGF name of a point, e.g. "dd" for (3, 3); empty when off a 25×25 board.
KIFU_API std::string to_sgf_point(int x, int y);

}  // namespace kifu::inline v0::go
