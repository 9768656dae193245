// Private: the attack tables of the bitboard core, built at compile time.
//
// Steps (every kind that moves one square, and the knight) come from one table per side, kind
// and square. Line pieces look up their attacks along each of the four lines through a square
// (file, rank and the two diagonals) by the occupancy of that line's inner squares: at most 7
// squares, so 128 entries per square and line. The occupancy of a file is a shift of one word;
// that of the other lines is gathered with PEXT where the target has BMI2, bit by bit elsewhere.
#pragma once

#include <array>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "kifu/shogi/detail/board_state.hpp"

namespace kifu::inline v0::shogi::detail {

/// The four lines through a square.
enum line : int { file_line = 0, rank_line = 1, rising_line = 2, falling_line = 3 };

/// The file and rank steps of each line: file (0, 1), rank (1, 0), and the diagonals.
inline constexpr std::array<std::array<int, 2>, 4> line_step = {{{0, 1}, {1, 0}, {1, 1}, {1, -1}}};

/// True when (file, rank) is on the board.
constexpr bool on_board(int file, int rank) noexcept {
  return file >= 1 && file <= 9 && rank >= 1 && rank <= 9;
}

/// The square (file + df, rank + dr) from `sq` as a one-square set, empty off the board.
constexpr bitboard step_from(int sq, int df, int dr) noexcept {
  const int f = sq / 9 + 1 + df, r = sq % 9 + 1 + dr;
  return on_board(f, r) ? bitboard::of((f - 1) * 9 + r - 1) : bitboard{};
}

/// The squares a piece of kind `k` of side `c` on `sq` reaches in one step or jump (none for
/// the pure line pieces: lance, bishop, rook; the king's steps for horse and dragon are given
/// by king).
constexpr bitboard step_attacks_of(color c, piece_kind k, int sq) noexcept {
  const int fw = c == color::black ? -1 : 1;  // toward the enemy camp
  bitboard b;
  const auto add = [&](int df, int dr) { b |= step_from(sq, df, dr * fw); };
  switch (k) {
    case piece_kind::pawn:
      add(0, 1);
      break;
    case piece_kind::knight:
      add(-1, 2), add(1, 2);
      break;
    case piece_kind::silver:
      add(-1, 1), add(0, 1), add(1, 1), add(-1, -1), add(1, -1);
      break;
    case piece_kind::gold:
    case piece_kind::pro_pawn:
    case piece_kind::pro_lance:
    case piece_kind::pro_knight:
    case piece_kind::pro_silver:
      add(-1, 1), add(0, 1), add(1, 1), add(-1, 0), add(1, 0), add(0, -1);
      break;
    case piece_kind::king:
    case piece_kind::horse:
    case piece_kind::dragon:
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          if (df != 0 || dr != 0) add(df, dr);
      break;
    default:
      break;
  }
  return b;
}

/// Step attacks per side, kind (index piece_kind) and square.
inline constexpr auto step_attacks = [] {
  std::array<std::array<std::array<bitboard, 81>, 16>, 2> t{};
  for (int c = 0; c < 2; ++c)
    for (int k = 1; k < 16; ++k)
      for (int sq = 0; sq < 81; ++sq)
        t[c][k][sq] = step_attacks_of(static_cast<color>(c), static_cast<piece_kind>(k), sq);
  return t;
}();

/// The squares of a line through `sq` other than `sq` itself and the line's two end squares
/// (whose occupancy never changes what the line attacks). A file's are its ranks 2 to 8, `sq`
/// included, so that its occupancy index is one shift (see line_index).
constexpr bitboard inner_line(line l, int sq) noexcept {
  bitboard b;
  if (l == file_line) {
    for (int r = 2; r <= 8; ++r) b |= bitboard::of(sq / 9 * 9 + r - 1);
    return b;
  }
  const int df = line_step[l][0], dr = line_step[l][1];
  for (int dir = -1; dir <= 1; dir += 2) {
    int f = sq / 9 + 1 + df * dir, r = sq % 9 + 1 + dr * dir;
    while (on_board(f + df * dir, r + dr * dir)) {
      b |= bitboard::of((f - 1) * 9 + r - 1);
      f += df * dir, r += dr * dir;
    }
  }
  return b;
}

/// The squares a line piece on `sq` reaches along line `l` over the occupied squares `occ`.
constexpr bitboard slide(line l, int sq, bitboard occ) noexcept {
  bitboard b;
  const int df = line_step[l][0], dr = line_step[l][1];
  for (int dir = -1; dir <= 1; dir += 2) {
    int f = sq / 9 + 1 + df * dir, r = sq % 9 + 1 + dr * dir;
    for (; on_board(f, r); f += df * dir, r += dr * dir) {
      const int to = (f - 1) * 9 + r - 1;
      b |= bitboard::of(to);
      if (occ.test(to)) break;
    }
  }
  return b;
}

/// The occupancy `index` (one bit per square of `mask`, lowest square first) as a set.
constexpr bitboard deposit(std::uint32_t index, bitboard mask) noexcept {
  bitboard b;
  for (int bit = 0; mask; ++bit) {
    const int sq = mask.pop();
    if ((index >> bit & 1) != 0) b |= bitboard::of(sq);
  }
  return b;
}

/// The inner squares of each line through each square.
inline constexpr auto line_masks = [] {
  std::array<std::array<bitboard, 81>, 4> t{};
  for (int l = 0; l < 4; ++l)
    for (int sq = 0; sq < 81; ++sq) t[l][sq] = inner_line(static_cast<line>(l), sq);
  return t;
}();

/// How many inner squares of each line through each square are in the low word (where the bits
/// of the high word start in the occupancy index).
inline constexpr auto line_low_bits = [] {
  std::array<std::array<std::uint8_t, 81>, 4> t{};
  for (int l = 0; l < 4; ++l)
    for (int sq = 0; sq < 81; ++sq)
      t[l][sq] = static_cast<std::uint8_t>(bitboard{line_masks[l][sq].lo, 0}.count());
  return t;
}();

/// The attacks along each line from each square, by the occupancy index of its inner squares.
inline constexpr auto line_attacks = [] {
  std::array<std::array<std::array<bitboard, 128>, 81>, 4> t{};
  for (int l = 0; l < 4; ++l)
    for (int sq = 0; sq < 81; ++sq) {
      const bitboard mask = line_masks[l][sq];
      for (std::uint32_t i = 0; i < (1U << mask.count()); ++i)
        t[l][sq][i] = slide(static_cast<line>(l), sq, deposit(i, mask));
    }
  return t;
}();

/// The bits of `word` under `mask`, packed toward bit 0 (BMI2's PEXT).
inline std::uint64_t gather_bits(std::uint64_t word, std::uint64_t mask) noexcept {
#if defined(__BMI2__)
  return _pext_u64(word, mask);
#else
  std::uint64_t out = 0;
  for (int bit = 0; mask != 0; mask &= mask - 1, ++bit)
    out |= ((word >> std::countr_zero(mask)) & 1) << bit;
  return out;
#endif
}

/// The occupancy index of line `l` through `sq` under the occupied squares `occ`.
inline std::uint32_t line_index(line l, int sq, bitboard occ) noexcept {
  if (l == file_line) {  // 9 consecutive bits of one word: the 7 inner ones
    const int base = sq / 9 * 9;
    return static_cast<std::uint32_t>(
        (base < 63 ? occ.lo >> (base + 1) : occ.hi >> (base - 63 + 1)) & 0x7F);
  }
  const bitboard mask = line_masks[l][sq];
  return static_cast<std::uint32_t>(gather_bits(occ.lo, mask.lo) | gather_bits(occ.hi, mask.hi)
                                                                       << line_low_bits[l][sq]);
}

/// What a line piece on `sq` attacks along line `l`.
inline bitboard attacks_along(line l, int sq, bitboard occ) noexcept {
  return line_attacks[l][sq][line_index(l, sq, occ)];
}

/// The squares in front of `sq` for side `c` on its file (a lance's direction).
inline constexpr auto forward_squares = [] {
  std::array<std::array<bitboard, 81>, 2> t{};
  for (int sq = 0; sq < 81; ++sq)
    for (int r = 1; r <= 9; ++r) {
      const int to = sq / 9 * 9 + r - 1;
      if (r < sq % 9 + 1) t[0][sq] |= bitboard::of(to);
      if (r > sq % 9 + 1) t[1][sq] |= bitboard::of(to);
    }
  return t;
}();

/// A lance's attacks.
inline bitboard lance_attacks(color c, int sq, bitboard occ) noexcept {
  return attacks_along(file_line, sq, occ) & forward_squares[static_cast<int>(c)][sq];
}
/// A bishop's attacks.
inline bitboard bishop_attacks(int sq, bitboard occ) noexcept {
  return attacks_along(rising_line, sq, occ) | attacks_along(falling_line, sq, occ);
}
/// A rook's attacks.
inline bitboard rook_attacks(int sq, bitboard occ) noexcept {
  return attacks_along(file_line, sq, occ) | attacks_along(rank_line, sq, occ);
}

/// What a piece of side `c` and kind `k` on `sq` attacks over the occupied squares `occ`.
inline bitboard attacks_of(color c, piece_kind k, int sq, bitboard occ) noexcept {
  switch (k) {
    case piece_kind::lance:
      return lance_attacks(c, sq, occ);
    case piece_kind::bishop:
      return bishop_attacks(sq, occ);
    case piece_kind::rook:
      return rook_attacks(sq, occ);
    case piece_kind::horse:
      return bishop_attacks(sq, occ) | step_attacks[0][static_cast<int>(piece_kind::king)][sq];
    case piece_kind::dragon:
      return rook_attacks(sq, occ) | step_attacks[0][static_cast<int>(piece_kind::king)][sq];
    default:
      return step_attacks[static_cast<int>(c)][static_cast<int>(k)][sq];
  }
}

/// The squares strictly between two squares on one line (empty when they share none).
inline constexpr auto between_squares = [] {
  std::array<std::array<bitboard, 81>, 81> t{};
  for (int a = 0; a < 81; ++a)
    for (int l = 0; l < 4; ++l)
      for (int dir = -1; dir <= 1; dir += 2) {
        const int df = line_step[l][0] * dir, dr = line_step[l][1] * dir;
        bitboard path;
        for (int f = a / 9 + 1 + df, r = a % 9 + 1 + dr; on_board(f, r); f += df, r += dr) {
          const int b = (f - 1) * 9 + r - 1;
          t[a][b] = path;
          path |= bitboard::of(b);
        }
      }
  return t;
}();

/// The whole line through two squares (empty when they share none), both included.
inline constexpr auto line_through = [] {
  std::array<std::array<bitboard, 81>, 81> t{};
  for (int a = 0; a < 81; ++a)
    for (int l = 0; l < 4; ++l) {
      const bitboard whole = slide(static_cast<line>(l), a, {}) | bitboard::of(a);
      whole.for_each([&](int b) {
        if (b != a) t[a][b] = whole;
      });
    }
  return t;
}();

}  // namespace kifu::inline v0::shogi::detail
