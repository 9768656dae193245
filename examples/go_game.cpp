// Example: a Go game played from SGF and drawn as a picture. Reads a short game whose main line
// takes stones and retakes a ko at once, prints what playing it reports (with the line and
// column of each move concerned), the board after each capture, the captures of each side, and,
// with an argument, writes the final position as SVG with the last moves numbered.
#include <kifu/go/diagram.hpp>
#include <kifu/go/sgf.hpp>
#include <kifu/go/text_board.hpp>

#include <fstream>
#include <iostream>

int main(int argc, char** argv) {
  // Black takes the white stone at bb with cb (move 5); white retakes at once (move 6): a ko.
  const std::string_view sgf =
      "(;GM[1]FF[4]SZ[7]\n"
      ";B[ba];W[ca];B[ab];W[db];B[bc];W[cc]\n"
      ";B[gg];W[bb];B[cb];W[bb](;B[ee])(;B[ff]))\n";

  const auto record = kifu::go::read_sgf_game(sgf);
  for (const auto& d : record.diagnostics()) std::cout << kifu::format(d, "game.sgf") << '\n';
  if (!record.ok()) return 1;
  std::cout << record->move_count() << " moves on the main line\n";

  // Play move by move, printing the board whenever stones are taken.
  kifu::go::game g(record->setup);
  int number = 0;
  for (const auto& node : record->main_line) {
    if (!node.move || !node.move->at) continue;
    const auto outcome = g.play(node.move->color, *node.move->at);
    ++number;
    if (outcome.error == kifu::go::move_error::ko)
      std::cout << "move " << number << " retakes the ko: " << kifu::go::to_string(outcome.error)
                << '\n';
    else if (outcome.error != kifu::go::move_error::none)
      return 1;
    if (outcome.captured > 0)
      std::cout << "move " << number << " takes " << outcome.captured << ":\n"
                << kifu::go::write_text_board(g.board(), kifu::go::text_style::gtp);
  }

  // The same in one call, with the diagnostics a file would get.
  const auto played = kifu::go::play_main_line(*record);
  for (const auto& d : played.diagnostics()) std::cout << kifu::format(d, "game.sgf") << '\n';
  std::cout << "black took " << played->captures(kifu::go::color::black) << ", white took "
            << played->captures(kifu::go::color::white) << '\n';

  if (argc > 1) {
    kifu::go::diagram_options options;
    options.numbers_from = 5;  // number the stones of moves 5 on, as a game record would
    options.coordinates = kifu::go::coordinate_style::japanese;
    std::ofstream out(argv[1], std::ios::binary);
    out << kifu::go::write_svg(*played, options);
    if (!out.flush()) {
      std::cerr << argv[1] << ": cannot write the file\n";
      return 1;
    }
    std::cout << "wrote " << argv[1] << '\n';
  }
}
