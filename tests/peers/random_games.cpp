// Writes N random legal games as KIF files (for the differential test against peer readers);
// a move that could promote usually does:
//   random_games DIR N SEED
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>

#include "kifu/shogi/kif.hpp"

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  if (argc != 4) {
    std::cerr << "usage: random_games DIR N SEED\n";
    return 2;
  }
  const std::filesystem::path dir = argv[1];
  std::filesystem::create_directories(dir);
  std::mt19937 rng(static_cast<unsigned>(std::stoul(argv[3])));
  const int games = std::stoi(argv[2]);
  for (int g = 0; g < games; ++g) {
    record r;
    position p = r.start;
    const int plies = static_cast<int>(rng() % 200) + 1;
    for (int ply = 0; ply < plies; ++ply) {
      const move_list legal = p.legal_moves();
      if (legal.empty()) break;
      move m = legal[rng() % legal.size()];
      // Promote nine times in ten when the move could: fewer 不成, which a peer mishandles.
      const move promoting = move::board(m.from(), m.to(), m.kind(), promote::yes);
      if (!m.is_drop() && !m.promotes() && rng() % 10 != 0 && legal.contains(promoting))
        m = promoting;
      record_node n;
      n.parent = r.nodes.size() - 1;
      n.ply = ply + 1;
      n.move = m;
      r.nodes.back().children.push_back(r.nodes.size());
      r.nodes.push_back(n);
      p.play(m);
    }
    char name[32];
    std::snprintf(name, sizeof name, "game%04d.kifu", g);
    std::ofstream(dir / name, std::ios::binary) << write_kif(r);
  }
  return 0;
}
