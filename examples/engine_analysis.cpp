// Example: analyse a game with a USI engine — start it, search the position after each move,
// keep the engine's score (from black's side) and reading line in the record as ShogiHome's
// comment lines — then print the record as KIF and draw its evaluation graph as SVG.
// Usage: engine_analysis [ENGINE [GRAPH.svg]]   (default engine: /usr/games/fairy-stockfish)
#include <kifu/shogi/evaluation.hpp>
#include <kifu/shogi/graph.hpp>
#include <kifu/shogi/kif.hpp>
#include <kifu/shogi/sfen.hpp>
#include <kifu/usi/engine.hpp>

#include <fstream>
#include <iostream>

int main(int argc, char** argv) {
  using namespace kifu::shogi;
  auto game = read_usi_record("position startpos moves 7g7f 3c3d 2g2f 4c4d 2f2e 2b3c");
  if (!game.has_value()) return 1;
  record r = *game;

  kifu::usi::engine engine({argc > 1 ? argv[1] : "/usr/games/fairy-stockfish"});
  if (!engine.start()) {
    std::cerr << "engine: " << engine.error() << '\n';
    return 1;
  }
  std::string moves;
  for (main_line_cursor c(r); c.next();) {
    const record_node& n = r.nodes[c.node()];
    if (!n.move) continue;
    moves += ' ' + to_usi(*n.move);
    const auto found = engine.search("position startpos moves" + moves, {.depth = 8});
    if (found.lines.empty() || !found.lines[0].score) {
      std::cerr << "ply " << n.ply << ": " << found.error << '\n';
      continue;
    }
    const auto& best = found.lines[0];
    evaluation e;  // the engine speaks for the side to move; the record keeps black's side
    const bool white = c.after().side_to_move() == color::white;
    const auto s = white ? best.score->negated() : *best.score;
    if (s.type == kifu::usi::score::kind::centipawns)
      e.score = s.value;
    else {
      e.mate = s.value;
      e.mate_sign = s.mates() ? 1 : -1;
    }
    position p = c.after();
    for (const std::string& text : best.pv) {
      const auto m = parse_usi_move(text, p);
      if (!m.ok()) break;  // an illegal line is not kept past its last legal move
      e.pv.push_back(*m);
      p.play(*m);
    }
    e.depth = best.depth;
    e.engine = engine.name();
    set_evaluation(r, c.node(), e, evaluation_form::shogihome);
  }
  std::cout << write_kif(r);
  if (argc > 2) std::ofstream(argv[2]) << write_evaluation_graph(r);
  return 0;
}
