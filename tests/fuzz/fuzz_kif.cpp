// Fuzz harness: the KIF/KI2 reader, strict and lenient. Diagnostics must lie inside the input; a
// record that reads must write as KIF and read back with the same moves and comments.
// (fuzz_ki2_jkf checks the other writers, fuzz_kif_records files of several records.)
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <utility>
#include <vector>

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

// Writing as KIF must read back with the same moves and comments.
void check_round_trip(const record& r) {
  const auto again = read_kif(write_kif(r));
  if (!again.ok() || again->nodes.size() != r.nodes.size() || !same_moves_and_comments(r, *again))
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // The strict reading; the lenient one only when the strict one fails (otherwise they agree).
  const auto first = read_kif(bytes);
  check_diagnostics(first, size);
  if (first.ok()) {
    check_round_trip(*first);
  } else {
    const auto lenient = read_kif(bytes, {true, ""});
    check_diagnostics(lenient, size);
    if (lenient.ok()) check_round_trip(*lenient);
  }
  return 0;
}
