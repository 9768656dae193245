// Example: the picture of a position as SVG. Reads a KIF/KI2 record and draws the position after
// a move of its main line, captioned and with the last move highlighted as the record gives them;
// or draws an SFEN in tsume mode.
// Usage: shogi_diagram FILE PLY [book|game] > out.svg
//        shogi_diagram --tsume SFEN > out.svg
#include <kifu/shogi/diagram.hpp>
#include <kifu/shogi/kif.hpp>
#include <kifu/shogi/sfen.hpp>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  if (argc == 3 && std::string(argv[1]) == "--tsume") {
    const auto p = parse_sfen(argv[2]);
    for (const auto& d : p.diagnostics()) std::cerr << kifu::format(d, "<sfen>") << '\n';
    if (!p.ok()) return 1;
    diagram_options o;
    o.tsume = true;  // 持駒 for the attacker, 残り全部 for the defender
    o.caption = "詰将棋";
    std::cout << write_svg(*p, o);
    return 0;
  }
  if (argc < 3) {
    std::cerr << "usage: shogi_diagram FILE PLY [book|game] | shogi_diagram --tsume SFEN\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::cerr << argv[1] << ": cannot open\n";
    return 1;
  }
  const std::string bytes{std::istreambuf_iterator<char>(in), {}};
  const auto r = read_kif(bytes, {.file_name = argv[1]});
  for (const auto& d : r.diagnostics()) std::cerr << kifu::format(d, argv[1]) << '\n';
  if (!r.has_value()) return 1;
  // The position after PLY moves, with the record's names, 下手/上手 for a handicap game, the
  // last move and a caption like 【図は35手目 ▲７六歩まで】.
  auto d = diagram_at_ply(*r, std::atoi(argv[2]));
  if (!d) {
    std::cerr << argv[1] << ": the main line is shorter than " << argv[2] << " moves\n";
    return 1;
  }
  if (argc > 3 && std::string(argv[3]) == "game") d->options.style = diagram_style::game;
  std::cout << write_svg(d->position, d->options);
  std::cerr << write_text_diagram(d->position, d->options);
  return 0;
}
