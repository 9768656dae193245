// Loading record files for the kifu program's shogi subcommands, and writing output files.
#pragma once

#include <optional>
#include <string>

#include "kifu/shogi/kif.hpp"

namespace kifu_cli {

/// Reads a KIF/KI2 file (or JKF, when it starts with '{') and prints its diagnostics as
/// FILE:LINE:COL; nothing if the file cannot be opened or has errors.
std::optional<kifu::shogi::record> load_record(const std::string& path, bool lenient = false);

/// The bytes of a file ("-": standard input); prints "PATH: error: cannot open the file" and
/// gives nothing when it cannot be read.
std::optional<std::string> read_file(const std::string& path);

/// Writes `text` to `path`, or to standard output when `path` is empty or "-".
bool write_output(const std::string& path, const std::string& text);

}  // namespace kifu_cli
