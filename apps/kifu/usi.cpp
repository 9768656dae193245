// kifu usi: a USI mate engine (詰み探索) for shogi GUIs: `go mate` answered by the tsume solver.
#include <algorithm>
#include <atomic>
#include <csignal>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "command.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tsume/solver.hpp"
#include "kifu/usi/command.hpp"
#include "kifu/usi/protocol.hpp"
#include "kifu/version.hpp"
#include "options.hpp"

namespace {

using namespace kifu;

// The answer to a `go mate` that cannot be searched (a refused position, no defender king, go
// mate 0), after an info string saying why: `notimplemented` would tell a GUI that the engine
// has no mate search at all, and some GUIs then stop asking it.
constexpr auto refused = usi::checkmate::kind::nomate;

struct usi_cli_options {
  std::size_t memory_mb = 256;
  unsigned threads = 1;
  tsume::mate_count count = tsume::mate_count::strict;
};

// A square seen from the other side of the board.
shogi::square turned(shogi::square s) {
  return {static_cast<std::uint8_t>(10 - s.file), static_cast<std::uint8_t>(10 - s.rank)};
}

// The position seen from the other side: the board turned round, the colours and hands swapped
// (so that the side to move is black, as the solver wants the attacker).
shogi::position flipped(const shogi::position& p) {
  shogi::position q;
  for (std::uint8_t f = 1; f <= 9; ++f)
    for (std::uint8_t r = 1; r <= 9; ++r)
      if (const shogi::piece pc = p.at({f, r}); pc.kind != shogi::piece_kind::none)
        q.set(turned({f, r}), {shogi::opponent(pc.color), pc.kind});
  for (const shogi::piece_kind k : shogi::hand_order) {
    q.set_hand(shogi::color::black, k, p.hand(shogi::color::white, k));
    q.set_hand(shogi::color::white, k, p.hand(shogi::color::black, k));
  }
  q.set_side_to_move(shogi::opponent(p.side_to_move()));
  q.set_move_number(p.move_number());
  return q;
}

// A move of the flipped position in the position's own squares.
shogi::move flipped(const shogi::move& m) {
  if (m.is_drop()) return shogi::move::drop(turned(m.to()), m.kind());
  return shogi::move::board(turned(m.from()), turned(m.to()), m.kind(),
                            m.promotes() ? shogi::promote::yes : shogi::promote::no);
}

// True when two option names are the same but for the case of their ASCII letters (USI, as
// UCI, does not tell names apart by case).
bool same_name(std::string_view a, std::string_view b) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [&](char x, char y) { return lower(x) == lower(y); });
}

// Text a GUI sent, quoted in a message: cut to 40 bytes (write_info_string makes it printable).
std::string echoed(std::string_view text) {
  constexpr std::size_t most = 40;
  if (text.size() <= most) return "'" + std::string(text) + "'";
  std::size_t cut = most;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return "'" + std::string(text.substr(0, cut)) + "…'";
}

// Why `p` cannot be searched for a mate by its side to move, in its own colours; empty when it
// can (the solver turns a white attacker's board round, so its own words would name the
// colours of the turned board).
std::vector<std::string> mate_search_errors(const shogi::position& p) {
  std::vector<std::string> out;
  const shogi::color defender = shogi::opponent(p.side_to_move());
  if (!p.king_square(defender))
    out.push_back(std::string(defender == shogi::color::black ? "black" : "white") +
                  " (the defender, not to move) has no king");
  for (const auto& d : p.validate())
    if (d.level == severity::error) out.push_back(d.message);
  return out;
}

// The engine: reads commands on standard input, searches on a thread of its own (so that `stop`
// is heard), answers on standard output, one whole line at a time.
class engine {
 public:
  explicit engine(const usi_cli_options& o)
      : memory_mb_(o.memory_mb), working_mb_(o.memory_mb), count_(o.count), threads_(o.threads) {}

  // Serves until `quit`, the end of the input, or standard output lost (the GUI gone: the
  // search stops and the program's exit status says so).
  int run() {
    std::signal(SIGPIPE, SIG_IGN);  // a GUI gone is a failed write, not a killed process
    std::string line;
    for (usi::line_status status;
         (status = usi::read_line(std::cin, line)) != usi::line_status::end;) {
      if (status == usi::line_status::too_long)
        refuse_long_line(usi::parse_command(line));
      else if (!obey(usi::parse_command(line)))
        break;
      if (output_lost_) break;
    }
    // The input ended: a search with a time limit answers first; an endless one is stopped.
    if (worker_.joinable()) {
      if (endless_ || output_lost_) stop_ = true;
      worker_.join();
    }
    answer_game_search();
    return kifu_cli::success;  // the caller reports a lost output
  }

