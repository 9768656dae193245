// Prints the SFEN of every main-line position of every game of each CSA file, as kifu's
// read_csa_records reads it: a "# FILE" line before each file, a "/" line between its games,
// "error: …" for a game that did not read. The layout of sfen_tsshogi_csa.mjs; used by
// differential_csa.sh (independent of the kifu program).
//   csa_sfen FILE...
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/sfen.hpp"

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  std::string out;
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    out.append("# ").append(argv[i]).append("\n");
    const auto games = read_csa_records(bytes);
    for (std::size_t g = 0; g < games.size(); ++g) {
      if (g > 0) out += "/\n";
      if (!games[g].ok()) {
        std::string message = "not read";
        for (const auto& d : games[g].diagnostics())
          if (d.level == kifu::severity::error) {
            message = d.message;
            break;
          }
        out.append("error: ").append(message).append("\n");
        continue;
      }
      const record* r = &*games[g];
      position p = r->start;
      out += to_sfen(p) + '\n';
      for (const std::size_t n : r->main_line())
        if (r->nodes[n].move) {
          p.play(*r->nodes[n].move);
          out += to_sfen(p) + '\n';
        }
    }
  }
  std::cout << out;
  return 0;
}
