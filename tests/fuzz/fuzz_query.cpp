// Fuzz harness: the search query reader and compiler. Diagnostics lie inside the input; a query
// that reads either compiles or says why; a compiled query runs over a small database.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "kifu/tsume/query.hpp"

using namespace kifu;
using namespace kifu::tsume;

namespace {

// One problem: the example solution of the T-BASE format description on a diagram that fits it.
database make_database() {
  shogi::record r;
  r.start = shogi::parse_sfen("8l/6g1k/9/5+R3/4B4/9/9/9/9 b GPrb2g4s4n3l17p 1").value_or_throw();
  shogi::position p = r.start;
  std::size_t parent = 0;
  for (const char* usi : {"4d1d", "G*1c", "G*2b", "3b2b", "1d1c", "1b1c", "G*2d", "1c1b", "5e2b+",
                          "1b2b", "G*3c", "2b2a", "P*2b", "2a1b", "3c2c"}) {
    shogi::record_node n;
    n.parent = parent;
    n.move = shogi::parse_usi_move(usi, p).value_or_throw();
    p.play(*n.move);
    r.nodes.push_back(n);
    r.nodes[parent].children.push_back(r.nodes.size() - 1);
    parent = r.nodes.size() - 1;
  }
  const auto work = tbase::from_record(r, 3).value_or_throw();
  std::string dia;
  (void)tbase::append_dia(work.problem, dia);  // a field that does not fit is left blank
  const std::string tjn = tbase::write_tjn({{work.solution}, {}}).value_or_throw();
  return database::load({{"fuzz", dia, tjn}}, 1, [](const diagnostic&, std::string_view) {});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const database db = make_database();
  if (db.problems().size() != 1 || db.problems()[0].moves != 15) std::abort();
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
