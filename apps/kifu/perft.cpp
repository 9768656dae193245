// kifu perft: count the leaf nodes of the legal move tree of a shogi position.
#include <chrono>
#include <iostream>
#include <memory>

#include "command.hpp"
#include "kifu/shogi/sfen.hpp"

namespace {

struct perft_options {
  std::string position = "startpos";
  int depth = 1;
  bool divide = false;
};

// Reads the POSITION argument: a USI `position …` line (or one without the word `position`, or
// an SFEN followed by moves) through parse_usi_position, else one SFEN.
kifu::parse_result<kifu::shogi::position> read_position(std::string_view text) {
  using namespace kifu::shogi;
  const auto first_word = text.substr(0, text.find(' '));
  if (first_word == "position" || first_word == "startpos" ||
      text.find(" moves") != std::string_view::npos)
    return parse_usi_position(text);
  return parse_sfen(text);
}

int run_perft(const perft_options& o) {
  using namespace kifu::shogi;
  const auto p = read_position(o.position);
  for (const auto& d : p.diagnostics()) kifu_cli::report(d, "<position>");
  if (!p.ok()) return kifu_cli::invalid_input;
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (o.divide && o.depth >= 1) {
    for (const move& m : p->legal_moves()) {
      const std::uint64_t n = perft(p->after(m), o.depth - 1);
      std::cout << to_usi(m) << ": " << n << '\n';
      nodes += n;
    }
  } else {
    nodes = perft(*p, o.depth);
  }
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
  std::cerr << "time: " << seconds.count() << " s, "
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
                  "'position sfen SFEN moves …'")
      ->required();
  cmd->add_option("DEPTH", options->depth, "plies to search")->required()->check(CLI::Range(0, 12));
  cmd->add_flag("--divide", options->divide, "print the count below each legal move first");
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
