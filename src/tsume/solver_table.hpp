// Private: the solver's transposition table. Entries are keyed by the board and the side to
// move (Zobrist) and hold black's hand, so that a proof also proves every position with the
// same board where black holds at least those pieces (優等局面), and a disproof disproves those
// where black holds at most those pieces. The table has a fixed size: clusters of eight
// entries, and a full cluster gives up the entry that cost the least work to compute, or for
// a proof or disproof an open entry of the same board that it answers. Several threads may
// share it (see table::share): each lookup and store then holds its cluster's lock.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::tsume::detail {

/// Proof and disproof numbers; kInf marks a solved node.
inline constexpr std::uint32_t kInf = 0x3FFFFFFF;
/// The remaining depth of a search without a length bound.
inline constexpr int kUnlimited = 0xFFFF;
/// No known mate length.
inline constexpr std::uint16_t kNoLength = 0xFFFF;

/// Black's hand packed in 32 bits: 歩 5 bits, the others 3 or 2, each field followed by a
/// guard bit so that one subtraction compares every kind at once.
using hand_bits = std::uint32_t;
inline constexpr std::array<int, 8> hand_shift = {0, 0, 6, 10, 14, 18, 22, 25};
/// The bits of each kind's count (歩 5, the others 3, 飛 and 角 2).
inline constexpr std::array<int, 8> hand_width = {0, 5, 3, 3, 3, 3, 2, 2};
inline constexpr hand_bits hand_guards =
    (1U << 5) | (1U << 9) | (1U << 13) | (1U << 17) | (1U << 21) | (1U << 24) | (1U << 27);

/// A mark above every kind's field and guard (dominates ignores it). A hand that carries it in a
/// lookup or in store_numbers selects a second set of open numbers for the same position, which
/// the engine keeps for its searches for any mate run inside a search bounded in length (see
/// engine::numbers_hand). Proofs and disproofs are stored under the hand alone and serve both.
inline constexpr hand_bits nested_numbers_mark = 1U << 28;
static_assert(nested_numbers_mark > hand_guards);

/// One piece of hand kind `k`.
constexpr hand_bits hand_unit(shogi::piece_kind k) noexcept {
  return 1U << hand_shift[static_cast<int>(k)];
}
/// True when hand `a` holds at least every piece of hand `b`.
constexpr bool dominates(hand_bits a, hand_bits b) noexcept {
  return ((a - b) & hand_guards) == 0;
}
/// How many pieces of kind `k` (1..7) a hand holds.
constexpr int hand_count(hand_bits h, int k) noexcept {
  return static_cast<int>((h >> hand_shift[k]) & ((1U << hand_width[k]) - 1));
}
/// The hand with `n` pieces of kind `k` (1..7).
constexpr hand_bits hand_with(hand_bits h, int k, int n) noexcept {
  const hand_bits field = ((1U << hand_width[k]) - 1) << hand_shift[k];
  return (h & ~field) | (static_cast<hand_bits>(n) << hand_shift[k]);
}
/// The larger count of each kind.
constexpr hand_bits hand_union(hand_bits a, hand_bits b) noexcept {
  hand_bits out = 0;
  for (int k = 1; k <= 7; ++k)
    out = hand_with(out, k, std::max(hand_count(a, k), hand_count(b, k)));
  return out;
}
/// The smaller count of each kind.
constexpr hand_bits hand_intersection(hand_bits a, hand_bits b) noexcept {
  hand_bits out = 0;
  for (int k = 1; k <= 7; ++k)
    out = hand_with(out, k, std::min(hand_count(a, k), hand_count(b, k)));
  return out;
}

/// No path dependency: a disproof that holds whatever the path to the position.
inline constexpr std::uint16_t kNoCause = 0xFFFF;

