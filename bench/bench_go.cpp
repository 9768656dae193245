// Text Go boards: boards per second on one core for reading GNU Go's 19×19 showboard and the
// synthetic Shift_JIS post, drawing a 19×19 board in each style, and reading SGF setup; games:
// reading and playing the main line of a 164-move game; diagrams: the SVG of a 19×19 position.
#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <string>

#include "kifu/go/diagram.hpp"
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

void play_game(benchmark::State& state) {
  const std::string text = data("sabaki-sgf/utf8bom.sgf");
  for (auto _ : state) {
    auto record = kifu::go::read_sgf_game(text);
    auto played = kifu::go::play_main_line(*record);
    benchmark::DoNotOptimize(played);
  }
  state.SetLabel("read and play 164 moves");
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(play_game);

// The SVG of the game after move 100, its last ten moves numbered when range(0) is 1.
void write_svg_diagram(benchmark::State& state) {
  const auto record = kifu::go::read_sgf_game(data("sabaki-sgf/utf8bom.sgf")).value();
  const auto played = kifu::go::play_main_line(record, 100).value();
  kifu::go::diagram_options options;
  options.numbers_from = state.range(0) == 1 ? 91 : 0;
  std::size_t bytes = 0;
  for (auto _ : state) {
    auto svg = kifu::go::write_svg(played, options);
    bytes = svg.size();
    benchmark::DoNotOptimize(svg.data());
  }
  state.SetLabel(std::to_string(bytes) + " bytes");
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(write_svg_diagram)->Arg(0)->Arg(1);

}  // namespace
