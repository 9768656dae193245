// Private: text pieces shared by the KIF reader and writer: board-diagram kanji, kanji numbers,
// special-move words, and UTF-8 character stepping.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "kifu/shogi/record.hpp"
#include "kifu/shogi/types.hpp"

namespace kifu::shogi::kif_text {

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
      return kanji(k);
  }
}

/// Every way KIF, KI2 and board diagrams write a piece: 王/玉, 竜/龍, 全/成銀, 圭/成桂, 杏/成香.
inline constexpr std::array<std::pair<std::string_view, piece_kind>, 19> piece_names = {{
    {"歩", piece_kind::pawn},       {"香", piece_kind::lance},
    {"桂", piece_kind::knight},     {"銀", piece_kind::silver},
    {"金", piece_kind::gold},       {"角", piece_kind::bishop},
    {"飛", piece_kind::rook},       {"玉", piece_kind::king},
    {"王", piece_kind::king},       {"と", piece_kind::pro_pawn},
    {"杏", piece_kind::pro_lance},  {"成香", piece_kind::pro_lance},
    {"圭", piece_kind::pro_knight}, {"成桂", piece_kind::pro_knight},
    {"全", piece_kind::pro_silver}, {"成銀", piece_kind::pro_silver},
    {"馬", piece_kind::horse},      {"龍", piece_kind::dragon},
    {"竜", piece_kind::dragon},
}};

/// The piece of a diagram or hand kanji.
inline std::optional<piece_kind> piece_of_kanji(std::string_view c) noexcept {
  for (const auto& [text, kind] : piece_names)
    if (text == c) return kind;
  return std::nullopt;
}

inline constexpr std::array<std::string_view, 10> kanji_digits = {"",   "一", "二", "三", "四",
                                                                  "五", "六", "七", "八", "九"};

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
    if (kif_word(static_cast<special_move>(s)) == word) return static_cast<special_move>(s);
  return special_move::none;
}

/// The UTF-8 character at `i` (one byte for ASCII and for broken input).
inline std::string_view char_at(std::string_view s, std::size_t i) noexcept {
  const auto c = static_cast<unsigned char>(s[i]);
  const std::size_t len = c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  return s.substr(i, len);
}

}  // namespace kifu::shogi::kif_text
