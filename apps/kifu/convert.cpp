// kifu convert: KIF/KI2/CSA/JKF records to KIF, KI2, CSA, JKF or a USI position command.
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

#include "command.hpp"
#include "kifu/shogi/conversion.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/sfen.hpp"
#include "record_file.hpp"
#include "record_output.hpp"

namespace {

using namespace kifu::shogi;

struct convert_options {
  std::string file;
  std::string to;
  std::string encoding;     // sjis or utf8; empty: from the output file's extension
  std::string csa_version;  // empty: 2.2, or 3.0 for a record with milliseconds
  bool csa_version_given = false;
  std::string output;
  bool lenient = false;
  std::size_t record = 0;  // 1-based; 0: every record of the file
};

// Marks each move the lenient reader kept although it is illegal with a comment, so that the
// written record says so where it happens.
void flag_illegal_moves(record& r) {
  for (std::size_t i = 1; i < r.nodes.size(); ++i)
    if (r.nodes[i].illegal) r.add_comment(i, "kifu: this move is illegal (kept by --lenient)");
}

// The records the options select, each as far as it could be read; `complete` is cleared when
// one of them has errors. Nothing (after saying why, `status` the exit status) when the
// selection cannot be made: the file cannot be read or lacks record --record (1), or JKF is
// asked for several records (a usage error: --record must be given).
std::optional<std::vector<record>> selected_records(const convert_options& o, bool& complete,
                                                    int& status) {
  status = kifu_cli::invalid_input;
  auto loaded = kifu_cli::load_records(o.file, o.lenient, o.record);
  if (!loaded) return std::nullopt;
  if (!kifu_cli::record_number_fits(o.file, o.record, loaded->size())) return std::nullopt;
  std::vector<record> records;
  for (std::size_t k = 0; k < loaded->size(); ++k) {
    if (o.record != 0 && k + 1 != o.record) continue;
    auto& r = (*loaded)[k];
    complete &= r.ok;        // its errors are printed
    if (!r.value) continue;  // nothing of it could be read
    flag_illegal_moves(*r.value);
    records.push_back(std::move(*r.value));
  }
  if (o.to == "jkf" && records.size() > 1) {
    kifu_cli::error_at(o.file) << "the file holds " << records.size()
                               << " records and JKF holds one; choose one with --record K";
    status = kifu_cli::usage_error;
    return std::nullopt;
  }
  return records;
}

// Says what the format chosen leaves out of the records (write_csa says it itself).
void report_losses(const std::vector<record>& records, const convert_options& o) {
  const auto format = record_format_from_string(o.to);
  if (!format || *format == record_format::csa) return;
  for (const record& r : records)
    for (const auto& d : conversion_losses(r, *format))
      kifu_cli::report(d, kifu_cli::display_name(o.file));
}

// Writes the evaluations in the convention of the format written (CSA's '** lines, KIF's
// #評価値= lines), so that the programs of that format read them; says what CSA's leave out.
void express_evaluations(std::vector<record>& records, const convert_options& o) {
  if (o.to == "usi") return;  // no comments
  const auto form = o.to == "csa" ? kifu::shogi::evaluation_form::floodgate
                                  : kifu::shogi::evaluation_form::shogihome;
  std::size_t lost = 0;
  for (record& r : records) lost += kifu::shogi::express_evaluations(r, form).lost_parts;
  if (lost > 0)
    kifu_cli::note_at(kifu_cli::display_name(o.file))
        << kifu_cli::counted(lost, "evaluation is", "evaluations are")
        << " written as CSA's '** lines, which hold the score and the reading line: their "
           "depth, nodes or engine name are left out";
}

int run_convert(convert_options o) {
  // The format from --to, else from the output file's name; a file named for another format than
  // --to's is a usage error, as in every subcommand that writes files (a .kif holding CSA).
  if (o.to.empty() && kifu_cli::format_of_extension(o.output).empty()) {
    kifu_cli::command_error() << "give --to kif, ki2, csa, jkf or usi, or an output file named "
                                 "for one (-o game.csa)";
    return kifu_cli::usage_error;
  }
  const auto format = kifu_cli::choose_format(kifu_cli::record_formats, o.to, o.output, "--to");
  if (!format) return kifu_cli::usage_error;
  o.to = format->name;
  if (o.csa_version_given && o.to != "csa") {
    kifu_cli::command_error() << "--csa-version goes with --to csa";
    return kifu_cli::usage_error;
  }
  if (o.to == "jkf" && o.encoding == "sjis") {
    kifu_cli::command_error() << "JKF is JSON, which is always UTF-8; drop --encoding sjis";
    return kifu_cli::usage_error;
  }
  if (!kifu_cli::output_free(o.output)) return kifu_cli::invalid_input;
  bool complete = true;
  int status = kifu_cli::success;
  auto records = selected_records(o, complete, status);
  if (!records) return status;
  // Nothing could be read (the errors say why): no output, not an empty game.
  if (records->empty()) return kifu_cli::invalid_input;
  report_losses(*records, o);
  express_evaluations(*records, o);
  const auto encoded =
      kifu_cli::record_file_bytes(*records, {o.to, o.encoding, o.csa_version, o.output});
  kifu_cli::report_written(encoded.diagnostics(), kifu_cli::display_name(o.file), o.output);
  if (!encoded.ok()) return kifu_cli::invalid_input;
  if (!kifu_cli::write_output(o.output, *encoded)) return kifu_cli::invalid_input;
  return complete ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<convert_options>();
  auto* cmd = program.add_subcommand(
      "convert", "convert a KIF/KI2/CSA/JKF record to KIF, KI2, CSA, JKF or USI");
  kifu_cli::add_record_file_argument(*cmd, o->file);
  cmd->add_option("--to", o->to,
                  "output format: kif, ki2, csa (CSA standard record file), jkf (JSON Kifu "
                  "Format), or usi (a 'position … moves …' line); default: the one -o's "
                  "extension names (.kif .kifu .ki2 .ki2u .csa .jkf .json .usi .sfen)")
      ->transform(CLI::IsMember({"kif", "ki2", "csa", "jkf", "usi"}, CLI::ignore_case));
  auto* version = kifu_cli::add_record_encoding_options(*cmd, o->encoding, o->csa_version);
  cmd->add_option("-o,--output", o->output, "write to this file instead of standard output");
  kifu_cli::add_force_flag(*cmd);
  cmd->add_option("--record", o->record,
                  "convert only record K (from 1) of a file holding several ('#--separator--' "
                  "lines between KIF records, '/' lines between CSA games); default: every "
                  "record");
  cmd->add_flag("--lenient", o->lenient,
                "keep illegal moves (flagged) instead of stopping the line");
  cmd->footer(
      "Shift_JIS cannot hold ☗ ☖: they are written as ▲ △ with a warning. A file holding\n"
      "several records converts to KIF or KI2 with '#--separator--' lines between them, to CSA\n"
      "with '/' lines, or to one USI line per record; JKF takes one record (--record K). What\n"
      "the format cannot hold (variations and bookmarks in CSA, times in KI2 …) is a warning.\n"
      "A record with an error is written up to the error (in full with --lenient, each illegal\n"
      "move followed by a comment), every other record in full, and the exit status is 1.\n"
      "Examples: kifu convert game.kifu --to kif --encoding sjis -o game.kif\n"
      "          kifu convert game.kif --to csa --csa-version 3.0 -o game.csa");
  cmd->callback([&run, o, cmd, version] {
    if (cmd->count("--record") != 0 && o->record == 0)
      throw CLI::ValidationError("--record counts from 1");
    o->csa_version_given = version->count() != 0;
    run = [o] { return run_convert(*o); };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
