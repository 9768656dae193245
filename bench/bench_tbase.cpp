// T-BASE throughput on a generated database of 256,592 works (the size of the largest merged
// collection users report; about 85 MB of .dia): (a) read and decode every record, from memory
// and streamed; (b) resolve solutions into moves, in moves per second.
#include <benchmark/benchmark.h>

#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>

#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/tjn.hpp"

namespace {

using namespace kifu::tbase;

std::string slurp(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

constexpr std::size_t database_size = 256'592;

// The nine fixture works again and again, numbered 1-9999 in sets as T-BASE numbers them.
const std::string database = [] {
  const auto works = read_dia(slurp(KIFU_BENCH_DATA_DIR "/tbase/classics.dia")).value_or_throw();
  std::string out;
  out.reserve(database_size * 330);
  for (std::size_t i = 0; i < database_size; ++i) {
    dia_record r = works.records[i % works.records.size()];
    r.number = static_cast<int>(i % 9999) + 1;
    append_dia(out, r);
  }
  return out;
}();

void read_database_from_memory(benchmark::State& state) {
  for (auto _ : state) {
    std::size_t moves = 0;
    const std::size_t n = for_each_dia(
        database,
        [&](const dia_record& r) { moves += static_cast<std::size_t>(r.move_count.value_or(0)); },
        [&](const kifu::diagnostic&) { state.SkipWithError("diagnostic"); });
    if (n != database_size) state.SkipWithError("wrong record count");
    benchmark::DoNotOptimize(moves);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * database_size));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * database.size()));
}
BENCHMARK(read_database_from_memory)->Unit(benchmark::kMillisecond);

void read_database_streamed(benchmark::State& state) {
  for (auto _ : state) {
    std::istringstream in(database);
    dia_reader reader(in);
    dia_record r;
    std::size_t n = 0;
    while (reader.next(r)) ++n;
    if (n != database_size) state.SkipWithError("wrong record count");
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * database_size));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * database.size()));
}
BENCHMARK(read_database_streamed)->Unit(benchmark::kMillisecond);

void resolve_solutions(benchmark::State& state) {
  const auto dia = read_dia(slurp(KIFU_BENCH_DATA_DIR "/tbase/classics.dia")).value_or_throw();
  const auto tjn = read_tjn(slurp(KIFU_BENCH_DATA_DIR "/tbase/classics.tjn")).value_or_throw();
  std::map<int, const dia_record*> problems;
  for (const auto& r : dia.records) problems[*r.number] = &r;
  std::size_t moves = 0;
  for (auto _ : state) {
    for (const auto& s : tjn.records) {
      const auto solved = resolve_solution(*problems.at(s.number), s);
      if (!solved.ok()) state.SkipWithError("a solution did not resolve");
      moves += solved->moves.size();
    }
  }
  state.counters["moves"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * tjn.records.size()));
}
BENCHMARK(resolve_solutions);

}  // namespace
