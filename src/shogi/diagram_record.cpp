// Diagram options from a record: player names, 下手/上手 for handicaps, the last move and a
// caption 【図は35手目 ▲７六歩まで】.
#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/notation.hpp"
#include "shogi/diagram_glyphs.hpp"

namespace kifu::inline v0::shogi {

record_diagram diagram_at(const record& r, std::size_t node) {
  record_diagram d{r.position_after(node), {}, std::nullopt};
  diagram_options& o = d.options;
  const auto uwate = r.header("上手"), shitate = r.header("下手");
  o.names = r.handicap_game() ? side_names::shitate_uwate : side_names::sente_gote;
  o.black_name = shitate ? *shitate : r.header("先手").value_or("");
  o.white_name = uwate ? *uwate : r.header("後手").value_or("");
  // A special move (投了 …) shows the position of the move before it.
  std::size_t last = node;
  while (last != 0 && !r.nodes[last].move) last = r.nodes[last].parent;
  if (last == 0) return d;
  const record_node& n = r.nodes[last];
  const std::size_t parent = n.parent;
  std::optional<square> previous_to;
  if (parent != 0 && r.nodes[parent].move) previous_to = r.nodes[parent].move->to();
  d.last_move = n.move;
  o.last_move = n.move->to();
  o.ply = n.ply;
  o.last_move_text = to_ki2(*n.move, r.position_before(last), previous_to);
  o.caption = "【図は" + std::to_string(n.ply) + "手目 " +
              detail::picture_move_text(o.last_move_text) + "まで】";
  return d;
}

std::optional<record_diagram> diagram_at_ply(const record& r, int ply) {
  if (ply < 0) return std::nullopt;
  std::size_t node = 0;
  for (int i = 0; i < ply; ++i) {
    if (r.nodes[node].children.empty()) return std::nullopt;
    node = r.nodes[node].children.front();
    if (!r.nodes[node].move) return std::nullopt;  // a special move is not a ply
  }
  return diagram_at(r, node);
}

}  // namespace kifu::inline v0::shogi
