// CKKA reading throughput on one core: (a) a real cerke_online record (4 seasons, 2 KB), read
// again and again; (b) one long record, the body of that game repeated 500 times (about 1 MB),
// where the per-record costs vanish; (c) printing the long record back; (d) the SVG of a board
// with pieces in both hands (the position after the second season's 28th and last move of that
// game).
#include <benchmark/benchmark.h>

#include <fstream>
#include <iterator>
#include <string>

#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/diagram.hpp"

namespace {

using namespace kifu::cerke;

const std::string game = [] {
  std::ifstream in(KIFU_BENCH_DATA_DIR "/ckka/kiaak-parser-tests__case2.ckka", std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}();

const std::string long_record = [] {
  const std::size_t body = game.find("\nLAU") + 1;
  std::string text = game.substr(0, body);
  for (int i = 0; i < 500; ++i) text += game.substr(body) + "\n";
  return text;
}();

void read(benchmark::State& state, const std::string& text) {
  for (auto _ : state) {
    auto r = read_ckka(text);
    if (!r.ok()) state.SkipWithError("the record did not read");
    benchmark::DoNotOptimize(r);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}

void read_cerke_online_record(benchmark::State& state) {
  read(state, game);
}
BENCHMARK(read_cerke_online_record);

void read_long_record(benchmark::State& state) {
  read(state, long_record);
}
BENCHMARK(read_long_record);

void write_long_record(benchmark::State& state) {
  const auto r = read_ckka(long_record);
  std::size_t bytes = 0;
  for (auto _ : state) {
    const std::string text = write_ckka(*r);
    bytes += text.size();
    benchmark::DoNotOptimize(text);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}
BENCHMARK(write_long_record);

void write_svg_diagram(benchmark::State& state) {
  const auto record = read_ckka(game).value();
  const auto at = replay(record, {1, 28});
  if (!at.ok()) {
    state.SkipWithError("the record did not replay to move 28 of season 2");
    return;
  }
  diagram_options options;
  options.last_move = at->last_move;
  std::size_t bytes = 0;
  for (auto _ : state) {
    auto svg = write_svg(at->final, options);
    bytes = svg.size();
    benchmark::DoNotOptimize(svg.data());
  }
  state.SetLabel(std::to_string(bytes) + " bytes");
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(write_svg_diagram);

}  // namespace
