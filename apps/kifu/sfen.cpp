// kifu sfen: the SFEN of every position of KIF/KI2/CSA/JKF records.
#include <memory>

#include "command.hpp"
#include "in_order.hpp"
#include "input.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/sfen.hpp"
#include "options.hpp"
#include "record_file.hpp"

namespace {

using namespace kifu::shogi;

struct sfen_options {
  std::vector<std::string> files;
  std::string output;
  bool all_lines = false;
  unsigned threads = 0;  // every core
};

// The SFENs of the line from the start to `leaf`.
void append_line(std::string& out, const record& r, std::size_t leaf) {
  std::vector<std::size_t> path;
  for (std::size_t n = leaf; n != 0; n = r.nodes[n].parent) path.push_back(n);
  out.reserve(out.size() + (path.size() + 1) * 80);  // an SFEN line is 60 to 80 bytes
  position p = r.start;
  append_sfen(out, p);
  out += '\n';
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    if (!r.nodes[*it].move) continue;
    p.play(*r.nodes[*it].move);
    append_sfen(out, p);
    out += '\n';
  }
}

// The last node of the line that starts at node `first` and follows first children.
std::size_t line_end(const record& r, std::size_t first) {
  while (!r.nodes[first].children.empty()) first = r.nodes[first].children.front();
  return first;
}

// The variations that branch off the line starting at node `first`, in the order a KIF file
// lists them: the alternatives to the line's moves from its last move back to its first (to
// its first too when `with_first` is set), each followed by its own variations. The order
// depends on the tree alone, so KIF, KI2 and JKF of one game give the same output. Each is
// labelled by the move where it branches, as KIF writes it (変化：10手).
void append_variations(std::string& out, const record& r, std::size_t first, bool with_first,
                       int& count) {
  std::vector<std::size_t> line;
  for (std::size_t i = first;; i = r.nodes[i].children.front()) {
    line.push_back(i);
    if (r.nodes[i].children.empty()) break;
  }
  for (std::size_t k = line.size(); k-- > (with_first ? 0 : 1);) {
    const auto& siblings = r.nodes[r.nodes[line[k]].parent].children;
    for (std::size_t s = 1; s < siblings.size(); ++s) {
      const std::size_t branch = siblings[s];
      out += "# variation " + std::to_string(++count) + " (変化：" +
             std::to_string(r.nodes[branch].ply) + "手)\n";
      append_line(out, r, line_end(r, branch));
      append_variations(out, r, branch, false, count);
    }
  }
}

// The SFENs of a record: the main line, then (with --all-lines) each variation.
void append_record(std::string& out, const record& r, bool all_lines) {
  append_line(out, r, line_end(r, 0));
  if (!all_lines || r.nodes[0].children.empty()) return;
  int count = 1;  // the main line
  append_variations(out, r, r.nodes[0].children.front(), true, count);
}

// The lines of one file into `result`: its records, each after a line naming it when the file
// holds several or the run reads several files.
void sfen_of_file(const sfen_options& o, const std::string& file, kifu_cli::file_result& result) {
  const auto records = kifu_cli::load_records(file, result.messages);
  if (!records) {
    result.ok = false;
    return;
  }
  const std::string name(kifu_cli::display_name(file));
  const std::size_t count = records->size();
  for (std::size_t k = 0; k < count; ++k) {
    // A record with an illegal move gives the positions up to it (its diagnostics say where).
    const auto& loaded = (*records)[k];
    result.ok &= loaded.ok;
    if (!loaded.value) continue;
    const record* r = &*loaded.value;
    if (count > 1)
      result.out +=
          "# " + name + " record " + std::to_string(k + 1) + " of " + std::to_string(count) + '\n';
    else if (o.files.size() > 1)
      result.out += "# " + name + '\n';
    append_record(result.out, *r, o.all_lines);
  }
}

int run_sfen(const sfen_options& o) {
  kifu_cli::output_sink out;
  if (!out.open(o.output)) return kifu_cli::invalid_input;
  kifu_cli::catch_interruptions();
  bool all_good = true;
  const std::size_t done = kifu_cli::process_in_order(
      o.files.size(), o.threads,
      [&](std::size_t i, kifu_cli::file_result& r) { sfen_of_file(o, o.files[i], r); },
      [&](std::size_t, kifu_cli::file_result& r) {
        r.messages.print();
        out.write(r.out);
        out.end_of_item();  // each file's lines as soon as they are ready
        all_good &= r.ok;
      });
  if (!out.close(!all_good)) return kifu_cli::invalid_input;
  if (done < o.files.size())
    return kifu_cli::report_interruption(done, o.files.size(), "file", "files");
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<sfen_options>();
  auto* cmd =
      program.add_subcommand("sfen", "print the SFEN of every position of KIF/KI2/CSA/JKF records");
  kifu_cli::add_record_files_argument(*cmd, o->files);
  cmd->add_option("-o,--output", o->output, "write to this file instead of standard output");
  kifu_cli::add_force_flag(*cmd);
  cmd->add_flag("--all-lines", o->all_lines,
                "also print every variation, each from the start, in the order of the KIF file and "
                "labelled by the move it branches at (# variation 2 (変化：10手))");
  kifu_cli::add_threads_option(*cmd, o->threads,
                               "files read at once; the output is the same whatever the number");
  cmd->footer(
      "One SFEN per line (<board> <side> <hands> <move number>), the start position first, then\n"
      "the position after each move of the main line. With several files, each file's lines\n"
      "follow a line '# FILE'; a file holding several records (a KIF file with '#--separator--'\n"
      "lines between them, a CSA file with '/' lines) gives a line '# FILE record K of N'\n"
      "before each (FILE is <stdin> for -). A record that cannot be read prints its\n"
      "diagnostics on stderr; the others are still processed and the exit status is 1. Files\n"
      "are read on several threads; the output and the diagnostics come in the order of the\n"
      "arguments all the same.\n"
      "Examples: kifu sfen game.kif; kifu sfen games/*.csa --threads 4; cat game.csa | kifu sfen "
      "-");
  cmd->callback([&run, o] { run = [o] { return run_sfen(*o); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
