// Fuzz harness: the KIF/KI2 and JKF readers, one record or several. A record that reads must
// write as KIF, KI2 and JKF and read back without errors (KIF: with the same moves and comments);
// diagnostics must lie inside the input.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "well_placed.hpp"

using namespace kifu::shogi;

namespace {

// True when the trees of `a` and `b` hold the same moves and comment lines, node for node
// (children in order).
bool same_moves_and_comments(const record& a, const record& b) {
  std::vector<std::pair<std::size_t, std::size_t>> todo{{0, 0}};
  while (!todo.empty()) {
    const auto [x, y] = todo.back();
    todo.pop_back();
    const record_node& na = a.nodes[x];
    const record_node& nb = b.nodes[y];
    if (na.move != nb.move || na.children.size() != nb.children.size() ||
        a.comments(x).text() != b.comments(y).text())
      return false;
    for (std::size_t i = 0; i < na.children.size(); ++i)
      todo.emplace_back(na.children[i], nb.children[i]);
  }
  return true;
}

// Writing as KIF, KI2 and JKF must read back (KIF: with the same moves and comments).
void check_round_trips(const record& r) {
  const auto again = read_kif(write_kif(r));
  if (!again.ok() || again->nodes.size() != r.nodes.size() || !same_moves_and_comments(r, *again))
    std::abort();
  // KI2 writes no special moves (their notes go with the move before), but no line may turn
  // into a header or program line.
  const auto again_ki2 = read_kif(write_ki2(r));
  if (!again_ki2.ok() || again_ki2->headers != r.headers ||
      again_ki2->program_lines != r.program_lines)
    std::abort();
  if (!read_jkf(write_jkf(r)).ok()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // The strict reading; the lenient one only when the strict one fails (otherwise they agree).
  const auto first = read_kif(bytes);
  check_diagnostics(first, size);
  if (first.ok()) {
    check_round_trips(*first);
  } else {
    const auto lenient = read_kif(bytes, {true, ""});
    check_diagnostics(lenient, size);
    if (lenient.ok()) check_round_trips(*lenient);
  }
  // Several records: the first is read_kif's; the ones that read write back as as many.
  const auto records = read_kif_records(bytes);
  std::vector<record> good;
  for (const auto& r : records) {
    check_diagnostics(r, size);
    if (r.ok()) good.push_back(*r);
  }
  if (records.empty() || first.ok() != records[0].ok() ||
      (first.ok() && first->nodes.size() != records[0]->nodes.size()))
    std::abort();
  if (!good.empty() && read_kif_records(write_kif_records(good)).size() != good.size())
    std::abort();
  const auto jkf = read_jkf(bytes);
  check_diagnostics(jkf, size);
  if (jkf.ok()) {
    const auto again = read_jkf(write_jkf(*jkf));
    if (!again.ok() || again->nodes.size() != jkf->nodes.size()) std::abort();
  }
  return 0;
}
