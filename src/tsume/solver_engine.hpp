// Private: the df-pn engine of the tsume solver. One search answers "does black mate from this
// position within N plies (or at all)?"; every answer it finds stays in the table, so that
// the next question about a nearby position starts where the last one ended. With more than
// one thread, helpers search the same question on the same table (see solver_team.cpp).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "kifu/shogi/position.hpp"
#include "kifu/tsume/solver.hpp"
#include "tsume/move_cache.hpp"
#include "tsume/solver_table.hpp"

namespace kifu::inline v0::tsume::detail {

/// The Zobrist key of a position's board and side to move.
std::uint64_t board_key(const shogi::position& p) noexcept;
/// Black's hand of a position, packed.
hand_bits black_hand(const shogi::position& p) noexcept;
/// The positions within which a check is proved again where the table gave its proof up (the
/// mating one most often is; one that does not mate must not take the whole time).
inline constexpr std::uint64_t kRecheckBudget = 10'000;

/// The df-pn engine.
class engine {
 public:
  /// An engine with the table size, limits, stop flag and threads of `options`.
  explicit engine(const solve_options& options);
  ~engine();
  engine(const engine&) = delete;
  engine& operator=(const engine&) = delete;

  /// Searches `p` (either side to move) for a mate within `depth` plies (kUnlimited: any
  /// length). pn == 0: mate (length in probe::length), dn == 0: none, else a limit stopped it
  /// (or a proof or disproof number reached its largest value, which stops it likewise).
  probe search(const shogi::position& p, int depth);
  /// As search, within at most `budget` more positions besides the engine's own limits: an
  /// answer with neither number 0 when the budget ran out (stopped() tells the engine's own
  /// limits apart).
  probe search_within(const shogi::position& p, int depth, std::uint64_t budget);
  /// For the tsume count: true when white's drop `d` in `p` (an interposition) is futile
  /// (無駄合): the checking piece takes it and black mates without the piece it took (at once
  /// when white had nothing but drops). nullopt when a limit stopped the search.
  std::optional<bool> futile(const shogi::position& p, const shogi::move& d);
  /// True when white, to move in `p`, is mated under the engine's count: no legal move, or
  /// (tsume count) only futile interpositions. nullopt when a limit stopped the search.
  std::optional<bool> mated(const shogi::position& p);
  /// Puts `p`, a position of the main line of a shortest mate whose plies left are its shortest
  /// mate, at the end of the line the searches that follow start from, as if it were on their
  /// path: a position of its board and side to move where black holds no more pieces then has
  /// no mate this way, as a repetition has none (docs/tsume.md). Between searches only.
  void enter_line(const shogi::position& p);
  /// As enter_line for the position after white's defence `d` in `p`, under the key the search
  /// gives it (see look_after_defence).
  void enter_line_after(const shogi::position& p, const shogi::move& d);
  /// Takes the last position enter_line put on the line off again.
  void leave_line() noexcept;
  /// Stores that black mates from `p` within `length` plies, with black's whole hand as the
  /// proof pieces: a proof put together from the proofs of its children that the table holds
  /// (see proof_shortening.hpp).
  void store_mate(const shogi::position& p, int length) noexcept {
    table_.store_mate(board_key(p), black_hand(p), length, 1);
  }
  /// What the table knows of `p` for `depth` plies.
  probe look(const shogi::position& p, int depth) const noexcept {
    return table_.look(board_key(p), black_hand(p), depth, path_ids_);
  }
  /// What the table knows of the position after white's defence `d` in `p` for `depth` plies,
  /// under the key the search gives it (with the tsume count, a drop interposition's position
  /// is a node of its own): a futile one (probe::futile) when the drop was proved futile.
  probe look_after_defence(const shogi::position& p, const shogi::move& d,
                           int depth) const noexcept;
  /// Positions expanded so far, by every thread.
  std::uint64_t nodes() const noexcept { return nodes_; }
  /// True when a limit or the stop flag ended the last search.
  bool stopped() const noexcept { return stopped_; }
  /// True when the stop flag is set or the time limit has passed (for work between searches;
  /// a search looks at them itself).
  bool past_limits() const noexcept;
  /// The options the engine was made with.
  const solve_options& options() const noexcept { return options_; }
  /// Counts the time and node limits from now.
  void restart_limits() noexcept;
  /// Replaces the wall-time limit (counted from the next restart_limits).
  void set_time_limit(std::chrono::duration<double> limit) noexcept { options_.time_limit = limit; }
  /// Replaces whether the shortest mate is asked for.
  void set_shortest(bool shortest) noexcept { options_.shortest = shortest; }
  /// The table's entries in use, per mille.
  int hashfull() const noexcept { return table_.hashfull(); }
  /// The time and node count at which searches stop (each may be absent).
  struct budget {
    std::optional<std::chrono::steady_clock::time_point> deadline;
    std::uint64_t node_limit = 0;  ///< the node count to stop at, 0: none
  };
  /// The current budget.
  budget limits() const noexcept {
    return {has_deadline_ ? std::optional(deadline_) : std::nullopt, limit_nodes_};
  }
  /// Stops searches at `b` instead, and forgets that a search stopped.
  void set_limits(const budget& b) noexcept {
    has_deadline_ = b.deadline.has_value();
    if (b.deadline) deadline_ = *b.deadline;
    limit_nodes_ = b.node_limit;
    stopped_ = false;
  }

