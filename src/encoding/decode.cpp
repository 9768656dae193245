// Whole-input decoding to UTF-8, and the mapping of decoded positions back to original bytes.
#include <algorithm>
#include <cstdio>

#include "diagnostic_builder.hpp"
#include "encoding/code_point.hpp"
#include "encoding/utf16_sniff.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0 {
namespace {

constexpr std::string_view utf8_bom = "\xEF\xBB\xBF";

parse_result<decoded_text> decode_utf8(std::string_view bytes, std::size_t skipped,
                                       text_encoding encoding) {
  const std::string_view text = bytes.substr(skipped);
  if (const auto bad = find_invalid_utf8(text); bad != std::string_view::npos) {
    const auto lead = static_cast<unsigned char>(text[bad]);
    char hex[8];
    std::snprintf(hex, sizeof hex, "%02X", lead);
    const bool cut = lead >= 0xC2 && text.size() - bad < detail::sequence_length(lead);
    return detail::diagnostic_builder(text, skipped)
        .at(bad, diagnostic_code::invalid_utf8, severity::error,
            cut ? std::string("the text ends in the middle of a UTF-8 character")
                : std::string("byte ") + hex + " is not valid UTF-8");
  }
  return decoded_text{std::string(text), encoding};
}

// True when every byte above ASCII is part of an EUC-JP character (two bytes A1–FE, 8E and a
// half-width kana, 8F and two bytes) and there are some: Shift_JIS Japanese text breaks this at
// its first hiragana (82 xx) or digit (82 4F…).
bool looks_like_euc_jp(std::string_view bytes) noexcept {
  const auto euc = [](unsigned char c) { return c >= 0xA1 && c != 0xFF; };
  int characters = 0;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const auto c = static_cast<unsigned char>(bytes[i]);
    if (c < 0x80) continue;
    const auto next = [&](std::size_t k) {
      return i + k < bytes.size() ? static_cast<unsigned char>(bytes[i + k]) : 0;
    };
    if (c == 0x8E && next(1) >= 0xA1 && next(1) <= 0xDF) {
      i += 1;
    } else if (c == 0x8F && euc(next(1)) && euc(next(2))) {
      i += 2;
    } else if (euc(c) && euc(next(1))) {
      i += 1;
    } else {
      return false;
    }
    ++characters;
  }
  return characters >= 2;
}

// True when the bytes look like UTF-16: a byte-order mark, or the signs of UTF-16 without one.
bool looks_like_utf16(std::string_view bytes) noexcept {
  return bytes.starts_with("\xFF\xFE") || bytes.starts_with("\xFE\xFF") ||
         detail::utf16_without_mark(bytes) != detail::utf16_order::none;
}

}  // namespace

parse_result<decoded_text> decode(std::string_view bytes, text_encoding encoding) {
  switch (encoding) {
    case text_encoding::utf8:
      return decode_utf8(bytes, 0, encoding);
    case text_encoding::utf8_bom:
      if (!bytes.starts_with(utf8_bom))
        return diagnostic{diagnostic_code::invalid_utf8,
                          severity::error,
                          0,
                          1,
                          1,
                          "expected a UTF-8 byte-order mark (EF BB BF) at the start"};
      return decode_utf8(bytes, utf8_bom.size(), encoding);
    case text_encoding::shift_jis: {
      decoded_text text{{}, encoding};
      diagnostic d;
      if (!append_shift_jis_as_utf8(bytes, text.utf8, &d)) return d;
      return text;
    }
  }
  return diagnostic{.code = diagnostic_code::invalid_utf8, .message = "unknown encoding"};
}

parse_result<decoded_text> decode(std::string_view bytes) {
  if (looks_like_utf16(bytes))
    return diagnostic{.code = diagnostic_code::unsupported_encoding,
                      .message =
                          "this looks like UTF-16 text; kifu reads UTF-8 and Shift_JIS "
                          "(save it as UTF-8)"};
  const text_encoding encoding = detect_encoding(bytes);
  if (encoding == text_encoding::shift_jis && looks_like_euc_jp(bytes))
    return diagnostic{.code = diagnostic_code::unsupported_encoding,
                      .message =
                          "this looks like EUC-JP text; kifu reads UTF-8 and Shift_JIS "
                          "(convert it to UTF-8, e.g. with iconv -f EUC-JP -t UTF-8)"};
  return decode(bytes, encoding);
}

