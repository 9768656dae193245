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
  std::string encoding = "utf8";
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

// The records the options select; nothing (after saying why) when one of them has errors.
std::optional<std::vector<record>> selected_records(const convert_options& o) {
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
    if (!r) return std::nullopt;  // its errors are printed
    records.push_back(std::move(*r));
  }
  if (o.to == "jkf" && records.size() > 1) {
    std::cerr << o.file << ": error: the file holds " << records.size()
              << " records and JKF holds one; choose one with --record K\n";
    return std::nullopt;
  }
  return records;
}

int run_convert(const convert_options& o) {
  const auto records = selected_records(o);
  if (!records) return kifu_cli::invalid_input;
  std::string text;
  if (o.to == "kif" || o.to == "ki2") {
    text = write_kif_records(*records, o.to == "ki2" ? kif_format::ki2 : kif_format::kif);
  } else if (o.to == "jkf") {
    text = write_jkf(records->front());
  } else {
    for (const record& r : *records) text += usi_of(r);
  }
  const auto encoded = encode_record_text(
      text, o.encoding == "sjis" ? kifu::text_encoding::shift_jis : kifu::text_encoding::utf8);
  for (const auto& d : encoded.diagnostics())
    kifu_cli::report(d, o.output.empty() ? "<output>" : o.output);
  if (!encoded.ok()) return kifu_cli::invalid_input;
  return kifu_cli::write_output(o.output, *encoded) ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<convert_options>();
  auto* cmd =
      program.add_subcommand("convert", "convert a KIF/KI2/JKF record to KIF, KI2, JKF or USI");
  cmd->add_option("FILE", o->file, "a KIF, KI2 or JKF file")->required()->check(CLI::ExistingFile);
  cmd->add_option(
         "--to", o->to,
         "output format: kif, ki2, jkf (JSON Kifu Format), or usi (a 'position … moves …' line)")
      ->required()
      ->check(CLI::IsMember({"kif", "ki2", "jkf", "usi"}));
  cmd->add_option("--encoding", o->encoding, "sjis or utf8 (default utf8)")
      ->check(CLI::IsMember({"sjis", "utf8"}));
  cmd->add_option("-o,--output", o->output, "write to this file instead of standard output");
  cmd->add_option("--record", o->record,
                  "convert only record K (from 1) of a file holding several, with "
                  "'#--separator--' lines between them; default: every record")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--lenient", o->lenient,
                "keep illegal moves (flagged) instead of stopping the line");
  cmd->footer(
      "Shift_JIS cannot hold ☗ ☖: they are written as ▲ △ with a warning. A file holding\n"
      "several records converts to KIF or KI2 with '#--separator--' lines between them, or to\n"
      "one USI line per record; JKF takes one record (--record K).\n"
      "Example: kifu convert game.kifu --to kif --encoding sjis -o game.kif");
  cmd->callback([&run, o] { run = [o] { return run_convert(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
