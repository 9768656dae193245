// kifu/pekzep.hpp: Pekzep numerals (the kanji transcription of Pekzep number words used by the
// cerke record format CKKA): parsing into std::int32_t and canonical formatting.
//
// Digits 一二三四五六七八九, units 十 (10) 百 (100) 万 (10^4) 億 (10^8), zero 無, minus 下.
// Reading follows the `pekzep-integer` EBNF of the CKKA specification; the arabic form -?[0-9]+
// is accepted as well, since CKKA allows both. Formatting writes the canonical form:
//   - 1–99 in full (十, 十一, 二十, 二十三); 100–199 as 百 and the full rest (百二十三);
//   - 200–9,999 as (n / 100) 百 (n % 100), each side written with its middle 十 dropped when it
//     would have three characters (二百三四, 十二百三四, 五十百二六);
//   - 万 and 億 groups as the number of that group written the same way, omitted when it is 1
//     (万二三百四五 = 12,345; 八十七万六五百四三 = 876,543;
//     二十一億四七百四八万三六百四七 = 2,147,483,647); 0 is 無; negatives start with 下.
// The specification's rule writes 1,234 as 十二百三四, but its example for 12,345,678 writes the
// 1,234 group as 一二百三四. Both read back to the same value; format() follows the rule and
// writes 十二百三四万五六百七八, so every group looks the same wherever it stands.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0::pekzep {

/// The longest canonical numeral of a std::int32_t, in UTF-8 bytes (下 and 15 kanji).
inline constexpr std::size_t max_numeral_bytes = 48;

/// A canonical numeral held in place, without allocation.
class numeral {
 public:
  /// The UTF-8 text of the numeral.
  constexpr std::string_view view() const noexcept { return {bytes_.data(), size_}; }
  constexpr operator std::string_view() const noexcept { return view(); }  // NOLINT
  /// Appends UTF-8 text (used while formatting).
  constexpr void append(std::string_view s) noexcept {
    for (char c : s) bytes_[size_++] = c;
  }
  friend constexpr bool operator==(const numeral& a, std::string_view b) noexcept {
    return a.view() == b;
  }

 private:
  std::array<char, max_numeral_bytes> bytes_{};
  std::size_t size_ = 0;
};

namespace detail {
inline constexpr std::array<std::string_view, 10> digit_kanji = {"",   "一", "二", "三", "四",
                                                                 "五", "六", "七", "八", "九"};

// 1..99 in full: 五, 十, 十五, 二十, 二十五.
constexpr void append_full(numeral& out, std::uint32_t n) noexcept {
  const std::uint32_t tens = n / 10, ones = n % 10;
  if (tens > 1) out.append(digit_kanji[tens]);
  if (tens > 0) out.append("十");
  out.append(digit_kanji[ones]);
}

// 1..99 beside 百: like append_full, but three characters lose their middle 十 (二十五 -> 二五).
constexpr void append_elided(numeral& out, std::uint32_t n) noexcept {
  if (n >= 20 && n % 10 != 0) {
    out.append(digit_kanji[n / 10]);
    out.append(digit_kanji[n % 10]);
  } else {
    append_full(out, n);
  }
}

// 1..9999, the canonical form of a four-digit group.
constexpr void append_group(numeral& out, std::uint32_t n) noexcept {
  if (n < 100) {
    append_full(out, n);
  } else if (n < 200) {
    out.append("百");
    if (n > 100) append_full(out, n - 100);
  } else {
    append_elided(out, n / 100);
    out.append("百");
    if (n % 100 != 0) append_elided(out, n % 100);
  }
}

// A group before 万 or 億: omitted when it is 1.
constexpr void append_multiplier(numeral& out, std::uint32_t n, std::string_view unit) noexcept {
  if (n == 0) return;
  if (n > 1) append_group(out, n);
  out.append(unit);
}
}  // namespace detail

/// The canonical Pekzep numeral of `value` (see the file comment for the form).
constexpr numeral format(std::int32_t value) noexcept {
  numeral out;
  if (value == 0) {
    out.append("無");
    return out;
  }
  if (value < 0) out.append("下");
  const std::uint32_t n =
      value < 0 ? 0U - static_cast<std::uint32_t>(value) : static_cast<std::uint32_t>(value);
  detail::append_multiplier(out, n / 100'000'000U, "億");
  detail::append_multiplier(out, n / 10'000U % 10'000U, "万");
  if (const std::uint32_t rest = n % 10'000U; rest != 0) detail::append_group(out, rest);
  return out;
}

/// Reads a whole Pekzep numeral (or an arabic -?[0-9]+) into a std::int32_t. Values outside the
/// 32-bit range are an error, not a wrap-around; a malformed numeral gets a diagnostic whose
/// column points at the first character that does not fit the grammar.
KIFU_API parse_result<std::int32_t> parse(std::string_view text);

/// The fast path of parse(): the value, or nothing when `text` is not a valid numeral.
KIFU_API std::optional<std::int32_t> try_parse(std::string_view text) noexcept;

}  // namespace kifu::inline v0::pekzep
