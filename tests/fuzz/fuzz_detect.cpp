// Fuzz harness: input detection. Every input gets a kind with a name and a reason; text kinds
// carry their encoding and the others none; the same bytes always get the same answer.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/detect.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto found = kifu::detect_input(bytes);
  if (kifu::to_string(found.kind).empty() || kifu::describe(found.kind).empty()) std::abort();
  if (found.reason.empty()) std::abort();
  using k = kifu::input_kind;
  // Foreign, but text.
  const bool text_kind =
      found.kind == k::html || found.kind == k::markdown || found.kind == k::json;
  const bool without_encoding = (kifu::is_foreign(found.kind) && !text_kind) ||
                                found.kind == k::empty || found.kind == k::tsume_index;
  if (without_encoding == found.encoding.has_value()) std::abort();
  const auto again = kifu::detect_input(bytes);
  if (again.kind != found.kind || again.encoding != found.encoding) std::abort();
  return 0;
}
