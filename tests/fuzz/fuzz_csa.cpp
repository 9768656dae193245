// Fuzz harness: the CSA reader and writer. Diagnostics must lie inside the input; a game that
// reads without errors must write as CSA (V2.2 and V3.0) and read back to the same moves,
// specials and comments. (fuzz_csa_records checks files of several games.)
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <tuple>
#include <vector>

#include "kifu/shogi/csa.hpp"
#include "well_placed.hpp"

using namespace kifu::shogi;

namespace {

// The moves of the main line.
std::vector<move> main_moves(const record& r) {
  std::vector<move> out;
  for (const std::size_t i : r.main_line())
    if (r.nodes[i].move) out.push_back(*r.nodes[i].move);
  return out;
}

// The headers whatever their order (the writer puts the players' names first, as CSA orders
// them).
std::vector<header_entry> sorted_headers(const record& r) {
  auto h = r.headers;
  std::sort(h.begin(), h.end(), [](const header_entry& x, const header_entry& y) {
    return std::tie(x.key, x.value) < std::tie(y.key, y.value);
  });
  return h;
}

// The same main line: moves, and (with `notes`) the same special moves, comment lines and
// headers, node for node.
bool same_main_line(const record& a, const record& b, bool notes) {
  if (a.start != b.start || main_moves(a) != main_moves(b)) return false;
  if (!notes) return true;
  const auto x = a.main_line(), y = b.main_line();
  if (x.size() != y.size() || sorted_headers(a) != sorted_headers(b)) return false;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (a.nodes[x[i]].special != b.nodes[y[i]].special ||
        a.comments(x[i]).text() != b.comments(y[i]).text())
      return false;
  return true;
}

void check_round_trip(const record& r, const csa_write_options& options) {
  const auto written = write_csa(r, options);
  if (!written.has_value()) {
    // Only Shift_JIS may fail (a character it lacks); UTF-8 always writes.
    if (options.encoding != kifu::text_encoding::shift_jis) std::abort();
    return;
  }
  // What CSA cannot hold as it was (lines the reader did not understand, specials without a
  // CSA word) is written as comments, with a warning.
  const auto again = read_csa(*written);
  if (!again.ok() || !same_main_line(r, *again, written.diagnostics().empty())) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto first = read_csa(bytes);
  check_diagnostics(first, size);
  if (first.ok()) {
    check_round_trip(*first, {csa_version::v2_2, kifu::text_encoding::shift_jis, false});
    check_round_trip(*first, {csa_version::v3_0, kifu::text_encoding::utf8, true});
  }
  return 0;
}
