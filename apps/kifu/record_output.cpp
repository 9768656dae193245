// Records written in a chosen format and encoding.
#include "record_output.hpp"

#include "command.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "options.hpp"
#include "output.hpp"

namespace kifu_cli {

using namespace kifu::shogi;

std::string format_of_extension(const std::string& path) {
  return std::string(format_named_by(record_formats, path));
}

namespace {

// The encoding to write: --encoding, or CSA's Shift_JIS, or the convention of the output file's
// extension (.kif and .ki2 Shift_JIS, everything else UTF-8). JSON is UTF-8 whatever is asked.
kifu::text_encoding output_encoding(const record_output& o) {
  if (o.to == "jkf") return kifu::text_encoding::utf8;
  const auto wanted = [&] {
    if (!o.encoding.empty())
      return o.encoding == "sjis" ? kifu::text_encoding::shift_jis : kifu::text_encoding::utf8;
    if (o.to == "csa") return kifu::text_encoding::shift_jis;
    const std::string extension = lower_extension(o.output);
    return extension == ".kif" || extension == ".ki2" ? kifu::text_encoding::shift_jis
                                                      : kifu::text_encoding::utf8;
  }();
  return kifu_cli::text_encoding_for(o.output, wanted, !o.encoding.empty());
}

// True when a time of `records` has milliseconds, which CSA V2.2 would lose.
bool has_milliseconds(const std::vector<record>& records) {
  for (const record& r : records)
    for (const record_node& n : r.nodes)
      if (n.time && n.time->milliseconds != 0) return true;
  return false;
}

}  // namespace

CLI::Option* add_record_encoding_options(CLI::App& subcommand, std::string& encoding,
                                         std::string& csa_version) {
  auto* version = subcommand
                      .add_option("--csa-version", csa_version,
                                  "with CSA output: 2.2 (whole seconds) or 3.0 (milliseconds "
                                  "when the record has them); default: 3.0 for a record whose "
                                  "times have milliseconds (read from CSA V3.0), else 2.2")
                      ->transform(kifu_cli::csa_versions);
  subcommand
      .add_option("--encoding", encoding,
                  "sjis or utf8 (Shift_JIS, cp932 and UTF-8 too); default: Shift_JIS for CSA and "
                  "for an output file named .kif or "
                  ".ki2 (the convention of Kifu for Windows), UTF-8 otherwise (a UTF-8 KIF or KI2 "
                  "starts with '#KIF version=2.0 encoding=UTF-8'); a terminal always gets UTF-8")
      ->transform(kifu_cli::encoding_names);
  return version;
}

kifu::parse_result<std::string> record_file_bytes(const std::vector<record>& records,
                                                  const record_output& o) {
  const kifu::text_encoding encoding = output_encoding(o);
  if (o.to == "csa") {
    csa_write_options options;
    options.version = o.csa_version == "3.0" || (o.csa_version.empty() && has_milliseconds(records))
                          ? csa_version::v3_0
                          : csa_version::v2_2;
    options.encoding = encoding;
    return write_csa_records(records, options);
  }
  if (o.to == "kif" || o.to == "ki2")
    return kifu::shogi::kif_file_bytes(
        write_kif_records(records, o.to == "ki2" ? kif_format::ki2 : kif_format::kif), encoding);
  if (o.to == "jkf" && records.size() > 1) {  // never the first alone, unsaid
    kifu::parse_result<std::string> refused;
    refused.add({kifu::diagnostic_code::record_not_written, kifu::severity::error, 0, 0, 0,
                 "JKF holds one record and there are " + std::to_string(records.size()) +
                     ": write them as KIF, KI2, CSA or USI, or one record at a time"});
    return refused;
  }
  if (o.to == "jkf") return encode_record_text(write_jkf(records.front()), encoding);
  std::string text;
  for (const record& r : records) text += write_usi_record(r);
  return encode_record_text(text, encoding);
}

void report_written(const kifu::diagnostic_list& diagnostics, std::string_view input,
                    const std::string& output) {
  for (auto d : diagnostics) {
    const bool encoding = d.code == kifu::diagnostic_code::unmappable_character;
    d.line = d.column = 0;  // a place in the text written, given in the message
    d.offset = 0;
    if (encoding && d.level == kifu::severity::error) d.message += " (--encoding utf8)";
    report(d, encoding ? output_name(output) : std::string(input));
  }
}

}  // namespace kifu_cli
