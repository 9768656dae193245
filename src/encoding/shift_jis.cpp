// The ICU adapter: Shift_JIS (Windows-31J) <-> UTF-8 with STOP callbacks, one pair of
// converters per thread, opened on first use.
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <vector>

#include "diagnostic_builder.hpp"
#include "encoding/code_point.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0 {
namespace {

// ICU's name of the Windows-31J table. "Shift_JIS" would open it too, with an ambiguity
// warning, while another table with that alias maps 5C and 7E to yen sign and overline.
constexpr const char* windows_31j = "ibm-943_P15A-2003";

struct converter_pair {
  UConverter* shift_jis = nullptr;
  UConverter* utf8 = nullptr;

  converter_pair() {
    UErrorCode ec = U_ZERO_ERROR;
    shift_jis = ucnv_open(windows_31j, &ec);
    if (U_FAILURE(ec)) shift_jis = nullptr;
    ec = U_ZERO_ERROR;
    utf8 = ucnv_open("UTF-8", &ec);
    if (U_FAILURE(ec)) utf8 = nullptr;
    for (UConverter* c : {shift_jis, utf8}) {
      if (c == nullptr) continue;
      ec = U_ZERO_ERROR;
      ucnv_setToUCallBack(c, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &ec);
      ucnv_setFromUCallBack(c, UCNV_FROM_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &ec);
    }
  }
  ~converter_pair() {
    if (shift_jis) ucnv_close(shift_jis);
    if (utf8) ucnv_close(utf8);
  }
  converter_pair(const converter_pair&) = delete;
  converter_pair& operator=(const converter_pair&) = delete;

  bool usable() const noexcept { return shift_jis != nullptr && utf8 != nullptr; }
};

converter_pair& thread_converters() {
  thread_local converter_pair pair;
  return pair;
}

// Converts all of `in` from one converter's charset to the other's, appending to `out`.
// Returns the ICU status; `consumed` is how many source bytes the source converter took.
UErrorCode convert_append(UConverter* to, UConverter* from, std::string_view in,
                          std::size_t max_out, std::string& out, std::size_t& consumed) {
  const std::size_t old = out.size();
  out.resize(old + max_out);
  char* target = out.data() + old;
  const char* source = in.data();
  std::array<UChar, 512> pivot{};
  UChar* pivot_source = pivot.data();
  UChar* pivot_target = pivot.data();
  UErrorCode ec = U_ZERO_ERROR;
  ucnv_convertEx(to, from, &target, out.data() + out.size(), &source, in.data() + in.size(),
                 pivot.data(), &pivot_source, &pivot_target, pivot.data() + pivot.size(),
                 /*reset=*/true, /*flush=*/true, &ec);
  consumed = static_cast<std::size_t>(source - in.data());
  out.resize(U_FAILURE(ec) ? old : static_cast<std::size_t>(target - out.data()));
  return ec;
}

std::string hex_bytes(std::string_view bytes) {
  std::string s;
  for (unsigned char b : bytes) {
    char buf[4];
    std::snprintf(buf, sizeof buf, "%s%02X", s.empty() ? "" : " ", b);
    s += buf;
  }
  return s;
}

diagnostic converter_missing() {
  return {
      diagnostic_code::converter_unavailable,
      severity::error,
      0,
      1,
      1,
      "ICU has no Windows-31J converter (ibm-943_P15A-2003); is the ICU data library installed?"};
}

std::string unmappable_message(std::string_view character, char32_t cp) {
  char code[16];
  std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(cp));
  std::string m =
      "'" + std::string(character) + "' (" + code + ") has no Shift_JIS (Windows-31J) form";
  if (cp == U'\u2617') m += "; Shift_JIS records write the black side mark as ▲";
  if (cp == U'\u2616') m += "; Shift_JIS records write the white side mark as △";
  return m;
}

// Writes the UTF-8 form of a BMP character at `p`; returns the end.
char* put_utf8(char* p, char16_t u) {
  if (u < 0x80) {
    *p++ = static_cast<char>(u);
  } else if (u < 0x800) {
    *p++ = static_cast<char>(0xC0 | (u >> 6));
    *p++ = static_cast<char>(0x80 | (u & 0x3F));
  } else {
    *p++ = static_cast<char>(0xE0 | (u >> 12));
    *p++ = static_cast<char>(0x80 | ((u >> 6) & 0x3F));
    *p++ = static_cast<char>(0x80 | (u & 0x3F));
  }
  return p;
}

