// kifu export: training data from game records: HCPE rows for dlshogi and cshogi, PSV rows
// (PackedSfenValue) for YaneuraOu's learner, or the same examples as YaneuraOu's plain text.
#include <memory>

#include "command.hpp"
#include "evaluation_check.hpp"
#include "in_order.hpp"
#include "input.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/training.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct export_options {
  std::vector<std::string> files;
  std::string output;
  std::string format = "hcpe";
  bool drop_draws = false;
  bool drop_repetitions = false;
  bool drop_jishogi = false;
  bool drop_fouls = false;
  int min_plies = 0;
  double min_rating = 0;
  bool skip_illegal = false;
  unsigned threads = 0;  // every core
};

// The options of the library from the command's.
training_options training_options_of(const export_options& o, const CLI::App& cmd) {
  training_options t;
  t.keep_repetitions = !o.drop_draws && !o.drop_repetitions;
  t.keep_jishogi = !o.drop_draws && !o.drop_jishogi;
  t.keep_fouls = !o.drop_fouls;
  t.min_plies = o.min_plies;
  if (cmd.count("--min-rating") > 0) t.min_rating = o.min_rating;
  t.keep_illegal = !o.skip_illegal;
  return t;
}

// The size of one example in the format; 0 for text.
std::size_t row_size(const std::string& format) {
  return format == "hcpe" ? hcpe_size : format == "psv" ? psv_size : 0;
}

// The examples of one record in the format, appended to `out`; why it gave nothing or stopped
// early in `why`.
std::size_t append_examples(const export_options& o, const training_options& t, const record& r,
                            std::string& out, std::string_view& why) {
  if (o.format == "sfen") return append_sfen_text(r, t, out, &why);
  std::vector<std::uint8_t> bytes;
  std::size_t n = 0;
  if (o.format == "psv") {
    std::vector<psv_entry> entries;
    n = append_psv(r, t, entries, &why);
    write_psv(entries, bytes);
  } else {
    std::vector<hcpe_entry> entries;
    n = append_hcpe(r, t, entries, &why);
    write_hcpe(entries, bytes);
  }
  out.append(bytes.begin(), bytes.end());
  return n;
}

// The examples of one file's games into `result.out`, a note for each game that gives nothing
// or stops early; their number in `examples`.
void export_file(const export_options& o, const training_options& t, const std::string& file,
                 kifu_cli::file_result& result, std::size_t& examples) {
  // Lenient: a game with an illegal move keeps its end word (its result) and the moves before.
  const auto records = kifu_cli::load_records(file, result.messages, true);
  if (!records) {
    result.ok = false;
    return;
  }
  const std::string name(kifu_cli::display_name(file));
  for (std::size_t k = 0; k < records->size(); ++k) {
    const auto& loaded = (*records)[k];
    result.ok &= loaded.ok;  // an illegal move is an error, reported with its place
    if (!loaded.value) continue;
    kifu_cli::check_evaluations(*loaded.value, file, result.messages, false);
    std::string_view why;
    examples += append_examples(o, t, *loaded.value, result.out, why);
    if (!why.empty())
      result.messages.note(
          name, (records->size() > 1 ? "record " + std::to_string(k + 1) + ": " : std::string()) +
                    std::string(why));
  }
}

