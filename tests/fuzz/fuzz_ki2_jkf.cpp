// Fuzz harness: the KI2 and JKF writers and the JKF reader. A KIF record that reads must write
// as KI2 without any line turning into a header or program line, and as JKF that reads back; a
// JKF record that reads must write and read back with as many nodes.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "well_placed.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto kif = read_kif(bytes, {true, ""});
  if (kif.ok()) {
    // KI2 writes no special moves (their notes go with the move before).
    const auto again_ki2 = read_kif(write_ki2(*kif));
    if (!again_ki2.ok() || again_ki2->headers != kif->headers ||
        again_ki2->program_lines != kif->program_lines)
      std::abort();
    if (!read_jkf(write_jkf(*kif)).ok()) std::abort();
  }
  const auto jkf = read_jkf(bytes);
  check_diagnostics(jkf, size);
  if (jkf.ok()) {
    const auto again = read_jkf(write_jkf(*jkf));
    if (!again.ok() || again->nodes.size() != jkf->nodes.size()) std::abort();
  }
  return 0;
}
