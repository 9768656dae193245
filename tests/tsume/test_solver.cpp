// The tsume solver and verifier on problems built for each rule: short mates checked against a
// brute-force search, interpositions, 打ち歩詰め, repetitions, limits, and the 完全性 findings.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <optional>
#include <random>
#include <sstream>
#include <thread>

#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tsume/solver.hpp"
#include "kifu/tsume/verify.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::shogi;

namespace {

position sfen(const char* text) {
  const auto p = parse_sfen(text);
  REQUIRE(p.ok());
  return *p;
}

std::vector<move> usi_line(const position& start, const std::string& text) {
  std::istringstream in(text);
  std::vector<move> out;
  position p = tsume::with_remaining_pieces_to_white(start);
  for (std::string word; in >> word;) {
    const auto m = parse_usi_move(word, p);
    REQUIRE(m.ok());
    out.push_back(*m);
    p.play(*m);
  }
  return out;
}

std::string usi_text(const std::vector<move>& line) {
  std::string out;
  for (const auto& m : line) out += (out.empty() ? "" : " ") + to_usi(m);
  return out;
}

tsume::solve_options small() {
  tsume::solve_options o;
  o.memory_mb = 4;
  return o;
}

// The books' count with a table of `memory_mb` and a node limit.
tsume::solve_options books_count(std::size_t memory_mb, std::uint64_t node_limit) {
  tsume::solve_options o;
  o.count = tsume::mate_count::tsume;
  o.memory_mb = memory_mb;
  o.node_limit = node_limit;
  return o;
}

// The strict count (the default) with a table of `memory_mb` and a node limit.
tsume::solve_options strict_count(std::size_t memory_mb, std::uint64_t node_limit) {
  tsume::solve_options o;
  o.memory_mb = memory_mb;
  o.node_limit = node_limit;
  return o;
}

// The first mate from `p` by the books' count, not shortened, with a table of `memory_mb` and
// a node limit.
tsume::solve_result first_mate(const position& p, std::size_t memory_mb, std::uint64_t node_limit) {
  auto o = books_count(memory_mb, node_limit);
  o.shortest = false;
  return tsume::solve(p, o);
}

// `line` followed by the solver's main line from the position after it.
std::vector<move> completed(const position& start, std::vector<move> line) {
  position p = tsume::with_remaining_pieces_to_white(start);
  for (const auto& m : line) p.play(m);
  const auto rest = tsume::solve(p, small());
  line.insert(line.end(), rest.main_line.begin(), rest.main_line.end());
  return line;
}

// Brute force: black mates within `plies` (every check, every defence).
bool mates_within(const position& p, int plies) {
  for (const move& m : p.legal_moves()) {
    const position c = p.after(m);
    if (!c.in_check()) continue;
    const move_list defences = c.legal_moves();
    if (defences.empty()) return true;
    if (plies < 3) continue;
    bool all = true;
    for (const move& d : defences)
      if (!mates_within(c.after(d), plies - 2)) {
        all = false;
        break;
      }
    if (all) return true;
  }
  return false;
}

// `line` replayed from `p` (black to move, white holding the rest): legal moves, black
// checking every time. The position at its end, or nullopt.
std::optional<position> checking_line_end(position p, const std::vector<move>& line) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!p.is_legal(line[i])) return std::nullopt;
    p.play(line[i]);
    if (i % 2 == 0 && !p.in_check()) return std::nullopt;
  }
  return p;
}

// The main line replayed: legal moves, black checks every time, and mate at the end.
bool is_mating_line(const position& start, const std::vector<move>& line) {
  const auto end = checking_line_end(tsume::with_remaining_pieces_to_white(start), line);
  return end && end->is_checkmate();
}

// `r` proves from `start` the shortest mate of `length` plies, with its whole main line.
void check_proved_shortest(const position& start, const tsume::solve_result& r, int length) {
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == length);
  CHECK(r.shortfall == tsume::solve_shortfall::none);
  CHECK(r.main_line.size() == static_cast<std::size_t>(length));
  CHECK(checking_line_end(tsume::with_remaining_pieces_to_white(start), r.main_line));
}

}  // namespace

TEST_CASE("a mate in one is proved with its move") {
  const auto r = tsume::solve(sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1"), small());
  CHECK(r.status == tsume::solve_status::proved);
  CHECK(r.length == 1);
  CHECK(r.shortest);
  CHECK(usi_text(r.main_line) == "G*5b");
}

TEST_CASE("mates in three and five plies") {
  const auto three = tsume::solve(sfen("6k2/5s3/5R3/5R3/9/9/9/9/9 b S 1"), small());
  CHECK(three.status == tsume::solve_status::proved);
  CHECK(usi_text(three.main_line) == "4c4b+ 3a2a S*1b");
  const auto five = tsume::solve(sfen("5+B3/7k1/9/7G1/9/9/9/9/9 b L 1"), small());
  CHECK(five.length == 5);
  CHECK(is_mating_line(sfen("5+B3/7k1/9/7G1/9/9/9/9/9 b L 1"), five.main_line));
}

TEST_CASE("a mate whose defence is an interposition, answered by a capture") {
  const position p = sfen("7k1/5R3/5L3/9/9/9/9/9/9 b 2B 1");
  const auto r = tsume::solve(p, small());
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.length == 5);
  CHECK(usi_text(r.main_line) == "B*1b 2a1a B*3c R*2b 3c2b+");
  CHECK(r.main_line[3].is_drop());
}

TEST_CASE("among equally long defences the main line takes the one that leaves black no piece") {
  // Found by solving random positions: at ply 2 white has two defences with mates equally
  // long; after `other` black mates with pieces to spare, after `taken` with none.
  struct tie {
    const char* problem;
    const char* taken;
    const char* other;
  };
  const tie ties[] = {
      {"9/6k2/7LR/9/9/8B/9/9/9 b GN 1", "3b4a", "3b3a"},
      {"7k1/4+R1s2/8B/9/4P4/9/9/9/9 b SR 1", "2a1a", "2a3a"},
      {"9/9/1k7/3G5/G8/2S6/9/9/9 b SR 1", "8c8b", "8c9b"},
  };
  const auto spare_after = [](position p, const std::vector<move>& line) {
    for (const move& m : line) p.play(m);
    int spare = 0;
    for (piece_kind k : hand_order) spare += p.hand(color::black, k);
    return spare;
  };
  for (const tie& t : ties) {
    INFO(t.problem);
    const position problem = tsume::with_remaining_pieces_to_white(sfen(t.problem));
    const auto r = tsume::solve(problem, small());
    REQUIRE(r.shortest);
    REQUIRE(r.main_line.size() >= 3);
    CHECK(to_usi(r.main_line[1]) == t.taken);
    CHECK(spare_after(problem, r.main_line) == 0);
    // The other defence lasts as long, and its line leaves black a piece at least.
    position other = problem.after(r.main_line[0]);
    const auto m = parse_usi_move(t.other, other);
    REQUIRE(m.ok());
    other.play(*m);
    tsume::solver s(small());
    const auto length = s.shortest_mate(other);
    REQUIRE(length);
    CHECK(*length == r.length - 2);
    CHECK(spare_after(other, s.main_line(other, *length)) > 0);
  }
}

TEST_CASE("打ち歩詰め: a pawn drop that would mate is not a solution") {
  // King on 1a, gold on 2c (guards 1b and 2b), knight on 3c (guards 2a): P*1b would mate.
  const position trap = tsume::with_remaining_pieces_to_white(sfen("8k/9/6NG1/9/9/9/9/9/9 b P 1"));
  REQUIRE_FALSE(trap.is_legal(move::drop({1, 2}, piece_kind::pawn)));
  position mated = trap;
  mated.set({1, 2}, {color::black, piece_kind::pawn});
  mated.set_side_to_move(color::white);
  REQUIRE(mated.is_checkmate());  // the drop would mate
  const auto r = tsume::solve(trap, small());
  CHECK(r.status == tsume::solve_status::disproved);
}