// The Windows-31J decoding table, read out of ICU's converter (except ASCII, which Windows maps
// to itself while ICU's IBM table rotates 1A, 1C and 7F). Each entry is the character's UTF-8
// bytes, first byte lowest, with their count in the top byte; 0 where ICU reports an error.
// Decoding from it gives ICU's result without ICU's per-call overhead; a 0 sends the input back
// through the converter itself for the exact diagnostic. The single bytes are read when the
// table is made; the 256 two-byte entries of a lead byte the first time a text uses that lead
// byte, since reading all 60 rows costs more than decoding a few hundred small files.
class decode_table {
 public:
  static constexpr std::uint32_t invalid = 0;
  static constexpr std::uint8_t no_row = 0xFF;

  decode_table() {
    row_.fill(no_row);
    UErrorCode ec = U_ZERO_ERROR;
    converter_ = ucnv_open(windows_31j, &ec);
    if (U_FAILURE(ec)) {
      converter_ = nullptr;
      return;
    }
    ucnv_setToUCallBack(converter_, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &ec);
    std::uint8_t rows = 0;
    for (int b = 0; b < 256; ++b) {
      const char one = static_cast<char>(b);
      if (b < 0x80)
        single_[b] = entry(static_cast<char16_t>(b));  // Windows: ASCII maps to itself
      else if (is_shift_jis_lead_byte(static_cast<unsigned char>(b)))
        row_[b] = rows++;
      else
        single_[b] = decode_one(&one, 1);
    }
    pair_.resize(rows * 256U);
  }
  ~decode_table() {
    if (converter_) ucnv_close(converter_);
  }
  decode_table(const decode_table&) = delete;
  decode_table& operator=(const decode_table&) = delete;

  /// False when ICU has no Windows-31J converter.
  bool ready() const noexcept { return converter_ != nullptr; }
  /// The entry of a byte that is a character on its own.
  std::uint32_t single(unsigned char b) const noexcept { return single_[b]; }
  /// The row of a lead byte, or no_row.
  std::uint8_t row(unsigned char b) const noexcept { return row_[b]; }
  /// The entries of row `r` by trail byte, read from ICU on first use (safe across threads).
  const std::uint32_t* pairs(std::uint8_t r) {
    if (!filled_[r].load(std::memory_order_acquire)) fill(r);
    return pair_.data() + r * 256U;
  }

 private:
  static std::uint32_t entry(char16_t u) {
    std::array<char, 4> bytes{};
    const auto length = static_cast<std::uint32_t>(put_utf8(bytes.data(), u) - bytes.data());
    std::uint32_t e = 0;
    for (std::uint32_t k = 0; k < length; ++k)
      e |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[k])) << (8 * k);
    return e | length << 24;
  }

  std::uint32_t decode_one(const char* bytes, int32_t length) {
    UChar out[4];
    UErrorCode e = U_ZERO_ERROR;
    ucnv_reset(converter_);
    const int32_t n = ucnv_toUChars(converter_, out, 4, bytes, length, &e);
    return U_SUCCESS(e) && n == 1 ? entry(static_cast<char16_t>(out[0])) : invalid;
  }

  void fill(std::uint8_t r) {
    const std::lock_guard lock(fill_mutex_);
    if (filled_[r].load(std::memory_order_relaxed)) return;
    const auto lead = static_cast<char>(std::find(row_.begin(), row_.end(), r) - row_.begin());
    for (int t = 0; t < 256; ++t) {
      const char two[2] = {lead, static_cast<char>(t)};
      pair_[r * 256U + t] = decode_one(two, 2);
    }
    filled_[r].store(true, std::memory_order_release);
  }

  std::array<std::uint32_t, 256> single_{};  // bytes that are characters on their own
  std::array<std::uint8_t, 256> row_{};      // lead byte -> its row of `pair_`
  std::vector<std::uint32_t> pair_;          // 256 entries per lead byte, by trail byte
  std::array<std::atomic<bool>, 256> filled_{};
  std::mutex fill_mutex_;
  UConverter* converter_ = nullptr;  // used under fill_mutex_ once the table is made
};

decode_table& table() {
  static decode_table t;
  return t;
}

// How many of the eight bytes in `word` (in memory order) are ASCII before the first that is not.
constexpr std::size_t ascii_prefix(std::uint64_t word) noexcept {
  const std::uint64_t high = word & 0x8080808080808080U;
  if (high == 0) return 8;
  if constexpr (std::endian::native == std::endian::little)
    return static_cast<std::size_t>(std::countr_zero(high)) / 8;
  else
    return static_cast<std::size_t>(std::countl_zero(high)) / 8;
}

