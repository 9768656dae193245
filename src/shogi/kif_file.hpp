// Private: the text of a KIF or KI2 file as the reader sees it: decoded once, shared by the
// records it holds, and split into those records at `#--separator--` lines.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "diagnostic_builder.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0::shogi::detail {

/// The decoded file, shared by the records in it.
struct file_text {
  decoded_text decoded;                          ///< the whole file in UTF-8
  text_encoding encoding = text_encoding::utf8;  ///< what each record says the file was
  kifu::detail::text_cursor cursor;      ///< where the last diagnostic was (they come in order)
  std::vector<std::size_t> nul_offsets;  ///< where NUL bytes were, now spaces (readers warn)

  /// A diagnostic `column_offset` bytes into the line that starts at byte `line_offset` and has
  /// number `line`; diagnostics come in file order, so the cursor saves a scan from the start.
  diagnostic on_line(std::size_t line_offset, std::uint32_t line, std::size_t column_offset,
                     diagnostic_code code, severity level, std::string message);
  /// The NUL offsets in [begin, end), taken from `next` on; `next` moves past `end`.
  std::span<const std::size_t> take_nuls(std::size_t& next, std::size_t begin,
                                         std::size_t end) const;
};

/// The message of a NUL byte read as a space.
inline constexpr std::string_view nul_message = "a NUL byte (U+0000) in the text; read as a space";

/// The bytes of a file decoded, with the encoding its records report (`name` breaks the tie
/// for pure ASCII: .kif and .ki2 are Shift_JIS); the decoding error when they do not decode.
/// NUL bytes become spaces (blank_nuls); a byte that does not decode becomes '?', with an error
/// beside the value (decode_repairing), for the record whose lines hold it.
parse_result<file_text> open_file(std::string_view bytes, std::string_view name);

/// Adds to `result` the `repairs` of open_file on lines from `first` to `last`, in line order
/// with the reader's own diagnostics: a byte that does not decode is told at its line, not after
/// every warning of the record.
template <class T>
void add_repairs(parse_result<T>& result, const diagnostic_list& repairs, std::uint32_t first,
                 std::uint32_t last) {
  const auto in_range = [&](const diagnostic& d) { return d.line >= first && d.line <= last; };
  if (std::none_of(repairs.begin(), repairs.end(), in_range)) return;
  std::vector<diagnostic> all(result.diagnostics().begin(), result.diagnostics().end());
  for (const diagnostic& d : repairs)
    if (in_range(d)) all.push_back(d);
  // Those without a place (about the whole record) stay first; the others go by line, then
  // column, the reader's first where both agree.
  std::stable_sort(all.begin(), all.end(), [](const diagnostic& a, const diagnostic& b) {
    return std::pair(a.line, a.column) < std::pair(b.line, b.column);
  });
  parse_result<T> merged;
  for (diagnostic& d : all) merged.add(std::move(d));
  if (result.has_value()) merged.set_value(std::move(result).value());
  result = std::move(merged);
}

/// Turns the NUL bytes of the text into spaces and notes where they were, for the reader to
/// warn: no record holds a NUL (written out, text with NULs can pass for UTF-16).
void blank_nuls(file_text& f);

/// Where one record of a file is: [begin, end) of the text, then its separator line, if any.
struct record_span {
  std::size_t begin = 0, end = 0;    ///< the record's text
  std::uint32_t first_line = 1;      ///< the number of the line at `begin`
  std::uint32_t separator_line = 0;  ///< the number of the separator line at `end` (0: none)
};

/// The records of the text: the stretches between separator lines that hold more than blanks
/// (at least one, even for a blank text). A separator line holds `#--separator--` after
/// nothing but blanks.
std::vector<record_span> record_spans(std::string_view text);

}  // namespace kifu::inline v0::shogi::detail
