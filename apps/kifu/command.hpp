// The kifu program's subcommand registry: each subcommand lives in its own file and registers
// itself with a static `kifu_cli::registration`, so adding one never touches main.cpp.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"

namespace kifu_cli {

/// Exit statuses of the kifu program.
enum exit_status : int { success = 0, invalid_input = 1, usage_error = 2 };

/// Adds one subcommand to the program. `run` is set to the code to execute when the subcommand
/// is chosen; it returns an exit status.
using command_setup = void (*)(CLI::App& program, std::function<int()>& run);

/// All registered subcommand setups, in registration order.
std::vector<command_setup>& commands();

/// Registers a subcommand at static-initialisation time.
struct registration {
  explicit registration(command_setup setup) { commands().push_back(setup); }
};

/// The program's command line as main received it (argv), for a subcommand that hands it on.
const std::vector<std::string>& command_line();

/// A duration as a person reads it: "17 µs", "3.2 ms", "0.48 s", "12 s", "2 min 5 s".
std::string human_duration(double seconds);

/// A number with its noun agreeing: "1 file", "2 files", "0 files".
std::string counted(std::size_t n, std::string_view one, std::string_view many);

/// The running subcommand as typed, for messages: "kifu tbase dump" ("kifu" before parsing).
const std::string& command_name();

/// Whether the running subcommand reads one FILE (kifu tsume solve), not several.
extern bool takes_one_file;

/// What kifu serve does, in the list of subcommands (the kifu program runs kifu-serve for it).
inline constexpr const char* serve_summary =
    "a local web page to search tsume sets and replay the problems found";

/// How many diagnostics of one kind are printed by default (--diagnostics summary).
inline constexpr std::size_t summary_limit = 20;

/// Prints a diagnostic on standard error as "FILE:LINE:COL: error: message", or only counts it
/// (--diagnostics summary prints the first summary_limit of each kind, none prints none).
/// Safe to call from several threads; held_messages keeps the order of the arguments.
void report(const kifu::diagnostic& d, std::string_view file);

/// One line on standard error, "WHERE: error: MESSAGE" (or warning, or note), built with << and
/// printed whole when it ends (under report()'s lock, so lines of several threads never mix). WHERE
/// is the file concerned, or the subcommand (command_name()) when the problem is the command
/// line's. Errors are printed whatever --diagnostics says (they explain the exit status);
/// warnings and notes are not printed with --diagnostics none.
///
///     kifu_cli::error_at(path) << "--ply " << ply << " is past the end of the main line";
class problem_line {
 public:
  /// Starts the line about `where`.
  problem_line(std::string_view where, kifu::severity level);
  /// Prints the line.
  ~problem_line();
  problem_line(const problem_line&) = delete;
  problem_line& operator=(const problem_line&) = delete;

  /// Adds to the message.
  template <class T>
  problem_line& operator<<(const T& part) {
    text_ << part;
    return *this;
  }

 private:
  kifu::severity level_;
  std::ostringstream text_;
};

/// An error line about `where` (a file, or the subcommand).
inline problem_line error_at(std::string_view where) {
  return {where, kifu::severity::error};
}
/// A warning line about `where`.
inline problem_line warning_at(std::string_view where) {
  return {where, kifu::severity::warning};
}
/// A note about `where` (something done otherwise than asked, and why).
inline problem_line note_at(std::string_view where) {
  return {where, kifu::severity::note};
}
/// An error about the command line as a whole: error_at(command_name()).
inline problem_line command_error() {
  return error_at(command_name());
}

/// How many diagnostics of one kind report() prints at most (--diagnostics): a library call
/// that can leave the text out of the rest (database::load) is told so.
std::size_t printed_per_kind();

/// What one input would print on standard error, held back so that inputs processed on several
/// threads print it in the order of the arguments, as a single thread would (see print()).
class held_messages {
 public:
  /// Keeps a diagnostic about `file`, for report() (which counts it) when printed.
  void report(const kifu::diagnostic& d, std::string_view file);
  /// Keeps an error line for error_at ("PATH: error: cannot open the file (…)").
  void error(std::string_view where, std::string_view message);
  /// Keeps a note for note_at (something done otherwise than asked, and why).
  void note(std::string_view where, std::string_view message);
  /// Prints what was kept, in the order it was kept, and forgets it.
  void print();
  /// True when nothing is kept.
  bool empty() const noexcept { return messages_.empty(); }

 private:
  struct message {
    std::optional<kifu::diagnostic> diagnostic;    ///< a diagnostic, or nothing for an error line
    std::string text;                              ///< its file
    std::string message;                           ///< the line's message
    kifu::severity level = kifu::severity::error;  ///< the line's severity
  };
  std::vector<message> messages_;
};

/// True with --diagnostics all (-v): notes are printed too.
bool all_diagnostics();

/// Adds --diagnostics all|summary|none, -q (none) and -v (all) to the program.
void add_diagnostics_options(CLI::App& program);

/// Prints, when some diagnostics were not printed, how many of each kind there were, and forgets
/// the counts: a second call (main's, after kifu serve's) tells only what came after the first.
void report_counts();

/// Runs `handle(item, source_name, line)` for every argument, or for every non-blank line of
/// standard input when there is none (a byte-order mark before the first skipped); an item that
/// is not UTF-8 is reported and answered by an empty line instead. Returns invalid_input if any
/// call returned false.
int for_each_item(const std::vector<std::string>& arguments,
                  const std::function<bool(std::string_view item, std::string_view source,
                                           std::uint32_t line)>& handle);

}  // namespace kifu_cli
