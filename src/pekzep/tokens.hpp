// Private: classifies one Pekzep numeral kanji from its three UTF-8 bytes with a single table
// look-up (the fifteen kanji all differ in their last byte), so parsing takes no data-dependent
// branch chains.
#pragma once

#include <array>
#include <cstdint>

namespace kifu::inline v0::pekzep {

/// The kanji of Pekzep numerals: 1..9 are the digits 一..九.
enum class token : std::uint8_t { none = 0, ten = 10, hundred, man, oku, zero, minus };

namespace detail {
struct token_entry {
  unsigned char lead = 0, middle = 0;  // the first two UTF-8 bytes
  std::uint8_t value = 0;              // 1..9 or a token
};

// Indexed by the last UTF-8 byte minus 0x80.
inline constexpr auto token_table = [] {
  std::array<token_entry, 64> t{};
  const auto put = [&](const char(&utf8)[4], std::uint8_t value) {
    t[static_cast<unsigned char>(utf8[2]) - 0x80] = {static_cast<unsigned char>(utf8[0]),
                                                     static_cast<unsigned char>(utf8[1]), value};
  };
  put("一", 1), put("二", 2), put("三", 3), put("四", 4), put("五", 5), put("六", 6);
  put("七", 7), put("八", 8), put("九", 9);
  put("十", 10), put("百", 11), put("万", 12), put("億", 13), put("無", 14), put("下", 15);
  return t;
}();
}  // namespace detail

/// 1..9 for a digit, 10.. for a token (see `token`), 0 for anything else; p needs 3 bytes.
[[gnu::always_inline]] constexpr std::uint8_t token_value(const char* p) noexcept {
  const auto last = static_cast<unsigned char>(p[2]);
  const auto& e = detail::token_table[last & 0x3F];
  const bool match = (last & 0xC0) == 0x80 && e.lead == static_cast<unsigned char>(p[0]) &&
                     e.middle == static_cast<unsigned char>(p[1]);
  return match ? e.value : 0;
}

/// 1..9 for 一..九, 0 for anything else.
[[gnu::always_inline]] constexpr int digit_value(const char* p) noexcept {
  const std::uint8_t v = token_value(p);
  return v <= 9 ? v : 0;
}

static_assert(digit_value("一") == 1 && digit_value("四") == 4 && digit_value("九") == 9);
static_assert(digit_value("十") == 0 && digit_value("abc") == 0 &&
              digit_value("\xE4\xB8\xC0") == 0);
static_assert(token_value("億") == static_cast<std::uint8_t>(token::oku));
static_assert(token_value("下") == static_cast<std::uint8_t>(token::minus));

}  // namespace kifu::inline v0::pekzep
