// kifu tsume solve: prove a tsume problem's mate (or its absence) and print the main line.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>

#include "command.hpp"
#include "input.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tsume/solver.hpp"
#include "options.hpp"
#include "position_argument.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu;

struct solve_cli_options {
  std::string sfen;
  std::string file;
  double time_limit = 0;
  std::uint64_t node_limit = 0;
  std::size_t memory_mb = 256;
  unsigned threads = 1;
  std::string format = "usi";
  tsume::mate_count count = tsume::mate_count::strict;
  bool first = false;
  bool steps = false;         // an `info string` line as each step of the solve ends
  std::size_t record = 1;     // which record (or position line) of a file holding several
  bool record_given = false;  // --record was given (else a note names the others)
};

// Says that the file holds other problems than the one solved, when --record did not choose:
// "the file holds 2 `what`; the first `solved` (--record K chooses another)".
void note_others(const solve_cli_options& o, std::size_t held, std::string_view what,
                 std::string_view solved) {
  if (held > 1 && !o.record_given)
    kifu_cli::note_at(kifu_cli::display_name(o.file))
        << "the file holds " << held << ' ' << what << "; the first " << solved
        << " (--record K chooses another)";
}

// The problem: the --sfen position, else the K-th (--record) of the file's positions when it is
// a list of them, else the start of its K-th record (KIF, KI2, CSA, JKF). A position with moves
// is the position after them.
std::optional<shogi::position> load_problem(const solve_cli_options& o) {
  const auto at_end = [](const shogi::record& r) {
    const auto line = r.main_line();
    return r.position_after(line.empty() ? 0 : line.back());
  };
  if (!o.sfen.empty()) {
    const auto r = kifu_cli::read_position_argument(o.sfen, "--sfen");
    if (!r) return std::nullopt;
    return at_end(*r);
  }
  const auto bytes = kifu_cli::read_input(o.file, kifu_cli::shogi_record_kinds);
  if (!bytes) return std::nullopt;
  if (const auto lines = kifu_cli::position_lines(*bytes)) {
    if (!kifu_cli::record_number_fits(o.file, o.record, lines->size(), "position", "positions"))
      return std::nullopt;
    const auto r = kifu_cli::read_position_line((*lines)[o.record - 1],
                                                std::string(kifu_cli::display_name(o.file)));
    if (!r) return std::nullopt;
    note_others(o, lines->size(), "positions", "is solved");
    return at_end(*r);
  }
  kifu_cli::held_messages messages;
  const auto records = kifu_cli::records_from_bytes(*bytes, o.file, messages, false, o.record);
  messages.print();
  if (!kifu_cli::record_number_fits(o.file, o.record, records.size())) return std::nullopt;
  // A record read with an error is no problem to solve: its diagnostics were printed.
  const auto* chosen = records[o.record - 1].complete();
  if (chosen == nullptr) return std::nullopt;
  note_others(o, records.size(), "records", "one's start is solved");
  return chosen->start;
}

// Prints why the solver refused the problem. Every reader (SFEN, KIF, KI2, CSA, JKF) has warned,
// at its place, of the rules the position breaks (二歩 …): one line points at those warnings
// instead of giving them again unlocated; any other reason is printed.
void report_refusal(const tsume::solve_result& r, const shogi::position& problem,
                    const std::string& name) {
  const auto broken = problem.validate();
  std::size_t warned = 0;
  for (const auto& d : r.diagnostics) {
    if (std::any_of(broken.begin(), broken.end(),
                    [&](const diagnostic& b) { return b.message == d.message; })) {
      ++warned;
      continue;
    }
    kifu_cli::report(d, name);
  }
  if (warned != 0)
    kifu_cli::error_at(name) << "the start position is no tsume problem: see the "
                             << (warned == 1 ? "warning" : "warnings") << " above";
}

// Prints what the search found on standard output: an `info` line, the main line, then
// `mate N`, `nomate` or `unknown`.
void print_result(const tsume::solve_result& r, const shogi::position& problem,
                  const solve_cli_options& o) {
  const double seconds = r.elapsed.count();
  // Seconds to the millisecond, never in exponent notation (6.5e-05).
  std::cout << "info nodes " << r.nodes << " time " << std::fixed << std::setprecision(3) << seconds
            << std::defaultfloat << " nps "
            << static_cast<std::uint64_t>(seconds > 0 ? r.nodes / seconds : 0) << '\n';
  if (r.shortfall != tsume::solve_shortfall::none)
    std::cout << "info string " << tsume::to_string(r.shortfall) << '\n';
  switch (r.status) {
    case tsume::solve_status::proved:
      if (o.format == "kif") {
        std::cout << shogi::to_tsume(r.main_line, problem) << '\n';
      } else if (!r.main_line.empty()) {
        std::cout << "pv";
        for (const auto& m : r.main_line) std::cout << ' ' << shogi::to_usi(m);
        std::cout << '\n';
      }
      if (!r.main_line.empty() && r.main_line.size() != static_cast<std::size_t>(r.length))
        std::cout << "info string the line has " << r.main_line.size()
                  << " plies: white's defences in it are the longest measured, not its best\n";
      std::cout << "mate " << r.length << (r.shortest ? "" : " (not proved shortest)") << '\n';
      return;
    case tsume::solve_status::disproved:
      std::cout << "nomate\n";
      return;
    case tsume::solve_status::unknown:
    case tsume::solve_status::invalid:
      std::cout << "unknown\n";
      return;
  }
}

