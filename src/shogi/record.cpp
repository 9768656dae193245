// shogi::record helpers: header look-up, the main line, positions of nodes.
#include "kifu/shogi/record.hpp"

namespace kifu::shogi {

std::string_view kif_word(special_move s) noexcept {
  switch (s) {
    case special_move::interrupt:
      return "中断";
    case special_move::resign:
      return "投了";
    case special_move::jishogi:
      return "持将棋";
    case special_move::repetition:
      return "千日手";
    case special_move::checkmate:
      return "詰み";
    case special_move::time_up:
      return "切れ負け";
    case special_move::illegal_win:
      return "反則勝ち";
    case special_move::illegal_loss:
      return "反則負け";
    case special_move::entering_king:
      return "入玉勝ち";
    case special_move::win_by_default:
      return "不戦勝";
    case special_move::loss_by_default:
      return "不戦敗";
    case special_move::no_mate:
      return "不詰";
    case special_move::sealed:
      return "封じ手";
    case special_move::none:
    case special_move::unknown:
      break;
  }
  return "";
}

std::optional<std::string> record::header(std::string_view key) const {
  for (const auto& h : headers)
    if (h.key == key) return h.value;
  return std::nullopt;
}

std::vector<std::size_t> record::main_line() const {
  std::vector<std::size_t> line;
  for (std::size_t i = 0; !nodes[i].children.empty();) {
    i = nodes[i].children.front();
    line.push_back(i);
  }
  return line;
}

position record::position_after(std::size_t i) const {
  std::vector<std::size_t> path;
  for (std::size_t n = i; n != 0; n = nodes[n].parent) path.push_back(n);
  position p = start;
  for (auto it = path.rbegin(); it != path.rend(); ++it)
    if (nodes[*it].move) p.play(*nodes[*it].move);
  return p;
}

position record::position_before(std::size_t i) const {
  return i == 0 ? start : position_after(nodes[i].parent);
}

}  // namespace kifu::shogi
