// Example: text Go boards. Reads a board pasted from a forum post (with text around it), says
// what was skipped or guessed, and writes the position as SGF and as a GNU Go style board.
#include <kifu/go/sgf.hpp>
#include <kifu/go/text_board.hpp>

#include <iostream>

int main() {
  const std::string_view pasted =
      "【問題】黒番です。\n"
      "　　１２３４５６７\n"
      "一　┌┬┬┬┬┬┐\n"
      "二　├┼●○┼┼┤\n"
      "三　├●○┼○┼┤\n"
      "四　├●○┼┼┼┤\n"
      "五　├┼●○┼┼┤\n"
      "六　├┼┼┼┼┼┤\n"
      "七　└┴┴┴┴┴┘　← 7路盤\n";

  const auto board = kifu::go::read_text_board(pasted);
  for (const auto& d : board.diagnostics()) std::cout << kifu::format(d, "pasted") << '\n';
  if (!board.ok()) return 1;

  const kifu::go::position& p = board->position;
  std::cout << p.size() << "×" << p.size() << ", " << p.count(kifu::go::stone::black)
            << " black and " << p.count(kifu::go::stone::white) << " white stones\n\n";
  std::cout << kifu::go::write_sgf(p) << '\n';
  std::cout << kifu::go::write_text_board(p, kifu::go::text_style::gtp);

  // Back from SGF: the compressed form [cc:dd] is a rectangle of four points.
  const auto sgf = kifu::go::read_sgf("(;GM[1]FF[4]SZ[5]AB[cc:dd]AW[bb]PL[W])");
  if (sgf.ok())
    std::cout << '\n' << kifu::go::write_text_board(*sgf, kifu::go::text_style::unicode);
}
