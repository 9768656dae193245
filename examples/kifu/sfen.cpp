// kifu sfen: the SFEN of every position of KIF/KI2 records.
#include <memory>

#include "command.hpp"
#include "kifu/shogi/sfen.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct sfen_options {
  std::vector<std::string> files;
  std::string output;
  bool all_lines = false;
};

// The SFENs of the line from the start to `leaf`.
void append_line(std::string& out, const record& r, std::size_t leaf) {
  std::vector<std::size_t> path;
  for (std::size_t n = leaf; n != 0; n = r.nodes[n].parent) path.push_back(n);
  position p = r.start;
  out += to_sfen(p) + '\n';
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    if (!r.nodes[*it].move) continue;
    p.play(*r.nodes[*it].move);
    out += to_sfen(p) + '\n';
  }
}

int run_sfen(const sfen_options& o) {
  std::string out;
  bool all_good = true;
  for (const auto& file : o.files) {
    const auto r = kifu_cli::load_record(file);
    if (!r) {
      all_good = false;
      continue;
    }
    if (o.files.size() > 1) out += "# " + file + '\n';
    const auto main = r->main_line();
    append_line(out, *r, main.empty() ? 0 : main.back());
    if (!o.all_lines) continue;
    int line = 1;
    for (std::size_t i = 1; i < r->nodes.size(); ++i) {
      const auto& n = r->nodes[i];
      const bool leaf = n.children.empty();
      const bool on_main = !main.empty() && i == main.back();
      if (!leaf || on_main) continue;
      out += "# variation " + std::to_string(++line) + " (from move " +
             std::to_string(r->nodes[i].ply) + ")\n";
      append_line(out, *r, i);
    }
  }
  if (!kifu_cli::write_output(o.output, out)) return kifu_cli::invalid_input;
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<sfen_options>();
  auto* cmd = program.add_subcommand("sfen", "print the SFEN of every position of KIF/KI2 records");
  cmd->add_option("FILE", o->files,
                  "KIF or KI2 files (Shift_JIS or UTF-8, detected from the bytes)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("-o,--output", o->output, "write to this file instead of standard output");
  cmd->add_flag("--all-lines", o->all_lines, "also print every variation, each from the start");
  cmd->footer(
      "One SFEN per line (<board> <side> <hands> <move number>), the start position first, then\n"
      "the position after each move of the main line. With several files, each file's lines\n"
      "follow a line '# FILE'. A file that cannot be read prints its diagnostics on stderr; the\n"
      "others are still processed and the exit status is 1.\n"
      "Example: kifu sfen game.kif");
  cmd->callback([&run, o] { run = [o] { return run_sfen(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
