// A tsume database of one problem for the fuzz harnesses: the example solution of the T-BASE
// format description on a diagram that fits it (15 moves).
#pragma once

#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "kifu/tsume/database.hpp"

namespace fuzz {

inline kifu::tsume::database small_database() {
  using namespace kifu;
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
  (void)tbase::append_dia(dia, work.problem);  // a field that does not fit is left blank
  const std::string tjn = tbase::write_tjn({{work.solution}, {}}).value_or_throw();
  return tsume::database::load({{"fuzz", dia, tjn, {}, {}}}, 1,
                               [](const diagnostic&, std::string_view) {});
}

}  // namespace fuzz