TEST_CASE("endless checks (千日手) are no mate") {
  const auto r = tsume::solve(sfen("8k/9/9/9/9/9/9/9/4+R4 b - 1"), small());
  CHECK(r.status == tsume::solve_status::disproved);
  const auto bare = tsume::solve(sfen("4k4/9/9/9/9/9/9/9/9 b 2G 1"), small());
  CHECK(bare.status == tsume::solve_status::disproved);
}

TEST_CASE("a problem without mate is disproved within a bounded number of nodes") {
  // About 150,000 nodes to the disproof; a search whose numbers stop growing (two hands of one
  // board feeding each other's) would run into the limit instead.
  const auto o = strict_count(64, 1'000'000);
  const auto r = tsume::solve(sfen("8l/6g1k/9/5+R3/4B4/9/9/9/9 b GP 1"), o);
  CHECK(r.status == tsume::solve_status::disproved);
  CHECK(r.nodes < 400'000);
}

TEST_CASE("a disproof that no bound cut holds at any length; one that a bound cut does not") {
  // Black's only check P*5b is taken (by the king or a gold), and black is left with nothing:
  // no mate within 9 plies, and none at all, which the second question finds in the table.
  tsume::solver s(small());
  const position bare = sfen("3gkg3/3g1g3/9/9/9/9/9/9/9 b P 1");
  CHECK(s.mates_within(bare, 9) == false);
  const std::uint64_t nodes = s.nodes();
  CHECK(s.mates_within(bare, 99) == false);
  CHECK(s.nodes() == nodes);
  // A mate of 15 plies by the strict count: none within 13, where the bound cut every line,
  // and that answer does not stand for 15.
  const position far = sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1");
  CHECK(s.mates_within(far, 13) == false);
  CHECK(s.mates_within(far, 15) == true);
}

TEST_CASE("a disproof that relied on a repetition is not reused from another path") {
  // 将棋無双 第69番 (tests/data/tsume/classics) after 24 plies of the book's line: R*2a mates in
  // 7. A search that reused repetition-based disproofs across paths called it no mate.
  const auto r =
      tsume::solve(sfen("3Sg4/9/5l1k1/4p4/9/1s5Pp/lp4P2/1B7/3G2N2 b Rrb2g2s3n2l13p 1"), small());
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.length == 7);
  CHECK(to_usi(r.main_line.front()) == "R*2a");
}

TEST_CASE("short mates agree with a brute-force search on random positions") {
  std::mt19937 rng(42);
  constexpr std::array kinds = {piece_kind::pawn,    piece_kind::lance,  piece_kind::knight,
                                piece_kind::silver,  piece_kind::gold,   piece_kind::bishop,
                                piece_kind::rook,    piece_kind::dragon, piece_kind::horse,
                                piece_kind::pro_pawn};
  int checked = 0, mates = 0;
  for (int t = 0; t < 160; ++t) {
    position p;
    p.set({static_cast<std::uint8_t>(1 + rng() % 3), static_cast<std::uint8_t>(1 + rng() % 3)},
          {color::white, piece_kind::king});
    const int black = static_cast<int>(rng() % 4), white = static_cast<int>(rng() % 3);
    for (int i = 0; i < black + white; ++i) {
      const square s{static_cast<std::uint8_t>(1 + rng() % 5),
                     static_cast<std::uint8_t>(1 + rng() % 5)};
      const piece_kind k = kinds[rng() % kinds.size()];
      if (p.at(s).kind == piece_kind::none) p.set(s, {i < black ? color::black : color::white, k});
    }
    for (int i = static_cast<int>(rng() % 3); i > 0; --i) {
      const piece_kind k = kinds[rng() % 7];
      p.set_hand(color::black, k, p.hand(color::black, k) + 1);
    }
    p = tsume::with_remaining_pieces_to_white(p);
    if (!p.validate().empty()) continue;
    ++checked;
    int expected = -1;
    for (int n = 1; n <= 5 && expected < 0; n += 2)
      if (mates_within(p, n)) expected = n;
    tsume::solver s(small());
    const auto got = s.shortest_mate(p, 5);
    REQUIRE(got);
    INFO(to_sfen(p));
    CHECK(*got == expected);
    if (expected > 0) {
      ++mates;
      CHECK(is_mating_line(p, s.main_line(p, expected)));
    }
  }
  CHECK(checked > 60);
  CHECK(mates > 3);
}

TEST_CASE("a white node two plies from the bound is answered without a child searched") {
  // White to move, black holding one gold: after any king move black has no mate in one. The
  // node is disproved at its expansion, one position, where it used to search a child.
  tsume::solver refuted(small());
  CHECK(refuted.mates_within(sfen("8k/9/9/9/9/9/9/9/9 w G 1"), 2) == false);
  CHECK(refuted.nodes() == 1);
  // Thirteen plies into the strict count's 15-ply mate of the rook from afar: every defence,
  // a drop on 2a or another interposition, is met by a mate in one, so nothing refutes the node.
  const position start = sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1");
  position p = tsume::with_remaining_pieces_to_white(start);
  for (const move& m : usi_line(start,
                                "9i9a+ P*8a 9a8a P*7a 8a7a P*6a 7a6a P*5a 6a5a P*4a "
                                "5a4a P*3a 4a3a"))
    p.play(m);
  tsume::solver mated(small());
  CHECK(mated.mates_within(p, 2) == true);
  CHECK(mated.mates_within(p, 1) == false);
}

TEST_CASE("a check three plies from the bound is disproved as it is weighed") {
  // Black to move with a gold in hand: white's king takes the gold after each of its three
  // checks, and black has nothing left. The node counts each check's evasions, and finds the
  // refuting one among them: one position, where each check's node used to be searched.
  tsume::solver refuted(small());
  CHECK(refuted.mates_within(sfen("8k/9/9/9/9/9/9/9/9 b G 1"), 3) == false);
  CHECK(refuted.nodes() == 1);
  // Where one check mates at once, the node is proved: the gold on 1b, the knight guarding it.
  tsume::solver mated(small());
  CHECK(mated.mates_within(sfen("8k/9/9/7N1/9/9/9/9/9 b G 1"), 3) == true);
}

TEST_CASE("a check after which white can leave black no check is disproved as it is weighed") {
  // Black to move with a gold in hand, seven plies to go: after each of the gold's three checks
  // the king takes it, and black has no check left. The node disproves every check as it
  // weighs it: one position, where searching each check's node would take four. No bound cut
  // the disproof, so it holds at any length: the search within 99 plies reads it.
  tsume::solver refuted(small());
  CHECK(refuted.mates_within(sfen("8k/9/9/9/9/9/9/9/9 b G 1"), 7) == false);
  CHECK(refuted.nodes() == 1);
  CHECK(refuted.mates_within(sfen("8k/9/9/9/9/9/9/9/9 b G 1"), 99) == false);
  CHECK(refuted.nodes() == 1);
  // With a knight guarding 1b, the gold's drop there mates, and the search finds it.
  tsume::solver mated(small());
  CHECK(mated.mates_within(sfen("8k/9/9/7N1/9/9/9/9/9 b G 1"), 7) == true);
}

TEST_CASE("limits and cancellation give unknown") {
  const position p = sfen("9/1kg6/1p7/3+R5/P+b1g5/2b6/9/9/9 b G2SN 1");
  auto o = small();
  o.node_limit = 50;
  const auto limited = tsume::solve(p, o);
  CHECK(limited.status == tsume::solve_status::unknown);
  CHECK(limited.shortfall == tsume::solve_shortfall::search);
  std::atomic<bool> stop{true};
  auto c = small();
  c.stop = &stop;
  CHECK(tsume::solve(p, c).status == tsume::solve_status::unknown);
}

