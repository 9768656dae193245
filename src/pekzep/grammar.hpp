// Private: the Spirit X3 grammar of Pekzep numerals, compiled once in grammar.cpp.
#pragma once

#include <cstdint>

namespace kifu::inline v0::pekzep::detail {

/// Parses the longest prefix of [first, last) that the numeral grammar accepts (無 or an
/// optionally negative positive numeral). On success `first` is past the prefix and `value` is
/// its value (which can exceed 32 bits: up to 9999_9999_9999_9999). On failure `first` is
/// unchanged.
bool parse_kanji(const char*& first, const char* last, std::int64_t& value);

}  // namespace kifu::inline v0::pekzep::detail
