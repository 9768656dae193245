// Places of offsets in a text read (line, column in code points, original byte offset), counted
// on from the previous look-up.
#include "diagnostic_builder.hpp"

#include <cstring>

#include "encoding/code_point.hpp"

namespace kifu::inline v0::detail {
namespace {

// The code points of UTF-8 text without line ends: its bytes that do not continue a character
// (a loop the compiler vectorises).
std::uint32_t code_points(std::string_view text) noexcept {
  std::uint32_t n = 0;
  for (const char c : text) n += !is_continuation_byte(static_cast<unsigned char>(c));
  return n;
}

}  // namespace

diagnostic_builder::diagnostic_builder(const decoded_text& text) noexcept
    : utf8_(text.utf8), decoded_(&text) {
  restart();
}

diagnostic_builder::diagnostic_builder(const decoded_text& text, const text_cursor& cursor) noexcept
    : utf8_(text.utf8), decoded_(&text), cursor_(cursor) {}

diagnostic_builder::diagnostic_builder(std::string_view utf8, std::size_t base) noexcept
    : utf8_(utf8), base_(base) {
  restart();
}

void diagnostic_builder::restart() noexcept {
  cursor_ = {0, decoded_ ? decoded_->original_offset(0) : base_, 0, 1, 1};
}

std::size_t diagnostic_builder::original_of(std::size_t at) const noexcept {
  if (!decoded_) return base_ + at;
  return decoded_->original_offset(at, cursor_.at, cursor_.original);
}

text_place diagnostic_builder::locate(std::size_t at) noexcept {
  if (at > utf8_.size()) at = utf8_.size();
  if (at < cursor_.at) restart();
  const char* const text = utf8_.data();
  std::size_t scan = cursor_.at;
  while (const void* nl = std::memchr(text + scan, '\n', at - scan)) {
    scan = static_cast<std::size_t>(static_cast<const char*>(nl) - text) + 1;
    cursor_.line_start = scan;
    ++cursor_.line;
  }
  return locate(at, cursor_.line_start, cursor_.line);
}

text_place diagnostic_builder::locate(std::size_t at, std::size_t line_start,
                                      std::uint32_t line) noexcept {
  if (at > utf8_.size()) at = utf8_.size();
  if (line_start > at) line_start = at;
  const std::size_t original = original_of(at);
  // Columns count on from the last place when it is on the same line (a reader placing every
  // element of a long line would otherwise count the line again for each).
  const bool same_line = cursor_.line == line && cursor_.line_start == line_start &&
                         line_start <= cursor_.at && cursor_.at <= at;
  const std::size_t from = same_line ? cursor_.at : line_start;
  const std::uint32_t column =
      (same_line ? cursor_.column : 1) + code_points(utf8_.substr(from, at - from));
  cursor_ = {at, original, line_start, line, column};
  return {original, line, column};
}

}  // namespace kifu::inline v0::detail
