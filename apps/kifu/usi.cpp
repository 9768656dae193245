// kifu usi: a USI mate engine (詰み探索) for shogi GUIs: `go mate` answered by the tsume solver.
#include <atomic>
#include <iostream>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "command.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tsume/solver.hpp"
#include "kifu/usi/command.hpp"
#include "kifu/usi/protocol.hpp"
#include "kifu/version.hpp"
#include "options.hpp"

namespace {

using namespace kifu;

struct usi_cli_options {
  std::size_t memory_mb = 256;
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

// The engine: reads commands on standard input, searches on a thread of its own (so that `stop`
// is heard), answers on standard output, one whole line at a time.
class engine {
 public:
  explicit engine(const usi_cli_options& o) : memory_mb_(o.memory_mb), count_(o.count) {}

  int run() {
    std::string line;
    while (std::getline(std::cin, line)) {
      const usi::command c = usi::parse_command(line);
      switch (c.kind) {
        case usi::command_kind::usi:
          identify();
          break;
        case usi::command_kind::isready:  // a search under way has its solver already
          prepare_solver();
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
          finish_search();
          break;
        case usi::command_kind::quit:
          finish_search();
          return kifu_cli::success;
        case usi::command_kind::unknown:
          say("info string unknown command: " + c.word);
          break;
        default:  // usinewgame, ponderhit, gameover, blank lines: nothing to do
          break;
      }
    }
    // The input ended: a search with a time limit answers first; an endless one is stopped.
    if (worker_.joinable()) {
      if (endless_) stop_ = true;
      worker_.join();
    }
    return kifu_cli::success;
  }

 private:
  void say(std::string_view text) {
    const std::lock_guard lock(output_);
    std::cout << text << '\n' << std::flush;
  }

  void identify() {
    say("id name kifu " KIFU_VERSION_STRING);
    say("id author the kifu developers");
    say("option name USI_Hash type spin default " + std::to_string(memory_mb_) + " min " +
        std::to_string(kifu_cli::min_memory_mb) + " max " +
        std::to_string(kifu_cli::max_memory_mb()));
    say(std::string("option name MateCount type combo default ") +
        (count_ == tsume::mate_count::tsume ? "Tsume" : "Strict") + " var Strict var Tsume");
    say("option name MateShortest type check default true");
    say("option name Threads type spin default 1 min 1 max 1");  // the search has one thread
    say("usiok");
  }

  // Options that shape the table (its size, the count its entries are in) make a new one.
  void set_option(const usi::command& c) {
    finish_search();
    if (c.name == "USI_Hash") {
      if (const std::string error = kifu_cli::memory_error(c.value, memory_mb_); !error.empty())
        say("info string USI_Hash: " + error);
      solver_.reset();
    } else if (c.name == "MateCount" && (c.value == "Strict" || c.value == "Tsume")) {
      count_ = c.value == "Tsume" ? tsume::mate_count::tsume : tsume::mate_count::strict;
      solver_.reset();
    } else if (c.name == "MateShortest" && (c.value == "true" || c.value == "false")) {
      shortest_ = c.value == "true";
    } else if (c.name == "Threads" && c.value != "1") {
      say("info string Threads: kifu's mate search runs on one thread; " + c.value + " ignored");
    } else if (c.name != "USI_Ponder" && c.name != "Threads") {
      say("info string option '" + c.name + "' (value '" + c.value + "') is not kifu's; ignored");
    }
  }

  void set_position(const usi::command& c) {
    finish_search();
    auto r = shogi::parse_usi_position(c.rest);
    if (r.ok()) {
      position_ = std::move(*r);
      return;
    }
    position_.reset();
    const auto& d = r.diagnostics().front();
    say("info string position: column " + std::to_string(d.column) + ": " + d.message);
  }

  void go(const usi::command& c) {
    if (!c.mate) {
      say("info string kifu usi searches mates only (go mate); it has no move to play");
      say("bestmove resign");
      return;
    }
    finish_search();
    if (!position_) {
      say("info string no position to search (send position first)");
      answer(usi::checkmate::kind::notimplemented);
      return;
    }
    if (!prepare_solver()) {
      answer(usi::checkmate::kind::notimplemented);
      return;
    }
    stop_ = false;
    endless_ = !c.mate_time;
    worker_ = std::thread([this, p = *position_, time = c.mate_time] { search(p, time); });
  }

