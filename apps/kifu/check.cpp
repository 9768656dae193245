// kifu check: read records and print their diagnostics only.
#include <memory>

#include "command.hpp"
#include "evaluation_check.hpp"
#include "in_order.hpp"
#include "input.hpp"
#include "kifu/shogi/game.hpp"
#include "options.hpp"
#include "record_file.hpp"

namespace {

struct check_options {
  std::vector<std::string> files;
  unsigned threads = 0;  // every core
};

// A warning when `r`'s main line goes on after the same position stood for the fourth time: 千日手
// ended the game there (a draw, or a loss for the side that gave check with every move since).
void check_repetitions(const kifu::shogi::record& r, const std::string& file,
                       kifu_cli::held_messages& messages) {
  kifu::shogi::game g(r.start);
  for (kifu::shogi::main_line_cursor c(r); c.next();) {
    const auto& n = r.nodes[c.node()];
    if (!n.move || !g.push(*n.move)) return;  // the end, or a move the reader already flagged
    const auto outcome = g.sennichite();
    if (!outcome) continue;
    int after = 0;
    for (kifu::shogi::main_line_cursor rest = c; rest.next();)
      after += r.nodes[rest.node()].move.has_value();
    if (after == 0) return;
    const char* how = *outcome == kifu::shogi::repetition_outcome::draw ? "a draw"
                      : *outcome == kifu::shogi::repetition_outcome::black_loses
                          ? "lost by 先手, who gave check with every move since"
                          : "lost by 後手, who gave check with every move since";
    messages.report({kifu::diagnostic_code::play_after_sennichite, kifu::severity::warning, 0,
                     n.line, n.line != 0 ? 1U : 0U,
                     "move " + std::to_string(n.ply) +
                         " brings the same position a fourth time: 千日手 ended the game there (" +
                         how + "); " +
                         (after == 1 ? std::string("the move after it is")
                                     : "the " + std::to_string(after) + " moves after it are") +
                         " not part of it"},
                    kifu_cli::display_name(file));
    return;
  }
}

// Checks one file, its diagnostics into `result`.
void check_file(const std::string& file, kifu_cli::file_result& result) {
  const auto records = kifu_cli::load_records(file, result.messages);
  result.ok = records.has_value();
  if (!records) return;
  for (const auto& r : *records) {
    result.ok &= r.ok;
    if (!r.value) continue;
    kifu_cli::check_evaluations(*r.value, file, result.messages, true);
    check_repetitions(*r.value, file, result.messages);
  }
}

int run_check(const check_options& o) {
  bool all_good = true;
  kifu_cli::process_in_order(
      o.files.size(), o.threads,
      [&](std::size_t i, kifu_cli::file_result& r) { check_file(o.files[i], r); },
      [&](std::size_t, kifu_cli::file_result& r) {
        r.messages.print();
        all_good &= r.ok;
      });
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<check_options>();
  auto* cmd = program.add_subcommand(
      "check", "check KIF/KI2/CSA/JKF records: every move replayed, every problem reported");
  kifu_cli::add_record_files_argument(*cmd, o->files);
  kifu_cli::add_threads_option(*cmd, o->threads,
                               "files read at once; the output is the same whatever the number");
  cmd->footer(
      "Prints each problem as FILE:LINE:COL: error|warning: message and nothing else, in the\n"
      "order of the files whatever --threads is. A file may hold several records "
      "('#--separator--'\n"
      "lines between KIF records, '/' lines between CSA games): each is checked.\n"
      "An engine's reading line in a comment (floodgate's '** line, ShogiHome's #読み筋=)\n"
      "that does not replay legally is a warning; it stays text. So are moves played after\n"
      "the same position stood for the fourth time (千日手 ended the game there).\n"
      "Exit status 1 if any file has an error (warnings alone give 0).");
  cmd->callback([&run, o] { run = [o] { return run_check(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
