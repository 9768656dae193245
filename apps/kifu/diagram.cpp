// kifu diagram: the picture (SVG, PNG) or text diagram of a position of a record, an SFEN or a
// USI position line.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <unistd.h>

#include "command.hpp"
#include "diagram_output.hpp"
#include "input.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "options.hpp"
#include "position_argument.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct diagram_command {
  std::string file;
  std::string sfen;
  std::optional<int> ply;
  std::optional<std::string> caption;
  std::size_t record_number = 1;
  bool all = false;
  bool no_caption = false;
  bool no_names = false;
  bool no_highlight = false;
  bool highlight_origin = false;
  bool tsume = false;
  bool hide_defender_hand = false;
  bool eval = false;  // the position's engine evaluation under the caption
  std::string output;
  kifu_cli::diagram_look look;
};

// The record to draw from: --sfen, else the position line or record of FILE; a record with an
// error up to the error (`complete` cleared). Nothing when it cannot be read (the reasons
// printed).
std::optional<record> load_input(const diagram_command& o, std::string& name, bool& complete) {
  if (!o.sfen.empty()) {
    name = "<sfen>";
    return kifu_cli::read_position_argument(o.sfen, name);
  }
  name = kifu_cli::display_name(o.file);
  const auto bytes = kifu_cli::read_input(o.file, kifu_cli::shogi_record_kinds);
  if (!bytes) return std::nullopt;
  if (const auto lines = kifu_cli::position_lines(*bytes)) {
    if (!kifu_cli::record_number_fits(o.file, o.record_number, lines->size(), "position",
                                      "positions"))
      return std::nullopt;
    return kifu_cli::read_position_line((*lines)[o.record_number - 1], name);
  }
  kifu_cli::held_messages messages;
  auto records = kifu_cli::records_from_bytes(*bytes, o.file, messages, false, o.record_number);
  messages.print();
  if (!kifu_cli::record_number_fits(o.file, o.record_number, records.size())) return std::nullopt;
  auto& chosen = records[o.record_number - 1];
  complete = chosen.ok;
  return std::move(chosen.value);
}

// How many moves the main line has.
int main_line_moves(const record& r) {
  int n = 0;
  for (const std::size_t i : r.main_line()) n += r.nodes[i].move.has_value();
  return n;
}

// The options of the command line over those the record gave.
void apply_options(const diagram_command& o, record_diagram& d) {
  diagram_options& opt = d.options;
  kifu_cli::apply_look(o.look, opt);
  if (o.caption) opt.caption = *o.caption;
  if (o.no_caption) opt.caption.clear();
  if (o.no_names) opt.black_name = opt.white_name = "";
  if (o.no_highlight) opt.last_move.reset();
  if (o.highlight_origin && !o.no_highlight && d.last_move && !d.last_move->is_drop())
    opt.last_move_from = d.last_move->from();
  opt.tsume = o.tsume;
  if (o.hide_defender_hand) opt.tsume_defender = defender_hand::hidden;
}

// The caption line of the evaluation the record holds for the position after `ply` moves:
// 評価値 +123 (ENGINE) or 詰み 先手勝ち 7手; empty when it has none.
std::string evaluation_caption(const record& r, int ply) {
  for (const std::size_t i : r.main_line()) {
    if (r.nodes[i].ply != ply || !r.nodes[i].move) continue;
    const auto e = evaluation_of(r, i);
    if (!e) return {};
    std::string text;
    if (e->mate) {
      const bool black = *e->mate > 0 || (*e->mate == 0 && e->mate_sign > 0);
      text = std::string("詰み ") + (black ? "先手勝ち" : "後手勝ち");
      if (*e->mate != 0) text += ' ' + std::to_string(std::abs(*e->mate)) + "手";
    } else if (e->score) {
      text = "評価値 " + std::string(*e->score > 0 ? "+" : "") + std::to_string(*e->score);
    } else {
      return {};
    }
    if (!e->engine.empty()) text += " (" + e->engine + ")";
    return text;
  }
  return {};
}

