// Example: read a CSA file (a floodgate game, say), print each move in USI with the engine's
// evaluation and principal variation from its `'**` line, then write the game as KIF, saying
// what KIF cannot hold.
// Usage: csa_evaluations [FILE]   (without a file, a small built-in game)
#include <kifu/shogi/conversion.hpp>
#include <kifu/shogi/csa.hpp>
#include <kifu/shogi/kif.hpp>
#include <kifu/shogi/sfen.hpp>

#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  std::string bytes =
      "V2.2\nN+engine_a\nN-engine_b\nPI\n+\n"
      "+7776FU\nT4\n'** 30 -3334FU +2726FU\n"
      "-3334FU\nT3\n'** -25 +2726FU -8384FU\n"
      "+2726FU\nT5\n%TORYO\n";
  const std::string name = argc > 1 ? argv[1] : "<built-in>";
  if (argc > 1) {
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
      std::cerr << name << ": cannot open\n";
      return 1;
    }
    bytes.assign(std::istreambuf_iterator<char>(in), {});
  }
  const auto r = read_csa(bytes);
  for (const auto& d : r.diagnostics()) std::cerr << kifu::format(d, name) << '\n';
  if (!r.has_value()) return 1;

  std::cout << r->header("先手").value_or("?") << " vs " << r->header("後手").value_or("?") << '\n';
  for (main_line_cursor c(*r); c.next();) {  // each move played once
    const record_node& n = r->nodes[c.node()];
    std::cout << n.ply << ' ' << (n.move ? to_usi(*n.move) : n.text);
    for (const std::string_view line : r->comments(c.node())) {
      const auto engine = parse_engine_comment(line, c.after());
      if (!engine) continue;
      if (engine->evaluation) std::cout << "  eval " << *engine->evaluation;
      std::cout << "  pv";
      for (const move& m : engine->pv) std::cout << ' ' << to_usi(m);
    }
    std::cout << '\n';
  }
  for (const auto& d : conversion_losses(*r, record_format::kif))
    std::cerr << "KIF: " << d.message << '\n';
  std::cout << write_kif(*r);
  return r.ok() ? 0 : 1;
}
