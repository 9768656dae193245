// Private: the KIF board diagram (BOD) text, shared by the KIF writer (a record's start
// position) and write_bod (any position).
#pragma once

#include <string>
#include <string_view>

#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi::detail {

/// Appends a hand line: `label` (e.g. 先手の持駒：), each kind with a kanji count, or なし.
void append_hand_line(std::string& out, const position& p, color side, std::string_view label);

/// Appends the BOD of `p`: the upper (white) hand line, the framed board with `v` before white's
/// pieces, the black hand line and `{white}番` when white is to move. `black` and `white` are
/// the side labels (先手/後手 or 下手/上手).
void append_bod(std::string& out, const position& p, std::string_view black = "先手",
                std::string_view white = "後手");

}  // namespace kifu::inline v0::shogi::detail
