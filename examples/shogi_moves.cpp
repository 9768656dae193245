// Example: replay moves given in USI, then show the position as SFEN and every legal move in
// KIF, KI2 (JSA) and USI notation.
#include <kifu/shogi/notation.hpp>
#include <kifu/shogi/sfen.hpp>

#include <iostream>

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  const std::string command = argc > 1 ? argv[1] : "position startpos moves 7g7f 3c3d 8h2b+";
  const auto p = parse_usi_position(command);
  if (!p.ok()) {
    for (const auto& d : p.diagnostics()) std::cerr << kifu::format(d, "<position>") << '\n';
    return 1;
  }
  std::cout << "position: " << to_sfen(*p) << '\n';
  std::cout << (p->side_to_move() == color::black ? "black" : "white") << " to move"
            << (p->in_check() ? ", in check" : "") << "; legal moves:\n";
  for (const move& m : p->legal_moves())
    std::cout << "  " << to_kif(m, *p) << "  " << to_ki2(m, *p) << "  " << to_usi(m) << '\n';
}
