// Example: read a KIF or KI2 file (Shift_JIS or UTF-8), then walk its main line: each move in
// USI with its time and comment lines, and where variations branch off.
// Usage: kif_record [FILE]   (without a file, a small built-in record)
#include <kifu/shogi/kif.hpp>
#include <kifu/shogi/sfen.hpp>

#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  std::string bytes =
      "先手：先手の人\n後手：後手の人\n手数----指手---------消費時間--\n"
      "   1 ７六歩(77)   ( 0:03/00:00:03)\n*角道を開ける\n"
      "   2 ３四歩(33)   ( 0:05/00:00:05)+\n"
      "   3 投了\nまで2手で後手の勝ち\n"
      "\n変化：2手\n   2 ８四歩(83)   ( 0:10/00:00:10)\n*居飛車\n";
  const std::string name = argc > 1 ? argv[1] : "<built-in>";
  if (argc > 1) {
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
      std::cerr << name << ": cannot open\n";
      return 1;
    }
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  const auto r = read_kif(bytes, {.file_name = name});
  for (const auto& d : r.diagnostics()) std::cerr << kifu::format(d, name) << '\n';
  if (!r.has_value()) return 1;

  for (const header_entry& h : r->headers) std::cout << h.key << ": " << h.value << '\n';
  std::cout << "start: " << to_sfen(r->start) << '\n';
  for (const std::size_t i : r->main_line()) {
    const record_node& n = r->nodes[i];
    std::cout << n.ply << ' ' << (n.move ? to_usi(*n.move) : n.text);
    if (n.time) std::cout << "  (" << n.time->move_seconds << " s)";
    std::cout << '\n';
    for (const std::string_view line : r->comments(i)) std::cout << "    * " << line << '\n';
    const record_node& parent = r->nodes[n.parent];
    if (parent.children.size() > 1 && parent.children.front() == i)
      std::cout << "    (" << parent.children.size() - 1 << " other move(s) at this ply)\n";
  }
  return r.ok() ? 0 : 1;
}
