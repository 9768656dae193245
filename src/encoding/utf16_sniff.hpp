// Private: whether bytes without a byte-order mark are UTF-16 text, the one rule that both the
// input detector and the decoder apply.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string_view>

namespace kifu::inline v0::detail {

/// The byte order of UTF-16 text without a byte-order mark.
enum class utf16_order { none, little_endian, big_endian };

/// Whether `bytes` (their first 64 KiB) look like UTF-16 without a byte-order mark, and of which
/// order. Its ASCII characters (letters, digits, blanks, line ends) are byte pairs with a NUL
/// half, all on one side, at least one pair in twenty; a NUL on the other side is a character whose
/// low byte is 0 (the ideographic space U+3000, 一 U+4E00), fewer; nine in ten of the other pairs
/// have the high byte of a Japanese text's character (U+2000 to U+9FFF, U+FF00 to U+FFFF); a pair
/// of two NULs is no text. Binary data and UTF-8 with stray NULs fail one of these.
inline utf16_order utf16_without_mark(std::string_view bytes) noexcept {
  const std::size_t pairs = std::min<std::size_t>(bytes.size(), 64 << 10) / 2;
  // Text without a NUL (nearly every file read) is passed at once.
  if (std::memchr(bytes.data(), 0, pairs * 2) == nullptr) return utf16_order::none;
  const auto leads = [](unsigned char c) { return (c >= 0x20 && c <= 0x9F) || c == 0xFF; };
  // Per side of the pair the NUL is on (0: second, as little-endian ASCII; 1: first): how many,
  // how many beside a byte that is ASCII text, how many beside one that can lead a character.
  std::size_t nuls[2] = {0, 0}, beside_text[2] = {0, 0}, beside_lead[2] = {0, 0};
  // The pairs without a NUL, and those whose first or second byte can lead a character.
  std::size_t full = 0, lead_at[2] = {0, 0};
  for (std::size_t i = 0; i < pairs; ++i) {
    const auto a = static_cast<unsigned char>(bytes[2 * i]),
               b = static_cast<unsigned char>(bytes[2 * i + 1]);
    if (a == 0 && b == 0) return utf16_order::none;
    if (a != 0 && b != 0) {
      ++full;
      lead_at[0] += leads(a);
      lead_at[1] += leads(b);
      continue;
    }
    const int side = b == 0 ? 0 : 1;
    const unsigned char c = side == 0 ? a : b;
    ++nuls[side];
    beside_text[side] += c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c < 0x7F);
    beside_lead[side] += leads(c);
  }
  for (int ascii = 0; ascii < 2; ++ascii) {
    // Little-endian (ASCII "c 0") has a character's high byte second, big-endian first.
    const int other = 1 - ascii, high = ascii == 0 ? 1 : 0;
    if (nuls[ascii] >= 2 && nuls[ascii] * 20 >= pairs && beside_text[ascii] == nuls[ascii] &&
        beside_lead[other] == nuls[other] && nuls[other] < nuls[ascii] &&
        lead_at[high] * 10 >= full * 9)
      return ascii == 0 ? utf16_order::little_endian : utf16_order::big_endian;
  }
  return utf16_order::none;
}

}  // namespace kifu::inline v0::detail
