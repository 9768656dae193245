// Processing the files of a subcommand on several threads, their output printed in the order of
// the arguments, exactly as one thread prints it.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <exception>
#include <functional>
#include <string>

#include "command.hpp"

namespace kifu_cli {

/// What processing one file gives, held back until the files before it are printed.
struct file_result {
  std::string out;               ///< its text for standard output
  held_messages messages;        ///< its diagnostics and error lines for standard error
  bool ok = true;                ///< false when it had an error
  std::exception_ptr exception;  ///< what processing it threw (rethrown by process_in_order)
};

/// Runs `process(i, result)` for every i < count on `threads` threads, the calling thread one of
/// them, and `deliver(i, result)` for each i in increasing order once the results up to i are
/// ready, one delivery at a time (on whichever thread completed the result it waited for);
/// each result is freed after its delivery. What `process` throws is rethrown by its delivery,
/// and what a delivery throws stops the run and is rethrown here.
std::size_t process_in_order(std::size_t count, unsigned threads,
                             const std::function<void(std::size_t, file_result&)>& process,
                             const std::function<void(std::size_t, file_result&)>& deliver);

}  // namespace kifu_cli
