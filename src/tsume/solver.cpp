// The tsume solver's public face: checks the problem, proves a mate with the engine, shrinks it
// to the shortest, and extracts the main line with white's longest resistance.
#include "kifu/tsume/solver.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <tuple>

#include "counted.hpp"
#include "tsume/proof_shortening.hpp"
#include "tsume/proof_tree.hpp"
#include "tsume/solver_engine.hpp"

namespace kifu::inline v0::tsume {

using shogi::color;
using shogi::move;
using shogi::piece_kind;
using shogi::position;

// The positions a walk along the last proof may take (proof_shortening.hpp) when the first
// mate took `spent`: an eighth of them, so that a walk that finds nothing (the last one
// always) costs the solve an eighth of its first search at most.
constexpr std::uint64_t shortening_budget(std::uint64_t spent) noexcept {
  return std::max<std::uint64_t>(1'000, spent / 8);
}

// The positions a first look from the root for a shorter mate may take, before the walk along
// the last proof: a sixty-fourth of the first search's, halved after each of the `failed` first
// looks before it in a row that found nothing. A shorter mate near the root, or none at all, is
// often settled so in a few hundred positions, where a walk that finds nothing costs an eighth
// of the first search (on ミクロコスモス, five such walks took 2.3 M positions each); but where
// the first looks find nothing, they go on finding nothing (ミクロコスモス's first eight, 2.3 M
// positions at a sixty-fourth each; bench/RESULTS.md).
constexpr std::uint64_t first_look_budget(std::uint64_t spent, int failed) noexcept {
  return std::max<std::uint64_t>(1'000, (spent / 64) >> failed);
}

struct solver::impl {
  explicit impl(const solve_options& o) : engine(o) {}
  detail::engine engine;

  // The shortest mate within `bound` plies (kUnlimited: any): -1 none, nullopt stopped.
  std::optional<int> shortest(const position& p, int bound) {
    const std::uint64_t before = engine.nodes();
    detail::probe v = engine.search(p, bound);
    if (v.dn == 0) return -1;
    if (v.pn != 0) return std::nullopt;
    const auto [length, proved] = shrink(p, v.length, engine.nodes() - before);
    if (!proved) return std::nullopt;
    return length;
  }

  // A step of solve() under way: what it does, and the nodes and time it started at.
  struct step_clock {
    solve_step step;
    std::uint64_t first_node = 0;
    std::chrono::steady_clock::time_point started;
  };
  step_clock begin_step(solve_step::kind what, int bound = 0) const {
    solve_step s;
    s.what = what;
    s.bound = bound;
    return {s, engine.nodes(), std::chrono::steady_clock::now()};
  }
  // Ends a step: records it in `steps` (none: not a step of solve()) and tells on_step.
  void end_step(step_clock clock, solve_status status, int length,
                std::vector<solve_step>* steps) const {
    if (steps == nullptr) return;
    clock.step.status = status;
    clock.step.length = status == solve_status::proved ? length : 0;
    clock.step.nodes = engine.nodes() - clock.first_node;
    clock.step.elapsed = std::chrono::steady_clock::now() - clock.started;
    steps->push_back(clock.step);
    if (engine.options().on_step) engine.options().on_step(clock.step);
  }
  // What a search's answer says: a mate, none, or neither (a limit stopped it).
  static solve_status status_of(const detail::probe& v) noexcept {
    return v.pn == 0   ? solve_status::proved
           : v.dn == 0 ? solve_status::disproved
                       : solve_status::unknown;
  }
  // The main line that `line` writes, recorded as a step `what` in `steps`.
  std::optional<std::vector<move>> line_step(solve_step::kind what, std::vector<solve_step>* steps,
                                             position p, int plies, bool tie_break, bool exact) {
    const step_clock clock = begin_step(what);
    auto l = line(std::move(p), plies, tie_break, exact);
    end_step(clock, l ? solve_status::proved : solve_status::unknown,
             l ? static_cast<int>(l->size()) : 0, steps);
    return l;
  }

  // The main line of the first proof from `p`, of `length` plies, read from the lengths the
  // table stores, recorded as a step in `steps`. For a first mate only, the proof is then
  // measured again within `measure_budget` more positions (0: not; see proof_tree.hpp): its
  // line replaces the first, and its length `length`, unless it is longer.
  std::optional<std::vector<move>> first_line_step(std::vector<solve_step>* steps,
                                                   const position& p, int& length,
                                                   std::uint64_t measure_budget) {
    const step_clock clock = begin_step(solve_step::kind::table_line);
    std::optional<std::vector<move>> l = line(p, length, false, false);
    if (l && measure_budget != 0) {
      detail::proof_tree tree(engine, measure_budget);
      if (const auto measured = tree.measure(p); measured && *measured <= length) {
        length = *measured;
        l = tree.line(p);
      }
    }
    end_step(clock, l ? solve_status::proved : solve_status::unknown,
             l ? static_cast<int>(l->size()) : 0, steps);
    return l;
  }

  // The shortest mate from `p`, which mates in `length` (found in `spent` positions): shrinks
  // the bound until no shorter mate exists, each step in `steps` when given. Each shorter mate
  // is looked for by a short search from `p` first, then along the last proof, and searched for
  // from `p` without a budget when neither settles it. The length found so far, and whether it
  // is proved the shortest.
  std::pair<int, bool> shrink(const position& p, int length, std::uint64_t spent,
                              std::vector<solve_step>* steps = nullptr) {
    int failed_looks = 0;  // the first looks in a row that found nothing
    while (length >= 2) {
      // A first look and the walk along the last proof often settle it without a search from
      // `p` that runs to its end.
      if (length >= 3) {
        const step_clock look = begin_step(solve_step::kind::shorter_first_look, length - 2);
        const detail::probe v =
            engine.search_within(p, length - 2, first_look_budget(spent, failed_looks));
        end_step(look, status_of(v), v.length, steps);
        if (v.dn == 0) break;
        if (v.pn == 0) {
          failed_looks = 0;
          length = v.length;
          continue;
        }
        failed_looks = std::min(failed_looks + 1, 32);
        if (engine.stopped()) return {length, false};
        const step_clock walk = begin_step(solve_step::kind::shorter_along_proof, length - 2);
        detail::proof_shortening shortening(engine, shortening_budget(spent));
        const std::optional<int> found = shortening.mate_within(p, length - 2);
        end_step(walk, found ? solve_status::proved : solve_status::unknown, found.value_or(0),
                 steps);
        if (found) {
          length = *found;
          continue;
        }
        if (engine.past_limits()) return {length, false};
      }
      const step_clock clock = begin_step(solve_step::kind::shorter_mate, length - 2);
      const detail::probe v = engine.search(p, length - 2);
      end_step(clock, status_of(v), v.length, steps);
      if (v.dn == 0) break;
      if (v.pn != 0) return {length, false};
      length = v.length;
    }
    return {length, true};
  }

  // The positions a main line put on the engine's search line (see engine::enter_line),
  // taken off again when it ends.
  class line_on_path {
   public:
    explicit line_on_path(detail::engine& e) noexcept : engine_(e) {}
    line_on_path(const line_on_path&) = delete;
    line_on_path& operator=(const line_on_path&) = delete;
    ~line_on_path() {
      for (; entered_ > 0; --entered_) engine_.leave_line();
    }
    void enter(const position& p) {
      engine_.enter_line(p);
      ++entered_;
    }
    void enter_after(const position& p, const move& d) {
      engine_.enter_line_after(p, d);
      ++entered_;
    }

   private:
    detail::engine& engine_;
    int entered_ = 0;
  };

  // The main line of a mate of exactly `plies` from `p` (either side to move); `tie_break`
  // chooses, among equally long defences, the one that leaves black the fewest pieces in hand.
  // When `plies` is not known to be the shortest, white's defences are weighed by the mate
  // lengths the table holds (`exact` false), which costs no search where they are known.
  // When it is (`exact`), each position of the line so far starts the searches that choose
  // the next move, as the proof's own path started them: the shortest mate of each is its
  // plies left, so no mate within fewer goes through a position it dominates, and the
  // disproofs that held on the proof's path hold again (bench/RESULTS.md).
  std::optional<std::vector<move>> line(position p, int plies, bool tie_break, bool exact = true) {
    if (tie_break) spares.clear();  // a new longest line (the lines of spare_pieces have none)
    std::vector<move> out;
    line_on_path on_path(engine);
    if (exact) on_path.enter(p);
    for (;;) {
      if (p.side_to_move() == color::black) {
        if (plies <= 0) return std::nullopt;
        auto chosen = mating_check(p, plies);
        if (!chosen) return std::nullopt;
        out.push_back(chosen->first);
        p.play(chosen->first);
        if (exact) on_path.enter(p);
        plies = chosen->second;
        continue;
      }
      const auto defence =
          exact ? longest_defence(p, plies, tie_break) : longest_known_defence(p, plies);
      if (!defence) return std::nullopt;
      if (defence->second < 0) break;  // mate
      if (exact) on_path.enter_after(p, defence->first);
      out.push_back(defence->first);
      p.play(defence->first);
      plies = defence->second;
    }
    return out;
  }

  // A check after which white is mated within plies - 1 (the shortest such mate the table
  // holds), and that mate's length.
  std::optional<std::pair<move, int>> mating_check(const position& p, int plies) {
    const shogi::move_list moves = p.legal_checks();
    if (auto known = known_mating_check(p, moves, plies)) return known;
    // The table gave the proof up. Each check is searched again within a few nodes (the
    // mating one is most often proved so), and again within twice as many until one is: one
    // check at a time without a limit, one that does not mate could take the whole time. (A
    // search of the node itself finds the node's own proof, which the table may keep while it
    // gave up its children's: the line then failed, bench/RESULTS.md.)
    for (std::uint64_t budget = detail::kRecheckBudget;; budget *= 2) {
      bool open = false;
      for (const move& m : moves) {
        const detail::probe v = engine.search_within(p.after(m), plies - 1, budget);
        if (engine.stopped()) return std::nullopt;
        if (v.pn == 0) return std::pair{m, v.length};
        open = open || v.dn != 0;
      }
      if (!open) return std::nullopt;  // every check disproved: the node had no such mate
    }
  }

  // The check among `moves` with the shortest mate within plies - 1 that the table holds.
  std::optional<std::pair<move, int>> known_mating_check(const position& p,
                                                         const shogi::move_list& moves,
                                                         int plies) const {
    std::optional<std::pair<move, int>> known;
    for (const move& m : moves)
      if (const detail::probe v = engine.look(p.after(m), plies - 1);
          v.pn == 0 && (!known || v.length < known->second))
        known = std::pair{m, v.length};
    return known;
  }

  // White's defences that count in `p`: every legal one, less the futile interpositions under
  // the tsume count; nullopt when a limit was hit.
  std::optional<std::vector<move>> counted_defences(const position& p) {
    std::vector<move> defences;
    for (const move& d : p.legal_moves()) {
      const auto futile = engine.futile(p, d);
      if (!futile) return std::nullopt;
      if (!*futile) defences.push_back(d);
    }
    return defences;
  }

  // White's defence with the longest mate the table knows (searched where it knows none),
  // and that length; a null move and -1 when white is mated. An interposition the search
  // proved futile is not counted, and only those it did not prove at all are tested for
  // futility again.
  std::optional<std::pair<move, int>> longest_known_defence(const position& p, int plies) {
    std::optional<std::pair<move, int>> longest;
    for (const move& d : p.legal_moves()) {
      detail::probe v = engine.look_after_defence(p, d, plies - 1);
      if (v.pn == 0 && v.futile) continue;
      if (v.pn != 0) {
        const auto futile = engine.futile(p, d);
        if (!futile) return std::nullopt;
        if (*futile) continue;
        v = engine.search(p.after(d), plies - 1);
        if (v.pn != 0) return std::nullopt;  // stopped (the table held a proof of the node)
      }
      if (!longest || v.length > longest->second) longest = std::pair{d, v.length};
    }
    if (!longest) return std::pair{move{}, -1};
    return longest;
  }

  // A position of a main line, and its plies left.
  using line_position = std::tuple<std::uint64_t, detail::hand_bits, int>;
  static line_position line_position_of(const position& p, int plies) {
    return {detail::board_key(p), detail::black_hand(p), plies};
  }
  // What spare_pieces found for each position of the lines it walked. The rest of a main line
  // is a main line of the position it starts from, so the tie-break at each of white's nodes of
  // the longest line, which walks the rest of the line the node's first defence starts, does
  // not walk it again and again (寿: 1,500 positions a node, for the futility tests on the way).
  std::map<line_position, int> spares;

  // The pieces black holds at the end of the main line of a mate of `plies` from `p`.
  std::optional<int> spare_pieces(const position& p, int plies) {
    if (const auto known = spares.find(line_position_of(p, plies)); known != spares.end())
      return known->second;
    const auto rest = line(p, plies, false);
    if (!rest) return std::nullopt;
    position end = p;
    for (const move& m : *rest) end.play(m);
    int spare = 0;
    for (piece_kind k : shogi::hand_order) spare += end.hand(color::black, k);
    position at = p;
    spares.emplace(line_position_of(at, plies), spare);
    for (const move& m : *rest) {
      at.play(m);
      spares.emplace(line_position_of(at, --plies), spare);
    }
    return spare;
  }

  // White's defence with the longest shortest mate (within plies - 1), and that length; a
  // null move and -1 when white is mated (with the tsume count: when every defence is a
  // futile interposition).
  std::optional<std::pair<move, int>> longest_defence(const position& p, int plies,
                                                      bool tie_break) {
    const shogi::move_list moves = p.legal_moves();
    if (moves.empty()) return std::pair{move{}, -1};
    // When `plies` is the node's shortest mate, the longest defences are those with no mate
    // within plies - 3: one bounded search each, where finding each one's own shortest mate
    // would take several. Those the table already knows to last come first: among equally
    // long defences the one that leaves black the fewest pieces in hand is white's best, and
    // none leaves fewer than none, so the others then need no search (each would be a proof
    // that no shorter mate follows it, as costly as the first). Only a defence that lasts is
    // tested for futility (a drop that does not last cannot be the longest either way, and a
    // futility test can cost as much as a proof). What the table knows is asked under the key
    // the search gave the position after the defence: under the tsume count a drop's position
    // is a node of its own, and the proof that no shorter mate exists often went by a drop.
    // The defences from `unknown` on need a search to show that they last (with fewer than
    // four plies every defence lasts).
    std::vector<move> order(moves.begin(), moves.end());
    auto unknown = order.end();
    if (plies - 3 >= 1)
      unknown = std::stable_partition(order.begin(), order.end(), [&](const move& d) {
        return engine.look_after_defence(p, d, plies - 3).dn == 0;
      });
    std::optional<std::pair<move, int>> fewest;  // the defence that leaves the fewest, how many
    for (auto at = order.begin(); at != order.end(); ++at) {
      const move& d = *at;
      if (at >= unknown) {
        const detail::probe v = engine.search(p.after(d), plies - 3);
        if (engine.stopped()) return std::nullopt;
        if (v.pn == 0) continue;
      }
      const auto futile = engine.futile(p, d);
      if (!futile) return std::nullopt;
      if (*futile) continue;
      if (!tie_break) return std::pair{d, plies - 1};
      const auto spare = spare_pieces(p.after(d), plies - 1);
      if (!spare) return std::nullopt;
      if (!fewest || *spare < fewest->second) fewest = std::pair{d, *spare};
      if (*spare == 0) break;
    }
    if (fewest) return std::pair{fewest->first, plies - 1};
    // `plies` was not the shortest, or every defence is a futile interposition (white is
    // mated): every defence that counts is measured.
    const auto counted = counted_defences(p);
    if (!counted) return std::nullopt;
    const std::vector<move>& defences = *counted;
    if (defences.empty()) return std::pair{move{}, -1};
    int longest = -1;
    std::vector<move> candidates;
    for (const move& d : defences) {
      const auto s = shortest(p.after(d), plies - 1);
      if (!s) return std::nullopt;
      if (*s > longest) {
        longest = *s;
        candidates.assign(1, d);
      } else if (*s == longest) {
        candidates.push_back(d);
      }
    }
    if (longest < 0) return std::nullopt;
    move defence = candidates.front();
    if (tie_break && candidates.size() > 1) {
      int least = 1000;
      for (const move& d : candidates) {
        const auto spare = spare_pieces(p.after(d), longest);
        if (!spare) return std::nullopt;
        if (*spare < least) {
          least = *spare;
          defence = d;
        }
      }
    }
    return std::pair{defence, longest};
  }
};

solver::solver(const solve_options& options) : impl_(std::make_unique<impl>(options)) {}
solver::~solver() = default;

std::uint64_t solver::nodes() const noexcept {
  return impl_->engine.nodes();
}
bool solver::stopped() const noexcept {
  return impl_->engine.stopped();
}
void solver::restart_limits() noexcept {
  impl_->engine.restart_limits();
}
void solver::set_time_limit(std::chrono::duration<double> limit) noexcept {
  impl_->engine.set_time_limit(limit);
}
void solver::set_shortest(bool shortest) noexcept {
  impl_->engine.set_shortest(shortest);
}
int solver::hashfull() const noexcept {
  return impl_->engine.hashfull();
}

std::optional<bool> solver::mates_within(const position& p, int plies) {
  const detail::probe v = impl_->engine.search(with_remaining_pieces_to_white(p), plies);
  if (v.pn == 0) return true;
  if (v.dn == 0) return false;
  return std::nullopt;
}

std::optional<int> solver::shortest_mate(const position& p, int plies) {
  return impl_->shortest(with_remaining_pieces_to_white(p), plies > 0 ? plies : detail::kUnlimited);
}

std::optional<bool> solver::futile_interposition(const position& p, const move& d) {
  return impl_->engine.futile(with_remaining_pieces_to_white(p), d);
}

std::optional<bool> solver::mated(const position& p) {
  return impl_->engine.mated(with_remaining_pieces_to_white(p));
}

std::vector<move> solver::main_line(const position& p, int plies) {
  auto l = impl_->line(with_remaining_pieces_to_white(p), plies, true);
  return l ? std::move(*l) : std::vector<move>{};
}

namespace {

// Why `p` is not a tsume problem; nothing when it is one.
diagnostic_list problem_errors(const position& p) {
  diagnostic_list out;
  const auto add = [&](std::string message) {
    out.push_back(
        {diagnostic_code::tsume_not_a_problem, severity::error, 0, 0, 0, std::move(message)});
  };
  if (p.side_to_move() != color::black) add("the attacker (black, b in SFEN) must be to move");
  if (!p.king_square(color::white)) add("white (the defender) has no king");
  for (const auto& d : p.validate())
    if (d.level == severity::error) add(d.message);
  return out;
}

// Seven eighths of the time and nodes that `whole` leaves from now: the part a step takes when
// the step after it must keep the rest.
detail::engine::budget seven_eighths_of_what_is_left(const detail::engine::budget& whole,
                                                     std::uint64_t nodes) {
  detail::engine::budget part = whole;
  const auto now = std::chrono::steady_clock::now();
  if (whole.deadline) part.deadline = now + (*whole.deadline - now) * 7 / 8;
  if (whole.node_limit != 0)
    part.node_limit = nodes + (whole.node_limit - std::min(whole.node_limit, nodes)) * 7 / 8;
  return part;
}

}  // namespace

std::string to_string(const solve_step& step) {
  const auto within = [&step] {
    return "a mate within " +
           kifu::detail::counted(static_cast<std::size_t>(step.bound), "ply", "plies");
  };
  std::string out;
  switch (step.what) {
    case solve_step::kind::any_mate:
      out = "a mate of any length";
      break;
    case solve_step::kind::shorter_mate:
      out = within();
      break;
    case solve_step::kind::shorter_along_proof:
      out = within() + " along the last proof";
      break;
    case solve_step::kind::longest_line:
      out = "the main line with white's longest resistance";
      break;
    case solve_step::kind::table_line:
      out = "a main line from the table";
      break;
    case solve_step::kind::shorter_first_look:
      out = "a first look for " + within();
      break;
  }
  switch (step.status) {
    case solve_status::proved:
      out += ": " + kifu::detail::counted(static_cast<std::size_t>(step.length), "ply", "plies");
      break;
    case solve_status::disproved:
      out += ": none";
      break;
    case solve_status::unknown:
    case solve_status::invalid:
      out += step.what == solve_step::kind::shorter_along_proof ||
                     step.what == solve_step::kind::shorter_first_look
                 ? ": not found"
                 : ": stopped by a limit";
      break;
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, ", %.2f s)", step.elapsed.count());
  return out + " (" + kifu::detail::counted(step.nodes, "position", "positions") + seconds;
}

std::string_view to_string(solve_shortfall s) noexcept {
  switch (s) {
    case solve_shortfall::none:
      return "";
    case solve_shortfall::search:
      return "a limit was reached before a mate or its absence was proved";
    case solve_shortfall::shortest:
      return "a limit was reached before the mate was proved to be the shortest";
    case solve_shortfall::longest_defence:
      return "a limit was reached while writing white's longest resistance: the line's defences "
             "are the longest the search measured, which need not be white's best";
    case solve_shortfall::main_line:
      return "a limit was reached while writing the main line";
    case solve_shortfall::shorter_line:
      return "a limit was reached while writing the main line of a shorter mate; the line and "
             "length given are the first mate's";
  }
  return "";
}

solve_result solver::solve(const position& start) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::uint64_t n0 = nodes();
  solve_result r;
  const auto finish = [&] {
    r.nodes = nodes() - n0;
    r.elapsed = std::chrono::steady_clock::now() - t0;
    return r;
  };
  if (r.diagnostics = problem_errors(start); !r.diagnostics.empty()) {
    r.status = solve_status::invalid;
    return finish();
  }
  const position p = with_remaining_pieces_to_white(start);
  restart_limits();
  const auto first = impl_->begin_step(solve_step::kind::any_mate);
  detail::probe v = impl_->engine.search(p, detail::kUnlimited);
  impl_->end_step(first, impl::status_of(v), v.length, &r.steps);
  if (v.dn == 0) {
    r.status = solve_status::disproved;
    return finish();
  }
  if (v.pn != 0) {
    r.shortfall = solve_shortfall::search;
    return finish();
  }
  int length = v.length;
  r.status = solve_status::proved;
  r.length = length;
  // The line of the first proof, read from the table while it holds that proof whole: the
  // answer when nothing better is found in time. A first mate measured again is often shorter
  // than the length the search stored, and its line as long as the mate; the walk gives up
  // past a quarter of the first search's positions, and the first line stays (bench/RESULTS.md).
  const bool first_only = !impl_->engine.options().shortest;
  std::optional<std::vector<move>> table_line =
      impl_->first_line_step(&r.steps, p, length, first_only ? r.steps.front().nodes / 4 + 1 : 0);
  r.length = length;
  if (!table_line) {  // the limit hit during the line: the mate is proved, its line needs time
    r.shortfall = solve_shortfall::main_line;
    return finish();
  }
  r.main_line = std::move(*table_line);
  if (first_only) return finish();
  // An eighth of the time and nodes left is kept for the main line: it tests for futility only
  // the defences that last, and seldom needs more (bench/RESULTS.md).
  const detail::engine::budget whole = impl_->engine.limits();
  impl_->engine.set_limits(seven_eighths_of_what_is_left(whole, nodes()));
  const auto [shortest, proved] = impl_->shrink(p, length, nodes() - n0, &r.steps);
  impl_->engine.set_limits(whole);
  if (proved) {
    // The shortest mate gets white's longest resistance; without the time for it, the line
    // is read from the table, and failing that it stays the first proof's when that is as
    // short (a longer line would not be this mate's). The line read from the table may need
    // a search where the table gave a proof up: an eighth of what is left waits for it.
    r.length = shortest;
    r.shortest = true;
    impl_->engine.set_limits(seven_eighths_of_what_is_left(whole, nodes()));
    auto longest =
        impl_->line_step(solve_step::kind::longest_line, &r.steps, p, shortest, true, true);
    impl_->engine.set_limits(whole);
    if (longest) {
      r.main_line = std::move(*longest);
      return finish();
    }
    r.shortfall = solve_shortfall::longest_defence;
    if (auto l =
            impl_->line_step(solve_step::kind::table_line, &r.steps, p, shortest, false, false)) {
      r.main_line = std::move(*l);
    } else if (shortest < length) {
      r.main_line.clear();
      r.shortfall = solve_shortfall::main_line;
    }
    return finish();
  }
  r.shortfall = solve_shortfall::shortest;
  if (shortest < length) {  // a shorter mate: its line from the table, if it can be read
    if (auto l =
            impl_->line_step(solve_step::kind::table_line, &r.steps, p, shortest, false, false)) {
      r.length = shortest;
      r.main_line = std::move(*l);
    } else {
      r.shortfall = solve_shortfall::shorter_line;
    }
  }
  return finish();
}

solve_result solve(const position& start, const solve_options& options) {
  if (auto why = problem_errors(start); !why.empty()) {  // before the table is made
    solve_result r;
    r.status = solve_status::invalid;
    r.diagnostics = std::move(why);
    return r;
  }
  solver s(options);
  return s.solve(start);
}

position with_remaining_pieces_to_white(const position& p) noexcept {
  position out = p;
  std::array<int, 9> left = shogi::piece_set_count;
  for (std::uint8_t f = 1; f <= 9; ++f)
    for (std::uint8_t r = 1; r <= 9; ++r) {
      const auto pc = p.at({f, r});
      if (pc.kind != piece_kind::none) --left[static_cast<int>(shogi::unpromoted(pc.kind))];
    }
  for (piece_kind k : shogi::hand_order) {
    const int i = static_cast<int>(k);
    left[i] -= p.hand(color::black, k);
    out.set_hand(color::white, k, std::max(left[i], 0));
  }
  return out;
}

}  // namespace kifu::inline v0::tsume
