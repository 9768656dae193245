// kifu graph: the evaluation graph of a record (its engine evaluations against the ply), as SVG
// or PNG.
#include <memory>

#include "command.hpp"
#include "evaluation_check.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/graph.hpp"
#include "options.hpp"
#include "output.hpp"
#include "picture_output.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct graph_command {
  std::string file;
  std::string output;
  std::string format;
  std::size_t record = 1;
  graph_options options;
};

int run_graph(const graph_command& o) {
  const auto format = kifu_cli::choose_format(kifu_cli::picture_formats, o.format, o.output);
  if (!format) return kifu_cli::usage_error;
  auto loaded = kifu_cli::load_records(o.file, false, o.record);
  if (!loaded) return kifu_cli::invalid_input;
  if (!kifu_cli::record_number_fits(o.file, o.record, loaded->size())) return kifu_cli::usage_error;
  auto& chosen = (*loaded)[o.record - 1];
  if (!chosen.value) return kifu_cli::invalid_input;
  kifu_cli::held_messages messages;
  kifu_cli::check_evaluations(*chosen.value, o.file, messages, false);
  messages.print();
  std::size_t evaluated = 0;
  for (const std::size_t i : chosen.value->main_line())
    evaluated += evaluation_of(*chosen.value, i).has_value();
  if (evaluated == 0)
    kifu_cli::warning_at(kifu_cli::display_name(o.file))
        << "the record holds no engine evaluations ('** lines or #評価値= comments): the graph "
           "is empty; kifu analyze adds them";
  const int status = kifu_cli::write_picture(
      o.output, write_evaluation_graph(*chosen.value, o.options), *format, "kifu graph");
  if (status != kifu_cli::success) return status;
  return chosen.ok ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<graph_command>();
  auto* cmd = program.add_subcommand(
      "graph", "the evaluation graph of a record: engine scores against the ply, SVG or PNG");
  kifu_cli::add_record_file_argument(*cmd, o->file);
  cmd->add_option("-o,--output", o->output, "the picture to write (SVG or PNG, from the extension)")
      ->required();
  kifu_cli::add_format_option(*cmd, o->format, kifu_cli::picture_formats,
                              "svg or png (default: from -o's extension)");
  kifu_cli::add_force_flag(*cmd);
  cmd->add_flag("--winrate", o->options.winrate,
                "plot black's win rate, 1 / (1 + e^(-score/600)), instead of the score");
  cmd->add_option("--clip", o->options.clip, "the score at the rails (default 3000)")
      ->check(CLI::Range(100, 100000));
  cmd->add_option("--width", o->options.width, "the width in pixels (default 640)")
      ->check(CLI::Range(200.0, 8000.0));
  kifu_cli::add_record_option(*cmd, o->record);
  cmd->footer(
      "The scores are those the record's comments hold after each move (floodgate's '** lines,\n"
      "ShogiHome's #評価値= lines; kifu analyze writes them), from black's side: black's\n"
      "advantage is up. Mates sit on the rails. The largest swing between two evaluated plies\n"
      "in a row is marked and labelled with its move; it is measured on what is drawn (the\n"
      "scores clipped at --clip, or the win rates), so the two graphs may mark different\n"
      "moves. Each point is an SVG circle of class\n"
      "eval-point with data-ply and data-score (and data-mate) for programs to read.\n"
      "Example: kifu graph analysed.kif -o graph.png --winrate");
  cmd->callback([&run, o] { run = [o] { return run_graph(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
