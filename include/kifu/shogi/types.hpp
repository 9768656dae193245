// kifu/shogi/types.hpp: the vocabulary of shogi (将棋): sides, piece kinds, squares, pieces and
// moves. Small value types, constexpr throughout.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "kifu/api.hpp"

namespace kifu::inline v0::shogi {

/// A side: black (先手, 下手, moves first in an even game) or white (後手, 上手).
enum class color : std::uint8_t { black = 0, white = 1 };

/// The other side.
constexpr color opponent(color c) noexcept {
  return c == color::black ? color::white : color::black;
}

/// The fourteen kinds of piece. Promoted kinds are the base kind + 8 (as T-BASE numbers them);
/// 13 is unused because gold does not promote.
enum class piece_kind : std::uint8_t {
  none = 0,
  pawn = 1,         ///< 歩
  lance = 2,        ///< 香
  knight = 3,       ///< 桂
  silver = 4,       ///< 銀
  gold = 5,         ///< 金
  bishop = 6,       ///< 角
  rook = 7,         ///< 飛
  king = 8,         ///< 玉 (王)
  pro_pawn = 9,     ///< と
  pro_lance = 10,   ///< 成香 (杏)
  pro_knight = 11,  ///< 成桂 (圭)
  pro_silver = 12,  ///< 成銀 (全)
  horse = 14,       ///< 馬 (promoted bishop)
  dragon = 15,      ///< 龍 (竜, promoted rook)
};

/// True for pawn, lance, knight, silver, bishop and rook.
constexpr bool can_promote(piece_kind k) noexcept {
  return k == piece_kind::pawn || k == piece_kind::lance || k == piece_kind::knight ||
         k == piece_kind::silver || k == piece_kind::bishop || k == piece_kind::rook;
}
/// True for the six promoted kinds.
constexpr bool is_promoted(piece_kind k) noexcept {
  return static_cast<int>(k) > 8;
}
/// The promoted kind of a kind that can promote.
constexpr piece_kind promoted(piece_kind k) noexcept {
  return static_cast<piece_kind>(static_cast<int>(k) + 8);
}
/// The kind a piece returns to when captured (と -> 歩); other kinds are unchanged.
constexpr piece_kind unpromoted(piece_kind k) noexcept {
  return is_promoted(k) ? static_cast<piece_kind>(static_cast<int>(k) - 8) : k;
}
/// True for the seven kinds that can be held in hand (歩 香 桂 銀 金 角 飛).
constexpr bool is_hand_kind(piece_kind k) noexcept {
  return static_cast<int>(k) >= 1 && static_cast<int>(k) <= 7;
}

/// The hand kinds in the canonical order of SFEN and KIF: 飛 角 金 銀 桂 香 歩.
inline constexpr std::array<piece_kind, 7> hand_order = {
    piece_kind::rook,   piece_kind::bishop, piece_kind::gold, piece_kind::silver,
    piece_kind::knight, piece_kind::lance,  piece_kind::pawn};

/// How many of each hand kind the standard 40-piece set has (index = kind; kings: 2).
inline constexpr std::array<int, 9> piece_set_count = {0, 18, 4, 4, 4, 4, 2, 2, 2};

/// A square: file 1–9 (right to left as black sees the board), rank 1–9 (top to bottom).
struct square {
  std::uint8_t file = 0;  ///< 1..9, 0 = no square (the origin of a drop)
  std::uint8_t rank = 0;  ///< 1..9

  /// True for a square on the board.
  constexpr bool valid() const noexcept { return file >= 1 && file <= 9 && rank >= 1 && rank <= 9; }
  friend constexpr bool operator==(square, square) = default;
};

/// A piece: its side and kind.
struct piece {
  shogi::color color = color::black;
  piece_kind kind = piece_kind::none;
  friend constexpr bool operator==(piece, piece) = default;
};

/// Whether a board move promotes the moving piece (成) or not.
enum class promote : bool { no = false, yes = true };

/// A move: a board move (optionally promoting) or a drop from the hand.
class move {
 public:
  constexpr move() = default;
  /// A board move of `kind` from `from` to `to`, promoting or not.
  static constexpr move board(square from, square to, piece_kind kind,
                              shogi::promote promotes = promote::no) noexcept {
    move m;
    m.from_ = from;
    m.to_ = to;
    m.kind_ = kind;
    m.promote_ = promotes == promote::yes;
    return m;
  }
  /// A drop of `kind` on `to`.
  static constexpr move drop(square to, piece_kind kind) noexcept {
    move m;
    m.to_ = to;
    m.kind_ = kind;
    return m;
  }

  /// The origin; invalid (file 0) for a drop.
  constexpr square from() const noexcept { return from_; }
  /// The destination.
  constexpr square to() const noexcept { return to_; }
  /// The kind of the moving piece before the move (or the dropped kind).
  constexpr piece_kind kind() const noexcept { return kind_; }
  /// True when the piece promotes on this move.
  constexpr bool promotes() const noexcept { return promote_; }
  /// True for a drop from the hand.
  constexpr bool is_drop() const noexcept { return from_.file == 0; }
  /// True for a default-constructed move.
  constexpr bool is_null() const noexcept { return kind_ == piece_kind::none; }
  friend constexpr bool operator==(const move&, const move&) = default;

 private:
  square from_{};
  square to_{};
  piece_kind kind_ = piece_kind::none;
  bool promote_ = false;
};

/// The kanji of a piece kind as KIF writes it: 歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍.
KIFU_API std::string_view to_string(piece_kind k) noexcept;

/// A side as KIF names it: 先手 or 後手 (a handicap game's records say 下手 and 上手).
KIFU_API std::string_view to_string(color c) noexcept;

}  // namespace kifu::inline v0::shogi

/// Squares and moves as keys of unordered containers.
template <>
struct std::hash<kifu::shogi::square> {
  std::size_t operator()(kifu::shogi::square s) const noexcept { return s.file * 16U + s.rank; }
};

/// A move's hash packs its fields (origin, destination, kind, promotion) into one number.
template <>
struct std::hash<kifu::shogi::move> {
  std::size_t operator()(const kifu::shogi::move& m) const noexcept {
    const std::size_t squares = std::hash<kifu::shogi::square>{}(m.from()) * 256U +
                                std::hash<kifu::shogi::square>{}(m.to());
    return (squares * 32U + static_cast<std::size_t>(m.kind())) * 2U + (m.promotes() ? 1U : 0U);
  }
};
