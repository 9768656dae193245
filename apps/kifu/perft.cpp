// kifu perft: count the leaf nodes of the legal move tree of a shogi position.
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "command.hpp"
#include "kifu/shogi/sfen.hpp"
#include "position_argument.hpp"

namespace {

struct perft_options {
  std::string position = "startpos";
  int depth = 1;
  bool divide = false;
};

int run_perft(const perft_options& o) {
  using namespace kifu::shogi;
  const auto r = kifu_cli::read_position_argument(o.position, "<position>");
  if (!r) return kifu_cli::invalid_input;
  const auto line = r->main_line();
  const auto p = std::optional(r->position_after(line.empty() ? 0 : line.back()));
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (o.divide && o.depth >= 1) {
    // In the order of the moves' USI text, so that two generators' counts compare line by line.
    std::vector<std::pair<std::string, std::uint64_t>> counts;
    for (const move& m : p->legal_moves()) {
      counts.emplace_back(to_usi(m), perft(p->after(m), o.depth - 1));
      nodes += counts.back().second;
    }
    std::sort(counts.begin(), counts.end());
    for (const auto& [usi, n] : counts) std::cout << usi << ": " << n << '\n';
  } else {
    nodes = perft(*p, o.depth);
  }
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
  std::cerr << "time: " << kifu_cli::human_duration(seconds.count()) << ", " << std::setprecision(3)
            << static_cast<double>(nodes) / seconds.count() / 1e6 << " M nodes/s\n";
  std::cout << "nodes: " << nodes << '\n';
  return kifu_cli::success;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto options = std::make_shared<perft_options>();
  auto* cmd = program.add_subcommand(
      "perft", "count the legal move tree of a shogi position (move generator check)");
  cmd->add_option("POSITION", options->position,
                  "'startpos', one SFEN in quotes (a leading 'sfen ' is accepted), or a USI "
                  "position line in quotes: 'position startpos moves 7g7f 3c3d', "
                  "'position sfen SFEN moves …'; - reads it from standard input")
      ->required();
  cmd->add_option("DEPTH", options->depth, "plies to search")->required()->check(CLI::Range(0, 12));
  cmd->add_flag("--divide", options->divide,
                "print the count below each legal move first, in the order of the moves' USI text");
  cmd->footer(
      "The last line is 'nodes: N'; the time and speed go to standard error.\n"
      "POSITION is 'startpos', an SFEN, or a USI 'position …' line whose moves are\n"
      "played first (each must be legal).\n"
      "Example: kifu perft startpos 5          -> nodes: 19861490\n"
      "         kifu perft 'position startpos moves 7g7f 3c3d' 2\n"
      "         kifu perft --divide 'l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w "
      "RGgsn5p 1' 2");
  cmd->callback([&run, options] { run = [options] { return run_perft(*options); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
