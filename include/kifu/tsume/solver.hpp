// kifu/tsume/solver.hpp: a tsume (詰将棋) solver. Depth-first proof-number search (df-pn) over
// positions where black attacks: every black move checks, white (玉方) answers, interposes or
// captures. It proves a mate, finds the shortest one and the main line with white's longest
// resistance, or proves that there is none.
//
// Counting: two ways of counting a mate's length (mate_count).
//  - strict (the default): every legal defence counts, futile interpositions included. Well
//    defined and what an exhaustive shortest-mate search gives.
//  - tsume: the books' convention. A drop interposition is futile (無駄合) when the checking
//    piece can take the dropped piece and black then mates without ever using it: the
//    position after that capture, with the piece given back to white, is mated (at any
//    length; at once when white had nothing but interpositions, since before the drop it was
//    mated). Futile interpositions are not counted: the main line leaves them out, and a
//    check that leaves white only futile interpositions is a mate. Interpositions by a board
//    move (移動合) always count. Whether a drop is futile depends on the position alone, so a
//    mate's length does not depend on the order in which a search meets it.
// For example, with a rook checking from the far end of the first rank at a cornered king
// whose escapes are guarded ("8k/9/6N1G/9/9/9/9/9/R8 b - 1"), the rook's check mates in one
// by the tsume count and in 15 plies by the strict count, seven interpositions each taken.
//
// Tsume rules apply: white holds every piece that is not on the board or in black's hand
// (玉方持駒は残り全部), whatever the position says; 打ち歩詰め is illegal; a repetition
// (千日手) is not a mate, so a line in which black checks forever loses for black.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::tsume {

/// How a mate's length is counted.
enum class mate_count : std::uint8_t {
  strict,  ///< every legal defence counts, futile interpositions (無駄合) included (default)
  tsume,   ///< the books' convention: futile drop interpositions (無駄合) are not counted
};

/// How far a search has come (solve_options::on_progress).
struct solve_progress {
  std::uint64_t nodes = 0;                  ///< positions expanded since the limits started
  std::chrono::duration<double> elapsed{};  ///< wall time since the limits started
  int hashfull = 0;                         ///< the table's entries in use, per mille
};

/// The outcome of a search.
enum class solve_status : std::uint8_t {
  proved,     ///< black mates
  disproved,  ///< no mate: every line fails (a repetition counts as a failure)
  unknown,    ///< a limit was reached or the search was cancelled
  invalid,    ///< the position is not a tsume problem (solve_result::diagnostics says why)
};

/// One step of solver::solve, finished (solve_result::steps, solve_options::on_step): the
/// first proof, each search for a shorter mate, the main line.
struct solve_step {
  /// What the step did.
  enum class kind : std::uint8_t {
    any_mate,      ///< searched for a mate of any length
    shorter_mate,  ///< searched for a mate within `bound` plies
    /// looked for a mate within `bound` plies along the proofs the table holds, each node that
    /// none reaches searched within a few positions: `unknown` when none was found, which does
    /// not say that none exists
    shorter_along_proof,
    longest_line,  ///< wrote the main line with white's longest resistance
    table_line,    ///< read a line from the mate lengths in the table (searching where it lacks
                   ///< one)
    /// searched for a mate within `bound` plies from the root within a small budget, before
    /// the walk along the proofs: `unknown` when the budget ran out
    shorter_first_look,
  };
  kind what = kind::any_mate;  ///< what the step did
  /// shorter_mate, shorter_along_proof, shorter_first_look: the plies within which a mate was
  /// asked for
  int bound = 0;
  /// proved: a mate of `length` plies (a line: written, `length` plies); disproved: no mate
  /// (within `bound`); unknown: a limit stopped the step (or the walk along the proof or the
  /// first look found no mate).
  solve_status status = solve_status::unknown;
  int length = 0;                           ///< plies of the mate or line when proved
  std::uint64_t nodes = 0;                  ///< positions expanded by the step
  std::chrono::duration<double> elapsed{};  ///< wall time of the step
};

/// The step in a sentence: "a mate within 609 plies: none (7381426 positions, 10.94 s)".
KIFU_API std::string to_string(const solve_step& step);

/// The plies below its root a search goes at most: each is a frame of the search's recursion
/// (about 0.8 KB, 1.3 KB under the sanitizers) on a thread's stack of 8 MB. The longest tsume
/// known, ミクロコスモス (1,525 plies), is proved the shortest well within it.
inline constexpr unsigned kDeepestSearch = 4096;

/// Limits and choices of a search.
struct solve_options {
  std::chrono::duration<double> time_limit{0};  ///< wall time, 0: none
  std::uint64_t node_limit = 0;                 ///< positions expanded, 0: none
  std::size_t memory_mb = 256;                  ///< size of the transposition table
  /// Plies below its root a search goes at most; deeper, it stops as at a limit (status
  /// unknown). 0, or more than kDeepestSearch: kDeepestSearch.
  unsigned max_depth = 0;
  /// Threads that search at once, one table shared (1: the caller's thread alone). A search
  /// long enough to need them starts the others: the searches bounded in length, and the search
  /// for any mate when `shortest` is false; node counts and limits are the threads'.
  unsigned threads = 1;
  const std::atomic<bool>* stop = nullptr;  ///< set to true from another thread to cancel
  /// Find the shortest mate and the longest defence; false: the first mate proved, its proof
  /// measured again (its length is often less than the search first stored, and its line has
  /// white's longest defences within that proof).
  bool shortest = true;
  mate_count count = mate_count::strict;  ///< how lengths are counted
  /// Called on the searching thread about once a `progress_interval` while a search runs
  /// (a USI engine's `info` lines); none when empty. It must not throw or call the solver.
  std::function<void(const solve_progress&)> on_progress{};
  std::chrono::duration<double> progress_interval{1.0};  ///< how often on_progress is called
  /// Called on the searching thread as each step of solver::solve ends (where a long solve
  /// spends its time: the first mate, each shorter one, the proof that none is shorter, the
  /// main line); none when empty. It must not throw or call the solver.
  std::function<void(const solve_step&)> on_step{};
};

