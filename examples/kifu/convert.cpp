// kifu convert: KIF/KI2 records to KIF, KI2 or a USI position command.
#include <iostream>
#include <memory>

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

int run_convert(const convert_options& o) {
  const auto r = kifu_cli::load_record(o.file, o.lenient);
  if (!r) return kifu_cli::invalid_input;
  const std::string text = o.to == "kif"   ? write_kif(*r)
                           : o.to == "ki2" ? write_ki2(*r)
                           : o.to == "jkf" ? to_jkf(*r)
                                           : usi_of(*r);
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
  cmd->add_flag("--lenient", o->lenient,
                "keep illegal moves (flagged) instead of stopping the line");
  cmd->footer(
      "Shift_JIS cannot hold ☗ ☖: they are written as ▲ △ with a warning.\n"
      "Example: kifu convert game.kifu --to kif --encoding sjis -o game.kif");
  cmd->callback([&run, o] { run = [o] { return run_convert(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
