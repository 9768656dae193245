// The dates and time limits of CSA's $ lines (see csa_dates.hpp).
#include "shogi/csa_dates.hpp"

#include <algorithm>
#include <cstdio>

namespace kifu::inline v0::shogi::detail {

namespace {

// The digits at the start of `text` (at most `most`), taken off it; nothing when there are
// fewer than `least`.
std::optional<int> take_number(std::string_view& text, std::size_t least, std::size_t most) {
  std::size_t n = 0;
  while (n < text.size() && n < most && text[n] >= '0' && text[n] <= '9') ++n;
  if (n < least) return std::nullopt;
  int value = 0;
  for (std::size_t k = 0; k < n; ++k) value = value * 10 + (text[k] - '0');
  text.remove_prefix(n);
  return value;
}

// True when `text` starts with `c`, which is taken off it.
bool take(std::string_view& text, char c) {
  if (text.empty() || text.front() != c) return false;
  text.remove_prefix(1);
  return true;
}

// True when `text` starts with `word` (a kanji such as 年), which is taken off it.
bool take(std::string_view& text, std::string_view word) {
  if (!text.starts_with(word)) return false;
  text.remove_prefix(word.size());
  return true;
}

// Takes the spaces (ASCII or full-width) at the start of `text` off it.
void skip_spaces(std::string_view& text) {
  while (take(text, ' ') || take(text, "　")) continue;
}

// The days of `month` in `year`, by the Gregorian calendar.
int days_in(int year, int month) {
  static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : days[month - 1];
}

}  // namespace

std::optional<std::string> csa_date(std::string_view text) {
  const auto year = take_number(text, 4, 4);
  if (!year || !(take(text, '/') || take(text, "年"))) return std::nullopt;
  const auto month = take_number(text, 1, 2);
  if (!month || !(take(text, '/') || take(text, "月"))) return std::nullopt;
  const auto day = take_number(text, 1, 2);
  if (!day || *month < 1 || *month > 12 || *day < 1 || *day > days_in(*year, *month))
    return std::nullopt;
  take(text, "日");
  if (take(text, '(') || take(text, "（")) {  // the weekday: (土)
    const auto close = std::min(text.find(')'), text.find("）"));
    if (close == std::string_view::npos || close > 12) return std::nullopt;
    text.remove_prefix(close + (text.substr(close).starts_with(')') ? 1 : 3));
  }
  char buffer[48];  // room for any int the formats could be given
  std::snprintf(buffer, sizeof buffer, "%04d/%02d/%02d", *year, *month, *day);
  std::string date = buffer;
  skip_spaces(text);
  if (text.empty()) return date;
  const auto hour = take_number(text, 1, 2);
  std::optional<int> minute, second = 0;
  if (hour && take(text, ':')) {  // 9:30 or 09:30:00
    minute = take_number(text, 2, 2);
    if (minute && take(text, ':')) second = take_number(text, 2, 2);
  } else if (hour && take(text, "時")) {  // 9時30分, 9時30分15秒, 9時
    minute = 0;
    if (const auto m = take_number(text, 1, 2); m && take(text, "分")) {
      minute = m;
      if (const auto sec = take_number(text, 1, 2); sec && take(text, "秒")) second = sec;
    }
  }
  skip_spaces(text);
  if (!minute || !second || !text.empty() || *hour > 23 || *minute > 59 || *second > 59)
    return std::nullopt;
  std::snprintf(buffer, sizeof buffer, " %02d:%02d:%02d", *hour, *minute, *second);
  return date + buffer;
}

std::optional<std::string> csa_time_limit(std::string_view text) {
  const auto hours = take_number(text, 1, 2);
  if (!hours || !take(text, ':')) return std::nullopt;
  const auto minutes = take_number(text, 2, 2);
  if (!minutes || *minutes > 59 || !take(text, '+')) return std::nullopt;
  const auto byoyomi = take_number(text, 1, 3);
  if (!byoyomi || !text.empty()) return std::nullopt;
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%02d:%02d+%02d", *hours, *minutes, *byoyomi);
  return std::string(buffer);
}

}  // namespace kifu::inline v0::shogi::detail
