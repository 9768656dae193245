// Private: a count with its noun in the singular or the plural, for the library's messages.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kifu::inline v0::detail {

/// "1 move", "3 moves": `n` followed by `one` when it is 1, else by `many` (either may go on
/// with words that agree, as "line is" and "lines are").
inline std::string counted(std::size_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

}  // namespace kifu::inline v0::detail
