// Fuzz harness: the CKKA reader and printer, in every notation and body-only. Diagnostics must
// lie inside the input; a record read without errors must print, read back to the same record
// and print the same text again. (fuzz_cerke_replay checks what is done with a record read.)
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "kifu/cerke/ckka.hpp"

using namespace kifu::cerke;

namespace {

// A body that starts with a drop, a declaration or a season end reads as header lines once it
// is printed without a header before it; the round trip holds for every other record.
bool starts_like_a_body(const record& r) {
  if (r.body.empty()) return true;
  const auto* m = std::get_if<move_element>(&r.body.front());
  return m != nullptr && !std::holds_alternative<parachute>(m->move);
}

void round_trip(std::string_view bytes, const ckka_read_options& options) {
  const auto r = read_ckka(bytes, options);
  for (const auto& d : r.diagnostics())
    if (d.offset > bytes.size() || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
  if (!r.ok() || (!options.body_only && !starts_like_a_body(*r))) return;
  const std::string printed = write_ckka(*r);
  auto reread = options;
  // The printed text is notation ⓪ (with the ① reading of ambiguous 皇 moves kept).
  if (reread.notation != notation::zero) reread.notation = notation::one;
  const auto again = read_ckka(printed, reread);
  if (!again.ok() || without_positions(*again) != without_positions(*r)) std::abort();
  if (write_ckka(*again) != printed) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  ckka_read_options options;
  round_trip(bytes, options);
  options.body_only = true;
  round_trip(bytes, options);
  for (const auto n : {notation::one, notation::two, notation::three}) {
    options.notation = n;
    round_trip(bytes, options);
  }
  return 0;
}
