// kifu/shogi/position.hpp: a shogi position (board, hands, side to move, move number) with
// legal move generation under every rule: king safety, promotion and forced promotion, 二歩,
// 打ち歩詰め, and pieces that could never move again. Positions without a king (the attacker in
// a tsume problem) are supported.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/detail/board_state.hpp"
#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::shogi {

/// The legal moves of a position; shogi never has more than 593.
class KIFU_API move_list {
 public:
  static constexpr std::size_t capacity = 600;  ///< room for any position's moves

  /// An empty list.
  move_list() noexcept {}
  /// A copy of the moves of `other`.
  move_list(const move_list& other) noexcept : size_(other.size_) {
    std::copy(other.begin(), other.end(), slots_.moves);
  }
  /// Replaces the moves with those of `other`.
  move_list& operator=(const move_list& other) noexcept {
    size_ = other.size_;
    std::copy(other.begin(), other.end(), slots_.moves);
    return *this;
  }

  /// Appends a move.
  void push_back(const move& m) noexcept { slots_.moves[size_++] = m; }
  /// The room for the moves, for writing many at once: write them after the first size() and
  /// then resize() to include them.
  move* data() noexcept { return slots_.moves; }
  /// Keeps the first `n` moves (n <= capacity; the moves up to n must have been written).
  void resize(std::size_t n) noexcept { size_ = n; }
  /// Number of moves.
  std::size_t size() const noexcept { return size_; }
  /// True when there is no move.
  bool empty() const noexcept { return size_ == 0; }
  const move* begin() const noexcept { return slots_.moves; }
  const move* end() const noexcept { return slots_.moves + size_; }
  /// The i-th move.
  const move& operator[](std::size_t i) const noexcept { return slots_.moves[i]; }
  /// True when `m` is in the list.
  bool contains(const move& m) const noexcept;

 private:
  // Room for the moves, left unwritten until used: a list is made for every position searched,
  // and clearing 3.6 KB each time would cost more than generating its moves.
  union slots {
    slots() noexcept {}
    move moves[capacity];
  };
  slots slots_;
  std::size_t size_ = 0;
};

class position;
/// Appends the SFEN of `p` to `out` (documented in sfen.hpp).
KIFU_API void append_sfen(std::string& out, const position& p);

/// A position: 81 squares, two hands, the side to move and the move number (手数 + 1).
class KIFU_API position {
 public:
  /// An empty board, empty hands, black to move, move number 1.
  position() noexcept = default;
  /// The initial position of an even game (平手), black to move.
  static position initial() noexcept;

  /// The piece on a square (kind none when empty).
  piece at(square s) const noexcept {
    if (!s.valid()) return {};
    const std::uint8_t c = state_.squares[detail::square_index(s)];
    if (c == 0) return {};
    return {(c & 0x10U) != 0 ? color::white : color::black, static_cast<piece_kind>(c & 0x0FU)};
  }
  /// Puts a piece on a square (kind none empties it); a square off the board changes nothing.
  void set(square s, piece p) noexcept;
  /// How many pieces of a hand kind `c` holds.
  int hand(color c, piece_kind k) const noexcept;
  /// Sets how many pieces of a hand kind `c` holds (0..18); a count beyond, or a kind that is
  /// not a hand kind (king, promoted), changes nothing.
  void set_hand(color c, piece_kind k, int count) noexcept;
  /// The side to move.
  color side_to_move() const noexcept { return state_.side; }
  /// Sets the side to move.
  void set_side_to_move(color c) noexcept;
  /// The number of the next move (1 for the first move of the game).
  int move_number() const noexcept { return state_.move_number; }
  /// Sets the number of the next move (1 for a number below 1, which no SFEN can write).
  void set_move_number(int n) noexcept { state_.move_number = n < 1 ? 1 : n; }

  /// Where `c`'s king stands, if it has one.
  std::optional<square> king_square(color c) const noexcept;
  /// True when a piece of `by` attacks square `s`.
  bool is_attacked(square s, color by) const noexcept;
  /// True when the side to move is in check.
  bool in_check() const noexcept;
  /// Every legal move of the side to move.
  move_list legal_moves() const noexcept;
  /// One legal move of the side to move, found without generating the others: a board move
  /// when there is one (so a drop means every legal move is a drop); nullopt when there is none.
  std::optional<move> first_legal_move() const noexcept;
  /// The legal moves of the side to move that check the other side's king (none when it has
  /// no king): direct checks, checks by uncovering a line piece, and checking drops.
  move_list legal_checks() const noexcept;
  /// True when the side to move has a legal check (legal_checks() is not empty), found without
  /// generating the others.
  bool has_legal_check() const noexcept;
  /// True when `m` is legal here.
  bool is_legal(const move& m) const noexcept;
  /// Why `m` is not legal here, in a player's words ("a second unpromoted pawn on file 3 (二歩)",
  /// "leaves 先手's king in check", "there is no 角 in 先手's hand"…); empty when it is legal.
  std::string why_illegal(const move& m) const;
  /// True when the legal move `m` checks the other side's king.
  bool gives_check(const move& m) const noexcept;
  /// A legal move that checkmates at once (打ち歩詰め excluded), if there is one.
  std::optional<move> mate_in_one() const noexcept;
  /// True when the side to move is checkmated (in check with no legal move).
  bool is_checkmate() const noexcept;
  /// Plays a legal move: updates board, hands, side to move and move number. The move must be
  /// legal (or at least follow the board: a piece of the side to move at the origin, a drop
  /// from the hand onto an empty square); unchecked for speed, asserted in debug builds. Check
  /// a move from elsewhere with is_legal (or why_illegal) first, or play it with game::push.
  void play(const move& m) noexcept;
  /// The position after a legal move.
  position after(const move& m) const noexcept {
    position p = *this;
    p.play(m);
    return p;
  }

  /// Checks that the position could occur: piece counts within the 40-piece set, at most one
  /// king a side, no piece on a rank it can never leave, no two unpromoted pawns of a side on a
  /// file, and the side not to move not in check. One diagnostic per problem, without a location
  /// (a reader that read the position gives them the place of its text).
  diagnostic_list validate() const;
  /// The piece-count problem of validate() for pieces like `p`, or nothing: more of its kind
  /// (promoted or not, board and both hands) than the 40-piece set holds ("3 rooks (飛) in all,
  /// the set holds 2"), or for a king more than one on p's side. Readers that place pieces one
  /// by one check each, to point at the one too many.
  std::optional<diagnostic> check_piece_count(piece p) const;

  /// A 64-bit hash of the board, both hands and the side to move (not the move number): equal
  /// positions have equal hashes, and a position that comes again (千日手) the same one.
  std::uint64_t hash() const noexcept;

  /// Same board, hands, side to move and move number.
  friend bool operator==(const position& a, const position& b) noexcept {
    return a.state_ == b.state_;
  }

  /// The bitboard core's data (for the library's own use).
  const detail::board_state& state() const noexcept { return state_; }

 private:
  detail::board_state state_;
};

/// Counts the leaf nodes of the legal move tree to `depth` (the standard move-generator check).
KIFU_API std::uint64_t perft(const position& p, int depth) noexcept;

}  // namespace kifu::inline v0::shogi

/// Positions as keys of unordered containers, by position::hash() (the move number left out, as
/// 千日手 counts a position).
template <>
struct std::hash<kifu::shogi::position> {
  std::size_t operator()(const kifu::shogi::position& p) const noexcept {
    return static_cast<std::size_t>(p.hash());
  }
};
