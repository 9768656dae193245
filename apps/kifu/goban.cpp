// kifu goban parse|render: text Go boards (碁盤) to SGF and back.
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>

#include "command.hpp"
#include "input.hpp"
#include "kifu/go/diagram.hpp"
#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"
#include "options.hpp"
#include "picture_output.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::go;

struct goban_options {
  std::string file;
  std::string to = "sgf";
  std::string style = "jp";
  std::string encoding = "utf8";
  std::string output;
  std::optional<std::size_t> move;     // render: the position after this move (default: the last)
  bool every_move = false;             // render text: every board from the setup to --move
  std::string format;                  // render: text, svg or png (empty: from -o, else text)
  std::string coordinates = "gtp";     // render svg/png: gtp, sgf, japanese or none
  std::optional<std::size_t> numbers;  // render svg/png: number the stones from this move on
  bool no_last_move = false;           // render svg/png: do not mark the last move
  double width = 0;                    // render svg/png: width in pixels
  std::optional<std::size_t> figure;   // render svg/png: a figure of the moves from this one on
  CLI::App* command = nullptr;         // the subcommand, to tell which options were given
};

// An option the output chosen ignores is a usage error, not passed over in silence.
bool options_fit(const goban_options& o, bool picture, std::string_view text_only_why) {
  if (!picture && !kifu_cli::no_picture_options(
                      *o.command, {"--coordinates", "--numbers", "--no-last-move", "--width"}))
    return false;
  if (const auto text_option =
          kifu_cli::first_given(*o.command, {"--style", "--encoding", "--every-move"});
      picture && !text_option.empty()) {
    kifu_cli::command_error() << text_option << " is for the text board: " << text_only_why;
    return false;
  }
  return true;
}

coordinate_style coordinates_of(const std::string& name) {
  return name == "sgf"        ? coordinate_style::sgf
         : name == "japanese" ? coordinate_style::japanese
         : name == "none"     ? coordinate_style::none
                              : coordinate_style::gtp;
}

// The diagram options the command line asks for.
diagram_options options_of(const goban_options& o) {
  diagram_options options;
  options.coordinates = coordinates_of(o.coordinates);
  options.mark_last_move = !o.no_last_move;
  options.numbers_from = static_cast<int>(o.numbers.value_or(0));
  options.width = o.width;
  return options;
}

text_style style_of(const std::string& name) {
  return name == "gtp"       ? text_style::gtp
         : name == "unicode" ? text_style::unicode
                             : text_style::japanese;
}

template <class T>
bool report_all(const kifu::parse_result<T>& r, const goban_options& o) {
  const std::string_view name = kifu_cli::display_name(o.file);
  for (const auto& d : r.diagnostics())
    if (kifu_cli::all_diagnostics() || d.level != kifu::severity::note) kifu_cli::report(d, name);
  return r.ok();
}

// The text board of `board` in the style and encoding asked for.
kifu::parse_result<std::string> text_board(const position& board, const goban_options& o) {
  return write_text_board(
      board, style_of(o.style),
      kifu_cli::text_encoding_for(
          o.output,
          o.encoding == "sjis" ? kifu::text_encoding::shift_jis : kifu::text_encoding::utf8, true));
}

int write_board(const position& board, const goban_options& o) {
  if (o.to == "sgf") return kifu_cli::write_output(o.output, write_sgf(board)) ? 0 : 1;
  const auto text = text_board(board, o);
  if (!report_all(text, o)) return kifu_cli::invalid_input;
  return kifu_cli::write_output(o.output, *text) ? kifu_cli::success : kifu_cli::invalid_input;
}

// render --every-move: the text board after each move from the setup to `last`, each under a
// line "move N" ("move N: pass" for a pass) and followed by an empty line; nothing when the
// game cannot be played so far.
int write_every_board(const sgf_game& record, std::size_t last, const goban_options& o) {
  std::string out;
  bool drawn = true;
  const auto played = play_main_line(record, last, [&](std::size_t n, const game& g) {
    const auto text = text_board(g.board(), o);
    drawn = drawn && report_all(text, o);
    const bool passed = n > 0 && !g.last_move();
    if (drawn) out += "move " + std::to_string(n) + (passed ? ": pass" : "") + "\n" + *text + "\n";
  });
  if (!report_all(played, o) || !drawn) return kifu_cli::invalid_input;
  return kifu_cli::write_output(o.output, out) ? kifu_cli::success : kifu_cli::invalid_input;
}

