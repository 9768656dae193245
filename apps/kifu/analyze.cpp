// kifu analyze: a real USI engine run over each position of records' main lines, its
// evaluations and reading lines written into the records (floodgate's '** lines in CSA,
// ShogiHome's #評価値 lines otherwise).
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <thread>

#include "command.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/usi/engine.hpp"
#include "options.hpp"
#include "output.hpp"
#include "progress.hpp"
#include "record_file.hpp"
#include "record_output.hpp"

namespace {

using namespace kifu::shogi;
using namespace std::chrono_literals;

struct analyze_options {
  std::vector<std::string> files;
  std::string engine;
  std::vector<std::string> engine_options;  // NAME=VALUE
  int movetime = 0;
  std::int64_t nodes = 0;
  int depth = 0;
  int multipv = 1;
  std::string plies;  // A-B
  std::string output;
  std::string to;
  std::string encoding;     // sjis or utf8; empty: from the output file's extension
  std::string csa_version;  // empty: 2.2, or 3.0 for a record with milliseconds
  bool resume = false;
};

// The words of a command line (split at blanks; quotes group words).
std::vector<std::string> command_words(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  char quote = 0;
  bool in_word = false;
  for (const char c : text) {
    if (quote != 0) {
      if (c == quote)
        quote = 0;
      else
        word += c;
    } else if (c == '"' || c == '\'') {
      quote = c;
      in_word = true;
    } else if (c == ' ' || c == '\t') {
      if (in_word) words.push_back(std::move(word));
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(std::move(word));
  return words;
}

// The plies to analyse: A-B, A-, -B or A; nothing when the text is none of these.
std::optional<std::pair<int, int>> ply_range(const std::string& text) {
  if (text.empty()) return std::pair{1, 1 << 30};
  const auto dash = text.find('-');
  const auto number = [](const std::string& s, int empty) -> std::optional<int> {
    if (s.empty()) return empty;
    int v = 0;
    for (const char c : s) {
      if (c < '0' || c > '9' || v > 100000) return std::nullopt;
      v = v * 10 + (c - '0');
    }
    return v;
  };
  const auto a = number(text.substr(0, dash), 1);
  const auto b = dash == std::string::npos ? a : number(text.substr(dash + 1), 1 << 30);
  if (!a || !b || *a < 1 || *b < *a) return std::nullopt;
  return std::pair{*a, *b};
}

// The evaluation of an engine's best line, from black's side; its reading line left out (and
// `illegal_at` set to its first illegal move, 1-based) when a move of it is not legal.
evaluation evaluation_from(const kifu::usi::info& best, const position& p, const std::string& name,
                           std::size_t& illegal_at) {
  evaluation e;
  e.engine = name;
  e.depth = best.depth;
  e.nodes = best.nodes;
  const bool white = p.side_to_move() == color::white;
  if (best.score) {
    const kifu::usi::score s = white ? best.score->negated() : *best.score;
    if (s.type == kifu::usi::score::kind::centipawns) {
      e.score = s.value;
    } else {
      e.mate = s.value;
      e.mate_sign = s.mates() ? 1 : -1;
    }
  }
  illegal_at = 0;
  position q = p;
  for (std::size_t k = 0; k < best.pv.size(); ++k) {
    const auto m = parse_usi_move(best.pv[k], q);
    if (!m.ok()) {
      illegal_at = k + 1;
      e.pv.clear();
      break;
    }
    e.pv.push_back(*m);
    q.play(*m);
  }
  return e;
}

// A short text of an evaluation for the progress line: +123, -45, mate +7.
std::string score_words(const evaluation& e) {
  if (e.mate)
    return "mate " + std::string(e.mate_sign > 0 ? "+" : "-") + std::to_string(std::abs(*e.mate));
  if (e.score) return (*e.score > 0 ? "+" : "") + std::to_string(*e.score);
  return "no score";
}

// Positions analysed, to analyse in all, left unanalysed by a failure, and left without a
// score by the engine (a move from its opening book).
struct analysis_counts {
  std::size_t done = 0, total = 0, failed = 0, unscored = 0;
};

// What the engine's declared options say about its opening book, for a warning: " (its options
// BookDepth, BookFile: --option can turn the book off)", or nothing.
std::string book_hint(const kifu::usi::engine& e) {
  std::string names;
  for (const auto& option : e.options()) {
    std::string lower = option.name;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower.find("book") == std::string::npos) continue;
    names += (names.empty() ? "" : ", ") + option.name;
  }
  return names.empty() ? "" : " (its options " + names + ": --option can turn the book off)";
}

// The nodes of `r` to analyse (moves within `plies`, not ending the game; not already
// evaluated when `r` is an interrupted run's output being resumed).
std::vector<std::size_t> positions_to_analyse(const record& r, std::pair<int, int> plies,
                                              bool resumed) {
  std::vector<std::size_t> out;
  for (main_line_cursor c(r); c.next();) {
    const record_node& n = r.nodes[c.node()];
    if (!n.move || n.ply < plies.first || n.ply > plies.second) continue;
    if (resumed && read_evaluation(r.comments(c.node()), c.after(), n.move->to())) continue;
    if (c.after().legal_moves().empty()) continue;  // mate: nothing to search
    out.push_back(c.node());
  }
  return out;
}

// Runs the engine over the positions of records, one record at a time.
class analyser {
 public:
  analyser(const analyze_options& o, kifu::usi::engine& e, kifu_cli::progress_line& progress)
      : o_(o), engine_(e), progress_(progress) {}

  // Analyses `nodes` of `r`, writing the evaluations in `form`; false when interrupted or the
  // engine is gone.
  bool run(record& r, const std::vector<std::size_t>& nodes, evaluation_form form,
           const std::string& name, analysis_counts& counts) {
    kifu::usi::search_limits limits;
    if (o_.movetime > 0) limits.movetime = std::chrono::milliseconds(o_.movetime);
    if (o_.nodes > 0) limits.nodes = o_.nodes;
    if (o_.depth > 0) limits.depth = o_.depth;
    engine_.new_game();
    for (const std::size_t i : nodes) {
      if (kifu_cli::interrupted()) return false;
      const position after = r.position_after(i);
      const std::string command = "position " + position_words(r, i);
      if (!engine_.running() && !bring_back(name, r.nodes[i].ply)) return false;
      auto result = engine_.search(command, limits);
      if (!result.best && !kifu_cli::interrupted()) {  // one more try, on a fresh engine
        kifu_cli::warning_at(name) << "ply " << r.nodes[i].ply << ": " << result.error;
        if (!bring_back(name, r.nodes[i].ply)) return false;
        result = engine_.search(command, limits);
      }
      if (kifu_cli::interrupted()) return false;
      if (result.best &&
          (result.lines.empty() || (!result.lines[0].score && result.lines[0].pv.empty()))) {
        ++counts.unscored;
        if (counts.unscored == 1)
          kifu_cli::warning_at(name) << "ply " << r.nodes[i].ply
                                     << ": the engine gave no score or reading line (a move from "
                                        "its opening book gives none)"
                                     << book_hint(engine_) << "; left unanalysed";
        continue;
      }
      if (!result.best) {
        ++counts.failed;
        // Some engines die or hang on `go depth` or `go nodes` (gpsusi reads neither).
        const char* hint = o_.depth > 0   ? " (not every engine reads go depth: --movetime works "
                                            "with every one)"
                           : o_.nodes > 0 ? " (not every engine reads go nodes: --movetime works "
                                            "with every one)"
                                          : "";
        kifu_cli::warning_at(name)
            << "ply " << r.nodes[i].ply << ": " << result.error << hint << "; left unanalysed";
        if (++failures_in_a_row_ == 3) {
          kifu_cli::error_at(name) << "the engine failed on 3 positions in a row; the analysis "
                                      "stops (what was analysed is written)";
          return false;
        }
        continue;
      }
      failures_in_a_row_ = 0;
      std::size_t illegal_at = 0;
      const evaluation e = evaluation_from(result.lines[0], after, engine_.name(), illegal_at);
      if (illegal_at == 1) {  // the engine searched another position: its score is not this one's
        ++counts.failed;
        kifu_cli::warning_at(name)
            << "ply " << r.nodes[i].ply
            << ": the engine's reading line starts with a move that is "
               "not legal here ("
            << result.lines[0].pv[0] << "), so its score is for another position; left unanalysed";
        continue;
      }
      if (illegal_at != 0)
        kifu_cli::warning_at(name)
            << "ply " << r.nodes[i].ply << ": the engine's reading line is "
            << "illegal at its move " << illegal_at << " (" << result.lines[0].pv[illegal_at - 1]
            << "); it is left out, the score kept";
      set_evaluation(r, i, e, form);
      ++counts.done;
      progress_.update(counts.done + counts.failed, counts.total,
                       "ply " + std::to_string(r.nodes[i].ply) + " " + score_words(e) + ", " +
                           time_left(counts));
    }
    return true;
  }

 private:
  // The time the positions left should take at the pace so far: "1:23 left".
  std::string time_left(const analysis_counts& counts) const {
    const std::size_t done = counts.done + counts.failed;
    const auto spent = std::chrono::steady_clock::now() - started_;
    const auto seconds = static_cast<long long>(std::chrono::duration<double>(spent).count() /
                                                static_cast<double>(done) *
                                                static_cast<double>(counts.total - done));
    std::string minutes = std::to_string(seconds / 60), rest = std::to_string(seconds % 60);
    return minutes + ":" + (rest.size() == 1 ? "0" : "") + rest + " left";
  }

  // Starts the engine again; false (after saying why) when it cannot be.
  bool bring_back(const std::string& name, int ply) {
    kifu_cli::note_at(name) << "ply " << ply << ": the engine is started again";
    if (engine_.restart()) return true;
    kifu_cli::error_at(name) << "the engine cannot be started again: " << engine_.error();
    return false;
  }

  // `sfen … moves …` of the position after node `i`.
  static std::string position_words(const record& r, std::size_t i) {
    std::string words = "sfen " + to_sfen(r.start);
    std::vector<std::string> moves;
    for (std::size_t k = i; k != 0; k = r.nodes[k].parent)
      if (r.nodes[k].move) moves.push_back(to_usi(*r.nodes[k].move));
    if (!moves.empty()) words += " moves";
    for (auto m = moves.rbegin(); m != moves.rend(); ++m) words += ' ' + *m;
    return words;
  }

  const analyze_options& o_;
  kifu::usi::engine& engine_;
  kifu_cli::progress_line& progress_;
  int failures_in_a_row_ = 0;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
};

// Where the analysed records of `file` go: -o itself for one input, else DIR/STEM.EXT (STEM
// "stdin" for standard input).
std::string output_path(const analyze_options& o, const std::string& file, const std::string& to) {
  if (o.files.size() == 1) return o.output;
  const std::string stem = file == "-" ? "stdin" : std::filesystem::path(file).stem().string();
  return (std::filesystem::path(o.output) / (stem + "." + to)).string();
}

// Sets the engine's options (--option, --multipv) and waits for it; the exit status when it
// cannot be done, after saying why.
std::optional<int> configure(kifu::usi::engine& engine, const analyze_options& o) {
  std::vector<std::pair<std::string, std::string>> settings;
  for (const std::string& nv : o.engine_options) {
    const auto eq = nv.find('=');
    if (eq == std::string::npos || eq == 0) {
      kifu_cli::command_error() << "--option takes NAME=VALUE, not '" << nv << "'";
      return kifu_cli::usage_error;
    }
    settings.emplace_back(nv.substr(0, eq), nv.substr(eq + 1));
  }
  const std::size_t given = settings.size();  // those after them come from --multipv
  if (o.multipv > 1) settings.emplace_back("MultiPV", std::to_string(o.multipv));
  for (std::size_t k = 0; k < settings.size(); ++k)
    if (!engine.set_option(settings[k].first, settings[k].second)) {
      if (k >= given)
        kifu_cli::command_error() << "--multipv asks the engine for several lines through its "
                                     "MultiPV option: "
                                  << engine.error();
      else
        kifu_cli::command_error() << engine.error();
      return kifu_cli::usage_error;
    }
  if (!engine.ready()) {
    if (!kifu_cli::interrupted()) kifu_cli::command_error() << engine.error();  // else: cancelled
    return kifu_cli::invalid_input;
  }
  return std::nullopt;
}

// Calls `action` once, as soon as Ctrl-C comes, while it lives: the engine's `stop` during the
// searches, so that the running one ends at once; its cancel while it starts.
class when_interrupted {
 public:
  explicit when_interrupted(std::function<void()> action)
      : watcher_([this, action = std::move(action)] {
          while (!finished_) {
            if (kifu_cli::interrupted()) {
              action();
              return;
            }
            std::this_thread::sleep_for(20ms);
          }
        }) {}
  when_interrupted(const when_interrupted&) = delete;
  when_interrupted& operator=(const when_interrupted&) = delete;
  ~when_interrupted() {
    finished_ = true;
    watcher_.join();
  }

 private:
  std::atomic<bool> finished_ = false;
  std::thread watcher_;
};

// One input file: its records, where they go, in which format, and the nodes to analyse.
struct job {
  std::string file, out, to;
  std::unique_ptr<kifu_cli::output_sink> sink;  // opened before the engine starts
  std::vector<record> records;
  std::vector<std::vector<std::size_t>> todo;
  bool resumed = false;  // the records are the output of an interrupted run (--resume)
};

// The jobs of the input files, with where each is written; empty, after saying why, when two
// inputs would be written to the same file.
std::vector<job> plan_jobs(const analyze_options& o) {
  std::vector<job> jobs;
  std::map<std::string, std::string> inputs;  // each output file's input
  for (const std::string& file : o.files) {
    job j;
    j.file = file;
    j.to =
        !o.to.empty() ? o.to : kifu_cli::format_of_extension(o.files.size() == 1 ? o.output : file);
    if (j.to.empty()) j.to = "kif";
    j.out = output_path(o, file, j.to);
    const auto [other, fresh] =
        inputs.emplace(std::filesystem::path(j.out).lexically_normal().string(), file);
    if (!fresh) {
      kifu_cli::command_error() << "'" << other->second << "' and '" << file
                                << "' would both be written to " << j.out
                                << ": analyse files of the same name in separate runs";
      return {};
    }
    jobs.push_back(std::move(j));
  }
  return jobs;
}

// The main line's moves of a record.
std::vector<move> main_line_moves(const record& r) {
  std::vector<move> out;
  for (main_line_cursor c(r); c.next();)
    if (r.nodes[c.node()].move) out.push_back(*r.nodes[c.node()].move);
  return out;
}

// True when `a` and `b` hold the same games: record by record, the same start and main line.
bool same_games(const std::vector<record>& a, const std::vector<record>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const record& x, const record& y) {
    return x.start == y.start && main_line_moves(x) == main_line_moves(y);
  });
}

