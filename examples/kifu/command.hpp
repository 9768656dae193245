// The kifu program's subcommand registry: each subcommand lives in its own file and registers
// itself with a static `kifu_cli::registration`, so adding one never touches main.cpp.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
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

/// How many diagnostics of one kind are printed by default (--diagnostics summary).
inline constexpr std::size_t summary_limit = 20;

/// Prints a diagnostic on standard error as "FILE:LINE:COL: error: message", or only counts it
/// (--diagnostics summary prints the first summary_limit of each kind, none prints none).
void report(const kifu::diagnostic& d, std::string_view file);

/// Adds --diagnostics all|summary|none, -q (none) and -v (all) to the program.
void add_diagnostics_options(CLI::App& program);

/// Prints, when some diagnostics were not printed, how many of each kind there were.
void report_counts();

/// Runs `handle(item, source_name, line)` for every argument, or for every non-blank line of
/// standard input when there is none; returns invalid_input if any call returned false.
int for_each_item(const std::vector<std::string>& arguments,
                  const std::function<bool(std::string_view item, std::string_view source,
                                           std::uint32_t line)>& handle);

}  // namespace kifu_cli