int run_parse(const goban_options& o) {
  if (!options_fit(o, o.to == "sgf", "add --to text")) return kifu_cli::usage_error;
  // A board is looked for in any text (a forum post, a Markdown or HTML page, a file whose
  // first line looks like another format's); a text without one is named for what it is.
  const auto bytes = kifu_cli::read_input(o.file, kifu_cli::go_text_kinds);
  if (!bytes) return kifu_cli::invalid_input;
  const auto board = read_text_board(*bytes);
  if (!board.ok() && !board.diagnostics().empty() &&
      board.diagnostics().front().code == kifu::diagnostic_code::go_no_board) {
    const auto found = kifu::detect_input(*bytes);
    if (found.kind != kifu::input_kind::go_text && found.kind != kifu::input_kind::text) {
      kifu_cli::error_at(kifu_cli::display_name(o.file))
          << kifu_cli::refusal(found, kifu_cli::go_text_kinds);
      return kifu_cli::invalid_input;
    }
  }
  if (!report_all(board, o)) return kifu_cli::invalid_input;
  return write_board(board->position, o);
}

// What kifu goban render writes.
constexpr kifu_cli::output_format render_formats[] = {
    {"text", ".txt"}, kifu_cli::svg_format, kifu_cli::png_format};

// True when a move option (--figure, --numbers) is not given or names a move from 1 to `last`,
// the last move drawn; otherwise a usage error that names it.
bool names_drawn_move(std::string_view option, std::optional<std::size_t> move, std::size_t last) {
  if (!move || (*move >= 1 && *move <= last)) return true;
  kifu_cli::command_error() << option << ' ' << *move
                            << " must name a move from 1 to the last move drawn (" << last << ")";
  return false;
}

// Draws the game as the options ask: the board after --move, every board, or a figure.
int render(const sgf_game& record, goban_options o, const kifu_cli::output_format& format) {
  const std::size_t moves = record.move_count();
  if (o.move && *o.move > moves) {
    kifu_cli::error_at(kifu_cli::display_name(o.file))
        << "--move " << *o.move << " is past the end of the main line, which has "
        << kifu_cli::counted(moves, "move", "moves");
    return kifu_cli::invalid_input;
  }
  const std::size_t last = o.move.value_or(moves);
  if (o.figure && format.name == "text") {
    kifu_cli::command_error() << "--figure draws a picture: add --format svg or png";
    return kifu_cli::usage_error;
  }
  if (!names_drawn_move("--figure", o.figure, last) ||
      !names_drawn_move("--numbers", o.numbers, last))
    return kifu_cli::usage_error;
  if (o.figure) {
    const auto figure = write_figure_svg(record, *o.figure, last, options_of(o));
    if (!report_all(figure, o)) return kifu_cli::invalid_input;
    return kifu_cli::write_picture(o.output, *figure, format, "kifu goban render");
  }
  if (o.every_move) return write_every_board(record, last, o);
  // A move that cannot be played ends the game before it: that board is drawn, as the error
  // says, and the exit status is 1.
  const auto played = play_main_line(record, o.move);
  const bool complete = report_all(played, o);
  if (!played.has_value()) return kifu_cli::invalid_input;
  int status = kifu_cli::success;
  if (format.name != "text") {
    status = kifu_cli::write_picture(o.output, write_svg(*played, options_of(o)), format,
                                     "kifu goban render");
  } else {
    o.to = "text";
    status = write_board(played->board(), o);
  }
  return complete ? status : kifu_cli::invalid_input;
}

int run_render(const goban_options& o) {
  const auto chosen = kifu_cli::choose_format(render_formats, o.format, o.output);
  if (!chosen) return kifu_cli::usage_error;
  if (!options_fit(o, chosen->name != "text", "leave it out, or give --format text"))
    return kifu_cli::usage_error;
  const auto bytes = kifu_cli::read_input(o.file, kifu_cli::sgf_kinds);
  if (!bytes) return kifu_cli::invalid_input;
  // A file cut short keeps the moves read before the cut: they are drawn, as the error says,
  // and the exit status is 1.
  const auto record = read_sgf_game(*bytes);
  const bool whole = report_all(record, o);
  if (!record.has_value()) return kifu_cli::invalid_input;
  const int status = render(*record, o, *chosen);
  return status == kifu_cli::success && !whole ? kifu_cli::invalid_input : status;
}