 private:
  // Carries out one command; false for `quit`.
  bool obey(const usi::command& c) {
    switch (c.kind) {
      case usi::command_kind::usi:
        identify();
        break;
      case usi::command_kind::isready:  // a search under way has its solver already
        if (!worker_.joinable()) prepare_solver();
        say("readyok");
        break;
      case usi::command_kind::setoption:
        set_option(c);
        break;
      case usi::command_kind::position:
        set_position(c);
        break;
      case usi::command_kind::go:
        go(c);
        break;
      case usi::command_kind::stop:
      case usi::command_kind::ponderhit:
        finish_search();
        break;
      case usi::command_kind::quit:
        finish_search();
        return false;
      case usi::command_kind::unknown:
        say_info("unknown command: " + echoed(c.word));
        break;
      default:  // usinewgame, gameover, blank lines: nothing to do
        break;
    }
    return true;
  }

  // Ignores a line too long to read whole; a `go` still gets the one answer the GUI waits for.
  void refuse_long_line(const usi::command& c) {
    say_info("a line of more than " + std::to_string(usi::max_line_length) +
             " characters is ignored");
    if (c.kind != usi::command_kind::go) return;
    finish_search();
    if (c.mate)
      answer(refused);
    else
      say(usi::write_bestmove({"resign", ""}));
  }

  // Writes one line; a failed write (the GUI gone) stops the search.
  void say(std::string_view text) {
    const std::lock_guard lock(output_);
    if (output_lost_) return;
    std::cout << text << '\n' << std::flush;
    if (!std::cout) {
      output_lost_ = true;
      stop_ = true;
    }
  }

  void say_info(std::string_view text) { say(usi::write_info_string(text)); }

  // The options kifu declares, with their values now.
  std::vector<usi::option> options() const {
    return {
        {"USI_Hash",
         "spin",
         std::to_string(memory_mb_),
         static_cast<std::int64_t>(kifu_cli::min_memory_mb),
         static_cast<std::int64_t>(kifu_cli::max_memory_mb()),
         {}},
        {"MateCount",
         "combo",
         count_ == tsume::mate_count::tsume ? "Tsume" : "Strict",
         std::nullopt,
         std::nullopt,
         {"Strict", "Tsume"}},
        {"MateShortest", "check", shortest_ ? "true" : "false", std::nullopt, std::nullopt, {}},
        {"Threads", "spin", std::to_string(threads_), 1, kifu_cli::max_threads, {}},
    };
  }

  void identify() {
    say("id name kifu " KIFU_VERSION_STRING);
    say("id author the kifu developers");
    for (const usi::option& o : options()) say(usi::write_option(o));
    say("usiok");
  }

  // Options that shape the table (its size, the count its entries are in) make a new one at
  // the next isready or go; a value that does not fit is named and the option kept.
  void set_option(const usi::command& c) {
    finish_search("setoption");
    if (same_name(c.name, "USI_Ponder")) return;  // a game engine's
    const auto all = options();
    const auto o = std::find_if(all.begin(), all.end(), [&](const usi::option& d) {
      return same_name(d.name, c.name);  // names are not case-sensitive
    });
    if (o == all.end()) {
      say_info("option " + echoed(c.name) + " is not kifu's; ignored");
      return;
    }
    // A choice is taken in any case, as a name is (and as the command line takes its choices).
    std::string value = c.value;
    for (const std::string& choice :
         o->type == "check" ? std::vector<std::string>{"true", "false"} : o->vars)
      if (same_name(value, choice)) value = choice;
    if (const std::string wanted = usi::check_option_value(*o, value); !wanted.empty()) {
      say_info(o->name + ": " + echoed(c.value) + " is not " + wanted + "; it stays " +
               o->default_value);
      return;
    }
    if (o->name == "USI_Hash") {
      memory_mb_ = std::stoull(value);
      table_outdated_ = true;
    } else if (o->name == "MateCount") {
      count_ = value == "Tsume" ? tsume::mate_count::tsume : tsume::mate_count::strict;
      table_outdated_ = true;
    } else if (o->name == "MateShortest") {
      shortest_ = value == "true";
    } else if (o->name == "Threads") {
      threads_ = static_cast<unsigned>(std::stoul(value));
      table_outdated_ = true;  // the solver starts its helpers with the table
    }
  }

  void set_position(const usi::command& c) {
    finish_search("position");
    auto r = shogi::parse_usi_position(c.rest);
    if (r.ok()) {
      position_ = std::move(*r);
      position_refused_ = false;
      return;
    }
    position_.reset();
    position_refused_ = true;
    const auto& d = r.diagnostics().front();
    say_info("position: column " + std::to_string(d.column + c.rest_offset) + ": " + d.message);
  }