// The records of `path`; false when none could be read whole (the errors say why).
bool load(const std::string& path, std::vector<record>& records) {
  auto loaded = kifu_cli::load_records(path);
  if (!loaded) return false;
  bool ok = true;
  for (auto& l : *loaded) {
    ok &= l.ok;
    if (l.value) records.push_back(std::move(*l.value));
  }
  return ok;
}

// Readies `j` before the engine starts: opens its output (so that a file in the way or a
// missing directory is reported before hours of analysis, not after), reads its records (with
// --resume, those written by the interrupted run, which must be the same games), and writes
// them once (so that a record its output cannot hold is found now). False, after saying why,
// when the job cannot be done; `all_good` is cleared when a record could not be read whole.
// The name diagnostics give a job's output.
std::string output_name(const job& j) {
  return kifu_cli::output_name(j.out);
}

// Whether `j`'s output can hold the evaluations `engine_name` writes (a name that Shift_JIS
// has no form for cannot go into a Shift_JIS file): tried on a copy of a record before any
// search, so that no analysis is lost to it at the end.
bool holds_evaluations_of(const analyze_options& o, const job& j, const std::string& engine_name) {
  for (std::size_t k = 0; k < j.records.size(); ++k) {
    if (j.todo[k].empty()) continue;
    std::vector<record> trial{j.records[k]};
    evaluation e;
    e.score = 0;
    e.engine = engine_name;
    const auto form = j.to == "csa" ? evaluation_form::floodgate : evaluation_form::shogihome;
    set_evaluation(trial[0], j.todo[k].front(), e, form);
    const auto bytes = kifu_cli::record_file_bytes(trial, {j.to, o.encoding, o.csa_version, j.out});
    if (bytes.ok()) return true;
    for (const auto& d : bytes.diagnostics())
      if (d.level == kifu::severity::error)
        kifu_cli::error_at(output_name(j))
            << "the engine's name '" << engine_name << "' cannot be written in it (" << d.message
            << "): give --encoding utf8; nothing was analysed";
    return false;
  }
  return true;
}