// Writes the diagram of `d` to `path` (standard output when empty) in `format`; with --eval, the
// evaluation of the position after `ply` moves of `r` goes under the caption.
bool write_diagram(record_diagram d, const diagram_command& o, kifu_cli::diagram_format format,
                   const std::string& path, const record* r = nullptr, int ply = 0) {
  apply_options(o, d);
  if (o.eval && r != nullptr) {
    if (const std::string line = evaluation_caption(*r, ply); !line.empty()) {
      d.options.caption += (d.options.caption.empty() ? "" : "\n") + line;
    } else if (static bool said = false; !said) {  // once a run, not once a position of --all
      said = true;
      kifu_cli::note_at(kifu_cli::command_name())
          << "--eval: the record holds no evaluation for the position after " << ply
          << (ply == 1 ? " move" : " moves") << " (kifu analyze writes them)";
    }
  }
  std::string error;
  const auto bytes = kifu_cli::render_diagram(d.position, d.options, format, error);
  if (!bytes) {
    kifu_cli::command_error() << error;
    return false;
  }
  return kifu_cli::write_output(path, *bytes, format == kifu_cli::diagram_format::png);
}

// kifu diagram --all -o DIR: every position of the main line, no file written when one exists.
int write_all(const diagram_command& o, const record& r, kifu_cli::diagram_format format) {
  const int moves = main_line_moves(r);
  std::vector<std::string> paths;
  for (int ply = 0; ply <= moves; ++ply)
    paths.push_back(
        kifu_cli::numbered_path(o.output, o.file, "diagram", ply, 3, kifu_cli::extension(format)));
  if (!kifu_cli::make_directory(o.output) || !kifu_cli::none_exist(paths))
    return kifu_cli::invalid_input;
  kifu_cli::catch_interruptions();  // Ctrl-C: the files written stay, each one whole
  bool good = true;
  int ply = 0;
  for (; ply <= moves && good && !kifu_cli::interrupted(); ++ply)
    good = write_diagram(*diagram_at_ply(r, ply), o, format, paths[static_cast<std::size_t>(ply)],
                         &r, ply);
  if (kifu_cli::interrupted() && ply <= moves)
    return kifu_cli::report_interruption(static_cast<std::size_t>(ply), paths.size(), "position",
                                         "positions");
  return good ? kifu_cli::success : kifu_cli::invalid_input;
}

