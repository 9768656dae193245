// Private: the characters CKKA treats as separators (spaces, line breaks and punctuation), the
// spellings of squares, and the 一位色 header, shared by the grammar, the reader, the printer,
// the board and the score.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "kifu/cerke/record.hpp"

namespace kifu::inline v0::cerke::detail {

/// The length in bytes of the separator at p (a space U+0009 U+0020 U+00A0 U+3000, CR, LF, or
/// punctuation U+002C U+002E U+3001 U+3002 U+FF0C U+FF0E U+FF61 U+FF64), or 0.
[[gnu::always_inline]] inline std::size_t separator_length(const char* p,
                                                           const char* last) noexcept {
  const auto b0 = static_cast<unsigned char>(*p);
  if (b0 < 0x80)
    return (b0 == ' ' || b0 == '\t' || b0 == '\n' || b0 == '\r' || b0 == ',' || b0 == '.') ? 1 : 0;
  const std::ptrdiff_t left = last - p;
  if (b0 == 0xC2) return left >= 2 && static_cast<unsigned char>(p[1]) == 0xA0 ? 2 : 0;
  if (left < 3) return 0;
  const auto b1 = static_cast<unsigned char>(p[1]), b2 = static_cast<unsigned char>(p[2]);
  if (b0 == 0xE3) return b1 == 0x80 && b2 >= 0x80 && b2 <= 0x82 ? 3 : 0;  // U+3000..U+3002
  if (b0 == 0xEF) {
    if (b1 == 0xBC) return b2 == 0x8C || b2 == 0x8E ? 3 : 0;  // U+FF0C U+FF0E
    if (b1 == 0xBD) return b2 == 0xA1 || b2 == 0xA4 ? 3 : 0;  // U+FF61 U+FF64
  }
  return 0;
}

/// The length in bytes of the space at p (U+0009 U+0020 U+00A0 U+3000, or a CR), or 0.
[[gnu::always_inline]] inline std::size_t space_length(const char* p, const char* last) noexcept {
  const auto b0 = static_cast<unsigned char>(*p);
  if (b0 == ' ' || b0 == '\t' || b0 == '\r') return 1;
  if (b0 == 0xC2) return last - p >= 2 && static_cast<unsigned char>(p[1]) == 0xA0 ? 2 : 0;
  if (b0 == 0xE3 && last - p >= 3 && static_cast<unsigned char>(p[1]) == 0x80 &&
      static_cast<unsigned char>(p[2]) == 0x80)
    return 3;
  return 0;
}

/// The column letter at p (K L N T Z X C M P), or -1.
constexpr int column_index(char c) noexcept {
  switch (c) {
    case 'K':
      return 0;
    case 'L':
      return 1;
    case 'N':
      return 2;
    case 'T':
      return 3;
    case 'Z':
      return 4;
    case 'X':
      return 5;
    case 'C':
      return 6;
    case 'M':
      return 7;
    case 'P':
      return 8;
    default:
      return -1;
  }
}

/// Reads a square (column letter, then the longest row A E I U O Y AI AU IA) at `first`.
inline bool read_square(const char*& first, const char* last, square& out) noexcept {
  if (first == last) return false;
  const int col = column_index(*first);
  if (col < 0 || last - first < 2) return false;
  const char r = first[1];
  const char next = last - first >= 3 ? first[2] : '\0';
  row result{};
  std::ptrdiff_t length = 2;
  switch (r) {
    case 'A':
      result = next == 'I' ? row::ai : next == 'U' ? row::au : row::a;
      if (next == 'I' || next == 'U') length = 3;
      break;
    case 'I':
      result = next == 'A' ? row::ia : row::i;
      if (next == 'A') length = 3;
      break;
    case 'E':
      result = row::e;
      break;
    case 'U':
      result = row::u;
      break;
    case 'O':
      result = row::o;
      break;
    case 'Y':
      result = row::y;
      break;
    default:
      return false;
  }
  out = {static_cast<cerke::column>(col), result};
  first += length;
  return true;
}

/// Appends the colours of a `{一位色:…}` value (one 黒 or 赤 per season); false when something
/// else follows them.
inline bool read_colors(std::string_view value, std::vector<color>& out) {
  while (value.size() >= 3) {
    if (value.starts_with("黒"))
      out.push_back(color::black);
    else if (value.starts_with("赤"))
      out.push_back(color::red);
    else
      break;
    value.remove_prefix(3);
  }
  return value.empty();
}

/// The first-mover colours of the record's `{一位色:…}` headers, one per season; `on_bad` gets
/// each such header that holds something else after them.
template <class OnBad>
std::vector<color> first_mover_colors(const record& r, OnBad&& on_bad) {
  std::vector<color> colors;
  for (const auto& item : r.header)
    if (item.key == "一位色" && !read_colors(item.value, colors)) on_bad(item);
  return colors;
}

/// True when the IA side moves first in a season whose 一位色 is `c` (黒 is the IA side).
constexpr bool ia_side_first(color c) noexcept {
  return c == color::black;
}

}  // namespace kifu::inline v0::cerke::detail
