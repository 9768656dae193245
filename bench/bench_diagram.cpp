// Diagram writing speed: the SVG of a middle-game position in each style (goal: under 20 µs),
// and the text diagrams, on the 指し手生成祭り position (a full board and full hands).
#include <benchmark/benchmark.h>

#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/sfen.hpp"

namespace {

using namespace kifu::shogi;

const position matsuri =
    parse_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1").value();

diagram_options captioned(diagram_style style) {
  diagram_options o;
  o.style = style;
  o.black_name = "先手の人";
  o.white_name = "後手の人";
  o.caption = "【図は80手目 △２四歩まで】";
  o.last_move = square{2, 4};
  return o;
}

void svg_book(benchmark::State& state) {
  const auto o = captioned(diagram_style::book);
  std::size_t bytes = 0;
  for (auto _ : state) {
    const std::string svg = write_svg(matsuri, o);
    bytes += svg.size();
    benchmark::DoNotOptimize(svg.data());
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
}
BENCHMARK(svg_book)->Unit(benchmark::kMicrosecond);

void svg_game(benchmark::State& state) {
  const auto o = captioned(diagram_style::game);
  for (auto _ : state) benchmark::DoNotOptimize(write_svg(matsuri, o).data());
}
BENCHMARK(svg_game)->Unit(benchmark::kMicrosecond);

void bod(benchmark::State& state) {
  const auto o = captioned(diagram_style::book);
  for (auto _ : state) benchmark::DoNotOptimize(write_bod(matsuri, o).data());
}
BENCHMARK(bod)->Unit(benchmark::kMicrosecond);

void text_diagram(benchmark::State& state) {
  const auto o = captioned(diagram_style::book);
  for (auto _ : state) benchmark::DoNotOptimize(write_text_diagram(matsuri, o).data());
}
BENCHMARK(text_diagram)->Unit(benchmark::kMicrosecond);

}  // namespace