 private:
  // What the engines of one solver share: the table, and the filter of the futilities stored.
  struct common;
  // The helpers of a search on more than one thread, and how they meet (solver_team.cpp).
  struct team;
  // A helper of `leader`'s team: the same table, no limits of its own, the `index`th thread.
  engine(const engine& leader, unsigned index);
  // What both of the above do: an engine on `shared` in `crew` (none: alone), its `index`th.
  engine(const solve_options& options, std::shared_ptr<common> shared, team* crew, unsigned index);
  // A child of a node being searched: its move, key, hand and last known numbers.
  // With the tsume count, the position after a drop interposition is a node of its own (its
  // key marked with the square): besides black's checks it has a futility test for each way
  // the checking piece can take the dropped piece, a node that is the position after that
  // capture with the piece given back to white. A proved futility test proves the
  // interposition with length 0, so that it adds nothing to the length of the defence.
  struct child {
    shogi::move m;
    std::uint64_t key = 0;
    hand_bits hand = 0;
    std::uint32_t pn = 1;
    std::uint32_t dn = 1;
    std::int8_t interposed = -1;       // a drop interposition on this square (tsume count)
    bool futility_test = false;        // the capture of an interposed piece, the piece given back
    std::uint16_t futility_depth = 0;  // the plies a futility test is searched within
    bool futility_widened = false;     // searched within more than its first plies
    // Once solved, what the answer needs besides its numbers, should the table give up the
    // child's entry while the node still counts on it: the mate's length, the proof or
    // disproof pieces, the repetition a disproof relied on.
    std::int32_t length = kNoLength;  // -1: a futile interposition (see probe::futile)
    std::uint16_t cause = kNoCause;
    hand_bits pieces = 0;
    bool general = false;  // a disproof that holds at any depth (see store_disproof)
    // The numbers and answer above were just read from the table, or written to it, by the
    // node's expansion: the node's first summary takes them without a second lookup.
    bool just_read = false;
  };
  // Records in `c` its numbers and answer `v` (what `remembered` gives back).
  static void record(child& c, const probe& v) noexcept {
    c.pn = v.pn;
    c.dn = v.dn;
    if (v.pn == 0 || v.dn == 0) {
      c.length = v.length;
      c.pieces = v.pieces;
      c.cause = v.cause;
      c.general = v.general;
    }
  }
  // Raises open numbers to the least ones the table's entries of their board under other
  // hands allow (see probe::least_pn).
  static void raise_to_least(std::uint32_t& pn, std::uint32_t& dn, const probe& known) noexcept {
    pn = std::max(pn, known.least_pn);
    dn = std::max(dn, known.least_dn);
  }
  // A position after a drop interposition: the square, and the plies its futility tests are
  // first searched within (see first_futility_depth).
  struct interposition {
    int square = -1;
    int depth = 0;
  };
  // The futility record of the interposition node (key, hand): a futile probe (length -1, the
  // interposition adds no plies) when one of its futility tests was proved. It is kept apart
  // from the node's own record, the mates by black's checks and their lengths.
  probe look_futility(std::uint64_t key, hand_bits hand) const noexcept;
  // Whether a futility was ever stored for the interposition node `key` (false: certainly
  // not), so that most interpositions need no second lookup; and the marking of one stored.
  bool may_be_futile(std::uint64_t key) const noexcept;
  void mark_futile(std::uint64_t key) noexcept;
  static constexpr int futile_filter_log2 = 18;
  static constexpr std::size_t futile_filter_bits = std::size_t{1} << futile_filter_log2;
  // The key and black's hand of the position after white's defence `d` in `p`, as the search
  // gives them (with the tsume count, a drop interposition's position is marked).
  std::pair<std::uint64_t, hand_bits> key_after_defence(const shogi::position& p,
                                                        const shogi::move& d) const noexcept;
  // The hand under which a search to `depth` plies keeps the open numbers of `hand` in the
  // table. A search for any mate run inside a search bounded in length (a futility test
  // widened) keeps its own (nested_numbers_mark): sharing one set, the test read and
  // overwrote the bounded search's numbers of the positions both met, which measure a
  // different search, and the bounded search read the test's. 将棋図巧 第47番's proof of the
  // shortest took 5.25 M positions so, 1.30 M apart (bench/RESULTS.md). The first search for
  // any mate shares its numbers with the bounded searches that follow: they start from them.
  hand_bits numbers_hand(hand_bits hand, int depth) const noexcept {
    return depth == kUnlimited && root_depth_ != kUnlimited ? hand | nested_numbers_mark : hand;
  }
  // What the table knows of (key, hand) for a search to `depth` plies: its answer, or the open
  // numbers that search keeps (see numbers_hand).
  probe look_numbers(std::uint64_t key, hand_bits hand, int depth) const noexcept {
    return table_.look(key, numbers_hand(hand, depth), depth, path_ids_);
  }
  // Records the open numbers of (key, hand) for a search to `depth` plies.
  void store_numbers(std::uint64_t key, hand_bits hand, int depth, std::uint32_t pn,
                     std::uint32_t dn, std::uint64_t amount) noexcept {
    table_.store_numbers(key, numbers_hand(hand, depth), pn, dn, amount);
  }
  // The plies from the bound from which the checks count twice over: nearer, they stay one.
  static constexpr int squared_checks_depth = 4;
  // True when the first disproof numbers of a search to `depth` plies count the checks twice over
  // (on one thread as on a team: bench/RESULTS.md, "Two threads count the checks twice over").
  static constexpr bool squared_checks(int depth) noexcept {
    return depth != kUnlimited && depth >= squared_checks_depth;
  }
  // Expands a node into children on the arena; false when the node is terminal (and stored).
  bool expand(const shogi::position& p, std::uint64_t key, hand_bits hand, int depth,
              interposition interposed);
  // Expands an OR node (black to move) into its checks, and the futility tests of an
  // interposition node; false when a mate in one proved it.
  bool expand_checks(const shogi::position& p, std::uint64_t key, hand_bits hand, int depth,
                     interposition interposed);
  // Gives the checks on the arena from `base` their first proof numbers (white's defences
  // after each, df-pn+), drops those that cannot mate at the last ply, stores the checks
  // that mate, and in a search bounded in length disproves those after which a defence leaves
  // no mate in one (three plies from the bound) or no check (farther); returns the first check
  // that mates (its hand: the proof pieces it needs), at once when `stop_at_mate`.
  std::optional<child> weigh_checks(const shogi::position& p, std::size_t base, int depth,
                                    bool stop_at_mate);
  // Expands an AND node (white to move) into its defences, the board moves first, then the
  // drops by square from the king outwards; false when white is mated or cannot last.
  bool expand_defences(const shogi::position& p, std::uint64_t key, hand_bits hand, int depth);
  // For the last `count` children on the arena (white's defences, positions searched to
  // `child_depth` plies) that the table knows nothing of: one after which black has no check
  // is stored as refuting; in a search bounded in length the others get black's number of
  // checks as their disproof number, kept in the table so that the node's next visits (df-pn
  // comes back to a node many times) do not count them again. An AND node then tries first
  // the defence that leaves black the fewest checks, instead of expanding each child once to
  // learn its numbers (most visits of OR nodes in a bounded search were such look-aheads).
  void initial_disproof_numbers(const shogi::position& p, std::size_t count, int child_depth);
  // True when, at a white node two plies from the bound (`p`, key `key`, black's hand `hand`),
  // one of its `defences` leaves black no mate in one: the node is disproved within two plies
  // without a child searched, and its disproof is stored. The mates in one it finds are stored
  // too.
  bool refuted_at_once(const shogi::position& p, std::uint64_t key, hand_bits hand,
                       const shogi::move_list& defences);
  // True when black has no mate in one after white's `defence` at `p` (key `key`, black's hand
  // `hand`); a mate in one found on the way is stored. The moves are played and taken back on
  // `s`, which holds `p`'s board and holds it again on return.
  bool leaves_no_mate_in_one(const shogi::position& p, shogi::detail::board_state& s,
                             std::uint64_t key, hand_bits hand, const shogi::move& defence);
  // True when one of white's `defences` in `p` (its legal moves) leaves black no check, so
  // that the check before `p` cannot mate (under the tsume count, a drop is not counted: it
  // may be futile).
  bool leaves_no_check(const shogi::position& p, const shogi::move_list& defences) const;
  // Adds the futility tests of a position after white's drop (`checks`: black's checks).
  void add_futility_tests(const shogi::position& p, const shogi::move_list& checks,
                          std::uint64_t key, hand_bits hand, interposition interposed);
  // When `c` is a futility test that `v` disproves within its plies (at first its AND node's,
  // see first_futility_depth): widens them, to futility_widening times as many and then to any
  // length, and true.
  static bool widened_futility_test(child& c, const probe& v) noexcept;
  // How many times the summed number of child `i` of the children from `base` to `end` (its
  // dn at an OR node, its pn at an AND node; a child searched to `child_depth` plies) counts in
  // its node's sum: more than once for a futility test widened to a search for any mate within
  // a bounded search, as many times more as black has checks beside it.
  std::uint64_t summed_weight(std::size_t i, std::size_t base, std::size_t end, bool or_node,
                              int child_depth) const noexcept;
  // The numbers of child `i` (a position after a move of a node searched to `depth` plies).
  probe child_value(std::size_t i, int depth) const noexcept;
  // A node's numbers from its children's: at an OR node pn = min, dn = sum; at an AND node the
  // other way round; and what a solved node stores.
  struct node_summary {
    std::uint32_t best = kInf + 1;  // the smallest selecting number (pn at OR, dn at AND)
    // The child to search: the one of the smallest selecting number, but that a child on a
    // teammate's path counts as more (see busy_number); that number, the second smallest so
    // counted, and the child's place on the arena (its numbers are there).
    std::uint32_t chosen = kInf + 1;
    std::uint32_t second = kInf + 1;
    std::size_t best_i = 0;
    std::uint64_t sum = 0;  // the sum of the other numbers
    // For an OR node's disproof number: the largest of its children's and how many are open.
    std::uint32_t largest_other = 0, open_children = 0;
    int length = 0;  // a proved OR node's shortest child, a proved AND node's longest defence
    // At a drop interposition node: whether a futility test is proved, and its proof pieces.
    bool futile = false;
    hand_bits futile_proof = 0;
    // The repetition a disproof relies on: at an AND node the least dependent disproved
    // child's, at an OR node the most dependent child's.
    std::uint16_t and_cause = 0, or_cause = kNoCause;
    // Whether a disproof holds at any depth: at an AND node the chosen disproved child's, at an
    // OR node every child's.
    bool and_general = false, or_general = true;
    // The proof pieces: at an OR node the shortest proved child's, at an AND node every
    // child's together. The disproof pieces: at an OR node what every check's allow, at an
    // AND node the chosen disproved child's.
    hand_bits proof = 0, disproof = 0, and_disproof = 0;
  };
  // The summary of the children on the arena from `base` to `end` of the node `p` (black's
  // hand `hand`), searched to `child_depth` plies; records each child's numbers. It reads the
  // child at `refresh` from the table (kEveryChild: every child not settled) unless the
  // expansion just read it (child::just_read), and takes the others' last numbers from the
  // arena. A child on a teammate's path counts, for the choice,
  // as at most `busy_cap` (the node's threshold less one: a child chosen so is within it).
  node_summary summarize(const shogi::position& p, hand_bits hand, std::size_t base,
                         std::size_t end, int child_depth, std::size_t refresh,
                         std::uint32_t busy_cap);
  static constexpr std::size_t kEveryChild = ~std::size_t{0};
  // summarize at an OR node (black to move) or an AND node, each compiled apart.
  template <bool or_node>
  node_summary summarize_as(const shogi::position& p, hand_bits hand, std::size_t base,
                            std::size_t end, int child_depth, std::size_t refresh,
                            std::uint32_t busy_cap);
  // True when a child's last answer can no longer change while its node is searched: a
  // disproof that holds at any depth and on any path (the children of one node stay off the
  // path while it is searched). A drop interposition, whose futility has a record of its own,
  // and a futility test are read again.
  static bool settled(const child& c) noexcept {
    return c.dn == 0 && c.general && c.cause == kNoCause && c.interposed < 0 && !c.futility_test;
  }
  // A child's last numbers and answer, as the summary recorded them.
  static probe remembered(const child& c) noexcept {
    probe v;
    v.pn = c.pn;
    v.dn = c.dn;
    v.length = c.length;
    v.pieces = c.pieces;
    v.cause = c.cause;
    v.general = c.general;
    v.found = true;
    return v;
  }
  // The number of an unsolved node that its children sum (dn at an OR node, pn at an AND
  // node), from their summary, for a search to `depth` plies.
  std::uint64_t other_number(const node_summary& n, bool or_node, int depth) const noexcept;
  // A node about to be stored: its key and hand, the plies it was searched to, its place on
  // the search path, and the work it took.
  struct solved_node {
    std::uint64_t key = 0;
    hand_bits hand = 0;
    int depth = 0;
    std::uint16_t path_index = 0;
    std::uint64_t amount = 0;
  };
  // Stores the node's proof or disproof when its children's summary `n` solves it; false while
  // it is open.
  bool store_if_solved(const shogi::position& p, const solved_node& at, const node_summary& n);
  // Stores that there is no mate from the node within black's hand `pieces`; a `cause` (the
  // repetition it relied on) at the node or below it is dropped: the disproof holds anywhere.
  // A `general` disproof is one that no bound on the length cut (no check at all where each
  // line ends, or a repetition): it holds at any depth and is stored so, and a position met
  // again with more plies left needs no new search.
  void store_disproof(const solved_node& at, std::uint16_t cause, hand_bits pieces, bool general);
  // Puts the position of key `k` and black's hand `hand` on the search path, and takes it off.
  void enter_path(std::uint64_t k, hand_bits hand);
  void leave_path(std::uint64_t k) noexcept;
  // The df-pn recursion (multiple iterative deepening at one node).
  void mid(const shogi::position& p, std::uint64_t key, hand_bits hand, int depth,
           std::uint32_t th_pn, std::uint32_t th_dn, interposition interposed);
  bool tsume_count() const noexcept { return options_.count == mate_count::tsume; }
  // True when a check whose first legal answer is `first` may mate at once: white has no
  // answer, or (tsume count) only drops, which may all be futile interpositions. The generator
  // writes drops last, so one board move, found first, passes the check over.
  bool may_mate_at_once(const std::optional<shogi::move>& first) const noexcept {
    return !first || (tsume_count() && first->is_drop());
  }
  // The index on the search path of the nearest position of board `key` where black held at
  // least `hand`, or -1. Met again with no more pieces, a position has no mate this way: a mate
  // from it would mate sooner from the earlier one, whose pieces include its own (the
  // repetition of a position, 千日手, is the case of equal hands). Only exact repetitions were
  // cut before: 将棋無双 第100番's proof of the shortest, books' count, took 4.43 M positions
  // then, 2.98 M now (bench/RESULTS.md).
  int path_index(std::uint64_t key, hand_bits hand) const noexcept;
  void check_limits() noexcept;
  // True when a teammate's search path holds a position of board `k`, most likely: it is being
  // searched by another thread, which this one leaves to it if it can.
  bool teammate_on(std::uint64_t k) const noexcept;
  // The team's part of check_limits: a helper publishes its count and waits while the table
  // grows; the leader starts the helpers, grows the table and learns of a helper's answer.
  void meet_team() noexcept;
  // True when this search takes helpers: a search bounded in length, or the search for any mate
  // when the first mate is all the solve asks for. Proving the shortest, the first mate's search
  // is most often a narrow line that a helper disturbs (将棋無双 第100番's shortest mate found
  // after 4.6 s on two threads, 2.9 s on one), while the bounded proofs after it gain
  // (bench/RESULTS.md).
  bool wants_helpers() const noexcept { return root_depth_ != kUnlimited || !options_.shortest; }
  // The leader's helpers start on the root of the search under way, and stop.
  void start_helpers();
  void stop_helpers() noexcept;
  // The positions the running helpers have expanded, as they last published them.
  std::uint64_t helper_nodes() const noexcept;
  // A helper's answer about the root (a proof or disproof), once one has given it.
  std::optional<probe> helpers_answer() const noexcept;

