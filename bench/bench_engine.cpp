// Engine analysis speed: the evaluation graph of a 200-ply game with an evaluation on every move
// (goal: under 1 ms), reading an engine's info line, and the client's round trip with a real
// engine whose search is next to nothing (Debian's fairy-stockfish at `go depth 1`: the time
// the client and the pipes add to each position, goal under 1 ms).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <random>

#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/graph.hpp"
#include "kifu/usi/engine.hpp"
#include "kifu/usi/protocol.hpp"

namespace {

using namespace kifu::shogi;

// A random legal game of 200 plies, each move with an evaluation and a 6-move reading line.
record analysed_game() {
  std::mt19937_64 rng(200);
  record r;
  r.start = position::initial();
  r.nodes.resize(1);
  std::size_t node = 0;
  position p = r.start;
  for (int ply = 0; ply < 200; ++ply) {
    const auto legal = p.legal_moves();
    if (legal.empty()) break;
    const move m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
    node = r.add_move(node, m);
    p.play(m);
    evaluation e;
    e.score = static_cast<std::int32_t>(std::uniform_int_distribution<int>(-2500, 2500)(rng));
    position q = p;
    for (int k = 0; k < 6; ++k) {
      const auto next = q.legal_moves();
      if (next.empty()) break;
      e.pv.push_back(next[0]);
      q.play(next[0]);
    }
    e.depth = 20;
    e.engine = "bench";
    set_evaluation(r, node, e, evaluation_form::shogihome);
  }
  return r;
}

void graph_200_plies(benchmark::State& state) {
  const record r = analysed_game();
  for (auto _ : state) benchmark::DoNotOptimize(write_evaluation_graph(r).data());
}
BENCHMARK(graph_200_plies)->Unit(benchmark::kMicrosecond);

void parse_info_line(benchmark::State& state) {
  const std::string line =
      "info depth 22 seldepth 31 multipv 1 score cp -110 nodes 4937236 nps 2250025 hashfull 312 "
      "time 2194 pv 5a4b 4g4f 3c3d 8h2b+ 3a2b 7i7h 4a5b B*7g B*3c 7g3c 2b3c B*6f";
  for (auto _ : state) benchmark::DoNotOptimize(kifu::usi::parse_info(line));
}
BENCHMARK(parse_info_line);

void engine_round_trip(benchmark::State& state) {
  if (!std::filesystem::exists("/usr/games/fairy-stockfish")) {
    state.SkipWithError("/usr/games/fairy-stockfish is not installed (scripts/setup)");
    return;
  }
  kifu::usi::engine e({"/usr/games/fairy-stockfish"});
  if (!e.start()) {
    state.SkipWithError(e.error().c_str());
    return;
  }
  for (auto _ : state) {
    const auto r = e.search("position startpos moves 7g7f 3c3d", {.depth = 1});
    if (!r.best) state.SkipWithError(r.error.c_str());
  }
}
BENCHMARK(engine_round_trip)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace
