// kifu/cerke/diagram.hpp: cerke (机戦) positions as pictures: standalone SVG text with a viewBox —
// the 9×9 board with the 皇処 (tam2 hue, orange), the 皇水 (tam2 nua2, water, sky blue) and ZO,
// both at once (green), marked as on printed boards; the squares labelled as CKKA names them
// (columns K L N T Z X C M P, rows A E I U O Y AI AU IA); the pieces as tiles with their names in
// their colour (赤 red, 黒 black), those of the upper (A) side turned 180°; the 皇, with the
// squares around it (皇処 as long as it stands there) framed; both hands.
// Every piece is a group `<g class="piece" data-square="ZAU" data-piece="兵" data-colour="red"
// data-side="ia">`, so that apps can style and script it and a reader can get the position back.
#pragma once

#include <optional>
#include <string>

#include "kifu/api.hpp"
#include "kifu/cerke/board.hpp"
#include "kifu/cerke/record.hpp"

namespace kifu::inline v0::cerke {

/// What a cerke diagram shows and how large it is.
struct diagram_options {
  bool coordinates = true;          ///< the column letters and row names around the board
  bool hands = true;                ///< the captured pieces of each side above and below the board
  std::optional<move> last_move{};  ///< a move whose squares are highlighted
  /// A dashed orange frame around the 皇 and its eight neighbours, which are 皇処 too.
  bool tam_surroundings = true;
  double width = 0;  ///< width in pixels (the height follows); 0: one unit a pixel
};

/// "red" or "black", as the diagrams' data-colour attributes write a colour.
KIFU_API std::string_view to_svg_attribute(color c) noexcept;

/// "a" or "ia", as the diagrams' data-side attributes write a side.
KIFU_API std::string_view to_svg_attribute(side s) noexcept;

/// Draws a position as an SVG document (UTF-8 text, valid XML, with a viewBox).
KIFU_API std::string write_svg(const position& board, const diagram_options& options = {});

}  // namespace kifu::inline v0::cerke
