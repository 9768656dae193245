// One-line fields of a record as the text writers put them (private to the library): a header
// value or a bookmark that holds a line break would start a line of its own, which a reader
// takes for a move or a header that the record never had.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>

#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi::detail {

/// True when `text` holds a line break (LF or CR).
inline bool has_line_break(std::string_view text) noexcept {
  return text.find_first_of("\r\n") != std::string_view::npos;
}

/// `text` with each line break (LF, CR) written as a space.
inline std::string one_line(std::string_view text) {
  std::string out(text);
  std::replace_if(
      out.begin(), out.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
  return out;
}

/// How many one-line fields of `r` (header keys and values, bookmarks, # lines and lines kept
/// as not understood) hold a line break, which the writers write as a space.
inline std::size_t broken_one_line_fields(const record& r) {
  std::size_t n = 0;
  for (const auto& h : r.headers) n += has_line_break(h.key) || has_line_break(h.value);
  for (const auto& line : r.program_lines) n += has_line_break(line);
  for (const auto& node : r.nodes) {
    for (const auto& b : node.bookmarks) n += has_line_break(b);
    for (const auto& line : node.unparsed) n += has_line_break(line);
  }
  return n;
}

/// The warning for `n` such fields.
inline std::string line_breaks_written_as_spaces(std::size_t n) {
  return std::to_string(n) +
         (n == 1 ? " header, bookmark or kept line holds"
                 : " headers, bookmarks or kept lines hold") +
         " a line break, written as a space: a line of its own would read as a move or a header";
}

}  // namespace kifu::inline v0::shogi::detail
