// What is wrong with a regular expression, in words a person can act on: Boost.Regex's own
// messages quote the expression with markers (">>>HERE>>>") and say how it failed inside.
#pragma once

#include <boost/regex.hpp>

#include <string>
#include <string_view>
#include <utility>

namespace kifu::inline v0::tsume::detail {

/// Why `e` was thrown for `expression`, as "an unmatched ( or ) at character 2" (characters,
/// not bytes).
inline std::string regex_problem(const boost::regex_error& e, std::string_view expression) {
  namespace rc = boost::regex_constants;
  static constexpr std::pair<rc::error_type, std::string_view> words[] = {
      {rc::error_brack, "an unmatched ["},
      {rc::error_paren, "an unmatched ( or )"},
      {rc::error_brace, "an unmatched {"},
      {rc::error_badbrace, "a count in {} that is not {n}, {n,} or {n,m}"},
      {rc::error_range, "a range in [] whose end comes before its start"},
      {rc::error_escape, "a \\ with nothing (or nothing known) after it"},
      {rc::error_badrepeat, "a * + ? or {} with nothing before it to repeat"},
      {rc::error_backref, "a back-reference to a group that does not exist"},
      {rc::error_ctype, "an unknown character class"},
  };
  if (e.code() == rc::error_complexity || e.code() == rc::error_stack)
    return "too complex to match";
  std::string why = "a mistake";
  for (const auto& [code, text] : words)
    if (code == e.code()) why = text;
  const auto at = static_cast<std::size_t>(e.position());
  if (at >= expression.size()) return why + " at its end";
  std::size_t character = 1;
  for (std::size_t i = 0; i < at; ++i)
    character += (static_cast<unsigned char>(expression[i]) & 0xC0) != 0x80;
  return why + " at character " + std::to_string(character);
}

}  // namespace kifu::inline v0::tsume::detail
