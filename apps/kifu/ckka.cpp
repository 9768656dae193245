// kifu ckka check|normalize|json|score: cerke (机戦) records in the CKKA format.
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>

#include <nlohmann/json.hpp>

#include "command.hpp"
#include "input.hpp"
#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/diagram.hpp"
#include "kifu/cerke/score.hpp"
#include "options.hpp"
#include "picture_output.hpp"
#include "record_file.hpp"

namespace {

struct ckka_options {
  std::string command;  // check, normalize, json or score
  std::vector<std::string> files;
  bool strict = false;
  bool notation1 = false;
  bool notation2 = false;
  bool notation3 = false;
  // diagram
  std::optional<std::size_t> season;  // from 1
  std::optional<std::size_t> move;    // moves of the season, 0 for its start
  std::string format;                 // svg or png; empty: from -o's extension, else svg
  std::string output;
  double width = 0;
  bool no_hands = false;
  bool no_coordinates = false;
};

// Reads a CKKA file and prints its diagnostics; nothing when it cannot be read without errors.
std::optional<kifu::cerke::record> load(const std::string& path, const ckka_options& options) {
  const auto read = kifu_cli::read_input(path, kifu_cli::ckka_kinds);
  if (!read) return std::nullopt;
  const std::string& bytes = *read;
  kifu::cerke::ckka_read_options read_options;
  read_options.legacy_declarations = !options.strict;
  read_options.notation = options.notation3   ? kifu::cerke::notation::three
                          : options.notation2 ? kifu::cerke::notation::two
                          : options.notation1 ? kifu::cerke::notation::one
                                              : kifu::cerke::notation::zero;
  auto r = kifu::cerke::read_ckka(bytes, read_options);
  for (const auto& d : r.diagnostics()) kifu_cli::report(d, kifu_cli::display_name(path));
  if (!r.ok()) {
    // A body in another notation than the one asked for (the reader names it): say which flag
    // reads it. Only when that is the first error: after another (an unclosed {comment}), the
    // lines that follow are its cascade, not another notation.
    if (read_options.notation == kifu::cerke::notation::zero)
      for (const auto& d : r.diagnostics()) {
        if (d.level != kifu::severity::error) continue;
        if (d.code != kifu::diagnostic_code::ckka_unsupported) break;
        const int n = d.message.find("notation ①") != std::string::npos   ? 1
                      : d.message.find("notation ②") != std::string::npos ? 2
                      : d.message.find("notation ③") != std::string::npos ? 3
                                                                          : 0;
        if (n == 0) break;
        std::cerr << path << ": hint: read it as notation "
                  << (n == 1   ? "①"
                      : n == 2 ? "②"
                               : "③")
                  << " with: kifu ckka " << options.command << " --notation" << n << ' ' << path
                  << '\n';
        break;
      }
    return std::nullopt;
  }
  return std::move(r).value();
}

bool report_all(const kifu::diagnostic_list& diagnostics, const std::string& path) {
  bool errors = false;
  for (const auto& d : diagnostics) {
    kifu_cli::report(d, kifu_cli::display_name(path));
    errors |= d.level == kifu::severity::error;
  }
  return !errors;
}

// Reports every problem of a record read (the checks, the scores, the replay on the board);
// the score track when none is an error.
std::optional<kifu::cerke::score_track> checked(const kifu::cerke::record& r,
                                                const std::string& file) {
  if (!report_all(kifu::cerke::check_record(r), file)) return std::nullopt;
  return kifu::cerke::track_scores(r).value();
}

int run_check(const ckka_options& options) {
  bool all_good = true;
  for (const auto& file : options.files) {
    const auto r = load(file, options);
    all_good &= r && checked(*r, file).has_value();
  }
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

// Prints each file that reads and checks without errors, in order; a file that fails is
// reported and the others are still printed. `print` gets the record and its score track.
// With several files, each output follows a `# FILE` line, as kifu sfen writes them, so that
// the outputs of a run can be told apart when one is skipped.
template <class Print>
int run_print(const ckka_options& options, Print print) {
  bool all_good = true;
  for (const auto& file : options.files) {
    const auto r = load(file, options);
    const auto track = r ? checked(*r, file) : std::nullopt;
    if (!track) {
      all_good = false;
      continue;
    }
    if (options.files.size() > 1) std::cout << "# " << kifu_cli::display_name(file) << '\n';
    std::cout << print(*r, *track);
  }
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

// ckka json: one document for one file; for several, one line each (JSON Lines) with the
// file's name first, so that each line stands alone.
int run_json(const ckka_options& options) {
  if (options.files.size() == 1)
    return run_print(options,
                     [](const auto& r, const auto&) { return kifu::cerke::write_json(r); });
  bool all_good = true;
  for (const auto& file : options.files) {
    const auto r = load(file, options);
    if (!r || !checked(*r, file)) {
      all_good = false;
      continue;
    }
    nlohmann::ordered_json line{{"file", kifu_cli::display_name(file)}};
    auto document = nlohmann::ordered_json::parse(kifu::cerke::write_json(*r));
    for (auto& [key, value] : document.items()) line[key] = std::move(value);
    std::cout << line.dump() << '\n';
  }
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

// Prints the score table of each file that checks without errors, in order: a record that
// ckka check refuses (a wrong declaration, an illegal move) has no scores to trust.
int run_score(const ckka_options& options) {
  return run_print(options, [](const kifu::cerke::record&, const kifu::cerke::score_track& t) {
    return kifu::cerke::write_tsv(t);
  });
}

// Prints the error `message` about `file` and gives invalid_input.
int fail(const std::string& file, const std::string& message) {
  kifu_cli::error_at(kifu_cli::display_name(file)) << message;
  return kifu_cli::invalid_input;
}

// Draws the position after a move of a season.
int run_diagram(const ckka_options& options) {
  const auto chosen =
      kifu_cli::choose_format(kifu_cli::picture_formats, options.format, options.output);
  if (!chosen) return kifu_cli::usage_error;
  const auto& format = *chosen;
  const std::string& file = options.files.front();
  const auto r = load(file, options);
  if (!r) return kifu_cli::invalid_input;
  // The seasons the record reaches, and the moves of the one asked for.
  const auto whole = kifu::cerke::replay(*r);
  const std::size_t started = whole.has_value() ? whole->season + 1 : 1;
  const std::size_t with_moves =
      whole.has_value() && whole->season_moves == 0 && whole->season > 0 ? started - 1 : started;
  const std::size_t season = options.season.value_or(with_moves);
  if (season == 0 || season > with_moves)
    return fail(file, "--season " + std::to_string(season) + ": the record has " +
                          kifu_cli::counted(with_moves, "season", "seasons") + " (counted from 1)");
  // The season to its end (or its first illegal move): the default picture, and the moves that
  // can be asked for. Its diagnostics say why a season ends early.
  const auto season_end = kifu::cerke::replay(*r, {season - 1, std::nullopt});
  const std::size_t moves = season_end.has_value() ? season_end->season_moves : 0;
  if (options.move && *options.move > moves) {
    report_all(season_end.diagnostics(), file);
    return fail(file, "--move " + std::to_string(*options.move) + ": season " +
                          std::to_string(season) + " has " +
                          kifu_cli::counted(moves, "move", "moves") + " that can be played");
  }
  const auto at = options.move ? kifu::cerke::replay(*r, {season - 1, *options.move}) : season_end;
  if (!report_all(at.diagnostics(), file) || !at.has_value()) return kifu_cli::invalid_input;
  kifu::cerke::diagram_options diagram;
  diagram.last_move = at->last_move;
  diagram.width = options.width;
  diagram.hands = !options.no_hands;
  diagram.coordinates = !options.no_coordinates;
  return kifu_cli::write_picture(options.output, kifu::cerke::write_svg(at->final, diagram), format,
                                 "kifu ckka diagram");
}

CLI::App* add(CLI::App* ckka, const char* name, const char* description,
              const std::shared_ptr<ckka_options>& options) {
  auto* cmd = ckka->add_subcommand(name, description);
  cmd->add_option("FILE", options->files,
                  "CKKA files, each processed in turn; - for standard input")
      ->required();
  cmd->add_flag("--strict", options->strict,
                "refuse the hand declarations written before 2021-09-30 ([SY]為(獣)(王)再行, "
                "…終季 手N)");
  auto* one =
      cmd->add_flag("--notation1", options->notation1,
                    "also read notation ① (moves without 無撃裁/橋/水, such as ME弓MIMU四), each "
                    "resolved into notation ⓪ by replaying the record on the board");
  auto* two =
      cmd->add_flag("--notation2", options->notation2,
                    "read the body in notation ② (Pekzep words such as `TU dau2 XY.`), by way of "
                    "notation ①");
  auto* three =
      cmd->add_flag("--notation3", options->notation3,
                    "read the body in notation ③ (JSON strings such as \"mauAmaimy1\"), by way of "
                    "notation ①");
  one->excludes(two)->excludes(three);
  two->excludes(three);
  return cmd;
}

// Sets `run` to `body` with `options` when the subcommand `cmd` is chosen.
void when_chosen(CLI::App* cmd, const std::shared_ptr<ckka_options>& options,
                 std::function<int()>& run, std::function<int(const ckka_options&)> body) {
  cmd->callback([&run, options, body = std::move(body), name = cmd->get_name()] {
    options->command = name;
    run = [options, body] { return body(*options); };
  });
}

// check, normalize, json and score: each reads records and prints what it is named for.
void add_record_subcommands(CLI::App* ckka, std::function<int()>& run) {
  const auto options = std::make_shared<ckka_options>();
  auto* check =
      add(ckka, "check", "read records and report every problem (syntax, checks, scores)", options);
  check->footer(
      "Prints each problem as FILE:LINE:COL: error|warning: message and nothing else.\n"
      "Besides the grammar it checks stick results, capture comments, declared points\n"
      "(rate × hand values, 王 = 5), the score (declarers, moves after the game), and\n"
      "replays every move on the board: legality, captures, the hands each declaration\n"
      "names.\n"
      "Exit status 1 if any file has an error.");
  when_chosen(check, options, run, run_check);

  auto* normalize = add(ckka, "normalize", "print records in canonical notation ⓪", options);
  normalize->footer(
      "One header item per line, the player line, one move per line with its comment\n"
      "and capture comment, declarations and season ends on their own lines, canonical\n"
      "Pekzep numerals, LF line ends. Example: kifu ckka normalize game.ckka > out.ckka\n"
      "With several files, each is printed in turn after a '# FILE' line; a file with errors\n"
      "(those ckka check reports) is reported and skipped, and the exit status is 1.");
  when_chosen(normalize, options, run, [](const ckka_options& o) {
    return run_print(o, [](const auto& r, const auto&) { return kifu::cerke::write_ckka(r); });
  });

  auto* json =
      add(ckka, "json",
          "print records as JSON (header, players, typed body elements), one per file", options);
  json->footer(
      "One file gives one JSON document; several give one line each (JSON Lines), each\n"
      "object with a \"file\" member first. A file with errors (those ckka check reports)\n"
      "is reported and skipped, the others are printed, and the exit status is 1.");
  when_chosen(json, options, run, run_json);

  auto* score = add(ckka, "score", "print the score after each season as TSV", options);
  score->footer(
      "One table per file, in order (after a '# FILE' line when there are several); a file\n"
      "with errors is reported and the others are still printed, and the exit status is 1.\n"
      "Columns: season_index season declarer rate points scores_after hands.\n"
      "points is the number declared after 而手; scores_after is NAME=SCORE;NAME=SCORE in\n"
      "player-line order (ia and a without a player line), clamped to 0-40.");
  when_chosen(score, options, run, run_score);
}

// diagram: the board after a move, as a picture.
void add_diagram_subcommand(CLI::App* ckka, std::function<int()>& run) {
  const auto drawing = std::make_shared<ckka_options>();
  auto* diagram = add(ckka, "diagram", "draw the board after a move as SVG or PNG", drawing);
  diagram->get_option("FILE")->expected(1)->description("a CKKA file; - for standard input");
  diagram
      ->add_option("--season", drawing->season,
                   "the season, from 1 (1 春, 2 夏, 3 秋, 4 冬; default: the last one played)")
      ->check(kifu_cli::one_or_more);
  diagram->add_option("--move", drawing->move,
                      "the position after this many moves of the season (0: its start; default: "
                      "its end, after every move)");
  kifu_cli::add_format_option(*diagram, drawing->format, kifu_cli::picture_formats,
                              "svg or png (default: from the extension of -o, else svg)");
  diagram->add_option("-o,--output", drawing->output,
                      "write to this file instead of standard output");
  diagram
      ->add_option("--width", drawing->width, "width in pixels (default: 390, about 40 a square)")
      ->check(kifu_cli::picture_width);
  diagram->add_flag("--no-hands", drawing->no_hands, "leave out the captured pieces");
  diagram->add_flag("--no-coordinates", drawing->no_coordinates,
                    "leave out the column letters and row names");
  kifu_cli::add_force_flag(*diagram);
  diagram->footer(
      "The record is replayed on the board (every move checked, as by kifu ckka check) up to\n"
      "the move asked for. The picture shows the 皇処 (tam2 hue) in orange, the 皇水 (water)\n"
      "in sky blue and ZO (both) in green, columns K L N T Z X C M P and rows A E I U O Y AI\n"
      "AU IA, the pieces with their names in their colour (赤 red, 黒 black), those of the\n"
      "A side (above) turned, the 皇 with its neighbours (皇処 too) in a dashed frame, the\n"
      "captured pieces of each side beside the board, and the squares of the last move\n"
      "framed in blue. Each piece is\n"
      "<g class=\"piece\" data-square=\"ZAU\" data-piece=\"兵\" data-colour=\"red|black\" "
      "data-side=\"a|ia\">.\n"
      "Examples: kifu ckka diagram game.ckka --season 1 --move 10 -o spring10.svg\n"
      "          kifu ckka diagram game.ckka --format png -o last.png");
  when_chosen(diagram, drawing, run, run_diagram);
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto* ckka = program.add_subcommand("ckka", "cerke (机戦) records in the CKKA format");
  ckka->require_subcommand(1);
  ckka->footer(
      "CKKA files are UTF-8 text: {key:value} header items, an optional player line\n"
      "[name]score [name]score, then the moves in notation ⓪ (XU兵XY無撃裁, LO弓NOCO橋四水五,\n"
      "黒弓MY, ZO皇[ZY]ZAIZAU), capture comments 手赤王, declarations 或為王加獣 再行 and\n"
      "[SY]為行行而手五 終季, season ends 春終 and 星一周.");
  add_record_subcommands(ckka, run);
  add_diagram_subcommand(ckka, run);
}

const kifu_cli::registration registered{setup};

}  // namespace
