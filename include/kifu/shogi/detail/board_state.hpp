// kifu/shogi/detail/board_state.hpp: the data of a shogi position as the bitboard core keeps it
// (the layout only; the operations are private to the library). Included by position.hpp.
//
// A square's index is (file - 1) * 9 + rank - 1, so each file is 9 consecutive bits. A bitboard
// keeps squares 0..62 (files 1-7) in its low word and 63..80 (files 8 and 9) in the low 18 bits
// of its high word: no file straddles the two words.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::shogi::detail {

/// No square (a side without a king).
inline constexpr std::uint8_t no_square = 81;

/// The index of a square on the board, 0..80.
constexpr int square_index(square s) noexcept {
  return (s.file - 1) * 9 + s.rank - 1;
}
/// The square of an index 0..80.
constexpr square square_at(int index) noexcept {
  return {static_cast<std::uint8_t>(index / 9 + 1), static_cast<std::uint8_t>(index % 9 + 1)};
}

/// A set of squares.
struct bitboard {
  std::uint64_t lo = 0;  ///< squares 0..62
  std::uint64_t hi = 0;  ///< squares 63..80 as bits 0..17

  /// The set of one square.
  static constexpr bitboard of(int sq) noexcept {
    return sq < 63 ? bitboard{std::uint64_t{1} << sq, 0}
                   : bitboard{0, std::uint64_t{1} << (sq - 63)};
  }
  /// True when `sq` is in the set.
  constexpr bool test(int sq) const noexcept {
    return sq < 63 ? (lo >> sq & 1) != 0 : (hi >> (sq - 63) & 1) != 0;
  }
  /// True when the set is not empty.
  constexpr explicit operator bool() const noexcept { return (lo | hi) != 0; }
  /// True when the set holds exactly one square.
  constexpr bool single() const noexcept {
    return (lo == 0) != (hi == 0) && ((lo & (lo - 1)) | (hi & (hi - 1))) == 0;
  }
  /// How many squares the set holds.
  constexpr int count() const noexcept { return std::popcount(lo) + std::popcount(hi); }
  /// The lowest square of a non-empty set.
  constexpr int first() const noexcept {
    return lo != 0 ? std::countr_zero(lo) : 63 + std::countr_zero(hi);
  }
  /// Removes the lowest square of a non-empty set and gives it.
  constexpr int pop() noexcept {
    if (lo != 0) {
      const int sq = std::countr_zero(lo);
      lo &= lo - 1;
      return sq;
    }
    const int sq = 63 + std::countr_zero(hi);
    hi &= hi - 1;
    return sq;
  }
  /// Calls `f(square index)` for each square, lowest first.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint64_t w = lo; w != 0; w &= w - 1) f(std::countr_zero(w));
    for (std::uint64_t w = hi; w != 0; w &= w - 1) f(63 + std::countr_zero(w));
  }

  constexpr bitboard& operator&=(bitboard b) noexcept { return lo &= b.lo, hi &= b.hi, *this; }
  constexpr bitboard& operator|=(bitboard b) noexcept { return lo |= b.lo, hi |= b.hi, *this; }
  constexpr bitboard& operator^=(bitboard b) noexcept { return lo ^= b.lo, hi ^= b.hi, *this; }
  friend constexpr bitboard operator&(bitboard a, bitboard b) noexcept { return a &= b; }
  friend constexpr bitboard operator|(bitboard a, bitboard b) noexcept { return a |= b; }
  friend constexpr bitboard operator^(bitboard a, bitboard b) noexcept { return a ^= b; }
  /// The squares of `a` that are not in `b`.
  friend constexpr bitboard minus(bitboard a, bitboard b) noexcept {
    return {a.lo & ~b.lo, a.hi & ~b.hi};
  }
  friend constexpr bool operator==(bitboard, bitboard) = default;
};

/// Every square of the board.
inline constexpr bitboard all_squares{(std::uint64_t{1} << 63) - 1, (std::uint64_t{1} << 18) - 1};

/// Every square of each file that holds a square of `b`. A file is nine consecutive bits of a
/// word (files 1 to 7 in `lo`, 8 and 9 in `hi`): adding 0xFF to a file's lower eight bits
/// carries into its ninth exactly when they are not all empty, and the ninth then fills it.
constexpr bitboard whole_files(bitboard b) noexcept {
  constexpr auto low_eights = [](int files) {
    std::uint64_t m = 0;
    for (int f = 0; f < files; ++f) m |= std::uint64_t{0xFF} << (9 * f);
    return m;
  };
  const auto fill = [](std::uint64_t w, std::uint64_t low8, std::uint64_t ninth) {
    const std::uint64_t t = (((w & low8) + low8) | w) & ninth;
    return t | (t - (t >> 8));
  };
  constexpr std::uint64_t lo8 = low_eights(7), hi8 = low_eights(2);
  return {fill(b.lo, lo8, lo8 << 1 & ~lo8), fill(b.hi, hi8, hi8 << 1 & ~hi8)};
}

/// A piece as a square holds it: the kind in the low four bits, 0x10 for white; 0 when empty.
constexpr std::uint8_t piece_code(color c, piece_kind k) noexcept {
  return static_cast<std::uint8_t>(static_cast<int>(k) | (c == color::white ? 0x10 : 0));
}

/// A position's board, hands, side to move and key, as the bitboard core keeps them.
struct board_state {
  std::array<std::uint8_t, 81> squares{};                  ///< piece_code per square index
  std::array<std::uint8_t, 2> king{no_square, no_square};  ///< each side's king square index
  color side = color::black;                               ///< the side to move
  std::array<bitboard, 2> by_color{};                      ///< the squares of each side's pieces
  std::array<bitboard, 16> by_kind{};  ///< the squares of each kind's pieces (index piece_kind)
  std::array<std::array<std::uint8_t, 8>, 2> hands{};  ///< per side, the count of each hand kind
  std::uint64_t key = 0;  ///< Zobrist key of the board and the side to move
  int move_number = 1;    ///< the number of the next move

  /// Every occupied square.
  constexpr bitboard occupied() const noexcept { return by_color[0] | by_color[1]; }
  /// The squares of `c`'s pieces of kind `k`.
  constexpr bitboard pieces(color c, piece_kind k) const noexcept {
    return by_color[static_cast<int>(c)] & by_kind[static_cast<int>(k)];
  }
  friend bool operator==(const board_state&, const board_state&) = default;
};

}  // namespace kifu::inline v0::shogi::detail
