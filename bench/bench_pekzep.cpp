// Pekzep numeral throughput, parse and format, in numerals per second on one core. Two inputs:
// scores as CKKA records hold them (-40..40 and a few hundreds), and values drawn uniformly
// from the whole 32-bit range (the longest numerals, and the hardest for branch prediction).
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "kifu/pekzep.hpp"

namespace {

constexpr std::size_t sample_size = 4096;  // a power of two, indexed with a mask

std::vector<std::int32_t> sample_values(bool full_range) {
  std::mt19937 rng(42);
  std::uniform_int_distribution<std::int32_t> scores(-40, 400), any(INT32_MIN, INT32_MAX);
  std::vector<std::int32_t> v;
  for (std::size_t i = 0; i < sample_size; ++i) v.push_back(full_range ? any(rng) : scores(rng));
  return v;
}

std::vector<std::string> sample_numerals(bool full_range) {
  std::vector<std::string> texts;
  for (auto v : sample_values(full_range)) texts.push_back(kifu::pekzep::to_string(v));
  return texts;
}

void format_numerals(benchmark::State& state) {
  const auto values = sample_values(state.range(0) != 0);
  std::size_t i = 0;
  for (auto _ : state) {
    auto n = kifu::pekzep::format(values[i++ & (sample_size - 1)]);
    benchmark::DoNotOptimize(n);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(format_numerals)->ArgName("full_range")->Arg(0)->Arg(1);

void parse_numerals(benchmark::State& state) {
  const auto texts = sample_numerals(state.range(0) != 0);
  std::size_t i = 0;
  for (auto _ : state) {
    auto v = kifu::pekzep::try_parse(texts[i++ & (sample_size - 1)]);
    benchmark::DoNotOptimize(v);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(parse_numerals)->ArgName("full_range")->Arg(0)->Arg(1);

void parse_numerals_with_diagnostics(benchmark::State& state) {
  const auto texts = sample_numerals(state.range(0) != 0);
  std::size_t i = 0;
  for (auto _ : state) {
    auto r = kifu::pekzep::parse(texts[i++ & (sample_size - 1)]);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(parse_numerals_with_diagnostics)->ArgName("full_range")->Arg(0)->Arg(1);

}  // namespace