bool ready_job(const analyze_options& o, job& j, bool& all_good) {
  j.sink = std::make_unique<kifu_cli::output_sink>();
  j.resumed = o.resume && j.out != "-" && std::filesystem::exists(j.out);
  if (j.resumed) {
    std::vector<record> input;
    all_good &= load(j.file, input);
    if (!load(j.out, j.records) || !same_games(input, j.records)) {
      kifu_cli::error_at(j.out) << "--resume: it does not hold the games of "
                                << kifu_cli::display_name(j.file)
                                << " (the same starts and moves), so it is not continued";
      return false;
    }
  } else {
    all_good &= load(j.file, j.records);
  }
  if (j.records.empty()) return false;  // nothing could be read (the errors say why): no file
  if (o.resume && !j.resumed)
    kifu_cli::note_at(output_name(j)) << "--resume: there is no output of an earlier run yet, "
                                         "so every position is analysed";
  const auto bytes =
      kifu_cli::record_file_bytes(j.records, {j.to, o.encoding, o.csa_version, j.out});
  if (!bytes.ok()) {
    kifu_cli::report_written(bytes.diagnostics(), kifu_cli::display_name(j.file), j.out);
    return false;
  }
  return j.sink->open(j.out);
}

int run_analyze(const analyze_options& o) {
  const auto plies = ply_range(o.plies);
  if (!plies) {
    kifu_cli::command_error() << "--plies takes A-B, A-, -B or A (plies from 1, A at most B), not '"
                              << o.plies << "'";
    return kifu_cli::usage_error;
  }
  // One output file named for another format than --to's is a usage error (a .kif holding CSA).
  if (o.files.size() == 1 && !o.to.empty() &&
      !kifu_cli::choose_format(kifu_cli::record_formats, o.to, o.output, "--to"))
    return kifu_cli::usage_error;
  if (o.files.size() > 1 &&
      kifu_cli::refuse_file_for_directory(o.output, "several inputs are written one file each",
                                          "analyse one record file at a time"))
    return kifu_cli::usage_error;
  if (o.files.size() > 1 && !kifu_cli::make_directory(o.output)) return kifu_cli::invalid_input;
  if (o.resume) kifu_cli::replace_existing_files_too();
  std::vector<job> jobs = plan_jobs(o);
  if (jobs.empty()) return kifu_cli::usage_error;
  bool all_good = true;
  std::erase_if(jobs, [&](job& j) {
    const bool ready = ready_job(o, j, all_good);
    all_good &= ready;
    return !ready;
  });
  if (jobs.empty()) return kifu_cli::invalid_input;  // nothing to analyse: no engine started
  analysis_counts counts;
  for (job& j : jobs)
    for (record& r : j.records) {
      j.todo.push_back(positions_to_analyse(r, *plies, j.resumed));
      // The evaluations these plies hold (a floodgate player's, another engine's) go now: an
      // interrupted run's output then holds this engine's alone, which --resume counts as done.
      if (!j.resumed)
        for (const std::size_t node : j.todo.back()) kifu::shogi::clear_evaluation(r, node);
      counts.total += j.todo.back().size();
      if (!o.plies.empty() && j.todo.back().empty() && !j.resumed)
        kifu_cli::warning_at(kifu_cli::display_name(j.file))
            << "--plies " << o.plies << " selects no position of a record of "
            << main_line_moves(r).size() << " moves";
    }
  bool unwritten = false;  // an output that could not be written (a full disk)
  // Writes job `j`'s records to its output.
  const auto write = [&](job& j) {
    const auto bytes =
        kifu_cli::record_file_bytes(j.records, {j.to, o.encoding, o.csa_version, j.out});
    kifu_cli::report_written(bytes.diagnostics(), kifu_cli::display_name(j.file), j.out);
    if (bytes.ok()) j.sink->write(*bytes);
    if (!bytes.ok() || !j.sink->close()) {
      all_good = false;
      unwritten = true;
    }
  };
  if (counts.total == 0) {  // the records as they are, and no engine started for nothing
    for (job& j : jobs) write(j);
    kifu_cli::note_at(kifu_cli::command_name())
        << "no position to analyse, so the engine was not started"
        << (unwritten ? "; not all of it could be written (see above)" : "");
    return all_good ? kifu_cli::success : kifu_cli::invalid_input;
  }
  // Caught from here on: the outputs are open, and an interruption while the engine starts
  // must take their temporary files away, as any other does.
  kifu_cli::catch_interruptions();
  kifu::usi::engine engine(command_words(o.engine));
  bool started = false;
  std::optional<int> failed;
  {
    const when_interrupted cancel([&engine] { engine.cancel(); });
    started = engine.start();
    if (started) failed = configure(engine, o);
  }
  if (kifu_cli::interrupted()) {
    kifu_cli::note_at(kifu_cli::command_name())
        << "interrupted while the engine started: nothing analysed, nothing written";
    return kifu_cli::interruption_status();
  }
  if (!started) {
    kifu_cli::command_error() << "--engine '" << o.engine << "': " << engine.error();
    return kifu_cli::invalid_input;
  }
  if (failed) return *failed;
  const when_interrupted stopper([&engine] { engine.stop(); });
  kifu_cli::progress_line progress("positions");
  analyser a(o, engine, progress);
  for (const job& j : jobs)
    if (!holds_evaluations_of(o, j, engine.name())) return kifu_cli::invalid_input;
  bool completed = true;
  for (job& j : jobs) {
    const auto form = j.to == "csa" ? evaluation_form::floodgate : evaluation_form::shogihome;
    for (std::size_t k = 0; k < j.records.size() && completed; ++k)
      completed =
          a.run(j.records[k], j.todo[k], form, std::string(kifu_cli::display_name(j.file)), counts);
    progress.clear();
    write(j);
    if (!completed) break;
  }
  progress.clear();
  const std::string unscored =
      counts.unscored == 0
          ? ""
          : "; " + std::to_string(counts.unscored) +
                " left without a score by the engine (moves from its opening book)";
  if (!completed) {
    if (!kifu_cli::interrupted()) return kifu_cli::invalid_input;
    kifu_cli::note_at(kifu_cli::command_name())
        << counts.done << " of " << counts.total << " positions analysed and written"
        << (o.files.size() == 1 && (o.output == "-" || o.output.empty())
                ? ""
                : "; --resume finishes the rest");
    return kifu_cli::interruption_status();
  }
  kifu_cli::note_at(kifu_cli::command_name())
      << counts.done << " of " << counts.total << " positions analysed by " << engine.name()
      << unscored << (unwritten ? "; not all of it could be written (see above)" : "");
  return all_good && counts.failed == 0 ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<analyze_options>();
  auto* cmd = program.add_subcommand(
      "analyze", "analyse records with a USI engine: evaluations and reading lines in the record");
  kifu_cli::add_record_files_argument(*cmd, o->files);
  cmd->add_option("--engine", o->engine,
                  "the engine's command line, e.g. /usr/games/fairy-stockfish")
      ->required();
  cmd->add_option("--option", o->engine_options,
                  "NAME=VALUE: a setoption for the engine (repeatable), checked against the "
                  "options the engine declares");
  auto* movetime = cmd->add_option("--movetime", o->movetime,
                                   "milliseconds a position (sent as byoyomi, which every USI "
                                   "engine reads; engines keep some of it back for their own "
                                   "overhead, so --depth or --nodes give steadier searches)")
                       ->check(CLI::Range(1, 86'400'000));
  auto* nodes = cmd->add_option("--nodes", o->nodes,
                                "positions the engine searches a position "
                                "(go nodes: not every engine reads it)")
                    ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 50));
  auto* depth = cmd->add_option("--depth", o->depth,
                                "plies the engine searches a position (go depth: not every "
                                "engine reads it)")
                    ->check(CLI::Range(1, 1000));
  movetime->excludes(nodes)->excludes(depth);
  nodes->excludes(depth);
  cmd->add_option("--multipv", o->multipv,
                  "lines the engine searches (its MultiPV option); the record keeps the best")
      ->check(CLI::Range(1, 64));
  cmd->add_option("--plies", o->plies, "the plies to analyse: A-B, A-, -B or A (default: all)");
  cmd->add_option(
         "-o,--output", o->output,
         "the record file to write (with several record files, the directory to write them in, "
         "made when missing)")
      ->required();
  cmd->add_option("--to", o->to,
                  "the format written: kif, ki2, csa or jkf (default: from -o's "
                  "extension, else kif)")
      ->transform(CLI::IsMember({"kif", "ki2", "csa", "jkf"}, CLI::ignore_case));
  kifu_cli::add_record_encoding_options(*cmd, o->encoding, o->csa_version);
  cmd->add_flag("--resume", o->resume,
                "read -o's record, written by an interrupted run of the same games, and analyse "
                "only its positions without an evaluation (-o is then rewritten)");
  kifu_cli::add_force_flag(*cmd);
  cmd->footer(
      "Each position after a move of the main line is searched once; the engine's best line\n"
      "is written into that move's comment: in CSA as floodgate's '** SCORE MOVES line, in\n"
      "KIF, KI2 and JKF as ShogiHome's #評価値=, #読み筋=, #深さ=, #ノード数= and #エンジン=\n"
      "lines (#詰み=先手勝ち:N手 for a mate), replacing an evaluation already there (the other\n"
      "comments are kept). Scores are from black's side (先手), whatever\n"
      "side the engine's score is for: positive is good for black. A reading line with an\n"
      "illegal move is reported and left out. An engine that dies is started again; one that\n"
      "hangs is stopped, then ended. Ctrl-C writes what was analysed, and --resume finishes\n"
      "it. A progress line shows on a terminal. Before the engine starts, each output is\n"
      "checked (a file in the way without --force, a missing directory, a record its\n"
      "encoding cannot hold), so that nothing is analysed for a file that cannot be written.\n"
      "A move from the engine's opening book has no score: it is counted, not an error.\n"
      "Example: kifu analyze game.kif --engine /usr/games/fairy-stockfish --movetime 500 \\\n"
      "           -o analysed.kif");
  cmd->callback([&run, o, cmd] {
    if (o->movetime == 0 && o->nodes == 0 && o->depth == 0) {
      run = [] {
        kifu_cli::command_error() << "give the engine a limit: --movetime MS, --nodes N or "
                                     "--depth D";
        return static_cast<int>(kifu_cli::usage_error);
      };
      return;
    }
    run = [o] { return run_analyze(*o); };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
