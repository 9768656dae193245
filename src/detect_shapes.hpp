// Shapes of text that input detection and the readers both look for (private to the library).
#pragma once

#include <cstdint>
#include <string_view>

namespace kifu::inline v0::detail {

/// Reads the number at the start of `s`, in ASCII digits or full-width ones (１２, as some
/// writers number KIF moves), up to nine of them, into `value`; returns the bytes it took (0:
/// no digit there).
inline std::size_t leading_number(std::string_view s, std::int32_t& value) noexcept {
  std::size_t at = 0;
  std::int32_t v = 0;
  for (int digits = 0; digits < 9 && at < s.size(); ++digits) {
    const auto c = static_cast<unsigned char>(s[at]);
    if (c >= '0' && c <= '9') {
      v = v * 10 + (c - '0');
      at += 1;
    } else if (c == 0xEF && at + 2 < s.size() && static_cast<unsigned char>(s[at + 1]) == 0xBC &&
               static_cast<unsigned char>(s[at + 2]) >= 0x90 &&
               static_cast<unsigned char>(s[at + 2]) <= 0x99) {  // U+FF10..U+FF19
      v = v * 10 + (static_cast<unsigned char>(s[at + 2]) - 0x90);
      at += 3;
    } else {
      break;
    }
  }
  value = v;
  return at;
}

/// True when the first line that is neither blank nor a comment is a CSA statement (a version,
/// names, a position, a move or a `$` key), or the text starts with `'CSA encoding=`.
bool has_csa_statements(std::string_view bytes) noexcept;

}  // namespace kifu::inline v0::detail
