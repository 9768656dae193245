// The df-pn engine's expansion of a node into its children: black's checks, weighed by white's
// defences after each (df-pn+), with the mates in one and the refutations near the bound found on
// the way; white's defences, ordered, with their first disproof numbers; and the futility tests
// of a drop interposition.
#include <algorithm>
#include <bitset>

#include "shogi/core.hpp"
#include "tsume/solver_engine.hpp"
#include "tsume/solver_interpositions.hpp"
#include "tsume/solver_keys.hpp"
#include "tsume/solver_pieces.hpp"

namespace kifu::inline v0::tsume::detail {

using shogi::color;
using shogi::move;
using shogi::piece_kind;
using shogi::position;
using shogi::detail::square_at;
using shogi::detail::square_index;

namespace {

// df-pn+: a check with more defences is harder to prove. Interpositions by drops count as
// white's AND node searches them (see engine::summarize): two defences at most, the square next
// to the king and the farther squares (measured in bench/RESULTS.md, "Why the solver is so").
std::size_t defence_count(const shogi::move_list& evasions) noexcept {
  std::size_t board_moves = 0;
  std::bitset<81> drop_squares;
  for (const move& e : evasions) {
    if (e.is_drop())
      drop_squares.set(static_cast<std::size_t>(square_index(e.to())));
    else
      ++board_moves;
  }
  return board_moves + std::min<std::size_t>(drop_squares.count(), 2);
}

// The first disproof number of a position in a search bounded in length, black to move with
// `checks` checks (`squared`: whether they count twice over, see engine::squared_checks). A
// position's disproof number is the sum of its checks', and a check's the least of its
// defences', which start at black's number of checks after them: taking as many there as here,
// a position starts at its checks squared, each check at its position's number of checks (see
// weigh_checks). Counted once, as one for each check, a position's number rose about tenfold at
// its first expansion and the AND node above went back and forth between its defences; 将棋図巧
// 第4番's proof of the shortest took 8.55 M positions so, 4.56 M now (bench/RESULTS.md). Near
// the bound, where the checks' numbers stay one, the checks count once.
constexpr std::uint32_t checks_disproof_number(std::size_t checks, bool squared) noexcept {
  const std::size_t n = squared ? checks * checks : checks;
  return static_cast<std::uint32_t>(std::min<std::size_t>(n, kInf - 1));
}

}  // namespace

bool engine::expand(const position& p, std::uint64_t key, hand_bits hand, int depth,
                    interposition interposed) {
  return p.side_to_move() == color::black ? expand_checks(p, key, hand, depth, interposed)
                                          : expand_defences(p, key, hand, depth);
}

bool engine::expand_checks(const position& p, std::uint64_t key, hand_bits hand, int depth,
                           interposition interposed) {
  // The children's keys come from the position's own key, without an interposition mark.
  const std::uint64_t board = unmarked(key, interposed.square);
  const shogi::move_list checks = moves_.moves(board, hand, [&] { return p.legal_checks(); });
  if (interposed.square >= 0) add_futility_tests(p, checks, board, hand, interposed);
  if (depth == 0) return true;
  // The children's table clusters are asked for first, so that their lookups overlap.
  const std::size_t base = arena_.size();
  for (const move& m : checks) {
    child c;
    c.m = m;
    child_key(p, board, hand, m, c.key, c.hand);
    table_.prefetch(c.key);
    moves_.prefetch(c.key);
    arena_.push_back(c);
  }
  // A mate in one proves the node at once: no mate is shorter (but with futility tests, a
  // proved one would make the interposition count for nothing, which is shorter still).
  const bool proved_by_mate_in_one = interposed.square < 0;
  const std::optional<child> mate = weigh_checks(p, base, depth, proved_by_mate_in_one);
  if (!mate || !proved_by_mate_in_one) return true;
  table_.store_mate(key, before_check(p, mate->m, mate->hand), 1, 1);
  arena_.resize(base);
  return false;
}

std::optional<engine::child> engine::weigh_checks(const position& p, std::size_t base, int depth,
                                                  bool stop_at_mate) {
  const int child_depth = depth == kUnlimited ? kUnlimited : depth - 1;
  std::size_t kept = base;
  std::optional<child> mate;
  const auto checks_here = static_cast<std::uint32_t>(arena_.size() - base);
  // At the last ply, the checks after which the king surely steps away are left out unplayed.
  const shogi::detail::king_flights flights =
      depth == 1 ? shogi::detail::find_king_flights(p.state()) : shogi::detail::king_flights{};
  for (std::size_t i = base; i < arena_.size(); ++i) {
    child c = arena_[i];
    // A check the table knows takes its numbers from there (see child_value): its evasions
    // need not be generated again. At the last ply only a known mate is enough.
    const probe known = look_numbers(c.key, c.hand, child_depth);
    if (known.found && (depth != 1 || known.pn == 0)) {
      if (known.pn == 0 && known.length == 0 && !mate) {
        mate = c;
        mate->hand = known.pieces;
        if (stop_at_mate) return mate;
      }
      record(c, known);
      c.just_read = true;
      arena_[kept++] = c;
      continue;
    }
    // At the last ply only the checks that may mate at once count.
    if (depth == 1 && shogi::detail::king_escapes(p.state(), flights, c.m)) continue;
    const position next = p.after(c.m);
    if (depth == 1 && !may_mate_at_once(next.first_legal_move())) continue;
    const shogi::move_list evasions =
        moves_.moves(c.key, c.hand, [&] { return next.legal_moves(); });
    c.pn = static_cast<std::uint32_t>(std::max<std::size_t>(defence_count(evasions), 1));
    // Three plies from the bound, a check after which one of white's defences leaves black no
    // mate in one is disproved here, as its node's first visit would disprove it, without the
    // visit (bench/RESULTS.md).
    if (depth == 3 && !evasions.empty() && refuted_at_once(next, c.key, c.hand, evasions)) {
      c.pn = kInf;
      c.dn = 0;
      c.pieces = c.hand;
      arena_[kept++] = c;
      continue;
    }
    // Farther from the bound, a check after which one of white's defences leaves black no
    // check at all is disproved here, whatever the plies left. A search bounded in length must
    // disprove every check of its black nodes, and most are such: 寿's proof that no mate
    // within 609 plies exists takes 3.13 M positions so, 5.64 M without it. In a search for any
    // mate, which needs one check to mate, the test cost more than it saved (bench/RESULTS.md).
    if (depth != kUnlimited && depth > 3 && !evasions.empty() && leaves_no_check(next, evasions)) {
      c.pn = kInf;
      c.dn = 0;
      c.pieces = lacking_kinds_kept(full_hand, c.hand);
      c.general = true;
      table_.store_nomate(c.key, c.pieces, kUnlimited, kNoCause, 0, 1);
      arena_[kept++] = c;
      continue;
    }
    if (!evasions.empty()) {
      // In a search bounded in length, as many as the checks here: what the defences' first
      // numbers will count after it (see checks_disproof_number).
      if (squared_checks(depth)) c.dn = checks_here;
      raise_to_least(c.pn, c.dn, known);
      // Kept in the table, so that the node's next visits (df-pn comes back to a node many
      // times) find the number instead of generating the evasions again (bench/RESULTS.md).
      store_numbers(c.key, c.hand, child_depth, c.pn, c.dn, 0);
      c.just_read = true;
    } else {
      const hand_bits pieces = defended_kinds(next, c.hand, 0);
      table_.store_mate(c.key, pieces, 0, 1);
      if (!mate) {
        mate = c;
        mate->hand = pieces;
        if (stop_at_mate) return mate;
      }
    }
    arena_[kept++] = c;
  }
  arena_.resize(kept);
  return mate;
}

bool engine::expand_defences(const position& p, std::uint64_t key, hand_bits hand, int depth) {
  const shogi::move_list moves = moves_.moves(key, hand, [&] { return p.legal_moves(); });
  if (moves.empty()) {
    table_.store_mate(key, defended_kinds(p, hand, 0), 0, 1);
    return false;
  }
  // Too few plies left for a mate, unless (tsume count) every defence is a drop that may be
  // futile.
  if (depth != kUnlimited && depth < 2 && !(tsume_count() && only_drops(moves))) {
    table_.store_nomate(key, hand, depth, kNoCause, 0, 1);
    return false;
  }
  // Two plies from the bound, a defence after which black has no mate in one answers the node
  // without a child searched (bench/RESULTS.md).
  if (depth == 2 && refuted_at_once(p, key, hand, moves)) return false;
  const int futility_depth = first_futility_depth(moves, depth);
  for (const move& m : moves) {
    child c;
    c.m = m;
    child_key(p, key, hand, m, c.key, c.hand);
    if (tsume_count() && m.is_drop()) {
      c.interposed = static_cast<std::int8_t>(square_index(m.to()));
      c.futility_depth = static_cast<std::uint16_t>(futility_depth);
      c.key ^= interposition_mark[c.interposed];
      if (may_be_futile(c.key)) table_.prefetch(c.key ^ futility_mark);
    }
    table_.prefetch(c.key);
    moves_.prefetch(unmarked(c.key, c.interposed));
    arena_.push_back(c);
  }
  // Board moves first, then drops by square from the king outwards, the cheaper pieces first
  // on each square (see the deferred interpositions in summarize). The generator writes the
  // drops last, and no two drops share a rank: sorting the drops alone keeps the board moves
  // in their order without a stable sort's buffer.
  const shogi::square king = *p.king_square(color::white);
  const auto drops = std::partition_point(
      arena_.begin() + static_cast<std::ptrdiff_t>(arena_.size() - moves.size()), arena_.end(),
      [](const child& c) { return !c.m.is_drop(); });
  std::sort(drops, arena_.end(), [king](const child& a, const child& b) {
    const auto rank = [king](const move& m) {
      return (king_distance(king, m.to()) * 81 + square_index(m.to())) * 8 +
             static_cast<int>(m.kind());
    };
    return rank(a.m) < rank(b.m);
  });
  initial_disproof_numbers(p, moves.size(), depth == kUnlimited ? kUnlimited : depth - 1);
  return true;
}

bool engine::refuted_at_once(const position& p, std::uint64_t key, hand_bits hand,
                             const shogi::move_list& defences) {
  // The defences and black's checks after them are played and taken back on one copy.
  shogi::detail::board_state s = p.state();
  for (const move& d : defences) {
    // Under the tsume count a drop may be futile, which a mate in one does not decide.
    if (tsume_count() && d.is_drop()) continue;
    if (!leaves_no_mate_in_one(p, s, key, hand, d)) continue;
    table_.store_nomate(key, hand, 2, kNoCause, 0, 1);
    return true;
  }
  return false;
}

bool engine::leaves_no_check(const position& p, const shogi::move_list& defences) const {
  // The defences are played and taken back on one copy, the king's moves first (the
  // generator writes them first): a king that steps away most often leaves no check.
  shogi::detail::board_state s = p.state();
  for (const move& d : defences) {
    // Under the tsume count a drop may be futile: it does not refute the check by itself.
    if (tsume_count() && d.is_drop()) continue;
    const shogi::detail::undo_info played = shogi::detail::do_move(s, d);
    const bool none = !shogi::detail::has_legal_check(s);
    shogi::detail::undo_move(s, d, played);
    if (none) return true;
  }
  return false;
}

bool engine::leaves_no_mate_in_one(const position& p, shogi::detail::board_state& s,
                                   std::uint64_t key, hand_bits hand, const move& defence) {
  std::uint64_t next_key = 0;
  hand_bits next_hand = 0;
  child_key(p, key, hand, defence, next_key, next_hand);
  // What the table knows of black's mate in one after the defence.
  const probe known = table_.look(next_key, next_hand, 1, path_ids_);
  if (known.pn == 0) return false;
  if (known.dn == 0 && known.cause == kNoCause) return true;
  const shogi::detail::undo_info played = shogi::detail::do_move(s, defence);
  const shogi::move_list checks = moves_.moves(next_key, next_hand, [&] {
    shogi::move_list list;
    shogi::detail::generate_checks(s, list);
    return list;
  });
  // A check that may mate at once, as may_mate_at_once weighs it: no answer, or (tsume count)
  // only drops.
  const auto answer = shogi::detail::first_unanswered_check(s, checks, tsume_count());
  shogi::detail::undo_move(s, defence, played);
  const bool mates = answer && !answer->reply;
  if (mates) {  // a mate in one, kept as black's node at the last ply would keep it
    const position next = p.after(defence);
    const position after = next.after(answer->check);
    table_.store_mate(
        next_key, before_check(next, answer->check, defended_kinds(after, black_hand(after), 0)), 1,
        1);
  }
  return !answer;
}

void engine::initial_disproof_numbers(const position& p, std::size_t count, int child_depth) {
  // At the last ply but one black's checks say little: only its mates in one count.
  if (child_depth < 2) return;
  // A drop interposition that waits its turn (see summarize) is counted when the turn comes:
  // most drops wait, and most never get it (bench/RESULTS.md).
  drop_turns turns(*p.king_square(color::white));
  for (std::size_t i = arena_.size() - count; i < arena_.size(); ++i) {
    child& c = arena_[i];
    bool* turn_taken = c.m.is_drop() ? &turns.taken(c.m) : nullptr;
    if (turn_taken != nullptr && *turn_taken) continue;
    const probe known = look_numbers(c.key, c.hand, child_depth);
    if (known.found) {
      if (turn_taken != nullptr && known.pn != 0) *turn_taken = true;
      if (c.interposed < 0) {  // a drop's futility has a record of its own, read in the summary
        record(c, known);
        c.just_read = true;
      }
      continue;
    }
    if (turn_taken != nullptr) *turn_taken = true;
    const position next = p.after(c.m);
    // In a search for any mate the numbers cost more than they save, but the refutations pay:
    // the searches bounded in length that follow find them in the table (bench/RESULTS.md).
    const std::uint64_t board = unmarked(c.key, c.interposed);
    const std::size_t checks =
        child_depth != kUnlimited
            ? moves_.moves(board, c.hand, [&] { return next.legal_checks(); }).size()
        : next.has_legal_check() ? 1
                                 : 0;
    // No check: the defence refutes the node, whatever the plies left. The other defences are
    // counted all the same: stopping here saved 1 % of the instructions, but their numbers and
    // refutations, kept, spare more later (無双 第100番 took 11.8 % more positions without them;
    // bench/RESULTS.md).
    if (checks == 0) {
      table_.store_nomate(c.key, lacking_kinds_kept(full_hand, c.hand), kUnlimited, kNoCause, 0, 1);
      continue;
    }
    raise_to_least(c.pn, c.dn, known);
    if (child_depth != kUnlimited) {
      c.dn = std::max(c.dn, checks_disproof_number(checks, squared_checks(child_depth)));
      store_numbers(c.key, c.hand, child_depth, c.pn, c.dn, 0);
      c.just_read = c.interposed < 0;
    }
  }
}

void engine::add_futility_tests(const position& p, const shogi::move_list& checks,
                                std::uint64_t key, hand_bits hand, interposition interposed) {
  const shogi::square s = square_at(interposed.square);
  const auto checker = checker_behind(p, s);
  if (!checker) return;
  for (const move& m : checks) {
    if (m.is_drop() || m.from() != *checker || m.to() != s) continue;
    child c;
    c.m = m;
    c.futility_test = true;
    c.futility_depth = static_cast<std::uint16_t>(interposed.depth);
    hand_bits with_taken_piece = 0;
    child_key(p, key, hand, m, c.key, with_taken_piece);
    c.hand = hand;  // the piece taken goes back to white
    arena_.push_back(c);
  }
}

}  // namespace kifu::inline v0::tsume::detail
