// The reference move generator: the library's first generator (a padded mailbox), kept to
// cross-check the bitboard core behind shogi::position.
#pragma once

#include <cstdint>

#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi::reference {

/// Every legal move of the side to move.
move_list legal_moves(const position& p);
/// The legal moves that check the other side's king.
move_list legal_checks(const position& p);
/// True when the side to move is in check.
bool in_check(const position& p);
/// True when a piece of `by` attacks `s`.
bool is_attacked(const position& p, square s, color by);
/// The leaves of the legal move tree to `depth`.
std::uint64_t perft(const position& p, int depth);

}  // namespace kifu::inline v0::shogi::reference
