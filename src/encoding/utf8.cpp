// Strict UTF-8 validation, encoding detection and Shift_JIS positions (no ICU needed here).
#include <cstring>

#include "encoding/code_point.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0 {

std::string_view to_string(text_encoding encoding) noexcept {
  switch (encoding) {
    case text_encoding::utf8:
      return "UTF-8";
    case text_encoding::utf8_bom:
      return "UTF-8 with BOM";
    case text_encoding::shift_jis:
      return "Shift_JIS (Windows-31J)";
  }
  return "unknown";
}

std::size_t find_invalid_utf8(std::string_view bytes) noexcept {
  const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
  const std::size_t n = bytes.size();
  std::size_t i = 0;
  while (i < n) {
    // Skip ASCII eight bytes at a time, and after a whole word sixteen.
    if (i + 8 <= n) {
      std::uint64_t chunk;
      std::memcpy(&chunk, s + i, 8);
      if ((chunk & 0x8080808080808080ULL) == 0) {
        i += 8;
        i += detail::ascii_blocks(s + i, n - i);
        continue;
      }
    }
    const unsigned char c = s[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t len;
    unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
      len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      len = 3;
      if (c == 0xE0) lo = 0xA0;  // no overlong forms
      if (c == 0xED) hi = 0x9F;  // no surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
      len = 4;
      if (c == 0xF0) lo = 0x90;  // no overlong forms
      if (c == 0xF4) hi = 0x8F;  // nothing above U+10FFFF
    } else {
      return i;
    }
    if (i + len > n) return i;
    if (s[i + 1] < lo || s[i + 1] > hi) return i;
    for (std::size_t k = 2; k < len; ++k)
      if ((s[i + k] & 0xC0U) != 0x80U) return i;
    i += len;
  }
  return std::string_view::npos;
}

namespace {

// True when UTF-8 text broken at `bad` is still UTF-8 rather than Shift_JIS: it is cut in the
// middle of its last character, or three multi-byte characters came before the broken byte
// (Shift_JIS text breaks UTF-8 at its first non-ASCII character).
bool mostly_utf8(std::string_view bytes, std::size_t bad) noexcept {
  const std::string_view tail = bytes.substr(bad);
  const auto lead = static_cast<unsigned char>(tail[0]);
  if (lead >= 0xC2 && lead <= 0xF4 && tail.size() < detail::sequence_length(lead)) {
    bool continuations = true;
    for (std::size_t i = 1; i < tail.size(); ++i)
      continuations &= detail::is_continuation_byte(static_cast<unsigned char>(tail[i]));
    if (continuations) return true;
  }
  int multibyte = 0;
  for (std::size_t i = 0; i < bad && multibyte < 3; ++i)
    multibyte += static_cast<unsigned char>(bytes[i]) >= 0xC2;  // a lead byte of valid UTF-8
  return multibyte >= 3;
}

}  // namespace

text_encoding detect_encoding(std::string_view bytes) noexcept {
  if (bytes.starts_with("\xEF\xBB\xBF")) return text_encoding::utf8_bom;
  const std::size_t bad = find_invalid_utf8(bytes);
  if (bad == std::string_view::npos || mostly_utf8(bytes, bad)) return text_encoding::utf8;
  return text_encoding::shift_jis;
}

text_position locate_shift_jis(std::string_view bytes, std::size_t offset) noexcept {
  text_position p;
  if (offset > bytes.size()) offset = bytes.size();
  for (std::size_t i = 0; i < offset; ++i) {
    const auto c = static_cast<unsigned char>(bytes[i]);
    if (c == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
      if (is_shift_jis_lead_byte(c)) ++i;  // the trail byte belongs to the same character
    }
  }
  return p;
}

}  // namespace kifu::inline v0
