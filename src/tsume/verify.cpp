// The 完全性 verifier: walks the recorded solution and asks the solver, at each attacker move,
// whether another check also mates in time (余詰), and at each defence, whether another one
// escapes (不詰) or resists longer (変長); plus the shortest mate from the start (早詰).
#include "kifu/tsume/verify.hpp"

#include <chrono>

#include "kifu/shogi/notation.hpp"
#include "tsume/solver_engine.hpp"

namespace kifu::inline v0::tsume {

using shogi::color;
using shogi::move;
using shogi::position;

std::string_view to_string(finding_kind k) noexcept {
  switch (k) {
    case finding_kind::not_mate:
      return "not-mate";
    case finding_kind::no_mate:
      return "no-mate";
    case finding_kind::escape:
      return "escape";
    case finding_kind::shorter:
      return "shorter";
    case finding_kind::dual:
      return "dual";
    case finding_kind::dual_last_move:
      return "dual-last-move";
    case finding_kind::longer_defence:
      return "longer-defence";
    case finding_kind::missed_mate:
      return "missed-mate";
    case finding_kind::no_check:
      return "no-check";
  }
  return "?";
}

namespace {

finding make_finding(finding_kind kind, int ply, std::vector<move> line, const position& from,
                     int length) {
  finding f;
  f.kind = kind;
  f.ply = ply;
  f.text = line.empty() ? std::string() : shogi::to_tsume(line, from);
  f.line = std::move(line);
  f.length = length;
  return f;
}

// `first` followed by the main line of a mate of `plies` from the position after it.
std::vector<move> line_after(solver& s, const position& p, const move& first, int plies) {
  std::vector<move> out{first};
  if (plies > 0) {
    const auto rest = s.main_line(p.after(first), plies);
    out.insert(out.end(), rest.begin(), rest.end());
  }
  return out;
}

}  // namespace

verification verify(const position& start, const std::vector<move>& solution,
                    const solve_options& options) {
  const auto t0 = std::chrono::steady_clock::now();
  solver s(options);
  verification v;
  std::optional<finding> no_check;  // the record's first quiet attacker move: the last finding
  const auto finish = [&](std::optional<tbase::completeness> verdict) {
    if (no_check) v.findings.push_back(*no_check);
    v.verdict = s.stopped() ? std::nullopt : verdict;
    v.nodes = s.nodes();
    v.elapsed = std::chrono::steady_clock::now() - t0;
    return v;
  };
  const position p = with_remaining_pieces_to_white(start);
  // The record's line is walked up to its first attacker move that gives no check: after it
  // the line is no tsume, and its defences would all look like escapes.
  int n = static_cast<int>(solution.size());
  position end = p;
  for (int i = 0; i < n; ++i) {
    const bool attacker = end.side_to_move() == color::black;
    const position before = end;
    end.play(solution[static_cast<std::size_t>(i)]);
    if (attacker && !end.in_check()) {
      no_check = make_finding(finding_kind::no_check, i + 1,
                              {solution[static_cast<std::size_t>(i)]}, before, 0);
      n = i;
      end = before;
      break;
    }
  }
  const auto mated = s.mated(end);
  if (!mated) return finish(std::nullopt);
  const bool ends_in_mate = *mated;
  if (!ends_in_mate && !no_check)
    v.findings.push_back(make_finding(finding_kind::not_mate, n, {}, end, 0));

  const auto shortest = s.shortest_mate(p, 0);
  if (!shortest) return finish(std::nullopt);
  v.shortest = *shortest;
  if (*shortest < 0) {
    v.findings.push_back(make_finding(finding_kind::no_mate, 0, {}, p, 0));
    return finish(tbase::completeness::no_mate);
  }
  bool dual = false, escape = !ends_in_mate, longer = false;
  if (*shortest < n) {
    dual = true;
    v.findings.push_back(
        make_finding(finding_kind::shorter, 1, s.main_line(p, *shortest), p, *shortest));
  }
  position q = p;
  for (int i = 0; i < n && !s.stopped(); ++i) {
    const int rest = n - i;  // plies of the record from here, this move included
    if (q.side_to_move() == color::black) {
      for (const move& m : q.legal_checks()) {
        if (m == solution[static_cast<std::size_t>(i)]) continue;
        const auto mates = s.mates_within(q.after(m), rest - 1);
        if (!mates) break;
        if (!*mates) continue;
        const auto length = s.shortest_mate(q.after(m), rest - 1);
        if (!length) break;
        // The convention tolerates another mate on the last move beside a recorded one that
        // mates; beside one that does not, it is the mate the record misses.
        const bool last = rest == 1;
        const finding_kind kind = !last          ? finding_kind::dual
                                  : ends_in_mate ? finding_kind::dual_last_move
                                                 : finding_kind::missed_mate;
        dual = dual || !last;
        v.findings.push_back(
            make_finding(kind, i + 1, line_after(s, q, m, *length), q, *length + 1));
      }
    } else {
      for (const move& d : q.legal_moves()) {
        if (d == solution[static_cast<std::size_t>(i)]) continue;
        const auto mates = s.mates_within(q.after(d), rest - 1);
        if (!mates) break;
        if (*mates) continue;
        // Only a defence that lasts is tested for futility (a test can cost as much as a proof).
        const auto futile = s.futile_interposition(q, d);  // not counted, no escape
        if (!futile) break;
        if (*futile) continue;
        const auto length = s.shortest_mate(q.after(d), 0);
        if (!length) break;
        if (*length < 0) {
          escape = true;
          v.findings.push_back(make_finding(finding_kind::escape, i + 1, {d}, q, 0));
        } else {
          longer = true;
          v.findings.push_back(make_finding(finding_kind::longer_defence, i + 1,
                                            line_after(s, q, d, *length), q, *length + 1));
        }
      }
    }
    q.play(solution[static_cast<std::size_t>(i)]);
  }
  if (escape)
    return finish(dual ? tbase::completeness::no_mate_and_dual : tbase::completeness::no_mate);
  if (dual) return finish(tbase::completeness::dual_or_shorter);
  if (longer) return finish(tbase::completeness::length_variation);
  return finish(tbase::completeness::complete);
}

}  // namespace kifu::inline v0::tsume
