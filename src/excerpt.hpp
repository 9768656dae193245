// Private: the piece of input text a message quotes, kept short so that one diagnostic never
// carries a whole line of megabytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "encoding/code_point.hpp"

namespace kifu::inline v0::detail {

/// `text` as a message quotes it: whole when it has at most `limit` characters (code points),
/// otherwise its first `limit` characters followed by "…", cut between two UTF-8 characters.
inline std::string excerpt(std::string_view text, std::size_t limit = 80) {
  std::size_t at = 0;
  for (std::size_t count = 0; at < text.size(); ++count) {
    if (count == limit) return std::string(text.substr(0, at)) + "…";
    ++at;  // past a lead byte, then past at most three continuation bytes (10xxxxxx)
    for (int k = 0;
         k < 3 && at < text.size() && is_continuation_byte(static_cast<unsigned char>(text[at]));
         ++k)
      ++at;
  }
  return std::string(text);
}

}  // namespace kifu::inline v0::detail
