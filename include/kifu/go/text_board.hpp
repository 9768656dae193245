// kifu/go/text_board.hpp: Go positions as text boards (テキスト碁盤) — written in three styles and
// read back tolerantly from whatever a person pasted: GNU Go, KataGo or Leela Zero output,
// Japanese boards in UTF-8 or Shift_JIS, with text around them and more boards after them.
//
// Reading follows the classic recipe of the NIFTY FIGOM forum, made exact in Unicode: each line
// starts (after spaces) with a row label; the cells follow, a full-width glyph being one cell and
// two half-width characters one cell; ● ◆ X mark black, ○ ◇ O white, anything else is empty. The
// board size and the direction of the rows come from the labels. docs/go.md has the details.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/encoding.hpp"
#include "kifu/go/board.hpp"

namespace kifu::inline v0::go {

/// The ways kifu draws a board.
enum class text_style : std::uint8_t {
  japanese,  ///< the FIGOM recipe: ・－｜＋ frame, ●○, columns Ａ–Ｔ without Ｉ, rows 1–19 from the
             ///< top
  gtp,       ///< GNU Go's showboard: X O . +, columns A–T without I, rows 19–1 from the top
  unicode,  ///< a ┌┬┐├┼┤└┴┘ grid with ●○, columns １–１９, rows 一–十九 from the top (Japanese
            ///< print)
};

/// "japanese", "gtp" or "unicode".
KIFU_API std::string_view to_string(text_style style) noexcept;

/// Draws a position as UTF-8 text, one line per row plus label lines, each ending in '\n'.
KIFU_API std::string write_text_board(const position& board,
                                      text_style style = text_style::japanese);

/// Draws a position in an encoding (UTF-8, or Shift_JIS for old software and mail); every glyph
/// kifu draws exists in Shift_JIS.
KIFU_API parse_result<std::string> write_text_board(const position& board, text_style style,
                                                    text_encoding encoding);

/// How the row labels of a board that was read run.
enum class row_order : std::uint8_t {
  top_down,   ///< the smallest label at the top (Japanese boards, SGF letters, the FIGOM recipe)
  bottom_up,  ///< the smallest label at the bottom (GTP: row 1 is the bottom line)
};

/// A board found in text, and where it was.
struct text_board {
  go::position position{19};                     ///< the stones (and the side to move when stated)
  row_order rows = row_order::top_down;          ///< the direction of the row labels
  text_encoding encoding = text_encoding::utf8;  ///< the encoding of the input
  std::uint32_t first_line = 0;                  ///< the line of the first board row (1-based)
  std::uint32_t last_line = 0;                   ///< the line of the last board row (1-based)
};

/// Finds the first board in text (UTF-8 or Shift_JIS, detected) and reads it. Everything that is
/// ignored (text around the board, a second board) or guessed (the size when labels disagree, the
/// side to move from words like 黒番) is reported as a note or warning with its line and column.
KIFU_API parse_result<text_board> read_text_board(std::string_view bytes);

}  // namespace kifu::inline v0::go
