// Private: the solver's transposition table. Entries are keyed by the board and the side to
// move (Zobrist) and hold black's hand, so that a proof also proves every position with the
// same board where black holds at least those pieces (優等局面), and a disproof disproves those
// where black holds at most those pieces. The table has a fixed size: clusters of eight
// entries, and a full cluster gives up the entry that cost the least work to compute.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

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
inline constexpr hand_bits hand_guards =
    (1U << 5) | (1U << 9) | (1U << 13) | (1U << 17) | (1U << 21) | (1U << 24) | (1U << 27);

/// One piece of hand kind `k`.
constexpr hand_bits hand_unit(shogi::piece_kind k) noexcept {
  return 1U << hand_shift[static_cast<int>(k)];
}
/// True when hand `a` holds at least every piece of hand `b`.
constexpr bool dominates(hand_bits a, hand_bits b) noexcept {
  return ((a - b) & hand_guards) == 0;
}
/// How many pieces a hand holds.
constexpr int hand_size(hand_bits h) noexcept {
  constexpr std::array<int, 8> width = {0, 5, 3, 3, 3, 3, 2, 2};
  int n = 0;
  for (int k = 1; k <= 7; ++k) n += static_cast<int>((h >> hand_shift[k]) & ((1U << width[k]) - 1));
  return n;
}

/// One table entry (32 bytes).
struct entry {
  std::uint64_t key = 0;                  ///< board and side to move; 0 = empty
  hand_bits hand = 0;                     ///< black's hand
  std::uint32_t pn = 1;                   ///< proof number while unsolved
  std::uint32_t dn = 1;                   ///< disproof number while unsolved
  std::uint32_t amount = 0;               ///< work spent on it (replacement order)
  std::uint16_t mate_length = kNoLength;  ///< a mate of this length is proved
  std::uint16_t nomate_depth = 0;  ///< no mate within this many plies (kUnlimited: none at all)
  std::uint8_t repetition = 0;     ///< the disproof relied on a repetition: the search's number
};
static_assert(sizeof(entry) == 32);

/// What the table knows of a position at a remaining depth.
struct probe {
  std::uint32_t pn = 1;
  std::uint32_t dn = 1;
  int length = kNoLength;   ///< the mate length when pn == 0
  bool repetition = false;  ///< when dn == 0: the disproof relied on a repetition
  bool found = false;       ///< the table had an entry for it
};

/// The table.
class table {
 public:
  static constexpr std::size_t cluster_size = 8;

  /// A table of about `bytes` bytes (at least one cluster).
  explicit table(std::size_t bytes) {
    std::size_t clusters = 1;
    while (clusters * 2 * cluster_size * sizeof(entry) <= bytes) clusters *= 2;
    entries_.assign(clusters * cluster_size, entry{});
    mask_ = clusters - 1;
  }

  /// What is known of (key, hand) for a search that may use `depth` more plies.
  probe look(std::uint64_t key, hand_bits hand, int depth) const noexcept {
    probe p;
    const entry* c = cluster(key);
    int best = kNoLength;
    bool disproved = false, rep = true;
    for (std::size_t i = 0; i < cluster_size; ++i) {
      const entry& e = c[i];
      if (e.key != key) continue;
      if (e.mate_length != kNoLength && e.mate_length <= depth && dominates(hand, e.hand))
        best = std::min<int>(best, e.mate_length);
      // A disproof that relied on a repetition holds only within the search that made it.
      if (e.nomate_depth != 0 && e.nomate_depth >= depth && dominates(e.hand, hand) &&
          (e.repetition == 0 || e.repetition == search_)) {
        disproved = true;
        rep = rep && e.repetition != 0;
      }
      if (e.hand == hand) {
        p.pn = e.pn;
        p.dn = e.dn;
        p.found = true;
      }
    }
    if (best != kNoLength) return {0, kInf, best, false, true};
    if (disproved) return {kInf, 0, kNoLength, rep, true};
    return p;
  }

  /// Records unsolved numbers.
  void store_numbers(std::uint64_t key, hand_bits hand, std::uint32_t pn, std::uint32_t dn,
                     std::uint32_t amount) noexcept {
    entry& e = place(key, hand);
    e.pn = pn;
    e.dn = dn;
    e.amount = std::max(e.amount, amount);
  }
  /// Records a proved mate of `length` plies.
  void store_mate(std::uint64_t key, hand_bits hand, int length, std::uint32_t amount) noexcept {
    entry& e = place(key, hand);
    e.mate_length = static_cast<std::uint16_t>(std::min<int>(e.mate_length, length));
    e.amount = std::max(e.amount, amount) + 1;
  }
  /// Records that there is no mate within `depth` plies (kUnlimited: none at all).
  void store_nomate(std::uint64_t key, hand_bits hand, int depth, bool repetition,
                    std::uint32_t amount) noexcept {
    entry& e = place(key, hand);
    const bool stale = e.repetition != 0 && e.repetition != search_;
    if (depth > e.nomate_depth || stale || (depth == e.nomate_depth && !repetition)) {
      e.nomate_depth = static_cast<std::uint16_t>(depth);
      e.repetition = repetition ? search_ : 0;
    }
    e.amount = std::max(e.amount, amount) + 1;
  }
  /// Starts a new search: the disproofs that relied on a repetition are no longer trusted.
  void new_search() noexcept {
    if (++search_ == 0) {  // numbers wrapped: forget them all
      forget_repetitions();
      search_ = 1;
    }
  }
  /// Forgets the disproofs that relied on a repetition.
  void forget_repetitions() noexcept {
    for (entry& e : entries_)
      if (e.repetition != 0) {
        e.nomate_depth = 0;
        e.repetition = 0;
      }
  }
  /// Number of entries.
  std::size_t capacity() const noexcept { return entries_.size(); }
  /// Entries in use.
  std::size_t used() const noexcept {
    return static_cast<std::size_t>(
        std::count_if(entries_.begin(), entries_.end(), [](const entry& e) { return e.key != 0; }));
  }

 private:
  const entry* cluster(std::uint64_t key) const noexcept {
    return &entries_[(key & mask_) * cluster_size];
  }
  // The entry of (key, hand): the existing one, a free one, or the cheapest one replaced.
  entry& place(std::uint64_t key, hand_bits hand) noexcept {
    entry* c = &entries_[(key & mask_) * cluster_size];
    entry* victim = nullptr;
    for (std::size_t i = 0; i < cluster_size; ++i) {
      entry& e = c[i];
      if (e.key == key && e.hand == hand) return e;
      if (e.key == 0) {
        if (victim == nullptr || victim->key != 0) victim = &e;
        continue;
      }
      if (victim == nullptr || (victim->key != 0 && score(e) < score(*victim))) victim = &e;
    }
    *victim = entry{};
    victim->key = key;
    victim->hand = hand;
    return *victim;
  }
  // Solved entries are worth more than the work they took.
  static std::uint64_t score(const entry& e) noexcept {
    const bool solved = e.mate_length != kNoLength || e.nomate_depth != 0;
    return static_cast<std::uint64_t>(e.amount) * (solved ? 4 : 1);
  }

  std::vector<entry> entries_;
  std::size_t mask_ = 0;
  std::uint8_t search_ = 1;  // the number of the current search (never 0)
};

}  // namespace kifu::inline v0::tsume::detail
