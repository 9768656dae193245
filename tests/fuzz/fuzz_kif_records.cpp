// Fuzz harness: files of several KIF/KI2 records. The first record is the one read_kif reads;
// diagnostics lie inside the input; the records that read write back as as many records.
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "kifu/shogi/kif.hpp"
#include "well_placed.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto records = read_kif_records(bytes);
  std::vector<record> good;
  for (const auto& r : records) {
    check_diagnostics(r, size);
    if (r.ok()) good.push_back(*r);
  }
  const auto first = read_kif(bytes);
  if (records.empty() || first.ok() != records[0].ok() ||
      (first.ok() && first->nodes.size() != records[0]->nodes.size()))
    std::abort();
  if (!good.empty() && read_kif_records(write_kif_records(good)).size() != good.size())
    std::abort();
  return 0;
}