// Decodes with the table; false (and `out` unchanged) when a byte has no entry. The output goes
// through a buffer on the stack and is appended a few kilobytes at a time, so no byte of `out`
// is written twice.
bool decode_with_table(std::string_view bytes, std::string& out) {
  decode_table& t = table();
  if (!t.ready()) return false;
  const std::size_t old = out.size();
  out.reserve(old + bytes.size() + bytes.size() / 2);  // kanji and kana: 2 bytes become 3
  std::array<char, 4096> chunk;
  char* p = chunk.data();
  char* const flush_at = chunk.data() + chunk.size() - 8;  // room for one more step
  const auto* s = reinterpret_cast<const unsigned char*>(bytes.data());
  for (std::size_t i = 0, n = bytes.size(); i < n;) {
    if (p >= flush_at) {
      out.append(chunk.data(), p);
      p = chunk.data();
    }
    // Runs of ASCII (spaces, digits, times, Latin text) are copied eight bytes at a time; after
    // a whole word, the rest of the run goes in one copy of whole sixteen-byte blocks (as far
    // as the chunk has room). The ASCII bytes before a multi-byte character go in one step.
    if (i + 8 <= n) {
      std::uint64_t word;
      std::memcpy(&word, s + i, 8);
      const std::size_t ascii = ascii_prefix(word);
      if (ascii == 8) {
        std::memcpy(p, &word, 8);
        p += 8;
        i += 8;
        const std::size_t room = p < flush_at ? static_cast<std::size_t>(flush_at - p) : 0;
        const std::size_t blocks = detail::ascii_blocks(s + i, std::min(n - i, room));
        if (blocks != 0) {
          std::memcpy(p, s + i, blocks);
          p += blocks;
          i += blocks;
        }
        continue;
      }
      if (ascii != 0) {
        std::memcpy(p, &word, 8);
        p += ascii;
        i += ascii;
        continue;
      }
    }
    const unsigned char b = s[i];
    std::uint32_t e;
    if (const std::uint8_t r = t.row(b); r != decode_table::no_row) {
      if (i + 1 >= n) {
        out.resize(old);
        return false;
      }
      e = t.pairs(r)[s[i + 1]];
      i += 2;
    } else {
      e = t.single(b);
      ++i;
    }
    if (e == decode_table::invalid) {
      out.resize(old);
      return false;
    }
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(p, &e, 4);  // four bytes written (room is left), `length` of them kept
    } else {
      p[0] = static_cast<char>(e);
      p[1] = static_cast<char>(e >> 8);
      p[2] = static_cast<char>(e >> 16);
    }
    p += e >> 24;
  }
  out.append(chunk.data(), p);
  return true;
}

}  // namespace

bool append_shift_jis_as_utf8(std::string_view bytes, std::string& out, diagnostic* error) {
  if (bytes.empty() || decode_with_table(bytes, out)) return true;
  auto& conv = thread_converters();
  if (!conv.usable()) {
    if (error) *error = converter_missing();
    return false;
  }
  // Each Shift_JIS byte gives at most one BMP character, at most three UTF-8 bytes.
  std::size_t consumed = 0;
  const UErrorCode ec =
      convert_append(conv.utf8, conv.shift_jis, bytes, 3 * bytes.size(), out, consumed);
  if (U_SUCCESS(ec)) return true;
  if (error) {
    char bad[8];
    int8_t bad_len = sizeof bad;
    UErrorCode e2 = U_ZERO_ERROR;
    ucnv_getInvalidChars(conv.shift_jis, bad, &bad_len, &e2);
    if (U_FAILURE(e2)) bad_len = 0;
    const std::size_t at = consumed - static_cast<std::size_t>(bad_len);
    const std::string_view raw(bytes.data() + at, static_cast<std::size_t>(bad_len));
    const auto pos = locate_shift_jis(bytes, at);
    if (ec == U_TRUNCATED_CHAR_FOUND) {
      *error = {diagnostic_code::truncated_shift_jis,
                severity::error,
                at,
                pos.line,
                pos.column,
                "the input ends inside a Shift_JIS character (lead byte " + hex_bytes(raw) +
                    " has no trail byte)"};
    } else {
      *error = {diagnostic_code::invalid_shift_jis,
                severity::error,
                at,
                pos.line,
                pos.column,
                (raw.size() == 1 ? "byte " + hex_bytes(raw) + " is"
                                 : "bytes " + hex_bytes(raw) + " are") +
                    " not a Shift_JIS (Windows-31J) character"};
    }
  }
  return false;
}

