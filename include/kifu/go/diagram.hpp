// kifu/go/diagram.hpp: Go positions as pictures: standalone SVG text with a viewBox (so it scales
// without blur) — the grid on a board colour, star points, stones, coordinates in the style
// chosen, a mark on the last move and move numbers on the stones when asked. Every stone is a
// group `<g class="stone" data-point="dd" data-color="b">` (SGF point, b or w), so that apps
// can style and script it and a reader can get the position back.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/go/board.hpp"
#include "kifu/go/play.hpp"
#include "kifu/go/sgf.hpp"

namespace kifu::inline v0::go {

/// How the lines of a diagram are named.
enum class coordinate_style : std::uint8_t {
  none,  ///< no coordinates
  gtp,   ///< letters A–Z without I across, numbers from 1 at the bottom up (GTP, Western print)
  sgf,   ///< SGF letters a–y across and down from the top left
  japanese,  ///< １–１９ across, 一–十九 down from the top (Japanese print)
};

/// What a Go diagram shows and how large it is.
struct diagram_options {
  coordinate_style coordinates = coordinate_style::gtp;  ///< the names of the lines
  std::optional<point> last_move{};  ///< a point to mark as the last move (a ring on its stone)
  std::vector<std::pair<point, int>> numbers{};  ///< move numbers to write on stones
  std::vector<std::string> notes{};  ///< short notes under the board ("97 at 93", "98 pass")
  double width = 0;  ///< width in pixels (the height follows); 0 for one unit a pixel
  /// For write_svg(game): mark the last move.
  bool mark_last_move = true;
  /// For write_svg(game): number the stones played from move `numbers_from` on (0: none).
  int numbers_from = 0;
};

/// Draws a position as an SVG document (UTF-8 text, valid XML, with a viewBox).
KIFU_API std::string write_svg(const position& board, const diagram_options& options = {});

/// Draws the position of a game: the last move marked and the stones numbered as the options
/// ask (mark_last_move, numbers_from), on top of what `options` itself gives.
KIFU_API std::string write_svg(const game& played, diagram_options options = {});

/// Draws a figure (譜) of a game record as printed game records do: the position before move
/// `first`, with every move from `first` to `last` drawn on it with its number. Stones taken
/// during the figure stay drawn; a move on a point that already holds a stone of the figure is
/// noted under the board ("97 at 93"), as is a pass ("98 pass"). The last move is marked when
/// options.mark_last_move. Illegal moves up to `last` are the diagnostics of play_main_line.
KIFU_API parse_result<std::string> write_figure_svg(const sgf_game& record, std::size_t first,
                                                    std::size_t last, diagram_options options = {});

}  // namespace kifu::inline v0::go