TEST_CASE("a search reports its progress while it runs, and a solver's table serves again") {
  // 将棋図巧 第1番: about two million nodes, seconds of search, cut at 50,000 nodes.
  const position p = sfen("1pG1B4/Gs+P6/pP7/n1ls5/3k5/nL4+r1b/1+p1p+R4/1S7/2N6 b SP2gn2l11p 1");
  auto o = small();
  o.node_limit = 50'000;
  o.progress_interval = std::chrono::milliseconds(1);
  std::vector<tsume::solve_progress> seen;
  o.on_progress = [&seen](const tsume::solve_progress& s) { seen.push_back(s); };
  tsume::solver s(o);
  CHECK(s.solve(p).status == tsume::solve_status::unknown);
  REQUIRE(seen.size() >= 2);
  for (std::size_t i = 1; i < seen.size(); ++i) {
    CHECK(seen[i].nodes >= seen[i - 1].nodes);
    CHECK(seen[i].elapsed >= seen[i - 1].elapsed);
  }
  CHECK(seen.back().nodes <= 50'000);
  CHECK(seen.back().hashfull > 0);
  CHECK(s.hashfull() >= seen.back().hashfull);
  // The same solver, without the shortest asked, proves a mate in one at once.
  s.set_shortest(false);
  s.set_time_limit(std::chrono::seconds(10));
  const auto one = s.solve(sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1"));
  CHECK(one.status == tsume::solve_status::proved);
  CHECK(one.length == 1);
  // A limit of centuries, beyond what the clock counts, is no limit (it overflowed into one
  // already past).
  s.set_shortest(true);
  s.set_time_limit(std::chrono::duration<double>(1e15));
  const auto forever = s.solve(sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1"));
  CHECK(forever.status == tsume::solve_status::proved);
  CHECK(forever.length == 15);
}

TEST_CASE("a limit reached while shortening a mate still gives its main line") {
  // The first proof (29 plies) takes about 17,000 nodes here; an eighth of the nodes left after
  // it is kept for the main line, which is read from the mate lengths in the table. The
  // shortest mate is 13 plies (a brute-force search finds none within 11). With too few nodes
  // for the searches that shorten the mate, the length is not proved the shortest: it must
  // still be a length proved, never less than 13, even when the table line, whose defences need
  // not be white's best, is shorter. The first limit leaves those searches a quarter of the
  // nodes they take in a whole solve, the others half of them, all, and four times the whole
  // solve's nodes.
  const position p = sfen("9/6k2/9/4+P1+B2/5+R1+b1/9/9/9/9 b N 1");
  const auto whole = tsume::solve(p, small());
  REQUIRE(whole.shortest);
  REQUIRE(whole.steps.front().what == tsume::solve_step::kind::any_mate);
  std::uint64_t shortening = 0;
  for (const auto& step : whole.steps)
    if (step.what == tsume::solve_step::kind::shorter_mate) shortening += step.nodes;
  const std::uint64_t first = whole.steps.front().nodes;
  const std::uint64_t too_few = first + shortening / 4, plenty = whole.nodes * 4;
  for (std::uint64_t limit : {too_few, first + shortening / 2, first + shortening, plenty}) {
    INFO("node limit " << limit);
    auto o = small();
    o.node_limit = limit;
    const auto r = tsume::solve(p, o);
    REQUIRE(r.status == tsume::solve_status::proved);
    REQUIRE_FALSE(r.main_line.empty());
    CHECK(is_mating_line(p, r.main_line));
    CHECK(r.length >= 13);
    CHECK(r.main_line.size() <= static_cast<std::size_t>(r.length));
    if (r.shortest) CHECK(r.length == 13);
    if (r.shortest && r.shortfall == tsume::solve_shortfall::none) CHECK(r.main_line.size() == 13);
    if (limit == too_few) CHECK_FALSE(r.shortest);
    if (limit == plenty) CHECK(r.shortest);
  }
}

TEST_CASE("a position that is not a tsume problem is refused with a reason") {
  const auto r = tsume::solve(sfen("9/9/9/9/9/9/9/9/9 b G 1"), small());
  CHECK(r.status == tsume::solve_status::invalid);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == kifu::diagnostic_code::tsume_not_a_problem);
  CHECK(r.diagnostics[0].message == "white (the defender) has no king");
  CHECK_FALSE(parse_sfen("4k4/9/4P4/9/9/9/9/9 b G 1").ok());  // eight ranks
}

TEST_CASE("the verifier finds 余詰 at the first move") {
  const position p = sfen("8k/9/8S/9/9/9/9/9/9 b RL 1");
  const auto v = tsume::verify(p, usi_line(p, "R*1b 1a2a 1b2b+"), small());
  REQUIRE(v.verdict);
  CHECK(*v.verdict == tbase::completeness::dual_or_shorter);
  REQUIRE_FALSE(v.findings.empty());
  CHECK(v.findings.front().kind == tsume::finding_kind::dual);
  CHECK(v.findings.front().ply == 1);
  CHECK(v.findings.front().length == 3);
}

TEST_CASE("the verifier finds 余詰 at move seven") {
  const position p = sfen("5B3/8k/9/4g4/6+p2/9/9/9/9 b BL 1");
  const auto v =
      tsume::verify(p, usi_line(p, "B*2c 1b1c 2c1d+ 1c2b 1d2c 2b1a L*1b 1a2a 4a3b+"), small());
  REQUIRE(v.verdict);
  CHECK(*v.verdict == tbase::completeness::dual_or_shorter);
  bool seventh = false;
  for (const auto& f : v.findings)
    seventh = seventh || (f.kind == tsume::finding_kind::dual && f.ply == 7);
  CHECK(seventh);
}

TEST_CASE("the verifier finds 余詰 at move nine") {
  const position p = sfen("9/6k2/9/4+P1+B2/5+R1+b1/9/9/9/9 b N 1");
  const auto v = tsume::verify(
      p, usi_line(p, "5d4c 3b3a 4c4b 3a2a 4e2e N*2b 2e2b 2a2b B*3c 2b1c N*2e 1c1d 3c2d+"), small());
  REQUIRE(v.verdict);
  CHECK(*v.verdict == tbase::completeness::dual_or_shorter);
  CHECK(v.shortest == 13);
  // Two other mates in 5 start with 14桂 (21玉 13桂 11玉 22角, and 13玉 24角 14玉 26桂); which
  // one is reported is not a rule: the line must mate in 5 from the position before move 9.
  const auto line = usi_line(p, "5d4c 3b3a 4c4b 3a2a 4e2e N*2b 2e2b 2a2b");
  position before_ninth = tsume::with_remaining_pieces_to_white(p);  // white drops 2二桂
  for (const move& m : line) before_ninth.play(m);
  bool ninth = false;
  for (const auto& f : v.findings)
    if (f.kind == tsume::finding_kind::dual && f.ply == 9) {
      ninth = true;
      CHECK(f.text.starts_with("14桂"));
      CHECK(f.length == 5);
      const auto moves = kifu::shogi::parse_tsume_moves(f.text, before_ninth);
      REQUIRE(moves.ok());
      position end = before_ninth;
      for (const move& m : moves.value()) end.play(m);
      CHECK(moves.value().size() == 5);
      CHECK(end.is_checkmate());
    }
  CHECK(ninth);
}

TEST_CASE("the verifier accepts a sound problem and finds 早詰, 不詰 and 変長") {
  const position p = sfen("6k2/5s3/5R3/5R3/9/9/9/9/9 b S 1");
  const auto sound = tsume::verify(p, usi_line(p, "4c4b+ 3a2a S*1b"), small());
  CHECK(sound.verdict == tbase::completeness::complete);
  CHECK(sound.shortest == 3);
  // 早詰: a recorded five-ply line (S*3b first) where a three-ply mate exists.
  const auto record = completed(p, usi_line(p, "S*3b 3a3b"));
  REQUIRE(record.size() == 5);
  const auto early = tsume::verify(p, record, small());
  REQUIRE(early.verdict);
  CHECK(*early.verdict == tbase::completeness::dual_or_shorter);
  REQUIRE_FALSE(early.findings.empty());
  CHECK(early.findings.front().kind == tsume::finding_kind::shorter);
  CHECK(early.findings.front().length == 3);
  // 変長 and an escape: after 33と, the record's 12玉 is mated at once, but 11玉 holds out for
  // five more plies and 31玉 escapes.
  const position q = sfen("5+B3/7k1/9/7G1/9/9/9/9/9 b L 1");
  const auto varied = completed(q, usi_line(q, "4a3a 2b1b"));
  REQUIRE(varied.size() == 3);
  const auto longer = tsume::verify(q, varied, small());
  REQUIRE(longer.verdict);
  CHECK(*longer.verdict == tbase::completeness::no_mate);
  bool longer_found = false, escape_found = false;
  for (const auto& f : longer.findings) {
    longer_found = longer_found ||
                   (f.kind == tsume::finding_kind::longer_defence && f.ply == 2 && f.length == 6);
    escape_found = escape_found || (f.kind == tsume::finding_kind::escape && f.ply == 2);
  }
  CHECK(longer_found);
  CHECK(escape_found);
  // 不詰: a bare king and one gold.
  const position none = sfen("4k4/9/9/9/9/9/9/9/9 b G 1");
  const auto nomate = tsume::verify(none, usi_line(none, "G*5b"), small());
  CHECK(nomate.verdict == tbase::completeness::no_mate);
}

// A rook check along the first rank at a king in the corner: the gold on 1c guards 1b and 2b,
// the knight on 3c guards 2a, so white can only interpose, and every interposition is taken by
// the rook with the same mate.
constexpr const char* rook_along_the_edge = "8k/9/6N1G/9/9/9/9/9/R8 b - 1";

TEST_CASE("the tsume count leaves futile interpositions out, the strict count counts them") {
  const position p = sfen(rook_along_the_edge);
  const auto strict = tsume::solve(p, small());
  REQUIRE(strict.status == tsume::solve_status::proved);
  CHECK(strict.length == 15);  // the rook check, then seven interpositions each taken
  CHECK(is_mating_line(p, strict.main_line));
  auto o = small();
  o.count = tsume::mate_count::tsume;
  const auto book = tsume::solve(p, o);
  REQUIRE(book.status == tsume::solve_status::proved);
  CHECK(book.length == 1);
  CHECK(book.shortest);
  REQUIRE(book.main_line.size() == 1);
  CHECK(book.main_line[0].from() == square{9, 9});
  CHECK(book.main_line[0].to() == square{9, 1});
}

TEST_CASE("an interposition is futile only when black mates without the piece taken") {
  auto o = small();
  o.count = tsume::mate_count::tsume;
  const auto check_from_9a = [](const position& start) {
    position p = tsume::with_remaining_pieces_to_white(start);
    p.play(move::board({9, 9}, {9, 1}, piece_kind::rook));
    return p;
  };
  tsume::solver s(o);
  const position guarded = check_from_9a(sfen(rook_along_the_edge));
  CHECK(s.futile_interposition(guarded, move::drop({5, 1}, piece_kind::pawn)) == true);
  CHECK(s.futile_interposition(guarded, move::drop({2, 1}, piece_kind::gold)) == true);
  CHECK(s.mated(guarded) == true);
  // Without the knight the king takes a rook that reaches 2a: no interposition is futile.
  const position open = check_from_9a(sfen("8k/9/8G/9/9/9/9/9/R8 b - 1"));
  CHECK(s.futile_interposition(open, move::drop({2, 1}, piece_kind::pawn)) == false);
  CHECK(s.futile_interposition(open, move::drop({5, 1}, piece_kind::pawn)) == false);
  CHECK(s.mated(open) == false);
  // The strict count never calls an interposition futile.
  tsume::solver strict(small());
  CHECK(strict.futile_interposition(guarded, move::drop({5, 1}, piece_kind::pawn)) == false);
  CHECK(strict.mated(guarded) == false);
}

TEST_CASE("a drop is futile only if its capture mates at once when white can only interpose") {
  // The lance's check L*1i leaves white nothing but drops on 1h (the rook on 2b guards the
  // second file, the lance the first beyond the king). After 1i1h the king takes the lance:
  // each interposition lengthens the mate, so the lance's check is no mate in one. Every drop
  // used to count as futile "within the four plies that remained", which made the line end
  // after L*1i (found by fuzzing).
  const position start = sfen("9/7R1/9/9/9/9/8k/9/9 b 2BNLP 1");
  auto o = small();
  o.count = tsume::mate_count::tsume;
  tsume::solver s(o);
  position after_lance = tsume::with_remaining_pieces_to_white(start);
  after_lance.play(usi_line(start, "L*1i").front());
  CHECK(s.futile_interposition(after_lance, move::drop({1, 8}, piece_kind::pawn)) == false);
  CHECK(s.mated(after_lance) == false);
  // The bishop's check B*3i leaves the king a move: a drop on 2h is futile, since after 3i2h
  // black still mates without the piece, though in more plies than after the king's move
  // (docs/tsume.md). So the mate is the bishop's, in 3.
  position after_bishop = tsume::with_remaining_pieces_to_white(start);
  after_bishop.play(usi_line(start, "B*3i").front());
  CHECK(s.futile_interposition(after_bishop, move::drop({2, 8}, piece_kind::pawn)) == true);
  const auto r = tsume::solve(start, o);
  check_proved_shortest(start, r, 3);
  CHECK(usi_text(r.main_line) == "B*3i 1g1f L*1g");
}

TEST_CASE("the verifier follows the count: a book solution without 無駄合 is complete") {
  const position p = sfen(rook_along_the_edge);
  const auto record = usi_line(p, "9i9a+");
  auto o = small();
  o.count = tsume::mate_count::tsume;
  const auto book = tsume::verify(p, record, o);
  CHECK(book.verdict == tbase::completeness::complete);
  CHECK(book.shortest == 1);
  for (const auto& f : book.findings) CHECK(f.kind == tsume::finding_kind::dual_last_move);
  // By the strict count the same record stops before the mate: white can still interpose.
  const auto strict = tsume::verify(p, record, small());
  REQUIRE_FALSE(strict.findings.empty());
  CHECK(strict.findings.front().kind == tsume::finding_kind::not_mate);
  CHECK(strict.verdict != tbase::completeness::complete);
}

TEST_CASE("the verifier names a mate the record misses on its last move, not a tolerated dual") {
  const position p = sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1");
  const auto v = tsume::verify(p, usi_line(p, "G*4b"), small());  // the king takes the gold
  REQUIRE(v.findings.size() == 2);
  CHECK(v.findings[0].kind == tsume::finding_kind::not_mate);
  CHECK(v.findings[1].kind == tsume::finding_kind::missed_mate);
  CHECK(v.findings[1].text == "52金");
  CHECK(to_string(v.findings[1].kind) == "missed-mate");
  CHECK(v.shortest == 1);
}

TEST_CASE("the verifier reads a record's line up to an attacker move that gives no check") {
  // G*5b mates at once; the record drops a gold far off first (9一金, no check).
  const position p = sfen("4k4/9/4P4/9/9/9/9/9/9 b 2G 1");
  const auto v = tsume::verify(p, usi_line(p, "G*9a 5a4a G*4b"), small());
  REQUIRE_FALSE(v.findings.empty());
  CHECK(v.findings.back().kind == tsume::finding_kind::no_check);
  CHECK(v.findings.back().ply == 1);
  CHECK(v.findings.back().text == "91金");
  CHECK(to_string(v.findings.back().kind) == "no-check");
  CHECK(v.verdict != tbase::completeness::complete);
  CHECK(v.shortest == 1);
  // No defence after it is weighed: the line is no tsume there.
  for (const auto& f : v.findings)
    CHECK((f.kind != tsume::finding_kind::escape && f.kind != tsume::finding_kind::longer_defence));
}

// The first step of `what` that a solve took (the steps' end when none).
std::vector<tsume::solve_step>::const_iterator step_of(const tsume::solve_result& r,
                                                       tsume::solve_step::kind what) {
  return std::find_if(r.steps.begin(), r.steps.end(),
                      [what](const tsume::solve_step& step) { return step.what == what; });
}

// The SFEN and book length of a work of tests/data/tsume/classics/shogi-COLLECTION.tsv.
std::pair<std::string, int> classic(const std::string& collection, int number) {
  std::istringstream in(
      test::read_bytes(test::data_dir() / ("tsume/classics/shogi-" + collection + ".tsv")));
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    std::string no, sfen_text, plies;
    std::getline(fields, no, '\t');
    std::getline(fields, sfen_text, '\t');
    std::getline(fields, plies, '\t');
    if (no == std::to_string(number)) return {sfen_text, std::stoi(plies)};
  }
  FAIL("no work " << number);
  return {};
}
// The same for 将棋図巧.
std::pair<std::string, int> zuko(int number) {
  return classic("zuko", number);
}

TEST_CASE("the tsume count solves classics of 将棋図巧 shortest at their book length") {
  // Disproofs within zero plies must be kept, or the bounded searches of the tsume count go
  // round without end (第36番 did).
  for (const int number : {2, 18, 36}) {
    const auto [text, book] = zuko(number);
    INFO("将棋図巧 第" << number << "番 " << text);
    const auto o = books_count(32, 2'000'000);
    const position p = sfen(text.c_str());
    const auto r = tsume::solve(p, o);
    REQUIRE(r.status == tsume::solve_status::proved);
    CHECK(r.shortest);
    CHECK(r.length == book);
    CHECK(r.main_line.size() == static_cast<std::size_t>(book));
  }
}

TEST_CASE("futility tests widened to any length do not draw a proof of the shortest") {
  // 将棋図巧 第29番, 15 plies: 117,127 positions to the proof of the shortest. A futility test
  // after which black checks on and on, searched at once for a mate of any length and scored
  // with the weak disproof number of such a search, looked the easiest defence to refute to
  // the node above, and the proof took 325,480 (bench/RESULTS.md).
  const auto [text, book] = zuko(29);
  const auto r = tsume::solve(sfen(text.c_str()), books_count(16, 200'000));
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == book);
}

TEST_CASE("a length by the tsume count does not depend on the order of the search") {
  // 将棋図巧 第69番 and 将棋無双 第47番, 13 plies each by the book. Futility used to be judged
  // within the plies a search allowed, and a mate proved within a larger bound was reused
  // within a smaller one: 第69番 came out 15 or 19 by the order in which the search met its
  // positions (one thread or two, or a child order changed), and 第47番's 13 rested on such
  // reuse. A drop is now futile or not whatever the bound.
  for (const auto& [collection, number] : {std::pair{"zuko", 69}, std::pair{"muso", 47}}) {
    const auto [text, book] = classic(collection, number);
    INFO(collection << " " << number << " " << text);
    const position p = sfen(text.c_str());
    check_proved_shortest(p, tsume::solve(p, books_count(32, 2'000'000)), book);
    auto two = books_count(32, 2'000'000);
    two.threads = 2;
    for (int run = 0; run < 3; ++run) check_proved_shortest(p, tsume::solve(p, two), book);
  }
  // A position of 第69番's tree solved before and after the problem on one table, and alone.
  const position p = sfen(zuko(69).first.c_str());
  position inner = p;
  for (const move& m : usi_line(p, "G*7h 5f7h+ 7g7h 8i7h G*8i 7i6h")) inner.play(m);
  const auto alone = tsume::solve(inner, books_count(32, 2'000'000));
  REQUIRE(alone.status == tsume::solve_status::proved);
  CHECK(alone.shortest);
  tsume::solver s(books_count(32, 2'000'000));
  check_proved_shortest(p, s.solve(p), 13);
  const auto after = s.solve(inner);
  CHECK(after.length == alone.length);
  CHECK(after.main_line.size() == alone.main_line.size());
  tsume::solver first_inner(books_count(32, 2'000'000));
  CHECK(first_inner.solve(inner).length == alone.length);
  check_proved_shortest(p, first_inner.solve(p), 13);
}

TEST_CASE("two threads on one table prove what one proves") {
  // Searches long enough for the helper to start (it waits for 20,000 positions): 将棋図巧
  // 第7番 (about 200,000 positions, 15 plies by this count; the book says 13, see
  // tests/data/tsume/classics/SOURCES.md), 第36番, and a position without mate.
  for (const auto& [number, length] : {std::pair{7, 15}, std::pair{36, 13}}) {
    INFO("将棋図巧 第" << number << "番");
    auto o = books_count(64, 4'000'000);
    o.threads = 2;
    const position p = sfen(zuko(number).first.c_str());
    const auto r = tsume::solve(p, o);
    check_proved_shortest(p, r, length);
    CHECK(is_mating_line(p, r.main_line));
    std::uint64_t step_nodes = 0;
    for (const auto& step : r.steps) step_nodes += step.nodes;
    CHECK(step_nodes == r.nodes);  // the helper's positions counted, each once
  }
  // No mate: the first mate alone is asked for, so that the helper joins the search for any
  // mate, which proves there is none (proving the shortest, it joins only bounded searches).
  auto o = small();
  o.memory_mb = 64;
  o.node_limit = 1'000'000;
  o.threads = 2;
  o.shortest = false;
  CHECK(tsume::solve(sfen("8l/6g1k/9/5+R3/4B4/9/9/9/9 b GP 1"), o).status ==
        tsume::solve_status::disproved);
}

TEST_CASE("two threads stop at the node limit and at the stop flag") {
  // The first mate alone, so that the helper joins the search for any mate (proving the
  // shortest, it joins only the bounded searches after it).
  const position p = sfen(zuko(1).first.c_str());  // about a million positions
  auto o = books_count(64, 100'000);
  o.threads = 2;
  o.shortest = false;
  const auto limited = tsume::solve(p, o);
  CHECK(limited.status == tsume::solve_status::unknown);
  // The limit counts both threads' positions, looked at every 1,024 of each.
  CHECK(limited.nodes >= 100'000);
  CHECK(limited.nodes < 110'000);
  std::atomic<bool> stop{false};
  auto s = books_count(64, 0);
  s.threads = 2;
  s.shortest = false;
  s.stop = &stop;
  s.on_progress = [&stop](const tsume::solve_progress& progress) {
    if (progress.nodes > 50'000) stop = true;
  };
  s.progress_interval = std::chrono::milliseconds(1);
  CHECK(tsume::solve(p, s).status == tsume::solve_status::unknown);
}

TEST_CASE("a search stops as at a limit where it would go deeper than it may") {
  // The rook's check from afar: a mate of 15 plies by the strict count, whose first proof (19
  // plies) takes the search 11 plies below the root, and the first look for a mate within 17
  // plies 15 (the last plies are looked ahead at, not searched).
  const position far = sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1");
  tsume::solve_options o;
  o.memory_mb = 16;
  o.max_depth = 10;
  const auto shallow = tsume::solve(far, o);
  CHECK(shallow.status == tsume::solve_status::unknown);
  CHECK(shallow.shortfall == tsume::solve_shortfall::search);
  o.max_depth = 14;
  const auto first = tsume::solve(far, o);
  CHECK((first.status == tsume::solve_status::proved && first.length == 19));
  CHECK_FALSE(first.shortest);
  CHECK(first.shortfall == tsume::solve_shortfall::shortest);
  // Allowed its depth, and by default (kDeepestSearch, the recursion's own bound), it is proved.
  o.max_depth = 15;
  const auto deep = tsume::solve(far, o);
  CHECK((deep.status == tsume::solve_status::proved && deep.length == 15 && deep.shortest));
  o.max_depth = 0;
  CHECK(tsume::solve(far, o).length == 15);
}

TEST_CASE("a long chase with many checks by line pieces is proved within a bounded search") {
  // 将棋無双 第83番: about 250,000 nodes to a first mate (tsume count). With summed disproof
  // numbers at black's nodes, the root's disproof number reached its largest value and the
  // search went round without progress until the limit.
  const auto [text, book] = classic("muso", 83);
  const auto r = first_mate(sfen(text.c_str()), 64, 400'000);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.length >= book);
  CHECK(r.main_line.size() <= static_cast<std::size_t>(r.length));
}

TEST_CASE("a futility test widened inside a bounded search keeps its own numbers") {
  // 将棋無双 第29番 by the books' count: about 225,000 nodes to prove its 21 plies the shortest.
  // A futility test widened to a search for any mate, inside a search bounded in length, keeps
  // its open numbers apart from the bounded search's (engine::numbers_hand). When the two
  // shared them, each read and overwrote the other's, which measure different searches: about
  // 1,190,000 nodes.
  const auto [text, book] = classic("muso", 29);
  const auto r = tsume::solve(sfen(text.c_str()), books_count(16, 400'000));
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == book);
  CHECK(r.nodes < 300'000);
}

TEST_CASE("a bounded search's first disproof numbers count the checks twice over") {
  // 将棋図巧 第69番 by the strict count (19 plies; 13 by the books' count, which leaves its
  // futile interpositions out): about 96,000 nodes to prove its mate the shortest.
  // Far from the bound a check starts with its position's number of checks as disproof
  // number, and a defence with black's checks squared (checks_disproof_number), about what
  // their first expansions make them. Counted once (a check at one, a defence at its number
  // of checks), each expansion raised its node's number past the threshold its parent gave,
  // and white's nodes went back and forth between their defences: about 197,000 nodes.
  const std::string text = zuko(69).first;
  const auto o = strict_count(16, 400'000);
  const auto r = tsume::solve(sfen(text.c_str()), o);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == 19);
  CHECK(r.nodes < 140'000);
}

TEST_CASE("a table far too small slows the search but does not make it go round") {
  // 将棋無双 第78番 by the books' count with a 1 MB table: about 150,000 nodes to prove its mate
  // of 19 plies the shortest (as with a large table). A child's answer pushed out of a full
  // cluster, while the table still held that child's open numbers, gave the node the old
  // numbers back: two such children of one node, whose answers pushed each other out, were
  // searched in turn without end (over 6 M nodes in 5 s, not proved).
  const auto [text, book] = classic("muso", 78);
  const auto r = tsume::solve(sfen(text.c_str()), books_count(1, 600'000));
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == 19);
}

TEST_CASE("interpositions of many pieces on many squares are searched one at a time") {
  // 将棋無双 第10番 after its eighth ply (R*1i G*1f): mate in 11, whose first move S*1d is
  // answered by 1c2b and then the rook's check 1i2i from afar, which white can meet with a
  // drop of any of six pieces on each of six squares. Summing every drop made that line look
  // far harder than a capture 1i1f that does not mate; the search spent about 290,000 nodes
  // there. Now the drops wait their turn (see the engine): about 25,000 nodes.
  const position p = sfen("5B2g/5s2l/5g2k/9/9/6N1g/9/9/7+rR b SNbg2s2n3l18p 9");
  const auto o = strict_count(64, 60'000);
  const auto r = tsume::solve(p, o);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == 11);
  CHECK(is_mating_line(p, r.main_line));
  CHECK(usi_text(r.main_line).substr(0, 14) == "S*1d 1c2b 1i2i");
}

TEST_CASE("a shortest mate proved stays proved when its line runs out of nodes") {
  // 将棋無双 第21番 by the books' count (16 MB table): the first proof and the proof that no
  // mate of 23 exists come first, then white's longest resistance along the 25 plies. Stopped
  // in that last step, the result used to fall back to "a mate of 31 (the first proof), not
  // proved the shortest": the length is proved and stays so, with the line read from the
  // table. That line may need a search where the table gave a proof up, so white's longest
  // resistance takes seven eighths of the nodes left and the line read from the table keeps
  // the rest (with every node spent on the first, the line once came out empty). The budgets
  // are taken from a whole solve, a quarter, a half and three quarters into its last step.
  using kind = tsume::solve_step::kind;
  const auto [text, book] = classic("muso", 21);
  const position start = sfen(text.c_str());
  const auto whole = tsume::solve(start, books_count(16, 2'000'000));
  REQUIRE(whole.status == tsume::solve_status::proved);
  REQUIRE(whole.shortest);
  const auto whole_longest = step_of(whole, kind::longest_line);
  REQUIRE(whole_longest != whole.steps.end());
  REQUIRE(whole_longest->status == tsume::solve_status::proved);
  std::uint64_t before = 0;
  for (auto step = whole.steps.begin(); step != whole_longest; ++step) before += step->nodes;
  for (const std::uint64_t quarters : {1, 2, 3}) {
    const std::uint64_t budget = before + whole_longest->nodes * quarters / 4;
    CAPTURE(budget);
    const auto r = tsume::solve(start, books_count(16, budget));
    REQUIRE(r.status == tsume::solve_status::proved);
    CHECK(r.shortest);
    CHECK(r.length == 25);
    CHECK(r.shortfall == tsume::solve_shortfall::longest_defence);
    REQUIRE_FALSE(r.main_line.empty());
    CHECK(r.main_line.size() <= 25);
    CHECK(checking_line_end(tsume::with_remaining_pieces_to_white(start), r.main_line));
    const auto longest = step_of(r, kind::longest_line);
    REQUIRE(longest != r.steps.end());
    REQUIRE(longest + 1 != r.steps.end());
    std::uint64_t spent = 0;
    for (auto step = r.steps.begin(); step != longest; ++step) spent += step->nodes;
    CHECK(spent == before);
    CHECK(longest->status == tsume::solve_status::unknown);
    CHECK(longest->nodes == (budget - before) * 7 / 8);
    CHECK((longest + 1)->what == kind::table_line);
  }
}

TEST_CASE("the main line takes the defences the proof of the shortest showed to last") {
  // 将棋図巧 第78番 by the books' count: the proof that no mate within 19 plies exists shows, at
  // each of white's nodes, a defence after which none follows; some are drop interpositions,
  // whose positions the search keeps under a key of their own. The main line asks the table
  // under that key, so it follows those defences instead of proving again that they last.
  // Some disproofs held only on the proof's path (a position met again there with no more
  // pieces): the line's searches start from the line so far, as the proof's did, and find them
  // again at once. Asked under the position's own key, the line searched 251 positions;
  // without the line as its searches' path, 3,983. Now 10, against the proof's 90,786.
  const auto [text, book] = classic("zuko", 78);
  const auto r = tsume::solve(sfen(text.c_str()), books_count(16, 2'000'000));
  REQUIRE(r.status == tsume::solve_status::proved);
  REQUIRE(r.shortest);
  CHECK(r.length == 21);
  const auto longest = step_of(r, tsume::solve_step::kind::longest_line);
  REQUIRE(longest != r.steps.end());
  CHECK(longest->status == tsume::solve_status::proved);
  CHECK(longest->nodes <= 50);
  CHECK(r.main_line.size() == 21);
  CHECK(checking_line_end(tsume::with_remaining_pieces_to_white(sfen(text.c_str())), r.main_line));
}

TEST_CASE("a position met again with no more pieces in black's hand is cut like a repetition") {
  // 将棋図巧 第96番 by the strict count, 79 plies. A position whose board and side to move are
  // those of one on the search path, where black held at least its pieces, cannot be on a
  // shortest mate (the earlier one would mate sooner): cut so, the solve takes 158,307
  // positions; cut only at exact repetitions, 437,563.
  const auto [text, book] = classic("zuko", 96);
  const auto o = strict_count(16, 300'000);
  const auto r = tsume::solve(sfen(text.c_str()), o);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == 79);
  CHECK(r.main_line.size() == 79);
  CHECK(checking_line_end(tsume::with_remaining_pieces_to_white(sfen(text.c_str())), r.main_line));
}

TEST_CASE("a first look takes half the positions after each first look that found nothing") {
  // 将棋図巧 第61番 by the books' count: its first mate takes about 300,000 positions, so a
  // first look may take a sixty-fourth of them (4,800); the first looks within 33 and 31 plies
  // find nothing in a row, the second within half; the one within 29 finds a mate, and the one
  // within 27 may take the whole share again.
  using kind = tsume::solve_step::kind;
  const auto [text, book] = zuko(61);
  const auto r = tsume::solve(sfen(text.c_str()), books_count(64, 2'000'000));
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == book);
  REQUIRE(!r.steps.empty());
  const std::uint64_t share = r.steps.front().nodes / 64;
  REQUIRE(share > 4'000);
  int failed = 0, halved = 0;
  for (const auto& s : r.steps) {
    if (s.what != kind::shorter_first_look) continue;
    const std::uint64_t budget = std::max<std::uint64_t>(1'000, share >> failed);
    INFO(tsume::to_string(s));
    if (s.status == tsume::solve_status::unknown) {
      CHECK(s.nodes == budget);  // a look that finds nothing takes its whole budget
      halved += failed > 0 && budget > 1'000;
      ++failed;
    } else {
      CHECK(s.nodes <= budget);
      failed = 0;
    }
  }
  CHECK(halved >= 1);
}

TEST_CASE("solve reports each step it takes and what the step cost") {
  // The rook's check from afar by the strict count: the first proof is longer than 15 plies,
  // each shorter mate is looked for within its length less two (by a first look from the root,
  // then along the last proof, then by a search where neither finds one), the search within 13
  // finds none, and the main line with white's longest resistance is 15 plies.
  using kind = tsume::solve_step::kind;
  std::vector<tsume::solve_step> told;
  auto o = small();
  o.on_step = [&told](const tsume::solve_step& s) { told.push_back(s); };
  const auto r = tsume::solve(sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1"), o);
  REQUIRE(r.status == tsume::solve_status::proved);
  REQUIRE(r.shortest);
  REQUIRE(r.length == 15);
  REQUIRE(r.steps.size() >= 4);
  CHECK(r.steps.front().what == kind::any_mate);
  CHECK(r.steps.front().status == tsume::solve_status::proved);
  CHECK(r.steps.front().length > 15);
  int length = r.steps.front().length;
  std::uint64_t nodes = 0;
  int looks_found = 0;
  for (const auto& s : r.steps) {
    nodes += s.nodes;
    if (s.what != kind::shorter_mate && s.what != kind::shorter_along_proof &&
        s.what != kind::shorter_first_look)
      continue;
    CHECK(s.bound == length - 2);  // each step asks for a mate shorter than the last found
    // A walk along the proof finds a mate or nothing; only a search proves that none exists.
    if (s.what == kind::shorter_along_proof) CHECK(s.status != tsume::solve_status::disproved);
    if (s.what == kind::shorter_first_look) looks_found += s.status == tsume::solve_status::proved;
    if (s.status == tsume::solve_status::proved) {
      CHECK(s.length <= s.bound);
      length = s.length;
    }
  }
  CHECK(nodes == r.nodes);
  const auto last_search = std::find_if(r.steps.rbegin(), r.steps.rend(),
                                        [](const auto& s) { return s.what == kind::shorter_mate; });
  REQUIRE(last_search != r.steps.rend());
  CHECK(last_search->bound == 13);
  CHECK(last_search->status == tsume::solve_status::disproved);
  CHECK(tsume::to_string(*last_search).starts_with("a mate within 13 plies: none ("));
  // The first proof's 19 plies go down to 17 and 15 by first looks from the root, each within
  // a thousand positions; the first look within 13 and the walk after it find nothing before
  // the last search.
  CHECK(looks_found == 2);
  const auto searched = std::prev(last_search.base());  // the last search, forwards
  REQUIRE(searched - r.steps.begin() >= 2);
  const auto& walk = *std::prev(searched);
  CHECK(walk.what == kind::shorter_along_proof);
  CHECK(tsume::to_string(walk).starts_with(
      "a mate within 13 plies along the last proof: not found ("));
  const auto& look = *std::prev(searched, 2);
  CHECK(look.what == kind::shorter_first_look);
  CHECK(look.status == tsume::solve_status::unknown);
  CHECK(look.nodes == 1'000);
  CHECK(tsume::to_string(look).starts_with("a first look for a mate within 13 plies: not found ("));
  CHECK(r.steps.back().what == kind::longest_line);
  CHECK(r.steps.back().length == 15);
  CHECK(r.steps.back().length == static_cast<int>(r.main_line.size()));
  // on_step heard the same steps, in the same order, as they ended.
  REQUIRE(told.size() == r.steps.size());
  for (std::size_t i = 0; i < told.size(); ++i) {
    CHECK(told[i].what == r.steps[i].what);
    CHECK(told[i].nodes == r.steps[i].nodes);
  }
  // Stopped by a limit, the one step says so, and it holds every position expanded.
  o.node_limit = 100;
  told.clear();
  const auto stopped = tsume::solve(sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1"), o);
  REQUIRE(stopped.steps.size() == 1);
  CHECK(stopped.steps[0].status == tsume::solve_status::unknown);
  CHECK(stopped.steps[0].nodes == stopped.nodes);
  CHECK(
      tsume::to_string(stopped.steps[0]).starts_with("a mate of any length: stopped by a limit ("));
  // One ply and one position are counted in the singular.
  const auto one = tsume::solve(sfen("4k4/9/4P4/9/9/9/9/9/9 b G 1"), o);
  REQUIRE_FALSE(one.steps.empty());
  CHECK(tsume::to_string(one.steps[0]).starts_with("a mate of any length: 1 ply (1 position, "));
}

TEST_CASE("a bounded search tries first the defence that leaves black the fewest checks") {
  // 将棋図巧 第18番 by the books' count (16 MB table): the first mate is 23 plies, and the
  // proof that none of 21 exists is a search bounded in length. White's defences used to start
  // alike there, and each was expanded once only to learn its numbers: the whole solve took
  // about 40,000 nodes, and within 30,000 the mate was not proved the shortest. Starting each
  // defence with black's number of checks after it, it takes about 18,000.
  const auto [text, book] = zuko(18);
  const position start = sfen(text.c_str());
  CHECK(book == 23);
  check_proved_shortest(start, tsume::solve(start, books_count(16, 30'000)), 23);
}

TEST_CASE("the line of a first mate is read from the table without new searches") {
  // 将棋無双 第10番 after its sixth ply: the rook drop R*1i that mates (tsume count) can be
  // met by 29 drop interpositions. The proof takes about 110,000 nodes; the line used to test
  // every interposition for futility again with a bounded search each, which ran past the
  // limit (about 960,000 nodes more, when the proof took 250,000, with a line of 13 plies
  // for a proved 25).
  const auto [text, book] = classic("muso", 10);
  const position start = sfen(text.c_str());
  position p = tsume::with_remaining_pieces_to_white(start);
  for (const move& m : usi_line(start, "S*1c 2b1c 1e1d 1c2b 1d1c+ 2b1c")) p.play(m);
  const auto r = first_mate(p, 64, 400'000);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.length <= 25);
  CHECK(r.main_line.size() == static_cast<std::size_t>(r.length));
  CHECK(r.shortfall == tsume::solve_shortfall::none);
  CHECK(checking_line_end(p, r.main_line));
}

TEST_CASE("a first mate's proof is measured again and its line is as long as the mate") {
  // The rook's check from afar by the strict count: the first proof stores 19 plies. Read by
  // those stored lengths, the line ended after 15 plies (white's defences in it were the
  // longest stored, not its best in the proof); the proof measured again gives white's
  // longest defence in it at every node, and a line of all 19.
  auto o = small();
  o.shortest = false;
  const position rook = sfen("8k/9/6N1G/9/9/9/9/9/R8 b - 1");
  const auto r = tsume::solve(rook, o);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK_FALSE(r.shortest);
  CHECK(r.length == 19);
  CHECK(r.main_line.size() == 19);
  CHECK(is_mating_line(rook, r.main_line));
  REQUIRE(r.steps.size() == 2);
  CHECK(r.steps[1].what == tsume::solve_step::kind::table_line);
  CHECK(r.steps[1].length == 19);
  // 将棋無双 第93番 by the books' count: the first proof stores 39 plies, its stored lengths
  // gave a line of 33; measured again the proof is 35 plies, and so is its line.
  const auto [text, book] = classic("muso", 93);
  const position start = sfen(text.c_str());
  const auto m = first_mate(start, 64, 400'000);
  REQUIRE(m.status == tsume::solve_status::proved);
  CHECK(m.steps.front().length == 39);
  CHECK(m.length == 35);
  CHECK(m.main_line.size() == 35);
  CHECK(m.shortfall == tsume::solve_shortfall::none);
  const auto end = checking_line_end(tsume::with_remaining_pieces_to_white(start), m.main_line);
  REQUIRE(end);
  tsume::solver s(books_count(16, 100'000));
  CHECK(s.mated(*end) == true);  // mated, or left only futile interpositions
  std::uint64_t nodes = 0;
  for (const auto& step : m.steps) nodes += step.nodes;
  CHECK(nodes == m.nodes);
  // 将棋無双 第51番: the tree the table holds measures longer than the 39 plies stored at the
  // root when it was proved (the proofs that length came from are gone). The stored length
  // stays, with the line read from the stored lengths (35 plies).
  const auto [text51, book51] = classic("muso", 51);
  const position start51 = sfen(text51.c_str());
  const auto longer = first_mate(start51, 64, 1'000'000);
  REQUIRE(longer.status == tsume::solve_status::proved);
  CHECK(longer.steps.front().length == 39);
  CHECK(longer.length == 39);
  CHECK(longer.main_line.size() < 39);
  CHECK(checking_line_end(tsume::with_remaining_pieces_to_white(start51), longer.main_line));
}

TEST_CASE("white's longest resistance tests for futility only the defences that last") {
  // 将棋図巧 第12番 by the books' count: 27 plies, proved the shortest in about 276,000 nodes
  // with its line. The line used to test every drop interposition for futility before asking
  // which defences last; one of them, B*2c after the first check, is no futile drop that a
  // search shows quickly, and its test ran past every limit (3.5 million nodes, white's
  // longest resistance never written).
  const auto [text, book] = zuko(12);
  const position start = sfen(text.c_str());
  check_proved_shortest(start, tsume::solve(start, books_count(64, 1'000'000)), 27);
}

TEST_CASE("the line of a first mate searches again a node whose proof the table gave up") {
  // 将棋図巧 第31番 by the books' count: the first mate found is 597 plies long (a maneuver
  // repeated), in about 340,000 nodes. Reading its line, one black node had no check whose
  // mate the table still held; its checks were searched one at a time, and the first, which
  // does not mate, took every node left (the line never written). The node is now searched
  // again with all its checks at once.
  const auto [text, book] = zuko(31);
  const position start = sfen(text.c_str());
  const auto r = first_mate(start, 64, 1'000'000);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortfall == tsume::solve_shortfall::none);
  const auto end = checking_line_end(tsume::with_remaining_pieces_to_white(start), r.main_line);
  REQUIRE(end);
  tsume::solver s(books_count(16, 100'000));
  CHECK(s.mated(*end) == true);  // mated, or left only futile interpositions
}

TEST_CASE("a child whose entry the table gives up keeps its answer while its node runs") {
  // 将棋無双 第10番 by the books' count with a table of 1 MB, where entries are given up all
  // the time: the first mate takes about 110,000 nodes. A node used to keep only the numbers
  // of a solved child (a 0) and, once the table gave the child's entry up, was proved with no
  // length it could store: the search came back to it again and again without end (5
  // million nodes, no answer).
  const auto [text, book] = classic("muso", 10);
  const auto r = first_mate(sfen(text.c_str()), 1, 400'000);
  CHECK(r.status == tsume::solve_status::proved);
}

TEST_CASE("a distant drop that white can meet on six squares weighs as two defences") {
  // 将棋図巧 第91番 after its tenth ply: the book goes on 7c8a+ 9a8a B*1h, a bishop's check
  // from afar that white can meet by a drop on any of six squares. When each square counted
  // as a defence, the first mate took about 276,000 nodes; with the square next to the king
  // and the farther squares taking two turns, about 138,000.
  const auto [text, book] = classic("zuko", 91);
  const position start = sfen(text.c_str());
  position p = tsume::with_remaining_pieces_to_white(start);
  for (const move& m : usi_line(start, "8d9b+ 9c9b S*8b 8f8b 6e7c 8a9a 9d8b+ 9b8b R*8a 8b8a"))
    p.play(m);
  // The first mate's length depends on the proofs the table keeps (31 to 37 plies); its line
  // begins as the book's.
  const auto r = first_mate(p, 64, 200'000);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(usi_text(r.main_line).substr(0, 15) == "7c8a+ 9a8a B*1h");
  CHECK(checking_line_end(p, r.main_line));
}

TEST_CASE("煙詰 (将棋図巧 第99番) is proved the shortest at its 117 plies", "[.slow]") {
  // About a minute in a release build (15 million nodes): the first proof, its shortening to
  // the book's 117, and white's longest resistance along them.
  const position p = sfen(
      "k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1");
  tsume::solve_options o;
  o.memory_mb = 1024;
  o.time_limit = std::chrono::seconds(300);
  const auto r = tsume::solve(p, o);
  check_proved_shortest(p, r, 117);
  CHECK(is_mating_line(p, r.main_line));
}

TEST_CASE("将棋無双 第100番 is proved the shortest at its 163 plies", "[.slow]") {
  // About 25 s in a release build. Its proof that no mate of 161 exists summed black's
  // disproof numbers until they reached the largest value, which stopped the search unproved
  // with most of its time left; near that value black's nodes now take the weak number.
  const auto [text, book] = classic("muso", 100);
  tsume::solve_options o;
  o.count = tsume::mate_count::tsume;
  o.memory_mb = 4096;
  const auto r = tsume::solve(sfen(text.c_str()), o);
  REQUIRE(r.status == tsume::solve_status::proved);
  CHECK(r.shortest);
  CHECK(r.length == book);
  CHECK(r.main_line.size() == static_cast<std::size_t>(book));
}

TEST_CASE("寿 (将棋図巧 第100番) is proved the shortest at its 611 plies", "[.slow]") {
  // About 30 s in a release build: a first proof (635 plies), its shortening to the book's
  // 611, and white's longest resistance along them.
  const position p =
      sfen("g3p3+r/3lPG3/1s4ppp/1l1B4P/L2b1kPl1/3+p3+R+p/3+p2+s1S/+NP+p1gS3/1g+p2P3 b 4P3n 1");
  tsume::solve_options o;
  o.memory_mb = 1024;
  const auto r = tsume::solve(p, o);
  check_proved_shortest(p, r, 611);
  CHECK(is_mating_line(p, r.main_line));
}

TEST_CASE("a line's black node whose proof the table kept but not its checks' is searched again",
          "[.slow]") {
  // 将棋図巧 第89番 by the strict count, a table of 64 MB: 43 plies, proved the shortest in about
  // 7 million nodes (7 s in a release build). Writing white's longest resistance, a black node
  // had no check whose mate the table still held, and its checks searched within 10,000 nodes
  // each proved none; the node was then searched again, which its own proof, still in the
  // table, answered at once, and the line stopped four plies short. Its checks are now searched
  // again within budgets that double until one is proved.
  const auto [text, book] = zuko(89);
  const position p = sfen(text.c_str());
  tsume::solve_options o;
  o.memory_mb = 64;
  const auto r = tsume::solve(p, o);
  check_proved_shortest(p, r, 43);
  CHECK(is_mating_line(p, r.main_line));
}
