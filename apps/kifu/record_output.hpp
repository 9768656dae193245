// Writing records to a file in a chosen format and encoding, for the subcommands that write
// records (kifu convert, kifu analyze).
#pragma once

#include <string>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"
#include "output.hpp"

namespace kifu_cli {

/// How records are written.
struct record_output {
  std::string to;        ///< kif, ki2, csa, jkf or usi
  std::string encoding;  ///< sjis, utf8, or empty: the convention (see below)
  /// 2.2 or 3.0, for csa; empty: 3.0 when a time of the records has milliseconds (which only
  /// CSA V3.0 holds: the input was one), 2.2 otherwise
  std::string csa_version;
  std::string output;  ///< the file written ("-" or empty: standard output)
};

/// The record formats and the extensions that name them.
inline constexpr output_format record_formats[] = {{"kif", ".kif .kifu"},
                                                   {"ki2", ".ki2 .ki2u"},
                                                   {"csa", ".csa"},
                                                   {"jkf", ".jkf .json"},
                                                   {"usi", ".usi .sfen"}};

/// The format an output file's extension names, in any case (.kif .kifu → kif, .ki2 .ki2u → ki2,
/// .csa, .jkf .json → jkf, .usi .sfen → usi); empty for another extension.
std::string format_of_extension(const std::string& path);

/// Adds --csa-version and --encoding (record_output's csa_version and encoding); gives the
/// --csa-version option, to tell whether it was given.
CLI::Option* add_record_encoding_options(CLI::App& subcommand, std::string& encoding,
                                         std::string& csa_version);

/// Prints what record_file_bytes said about writing records read from `input` to `output`: what
/// the output's encoding cannot hold at the output (or `<standard output>`), naming the option
/// that keeps it; what its format leaves out of the records (variations in CSA) at the input.
void report_written(const kifu::diagnostic_list& diagnostics, std::string_view input,
                    const std::string& output);

/// The bytes of records in the chosen format and encoding: --encoding, or CSA's Shift_JIS, or
/// the convention of the output file's extension (.kif and .ki2 Shift_JIS, everything else
/// UTF-8; JSON always UTF-8), with what the writer and the encoder had to say.
kifu::parse_result<std::string> record_file_bytes(const std::vector<kifu::shogi::record>& records,
                                                  const record_output& o);

}  // namespace kifu_cli
