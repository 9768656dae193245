// Private: the Spirit X3 grammar of moves in Japanese notation, compiled once in
// notation_grammar.cpp.
#pragma once

#include "kifu/shogi/notation.hpp"

namespace kifu::inline v0::shogi::detail {

/// Parses one written move at [first, last); on success `first` is past it.
bool parse_written(const char*& first, const char* last, written_move& out);

/// A written move read at the start of a text and resolved on a position.
struct read_move {
  bool parsed = false;          ///< the grammar read a move (maybe not the whole text)
  written_move written;         ///< what it read: `written.length` bytes of the text
  parse_result<move> resolved;  ///< the move, or why it does not resolve (when it was resolved)
};

/// Reads the move written at the start of `text` and, when it was read (and took all of `text`
/// if `whole`), resolves it in `p`; the caller maps a diagnostic back to where `text` stands.
read_move read_and_resolve(std::string_view text, bool whole, const position& p,
                           std::optional<square> previous_to);

}  // namespace kifu::inline v0::shogi::detail