int run_export(const export_options& o, const training_options& t) {
  if (kifu_cli::output_is_an_input(o.output, o.files)) return kifu_cli::usage_error;
  kifu_cli::output_sink out;
  if (!out.open(o.output, o.format != "sfen")) return kifu_cli::invalid_input;
  kifu_cli::catch_interruptions();
  kifu_cli::progress_line progress("files");
  std::vector<std::size_t> counts(o.files.size());
  std::size_t examples = 0;
  bool all_good = true;
  const std::size_t done = kifu_cli::process_in_order(
      o.files.size(), o.threads,
      [&](std::size_t i, kifu_cli::file_result& r) { export_file(o, t, o.files[i], r, counts[i]); },
      [&](std::size_t i, kifu_cli::file_result& r) {
        if (!r.messages.empty()) progress.clear();
        r.messages.print();
        out.write(r.out);
        examples += counts[i];
        all_good &= r.ok;
        out.end_of_item();
        progress.update(i + 1, o.files.size(), std::to_string(examples) + " examples");
      });
  progress.clear();
  if (!out.close(!all_good)) return kifu_cli::invalid_input;
  if (done < o.files.size())
    return kifu_cli::report_interruption(done, o.files.size(), "file", "files");
  auto note = kifu_cli::note_at(kifu_cli::command_name());
  note << (o.format == "sfen" ? kifu_cli::counted(examples, "example", "examples")
                              : kifu_cli::counted(examples, "row", "rows"));
  if (const std::size_t size = row_size(o.format); size > 0) note << " of " << size << " bytes";
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<export_options>();
  auto* cmd = program.add_subcommand(
      "export",
      "training data from game records: HCPE (dlshogi, cshogi), PSV (YaneuraOu) or sfen text");
  kifu_cli::add_record_files_argument(*cmd, o->files);
  cmd->add_option("-o,--output", o->output, "the file to write (never a terminal for hcpe, psv)")
      ->required();
  kifu_cli::add_force_flag(*cmd);
  cmd->add_option("--format", o->format,
                  "hcpe (38-byte rows), psv (40-byte PackedSfenValue rows) or sfen (text)")
      ->transform(CLI::IsMember({"hcpe", "psv", "sfen"}, CLI::ignore_case))
      ->default_str("hcpe");
  cmd->add_flag("--drop-draws", o->drop_draws, "leave out games drawn by 千日手 or 持将棋");
  cmd->add_flag("--drop-repetitions", o->drop_repetitions, "leave out games drawn by 千日手");
  cmd->add_flag("--drop-jishogi", o->drop_jishogi,
                "leave out games drawn by 持将棋 (or floodgate's move limit)");
  cmd->add_flag("--drop-fouls", o->drop_fouls, "leave out games won or lost by 反則");
  cmd->add_option("--min-plies", o->min_plies, "leave out games with fewer moves")
      ->check(CLI::Range(0, 100000));
  cmd->add_option("--min-rating", o->min_rating,
                  "leave out games in which a player's floodgate rating ('black_rate, "
                  "'white_rate) is lower or missing")
      ->check(CLI::Range(-100000.0, 100000.0));
  cmd->add_flag("--skip-illegal", o->skip_illegal,
                "leave out a game with an illegal move that can still be played (a piece moved "
                "where it cannot go, 二歩); by default it gives the positions before that move. "
                "A move that cannot be played at all (a piece not in hand, an empty square) "
                "ends the record there, without its result: such a game gives nothing");
  kifu_cli::add_threads_option(*cmd, o->threads,
                               "files read at once; the output is the same whatever the number");
  cmd->footer(
      "One example for each position of a game's main line from which a move was played:\n"
      "the position, its evaluation for the side to move (the one on the move: floodgate's\n"
      "'** comment, or the #評価値/#詰み lines kifu analyze and ShogiHome write, both from\n"
      "black's side; else 0) on YaneuraOu's scale (a mate n plies away ±(32000 - n), one of\n"
      "unknown length ±31754, a score clamped to ±31753), the move played and how the\n"
      "game ended. 投了, 詰み, 切れ負け and 反則負け lose for the side to move, 入玉勝ち and\n"
      "反則勝ち win for it, 千日手 and 持将棋 are draws; a game without a result (中断, 不戦,\n"
      "no end word) gives nothing, with a note saying so, as does a handicap game in\n"
      "hcpe and psv (its positions have no 256-bit code; the sfen text holds them).\n"
      "  hcpe  38 bytes: HuffmanCodedPos (32), eval int16, move16 uint16, result uint8\n"
      "        (0 draw, 1 black won, 2 white won), a byte of padding; little-endian.\n"
      "  psv   40 bytes: PackedSfen (32), score int16, YaneuraOu Move16 uint16, gamePly\n"
      "        uint16, game_result int8 (1 the side to move won, -1 lost, 0 draw), padding.\n"
      "  sfen  YaneuraOu's plain text: sfen, move (USI), score, ply, result and e lines.\n"
      "Examples come in the order of the files and their games, whatever --threads. A\n"
      "progress line shows on a terminal. A file that cannot be read, or a game with an\n"
      "illegal move, is reported with its place and makes the exit status 1; the other\n"
      "games are written all the same.\n"
      "Example: kifu export floodgate/*.csa -o train.hcpe --drop-draws --min-rating 3000");
  cmd->callback([&run, o, cmd] {
    const training_options t = training_options_of(*o, *cmd);
    run = [o, t] {
      kifu_cli::drop_repeated_inputs(o->files);
      return run_export(*o, t);
    };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
