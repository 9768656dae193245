// Tsume search on a generated database of 256,592 problems (26 sets of up to 9,999 works, the
// fixture problems again and again: solutions of 1 to 117 plies, 19 on average): (a) load the
// .dia and .tjn bytes, resolve, replay and annotate every move; (b) the query of the article that
// asked for this search, 七種合 (seven `any` patterns) and 六種不成 (six), over the loaded set.
#include <benchmark/benchmark.h>

#include <ctime>

#include <fstream>
#include <iterator>
#include <map>
#include <thread>

#include "kifu/tbase/tjn.hpp"
#include "kifu/tsume/query.hpp"

namespace {

using namespace kifu;
using namespace kifu::tsume;

constexpr std::size_t database_size = 256'592;
constexpr int set_size = 9'999;
const unsigned threads = std::max(2U, std::thread::hardware_concurrency());

std::string slurp(const char* path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

std::vector<set_bytes> make_sets() {
  const auto dia =
      tbase::read_dia(slurp(KIFU_BENCH_DATA_DIR "/tbase/classics.dia")).value_or_throw();
  const auto tjn =
      tbase::read_tjn(slurp(KIFU_BENCH_DATA_DIR "/tbase/classics.tjn")).value_or_throw();
  std::map<int, tbase::tjn_record> solutions;
  for (const auto& r : tjn.records) solutions[r.number] = r;
  std::vector<set_bytes> sets;
  for (std::size_t i = 0; i < database_size; ++i) {
    if (i % set_size == 0)
      sets.push_back({"set" + std::to_string(sets.size() + 1), {}, {}, {}, {}});
    const int number = static_cast<int>(i % set_size) + 1;
    tbase::dia_record r = dia.records[i % dia.records.size()];
    const int original = *r.number;
    r.number = number;
    tbase::append_dia(r, sets.back().dia);
    if (const auto s = solutions.find(original); s != solutions.end()) {
      tbase::tjn_record t = s->second;
      t.number = number;
      sets.back().tjn += tbase::write_tjn({{t}, {}}).value_or_throw();
    }
  }
  return sets;
}

const std::vector<set_bytes>& sets() {
  static const std::vector<set_bytes> s = make_sets();
  return s;
}

const database& loaded() {
  static const database db =
      database::load(sets(), threads, [](const diagnostic&, std::string_view) {});
  return db;
}

long peak_rss_kb() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.starts_with("VmHWM:")) return std::stol(line.substr(6));
  return 0;
}

double process_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

void load_and_annotate(benchmark::State& state) {
  std::size_t moves = 0;
  double cpu = 0;
  for (auto _ : state) {
    const double before = process_cpu_seconds();
    const database db = database::load(sets(), threads, [](const diagnostic&, std::string_view) {});
    cpu += process_cpu_seconds() - before;
    if (db.size() != database_size) state.SkipWithError("wrong problem count");
    moves = db.move_count();
  }
  // CPU time of all threads: on a loaded machine the wall time says little.
  state.counters["cpu_s_all_threads"] = cpu / static_cast<double>(state.iterations());
  state.counters["problems"] = static_cast<double>(database_size);
  state.counters["moves"] = static_cast<double>(moves);
  state.counters["peak_rss_MB"] = static_cast<double>(peak_rss_kb()) / 1024.0;
}
BENCHMARK(load_and_annotate)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

compiled_query compile(const char* json) {
  return compiled_query::compile(parse_query(json).value_or_throw()).value_or_throw();
}

void run_query(benchmark::State& state, const char* json) {
  const database& db = loaded();
  const compiled_query q = compile(json);
  std::size_t found = 0;
  for (auto _ : state) found = search(db, q, threads)->size();
  state.counters["found"] = static_cast<double>(found);
  state.counters["problems"] = static_cast<double>(db.size());
}

void seven_interpositions_and_six_declines(benchmark::State& state) {
  run_query(state, R"({"moves": [
      {"patterns": [{"regex": "歩打,2"}, {"regex": "香打,2"}, {"regex": "桂打,2"}, {"regex": "銀打,2"},
                    {"regex": "金打,2"}, {"regex": "角打,2"}, {"regex": "飛打,2"}]},
      {"patterns": [{"regex": "歩\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "香\\(\\d\\d\\)(,\\d){6},1"},
                    {"regex": "桂\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "銀\\(\\d\\d\\)(,\\d){6},1"},
                    {"regex": "角\\(\\d\\d\\)(,\\d){6},1"}, {"regex": "飛\\(\\d\\d\\)(,\\d){6},1"}]}]})");
}
BENCHMARK(seven_interpositions_and_six_declines)->Unit(benchmark::kMillisecond)->UseRealTime();

void interposition_token_three_times(benchmark::State& state) {
  run_query(state, R"({"moves": [{"patterns": [{"token": "-***合"}], "times": 3}]})");
}
BENCHMARK(interposition_token_three_times)->Unit(benchmark::kMillisecond)->UseRealTime();

void author_and_final_position(benchmark::State& state) {
  run_query(state,
            R"({"info": {"author": {"regex": "看寿"}}, "diagram": {"final_pieces": {"max": 3}}})");
}
BENCHMARK(author_and_final_position)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
