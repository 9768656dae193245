// Private: stepping through valid UTF-8 one code point at a time (sequence lengths, code points),
// shared by every part of the library that walks UTF-8 text byte by byte.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace kifu::inline v0::detail {

/// One code point of UTF-8 text and the bytes it takes.
struct code_point {
  char32_t code = 0;        ///< the code point
  std::uint8_t length = 0;  ///< its UTF-8 bytes (0 at the end of the text)
};

/// True for a byte that continues a UTF-8 sequence (10xxxxxx).
constexpr bool is_continuation_byte(unsigned char byte) noexcept {
  return (byte & 0xC0U) == 0x80U;
}

/// The length of the UTF-8 sequence that `lead` starts (1 for ASCII and for a byte that starts
/// no sequence).
constexpr std::size_t sequence_length(unsigned char lead) noexcept {
  return lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
}

/// The code point at `p` in valid UTF-8 text ending at `last` (length 0 at the end; a sequence
/// cut off by the end is its lead byte alone).
constexpr code_point code_point_at(const char* p, const char* last) noexcept {
  if (p == last) return {};
  const auto b = [&](int i) { return static_cast<char32_t>(static_cast<unsigned char>(p[i])); };
  const char32_t c = b(0);
  const auto left = last - p;
  if (c < 0x80 || left < 2) return {c, 1};
  if (c < 0xE0) return {((c & 0x1F) << 6) | (b(1) & 0x3F), 2};
  if (c < 0xF0) {
    if (left < 3) return {c, 1};
    return {((c & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F), 3};
  }
  if (left < 4) return {c, 1};
  return {((c & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F), 4};
}

/// How many bytes at the start of [s, s + n) are ASCII, counted in whole sixteen-byte blocks
/// (a multiple of 16: the block holding another byte, and a last partial block, are left out).
inline std::size_t ascii_blocks(const unsigned char* s, std::size_t n) noexcept {
  std::size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    std::uint64_t low, high;
    std::memcpy(&low, s + i, 8);
    std::memcpy(&high, s + i + 8, 8);
    if (((low | high) & 0x8080808080808080U) != 0) break;
  }
  return i;
}

}  // namespace kifu::inline v0::detail
