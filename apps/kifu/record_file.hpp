// Loading record files for the kifu program's shogi subcommands, and writing output files.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "command.hpp"
#include "kifu/shogi/kif.hpp"
#include "output.hpp"

namespace kifu_cli {

/// One record of a file, as far as it could be read.
struct loaded_record {
  std::optional<kifu::shogi::record> value;  ///< the record, up to its first error if it has one
  bool ok = false;                           ///< read without any error

  /// The record when it was read without error, otherwise nullptr.
  const kifu::shogi::record* complete() const { return ok ? &*value : nullptr; }
};

/// The name diagnostics give a file: "<stdin>" for "-", otherwise the path as given.
std::string_view display_name(std::string_view path);

/// The message about `path`, a directory given where files are read: it names the files to give
/// instead, by `extension` ("kif": "is a directory: give the files in it, such as DIR/*.kif";
/// one of them, DIR/NAME.kif, when the subcommand reads one file).
std::string directory_given(std::string_view path, std::string_view extension);

/// Reads the records of a file ("-": standard input), its format found from its bytes: JKF when
/// it starts with '{', CSA when looks_like_csa says so (several games when `/` lines divide it),
/// otherwise KIF/KI2 (several records when `#--separator--` lines divide it). Their diagnostics
/// go to `messages` as FILE:LINE:COL (only record `only`'s, counted from 1, when it is not 0).
/// The whole is nothing when the file cannot be read.
std::optional<std::vector<loaded_record>> load_records(const std::string& path,
                                                       held_messages& messages,
                                                       bool lenient = false, std::size_t only = 0);

/// The records of a file's bytes, read as load_records reads them (`path` names the file in
/// diagnostics and breaks an encoding tie).
std::vector<loaded_record> records_from_bytes(const std::string& bytes, const std::string& path,
                                              held_messages& messages, bool lenient = false,
                                              std::size_t only = 0);

/// load_records, printing the diagnostics at once.
std::optional<std::vector<loaded_record>> load_records(const std::string& path,
                                                       bool lenient = false, std::size_t only = 0);

/// The bytes of a file ("-": standard input), read with one open, fstat and read for a regular
/// file; keeps "PATH: error: cannot open the file (reason)" in `messages` and gives nothing when
/// it cannot be read.
std::optional<std::string> read_file(const std::string& path, held_messages& messages);

/// read_file, printing its error at once.
std::optional<std::string> read_file(const std::string& path);

/// True when record `k` (1-based; 0: every record) is among the `held` records of `path`;
/// otherwise says so ("--record 3 but the file holds 2 records", or of a list of positions,
/// "holds 2 positions").
bool record_number_fits(const std::string& path, std::size_t k, std::size_t held,
                        std::string_view one = "record", std::string_view many = "records");

/// Adds the required FILE... argument of a subcommand that reads records.
void add_record_files_argument(CLI::App& subcommand, std::vector<std::string>& files);

/// Adds the required FILE argument of a subcommand that reads the records of one file.
void add_record_file_argument(CLI::App& subcommand, std::string& file);

}  // namespace kifu_cli
