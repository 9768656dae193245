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

/// True when `line` starts with a KIF move number in full-width digits, blanks, then a square
/// (a full-width file and a kanji rank: ７六), 同 or a word that ends a game (`１ ７六歩(77)`,
/// `３ 投了`); a board diagram's column heads (`９ ８ ７ …`) are not one.
inline bool full_width_move_line(std::string_view line) noexcept {
  std::int32_t number = 0;
  std::size_t at = leading_number(line, number);
  if (at == 0 || at >= line.size() || (line[at] != ' ' && line[at] != '\t')) return false;
  while (at < line.size() && (line[at] == ' ' || line[at] == '\t')) ++at;
  const std::string_view rest = line.substr(at);
  if (rest.starts_with("同")) return true;
  for (const std::string_view end : {"投了", "中断", "千日手", "持将棋", "詰み", "不詰", "切れ負け",
                                     "反則勝ち", "反則負け", "入玉勝ち", "引き分け"})
    if (rest.starts_with(end)) return true;
  std::int32_t file = 0;
  const std::size_t digits = leading_number(rest, file);
  if (digits != 3) return false;  // one full-width digit
  constexpr std::string_view ranks = "一二三四五六七八九";
  const std::string_view rank = rest.substr(3, 3);
  return rank.size() == 3 && ranks.find(rank) != std::string_view::npos;
}

/// True when the first line that is neither blank nor a comment is a CSA statement (a version,
/// names, a position, a move or a `$` key), or the text starts with `'CSA encoding=`.
bool has_csa_statements(std::string_view bytes) noexcept;

}  // namespace kifu::inline v0::detail
