// Private: the glyphs of text Go boards, shared by the writer and the reader — stone and point
// marks, label digits and kanji, widths, and stepping through UTF-8 one code point at a time.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "encoding/code_point.hpp"

namespace kifu::inline v0::go::detail {

/// One code point of valid UTF-8 text.
using glyph = kifu::detail::code_point;

/// The code point at byte `at` of valid UTF-8 text (length 0 at the end).
constexpr glyph glyph_at(std::string_view text, std::size_t at) noexcept {
  if (at >= text.size()) return {};
  return kifu::detail::code_point_at(text.data() + at, text.data() + text.size());
}

/// True for half-width glyphs: ASCII and half-width katakana, the one-byte characters of
/// Shift_JIS. Everything else (kanji, ●○◆◇, ・, box drawing, full-width forms) is full-width.
constexpr bool is_half_width(char32_t c) noexcept {
  return c < 0x80 || (c >= 0xFF61 && c <= 0xFF9F);
}

/// Spaces that pad labels and cells: half-width space, tab and the ideographic space.
constexpr bool is_space(char32_t c) noexcept {
  return c == U' ' || c == U'\t' || c == U'\u3000';
}

/// What a glyph says about a point.
enum class mark : std::uint8_t {
  other,  ///< text that is not part of a board
  space,  ///< padding
  point,  ///< an empty point drawn as a line, dot or star
  black,  ///< a black stone
  white,  ///< a white stone
};

/// The mark of a glyph: ● ◆ X x # Ｘ black; ○ ◇ O o Ｏ white; dots, crosses, lines and box
/// drawing empty points; the ASCII '|' (a frame) and the brackets around a last move are spaces.
constexpr mark mark_of(char32_t c) noexcept {
  switch (c) {
    case U'●':
    case U'◆':
    case U'X':
    case U'x':
    case U'#':
    case U'Ｘ':
      return mark::black;
    case U'○':
    case U'◇':
    case U'O':
    case U'o':
    case U'Ｏ':
      return mark::white;
    case U' ':
    case U'\t':
    case U'\u3000':
    case U'|':  // the frame of ASCII boards
    case U'(':  // the last move's brackets (Leela Zero: .(O)+)
    case U')':
      return mark::space;
    case U'.':
    case U'+':
    case U',':
    case U'*':
    case U'-':
    case U'`':
    case U'\'':
    case U'_':
    case U'@':
    case U'・':
    case U'･':
    case U'－':
    case U'−':
    case U'｜':
    case U'＋':
    case U'．':
    case U'＊':
    case U'·':
      return mark::point;
    default:
      return c >= 0x2500 && c <= 0x257F ? mark::point : mark::other;  // box drawing
  }
}

/// True for ASCII letters (a half-width cell of two letters is a word, not a stone).
constexpr bool is_ascii_letter(char32_t c) noexcept {
  return (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z');
}

/// The value of a half- or full-width decimal digit, or -1.
constexpr int digit_value(char32_t c) noexcept {
  if (c >= U'0' && c <= U'9') return static_cast<int>(c - U'0');
  if (c >= U'０' && c <= U'９') return static_cast<int>(c - U'０');
  return -1;
}

/// The value of a kanji digit 一–九 (1–9), 十 (10), or -1.
constexpr int kanji_value(char32_t c) noexcept {
  constexpr std::u32string_view digits = U"一二三四五六七八九十";
  const auto at = digits.find(c);
  return at == std::u32string_view::npos ? -1 : static_cast<int>(at) + 1;
}

/// The uppercase form of a half- or full-width Latin letter, or 0 for other glyphs.
constexpr char upper_letter(char32_t c) noexcept {
  if (c >= U'a' && c <= U'z') return static_cast<char>('A' + (c - U'a'));
  if (c >= U'A' && c <= U'Z') return static_cast<char>(c);
  if (c >= U'ａ' && c <= U'ｚ') return static_cast<char>('A' + (c - U'ａ'));
  if (c >= U'Ａ' && c <= U'Ｚ') return static_cast<char>('A' + (c - U'Ａ'));
  return 0;
}

/// Row labels written in kanji, 1–25 (一 … 十九 … 二十五), the Japanese way of naming rows.
inline constexpr std::array<std::string_view, 26> kanji_numbers = {
    "",     "一",   "二",   "三",     "四",     "五",     "六",     "七",    "八",
    "九",   "十",   "十一", "十二",   "十三",   "十四",   "十五",   "十六",  "十七",
    "十八", "十九", "二十", "二十一", "二十二", "二十三", "二十四", "二十五"};

/// Full-width digits ０–９, each three bytes of UTF-8.
inline constexpr std::array<std::string_view, 10> full_width_digits = {
    "０", "１", "２", "３", "４", "５", "６", "７", "８", "９"};

}  // namespace kifu::inline v0::go::detail
