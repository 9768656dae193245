// Private: why a move is not legal, in words a player understands (for readers' errors).
#pragma once

#include <string>

#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi::detail {

/// The reason `m` is not legal in `p` ("there is no 角 in 先手's hand", "leaves 先手's king in
/// check" …); `m` must be illegal there. Cold: called only to word an error.
std::string why_illegal(const position& p, const move& m);

}  // namespace kifu::inline v0::shogi::detail
