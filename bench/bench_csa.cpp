// CSA reading throughput on the 117-move professional game of bench_kif.cpp, written as CSA
// with write_csa at start-up (V2.2 Shift_JIS, and V3.0 UTF-8 with milliseconds; its 246 comment
// lines and 118 times included): decode, parse and replay every move with legality checks. One
// record per iteration: items/s is records/s.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"

namespace {

using namespace kifu::shogi;

// The game as CSA text written with `options`; exits when it cannot be made.
std::string game_as_csa(const csa_write_options& options) {
  std::ifstream in(KIFU_BENCH_DATA_DIR "/kif/jkf_ryuou201409020101.kif", std::ios::binary);
  const std::string kif((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto r = read_kif(kif);
  const auto csa = r.ok() ? write_csa(*r, options) : kifu::parse_result<std::string>{};
  if (!csa.has_value()) {
    std::cerr << "bench_csa: the KIF fixture did not convert to CSA\n";
    std::exit(1);
  }
  return *csa;
}

const std::string v2_2 = game_as_csa({});
const std::string v3_0 =
    game_as_csa({csa_version::v3_0, kifu::text_encoding::utf8, /*milliseconds=*/true});

void read_and_replay(benchmark::State& state, const std::string& game) {
  for (auto _ : state) {
    auto r = read_csa(game);
    if (!r.ok()) state.SkipWithError("the record did not read");
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));  // records
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * game.size()));
}
BENCHMARK_CAPTURE(read_and_replay, v2_2_shift_jis, v2_2);
BENCHMARK_CAPTURE(read_and_replay, v3_0_utf8_ms, v3_0);

}  // namespace
