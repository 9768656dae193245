// Fuzz harness: the search query reader and compiler. Diagnostics lie inside the input; a query
// that reads either compiles or says why; a compiled query runs over a small database.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/tsume/query.hpp"
#include "small_database.hpp"

using namespace kifu;
using namespace kifu::tsume;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const database db = fuzz::small_database();
  if (db.size() != 1 || db.at(0).moves != 15) std::abort();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto q = parse_query(text);
  for (const auto& d : q.diagnostics())
    if (d.offset > size || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
  if (!q.ok()) return 0;
  const auto c = compiled_query::compile(*q);
  if (!c.ok()) {
    if (c.diagnostics().empty()) std::abort();
    return 0;
  }
  (void)search(db, *c, 1);
  return 0;
}
