// Private: the TumeBase move tokens of search patterns (+**金, -86*合), checked where a query is
// read as where it is compiled.
#pragma once

#include <string_view>

namespace kifu::inline v0::tsume::detail {

/// True when `text` is a move token: a sign, a file and a rank (digits or *), a piece name or *,
/// then optionally 打, 成, 不成 or 合 (defined beside the matcher, in search.cpp).
bool is_move_token(std::string_view text);

/// What a move token is made of, for the message about one that is not.
inline constexpr std::string_view move_token_form =
    "write a sign (+ attacker, - defender), a file and a rank (digits or *), a piece name or *, "
    "then optionally 打, 成, 不成 or 合, such as +**金 or -86*合";

}  // namespace kifu::inline v0::tsume::detail