void add_style_options(CLI::App* cmd, goban_options& o) {
  cmd->add_option("--style", o.style,
                  "jp (default): ・－｜＋ frame, ●○, columns Ａ–Ｔ, rows 1–19 from the top;\n"
                  "gtp: GNU Go's X O . +, columns A–T, rows 19–1 from the top;\n"
                  "unicode: ┌┬┐├┼┤└┴┘ grid, ●○, columns １–１９, rows 一–十九\n"
                  "(as named for 19×19; boards from 2×2 to 25×25 go on in the same way)")
      ->transform(CLI::IsMember({"jp", "gtp", "unicode"}, CLI::ignore_case));
  cmd->add_option(
         "--encoding", o.encoding,
         "utf8 (default) or sjis (Shift_JIS) for text output; a terminal always gets UTF-8")
      ->transform(kifu_cli::encoding_names);
  cmd->add_option("-o,--output", o.output, "write to this file instead of standard output");
  kifu_cli::add_force_flag(*cmd);
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto* goban = program.add_subcommand("goban", "text Go boards: read them into SGF, draw SGF");
  goban->require_subcommand(1);
  goban->footer(
      "Boards of 2×2 to 25×25. Points are named as in SGF: column from the left, row from the "
      "top.");

  auto o = std::make_shared<goban_options>();
  auto* parse = goban->add_subcommand("parse", "read the first text board in a file");
  parse->add_option("FILE", o->file, "text with a board in it (UTF-8 or Shift_JIS); - for stdin")
      ->required();
  parse->add_option("--to", o->to, "sgf (default): SGF setup with SZ, AB, AW (and PL); text")
      ->transform(CLI::IsMember({"sgf", "text"}, CLI::ignore_case));
  add_style_options(parse, *o);
  parse->footer(
      "The board is found by its row labels (1–25, 01, １０, 一–十九, a–s); the cells follow,\n"
      "a full-width glyph or two half-width characters each: ● ◆ X are black, ○ ◇ O white,\n"
      "anything else empty. Text around the board (GNU Go's capture counts, a forum post) is\n"
      "skipped, and only the first board is read. Warnings say what was guessed. Sensei's\n"
      "Library diagrams ($$ lines: $$B title, | edges, X O . and numbered moves) are read too.\n"
      "Example: gnugo showboard output, a pasted 碁盤 or KataGo's board:\n"
      "  kifu goban parse board.txt > board.sgf\n"
      "  kifu goban parse board.txt --to text --style gtp");
  parse->callback([&run, o, parse] {
    o->command = parse;
    run = [o] { return run_parse(*o); };
  });

  auto r = std::make_shared<goban_options>();
  r->to = "text";
  auto* render = goban->add_subcommand(
      "render", "draw the position of an SGF game after a move (or its setup)");
  render->add_option("FILE", r->file, "an SGF file (setup and main line); - for stdin")->required();
  render->add_option("--move", r->move,
                     "the position after this move of the main line (0: the setup; default: the "
                     "last move)");
  render->add_flag("--every-move", r->every_move,
                   "text: the board after every move from the setup to --move, each under a line "
                   "'move N' ('move N: pass' for a pass) and followed by an empty line");
  kifu_cli::add_format_option(*render, r->format, render_formats,
                              "text: a text board in --style; svg: a picture with a viewBox; "
                              "png: the same picture rasterised (default: from the extension of "
                              "-o, else text)");
  render
      ->add_option("--coordinates", r->coordinates,
                   "svg/png: gtp (default; A–T without I, 19–1 up from the bottom), sgf (a–s), "
                   "japanese (１–１９, 一–十九) or none")
      ->transform(CLI::IsMember({"gtp", "sgf", "japanese", "none"}, CLI::ignore_case));
  render->add_option("--numbers", r->numbers,
                     "svg/png: write move numbers on the stones played from this move on");
  render->add_flag("--no-last-move", r->no_last_move, "svg/png: do not mark the last move");
  render->add_option(
      "--figure", r->figure,
      "svg/png: a figure (譜) of the moves from this one to --move, as game records print "
      "them: the position before it, every move drawn and numbered, stones taken during the "
      "figure left on the board, \"97 at 93\" and \"98 pass\" noted under it");
  render->add_option("--width", r->width, "svg/png: width in pixels (default: about 24 a line)")
      ->check(kifu_cli::picture_width);
  add_style_options(render, *r);
  render->footer(
      "The main line (the first variation at each branch) is played by the rules: captures\n"
      "are taken, a move on a stone or a suicide is an error at its place in the file (the\n"
      "game stops before it), an immediate ko retake is a warning. Passes count as moves.\n"
      "SVG and PNG: each stone is <g class=\"stone\" data-point=\"dd\" data-color=\"b\">.\n"
      "Examples: kifu goban render game.sgf --move 50 --style unicode\n"
      "          kifu goban render game.sgf --every-move --move 20 --style gtp\n"
      "          kifu goban render game.sgf --encoding sjis -o board.txt\n"
      "          kifu goban render game.sgf --move 60 --numbers 51 --format svg -o fig1.svg\n"
      "          kifu goban render game.sgf --format png --width 600 -o board.png\n"
      "          kifu goban render game.sgf --figure 51 --move 100 --format svg -o fig2.svg");
  render->callback([&run, r, render] {
    r->command = render;
    run = [r] { return run_render(*r); };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
