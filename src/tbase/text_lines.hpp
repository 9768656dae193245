// Line splitting and Shift_JIS decoding shared by the .tjn and .rem readers and writers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "kifu/diagnostic.hpp"
#include "kifu/encoding.hpp"
#include "kifu/tbase/dia.hpp"

namespace kifu::inline v0::tbase::detail {

/// One line of a text file.
struct text_line {
  std::string_view bytes;    ///< without the line end
  std::size_t offset = 0;    ///< of its first byte
  std::uint32_t number = 1;  ///< 1-based
  bool crlf = false;         ///< ended by CR LF
};

/// Calls `handle(line)` for every line of `bytes` and returns the trailer: the end-of-file
/// marks (0x1A) after the last line, with or without a line end before them, which are not a
/// line.
template <class Handle>
std::string_view for_each_line(std::string_view bytes, Handle&& handle) {
  std::size_t pos = 0;
  std::uint32_t number = 1;
  while (pos < bytes.size()) {
    const std::string_view rest = bytes.substr(pos);
    if (std::all_of(rest.begin(), rest.end(), [](char c) { return c == '\x1A'; })) return rest;
    const void* nl = std::memchr(rest.data(), '\n', rest.size());
    const std::size_t end =
        nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - rest.data()) : rest.size();
    // The last line may run into the end-of-file marks without a line end.
    std::size_t marks = 0;
    if (!nl)
      while (marks < end && rest[end - marks - 1] == '\x1A') ++marks;
    // Carriage returns before the line end (or the end of the file) belong to the line end.
    std::size_t text_end = end - marks;
    while (text_end > 0 && rest[text_end - 1] == '\r') --text_end;
    const bool crlf = text_end < end - marks;
    handle(text_line{rest.substr(0, text_end), pos, number, crlf});
    if (marks > 0) return rest.substr(end - marks);
    pos += end + (nl ? 1 : 0);
    ++number;
  }
  return {};
}

/// A work number as the files write it: four digits, zero-padded.
inline std::string four_digits(int n) {
  std::string s = std::to_string(n);
  return std::string(s.size() < 4 ? 4 - s.size() : 0, '0') + s;
}

/// Decodes a Shift_JIS line into `out`; on invalid bytes reports an error at their place and
/// keeps the part before them. `columns_before`: the characters of the file's line before
/// `line` (the `NNNN ` a .tjn line starts with), so that the column counts from the line's start.
inline bool decode_line(const text_line& line, std::string& out, diagnostic_code code,
                        diagnostic_list& diagnostics, std::uint32_t columns_before = 0) {
  out.clear();
  diagnostic error;
  if (append_shift_jis_as_utf8(line.bytes, out, &error)) return true;
  (void)append_shift_jis_as_utf8(line.bytes.substr(0, error.offset),
                                 out);  // the part before decodes
  const auto at = locate_shift_jis(line.bytes, error.offset);
  diagnostics.push_back({code, severity::error, line.offset + error.offset, line.number,
                         columns_before + at.column,
                         error.message + "; the rest of the line is dropped"});
  return false;
}

/// Appends the Shift_JIS form of a UTF-8 line and its line end.
inline void encode_line(std::string_view utf8, line_ending eol, std::string& out,
                        diagnostic_list& diagnostics) {
  diagnostic error;
  if (!append_utf8_as_shift_jis(utf8, out, &error)) {
    error.code = diagnostic_code::tbase_write;
    error.level = severity::error;
    diagnostics.push_back(std::move(error));
  }
  out += eol == line_ending::crlf ? "\r\n" : "\n";
}

}  // namespace kifu::inline v0::tbase::detail