/// One table entry, without its key (24 bytes: a cluster keeps its entries' keys together).
struct entry {
  hand_bits hand = 0;                     ///< black's hand (see nested_numbers_mark)
  std::uint32_t pn = 1;                   ///< proof number while unsolved
  std::uint32_t dn = 1;                   ///< disproof number while unsolved
  std::uint16_t amount = 0;               ///< work spent on it, saturated (replacement order)
  std::uint16_t mate_length = kNoLength;  ///< a mate of this length is proved
  std::uint16_t nomate_depth = 0;         ///< 0: no disproof; else no mate within this many plies
                                          ///< minus one (kUnlimited: none at all), see nomate_mark
  std::uint16_t cause = kNoCause;  ///< the disproof relied on a repetition of the position at
                                   ///< this index of the search path, with general_cause
  std::uint32_t cause_id = 0;      ///< the visit of that path position (see engine path ids)
};
/// Marks an entry's cause when no bound on the length cut the disproof that relies on it (a
/// general one, see probe::general). Stored as bounded, such a disproof came back from the table
/// as one that a bound cut, and so did the disproof of the node above it, even once the
/// repetition was that node's own and the disproof held on any path: met again with more plies
/// left, the node was searched again (bench/RESULTS.md, "Disproofs that rely on a repetition").
inline constexpr std::uint16_t general_cause = 0x8000;
/// The path indexes a cause can mark (below general_cause, and never kNoCause); the search's
/// recursion ends far below them.
inline constexpr std::uint16_t kCauseLimit = general_cause - 1;
static_assert(sizeof(entry) == 24);

/// What the table knows of a position at a remaining depth.
struct probe {
  std::uint32_t pn = 1;
  std::uint32_t dn = 1;
  int length = kNoLength;  ///< the mate length when pn == 0
  hand_bits pieces = 0;    ///< pn == 0: the hand the mate needs at least (証明駒); dn == 0: the
                           ///< hand within which there is no mate (反証駒)
  std::uint16_t cause = kNoCause;  ///< when dn == 0: the path index of the repetition it needs
  bool found = false;              ///< the table had an entry for it
  bool general = false;  ///< when dn == 0: no bound on the length cut the disproof: it holds at
                         ///< any depth (no mate at all), with a cause while its repetition does
  /// When pn == 0 after a drop interposition (tsume count): the drop is futile, and `length`
  /// is -1 (the drop adds no plies to its AND node's mate).
  bool futile = false;
  /// When open: the least numbers the position can have, read from the same board's open
  /// entries under other hands. Black mates no more easily with fewer pieces, so a hand that
  /// holds at least this one's pieces bounds its proof number from below; and white refutes
  /// no more easily against more pieces, so a hand that holds at most these bounds its
  /// disproof number. A search that lost a hand's entry, or meets a new hand of a board it
  /// knows, starts from these instead of from nothing (bench/RESULTS.md).
  std::uint32_t least_pn = 0;
  std::uint32_t least_dn = 0;  ///< see least_pn
};

/// The table. It takes the memory asked for but starts small and doubles when half full,
/// so that a short search stays in the caches and never touches the pages it does not need,
/// and a long one walks a table no larger than its entries need: a large table touched all over
/// costs page faults and address translation misses (bench/RESULTS.md, "A table that grows").
/// A large table's next part is asked of the system ahead, on a thread of its own.
class table {
 public:
  static constexpr std::size_t cluster_size = 8;
  /// Eight entries, their keys (board and side to move; 0: a free entry) first and together
  /// in one cache line: a lookup compares them all in that line and reads only the entries
  /// whose key matches, most often none or one of the three other lines.
  struct cluster {
    std::array<std::uint64_t, cluster_size> keys{};
    std::array<entry, cluster_size> entries{};
  };
  static_assert(sizeof(cluster) == 256);
  /// The bytes of one cluster, the smallest table.
  static constexpr std::size_t cluster_bytes = sizeof(cluster);

  /// A table of about `bytes` bytes (at least one cluster).
  explicit table(std::size_t bytes)
      : capacity_(std::max<std::size_t>(bytes / sizeof(cluster), 1)),
        clusters_(std::min(capacity_, first_clusters)),
        memory_(allocate(capacity_)),
        cells_(clusters_in(memory_.get())) {}
  ~table() {
    stop_prefault_.store(true, std::memory_order_relaxed);
    finish_prefault();
  }
  table(const table&) = delete;
  table& operator=(const table&) = delete;

  /// The entries in use, per mille of what the table can hold.
  int hashfull() const noexcept {
    return static_cast<int>(used_.load(std::memory_order_relaxed) * 1000 /
                            (capacity_ * cluster_size));
  }