  void go(const usi::command& c) {
    finish_search("go");
    if (!c.mate) {
      say_info("kifu usi searches mates only (go mate); it has no move to play");
      pending_bestmove_ = true;
      if (!c.until_stopped) answer_game_search();  // go ponder, go infinite: at stop
      return;
    }
    if (!c.error.empty()) {
      say_info(c.error);
      answer(refused);
      return;
    }
    if (!position_) {
      say_info(position_refused_ ? "no position to search: the last one was refused (see above)"
                                 : "no position to search (send position first)");
      answer(refused);
      return;
    }
    if (const auto errors = mate_search_errors(*position_); !errors.empty()) {
      for (const std::string& e : errors) say_info("not a mate search: " + e);
      answer(refused);
      return;
    }
    if (!prepare_solver()) {
      answer(refused);
      return;
    }
    stop_ = false;
    endless_ = !c.mate_time;
    searching_ = true;
    worker_ = std::thread([this, p = *position_, time = c.mate_time] {
      const std::string answer_line = search(p, time);
      // Over before the GUI can read the answer: a command it sends next is no interruption.
      searching_ = false;
      say(answer_line);
    });
  }

  // Answers a game search (`go` without mate) that waits for its answer.
  void answer_game_search() {
    if (!pending_bestmove_) return;
    pending_bestmove_ = false;
    say(usi::write_bestmove({"resign", ""}));
  }

  // The solver's settings for a table of `megabytes`.
  tsume::solve_options solver_options(std::size_t megabytes) {
    tsume::solve_options o;
    o.memory_mb = megabytes;
    o.count = count_;
    o.threads = threads_;
    o.stop = &stop_;
    o.on_progress = [this](const tsume::solve_progress& p) {
      say(info_line(p.nodes, p.elapsed.count(), p.hashfull));
    };
    // Each step of a long search (the first mate, each shorter one) as it ends.
    o.on_step = [this](const tsume::solve_step& s) { say_info(tsume::to_string(s)); };
    return o;
  }

  // Makes the solver and its table when there is none or an option changed it (at `isready`,
  // or at `go` when the GUI sent no `isready`); false, after saying why, when there is no
  // table to search with. When the machine cannot give a new size, the size that worked last
  // (at first, the one kifu usi started with) stays.
  bool prepare_solver() {
    if (solver_ && !table_outdated_) return true;
    table_outdated_ = false;
    const std::size_t wanted = memory_mb_;
    if (make_solver(wanted)) return true;
    const std::string refused =
        "USI_Hash " + std::to_string(wanted) + " MB cannot be had on this machine now";
    memory_mb_ = working_mb_;
    if (wanted != working_mb_ && make_solver(working_mb_)) {
      say_info(refused + "; it stays " + std::to_string(working_mb_));
      return true;
    }
    say_info(refused + "; set a smaller one");
    return false;
  }

  // Makes the solver with a table of `megabytes`, dropping the old one when both do not fit;
  // false when the machine cannot give it.
  bool make_solver(std::size_t megabytes) {
    for (int attempt = 0; attempt < 2; ++attempt) {
      try {
        solver_ = std::make_unique<tsume::solver>(solver_options(megabytes));
        working_mb_ = megabytes;
        return true;
      } catch (const std::bad_alloc&) {
        solver_.reset();  // the old table's memory may be the room
      }
    }
    return false;
  }

  // An `info` line of the search's figures.
  static std::string info_line(std::uint64_t nodes, double seconds, int hashfull) {
    usi::info i;
    i.time_ms = static_cast<std::int64_t>(seconds * 1000);
    i.nodes = static_cast<std::int64_t>(nodes);
    i.nps = static_cast<std::int64_t>(seconds > 0 ? nodes / seconds : 0);
    i.hashfull = hashfull;
    return usi::write_info(i);
  }

  // The search of one `go mate`: its info lines are said, its answer (the checkmate line)
  // returned. The side to move attacks; when it is white, the search runs on the board turned
  // round.
  std::string search(const shogi::position& p, std::optional<std::chrono::milliseconds> time) {
    const bool white = p.side_to_move() == shogi::color::white;
    solver_->set_time_limit(time ? std::chrono::duration<double>(*time)
                                 : std::chrono::duration<double>(0));
    solver_->set_shortest(shortest_);
    const tsume::solve_result r = solver_->solve(white ? flipped(p) : p);
    say(info_line(r.nodes, r.elapsed.count(), solver_->hashfull()));
    if (r.shortfall != tsume::solve_shortfall::none && !stop_)  // not the limit: stop
      say_info(std::string(tsume::to_string(r.shortfall)));
    switch (r.status) {
      case tsume::solve_status::proved:
        if (!r.main_line.empty()) {
          usi::checkmate mate;
          for (const shogi::move& m : r.main_line)
            mate.moves.push_back(shogi::to_usi(white ? flipped(m) : m));
          return usi::write_checkmate(mate);
        }
        return usi::write_checkmate({usi::checkmate::kind::timeout, {}});
      case tsume::solve_status::disproved:
        return usi::write_checkmate({usi::checkmate::kind::nomate, {}});
      case tsume::solve_status::invalid:
        for (const auto& d : r.diagnostics) say_info("not a mate search: " + d.message);
        return usi::write_checkmate({refused, {}});
      case tsume::solve_status::unknown:
        break;
    }
    return usi::write_checkmate({usi::checkmate::kind::timeout, {}});  // a limit, or stop
  }