int run_diagram(const diagram_command& o) {
  if (o.file.empty() == o.sfen.empty()) {
    kifu_cli::command_error() << "give either FILE or --sfen SFEN (see kifu diagram --help)";
    return kifu_cli::usage_error;
  }
  if (o.all && o.output.empty()) {
    kifu_cli::command_error() << "--all writes one file per position; give -o DIR";
    return kifu_cli::usage_error;
  }
  if (o.all && kifu_cli::refuse_file_for_directory(o.output, "--all writes one file per position",
                                                   "--ply N for one picture"))
    return kifu_cli::usage_error;
  const auto format = kifu_cli::chosen_format(o.look, o.all ? std::string() : o.output);
  if (!format) return kifu_cli::usage_error;
  std::string name;
  bool complete = true;
  const auto r = load_input(o, name, complete);
  if (!r) return kifu_cli::invalid_input;
  // A record with an error is drawn up to it (the errors printed, the exit status 1); its last
  // position read is not its end, so that one is drawn only when asked for by --ply.
  const int failed = complete ? kifu_cli::success : kifu_cli::invalid_input;
  if (o.all) return std::max(write_all(o, *r, *format), failed);
  const int moves = main_line_moves(*r);
  if (!complete && !o.ply) {
    kifu_cli::error_at(name) << "the record stops at an error after "
                             << kifu_cli::counted(moves, "move", "moves") << "; --ply N (0 to "
                             << moves << ") draws a position before it";
    return kifu_cli::invalid_input;
  }
  std::optional<record_diagram> d;
  int ply = moves;
  if (o.ply) {
    ply = *o.ply;
    d = diagram_at_ply(*r, *o.ply);
    if (!d) {
      kifu_cli::error_at(name) << "--ply " << *o.ply << " is past the end of the main line"
                               << (complete ? "" : " read") << " ("
                               << kifu_cli::counted(moves, "move", "moves") << ")";
      return kifu_cli::invalid_input;
    }
  } else {
    const auto line = r->main_line();
    d = diagram_at(*r, line.empty() ? 0 : line.back());
  }
  return write_diagram(std::move(*d), o, *format, o.output, &*r, ply) ? failed
                                                                      : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<diagram_command>();
  auto* cmd = program.add_subcommand(
      "diagram", "draw a position of a record as a picture (SVG, PNG) or a text diagram");
  cmd->add_option("FILE", o->file,
                  "a record (KIF, KI2, CSA or JKF, found from the bytes), or a file of SFEN or USI "
                  "position lines (# comments allowed; --record K draws the K-th); - for "
                  "standard input");
  cmd->add_option("--sfen", o->sfen,
                  "draw this position instead of a file's: an SFEN, or a USI line "
                  "'position startpos moves 7g7f ...' (its last move is highlighted); - reads "
                  "it from standard input");
  auto* ply = cmd->add_option("--ply,--move", o->ply,
                              "the position after this many moves of the main line (0: the "
                              "start; default: the last position)")
                  ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--all", o->all,
                "write the position after every move of the main line, the start included, as "
                "DIR/STEM-000.svg, STEM-001.svg ... (needs -o DIR)")
      ->excludes(ply);
  kifu_cli::add_record_option(*cmd, o->record_number)->excludes("--sfen");
  auto* caption = cmd->add_option(
      "--caption", o->caption,
      "the caption; a line break in it starts a new line (default: 【図は35手目 ▲７六歩まで】 "
      "after a move, none at the start)");
  cmd->add_flag("--no-caption", o->no_caption, "no caption")->excludes(caption);
  cmd->add_flag("--eval", o->eval,
                "under the caption, the engine evaluation the record holds for the position "
                "(kifu analyze writes them): 評価値 +123 (ENGINE), from black's side");
  cmd->add_flag("--no-names", o->no_names,
                "label the hands 先手/後手 (下手/上手) instead of the players' names");
  cmd->add_flag("--no-highlight", o->no_highlight, "do not highlight the last move's square");
  cmd->add_flag("--highlight-origin", o->highlight_origin,
                "highlight the square the last move came from too");
  auto* tsume =
      cmd->add_flag("--tsume", o->tsume,
                    "tsume problem: 先手's hand as 持駒, 後手's as 残り全部, no side labels");
  cmd->add_flag("--hide-defender-hand", o->hide_defender_hand,
                "with --tsume: write nothing for 後手's hand instead of 残り全部")
      ->needs(tsume);
  kifu_cli::add_diagram_look_options(*cmd, o->look);
  cmd->add_option("-o,--output", o->output,
                  "the file to write (default: standard output); with --all, a directory "
                  "(made if missing)");
  kifu_cli::add_force_flag(*cmd);
  cmd->footer(
      std::string(
          "The hands take the players' names from the record (先手/後手, or 下手/上手 in a\n"
          "handicap game), ☗ and ☖ before them; the side to move is marked in game style.\n"
          "After a move, its square is highlighted and the caption says which it was.\n") +
      kifu_cli::diagram_formats_help +
      "\nExamples:\n"
      "  kifu diagram game.kif --ply 35 -o move35.svg\n"
      "  kifu diagram game.csa --style game --flip -o end.png\n"
      "  kifu diagram --sfen 'position startpos moves 7g7f 3c3d' --format text\n"
      "  kifu diagram game.kif --all -o pictures/\n"
      "  kifu diagram problem.kif --tsume --caption 第1問 -o problem.svg");
  cmd->callback([&run, o] { run = [o] { return run_diagram(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