  /// Lets several threads use the table at once (true) or one again (false); called while no
  /// other thread uses it. A shared table locks a cluster for each lookup and store, and does
  /// not grow by itself: its users call grow() when growth_due(), all others waiting.
  void share(bool shared) noexcept { shared_ = shared; }
  /// True when the part in use is half full of entries that took work and may double.
  bool growth_due() const noexcept {
    return worked_.load(std::memory_order_relaxed) >= clusters_ * cluster_size / 2 &&
           clusters_ < capacity_;
  }
  /// Called where growth_due is, by the thread that grows the table: as the part in use nears
  /// its growth (seven eighths of the way), another thread asks the system for the pages of the
  /// next part (which a search that ends before the growth holds for nothing), so that the
  /// search does not wait while the system gives them (zeroed, and on a virtual machine backed
  /// by its host: the most of a large table's growth, bench/RESULTS.md).
  void prepare_growth() noexcept {
    if (!large() || prefaulted_ > clusters_ || clusters_ >= capacity_ ||
        worked_.load(std::memory_order_relaxed) < clusters_ * cluster_size * 7 / 16)
      return;
    finish_prefault();
    const std::size_t from = clusters_, to = std::min(capacity_, clusters_ * 2);
    prefaulted_ = to;
    try {
      prefaulter_ = std::thread([this, first = cells_ + from, count = to - from] {
        prefault(reinterpret_cast<char*>(first), count * sizeof(cluster));
      });
    } catch (const std::system_error&) {  // no thread: the search touches the pages itself
    }
  }

  /// Asks the memory system to bring in the cluster of `key` (a lookup will follow soon).
  void prefetch(std::uint64_t key) const noexcept {
    const cluster* c = cluster_of(stored(key));
    for (std::size_t line = 0; line < sizeof(cluster); line += 64)
      __builtin_prefetch(reinterpret_cast<const char*>(c) + line);
  }

  /// What is known of (key, hand) for a search that may use `depth` more plies, on a search
  /// path whose positions have the visit numbers `path_ids` (a disproof that relied on a
  /// repetition holds only while the repeated position is still on the path, in the same visit).
  /// With nested_numbers_mark in `hand`, the open numbers are those of the second set.
  probe look(std::uint64_t key, hand_bits hand, int depth,
             const std::vector<std::uint32_t>& path_ids) const noexcept {
    key = stored(key);
    probe p;
    const cluster& c = *cluster_of(key);
    const cluster_lock held(*this, c);
    int best = kNoLength;
    hand_bits proof_hand = 0, disproof_hand = 0;
    bool disproved = false;
    std::uint16_t cause = 0;
    bool general = false;
    for (unsigned matches = entries_of(c, key); matches != 0; matches &= matches - 1) {
      const entry& e = c.entries[std::countr_zero(matches)];
      if (e.mate_length != kNoLength && e.mate_length <= depth && dominates(hand, e.hand) &&
          e.mate_length < best) {
        best = e.mate_length;
        proof_hand = e.hand;
      }
      if (e.nomate_depth != 0 && dominates(e.hand, hand)) {
        const bool conditional = e.cause != kNoCause;
        const std::uint16_t index = conditional ? e.cause & ~general_cause : kNoCause;
        const bool uncut =
            e.nomate_depth == kUnlimited || (conditional && (e.cause & general_cause) != 0);
        if (e.nomate_depth >= nomate_mark(depth) &&
            (!conditional || (index < path_ids.size() && path_ids[index] == e.cause_id)) &&
            (!disproved || index > cause)) {
          disproved = true;
          cause = index;
          disproof_hand = e.hand;
          general = uncut;
        }
      }
      if (e.hand == hand) {
        p.pn = e.pn;
        p.dn = e.dn;
        p.found = true;
      } else if (unsolved(e) && same_numbers_set(e.hand, hand)) {
        if (dominates(e.hand, hand)) p.least_pn = std::max(p.least_pn, e.pn);
        if (dominates(hand, e.hand)) p.least_dn = std::max(p.least_dn, e.dn);
      }
    }
    if (best != kNoLength) return {0, kInf, best, proof_hand, kNoCause, true};
    if (disproved) return {kInf, 0, kNoLength, disproof_hand, cause, true, general};
    return p;
  }

