// Fuzz harness: CSA files of several games. The first game is the one read_csa reads;
// diagnostics lie inside the input; the games that read write back as as many games.
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "kifu/shogi/csa.hpp"
#include "well_placed.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto games = read_csa_records(bytes);
  std::vector<record> good;
  for (const auto& g : games) {
    check_diagnostics(g, size);
    if (g.ok()) good.push_back(*g);
  }
  if (games.empty() || games[0].ok() != read_csa(bytes).ok()) std::abort();
  if (!good.empty()) {
    const auto written =
        write_csa_records(good, {csa_version::v3_0, kifu::text_encoding::utf8, false});
    if (!written.has_value() || read_csa_records(*written).size() != good.size()) std::abort();
  }
  return 0;
}