int run_solve(const solve_cli_options& o) {
  if (o.sfen.empty() == o.file.empty()) {
    kifu_cli::command_error() << "give either --sfen SFEN or a FILE (see kifu tsume "
                                 "solve --help)";
    return kifu_cli::usage_error;
  }
  tsume::solve_options options;
  options.time_limit = std::chrono::duration<double>(o.time_limit);
  options.node_limit = o.node_limit;
  options.memory_mb = o.memory_mb;
  options.threads = o.threads;
  options.shortest = !o.first;
  options.count = o.count;
  if (o.steps)
    options.on_step = [](const tsume::solve_step& s) {
      std::cout << "info string " << tsume::to_string(s) << std::endl;  // as it happens
    };
  const auto problem = load_problem(o);
  if (!problem) return kifu_cli::invalid_input;
  kifu_cli::catch_interruptions();  // Ctrl-C prints the best result found so far
  options.stop = &kifu_cli::interruption_flag();
  tsume::solve_result r;
  try {
    r = tsume::solve(*problem, options);
  } catch (const std::bad_alloc&) {  // the table: more than the machine gives now
    kifu_cli::command_error() << "--memory " << o.memory_mb
                              << ": a table of that size cannot be had on this machine now; "
                                 "give a smaller one";
    return kifu_cli::invalid_input;
  }
  if (r.status == tsume::solve_status::invalid) {  // nothing on standard output
    report_refusal(r, *problem,
                   o.sfen.empty() ? std::string(kifu_cli::display_name(o.file)) : "--sfen");
    return kifu_cli::invalid_input;
  }
  print_result(r, *problem, o);
  if (kifu_cli::interrupted()) {
    kifu_cli::note_at(kifu_cli::command_name())
        << "interrupted; the result above is the best found so far";
    return kifu_cli::interruption_status();
  }
  return kifu_cli::success;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto* tsume_cmd = program.add_subcommand("tsume", "tsume problems: solve them");
  tsume_cmd->require_subcommand(1);
  auto o = std::make_shared<solve_cli_options>();
  auto* cmd = tsume_cmd->add_subcommand(
      "solve", "prove a tsume problem's shortest mate (df-pn) and print its main line");
  cmd->add_option(
      "--sfen", o->sfen,
      "the problem as SFEN (black attacks, black to move); - reads it from standard input");
  cmd->add_option("FILE", o->file,
                  "a file of SFEN lines (# comments allowed; --record K solves the K-th), or a "
                  "KIF/KI2/CSA/JKF record whose start is the problem; - for standard input");
  kifu_cli::add_time_limit_option(*cmd, o->time_limit, "before giving up (default: none)");
  cmd->add_option("--nodes", o->node_limit, "positions before giving up (default: no limit)")
      ->check(kifu_cli::one_or_more);
  kifu_cli::add_memory_option(*cmd, o->memory_mb, "of the transposition table (default 256)");
  kifu_cli::add_threads_option(*cmd, o->threads, "threads searching at once on one table");
  cmd->add_flag("--first", o->first,
                "stop at the first mate proved (its length need not be the shortest)");
  cmd->add_flag("--steps", o->steps,
                "an `info string` line as each step ends: the first mate, each first look, "
                "walk along the last proof and search for a shorter one, the main line, with "
                "its positions and seconds");
  cmd->add_option("--format", o->format, "usi (a `pv` line of USI moves) or kif (14龍13金合…)")
      ->transform(CLI::IsMember({"usi", "kif"}, CLI::ignore_case));
  kifu_cli::add_count_option(*cmd, o->count, "well defined for any position");
  kifu_cli::add_record_option(*cmd, o->record)->excludes("--sfen");
  cmd->footer(
      "Prints `info nodes N time S nps X`, then `pv MOVES` (or the tsume notation with\n"
      "--format kif) and `mate N`, or `nomate`, or `unknown` when a limit stopped the search.\n"
      "`mate N (not proved shortest)`: black mates within N plies, a shorter mate may exist.\n"
      "With --first the proof found is measured again: N is its length, often less than the\n"
      "search first stored, and the line has white's longest defences within that proof.\n"
      "--steps shows where the time goes: `info string a mate within 609 plies: none\n"
      "(3130698 positions, 6.06 s)` is the proof that no shorter mate exists.\n"
      "By default lengths follow the strict count: white's every legal defence counts, so a\n"
      "futile interposition (無駄合) lengthens the mate by two plies. --count tsume follows\n"
      "the books: a drop interposition is futile when the checking piece takes it and black\n"
      "still mates without the piece taken (at once when white could only interpose);\n"
      "futile ones are left out of the line and the count; interpositions by a board move\n"
      "always count. White holds every\n"
      "piece not on the board or in black's hand; 打ち歩詰め is illegal; a repetition (千日手)\n"
      "is no mate. Among equally long defences the main line takes the one that leaves black\n"
      "the fewest pieces in hand.\n"
      "Examples: kifu tsume solve --sfen '4k4/9/4P4/9/9/9/9/9/9 b G 1'  →  pv G*5b / mate 1\n"
      "  kifu tsume solve --sfen '8k/9/6N1G/9/9/9/9/9/R8 b - 1'              →  mate 15\n"
      "  kifu tsume solve --sfen '8k/9/6N1G/9/9/9/9/9/R8 b - 1' --count tsume →  mate 1");
  cmd->callback([&run, o, cmd] {
    o->record_given = cmd->count("--record") != 0;
    run = [o] { return run_solve(*o); };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
