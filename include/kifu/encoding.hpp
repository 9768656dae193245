// kifu/encoding.hpp: bytes in, UTF-8 out. Detects UTF-8 (with or without BOM) and Shift_JIS
// (Windows-31J, also called CP932), converts between Shift_JIS and UTF-8 without ever
// substituting or dropping a character, and maps positions in decoded text back to the bytes
// they came from. Nothing after this layer needs to know about Shift_JIS.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0 {

/// The encodings kifu reads.
enum class text_encoding : std::uint8_t {
  utf8,       ///< UTF-8 without byte-order mark
  utf8_bom,   ///< UTF-8 that starts with EF BB BF
  shift_jis,  ///< Shift_JIS as Windows writes it (Windows-31J, CP932), with NEC and IBM extensions
};

/// A human-readable name: "UTF-8", "UTF-8 with BOM" or "Shift_JIS (Windows-31J)".
KIFU_API std::string_view to_string(text_encoding encoding) noexcept;

/// The byte offset of the first byte that breaks strict UTF-8 (overlong forms, surrogates and
/// code points above U+10FFFF are errors), or std::string_view::npos when all of it is valid.
KIFU_API std::size_t find_invalid_utf8(std::string_view bytes) noexcept;

/// True when the bytes are strictly valid UTF-8.
inline bool is_valid_utf8(std::string_view bytes) noexcept {
  return find_invalid_utf8(bytes) == std::string_view::npos;
}

/// Guesses the encoding from the content alone: a UTF-8 BOM, then UTF-8, and Shift_JIS otherwise.
/// Pure ASCII is UTF-8; so is text that is UTF-8 up to a broken byte when three multi-byte UTF-8
/// characters come before it, or when it is cut in the middle of its last character (decoding
/// then reports the broken byte where it is, instead of failing as Shift_JIS).
KIFU_API text_encoding detect_encoding(std::string_view bytes) noexcept;

/// True for a byte that starts a two-byte Shift_JIS character (81–9F, E0–FC).
constexpr bool is_shift_jis_lead_byte(unsigned char byte) noexcept {
  return (byte >= 0x81 && byte <= 0x9F) || (byte >= 0xE0 && byte <= 0xFC);
}

/// Line and column of a byte offset in Shift_JIS bytes (column counted in characters).
KIFU_API text_position locate_shift_jis(std::string_view bytes, std::size_t offset) noexcept;

/// Text decoded to UTF-8, with the encoding it had.
struct KIFU_API decoded_text {
  std::string utf8;                              ///< the text, without BOM
  text_encoding encoding = text_encoding::utf8;  ///< what the bytes were

  /// The byte offset in the original input of byte `utf8_offset` of `utf8`.
  std::size_t original_offset(std::size_t utf8_offset) const noexcept;
  /// The same, counted from a known pair of places (both at character starts, before or after
  /// `utf8_offset`), so that look-ups near each other cost only the text between them.
  std::size_t original_offset(std::size_t utf8_offset, std::size_t from_utf8,
                              std::size_t from_original) const noexcept;
};

/// Detects the encoding and decodes to UTF-8. Invalid or truncated bytes give an error at the
/// exact byte offset; nothing is ever replaced. UTF-16 and EUC-JP text is refused with an error
/// that names it (encoding.unsupported).
KIFU_API parse_result<decoded_text> decode(std::string_view bytes);

/// Decodes bytes known to be in `encoding` (for a BOM encoding the BOM must be present).
KIFU_API parse_result<decoded_text> decode(std::string_view bytes, text_encoding encoding);

/// As decode(bytes), but for a reader that keeps what it can: a byte that is no part of a
/// character of the encoding (with the broken character's other bytes) becomes '?', one byte for
/// one so that every offset still maps back, and each gets an error at its place; the text is
/// the value beside them. More than `max_repairs` such characters (the text is most likely in
/// another encoding), UTF-16 or EUC-JP fail as decode does.
KIFU_API parse_result<decoded_text> decode_repairing(std::string_view bytes,
                                                     std::size_t max_repairs = 20);

/// Converts Shift_JIS (Windows-31J) bytes to UTF-8; ASCII, control codes included, maps to itself
/// as on Windows.
KIFU_API parse_result<std::string> shift_jis_to_utf8(std::string_view bytes);

/// Converts UTF-8 to Shift_JIS (Windows-31J); characters with no Shift_JIS form (☗ ☖ and many
/// more) are an error naming the character, never dropped or replaced.
KIFU_API parse_result<std::string> utf8_to_shift_jis(std::string_view utf8);

/// Fast path for many short fields (fixed-width records): appends the UTF-8 form of `bytes` to
/// `out` with this thread's converter, opened once. On failure `out` is unchanged, `*error` (if
/// given) says what and where (offset relative to `bytes`), and the result is false.
[[nodiscard]] KIFU_API bool append_shift_jis_as_utf8(std::string_view bytes, std::string& out,
                                                     diagnostic* error = nullptr);

/// Fast path of the other direction: appends the Shift_JIS form of `utf8` to `out`.
[[nodiscard]] KIFU_API bool append_utf8_as_shift_jis(std::string_view utf8, std::string& out,
                                                     diagnostic* error = nullptr);

}  // namespace kifu::inline v0
