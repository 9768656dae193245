// Pekzep numeral reading: the arabic form by hand, the kanji form through the X3 grammar, and
// diagnostics that say what went wrong.
#include "kifu/pekzep.hpp"

#include <charconv>
#include <limits>

#include "diagnostic_builder.hpp"
#include "encoding/code_point.hpp"
#include "excerpt.hpp"
#include "pekzep/grammar.hpp"
#include "pekzep/tokens.hpp"

namespace kifu::inline v0::pekzep {
namespace {

constexpr std::int64_t int32_min = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t int32_max = std::numeric_limits<std::int32_t>::max();

bool is_ascii_digit(char c) noexcept {
  return c >= '0' && c <= '9';
}

bool looks_arabic(std::string_view text) noexcept {
  return is_ascii_digit(text[0]) || text[0] == '-';
}

// The UTF-8 character that starts at `offset` (one byte if the byte is not a lead byte).
std::string_view character_at(std::string_view text, std::size_t offset) noexcept {
  return text.substr(offset,
                     kifu::detail::sequence_length(static_cast<unsigned char>(text[offset])));
}

bool is_numeral_character(std::string_view c) noexcept {
  return c.size() == 3 && token_value(c.data()) != 0;
}

bool is_digit_pair(std::string_view six_bytes) noexcept {
  return digit_value(six_bytes.data()) != 0 && digit_value(six_bytes.data() + 3) != 0;
}

diagnostic syntax_error(std::string_view text, std::size_t offset, std::string message) {
  return kifu::detail::diagnostic_builder(text).at(offset, diagnostic_code::pekzep_syntax,
                                                   severity::error, std::move(message));
}

diagnostic out_of_range(std::string_view text, std::int64_t value) {
  return {diagnostic_code::pekzep_out_of_range,
          severity::error,
          0,
          1,
          1,
          "'" + kifu::detail::excerpt(text) + "' is " + std::to_string(value) +
              ", outside the 32-bit range -2147483648 to 2147483647"};
}

parse_result<std::int32_t> parse_arabic(std::string_view text) {
  const std::size_t digits_from = text[0] == '-' ? 1 : 0;
  if (digits_from == text.size())
    return syntax_error(text, 1, "'-' must be followed by digits 0-9");
  for (std::size_t i = digits_from; i < text.size(); ++i)
    if (!is_ascii_digit(text[i]))
      return syntax_error(text, i,
                          "'" + kifu::detail::excerpt(character_at(text, i)) +
                              "' in an arabic number (only -?[0-9]+ is allowed)");
  std::int32_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc::result_out_of_range)
    return diagnostic{diagnostic_code::pekzep_out_of_range,
                      severity::error,
                      0,
                      1,
                      1,
                      "'" + kifu::detail::excerpt(text) +
                          "' is outside the 32-bit range -2147483648 to 2147483647"};
  return value;
}

std::optional<std::int64_t> parse_kanji_whole(std::string_view text, const char*& stop) noexcept {
  const char* first = text.data();
  const char* last = first + text.size();
  std::int64_t value = 0;
  const bool matched = detail::parse_kanji(first, last, value);
  stop = first;
  if (!matched || first != last) return std::nullopt;
  return value;
}

// True when some numeral starts with `prefix`: the prefix itself, or it followed by a unit and
// a digit, is a whole numeral.
bool starts_a_numeral(std::string_view prefix) {
  static constexpr std::string_view endings[] = {"",     "十",   "百",   "万",   "億",     "一",
                                                 "十一", "百一", "万一", "億一", "百一万", "一百"};
  for (const auto ending : endings) {
    std::string candidate(prefix);
    candidate += ending;
    const char* stop = nullptr;
    if (parse_kanji_whole(candidate, stop)) return true;
  }
  return false;
}

// Where a numeral goes wrong: the first character that no numeral has after the ones before it.
std::size_t first_wrong_character(std::string_view text, std::size_t stop) {
  if (stop != 0) return stop;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t next = at + character_at(text, at).size();
    if (!starts_a_numeral(text.substr(0, next))) return at;
    at = next;
  }
  return 0;
}

