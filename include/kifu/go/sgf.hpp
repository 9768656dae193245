// kifu/go/sgf.hpp: Go positions as SGF (Smart Game Format, FF[4]) setup: written as a one-node
// game with SZ, AB, AW and PL, and read back from the root node of any SGF game (AB, AW and AE
// lists, including the compressed [aa:cc] rectangles; files in UTF-8 or, with CA[Shift_JIS] or
// when the bytes say so, Shift_JIS). Games are read too: the main line (the first variation at
// every branch) as moves, and played by the rules up to any move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/go/board.hpp"
#include "kifu/go/play.hpp"

namespace kifu::inline v0::go {

/// Writes a position as an SGF game of one node: GM, FF, CA, SZ, AB and AW (points in reading
/// order, top row first) and PL when the side to move is known.
KIFU_API std::string write_sgf(const position& board);

/// Reads the setup of the root node of the first game in an SGF file: SZ (19 when absent), AB,
/// AW, AE and PL. Moves and later nodes are not played; a note says so. A file cut short after
/// the root node is an error, and the root's setup is kept.
KIFU_API parse_result<position> read_sgf(std::string_view bytes);

/// Where something is written in the input: byte offset, 1-based line and column (code points).
struct sgf_place {
  std::size_t offset = 0;    ///< byte offset in the original input
  std::uint32_t line = 1;    ///< 1-based line
  std::uint32_t column = 1;  ///< 1-based column in code points
};

/// A move of a game record (SGF B or W): a stone on a point, or a pass (B[] or B[tt] on boards
/// up to 19×19).
struct sgf_move {
  go::color color{};        ///< who moves
  std::optional<point> at;  ///< where; nothing for a pass
  sgf_place place;          ///< where the move is written (its B or W)
};

/// One node of the main line after the root: setup changes (AB, AW, AE), the side to move (PL)
/// and the move, each optional.
struct sgf_node {
  std::vector<std::pair<point, stone>> setup;  ///< points set or emptied, in order
  std::optional<color> to_play;                ///< PL, if given
  std::optional<sgf_move> move;                ///< B or W, if given
};

/// A game record: the setup of the root node and the main line after it.
struct sgf_game {
  position setup{19};               ///< the root node's SZ, AB, AW, AE and PL
  std::optional<sgf_move> first;    ///< a move in the root node itself, if any
  std::vector<sgf_node> main_line;  ///< the nodes after the root, first variation at each branch
  /// The number of moves on the main line (the root's included).
  KIFU_API std::size_t move_count() const noexcept;
};

/// Reads the first game of an SGF file: the root setup and the main line (variations other than
/// the first at each branch are counted in a note and not read). A file cut short, or broken
/// further on, is an error, and the game keeps the nodes read before the fault.
KIFU_API parse_result<sgf_game> read_sgf_game(std::string_view bytes);

/// Plays the main line of a game up to move `moves` (all moves when nothing; 0 gives the setup).
/// A move on an occupied point, off the board or a suicide is an error (go.illegal-move) at its
/// place in the file, and play stops before it; a ko retake is a warning (go.ko) and is played.
KIFU_API parse_result<game> play_main_line(const sgf_game& record,
                                           std::optional<std::size_t> moves = std::nullopt);

/// The same, calling `visit(n, g)` with each position on the way, from move 0 (the setup) to the
/// last played: each is the game play_main_line(record, n) gives.
KIFU_API parse_result<game> play_main_line(
    const sgf_game& record, std::optional<std::size_t> moves,
    const std::function<void(std::size_t, const game&)>& visit);

}  // namespace kifu::inline v0::go