  /// Records unsolved numbers (a `hand` with nested_numbers_mark: in the second set).
  void store_numbers(std::uint64_t key, hand_bits hand, std::uint32_t pn, std::uint32_t dn,
                     std::uint64_t amount) noexcept {
    update(key, hand, answers::nothing, [&](entry& e) {
      e.pn = pn;
      e.dn = dn;
      add_amount(e, amount);
    });
  }
  /// Records a proved mate of `length` plies that needs black to hold `hand` (the proof
  /// pieces, 証明駒): it proves the board with any hand that holds at least those.
  void store_mate(std::uint64_t key, hand_bits hand, int length, std::uint64_t amount) noexcept {
    update(key, hand, answers::hands_above, [&](entry& e) {
      e.mate_length = static_cast<std::uint16_t>(std::min<int>(e.mate_length, length));
      add_amount(e, amount + 1);
    });
  }
  /// Records that there is no mate within `depth` plies (kUnlimited: none at all) when black
  /// holds at most `hand` (the disproof pieces, 反証駒); with a `cause`, only while the
  /// position at that path index is in its visit `cause_id`; `general` when no bound on the
  /// length cut such a disproof (it is still looked up within `depth` plies only).
  void store_nomate(std::uint64_t key, hand_bits hand, int depth, std::uint16_t cause,
                    std::uint32_t cause_id, std::uint64_t amount, bool general = false) noexcept {
    if (cause != kNoCause && general && cause < kCauseLimit) cause |= general_cause;
    update(key, hand, answers::hands_below, [&](entry& e) {
      const std::uint16_t mark = nomate_mark(depth);
      const bool had = e.nomate_depth != 0, had_conditional = had && e.cause != kNoCause;
      // A deeper disproof wins; at equal depth, or over a conditional one, an unconditional
      // one; a conditional one replaces another (which may no longer hold).
      const bool replace = !had || mark > e.nomate_depth ||
                           (cause == kNoCause && (had_conditional || mark == e.nomate_depth)) ||
                           (cause != kNoCause && had_conditional);
      if (replace) {
        e.nomate_depth = mark;
        e.cause = cause;
        e.cause_id = cause_id;
      }
      add_amount(e, amount + 1);
    });
  }

