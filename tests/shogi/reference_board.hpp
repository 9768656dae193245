// The board layout and piece tables of the reference move generator (reference_movegen.cpp).
//
// The board is a padded mailbox of 11 files x 13 ranks: index = file * 13 + rank + 1, with files
// 0 and 10 and ranks -1, 0, 10 and 11 as walls, so that steps and knight jumps from any square
// land on a wall or a square and never outside the array.
#pragma once

#include <array>
#include <cstdint>

#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::shogi::reference::detail {

inline constexpr int size = 143;
inline constexpr std::uint8_t empty = 0;
inline constexpr std::uint8_t wall = 0x20;
inline constexpr std::uint8_t white_bit = 0x10;

constexpr int index_of(int file, int rank) noexcept {
  return file * 13 + rank + 1;
}
constexpr int index_of(square s) noexcept {
  return index_of(s.file, s.rank);
}
constexpr int file_of(int index) noexcept {
  return index / 13;
}
constexpr int rank_of(int index) noexcept {
  return index % 13 - 1;
}
constexpr square square_of(int index) noexcept {
  return {static_cast<std::uint8_t>(file_of(index)), static_cast<std::uint8_t>(rank_of(index))};
}

/// A cell code: kind in the low four bits, white_bit for white; 0 empty; wall.
constexpr std::uint8_t code(color c, piece_kind k) noexcept {
  return static_cast<std::uint8_t>(static_cast<int>(k) | (c == color::white ? white_bit : 0));
}
constexpr bool is_piece(std::uint8_t c) noexcept {
  return c != empty && c != wall;
}
constexpr color color_of(std::uint8_t c) noexcept {
  return (c & white_bit) != 0 ? color::white : color::black;
}
constexpr piece_kind kind_of(std::uint8_t c) noexcept {
  return static_cast<piece_kind>(c & 0x0F);
}
constexpr bool is_piece_of(std::uint8_t c, color side) noexcept {
  return is_piece(c) && color_of(c) == side;
}

/// The eight directions as index deltas: N S W E NW NE SW SE, where N is toward rank 1
/// (black's forward) and W toward file 9.
inline constexpr std::array<int, 8> direction = {-1, 1, 13, -13, 12, -14, 14, -12};
inline constexpr std::array<int, 8> opposite = {1, 0, 3, 2, 7, 6, 5, 4};
inline constexpr std::array<int, 8> mirrored = {1, 0, 2, 3, 6, 7, 4, 5};  // black <-> white
enum : std::uint8_t { N = 1, S = 2, W = 4, E = 8, NW = 16, NE = 32, SW = 64, SE = 128 };
inline constexpr std::uint8_t orthogonal = N | S | W | E;
inline constexpr std::uint8_t diagonal = NW | NE | SW | SE;

/// Knight jumps for each side.
inline constexpr std::array<std::array<int, 2>, 2> knight_jump = {
    {{-2 + 13, -2 - 13}, {2 + 13, 2 - 13}}};
/// One step forward for each side.
inline constexpr std::array<int, 2> forward = {-1, 1};

struct movement {
  std::uint8_t steps = 0;   // directions of one-square moves
  std::uint8_t slides = 0;  // directions of unlimited moves
};

constexpr std::uint8_t mirror(std::uint8_t mask) noexcept {
  std::uint8_t out = 0;
  for (int d = 0; d < 8; ++d)
    if ((mask & (1 << d)) != 0) out |= static_cast<std::uint8_t>(1 << mirrored[d]);
  return out;
}

constexpr movement black_movement(piece_kind k) noexcept {
  constexpr std::uint8_t gold = N | S | W | E | NW | NE;
  switch (k) {
    case piece_kind::pawn:
      return {N, 0};
    case piece_kind::lance:
      return {0, N};
    case piece_kind::silver:
      return {N | NW | NE | SW | SE, 0};
    case piece_kind::gold:
    case piece_kind::pro_pawn:
    case piece_kind::pro_lance:
    case piece_kind::pro_knight:
    case piece_kind::pro_silver:
      return {gold, 0};
    case piece_kind::bishop:
      return {0, diagonal};
    case piece_kind::rook:
      return {0, orthogonal};
    case piece_kind::king:
      return {orthogonal | diagonal, 0};
    case piece_kind::horse:
      return {orthogonal, diagonal};
    case piece_kind::dragon:
      return {diagonal, orthogonal};
    default:
      return {};  // knights jump, see knight_jump
  }
}

/// Movement of every cell code (index = code).
inline constexpr auto movement_of = [] {
  std::array<movement, 64> t{};
  for (int k = 1; k <= 15; ++k) {
    const movement m = black_movement(static_cast<piece_kind>(k));
    t[code(color::black, static_cast<piece_kind>(k))] = m;
    t[code(color::white, static_cast<piece_kind>(k))] = {mirror(m.steps), mirror(m.slides)};
  }
  return t;
}();

/// True when `rank` is in the promotion zone of `side`.
constexpr bool in_zone(color side, int rank) noexcept {
  return side == color::black ? rank <= 3 : rank >= 7;
}
/// How far `rank` is from `side`'s last rank (0 on the last rank).
constexpr int ranks_left(color side, int rank) noexcept {
  return side == color::black ? rank - 1 : 9 - rank;
}
/// True when a piece of kind `k` on `rank` could never move again.
constexpr bool is_dead_end(color side, piece_kind k, int rank) noexcept {
  const int left = ranks_left(side, rank);
  return ((k == piece_kind::pawn || k == piece_kind::lance) && left == 0) ||
         (k == piece_kind::knight && left <= 1);
}

}  // namespace kifu::inline v0::shogi::reference::detail
