// Places of offsets in a text read (line, column in code points, original byte offset), counted
// on from the previous look-up.
#include "diagnostic_builder.hpp"

#include <cstring>

namespace kifu::inline v0::detail {

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
  cursor_ = {0, decoded_ ? decoded_->original_offset(0) : base_, 0, 1};
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
  cursor_ = {at, original, line_start, line};
  const auto column = locate_utf8(utf8_.substr(line_start), at - line_start).column;
  return {original, line, column};
}

}  // namespace kifu::inline v0::detail
