// Private: why a move is not legal, in words a player understands (for readers' errors).
#pragma once

#include <string>

#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi::detail {

/// The reason `m` is not legal in `p` ("there is no 角 in 先手's hand", "a second unpromoted
/// pawn on file 3 (二歩)", "leaves 先手's king in check" …); `m` must be illegal there. The CSA
/// reader and the KIF/KI2 notation give their errors' reasons with it. Cold: called only to word
/// an error.
std::string why_illegal(const position& p, const move& m);

/// Whether the illegal move `m` can still be played on the board, as the lenient readers keep
/// one: a board move of a piece of the side to move, of the move's kind, to a square without one
/// of its own; or a drop of a piece in hand onto an empty square (二歩, 打ち歩詰め …).
bool playable(const position& p, const move& m);

/// True when the piece of the side to move on `from` could go to `to` the way it moves (the
/// squares between clear), promoting or not, whatever that does to its own king.
bool could_move(const position& p, square from, square to);

}  // namespace kifu::inline v0::shogi::detail
