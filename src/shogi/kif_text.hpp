// Private: text pieces shared by the KIF reader and writer: board-diagram kanji, kanji numbers,
// special-move words, and UTF-8 character stepping.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "encoding/code_point.hpp"
#include "kifu/shogi/names.hpp"
#include "kifu/shogi/record.hpp"
#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::shogi::detail {

/// True when `s` starts with the string literal `prefix`. Its length is known at compile time,
/// so the comparison compiles to a few instructions where the reader tries many prefixes.
template <std::size_t N>
constexpr bool starts_with(std::string_view s, const char (&prefix)[N]) noexcept {
  return s.size() >= N - 1 && std::char_traits<char>::compare(s.data(), prefix, N - 1) == 0;
}

/// The full-width space, a blank in KIF text.
inline constexpr std::string_view full_width_space = "　";

/// True when `s` starts with the full-width space (E3 80 80).
inline bool starts_with_wide_space(std::string_view s) noexcept {
  return s.size() >= 3 && s[0] == '\xE3' && s[1] == '\x80' && s[2] == '\x80';
}

/// True when `s` ends with the full-width space.
inline bool ends_with_wide_space(std::string_view s) noexcept {
  const std::size_t n = s.size();
  return n >= 3 && s[n - 1] == '\x80' && s[n - 2] == '\x80' && s[n - 3] == '\xE3';
}

/// `s` without leading spaces, tabs, carriage returns and full-width spaces (always inlined:
/// the reader trims several times per line).
[[gnu::always_inline]] inline std::string_view trim_left(std::string_view s) noexcept {
  for (;;) {
    if (s.empty()) return s;
    if (s[0] == ' ' || s[0] == '\t' || s[0] == '\r') {
      s.remove_prefix(1);
    } else if (starts_with_wide_space(s)) {
      s.remove_prefix(full_width_space.size());
    } else {
      return s;
    }
  }
}

/// `s` without trailing spaces, tabs, carriage returns and full-width spaces (always inlined).
[[gnu::always_inline]] inline std::string_view trim_right(std::string_view s) noexcept {
  for (;;) {
    if (s.empty()) return s;
    const char last = s.back();
    if (last == ' ' || last == '\t' || last == '\r') {
      s.remove_suffix(1);
    } else if (ends_with_wide_space(s)) {
      s.remove_suffix(full_width_space.size());
    } else {
      return s;
    }
  }
}

/// The key and value of a header line `KEY：VALUE` (full- or half-width colon), as views into
/// the line; nullopt when the key is empty or holds a space.
inline std::optional<std::pair<std::string_view, std::string_view>> header_parts(
    std::string_view line) {
  const std::size_t full = line.find("："), half = line.find(':');
  const std::size_t at = std::min(full, half);
  if (at == std::string_view::npos || at == 0) return std::nullopt;
  const std::size_t colon_size = at == full ? 3 : 1;
  const std::string_view key = trim_right(line.substr(0, at));
  if (key.empty() || key.find(' ') != std::string_view::npos) return std::nullopt;
  return std::pair{key, trim_left(trim_right(line.substr(at + colon_size)))};
}

/// A header line `KEY：VALUE` (or `KEY:VALUE`) as an entry; nullopt when the line is not one.
inline std::optional<header_entry> split_header(std::string_view line) {
  const auto parts = header_parts(line);
  if (!parts) return std::nullopt;
  return header_entry{std::string(parts->first), std::string(parts->second)};
}

/// Header keys that lishogi and others also write as `*KEY：VALUE` comments.
inline bool is_known_header_key(std::string_view key) noexcept {
  static constexpr std::array<std::string_view, 22> keys = {
      "開始日時",   "終了日時",   "対局日", "棋戦", "戦型",   "表題", "持ち時間", "秒読み",
      "消費時間",   "場所",       "掲載",   "備考", "先手",   "後手", "下手",     "上手",
      "先手省略名", "後手省略名", "手合割", "作者", "作品名", "手数"};
  for (auto k : keys)
    if (k == key) return true;
  return false;
}

/// True when a comment before the move section would read back as a header line.
inline bool reads_as_header(std::string_view comment) {
  const auto h = split_header(comment);
  return h && is_known_header_key(h->key);
}

/// The one-character kanji of a piece in a board diagram (成香 is 杏, 龍 is 龍).
inline std::string_view diagram_kanji(piece_kind k) noexcept {
  switch (k) {
    case piece_kind::pro_lance:
      return "杏";
    case piece_kind::pro_knight:
      return "圭";
    case piece_kind::pro_silver:
      return "全";
    default:
      return to_string(k);
  }
}

/// A kanji count 1..18 as in hands: 二, 十, 十七.
inline std::string kanji_count(int n) {
  std::string s;
  if (n >= 10) s += "十";
  s += kanji_digits[n % 10];
  return s;
}

/// Reads a kanji count (一..十八); nothing when it is not one.
inline std::optional<int> parse_kanji_count(std::string_view s) noexcept {
  int n = 0;
  if (s.starts_with("十")) {
    n = 10;
    s.remove_prefix(3);
  }
  if (s.empty()) return n == 0 ? std::nullopt : std::optional<int>(n);
  for (int d = 1; d <= 9; ++d)
    if (s == kanji_digits[d]) return n + d;
  return std::nullopt;
}

/// The special move of a KIF word, or none.
inline special_move special_of(std::string_view word) noexcept {
  for (int s = 1; s < static_cast<int>(special_move::unknown); ++s)
    if (to_string(static_cast<special_move>(s)) == word) return static_cast<special_move>(s);
  return special_move::none;
}

/// The UTF-8 character at `i` (one byte for ASCII and for broken input).
inline std::string_view char_at(std::string_view s, std::size_t i) noexcept {
  return s.substr(i, kifu::detail::sequence_length(static_cast<unsigned char>(s[i])));
}

}  // namespace kifu::inline v0::shogi::detail
