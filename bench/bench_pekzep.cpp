// Pekzep numeral throughput: parse and format, in numerals per second on one core.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "kifu/pekzep.hpp"

namespace {

// A fixed mix: small scores (as in CKKA records) and values over the whole 32-bit range.
std::vector<std::int32_t> sample_values() {
  std::mt19937 rng(42);
  std::uniform_int_distribution<std::int32_t> small(-200, 200), any(INT32_MIN, INT32_MAX);
  std::vector<std::int32_t> v;
  for (int i = 0; i < 4096; ++i) v.push_back(i % 2 ? small(rng) : any(rng));
  return v;
}

void format_numerals(benchmark::State& state) {
  const auto values = sample_values();
  std::size_t i = 0;
  for (auto _ : state) {
    auto n = kifu::pekzep::format(values[i++ & 4095]);
    benchmark::DoNotOptimize(n);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(format_numerals);

void parse_numerals(benchmark::State& state) {
  std::vector<std::string> texts;
  for (auto v : sample_values()) texts.push_back(kifu::pekzep::to_string(v));
  std::size_t i = 0;
  for (auto _ : state) {
    auto v = kifu::pekzep::try_parse(texts[i++ & 4095]);
    benchmark::DoNotOptimize(v);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(parse_numerals);

void parse_numerals_with_diagnostics(benchmark::State& state) {
  std::vector<std::string> texts;
  for (auto v : sample_values()) texts.push_back(kifu::pekzep::to_string(v));
  std::size_t i = 0;
  for (auto _ : state) {
    auto r = kifu::pekzep::parse(texts[i++ & 4095]);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(parse_numerals_with_diagnostics);

void parse_small_scores(benchmark::State& state) {
  std::vector<std::string> texts;
  for (int v = 0; v <= 40; ++v) texts.push_back(kifu::pekzep::to_string(v));
  std::size_t i = 0;
  for (auto _ : state) {
    auto v = kifu::pekzep::try_parse(texts[i++ % texts.size()]);
    benchmark::DoNotOptimize(v);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(parse_small_scores);

}  // namespace
