// Private: the piece of input text a message quotes, kept short so that one diagnostic never
// carries a whole line of megabytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "encoding/code_point.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0::detail {

/// `text` as a message quotes it: whole when it has at most `limit` characters (code points),
/// otherwise its first `limit` characters followed by "…", cut between two UTF-8 characters. A
/// byte that is no part of a UTF-8 character is written `\xNN`: a message is always UTF-8 (a
/// program reading it, Python's str, would fail on one that is not). So is a control code but
/// the tab: a NUL would end the message where a C string is made of it (Python's exceptions),
/// and the others would act on a terminal.
inline std::string excerpt(std::string_view text, std::size_t limit = 80) {
  std::string out;
  std::size_t at = 0;
  for (std::size_t count = 0; at < text.size(); ++count) {
    if (count == limit) return out + "…";
    const auto lead = static_cast<unsigned char>(text[at]);
    const std::size_t length = sequence_length(lead);
    const std::string_view one = text.substr(at, length);
    const bool control = (lead < 0x20 && lead != '\t') || lead == 0x7F;
    if (!control && one.size() == length && find_invalid_utf8(one) == std::string_view::npos) {
      out += one;
      at += length;
      continue;
    }
    constexpr char hex[] = "0123456789ABCDEF";
    out += "\\x";
    out += hex[lead >> 4];
    out += hex[lead & 0xF];
    ++at;
  }
  return out;
}

}  // namespace kifu::inline v0::detail
