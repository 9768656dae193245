// The C++ side of bench/python_positions.sh: the loop that
//     for path in paths:
//         for p in kifu.read(path).positions(): p.sfen()
// is in Python, written against the library. For each file: its bytes, the format found from
// them (read_records, as kifu.read reads it), the first record read, its main line walked with
// main_line_cursor (the start and each position after a move; a special node such as %TORYO
// gives no position, as Record.positions() gives none), and to_sfen of each position. The SFENs'
// lengths are summed so that nothing is optimised away. Prints the positions, the SFEN
// characters and the seconds (wall and CPU) of the whole loop, file reading included.
// With --stage read only the records are read; with --stage walk the positions are walked too,
// without SFENs (to split the time as the Python sub-steps are split). With --warm-up the loop
// is run once untimed first (the files in the page cache, the allocator's heap grown, the code in
// the caches), as a Python process that has run the loop before runs it.
// Usage: positions_loop [--warm-up] [--stage read|walk|sfen] FILE...
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

#include "file_bytes.hpp"
#include "kifu/shogi/read.hpp"
#include "kifu/shogi/record.hpp"
#include "kifu/shogi/sfen.hpp"

namespace {

using kifu_bench::read_file;

enum class stage { read, walk, sfen };

struct totals {
  long records = 0, positions = 0, characters = 0;
};

// One pass of the loop over `paths`; false (with a message) when a file is not read.
bool run(const std::vector<const char*>& paths, stage upto, totals& t) {
  std::string bytes;
  for (const char* path : paths) {
    if (!read_file(path, bytes)) {
      std::fprintf(stderr, "%s: cannot open\n", path);
      return false;
    }
    auto results = kifu::shogi::read_records(bytes, {false, path});
    if (results.empty() || !results.front().ok() || !results.front().has_value()) {
      std::fprintf(stderr, "%s: not read\n", path);
      return false;
    }
    const kifu::shogi::record& r = results.front().value();
    ++t.records;
    if (upto == stage::read) {
      t.positions += 1;
      for (const std::size_t n : r.main_line()) t.positions += r.nodes[n].move ? 1 : 0;
      continue;
    }
    kifu::shogi::main_line_cursor c(r);
    do {
      if (c.node() != 0 && !r.nodes[c.node()].move) continue;  // 投了 …: no new position
      ++t.positions;
      if (upto == stage::sfen)
        t.characters += static_cast<long>(kifu::shogi::to_sfen(c.after()).size());
      else
        t.characters += c.after().move_number();
    } while (c.next());
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  stage upto = stage::sfen;
  bool warm_up = false;
  std::vector<const char*> paths;
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--warm-up") {
      warm_up = true;
    } else if (a == "--stage" && i + 1 < argc) {
      const std::string_view s = argv[++i];
      if (s != "read" && s != "walk" && s != "sfen") {
        std::fprintf(stderr, "positions_loop: the stage is read, walk or sfen\n");
        return 2;
      }
      upto = s == "read" ? stage::read : s == "walk" ? stage::walk : stage::sfen;
    } else {
      paths.push_back(argv[i]);
    }
  }
  if (paths.empty()) {
    std::fprintf(stderr, "usage: positions_loop [--warm-up] [--stage read|walk|sfen] FILE...\n");
    return 2;
  }
  totals t;
  if (warm_up && !run(paths, upto, t)) return 1;
  t = {};
  const auto wall_start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  if (!run(paths, upto, t)) return 1;
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  std::printf("records %ld positions %ld characters %ld seconds %.6f cpu %.6f\n", t.records,
              t.positions, t.characters, wall, cpu);
  return 0;
}
