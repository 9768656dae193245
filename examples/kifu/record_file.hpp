// Loading record files for the kifu program's shogi subcommands, and writing output files.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kifu/shogi/kif.hpp"

namespace kifu_cli {

/// Reads the records of a KIF/KI2 file (several when `#--separator--` lines divide it) or of a
/// JKF file (when it starts with '{'), printing their diagnostics as FILE:LINE:COL (only record
/// `only`'s, counted from 1, when it is not 0). A record with errors is nothing; the whole is
/// nothing when the file cannot be opened.
std::optional<std::vector<std::optional<kifu::shogi::record>>> load_records(const std::string& path,
                                                                            bool lenient = false,
                                                                            std::size_t only = 0);

/// The bytes of a file ("-": standard input); prints "PATH: error: cannot open the file" and
/// gives nothing when it cannot be read.
std::optional<std::string> read_file(const std::string& path);

/// Writes `text` to `path`, or to standard output when `path` is empty or "-".
bool write_output(const std::string& path, const std::string& text);

}  // namespace kifu_cli
