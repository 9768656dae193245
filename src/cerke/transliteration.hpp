// Private: reading notations ② (Pekzep words) and ③ (JSON strings) by way of notation ①.
#pragma once

#include <cstddef>
#include <string_view>

#include "cerke/grammar.hpp"
#include "kifu/cerke/ckka.hpp"

namespace kifu::inline v0::cerke {

/// Where a piece of the notation ① text came from: its offset there and in the original.
struct offset_pair {
  std::size_t out = 0;  ///< offset in the notation ① text
  std::size_t in = 0;   ///< offset in the original text
};

/// The offset of the first body line: the first line whose first non-space character is one of
/// K L N T Z X C M P or `"` (the end when there is none).
std::size_t find_body_start(std::string_view text);

/// Reads a record whose body is in notation ②: turns the body into notation ①, reads it with
/// notation ① resolution, and maps every position back to `utf8`.
parse_result<record> read_notation2(std::string_view utf8, const ckka_read_options& options);

/// Reads a record whose body is in notation ③ (cerke_noter's JSON strings such as
/// `"mauAmaimy1"`), the same way.
parse_result<record> read_notation3(std::string_view utf8, const ckka_read_options& options);

}  // namespace kifu::inline v0::cerke
