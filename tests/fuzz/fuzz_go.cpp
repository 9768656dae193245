// Fuzz harness: the text Go board reader, the SGF setup reader and the SGF game reader with its
// play of the main line. Diagnostics must lie inside the input; a board that reads must draw in
// every style and read back as the same stones, and write as SGF and read back as the same
// position; a game plays no more moves than it has, and its position and its figure draw as
// SVG.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/go/diagram.hpp"
#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"
#include "well_placed.hpp"

using namespace kifu::go;

namespace {

void check_round_trips(const position& p) {
  for (const auto style : {text_style::japanese, text_style::gtp, text_style::unicode}) {
    const auto back = read_text_board(write_text_board(p, style));
    if (!back.ok() || !same_stones(back->position, p)) std::abort();
  }
  const auto sjis = write_text_board(p, text_style::unicode, kifu::text_encoding::shift_jis);
  if (!sjis.ok()) std::abort();
  const auto from_sjis = read_text_board(*sjis);
  if (!from_sjis.ok() || !same_stones(from_sjis->position, p)) std::abort();
  const auto sgf = read_sgf(write_sgf(p));
  if (!sgf.ok() || !sgf.diagnostics().empty() || !(*sgf == p)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto text = read_text_board(bytes);
  check_diagnostics(text, size);
  if (text.has_value()) check_round_trips(text->position);
  const auto sgf = read_sgf(bytes);
  check_diagnostics(sgf, size);
  if (sgf.has_value()) check_round_trips(*sgf);
  const auto game = read_sgf_game(bytes);
  check_diagnostics(game, size);
  if (game.has_value()) {
    const auto played = play_main_line(*game);
    check_diagnostics(played, size);
    if (!played.has_value() ||
        static_cast<std::size_t>(played->moves_played()) > game->move_count())
      std::abort();
    diagram_options options;
    options.numbers_from = 1;
    if (write_svg(*played, options).find("</svg>") == std::string::npos) std::abort();
    const auto figure = write_figure_svg(*game, 1, game->move_count());
    check_diagnostics(figure, size);
    if (figure.ok() != played.ok() || (figure.ok() && figure->find("</svg>") == std::string::npos))
      std::abort();
  }
  return 0;
}
