// The Go position and the names of points.
#include "kifu/go/board.hpp"

#include <stdexcept>

namespace kifu::inline v0::go {

position::position(int size) {
  if (size < min_board_size || size > max_board_size)
    throw std::invalid_argument("a Go board has 2 to 25 lines, not " + std::to_string(size));
  size_ = static_cast<std::uint8_t>(size);
}

int position::count(stone s) const noexcept {
  int n = 0;
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) n += at(x, y) == s ? 1 : 0;
  return n;
}

bool same_stones(const position& a, const position& b) noexcept {
  if (a.size() != b.size()) return false;
  for (int y = 0; y < a.size(); ++y)
    for (int x = 0; x < a.size(); ++x)
      if (a.at(x, y) != b.at(x, y)) return false;
  return true;
}

std::string to_gtp_vertex(int size, int x, int y) {
  if (x < 0 || y < 0 || x >= size || y >= size || size > max_board_size) return {};
  return gtp_column_letters[static_cast<std::size_t>(x)] + std::to_string(size - y);
}

std::string to_sgf_point(int x, int y) {
  if (x < 0 || y < 0 || x >= max_board_size || y >= max_board_size) return {};
  return {static_cast<char>('a' + x), static_cast<char>('a' + y)};
}

}  // namespace kifu::inline v0::go
