// kifu convert: KIF/KI2 records to KIF, KI2 or a USI position command.
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

#include "command.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/sfen.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct convert_options {
  std::string file;
  std::string to;
  std::string encoding;  // sjis or utf8; empty: from the output file's extension
  std::string output;
  bool lenient = false;
  std::size_t record = 0;  // 1-based; 0: every record of the file
};

std::string usi_of(const record& r) {
  std::string out =
      r.start == position::initial() ? "position startpos" : "position sfen " + to_sfen(r.start);
  const auto line = r.main_line();
  bool first = true;
  for (std::size_t i : line) {
    if (!r.nodes[i].move) continue;
    out += first ? " moves " : " ";
    out += to_usi(*r.nodes[i].move);
    first = false;
  }
  return out + '\n';
}

// Marks each move the lenient reader kept although it is illegal with a comment, so that the
// written record says so where it happens.
void flag_illegal_moves(record& r) {
  for (std::size_t i = 1; i < r.nodes.size(); ++i)
    if (r.nodes[i].illegal) r.add_comment(i, "kifu: this move is illegal (kept by --lenient)");
}

// The records the options select, each as far as it could be read; `complete` is cleared when
// one of them has errors. Nothing (after saying why) when the selection cannot be made.
std::optional<std::vector<record>> selected_records(const convert_options& o, bool& complete) {
  auto loaded = kifu_cli::load_records(o.file, o.lenient, o.record);
  if (!loaded) return std::nullopt;
  if (o.record > loaded->size()) {
    std::cerr << o.file << ": error: --record " << o.record << " but the file holds "
              << loaded->size() << (loaded->size() == 1 ? " record\n" : " records\n");
    return std::nullopt;
  }
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
    std::cerr << o.file << ": error: the file holds " << records.size()
              << " records and JKF holds one; choose one with --record K\n";
    return std::nullopt;
  }
  return records;
}

// The encoding to write: --encoding, or the convention of the output file's extension (.kif
// and .ki2 Shift_JIS, everything else UTF-8). JSON is UTF-8 whatever is asked.
kifu::text_encoding output_encoding(const convert_options& o) {
  if (o.to == "jkf") return kifu::text_encoding::utf8;
  if (!o.encoding.empty())
    return o.encoding == "sjis" ? kifu::text_encoding::shift_jis : kifu::text_encoding::utf8;
  const std::string_view out = o.output;
  return out.ends_with(".kif") || out.ends_with(".ki2") ? kifu::text_encoding::shift_jis
                                                        : kifu::text_encoding::utf8;
}

int run_convert(const convert_options& o) {
  if (o.to == "jkf" && o.encoding == "sjis") {
    std::cerr << "kifu convert: error: JKF is JSON, which is always UTF-8; drop --encoding sjis\n";
    return kifu_cli::usage_error;
  }
  bool complete = true;
  const auto records = selected_records(o, complete);
  if (!records) return kifu_cli::invalid_input;
  std::string text;
  if (o.to == "kif" || o.to == "ki2") {
    text = write_kif_records(*records, o.to == "ki2" ? kif_format::ki2 : kif_format::kif);
  } else if (o.to == "jkf") {
    text = write_jkf(records->front());
  } else {
    for (const record& r : *records) text += usi_of(r);
  }
  const kifu::text_encoding encoding = output_encoding(o);
  const bool kif = o.to == "kif" || o.to == "ki2";
  const auto encoded = kif ? kifu_cli::kif_file_bytes(std::move(text), encoding)
                           : encode_record_text(text, encoding);
  for (const auto& d : encoded.diagnostics())
    kifu_cli::report(d, o.output.empty() ? "<output>" : o.output);
  if (!encoded.ok()) return kifu_cli::invalid_input;
  if (!kifu_cli::write_output(o.output, *encoded)) return kifu_cli::invalid_input;
  return complete ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<convert_options>();
  auto* cmd =
      program.add_subcommand("convert", "convert a KIF/KI2/JKF record to KIF, KI2, JKF or USI");
  cmd->add_option("FILE", o->file, "a KIF, KI2 or JKF file")->required();
  cmd->add_option(
         "--to", o->to,
         "output format: kif, ki2, jkf (JSON Kifu Format), or usi (a 'position … moves …' line)")
      ->required()
      ->check(CLI::IsMember({"kif", "ki2", "jkf", "usi"}));
  cmd->add_option("--encoding", o->encoding,
                  "sjis or utf8; default: Shift_JIS for an output file named .kif or .ki2 (the "
                  "convention of Kifu for Windows), UTF-8 otherwise (a UTF-8 KIF or KI2 starts "
                  "with '#KIF version=2.0 encoding=UTF-8')")
      ->check(CLI::IsMember({"sjis", "utf8"}));
  cmd->add_option("-o,--output", o->output, "write to this file instead of standard output");
  kifu_cli::add_force_flag(*cmd);
  cmd->add_option("--record", o->record,
                  "convert only record K (from 1) of a file holding several, with "
                  "'#--separator--' lines between them; default: every record");
  cmd->add_flag("--lenient", o->lenient,
                "keep illegal moves (flagged) instead of stopping the line");
  cmd->footer(
      "Shift_JIS cannot hold ☗ ☖: they are written as ▲ △ with a warning. A file holding\n"
      "several records converts to KIF or KI2 with '#--separator--' lines between them, or to\n"
      "one USI line per record; JKF takes one record (--record K). A record with an error is\n"
      "written up to the error (in full with --lenient, each illegal move followed by a\n"
      "comment), every other record in full, and the exit status is 1.\n"
      "Example: kifu convert game.kifu --to kif --encoding sjis -o game.kif");
  cmd->callback([&run, o, cmd] {
    if (cmd->count("--record") != 0 && o->record == 0)
      throw CLI::ValidationError("--record counts from 1");
    run = [o] { return run_convert(*o); };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
