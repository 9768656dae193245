// The df-pn engine: the recursion with 1+ε thresholds over its children's summary (the
// expansion is in solver_expand.cpp), what a solved node stores, repetition detection on the
// current path, and the limits.
#include "tsume/solver_engine.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "shogi/core.hpp"
#include "tsume/solver_interpositions.hpp"
#include "tsume/solver_keys.hpp"
#include "tsume/solver_numbers.hpp"
#include "tsume/solver_pieces.hpp"
#include "tsume/solver_team.hpp"

namespace kifu::inline v0::tsume::detail {

using shogi::color;
using shogi::move;
using shogi::piece_kind;
using shogi::position;

namespace {

using shogi::detail::square_index;

// True when an OR node searched to `depth` plies keeps every check: at the last ply only the
// mates in one are kept (a search for any mate, kUnlimited, keeps every one). Only such a node
// speaks for other hands, or for any depth, when none of its checks mates.
constexpr bool keeps_every_check(int depth) noexcept {
  return depth >= 2;
}

// The search path's filter: a bit for each of 2^16 buckets of boards (a position's key, black's
// hand aside), 8 KB that stay in the first-level cache, and as many bits beside it for the
// buckets that hold two or more (a count for each bucket, 128 KB, missed the first-level cache
// at every node: bench/RESULTS.md).
constexpr int path_filter_log2 = 16;
constexpr std::size_t path_filter_words = (std::size_t{1} << path_filter_log2) / 64;
constexpr std::size_t path_bucket(std::uint64_t k) noexcept {
  return k >> (64 - path_filter_log2);
}

// How a child that a teammate is searching counts when a node chooses which child to search:
// as if twice as hard, so that this thread goes to another child of about as good a number and
// leaves that one to the teammate (the threads' searches part where the tree branches).
constexpr std::uint32_t busy_number(std::uint32_t n) noexcept {
  return saturate(std::uint64_t{n} * 2 + 1);
}

// How many times its first plies a futility test disproved within them is searched within next,
// before it is searched without a bound (see engine::widened_futility_test).
constexpr int futility_widening = 4;

// How many times a widened futility test's disproof number counts in a search bounded in
// length, for each of black's checks beside it. Widened, a test is a search for any mate,
// whose disproof (no mate at any length) can cost as much as a problem of its own, far more
// than the bounded disproofs of the checks beside it: the AND node above should first try the
// defences a bounded search can refute. A test still within a bound (its AND node's plies, or
// futility_widening times as many) is a bounded search like the checks and counts once: weighted
// too, it kept the AND nodes from drops as easy to refute as any board move (bench/RESULTS.md).
// The checks' first disproof numbers grow with the checks (engine::squared_checks), and the
// weight grows with them: a flat 16 sent the AND nodes into the tests too soon or too late, by
// the problem.
constexpr std::uint64_t futility_disproof_weight = 2;

// `p` after black's `capture` of an interposed piece, with that piece given back to white.
position without_taken_piece(const position& p, const move& capture) noexcept {
  const piece_kind taken = shogi::unpromoted(p.at(capture.to()).kind);
  position q = p.after(capture);
  q.set_hand(color::black, taken, q.hand(color::black, taken) - 1);
  q.set_hand(color::white, taken, q.hand(color::white, taken) + 1);
  return q;
}

}  // namespace

std::uint64_t board_key(const position& p) noexcept {
  return p.state().key;
}

hand_bits black_hand(const position& p) noexcept {
  hand_bits h = 0;
  for (int k = 1; k <= 7; ++k) {
    const auto kind = static_cast<piece_kind>(k);
    h += static_cast<hand_bits>(p.hand(color::black, kind)) * hand_unit(kind);
  }
  return h;
}

void engine::enter_line(const position& p) {
  enter_path(board_key(p), black_hand(p));
}

void engine::enter_line_after(const position& p, const move& d) {
  const auto [key, hand] = key_after_defence(p, d);
  enter_path(key, hand);
}

void engine::leave_line() noexcept {
  leave_path(path_.back());
}

std::pair<std::uint64_t, hand_bits> engine::key_after_defence(const position& p,
                                                              const move& d) const noexcept {
  std::uint64_t key = 0;
  hand_bits hand = 0;
  child_key(p, board_key(p), black_hand(p), d, key, hand);
  if (tsume_count() && d.is_drop()) key ^= interposition_mark[square_index(d.to())];
  return {key, hand};
}

probe engine::look_after_defence(const position& p, const move& d, int depth) const noexcept {
  const auto [key, hand] = key_after_defence(p, d);
  if (tsume_count() && d.is_drop())
    if (const probe f = look_futility(key, hand); f.pn == 0) return f;
  return table_.look(key, hand, depth, path_ids_);
}

probe engine::look_futility(std::uint64_t key, hand_bits hand) const noexcept {
  if (!may_be_futile(key)) return {};
  probe v = table_.look(key ^ futility_mark, hand, 0, path_ids_);
  if (v.pn == 0) {
    v.length = -1;  // the interposition adds no plies
    v.futile = true;
  }
  return v;
}

bool engine::may_be_futile(std::uint64_t key) const noexcept {
  const std::uint64_t bit = key >> (64 - futile_filter_log2);
  return (common_->futile_filter[bit / 64].load(std::memory_order_relaxed) >> (bit % 64) & 1) != 0;
}

void engine::mark_futile(std::uint64_t key) noexcept {
  const std::uint64_t bit = key >> (64 - futile_filter_log2);
  common_->futile_filter[bit / 64].fetch_or(std::uint64_t{1} << (bit % 64),
                                            std::memory_order_relaxed);
}

engine::engine(const solve_options& options)
    : engine(options,
             std::make_shared<common>(std::max<std::size_t>(options.memory_mb, 1) << 20,
                                      futile_filter_bits / 64),
             nullptr, 0) {
  if (options_.threads > 1) {
    team_ = std::make_unique<team>();
    crew_ = team_.get();
  }
}

engine::engine(const engine& leader, unsigned index)
    : engine(helper_options(leader.options_, leader.team_->finish), leader.common_,
             leader.team_.get(), index) {}

engine::engine(const solve_options& options, std::shared_ptr<common> shared, team* crew,
               unsigned index)
    : options_(options),
      common_(std::move(shared)),
      table_(common_->answers),
      crew_(crew),
      index_(index),
      visits_(index),
      path_bits_(new std::atomic<std::uint64_t>[path_filter_words]()) {
  options_.threads = std::max(1U, options_.threads);
  if (options_.max_depth != 0) deepest_ = std::min(options_.max_depth, kDeepestSearch);
  arena_.reserve(1 << 10);  // grows with deeper searches; a small search stays small
  path_.reserve(1 << 8);
  path_hands_.reserve(1 << 8);
  path_shared_.assign(path_filter_words, 0);
  restart_limits();
}

engine::~engine() {
  stop_helpers();
}

void engine::restart_limits() noexcept {
  using clock = std::chrono::steady_clock;
  limit_nodes_ = options_.node_limit != 0 ? nodes_ + options_.node_limit : 0;
  started_ = clock::now();
  started_nodes_ = nodes_;
  next_progress_ =
      started_ + std::chrono::duration_cast<clock::duration>(options_.progress_interval);
  // A limit beyond what the clock can count (centuries) is none.
  has_deadline_ =
      options_.time_limit.count() > 0 &&
      options_.time_limit < std::chrono::duration<double>(clock::time_point::max() - started_) / 2;
  if (has_deadline_)
    deadline_ = started_ + std::chrono::duration_cast<clock::duration>(options_.time_limit);
  stopped_ = false;
}

void engine::check_limits() noexcept {
  using clock = std::chrono::steady_clock;
  if (crew_ != nullptr) meet_team();
  const std::uint64_t nodes = nodes_ + helper_nodes();
  if (options_.on_progress) {
    if (const auto now = clock::now(); now >= next_progress_) {
      options_.on_progress({nodes - started_nodes_, now - started_, table_.hashfull()});
      next_progress_ =
          now + std::chrono::duration_cast<clock::duration>(options_.progress_interval);
    }
  }
  if ((limit_nodes_ != 0 && nodes >= limit_nodes_) || past_limits()) stopped_ = true;
  halted_ = halted_ || stopped_;
}

bool engine::past_limits() const noexcept {
  return (options_.stop != nullptr && options_.stop->load(std::memory_order_relaxed)) ||
         (has_deadline_ && std::chrono::steady_clock::now() >= deadline_);
}

bool engine::teammate_on(std::uint64_t k) const noexcept {
  const std::size_t bucket = path_bucket(k);
  return std::any_of(teammate_paths_.begin(), teammate_paths_.end(), [&](const auto* bits) {
    return (bits[bucket / 64].load(std::memory_order_relaxed) >> (bucket % 64) & 1) != 0;
  });
}

int engine::path_index(std::uint64_t key, hand_bits hand) const noexcept {
  const std::size_t bucket = path_bucket(key);
  if ((path_bits_[bucket / 64].load(std::memory_order_relaxed) >> (bucket % 64) & 1) == 0)
    return -1;
  // A repetition most often returns to a position a few plies up: look from the path's end.
  for (std::size_t i = path_.size(); i-- > 0;)
    if (path_[i] == key && dominates(path_hands_[i], hand)) return static_cast<int>(i);
  return -1;
}

// Inlined: a probe returned through memory was read back before its stores had landed, and
// the summary waited on each.
[[gnu::always_inline]] inline probe engine::child_value(std::size_t i, int depth) const noexcept {
  const child& c = arena_[i];
  if (const int at = path_index(c.key, c.hand); at >= 0)  // a repetition: no mate this way
    return {kInf, 0, kNoLength, c.hand, static_cast<std::uint16_t>(at), true, true};
  if (c.interposed >= 0 && !c.futility_test)
    if (const probe f = look_futility(c.key, c.hand); f.pn == 0) return f;
  probe v = look_numbers(c.key, c.hand, c.futility_test ? c.futility_depth : depth);
  // When the table gave the child's entry up: its last numbers (raised to the least its
  // board's other hands allow), or its answer. An answer the node has seen stays the node's
  // while it is searched, even when the table still holds the child's old open numbers (only
  // the answer's entry was given up): otherwise two children whose answers push each other out
  // of a full cluster are searched in turn without end.
  if (!v.found || (v.pn != 0 && v.dn != 0 && (c.pn == 0 || c.dn == 0))) {
    v.pn = c.pn;
    v.dn = c.dn;
    if (c.pn != 0 && c.dn != 0) raise_to_least(v.pn, v.dn, v);
    v.length = c.length;
    v.pieces = c.pieces;
    v.cause = c.cause;
    v.general = c.general;
  }
  return v;
}

bool engine::widened_futility_test(child& c, const probe& v) noexcept {
  if (!c.futility_test || v.dn != 0 || c.futility_depth == 0 || c.futility_depth == kUnlimited)
    return false;
  // First to a few times its plies, then to any length: a capture that mates beyond the AND
  // node's plies most often mates soon after, and a search bounded so finds it for far less
  // than a search for any mate, in which the node above would wait on the test
  // (bench/RESULTS.md).
  const int wider = c.futility_depth * futility_widening;
  c.futility_depth =
      c.futility_widened || wider >= kUnlimited ? kUnlimited : static_cast<std::uint16_t>(wider);
  c.futility_widened = true;
  return true;
}

std::uint64_t engine::summed_weight(std::size_t i, std::size_t base, std::size_t end, bool or_node,
                                    int child_depth) const noexcept {
  const child& c = arena_[i];
  const bool widened_test =
      or_node && c.futility_test && child_depth != kUnlimited && c.futility_depth == kUnlimited;
  if (!widened_test) return 1;
  const auto tests = std::count_if(arena_.begin() + static_cast<std::ptrdiff_t>(base),
                                   arena_.begin() + static_cast<std::ptrdiff_t>(end),
                                   [](const child& x) { return x.futility_test; });
  const std::uint64_t checks = end - base - static_cast<std::size_t>(tests);
  return futility_disproof_weight * std::max<std::uint64_t>(checks, 1);
}

engine::node_summary engine::summarize(const position& p, hand_bits hand, std::size_t base,
                                       std::size_t end, int child_depth, std::size_t refresh,
                                       std::uint32_t busy_cap) {
  return p.side_to_move() == color::black
             ? summarize_as<true>(p, hand, base, end, child_depth, refresh, busy_cap)
             : summarize_as<false>(p, hand, base, end, child_depth, refresh, busy_cap);
}

template <bool or_node>
engine::node_summary engine::summarize_as(const position& p, hand_bits hand, std::size_t base,
                                          std::size_t end, int child_depth, std::size_t refresh,
                                          std::uint32_t busy_cap) {
  drop_turns turns(or_node ? shogi::square{} : *p.king_square(color::white));
  node_summary n;
  n.best_i = base;
  n.length = or_node ? kNoLength : 0;
  n.disproof = full_hand;
  n.and_disproof = hand;
  bool disproved_child = false;
  // White's interpositions by drops wait their turn: while one is unproved, the drops after
  // it (expand sorts them so) count neither in the node's proof number nor as children to
  // search, except that the square next to the king and the farther squares take turns
  // apart. A check from afar so weighs as two defences, not as one for each piece on each
  // square between; the pieces on a square and the farther squares come in one after
  // another as the earlier ones are proved, and often fall to their proofs through the
  // table. (Summing every drop made long-range checks look too hard to try; the runs that
  // chose this are in bench/RESULTS.md.)
  for (std::size_t i = base; i < end; ++i) {
    bool fresh = i == refresh || (refresh == kEveryChild && !settled(arena_[i]));
    // A child the expansion just read is taken from the arena, unless it repeats the path.
    if (fresh && arena_[i].just_read) {
      arena_[i].just_read = false;
      fresh = path_index(arena_[i].key, arena_[i].hand) >= 0;
    }
    probe v = fresh ? child_value(i, child_depth) : remembered(arena_[i]);
    // Widened before the answer is recorded below: a bounded disproof kept on the arena would
    // stand for the unbounded test's answer while the table holds only its open numbers (see
    // child_value), and a futile drop would pass for a defence (bench/RESULTS.md).
    if (fresh && widened_futility_test(arena_[i], v)) v = child_value(i, child_depth);
    if (fresh) record(arena_[i], v);
    const std::uint32_t select = or_node ? v.pn : v.dn;
    const std::uint32_t other = saturate(std::uint64_t{or_node ? v.dn : v.pn} *
                                         summed_weight(i, base, end, or_node, child_depth));
    if (!or_node && arena_[i].m.is_drop() && v.pn != 0) {
      bool& turn_taken = turns.taken(arena_[i].m);
      if (turn_taken && v.dn != 0) continue;
      turn_taken = true;
    }
    if (select == 0) {  // a proved child of an OR node, a disproved child of an AND node
      if (or_node && arena_[i].futility_test) {
        if (!n.futile) n.futile_proof = v.pieces;
        n.futile = true;
      } else if (or_node && v.length < n.length) {
        n.length = v.length;
        n.proof = before_check(p, arena_[i].m, v.pieces);
      } else if (!or_node && (!disproved_child || v.cause > n.and_cause)) {
        disproved_child = true;
        n.and_cause = v.cause;
        n.and_general = v.general;
        n.and_disproof = after_defence(p, arena_[i].m, v.pieces);
      }
    }
    if (other == 0 && or_node) {
      n.or_cause = std::min(n.or_cause, v.cause);
      n.or_general = n.or_general && v.general;
      const child& c = arena_[i];
      n.disproof = hand_intersection(n.disproof,
                                     c.futility_test ? v.pieces : before_check(p, c.m, v.pieces));
    }
    // An AND node's mate is one ply longer than its longest defence's; a futile
    // interposition (length -1) adds nothing.
    if (other == 0 && !or_node) {
      n.length = std::max(n.length, v.length + 1);
      n.proof = hand_union(n.proof, v.pieces);
    }
    n.sum += other;
    if (other != 0) {
      ++n.open_children;
      n.largest_other = std::max(n.largest_other, other);
    }
    n.best = std::min(n.best, select);
    const std::uint32_t choice = !teammate_paths_.empty() &&
                                         or_node == (child_depth != kUnlimited) && select != 0 &&
                                         other != 0 && teammate_on(arena_[i].key)
                                     ? std::max(select, std::min(busy_number(select), busy_cap))
                                     : select;
    if (choice < n.chosen) {
      n.second = n.chosen;
      n.chosen = choice;
      n.best_i = i;
    } else if (choice < n.second) {
      n.second = choice;
    }
  }
  return n;
}

std::uint64_t engine::other_number(const node_summary& n, bool or_node, int depth) const noexcept {
  // In a search for any mate, an OR node's disproof number is its largest child's plus one
  // for each other open child (weak proof-number search), not the sum: black's checks reach
  // the same positions by many orders, and summed disproof numbers count them again and
  // again until they overflow. The AND node keeps the sum: its proof numbers, summed,
  // measured far better. So do the OR nodes of a search bounded in length (the proofs that
  // no shorter mate exists): with the weak numbers, proof numbers overflowed there instead.
  // And so do those of a search for any mate inside a bounded one (a futility test widened):
  // with the weak number, a test after which black checks without end kept a disproof number
  // of about 50 while its proof number grew past 20,000, and the AND node above went on
  // choosing the interposition as its easiest defence to refute (将棋図巧 第33番: 1.84 M of the
  // proof's 1.86 M positions in three tests, none of them ever solved; bench/RESULTS.md).
  const std::uint64_t weak = std::uint64_t{n.largest_other} + n.open_children - 1;
  if (or_node && depth == kUnlimited && root_depth_ == kUnlimited) return weak;
  // A number that reached the largest value would stop the search with time left (a bounded
  // search sums numbers that were summed below over transpositions): near it, either node
  // takes the weak number too (bench/RESULTS.md).
  if (n.sum >= kInf / 4) return weak;
  return n.sum;
}

void engine::mid(const position& p, std::uint64_t key, hand_bits hand, int depth,
                 std::uint32_t th_pn, std::uint32_t th_dn, interposition interposed) {
  // Deeper than asked for, or than the recursion may go: the search stops as at a limit.
  if (path_.size() - root_path_ >= deepest_) {
    stopped_ = halted_ = true;
    return;
  }
  const std::uint64_t first_node = nodes_++;
  // The node limit is exact; the clock and the stop flag are looked at every 1024 nodes.
  if ((nodes_ & 1023) == 0 || nodes_ == limit_nodes_) check_limits();
  const bool or_node = p.side_to_move() == color::black;
  const std::size_t base = arena_.size();
  if (!expand(p, key, hand, depth, interposed)) return;
  const std::size_t end = arena_.size();
  const auto amount = [&] { return saturate(nodes_ - first_node); };
  if (end == base) {  // black has no check (or no mate in one at the last ply)
    // At the last ply the checks left out may mate when white holds fewer pieces; with every
    // check seen, none means no mate whatever the plies left.
    const bool every_check = keeps_every_check(depth);
    table_.store_nomate(key, every_check ? lacking_kinds_kept(full_hand, hand) : hand,
                        every_check ? kUnlimited : depth, kNoCause, 0, 1);
    return;
  }
  const int child_depth = depth == kUnlimited ? kUnlimited : std::max(depth - 1, 0);
  const auto own_index = static_cast<std::uint16_t>(path_.size());
  enter_path(key, hand);
  // The children the summary reads again from the table: in a search for any mate all of them,
  // whose numbers change as the searched child reaches them by other paths; in a search bounded
  // in length only the one just searched, the others keeping their last numbers (fewer lookups
  // for about as many nodes: bench/RESULTS.md).
  std::size_t refresh = kEveryChild;
  for (;;) {
    const node_summary n =
        summarize(p, hand, base, end, child_depth, refresh, (or_node ? th_pn : th_dn) - 1);
    if (store_if_solved(p, {key, hand, depth, own_index, amount()}, n)) break;
    const std::uint32_t node_select = n.best,
                        node_other = saturate(other_number(n, or_node, depth));
    const std::uint32_t th_select = or_node ? th_pn : th_dn;
    const std::uint32_t th_other = or_node ? th_dn : th_pn;
    if (node_select >= th_select || node_other >= th_other || halted_) {
      store_numbers(key, hand, depth, or_node ? node_select : node_other,
                    or_node ? node_other : node_select, amount());
      break;
    }
    // 1+ε: the best child may grow beyond the second best before we switch: by a quarter, or
    // by a half at the OR nodes of a search bounded in length, which most often must disprove
    // every check, so that switching between them costs visits (bench/RESULTS.md).
    const std::uint32_t growth = or_node && depth != kUnlimited ? n.second / 2 : n.second / 4;
    const std::uint64_t eps_limit = static_cast<std::uint64_t>(n.second) + growth + 1;
    const auto child_select =
        static_cast<std::uint32_t>(std::min<std::uint64_t>(th_select, eps_limit));
    const child c = arena_[n.best_i];
    // The child may search until the node's other number reaches its threshold.
    const std::uint32_t child_other =
        summed_threshold(or_node ? c.dn : c.pn, static_cast<std::uint64_t>(th_other) - node_other,
                         summed_weight(n.best_i, base, end, or_node, child_depth));
    mid(c.futility_test ? without_taken_piece(p, c.m) : p.after(c.m), c.key, c.hand,
        c.futility_test ? c.futility_depth : child_depth, or_node ? child_select : child_other,
        or_node ? child_other : child_select, {c.interposed, c.futility_depth});
    if (depth != kUnlimited) refresh = n.best_i;
  }
  leave_path(key);
  arena_.resize(base);
}

void engine::enter_path(std::uint64_t k, hand_bits hand) {
  path_.push_back(k);
  path_hands_.push_back(hand);
  visits_ += options_.threads;
  path_ids_.push_back(visits_);
  const std::size_t bucket = path_bucket(k);
  const std::uint64_t bit = std::uint64_t{1} << (bucket % 64);
  std::atomic<std::uint64_t>& bits = path_bits_[bucket / 64];
  const std::uint64_t before = bits.load(std::memory_order_relaxed);
  if ((before & bit) != 0) path_shared_[bucket / 64] |= bit;
  bits.store(before | bit, std::memory_order_relaxed);
}

void engine::leave_path(std::uint64_t k) noexcept {
  path_.pop_back();
  path_hands_.pop_back();
  path_ids_.pop_back();
  const std::size_t bucket = path_bucket(k);
  const std::uint64_t bit = std::uint64_t{1} << (bucket % 64);
  std::atomic<std::uint64_t>& bits = path_bits_[bucket / 64];
  if ((path_shared_[bucket / 64] & bit) == 0) {
    bits.store(bits.load(std::memory_order_relaxed) & ~bit, std::memory_order_relaxed);
    return;
  }
  // The bucket held another position of the path (about one in a hundred on a 600-ply path):
  // how many it holds now.
  std::size_t others = 0;
  for (const std::uint64_t on_path : path_) others += path_bucket(on_path) == bucket ? 1 : 0;
  if (others < 2) path_shared_[bucket / 64] &= ~bit;
  if (others == 0)
    bits.store(bits.load(std::memory_order_relaxed) & ~bit, std::memory_order_relaxed);
}

void engine::store_disproof(const solved_node& at, std::uint16_t cause, hand_bits pieces,
                            bool general) {
  // A disproof that relied on a repetition of this node or of one below holds on any path.
  if (cause >= at.path_index) cause = kNoCause;
  // One that relies on a repetition on the path stays bounded: stored for any depth, it would
  // take the place of the unconditional one of the same hand (the deeper disproof wins).
  const int depth = general && cause == kNoCause ? kUnlimited : at.depth;
  table_.store_nomate(at.key, pieces, depth, cause, cause == kNoCause ? 0 : path_ids_[cause],
                      at.amount, general);
}

bool engine::store_if_solved(const position& p, const solved_node& at, const node_summary& n) {
  const bool or_node = p.side_to_move() == color::black;
  if (n.best == 0) {  // solved: OR proved or AND disproved
    if (or_node) {
      if (n.futile) {  // a futile interposition: a record of its own
        mark_futile(at.key);
        table_.store_mate(at.key ^ futility_mark, n.futile_proof, 0, at.amount);
      }
      // A mate by a check is kept beside a futility: should the table give the futility up,
      // the drop still has a proof (counted as a defence, so longer), which the next visits
      // would otherwise search for again (bench/RESULTS.md).
      if (n.length != kNoLength) table_.store_mate(at.key, n.proof, n.length + 1, at.amount);
    } else {
      store_disproof(at, n.and_cause,
                     n.and_cause == kNoCause ? hand_union(n.and_disproof, at.hand) : at.hand,
                     n.and_general);
    }
    return true;
  }
  if (n.sum != 0) return false;
  // Every child solved the other way: OR disproved or AND proved.
  if (or_node) {
    // Only a search that saw every check, without a repetition, speaks for other hands; one
    // that saw every check, each disproved at any depth, holds at any depth.
    const bool every_check = keeps_every_check(at.depth);
    const bool other_hands = n.or_cause == kNoCause && every_check;
    store_disproof(at, n.or_cause, other_hands ? lacking_kinds_kept(n.disproof, at.hand) : at.hand,
                   every_check && n.or_general);
  } else {
    table_.store_mate(at.key, defended_kinds(p, at.hand, n.proof), n.length, at.amount);
  }
  return true;
}

probe engine::search(const position& p, int depth) {
  if (depth != kUnlimited && depth < 2 && p.side_to_move() == color::white) {
    const shogi::move_list moves = p.legal_moves();
    if (moves.empty()) return {0, kInf, 0, black_hand(p), kNoCause, true};
    if (!(tsume_count() && only_drops(moves))) return {kInf, 0, kNoLength, 0, kNoCause, true};
  }
  if (depth < 1 && p.side_to_move() == color::black) return {kInf, 0, kNoLength, 0, kNoCause, true};
  const std::uint64_t key = board_key(p);
  const hand_bits hand = black_hand(p);
  if (team_) root_ = p;
  root_depth_ = depth;
  root_nodes_ = nodes_;
  root_path_ = path_.size();
  for (;;) {
    probe v = table_.look(key, hand, depth, path_ids_);
    if (const auto answer = helpers_answer()) v = *answer;
    if (v.pn == 0 || v.dn == 0 || stopped_) {
      stop_helpers();
      root_.reset();  // helpers start only on the root of a search under way
      return v;
    }
    halted_ = false;
    arena_.clear();
    // The path holds only a main line's positions here (see enter_line): each node takes
    // itself off as it returns.
    mid(p, key, hand, depth, kInf - 1, kInf - 1, {});
    // A number that reached the largest value ends every search from the root at once, and
    // the next would do the same: the search stops as a limit would stop it.
    if (const probe after = table_.look(key, hand, depth, path_ids_);
        after.pn != 0 && after.dn != 0 && (after.pn >= kInf - 1 || after.dn >= kInf - 1))
      stopped_ = true;
  }
}

probe engine::search_within(const position& p, int depth, std::uint64_t budget) {
  // A budget beyond what the count can reach (one doubled without end) is none.
  const std::uint64_t own = limit_nodes_, cap = budget > ~std::uint64_t{0} - nodes_
                                                    ? ~std::uint64_t{0}
                                                    : nodes_ + budget;
  limit_nodes_ = own != 0 ? std::min(own, cap) : cap;
  const probe v = search(p, depth);
  limit_nodes_ = own;
  if (stopped_ && nodes_ >= cap && (own == 0 || nodes_ < own)) {
    stopped_ = false;  // the budget ran out; the clock or the stop flag may have too
    check_limits();
  }
  return v;
}

std::optional<bool> engine::futile(const position& p, const move& d) {
  if (!tsume_count() || !d.is_drop()) return false;
  const int depth = futility_depth_of(p.legal_moves());
  const position after = p.after(d);
  const auto checker = checker_behind(after, d.to());
  if (!checker) return false;
  for (const move& m : after.legal_moves()) {
    if (m.is_drop() || m.from() != *checker || m.to() != d.to() || !after.after(m).in_check())
      continue;
    const probe v = search(without_taken_piece(after, m), depth);
    if (v.pn == 0) return true;
    if (v.dn != 0) return std::nullopt;
  }
  return false;
}

std::optional<bool> engine::mated(const position& p) {
  const shogi::move_list moves = p.legal_moves();
  if (moves.empty()) return true;
  if (!tsume_count() || !only_drops(moves)) return false;
  for (const move& d : moves) {
    const auto f = futile(p, d);
    if (!f || !*f) return f;
  }
  return true;
}

}  // namespace kifu::inline v0::tsume::detail
