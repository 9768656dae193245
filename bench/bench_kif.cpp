// KIF reading throughput on a real 117-move professional game (8.7 KB, Shift_JIS): (a) decode,
// parse and replay every move with legality checks; (b) the same plus the SFEN of every ply.
#include <benchmark/benchmark.h>

#include <fstream>
#include <iterator>
#include <string>

#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"

namespace {

using namespace kifu::shogi;

const std::string game = [] {
  std::ifstream in(KIFU_BENCH_DATA_DIR "/kif/jkf_ryuou201409020101.kif", std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}();

void read_and_replay(benchmark::State& state) {
  for (auto _ : state) {
    auto r = read_kif(game);
    if (!r.ok()) state.SkipWithError("the record did not read");
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));  // records
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * game.size()));
}
BENCHMARK(read_and_replay);

void read_replay_and_sfen_every_ply(benchmark::State& state) {
  for (auto _ : state) {
    const auto r = read_kif(game);
    position p = r->start;
    std::size_t chars = to_sfen(p).size();
    for (std::size_t i : r->main_line())
      if (r->nodes[i].move) {
        p.play(*r->nodes[i].move);
        chars += to_sfen(p).size();
      }
    benchmark::DoNotOptimize(chars);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * game.size()));
}
BENCHMARK(read_replay_and_sfen_every_ply);

}  // namespace
