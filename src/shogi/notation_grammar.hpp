// Private: the Spirit X3 grammar of moves in Japanese notation, compiled once in
// notation_grammar.cpp.
#pragma once

#include "kifu/shogi/notation.hpp"

namespace kifu::inline v0::shogi::detail {

/// Parses one written move at [first, last); on success `first` is past it.
bool parse_written(const char*& first, const char* last, written_move& out);

}  // namespace kifu::inline v0::shogi::detail
