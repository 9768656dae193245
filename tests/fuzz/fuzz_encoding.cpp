// Fuzz harness: encoding detection and conversion. Decoded text is valid UTF-8, maps back to
// the input length, and survives a Shift_JIS round trip; errors lie inside the input.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/encoding.hpp"
#include "well_placed.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto decoded = kifu::decode(bytes);
  if (!decoded.ok()) {
    const auto& d = decoded.diagnostics().at(0);
    if (!well_placed(d, size)) std::abort();
    return 0;
  }
  const auto& text = *decoded;
  if (!kifu::is_valid_utf8(text.utf8)) std::abort();
  if (text.original_offset(text.utf8.size()) != size) std::abort();
  if (text.encoding == kifu::text_encoding::shift_jis) {
    // Some characters have two Shift_JIS codes (NEC and IBM rows); the text must survive.
    const auto encoded = kifu::utf8_to_shift_jis(text.utf8);
    if (!encoded.ok()) std::abort();
    const auto again = kifu::shift_jis_to_utf8(*encoded);
    if (!again.ok() || *again != text.utf8) std::abort();
  }
  return 0;
}