namespace {

// True for the default-ignorable code points of Unicode (U+FEFF, U+200B, variation selectors
// …). ICU drops such a character silently when the target encoding lacks it; none is in
// Windows-31J, so each is an unmappable character like any other.
bool is_default_ignorable(char32_t c) {
  return c == 0x00AD || c == 0x034F || c == 0x061C || (c >= 0x115F && c <= 0x1160) ||
         (c >= 0x17B4 && c <= 0x17B5) || (c >= 0x180B && c <= 0x180F) ||
         (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2060 && c <= 0x206F) || c == 0x3164 || (c >= 0xFE00 && c <= 0xFE0F) ||
         c == 0xFEFF || c == 0xFFA0 || (c >= 0xFFF0 && c <= 0xFFF8) ||
         (c >= 0x1BCA0 && c <= 0x1BCA3) || (c >= 0x1D173 && c <= 0x1D17A) ||
         (c >= 0xE0000 && c <= 0xE0FFF);
}

// True when a run of UTF-8 holds a default-ignorable code point.
bool holds_default_ignorable(std::string_view run) {
  for (std::size_t i = 0; i < run.size();) {
    const auto [cp, length] = kifu::detail::code_point_at(run.data() + i, run.data() + run.size());
    if (is_default_ignorable(cp)) return true;
    i += length;
  }
  return false;
}

}  // namespace

bool append_utf8_as_shift_jis(std::string_view utf8, std::string& out, diagnostic* error) {
  if (utf8.empty()) return true;
  if (const auto bad = find_invalid_utf8(utf8); bad != std::string_view::npos) {
    if (error) {
      *error = detail::diagnostic_builder(utf8).at(
          bad, diagnostic_code::invalid_utf8, severity::error,
          "byte " + hex_bytes(utf8.substr(bad, 1)) + " is not valid UTF-8");
    }
    return false;
  }
  auto& conv = thread_converters();
  if (!conv.usable()) {
    if (error) *error = converter_missing();
    return false;
  }
  // ASCII is copied (Windows maps it to itself; ICU's IBM table would rotate 1A/1C/7F); each run
  // of other characters goes through ICU. A UTF-8 sequence becomes at most two Shift_JIS bytes.
  const std::size_t old = out.size();
  bool converted = true;
  std::size_t consumed = 0;
  for (std::size_t i = 0; i < utf8.size() && converted;) {
    std::size_t j = i;
    while (j < utf8.size() && static_cast<unsigned char>(utf8[j]) < 0x80) ++j;
    out.append(utf8.substr(i, j - i));
    i = j;
    while (j < utf8.size() && static_cast<unsigned char>(utf8[j]) >= 0x80) ++j;
    if (j > i) {
      const auto run = utf8.substr(i, j - i);
      converted =
          !holds_default_ignorable(run) &&
          U_SUCCESS(convert_append(conv.shift_jis, conv.utf8, run, 2 * run.size(), out, consumed));
    }
    i = j;
  }
  if (converted) return true;
  out.resize(old);
  if (error) {
    // Error path only: find the first character that does not convert on its own.
    std::string scratch;
    for (std::size_t i = 0; i < utf8.size();) {
      const std::size_t start = i;
      const auto [cp, length] =
          kifu::detail::code_point_at(utf8.data() + i, utf8.data() + utf8.size());
      i += length;
      const auto character = utf8.substr(start, i - start);
      scratch.clear();
      if (is_default_ignorable(cp) ||
          U_FAILURE(convert_append(conv.shift_jis, conv.utf8, character, 8, scratch, consumed))) {
        *error =
            detail::diagnostic_builder(utf8).at(start, diagnostic_code::unmappable_character,
                                                severity::error, unmappable_message(character, cp));
        return false;
      }
    }
    *error = {.code = diagnostic_code::unmappable_character,
              .message = "the text could not be converted to Shift_JIS"};
  }
  return false;
}

parse_result<std::string> shift_jis_to_utf8(std::string_view bytes) {
  std::string out;
  diagnostic d;
  if (!append_shift_jis_as_utf8(bytes, out, &d)) return d;
  return out;
}

parse_result<std::string> utf8_to_shift_jis(std::string_view utf8) {
  std::string out;
  diagnostic d;
  if (!append_utf8_as_shift_jis(utf8, out, &d)) return d;
  return out;
}

}  // namespace kifu::inline v0
