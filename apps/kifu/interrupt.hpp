// Ctrl-C and kill for the subcommands that produce one result per item: the first SIGINT or
// SIGTERM only sets a flag, so that they stop starting new items, leave every finished one
// complete, say how far they got and exit 130 or 143; a second signal ends the program at once.
#pragma once

#include <atomic>
#include <cstddef>
#include <string_view>

namespace kifu_cli {

/// Makes SIGINT and SIGTERM set the flag interrupted() reads instead of ending the program.
/// A subcommand calls it when it polls the flag between items.
void catch_interruptions();

/// True once SIGINT or SIGTERM has been received after catch_interruptions().
bool interrupted() noexcept;

/// The flag itself, for library calls that take a stop flag (tsume::solve_options::stop).
const std::atomic<bool>& interruption_flag() noexcept;

/// The exit status of the signal received: 130 for SIGINT, 143 for SIGTERM.
int interruption_status() noexcept;

/// Prints "COMMAND: interrupted after DONE of TOTAL ITEMS" on standard error (`one` or `many`
/// as TOTAL asks: "file", "files") and gives the exit status of the signal: 130 for SIGINT,
/// 143 for SIGTERM.
int report_interruption(std::size_t done, std::size_t total, std::string_view one,
                        std::string_view many);

}  // namespace kifu_cli