  // Makes the solver and its table if there is none (at `isready`, or at `go` when the GUI
  // sent no `isready` after changing an option); false, after saying why, when the machine
  // cannot give the memory.
  bool prepare_solver() {
    if (solver_) return true;
    tsume::solve_options o;
    o.memory_mb = memory_mb_;
    o.count = count_;
    o.stop = &stop_;
    o.on_progress = [this](const tsume::solve_progress& p) {
      say(info_line(p.nodes, p.elapsed.count(), p.hashfull));
    };
    try {
      solver_ = std::make_unique<tsume::solver>(o);
      return true;
    } catch (const std::bad_alloc&) {
      say("info string USI_Hash " + std::to_string(memory_mb_) +
          " MB cannot be had on this machine now; set a smaller one");
      return false;
    }
  }

  // An `info` line of the search's figures.
  static std::string info_line(std::uint64_t nodes, double seconds, int hashfull) {
    return "info time " + std::to_string(static_cast<std::uint64_t>(seconds * 1000)) + " nodes " +
           std::to_string(nodes) + " nps " +
           std::to_string(static_cast<std::uint64_t>(seconds > 0 ? nodes / seconds : 0)) +
           " hashfull " + std::to_string(hashfull);
  }

  // The search of one `go mate`, and its answer. The side to move attacks; when it is white,
  // the search runs on the board turned round.
  void search(const shogi::position& p, std::optional<std::chrono::milliseconds> time) {
    const bool white = p.side_to_move() == shogi::color::white;
    solver_->set_time_limit(time ? std::chrono::duration<double>(*time)
                                 : std::chrono::duration<double>(0));
    solver_->set_shortest(shortest_);
    const tsume::solve_result r = solver_->solve(white ? flipped(p) : p);
    say(info_line(r.nodes, r.elapsed.count(), solver_->hashfull()));
    if (r.shortfall != tsume::solve_shortfall::none)
      say("info string " + std::string(tsume::to_string(r.shortfall)));
    switch (r.status) {
      case tsume::solve_status::proved:
        if (!r.main_line.empty()) {
          usi::checkmate mate;
          for (const shogi::move& m : r.main_line)
            mate.moves.push_back(shogi::to_usi(white ? flipped(m) : m));
          say(usi::write_checkmate(mate));
          return;
        }
        answer(usi::checkmate::kind::timeout);
        return;
      case tsume::solve_status::disproved:
        answer(usi::checkmate::kind::nomate);
        return;
      case tsume::solve_status::unknown:
        answer(usi::checkmate::kind::timeout);
        return;
      case tsume::solve_status::invalid:
        for (const auto& d : r.diagnostics) say("info string not a mate search: " + d.message);
        answer(usi::checkmate::kind::notimplemented);
        return;
    }
  }

  // Answers `go mate` with no mating line.
  void answer(usi::checkmate::kind result) { say(usi::write_checkmate({result, {}})); }

  // Stops a search under way; it answers before this returns.
  void finish_search() {
    if (!worker_.joinable()) return;
    stop_ = true;
    worker_.join();
  }

  std::size_t memory_mb_;
  tsume::mate_count count_;
  std::unique_ptr<tsume::solver> solver_;  // made at isready; keeps its table between searches
  bool shortest_ = true;                   // prove the mate the shortest (MateShortest)
  std::optional<shogi::position> position_;
  std::atomic<bool> stop_{false};
  bool endless_ = false;  // the search under way has no time limit
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
  cmd->footer(
      "Speaks USI on standard input and output: register `kifu usi` as an engine in a GUI\n"
      "(ShogiHome, ShogiGUI, 将棋所) and use its mate search (詰み探索). It answers\n"
      "`go mate MS` and `go mate infinite` with `checkmate MOVES…` (the mating line, the\n"
      "shortest when the time allows), `checkmate nomate` or `checkmate timeout`, after an\n"
      "`info` line each second (time, nodes, nps, hashfull); `stop` ends the search and\n"
      "answers at once. `isready` makes the table, which is kept between searches. The side to "
      "move attacks (black or white). The search\n"
      "follows tsume rules: the defender holds every piece not on the board or in the\n"
      "attacker's hand, so a mate found is a mate whatever the defender holds, and `nomate`\n"
      "means none under those rules. Options: USI_Hash (MB, at most the machine's memory),\n"
      "MateCount (Strict or Tsume), MateShortest (true: prove the mate the shortest, as time\n"
      "allows; false: the first), Threads (1: the search runs on one thread).\n"
      "Example: printf 'usi\\nposition sfen 4k4/9/4P4/9/9/9/9/9/9 b G 1\\ngo mate 1000\\n'\n"
      "  | kifu usi   →  … usiok, then checkmate G*5b");
  cmd->callback([&run, o] { run = [o] { return engine(*o).run(); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