diagnostic explain_kanji_error(std::string_view text, std::size_t stop) {
  std::string_view c = character_at(text, stop);
  if (!is_numeral_character(c))
    return syntax_error(text, stop,
                        "'" + kifu::detail::excerpt(c) +
                            "' is not a Pekzep numeral character (digits 一二三四五六七八九, "
                            "units 十百万億, zero 無, minus 下)");
  if (stop == 0 && text.starts_with("下")) {
    const std::string_view rest = text.substr(3);
    if (rest.empty()) return syntax_error(text, 0, "'下' (minus) must be followed by a number");
    if (rest.starts_with("無")) return syntax_error(text, 3, "zero (無) takes no minus sign (下)");
  }
  if (stop == 0 && text.size() == 6 && is_digit_pair(text))
    return syntax_error(text, 0,
                        "'" + kifu::detail::excerpt(text) +
                            "' is not a numeral: two digits stand side by side only beside 百, 万 "
                            "or 億 (twelve is 十二)");
  stop = first_wrong_character(text, stop);  // the parser gives up at the start
  c = character_at(text, stop);
  if (stop == 0)
    return syntax_error(text, 0,
                        "'" + kifu::detail::excerpt(c) + "' cannot start a Pekzep numeral");
  const std::string_view before = text.substr(0, stop);
  // The rule the character breaks, as far as it can be told from the character alone.
  std::string why;
  if (c == "下")
    why = "; 下 (minus) comes only first";
  else if (c == "無" || before.find("無") != std::string_view::npos)
    why = "; 無 (zero) stands alone";
  else if (before.size() >= 6 && is_digit_pair(before.substr(before.size() - 6)))
    why = "; two digits stand side by side only before 百, 万 or 億";
  else if ((c == "十" || c == "百" || c == "万" || c == "億") &&
           before.find(c) != std::string_view::npos)
    why = "; units do not repeat";
  else if (before.find("百") != std::string_view::npos ||
           before.find("万") != std::string_view::npos ||
           before.find("億") != std::string_view::npos || c == "百" || c == "万" || c == "億")
    why = "; a group beside 百, 万 or 億 drops its middle 十, e.g. 二一百";
  return syntax_error(text, stop,
                      "'" + kifu::detail::excerpt(c) + "' cannot follow '" +
                          kifu::detail::excerpt(before) + "' in a Pekzep numeral" + why);
}

}  // namespace

parse_result<std::int32_t> parse(std::string_view text) {
  if (text.empty())
    return diagnostic{diagnostic_code::pekzep_syntax,
                      severity::error,
                      0,
                      1,
                      1,
                      "empty Pekzep numeral (zero is written 無)"};
  if (looks_arabic(text)) return parse_arabic(text);
  const char* stop = nullptr;
  const auto value = parse_kanji_whole(text, stop);
  if (!value) return explain_kanji_error(text, static_cast<std::size_t>(stop - text.data()));
  if (*value < int32_min || *value > int32_max) return out_of_range(text, *value);
  return static_cast<std::int32_t>(*value);
}

std::optional<std::int32_t> try_parse(std::string_view text) noexcept {
  if (text.empty()) return std::nullopt;
  if (looks_arabic(text)) {
    std::int32_t value = 0;
    const char* last = text.data() + text.size();
    // from_chars accepts exactly -?[0-9]+ for integers; a lone '-' fails.
    const auto [end, ec] = std::from_chars(text.data(), last, value);
    if (ec != std::errc{} || end != last) return std::nullopt;
    return value;
  }
  const char* stop = nullptr;
  const auto value = parse_kanji_whole(text, stop);
  if (!value || *value < int32_min || *value > int32_max) return std::nullopt;
  return static_cast<std::int32_t>(*value);
}

}  // namespace kifu::inline v0::pekzep
