// kifu export: training data from game records, HCPE rows as dlshogi and cshogi read them.
#include <memory>

#include "command.hpp"
#include "in_order.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/training.hpp"
#include "options.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct export_options {
  std::vector<std::string> files;
  std::string output;
  std::string format = "hcpe";
  bool drop_draws = false;
  int min_plies = 0;
  bool skip_illegal = false;
  unsigned threads = 0;  // every core
};

// The HCPE rows of one file's games into `result.out` (bytes), a note for each game that gives
// nothing or stops early.
void export_file(const export_options& o, const std::string& file, kifu_cli::file_result& result) {
  // Lenient: a game with an illegal move keeps its end word (its result) and the moves before.
  const auto records = kifu_cli::load_records(file, result.messages, true);
  if (!records) {
    result.ok = false;
    return;
  }
  training_options options;
  options.keep_draws = !o.drop_draws;
  options.min_plies = o.min_plies;
  options.keep_illegal = !o.skip_illegal;
  std::vector<hcpe_entry> entries;
  const std::string name = kifu_cli::display_name(file);
  for (std::size_t k = 0; k < records->size(); ++k) {
    const auto& loaded = (*records)[k];
    result.ok &= loaded.ok;  // an illegal move is an error, reported with its place
    if (!loaded.value) continue;
    std::string_view why;
    append_hcpe(*loaded.value, options, entries, &why);
    if (!why.empty())
      result.messages.note(
          name, (records->size() > 1 ? "record " + std::to_string(k + 1) + ": " : std::string()) +
                    std::string(why));
  }
  std::vector<std::uint8_t> bytes;
  write_hcpe(entries, bytes);
  result.out.assign(bytes.begin(), bytes.end());
}

int run_export(const export_options& o) {
  kifu_cli::output_sink out;
  if (!out.open(o.output, true)) return kifu_cli::invalid_input;
  kifu_cli::catch_interruptions();
  std::size_t rows = 0;
  bool all_good = true;
  const std::size_t done = kifu_cli::process_in_order(
      o.files.size(), o.threads,
      [&](std::size_t i, kifu_cli::file_result& r) { export_file(o, o.files[i], r); },
      [&](std::size_t, kifu_cli::file_result& r) {
        r.messages.print();
        out.write(r.out);
        rows += r.out.size() / hcpe_size;
        all_good &= r.ok;
        out.end_of_item();
      });
  if (!out.close()) return kifu_cli::invalid_input;
  if (done < o.files.size())
    return kifu_cli::report_interruption(done, o.files.size(), "file", "files");
  kifu_cli::note_at(kifu_cli::command_name()) << rows << " rows of " << hcpe_size << " bytes";
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<export_options>();
  auto* cmd = program.add_subcommand(
      "export", "training data from game records: HCPE rows for dlshogi and cshogi");
  kifu_cli::add_record_files_argument(*cmd, o->files);
  cmd->add_option("-o,--output", o->output, "the file to write (never a terminal)")->required();
  kifu_cli::add_force_flag(*cmd);
  cmd->add_option("--format", o->format, "hcpe (the only one so far)")
      ->transform(CLI::IsMember({"hcpe"}, CLI::ignore_case));
  cmd->add_flag("--drop-draws", o->drop_draws, "leave out games drawn by 千日手 or 持将棋");
  cmd->add_option("--min-plies", o->min_plies, "leave out games with fewer moves")
      ->check(CLI::Range(0, 100000));
  cmd->add_flag("--skip-illegal", o->skip_illegal,
                "leave out a game with an illegal move (by default it gives the positions "
                "before that move)");
  kifu_cli::add_threads_option(*cmd, o->threads,
                               "files read at once; the output is the same whatever the number");
  cmd->footer(
      "HCPE: 38 bytes a row, one row for each position of a game's main line from which a\n"
      "move was played: the position (HuffmanCodedPos, 32 bytes), its evaluation (int16: a\n"
      "floodgate '** comment's on the move, the score of the engine that played it, else 0),\n"
      "the move played (move16, uint16), the game's result (0 draw, 1 black won, 2 white won)\n"
      "and a byte of padding, little-endian. 投了, 詰み and 切れ負け lose for the side to move,\n"
      "入玉勝ち wins for it, 千日手 and 持将棋 are draws; a game without a result (中断, 反則,\n"
      "no end word) gives nothing, with a note saying so. Rows come in the order of the files\n"
      "and their games, whatever --threads. A file that cannot be read, or a game with an\n"
      "illegal move, is reported with its place and makes the exit status 1; the other games\n"
      "are written all the same.\n"
      "Example: kifu export floodgate/*.csa -o train.hcpe --drop-draws --min-plies 30");
  cmd->callback([&run, o] { run = [o] { return run_export(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
