// Fuzz harness: Pekzep numeral parsing. Besides not crashing, every accepted numeral must format
// and read back to the same value, and both entry points must agree.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/pekzep.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto result = kifu::pekzep::parse(text);
  const auto fast = kifu::pekzep::try_parse(text);
  if (result.ok() != fast.has_value()) std::abort();
  if (result.ok()) {
    if (*fast != *result) std::abort();
    const auto back = kifu::pekzep::try_parse(kifu::pekzep::format(*result).view());
    if (back != *result) std::abort();
  } else {
    if (result.diagnostics().empty()) std::abort();
    const auto& d = result.diagnostics().front();
    if (d.offset > size || d.column == 0 || d.message.empty()) std::abort();
  }
  return 0;
}
