// Fuzz harness: the .rem reader. Diagnostics lie inside the input; what was read writes and
// reads back as the same sections; colour spans never lose text.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/tbase/rem.hpp"

using namespace kifu::tbase;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto r = read_rem(bytes);
  if (!r.has_value()) std::abort();
  for (const auto& d : r.diagnostics())
    if (d.offset > size || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
  for (const auto& s : r->sections) {
    std::size_t text = 0;
    for (const auto& span : colored_spans(s)) text += span.text.size();
    std::size_t all = 0;
    for (const auto& line : s.lines) all += line.size();
    if (text > all) std::abort();
  }
  const auto written = write_rem(*r);
  if (r.ok() && written.ok()) {  // invalid Shift_JIS is reported and dropped
    const auto again = read_rem(*written);
    if (!again.has_value() || !(again->sections == r->sections)) std::abort();
  }
  return 0;
}
