// Text Go boards: boards per second on one core for reading GNU Go's 19×19 showboard and the
// synthetic Shift_JIS post, drawing a 19×19 board in each style, and reading SGF setup.
#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <string>

#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"

namespace {

std::string data(const char* name) {
  std::ifstream in(std::string(KIFU_BENCH_DATA_DIR) + "/go/" + name, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void read_board(benchmark::State& state, const char* file) {
  const std::string text = data(file);
  for (auto _ : state) {
    auto r = kifu::go::read_text_board(text);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(text.size()));
}
BENCHMARK_CAPTURE(read_board, gnugo_showboard_19, "gnugo/showboard_19.txt");
BENCHMARK_CAPTURE(read_board, japanese_19_utf8, "synthetic/figom_like_jp_19.txt");
BENCHMARK_CAPTURE(read_board, japanese_9_shift_jis, "synthetic/figom_like_jp_9.sjis.txt");

void render_board(benchmark::State& state) {
  const auto position = kifu::go::read_sgf(data("gnugo/printsgf_19.sgf")).value();
  const auto style = static_cast<kifu::go::text_style>(state.range(0));
  for (auto _ : state) {
    auto text = kifu::go::write_text_board(position, style);
    benchmark::DoNotOptimize(text.data());
  }
  state.SetLabel(std::string(kifu::go::to_string(style)));
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(render_board)->DenseRange(0, 2);

void read_sgf_setup(benchmark::State& state) {
  const std::string text = data("gnugo/printsgf_19.sgf");
  for (auto _ : state) {
    auto r = kifu::go::read_sgf(text);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(read_sgf_setup);

}  // namespace