 private:
  // A cluster's lock is the lowest bit of its first key, set while a thread of a shared table
  // looks or stores in it; keys are stored with that bit clear (a 63-bit key).
  static constexpr std::uint64_t lock_bit = 1;
  static constexpr std::uint64_t stored(std::uint64_t key) noexcept { return key & ~lock_bit; }
  // Key `i` of `c` as stored, the lock bit included. Read as an atomic: the first key is the
  // lock word, which other threads try to take while this one holds it (a plain read of it is
  // a data race, and costs no less than an atomic one with relaxed order).
  static std::uint64_t stored_key(const cluster& c, std::size_t i) noexcept {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(c.keys[i]))
        .load(std::memory_order_relaxed);
  }
  // The key of entry `i` of `c`, without the lock.
  static std::uint64_t key_at(const cluster& c, int i) noexcept {
    return stored_key(c, static_cast<std::size_t>(i)) & ~lock_bit;
  }
  // Sets the key of entry `i` of `c`, keeping the lock as it is.
  static void set_key(cluster& c, int i, std::uint64_t key) noexcept {
    const auto at = static_cast<std::size_t>(i);
    std::atomic_ref<std::uint64_t>(c.keys[at])
        .store(key | (stored_key(c, at) & lock_bit), std::memory_order_relaxed);
  }
  // Holds the lock of a cluster while it is in scope, when the table is shared.
  class cluster_lock {
   public:
    cluster_lock(const table& t, const cluster& c) noexcept
        : word_(t.shared_ ? const_cast<std::uint64_t*>(&c.keys[0]) : nullptr) {
      if (word_ == nullptr) return;
      const std::atomic_ref<std::uint64_t> w(*word_);
      for (;;) {
        std::uint64_t v = w.load(std::memory_order_relaxed);
        if ((v & lock_bit) == 0 &&
            w.compare_exchange_weak(v, v | lock_bit, std::memory_order_acquire,
                                    std::memory_order_relaxed))
          return;
#if defined(__SSE2__)
        _mm_pause();
#endif
      }
    }
    ~cluster_lock() {
      if (word_ == nullptr) return;
      const std::atomic_ref<std::uint64_t> w(*word_);
      w.store(w.load(std::memory_order_relaxed) & ~lock_bit, std::memory_order_release);
    }
    cluster_lock(const cluster_lock&) = delete;
    cluster_lock& operator=(const cluster_lock&) = delete;

   private:
    std::uint64_t* word_;
  };
  // Adds `delta` to one of the table's counts, at once with other threads when shared.
  void count(std::atomic<std::size_t>& n, std::ptrdiff_t delta) noexcept {
    const auto d = static_cast<std::size_t>(delta);
    if (shared_)
      n.fetch_add(d, std::memory_order_relaxed);
    else
      n.store(n.load(std::memory_order_relaxed) + d, std::memory_order_relaxed);
  }
  // The cluster where `key` belongs.
  cluster* cluster_of(std::uint64_t key) const noexcept {
    return &cells_[cluster_index(key)];
  }
  // The entries of cluster `c` whose key is `key` (0: the free ones), a bit each. Found without
  // a branch for each entry: a branch on a key just loaded from a cold cluster mispredicts, and
  // most lookups match none or one (bench/RESULTS.md, "Branches and stalls").
  static unsigned entries_of(const cluster& c, std::uint64_t key) noexcept {
#if defined(__SSE2__)
    // Two keys at a time: their 32-bit halves compared, each result ANDed with its neighbour's,
    // one bit a key.
    const __m128i wanted = _mm_set1_epi64x(static_cast<long long>(key));
    const __m128i unlocked = _mm_set1_epi64x(static_cast<long long>(~lock_bit));
    unsigned out = 0;
    for (std::size_t i = 0; i < cluster_size; i += 2) {
      // The first pair holds the lock word, read as an atomic (see stored_key).
      const __m128i keys = i == 0 ? _mm_set_epi64x(static_cast<long long>(c.keys[1]),
                                                   static_cast<long long>(stored_key(c, 0)))
                                  : _mm_load_si128(reinterpret_cast<const __m128i*>(&c.keys[i]));
      const __m128i halves = _mm_cmpeq_epi32(_mm_and_si128(keys, unlocked), wanted);
      const __m128i both = _mm_and_si128(halves, _mm_shuffle_epi32(halves, 0xB1));
      out |= static_cast<unsigned>(_mm_movemask_pd(_mm_castsi128_pd(both))) << i;
    }
    return out;
#else
    unsigned out = 0;
    for (std::size_t i = 0; i < cluster_size; ++i)
      out |= static_cast<unsigned>((stored_key(c, i) & ~lock_bit) == key) << i;
    return out;
#endif
  }
  // Frees the memory of the entries.
  struct release {
    void operator()(void* memory) const noexcept { std::free(memory); }
  };
  // The memory of `count` clusters, all free: zeroed bytes, a key of 0. The system gives zeroed
  // memory page by page as it is first touched, so a short search costs no time for the pages
  // it never uses. No huge pages are asked for: on the virtual machines measured, the system
  // takes them from memory its host no longer backs, at about 10 ms a megabyte on every run,
  // and the lookups they speed up gained 3 % (bench/RESULTS.md, "Small pages for the table").
  static std::unique_ptr<void, release> allocate(std::size_t count) {
    void* memory = std::calloc(count * sizeof(cluster) + sizeof(cluster), 1);
    if (memory == nullptr) throw std::bad_alloc();
    return std::unique_ptr<void, release>(memory);
  }
  // The clusters in `memory`, from the start of a cluster, so that each spans four cache lines,
  // not five.
  static cluster* clusters_in(void* memory) noexcept {
    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(memory), to = sizeof(cluster);
    return reinterpret_cast<cluster*>((at + to - 1) / to * to);
  }
  // True for a table of 64 MB or more, whose growth asks for the next part's pages ahead.
  bool large() const noexcept {
    return capacity_ * sizeof(cluster) >= (64 << 20);
  }

  // True when `e` holds open numbers only: no proof, no disproof.
  static bool unsolved(const entry& e) noexcept {
    return e.mate_length == kNoLength && e.nomate_depth == 0;
  }
  // True when two hands' open numbers belong to the same set (see nested_numbers_mark).
  static bool same_numbers_set(hand_bits a, hand_bits b) noexcept {
    return ((a ^ b) & nested_numbers_mark) == 0;
  }
  // Which open entries of the same board a proof or disproof about to be stored answers: a
  // proof with hand H those of the hands that hold at least H, a disproof those of the hands
  // that hold at most H.
  enum class answers { nothing, hands_above, hands_below };
  // True when `e`, an entry of the same board, is an open one (numbers only) that a proof or
  // disproof with `hand` answers.
  static bool answered(const entry& e, hand_bits hand, answers a) noexcept {
    if (!unsolved(e)) return false;
    return (a == answers::hands_above && dominates(e.hand, hand)) ||
           (a == answers::hands_below && dominates(hand, e.hand));
  }
  // Changes the entry of (key, hand) that place() gives, with `change`, holding the cluster's
  // lock when the table is shared.
  template <class Change>
  void update(std::uint64_t key, hand_bits hand, answers a, Change&& change) noexcept {
    key = stored(key);
    const cluster_lock held(*this, *cluster_of(key));
    change(place(key, hand, a));
  }
  // The entry of (key, hand): the existing one; for a proof or disproof, an open entry it
  // answers; a free one; or the cheapest one replaced. Taking the place of what it answers, a
  // new answer never pushes out another fresh answer about the same board: two cheap answers
  // about two hands of one board, the cluster full of its open entries, pushed each other out
  // in turn, and the node that needed both searched them again and again without end.
  entry& place(std::uint64_t key, hand_bits hand, answers a) noexcept {
    // Half full of entries that took work: the other half holds the numbers stored without a
    // search (a check's count of evasions, a defence's count of checks), which give way first
    // and do not make the table grow. Grown sooner, the table cost more in the kernel's
    // zeroing of its pages than it saved in nodes (bench/RESULTS.md, "A table that grows").
    if (!shared_) {
      if (growth_due())
        grow();
      else
        prepare_growth();
    }
    cluster& c = *cluster_of(key);
    unsigned same_board = entries_of(c, key);
    const unsigned empty = entries_of(c, 0);
    int victim = -1;
    for (; same_board != 0; same_board &= same_board - 1) {
      const int i = std::countr_zero(same_board);
      if (c.entries[i].hand == hand) return c.entries[i];
      if (victim < 0 && answered(c.entries[i], hand, a)) victim = i;
    }
    if (victim < 0 && empty != 0) victim = std::countr_zero(empty);
    if (victim < 0) victim = cheapest(c);
    if (key_at(c, victim) == 0)
      count(used_, 1);
    else if (c.entries[victim].amount > 0)
      count(worked_, -1);
    set_key(c, victim, key);
    c.entries[victim] = entry{};
    c.entries[victim].hand = hand;
    return c.entries[victim];
  }
  // The entry of a full cluster that is the cheapest to give up.
  static int cheapest(const cluster& c) noexcept {
    int out = 0;
    for (int i = 1; i < static_cast<int>(cluster_size); ++i)
      if (score(c.entries[i]) < score(c.entries[out])) out = i;
    return out;
  }

 public:
  /// Doubles the part in use (up to the capacity) and moves every entry to its new cluster. A
  /// key's cluster, its high bits scaled to the number of clusters, can only move up as that
  /// number grows: taken from the top down, each cluster's entries go where the entries before
  /// them have already left. No other thread may use the table meanwhile.
  void grow() noexcept {
    finish_prefault();
    const std::size_t old_clusters = clusters_;
    clusters_ = std::min(capacity_, clusters_ * 2);
    for (std::size_t i = old_clusters; i-- > 0;) {
      const cluster moving = cells_[i];
      cells_[i] = cluster{};
      for (std::size_t j = 0; j < cluster_size; ++j)
        if (moving.keys[j] != 0) move_in(moving.keys[j], moving.entries[j]);
    }
  }

 private:
  // Asks the system for the pages of the `bytes` bytes from `first`, which stay zero: 32 MB at
  // a time, so that a table given up meanwhile (its search over) waits for one piece at most.
  void prefault(char* first, std::size_t bytes) const noexcept {
    constexpr std::size_t piece = std::size_t{32} << 20;
    for (std::size_t done = 0; done < bytes && !stop_prefault_.load(std::memory_order_relaxed);
         done += piece)
      prefault_piece(first + done, std::min(piece, bytes - done));
  }
  static void prefault_piece(char* first, std::size_t bytes) noexcept {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    // The range starts on a cluster; madvise wants a page's start.
    const std::uintptr_t at = reinterpret_cast<std::uintptr_t>(first), page = 4096;
    const std::uintptr_t start = (at + page - 1) / page * page;
    if (start < at + bytes &&
        madvise(reinterpret_cast<void*>(start), at + bytes - start, MADV_POPULATE_WRITE) == 0)
      return;
#endif
    // Elsewhere (or on an older kernel): one write of the zero already there on each page.
    volatile char* bytes_of = first;
    for (std::size_t i = 0; i < bytes; i += 4096) bytes_of[i] = 0;
  }
  // Waits for the pages asked for last.
  void finish_prefault() noexcept {
    if (prefaulter_.joinable()) prefaulter_.join();
  }
  // Puts a moving entry into its cluster, in place of a cheaper one when the cluster is full.
  void move_in(std::uint64_t key, const entry& moving) noexcept {
    cluster& c = *cluster_of(key);
    if (const unsigned empty = entries_of(c, 0); empty != 0) {
      const int i = std::countr_zero(empty);
      c.keys[i] = key;
      c.entries[i] = moving;
      return;
    }
    count(used_, -1);  // one of the two is lost
    const int v = cheapest(c);
    if (score(moving) > score(c.entries[v])) {
      if (c.entries[v].amount > 0) count(worked_, -1);
      c.keys[v] = key;
      c.entries[v] = moving;
    } else if (moving.amount > 0) {
      count(worked_, -1);
    }
  }
  // The cluster of a key: the key's high bits scaled to the number of clusters in use, which
  // need not be a power of two (the table takes the memory asked for).
  std::size_t cluster_index(std::uint64_t key) const noexcept {
    __extension__ using wide = unsigned __int128;  // GCC and Clang; -Wpedantic accepts it so
    return static_cast<std::size_t>((static_cast<wide>(key) * clusters_) >> 64);
  }
  // How a disproof within `depth` plies is kept: depth + 1, so that 0 means none.
  static constexpr std::uint16_t nomate_mark(int depth) noexcept {
    return static_cast<std::uint16_t>(depth >= kUnlimited ? kUnlimited : depth + 1);
  }
  void add_amount(entry& e, std::uint64_t amount) noexcept {
    if (e.amount == 0 && amount > 0) count(worked_, 1);
    e.amount = static_cast<std::uint16_t>(
        std::min<std::uint64_t>(std::max<std::uint64_t>(e.amount, amount), 0xFFFF));
  }
  // Solved entries are worth more than the work they took.
  static std::uint64_t score(const entry& e) noexcept {
    return static_cast<std::uint64_t>(e.amount) * (unsolved(e) ? 1 : 4);
  }

  // The clusters in use at first: 16 MB.
  static constexpr std::size_t first_clusters = std::size_t{1} << 16;

  std::size_t capacity_ = 1;             // clusters in the memory taken
  std::size_t clusters_ = 1;             // clusters in use
  std::atomic<std::size_t> used_ = 0;    // entries in use
  std::atomic<std::size_t> worked_ = 0;  // entries in use that took work (amount above 0)
  bool shared_ = false;                  // several threads use the table (see share)
  std::unique_ptr<void, release> memory_;
  cluster* cells_ = nullptr;    // the clusters
  std::thread prefaulter_;      // asks the system for the pages of the next part in use
  std::size_t prefaulted_ = 0;  // the clusters below which pages were asked for
  std::atomic<bool> stop_prefault_ = false;  // the table is given up: the pages are not needed
};

}  // namespace kifu::inline v0::tsume::detail
