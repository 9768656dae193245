// Loading record files for the kifu program's shogi subcommands, and writing output files.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "kifu/shogi/kif.hpp"

namespace kifu_cli {

/// One record of a file, as far as it could be read.
struct loaded_record {
  std::optional<kifu::shogi::record> value;  ///< the record, up to its first error if it has one
  bool ok = false;                           ///< read without any error

  /// The record when it was read without error, otherwise nullptr.
  const kifu::shogi::record* complete() const { return ok ? &*value : nullptr; }
};

/// Reads the records of a KIF/KI2 file (several when `#--separator--` lines divide it) or of a
/// JKF file (when it starts with '{'), printing their diagnostics as FILE:LINE:COL (only record
/// `only`'s, counted from 1, when it is not 0). The whole is nothing when the file cannot be
/// opened.
std::optional<std::vector<loaded_record>> load_records(const std::string& path,
                                                       bool lenient = false, std::size_t only = 0);

/// The bytes of a KIF or KI2 file holding `text` (UTF-8, as the writers give it) in `encoding`:
/// UTF-8 starts with `#KIF version=2.0 encoding=UTF-8`, without which Kifu for Windows and
/// ShogiGUI read a file as Shift_JIS; Shift_JIS replaces ☗☖ with ▲△ (with a warning).
kifu::parse_result<std::string> kif_file_bytes(std::string text, kifu::text_encoding encoding);

/// The bytes of a file ("-": standard input); prints "PATH: error: cannot open the file" and
/// gives nothing when it cannot be read.
std::optional<std::string> read_file(const std::string& path);

/// Writes `text` to `path`, or to standard output when `path` is empty or "-". An existing file
/// is never replaced unless the subcommand's --force flag was given: it is an error instead.
/// A failed write (a full disk) is an error. Errors are printed; the result says whether the
/// text was written.
bool write_output(const std::string& path, const std::string& text);

/// Adds --force to a subcommand that writes files: it lets write_output replace existing files.
void add_force_flag(CLI::App& subcommand);

}  // namespace kifu_cli
