// Private: the bitboard core behind shogi::position: placing pieces with the Zobrist key kept
// up to date, playing and taking back moves without copying, attacks and check information,
// and the move generators (every legal move, the legal checks, the mate in one).
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "kifu/shogi/detail/board_state.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi::detail {

/// True when a piece of kind `k` of side `c` on `rank` could never move again.
constexpr bool is_dead_end(color c, piece_kind k, int rank) noexcept {
  const int left = c == color::black ? rank - 1 : 9 - rank;  // ranks before the last
  return ((k == piece_kind::pawn || k == piece_kind::lance) && left == 0) ||
         (k == piece_kind::knight && left <= 1);
}

/// The next number of the splitmix64 sequence from `state` (for tables of random keys).
constexpr std::uint64_t splitmix(std::uint64_t& state) noexcept {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// A random number per square index and piece code (the one of code 0 is never used).
inline constexpr auto zobrist_table = [] {
  std::array<std::array<std::uint64_t, 32>, 81> t{};
  std::uint64_t state = 0x6B696675ULL;
  for (auto& square : t)
    for (auto& z : square) z = splitmix(state);
  return t;
}();
/// The Zobrist number of a piece code on a square index.
inline std::uint64_t zobrist_of(int sq, std::uint8_t code) noexcept {
  return zobrist_table[sq][code];
}
/// The number the key changes by when the side to move changes.
inline constexpr std::uint64_t zobrist_side = 0x5D1E5A5C0FFEE001ULL;

/// Puts the piece `code` on the empty square `sq`.
void put_piece(board_state& s, int sq, std::uint8_t code) noexcept;
/// Takes the piece off square `sq` (which holds one).
void remove_piece(board_state& s, int sq) noexcept;

/// What undo_move needs to take a move back: the piece it captured (0: none) and the piece
/// that moved, as it stood on its origin.
struct undo_info {
  std::uint8_t captured = 0;
  std::uint8_t moved = 0;
};
/// Plays move `m` (a piece of the side to move on its origin, or a piece of its hand).
undo_info do_move(board_state& s, const move& m) noexcept;
/// Takes back `m`, the last move played, with what do_move gave.
void undo_move(board_state& s, const move& m, undo_info u) noexcept;

/// The pieces of one side grouped by how they attack.
/// (The side comes last: before the sets, it would put each set across two 16-byte halves, and
/// a copy read back in halves just written waits on the stores.)
struct attacker_sets {
  bitboard pawns, knights, silvers;
  bitboard golds;     ///< gold and the four promoted minor pieces
  bitboard steppers;  ///< pieces with the king's steps: king, horse, dragon
  bitboard lances;
  bitboard bishops;           ///< pieces with the bishop's lines: bishop, horse
  bitboard rooks;             ///< pieces with the rook's lines: rook, dragon
  color side = color::black;  ///< whose pieces
};
/// The pieces of `by` in `s`, grouped.
attacker_sets attacker_sets_of(const board_state& s, color by) noexcept;

/// The pieces of `a` that attack square `sq` over the occupied squares `occ`.
bitboard attackers_to(const attacker_sets& a, int sq, bitboard occ) noexcept;
/// True when a piece of `a` attacks `sq` over `occ` (attackers_to, stopping at the first).
bool attacked(const attacker_sets& a, int sq, bitboard occ) noexcept;
/// True when a piece of `by` attacks `sq` in `s` over `occ`.
inline bool attacked(const board_state& s, int sq, color by, bitboard occ) noexcept {
  return attacked(attacker_sets_of(s, by), sq, occ);
}

/// What the side to move's king faces, found once per position: enough to generate the legal
/// moves.
struct king_safety {
  attacker_sets enemies;       ///< the other side's pieces, grouped
  int own_king = no_square;    ///< the side to move's king, no_square when it has none
  int enemy_king = no_square;  ///< the other side's king
  bitboard checkers;           ///< the enemy pieces that check the side to move
  bitboard pinned;  ///< the side to move's pieces pinned to its king (empty when found without)
};
/// The king's safety and what giving check needs, found once and used by the check generator.
struct check_info : king_safety {
  attacker_sets own;     ///< the side to move's pieces, grouped
  bitboard discoverers;  ///< the side to move's pieces whose moves off the line uncover a check
  std::array<bitboard, 16> check_squares;  ///< per kind: where a piece of the side gives check
};
/// The checkers of the side to move's king in `s`, and the pins to it unless `with_pins` is
/// false (see pinned_to_king).
king_safety find_king_safety(const board_state& s, bool with_pins = true) noexcept;
/// The side to move's pieces pinned to its king, for `k` found without them.
bitboard pinned_to_king(const board_state& s, const king_safety& k) noexcept;
/// The check information of `s` for its side to move.
check_info find_check_info(const board_state& s) noexcept;

/// True when the legal move `m` checks the other side's king.
bool gives_check(const check_info& ci, const move& m) noexcept;

/// Appends every legal move of the side to move.
void generate_legal(const board_state& s, move_list& out) noexcept;
/// Appends the legal moves that check the other side's king (none when it has no king).
void generate_checks(const board_state& s, move_list& out) noexcept;
/// One legal move of the side to move: a board move when there is one (so a drop means every
/// legal move is a drop); nullopt when there is none.
std::optional<move> first_legal_move(const board_state& s) noexcept;
/// True when the side to move has a legal move.
bool has_legal_move(const board_state& s) noexcept;
/// True when the side to move has a legal check.
bool has_legal_check(const board_state& s) noexcept;
/// A legal check after which the other side has no legal move, if there is one.
std::optional<move> mate_in_one(const board_state& s) noexcept;

/// The squares next to the other side's king where it would stand safe from the side to move's
/// pieces now, found once to rule checks out cheaply (see king_escapes).
struct king_flights {
  attacker_sets attackers;  ///< the side to move's pieces, grouped
  bitboard squares;         ///< the king's safe squares (empty when it has none, or no king)
};
/// The other side's king's flights in `s`.
king_flights find_king_flights(const board_state& s) noexcept;
/// True when, after the side to move's legal check `m` in `s`, the other side's king can step
/// to one of `f`'s squares that nothing attacks: `m` neither mates nor leaves only drops. A
/// quick test without playing the move; false says nothing.
bool king_escapes(const board_state& s, const king_flights& f, const move& m) noexcept;

/// A check and the other side's first legal move after it (see first_legal_move).
struct check_reply {
  move check;
  std::optional<move> reply;  ///< nullopt: the check mates
};
/// The first of the side to move's legal `checks` in `s` after which the other side has no
/// legal move, or, when `drops_suffice`, none but drops; nullopt when every check has a board
/// move for answer. The checks are played and taken back on `s`, which is unchanged on return.
std::optional<check_reply> first_unanswered_check(board_state& s, const move_list& checks,
                                                  bool drops_suffice) noexcept;

/// Counts the leaves of the legal move tree to `depth`, playing and taking back moves on `s`.
std::uint64_t perft(board_state& s, int depth) noexcept;

}  // namespace kifu::inline v0::shogi::detail