parse_result<decoded_text> decode_repairing(std::string_view bytes, std::size_t max_repairs) {
  auto whole = decode(bytes);
  const auto repairable = [](const parse_result<decoded_text>& r) {
    if (r.diagnostics().empty()) return false;
    const diagnostic_code code = r.diagnostics().front().code;
    return code == diagnostic_code::invalid_utf8 || code == diagnostic_code::invalid_shift_jis ||
           code == diagnostic_code::truncated_shift_jis;
  };
  if (whole.ok() || !repairable(whole)) return whole;
  const text_encoding encoding = detect_encoding(bytes);  // as decode chose
  const bool utf8 = encoding != text_encoding::shift_jis;
  std::string text(bytes);
  diagnostic_list repairs;
  for (std::size_t n = 0; n <= max_repairs; ++n) {
    auto again = decode(text, encoding);
    if (again.ok()) {
      parse_result<decoded_text> out(std::move(again).value());
      for (diagnostic& d : repairs) out.add(std::move(d));
      return out;
    }
    if (!repairable(again) || n == max_repairs) break;
    diagnostic d = again.diagnostics().front();
    std::size_t at = d.offset;
    if (at >= text.size()) break;
    text[at] = '?';
    // A broken UTF-8 character's continuation bytes go with it: one message for it.
    while (utf8 && at + 1 < text.size() &&
           (static_cast<unsigned char>(text[at + 1]) & 0xC0) == 0x80)
      text[++at] = '?';
    d.message += "; read as '?'";
    repairs.push_back(std::move(d));
  }
  return whole;
}

std::size_t decoded_text::original_offset(std::size_t utf8_offset) const noexcept {
  return original_offset(utf8_offset, 0, encoding == text_encoding::utf8_bom ? utf8_bom.size() : 0);
}

namespace {

// The bytes Windows-31J takes for this UTF-8 text: one for ASCII and half-width katakana
// (U+FF61..U+FF9F), two for every other character.
std::size_t shift_jis_size(std::string_view utf8) noexcept {
  std::size_t size = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const auto c = static_cast<unsigned char>(utf8[i]);
    if (c < 0x80) {
      ++size;
      ++i;
      continue;
    }
    const std::size_t len = detail::sequence_length(c);
    const bool half_width_kana = len == 3 && c == 0xEF && i + 2 < utf8.size() &&
                                 ((static_cast<unsigned char>(utf8[i + 1]) == 0xBD &&
                                   static_cast<unsigned char>(utf8[i + 2]) >= 0xA1) ||
                                  (static_cast<unsigned char>(utf8[i + 1]) == 0xBE &&
                                   static_cast<unsigned char>(utf8[i + 2]) <= 0x9F));
    size += half_width_kana ? 1 : 2;
    i += len;
  }
  return size;
}

}  // namespace

std::size_t decoded_text::original_offset(std::size_t utf8_offset, std::size_t from_utf8,
                                          std::size_t from_original) const noexcept {
  if (utf8_offset > utf8.size()) utf8_offset = utf8.size();
  const bool inside_character =
      utf8_offset < utf8.size() &&
      detail::is_continuation_byte(static_cast<unsigned char>(utf8[utf8_offset]));
  if (from_utf8 > utf8.size() || (from_utf8 > utf8_offset && inside_character))
    return original_offset(utf8_offset);  // from the start, as a forward count would go
  // The original bytes of the text between the two places, counted forwards or backwards.
  const bool forwards = from_utf8 <= utf8_offset;
  const std::string_view between =
      forwards ? std::string_view(utf8).substr(from_utf8, utf8_offset - from_utf8)
               : std::string_view(utf8).substr(utf8_offset, from_utf8 - utf8_offset);
  const std::size_t size =
      encoding == text_encoding::shift_jis ? shift_jis_size(between) : between.size();
  return forwards ? from_original + size : from_original - size;
}

}  // namespace kifu::inline v0
