// Private: the attack tables of the bitboard core, built at compile time.
//
// Steps (every kind that moves one square, and the knight) come from one table per side, kind
// and square. Line pieces look up their attacks along each of the four lines through a square
// (file, rank and the two diagonals) in one small table (2.3 KB, always in the first-level
// cache): a line's squares as nine bits, by the piece's place on the line and the occupancy of
// its seven inner squares. The line is gathered from the board and its answer put back with
// PEXT and PDEP (a file with shifts).
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

/// The squares of line `l` through `sq`, `sq` and the board's edges included, in the order
/// of their indexes, which is their order along the line.
constexpr bitboard whole_line(line l, int sq) noexcept {
  const int df = line_step[l][0], dr = line_step[l][1];
  bitboard b = bitboard::of(sq);
  for (int dir = -1; dir <= 1; dir += 2)
    for (int f = sq / 9 + 1 + df * dir, r = sq % 9 + 1 + dr * dir; on_board(f, r);
         f += df * dir, r += dr * dir)
      b |= bitboard::of((f - 1) * 9 + r - 1);
  return b;
}

/// A line through a square: its squares, how many of them are in the low word, and where the
/// square stands on it (0: the line's first square).
struct line_shape {
  bitboard squares;            ///< every square of the line
  std::uint8_t low_count = 0;  ///< how many of them are in the low word
  std::uint8_t place = 0;      ///< how many of them come before the square
};

/// The shape of each line through each square.
inline constexpr auto line_shapes = [] {
  std::array<std::array<line_shape, 81>, 4> t{};
  for (int l = 0; l < 4; ++l)
    for (int sq = 0; sq < 81; ++sq) {
      line_shape& s = t[l][sq];
      s.squares = whole_line(static_cast<line>(l), sq);
      s.low_count = static_cast<std::uint8_t>(bitboard{s.squares.lo, 0}.count());
      s.squares.for_each([&](int on) { s.place = static_cast<std::uint8_t>(s.place + (on < sq)); });
    }
  return t;
}();

/// What a line piece reaches along a line of nine squares, one bit per square of the line:
/// by its place on the line and the occupancy of the seven inner squares (the first and last
/// squares stop it whatever stands there). A shorter line (a diagonal) is the start of one of
/// nine: the squares past its end are dropped when the bits are put back on the board, and its
/// last square, inside the seven, stops the piece either way.
inline constexpr auto line_reach = [] {
  std::array<std::array<std::uint16_t, 128>, 9> t{};
  for (int place = 0; place < 9; ++place)
    for (std::uint32_t inner = 0; inner < 128; ++inner) {
      const std::uint32_t occupied = inner << 1;
      std::uint16_t reach = 0;
      for (int at = place + 1; at < 9; ++at) {
        reach |= static_cast<std::uint16_t>(1U << at);
        if ((occupied >> at & 1) != 0) break;
      }
      for (int at = place - 1; at >= 0; --at) {
        reach |= static_cast<std::uint16_t>(1U << at);
        if ((occupied >> at & 1) != 0) break;
      }
      t[place][inner] = reach;
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

/// The low bits of `bits` spread over the squares of `mask`, lowest first (BMI2's PDEP).
inline std::uint64_t scatter_bits(std::uint64_t bits, std::uint64_t mask) noexcept {
#if defined(__BMI2__)
  return _pdep_u64(bits, mask);
#else
  std::uint64_t out = 0;
  for (; mask != 0; mask &= mask - 1, bits >>= 1)
    if ((bits & 1) != 0) out |= mask & -mask;
  return out;
#endif
}

/// What a line piece on `sq` attacks along line `l` over the occupied squares `occ`. A file is
/// nine consecutive bits of one word, taken and put back by shifts; the other lines are
/// gathered and spread with PEXT and PDEP where the target has BMI2, bit by bit elsewhere.
inline bitboard attacks_along(line l, int sq, bitboard occ) noexcept {
  if (l == file_line) {
    const int base = sq / 9 * 9;
    if (base < 63) {
      const auto inner = static_cast<std::uint32_t>(occ.lo >> (base + 1) & 0x7F);
      return {std::uint64_t{line_reach[sq - base][inner]} << base, 0};
    }
    const auto inner = static_cast<std::uint32_t>(occ.hi >> (base - 63 + 1) & 0x7F);
    return {0, std::uint64_t{line_reach[sq - base][inner]} << (base - 63)};
  }
  const line_shape& s = line_shapes[l][sq];
  const std::uint64_t on_line =
      gather_bits(occ.lo, s.squares.lo) | gather_bits(occ.hi, s.squares.hi) << s.low_count;
  const std::uint64_t reach = line_reach[s.place][on_line >> 1 & 0x7F];
  return {scatter_bits(reach, s.squares.lo), scatter_bits(reach >> s.low_count, s.squares.hi)};
}

/// What a line piece on each square attacks along two lines on an empty board: the lines but
/// the square.
template <line a, line b>
inline constexpr auto open_lines = [] {
  std::array<bitboard, 81> t{};
  for (int sq = 0; sq < 81; ++sq)
    t[sq] = minus(line_shapes[a][sq].squares | line_shapes[b][sq].squares, bitboard::of(sq));
  return t;
}();
/// What a rook on each square attacks on an empty board.
inline constexpr const auto& rook_lines = open_lines<file_line, rank_line>;
/// What a bishop on each square attacks on an empty board.
inline constexpr const auto& bishop_lines = open_lines<rising_line, falling_line>;

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
      const bitboard whole = whole_line(static_cast<line>(l), a);
      whole.for_each([&](int b) {
        if (b != a) t[a][b] = whole;
      });
    }
  return t;
}();

}  // namespace kifu::inline v0::shogi::detail
