// Private: diagnostics at places of a text read. A place in the text (a byte offset in its UTF-8
// form) becomes the line, the column in code points and the byte offset in the original input
// (through the decoding map of a decoded text). A cursor remembers the last place, so that many
// look-ups in text order cost one pass over the text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "kifu/diagnostic.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0::detail {

/// A place in a text: byte offset in the original input, 1-based line and column.
struct text_place {
  std::size_t offset = 0;    ///< byte offset in the original input
  std::uint32_t line = 1;    ///< 1-based line
  std::uint32_t column = 1;  ///< 1-based column in code points
};

/// Where the last look-up was; kept by a reader between builders over the same text.
struct text_cursor {
  std::size_t at = 0;          ///< byte offset in the UTF-8 text
  std::size_t original = 0;    ///< the same place in the original input
  std::size_t line_start = 0;  ///< offset of the start of the line that holds `at`
  std::uint32_t line = 1;      ///< the number of that line
  std::uint32_t column = 1;    ///< the column of `at` on that line, in code points
};

/// Builds diagnostics from offsets in a UTF-8 text; look-ups in order cost one pass in all (an
/// offset before the previous one counts again from the start).
class diagnostic_builder {
 public:
  /// For text decoded from the input: offsets map back through the decoding.
  explicit diagnostic_builder(const decoded_text& text) noexcept;
  /// The same, resuming at a cursor an earlier builder over the same text left.
  diagnostic_builder(const decoded_text& text, const text_cursor& cursor) noexcept;
  /// For UTF-8 text that is the input itself from byte `base` on.
  explicit diagnostic_builder(std::string_view utf8, std::size_t base = 0) noexcept;

  /// The place of byte `at` of the text (an offset past the end means the end).
  text_place locate(std::size_t at) noexcept;
  /// The same, when the caller knows that line number `line` starts at byte `line_start` <= `at`
  /// (no newline before it needs counting).
  text_place locate(std::size_t at, std::size_t line_start, std::uint32_t line) noexcept;

  /// A diagnostic at byte `at` of the text.
  diagnostic at(std::size_t at, diagnostic_code code, severity level, std::string message) {
    const text_place p = locate(at);
    return {code, level, p.offset, p.line, p.column, std::move(message)};
  }
  /// A diagnostic at byte `at` of the text, on line `line` that starts at `line_start`.
  diagnostic at(std::size_t at, std::size_t line_start, std::uint32_t line, diagnostic_code code,
                severity level, std::string message) {
    const text_place p = locate(at, line_start, line);
    return {code, level, p.offset, p.line, p.column, std::move(message)};
  }

  /// The cursor after the last look-up.
  const text_cursor& cursor() const noexcept { return cursor_; }

 private:
  std::size_t original_of(std::size_t at) const noexcept;
  void restart() noexcept;

  std::string_view utf8_;
  const decoded_text* decoded_ = nullptr;  // none: the text is the input from byte base_ on
  std::size_t base_ = 0;
  text_cursor cursor_;
};

}  // namespace kifu::inline v0::detail