/// What a limit left undone in a search that stopped early (solve_result::shortfall).
enum class solve_shortfall : std::uint8_t {
  none,             ///< nothing: everything asked for was done
  search,           ///< neither a mate nor its absence was proved (status unknown)
  shortest,         ///< a mate was proved, but not that it is the shortest
  longest_defence,  ///< the shortest mate's line has the defences the search measured, which
                    ///< need not be white's best
  main_line,        ///< the mate was proved but its line could not be read (main_line empty)
  shorter_line,     ///< a shorter mate was proved but its line could not be read: the line and
                    ///< the length are the first mate's
};

/// A sentence saying what a limit left undone ("a limit was reached before …"); empty for none.
KIFU_API std::string_view to_string(solve_shortfall s) noexcept;

/// What a search found.
struct solve_result {
  solve_status status = solve_status::unknown;  ///< proved, disproved or unknown
  /// The moves of the mate (empty unless proved). With `shortest` and no shortfall, black's
  /// shortest mate against white's longest defence, `length` plies. Without `shortest`, the
  /// first proof's line, white's defences the longest within that proof, `length` plies when
  /// the proof could be measured again. Otherwise white's defences are the longest the search
  /// had measured, which need not be its best: the line may then be shorter than `length`.
  std::vector<shogi::move> main_line;
  /// Plies of the mate: the shortest with `shortest`, else the shortest mate proved (black
  /// mates within it whatever white does; a shorter one may exist).
  int length = 0;
  bool shortest = false;                              ///< the length is proved to be the shortest
  std::uint64_t nodes = 0;                            ///< positions expanded
  std::chrono::duration<double> elapsed{};            ///< wall time
  solve_shortfall shortfall = solve_shortfall::none;  ///< what a limit left undone, if anything
  std::vector<solve_step> steps;  ///< the steps solve() took, in order (their nodes sum to `nodes`)
  diagnostic_list diagnostics;    ///< why the position is not a tsume problem (status invalid)
};

/// A solver that keeps its transposition table between searches (the verifier asks many
/// questions about one problem). Not thread-safe: one solver per thread.
class KIFU_API solver {
 public:
  /// A solver with the table size, limits and stop flag of `options` (limits apply per call).
  explicit solver(const solve_options& options);
  ~solver();
  solver(const solver&) = delete;
  solver& operator=(const solver&) = delete;

  /// Solves `start` (black to move, attacking white's king): proof, shortest mate, main line.
  solve_result solve(const shogi::position& start);
  /// True when black mates from `p` (either side to move) within `plies`; nullopt when a limit
  /// was hit.
  std::optional<bool> mates_within(const shogi::position& p, int plies);
  /// The shortest mate from `p` (either side to move) if there is one within `plies` (0: none);
  /// -1 when there is none, nullopt when a limit was hit.
  std::optional<int> shortest_mate(const shogi::position& p, int plies = 0);
  /// The main line from `p` (either side to move) for a mate of exactly `plies` (the shortest):
  /// black's shortest mating move, white's longest defence; empty when a limit was hit.
  std::vector<shogi::move> main_line(const shogi::position& p, int plies);
  /// True when white's drop `d` in `p` (white to move, in check) is a futile interposition
  /// (無駄合) under the tsume count: the checking piece takes it and black still mates without
  /// the piece taken, at any length (at once when every move of white in `p` is a drop).
  /// Always false under the strict count. nullopt when a limit was hit.
  std::optional<bool> futile_interposition(const shogi::position& p, const shogi::move& d);
  /// True when white, to move in `p`, is mated: no legal move, or under the tsume count only
  /// futile interpositions. nullopt when a limit was hit.
  std::optional<bool> mated(const shogi::position& p);
  /// Positions expanded since the solver was made.
  std::uint64_t nodes() const noexcept;
  /// True when the last call stopped on a limit or the stop flag.
  bool stopped() const noexcept;
  /// Starts the limits of `solve_options` again (time and nodes counted from now).
  void restart_limits() noexcept;
  /// Replaces the wall-time limit of the calls that follow (0: none); the table stays.
  void set_time_limit(std::chrono::duration<double> limit) noexcept;
  /// Replaces whether solve() finds the shortest mate; the table stays.
  void set_shortest(bool shortest) noexcept;
  /// The table's entries in use, per mille of what it can hold.
  int hashfull() const noexcept;

 private:
  struct impl;
  std::unique_ptr<impl> impl_;
};

/// Solves one problem with a fresh solver.
[[nodiscard]] KIFU_API solve_result solve(const shogi::position& start,
                                          const solve_options& options = {});

/// The position as the solver reads it: white's hand replaced by every piece not on the board
/// or in black's hand.
KIFU_API shogi::position with_remaining_pieces_to_white(const shogi::position& p) noexcept;

}  // namespace kifu::inline v0::tsume
