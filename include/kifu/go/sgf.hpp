// kifu/go/sgf.hpp: Go positions as SGF (Smart Game Format, FF[4]) setup: written as a one-node
// game with SZ, AB, AW and PL, and read back from the root node of any SGF game (AB, AW and AE
// lists, including the compressed [aa:cc] rectangles; files in UTF-8 or, with CA[Shift_JIS] or
// when the bytes say so, Shift_JIS).
#pragma once

#include <string>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/go/board.hpp"

namespace kifu::inline v0::go {

/// Writes a position as an SGF game of one node: GM, FF, CA, SZ, AB and AW (points in reading
/// order, top row first) and PL when the side to move is known.
KIFU_API std::string write_sgf(const position& board);

/// Reads the setup of the root node of the first game in an SGF file: SZ (19 when absent), AB,
/// AW, AE and PL. Moves and later nodes are not played; a note says so.
KIFU_API parse_result<position> read_sgf(std::string_view bytes);

}  // namespace kifu::inline v0::go
