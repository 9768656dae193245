// Fuzz harness: the KIF/KI2 and JKF readers. A record that reads must write as KIF, KI2 and JKF
// and read back without errors; diagnostics must lie inside the input.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  for (bool lenient : {false, true}) {
    const auto r = read_kif(bytes, {lenient, ""});
    for (const auto& d : r.diagnostics())
      if (d.offset > size || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
    if (!r.ok()) continue;
    const auto again = read_kif(write_kif(*r));
    if (!again.ok() || again->nodes.size() != r->nodes.size()) std::abort();
    // KI2 has no move-section marker: lines kept before the first move may read differently.
    bool has_unparsed = false;
    for (const auto& n : r->nodes) has_unparsed |= !n.unparsed.empty();
    if (!has_unparsed && !read_kif(write_ki2(*r)).ok()) std::abort();
    if (!read_jkf(to_jkf(*r)).ok()) std::abort();
  }
  const auto jkf = read_jkf(bytes);
  if (jkf.ok()) {
    const auto again = read_jkf(to_jkf(*jkf));
    if (!again.ok() || again->nodes.size() != jkf->nodes.size()) std::abort();
  }
  return 0;
}