  solve_options options_;
  std::shared_ptr<common> common_;
  table& table_;                         // common_'s
  std::unique_ptr<team> team_;           // the leader's helpers, once they are needed
  team* crew_ = nullptr;                 // the team this engine is in (its own or its leader's)
  unsigned index_ = 0;                   // this engine's thread in the team: 0 leads
  move_cache moves_;                     // the moves generated last, by position
  std::vector<child> arena_;             // the children of every node on the path, stacked
  std::vector<std::uint64_t> path_;      // the positions on the path (their keys)
  std::vector<hand_bits> path_hands_;    // and black's hand at each
  std::vector<std::uint32_t> path_ids_;  // the visit number of each position on the path
  std::uint32_t visits_ = 0;             // visits so far (numbers path positions; the
                                         // threads of a team number apart)
  // The buckets that hold a path position, a bit each (teammates read them).
  std::unique_ptr<std::atomic<std::uint64_t>[]> path_bits_;
  std::vector<std::uint64_t> path_shared_;  // the buckets that hold two or more, a bit each
  // The teammates' path_bits_, while helpers search.
  std::vector<const std::atomic<std::uint64_t>*> teammate_paths_;
  std::optional<shogi::position> root_;             // the position of the search under way
  int root_depth_ = 0;                              // and its plies
  std::size_t root_path_ = 0;                       // and the path's length at its root
  std::size_t deepest_ = kDeepestSearch;            // solve_options::max_depth, in effect
  std::uint64_t root_nodes_ = 0;                    // the node count when it began
  std::atomic<std::uint64_t> published_nodes_ = 0;  // a helper's node count, for its leader
  bool halted_ = false;  // the search unwinds: stopped_, or a helper answered the root
  std::uint64_t nodes_ = 0;
  std::uint64_t limit_nodes_ = 0;  // node count at which to stop (0: none)
  std::chrono::steady_clock::time_point deadline_{};
  std::chrono::steady_clock::time_point started_{};        // when the limits started
  std::chrono::steady_clock::time_point next_progress_{};  // when on_progress is next due
  std::uint64_t started_nodes_ = 0;                        // the node count then
  bool has_deadline_ = false;
  bool stopped_ = false;
};

}  // namespace kifu::inline v0::tsume::detail
