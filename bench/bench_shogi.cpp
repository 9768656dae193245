// Shogi move generation speed: perft from the initial position, legal move generation and move
// playing on the 指し手生成祭り position.
#include <benchmark/benchmark.h>

#include "kifu/shogi/position.hpp"
#include "kifu/shogi/sfen.hpp"

namespace {

using namespace kifu::shogi;

void perft_initial_depth_5(benchmark::State& state) {
  const position p = position::initial();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(p, 5);
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(perft_initial_depth_5)->Unit(benchmark::kMillisecond);

const position matsuri =
    parse_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1").value();

void legal_moves_matsuri(benchmark::State& state) {
  for (auto _ : state) {
    auto moves = matsuri.legal_moves();
    benchmark::DoNotOptimize(moves.size());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * 207);
}
BENCHMARK(legal_moves_matsuri);

void play_moves_matsuri(benchmark::State& state) {
  const auto moves = matsuri.legal_moves();
  std::size_t i = 0;
  for (auto _ : state) {
    position p = matsuri.after(moves[i++ % moves.size()]);
    benchmark::DoNotOptimize(p);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(play_moves_matsuri);

void is_legal_matsuri(benchmark::State& state) {
  const auto moves = matsuri.legal_moves();
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(matsuri.is_legal(moves[i++ % moves.size()]));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(is_legal_matsuri);

}  // namespace
