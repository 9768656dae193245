// shogi::record helpers: header look-up, the main line, positions of nodes.
#include "kifu/shogi/record.hpp"

#include <algorithm>

namespace kifu::inline v0::shogi {

std::string_view to_string(special_move s) noexcept {
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
    case special_move::draw:
      return "引き分け";
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

std::optional<special_move> special_of_footer(const record& r, std::size_t last) {
  const record_node& n = r.nodes[last];
  if (!n.footer || n.special != special_move::none) return std::nullopt;
  std::string_view rest = *n.footer;
  // まで N手で WORDS
  constexpr std::string_view made = "まで", moves = "手で";
  if (!rest.starts_with(made)) return std::nullopt;
  rest.remove_prefix(made.size());
  const auto digits = rest.find_first_not_of("0123456789");
  if (digits == 0 || digits == std::string_view::npos) return std::nullopt;
  if (rest.substr(digits) == "手詰") return special_move::checkmate;  // a tsume's まで7手詰
  if (!rest.substr(digits).starts_with(moves)) return std::nullopt;
  rest.remove_prefix(digits + moves.size());
  // The side to move after the line's last move, and the one that made it.
  const bool black_to_move = (n.ply % 2 == 0) == (r.start.side_to_move() == color::black);
  const auto names = [&](bool black) {
    return r.handicap_game() ? std::string_view(black ? "下手" : "上手")
                             : std::string_view(black ? "先手" : "後手");
  };
  const std::string mover(names(black_to_move)), last_mover(names(!black_to_move));
  if (rest == last_mover + "の勝ち") return special_move::resign;
  if (rest == "時間切れにより" + last_mover + "の勝ち") return special_move::time_up;
  for (const special_move s :
       {special_move::illegal_win, special_move::illegal_loss, special_move::entering_king,
        special_move::win_by_default, special_move::loss_by_default})
    if (rest == mover + "の" + std::string(to_string(s))) return s;
  for (const special_move s :
       {special_move::interrupt, special_move::repetition, special_move::jishogi,
        special_move::checkmate, special_move::no_mate})
    if (rest == to_string(s)) return s;
  return std::nullopt;
}

bool record::handicap_game() const {
  return (handicap && *handicap != shogi::handicap::even && *handicap != shogi::handicap::other) ||
         header("上手") || header("下手");
}

std::size_t record::add_move(std::size_t parent, const shogi::move& m) {
  record_node n;
  n.parent = parent;
  n.ply = nodes.at(parent).ply + 1;
  n.move = m;
  nodes.push_back(std::move(n));
  const std::size_t added = nodes.size() - 1;
  nodes[parent].children.push_back(added);
  return added;
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

main_line_cursor::main_line_cursor(const record& r)
    : record_(&r), before_(r.start), after_(r.start) {}

bool main_line_cursor::next() {
  const record_node& here = record_->nodes[node_];
  if (here.children.empty()) return false;
  node_ = here.children.front();
  before_ = after_;
  if (const auto& m = record_->nodes[node_].move) after_.play(*m);
  return true;
}

position record::position_before(std::size_t i) const {
  return i == 0 ? start : position_after(nodes[i].parent);
}

void record::move_comments_to_end(std::size_t i) {
  std::size_t live = 0;
  for (const record_node& n : nodes) live += n.comments.size;
  text_span& moved = nodes[i].comments;
  if (comment_text_.size() - live <= live) {  // less unused text than used: append a copy
    const std::size_t end = comment_text_.size();
    if (end + moved.size > comment_text_.capacity())
      comment_text_.reserve(std::max(end + moved.size, 2 * comment_text_.capacity()));
    comment_text_.append(comment_text_.data() + moved.offset, moved.size);  // not reallocated
    moved.offset = static_cast<std::uint32_t>(end);
    return;
  }
  // Mostly unused: rebuild the buffer from the nodes' lines, node `i` last.
  std::string text;
  text.reserve(2 * live);
  const auto take = [&](text_span& s) {
    const auto offset = static_cast<std::uint32_t>(text.size());
    text.append(comment_text_, s.offset, s.size);
    s.offset = offset;
  };
  for (std::size_t k = 0; k < nodes.size(); ++k)
    if (k != i && nodes[k].comments.size != 0) take(nodes[k].comments);
  take(moved);
  comment_text_ = std::move(text);
}

}  // namespace kifu::inline v0::shogi