  // Answers `go mate` with no mating line.
  void answer(usi::checkmate::kind result) { say(usi::write_checkmate({result, {}})); }

  // Ends the search under way, if any, and answers it. `command`: the command that came while
  // it ran (a GUI should have sent stop first), which is named so that the GUI's log says why
  // the search ended early; none for stop and quit.
  void finish_search(std::string_view command = {}) {
    answer_game_search();
    if (!worker_.joinable()) return;
    if (!command.empty() && searching_)
      say_info("'" + std::string(command) +
               "' came while a search ran (no stop before it): " + "the search stops");
    stop_ = true;
    worker_.join();
  }

  std::size_t memory_mb_;   // USI_Hash
  std::size_t working_mb_;  // the table size that worked last (at first, --memory's)
  tsume::mate_count count_;
  unsigned threads_;                       // Threads
  std::unique_ptr<tsume::solver> solver_;  // made at isready; keeps its table between searches
  bool table_outdated_ = false;            // an option changed the table the solver needs
  bool shortest_ = true;                   // prove the mate the shortest (MateShortest)
  bool pending_bestmove_ = false;          // a game search waits for its `bestmove resign`
  std::optional<shogi::position> position_;
  bool position_refused_ = false;  // the last `position` had an error
  std::atomic<bool> stop_{false};
  std::atomic<bool> output_lost_{false};  // a write to standard output failed
  bool endless_ = false;                  // the search under way has no time limit
  std::atomic<bool> searching_{false};    // a search runs and has not answered yet
  std::thread worker_;
  std::mutex output_;
};

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<usi_cli_options>();
  auto* cmd = program.add_subcommand(
      "usi", "a USI mate engine for shogi GUIs: answers `go mate` with the tsume solver");
  kifu_cli::add_memory_option(*cmd, o->memory_mb,
                              "of the transposition table (default 256; the GUI's USI_Hash "
                              "overrides it)");
  kifu_cli::add_count_option(*cmd, o->count, "the GUI's MateCount option overrides it");
  kifu_cli::add_threads_option(*cmd, o->threads,
                               "threads searching at once on one table (the GUI's Threads "
                               "overrides it)");
  cmd->footer(
      "Speaks USI on standard input and output: register `kifu usi` as an engine in a GUI\n"
      "(ShogiHome, ShogiGUI, 将棋所) and use its mate search (詰み探索). It answers\n"
      "`go mate MS` and `go mate infinite` with `checkmate MOVES…` (the mating line, the\n"
      "shortest when the time allows), `checkmate nomate` or `checkmate timeout`, after an\n"
      "`info` line each second (time, nodes, nps, hashfull) and an `info string` as each\n"
      "step ends (the first mate, each shorter one looked for); `stop` ends the search and\n"
      "answers at once. `isready` makes the table, which is kept between searches. The side\n"
      "to move attacks (black or white). The search\n"
      "follows tsume rules: the defender holds every piece not on the board or in the\n"
      "attacker's hand, so a mate found is a mate whatever the defender holds, and `nomate`\n"
      "means none under those rules; a position it cannot search (refused, no defender king)\n"
      "is answered `nomate` after an `info string` that says why. Options: USI_Hash (MB, at\n"
      "most the machine's memory),\n"
      "MateCount (Strict or Tsume), MateShortest (true: prove the mate the shortest, as time\n"
      "allows; false: the first, its proof measured again so that the line is as long as the\n"
      "mate), Threads (threads searching at once on one table). A line it\n"
      "cannot obey gets an `info string` saying why, and the engine serves on. When its input\n"
      "ends, a search with a time limit answers first and an endless one is stopped.\n"
      "Example: printf 'usi\\nposition sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1\\ngo mate 1000\\n'\n"
      "  | kifu usi   →  … usiok, then checkmate G*5b");
  cmd->callback([&run, o] { run = [o] { return engine(*o).run(); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
