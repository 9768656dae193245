// Private: places in JSON text for diagnostics. nlohmann/json keeps no positions of values, so
// the value a schema error is about is found again by a small scan of the (valid) text along its
// path, such as `moves[12].move.to`; syntax errors are placed at the byte the parser stopped at.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"

namespace kifu::inline v0::detail {

/// The byte offset in valid JSON `text` of the value at `path` (keys after dots, indices in
/// brackets, a leading dot allowed), or of the deepest value on the way when the path leaves the
/// document (a missing key: the object that lacks it).
std::size_t json_value_offset(std::string_view text, std::string_view path) noexcept;

/// The byte offsets of the elements of the array that starts at byte `array` of valid JSON
/// `text`, in order; none when no array starts there.
std::vector<std::size_t> json_element_offsets(std::string_view text, std::size_t array);

/// The byte offset of the value of member `key` of the object that starts at byte `object` of
/// valid JSON `text`; npos when there is none.
std::size_t json_member_offset(std::string_view text, std::size_t object,
                               std::string_view key) noexcept;

/// The deepest nesting of arrays and objects the readers of JSON take: deeper text (no record
/// or query nests so) would exhaust the stack of the code that walks the values.
inline constexpr int json_deepest_nesting = 1000;

/// The 1-based byte of the first `[` or `{` of `text` that opens a level deeper than
/// json_deepest_nesting (strings passed over), or 0 when none does.
std::size_t json_too_deep_byte(std::string_view text) noexcept;

/// A diagnostic for JSON text the parser rejected, at 1-based byte `byte` that it reports (the
/// last byte it read).
diagnostic json_syntax_error(std::string_view text, std::size_t byte, diagnostic_code code,
                             std::string message);

/// The 1-based byte of the number that a parser's overflow message `what` quotes ("number
/// overflow parsing '1e999'"): its first place in `text` outside strings, or 1 when it cannot be
/// found (the document as a whole).
std::size_t json_quoted_number_byte(std::string_view text, std::string_view what) noexcept;

/// What a parser's message `what` says, in words for a person: without its exception id
/// ("[json.exception.…]"), its own place ("parse error at line 3, column 53: ", counted in bytes
/// where the diagnostic counts characters) and the text it last read (the diagnostic points at
/// it), and a value of the wrong type said as "is a string where a number belongs", not in the
/// parser's C++ terms ("operator[]", "value()").
std::string json_error_words(std::string_view what);

/// A diagnostic about the value at `path` of valid JSON `text`, placed at that value; the message
/// starts with the path. A path may start with `root`, a name for the whole document.
diagnostic json_value_error(std::string_view text, std::string_view path, diagnostic_code code,
                            std::string message, std::string_view root = {});

}  // namespace kifu::inline v0::detail
