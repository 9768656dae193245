// Figures (譜) of a game record: the position before a move, with the moves of the figure drawn
// on it, numbered, and notes for the moves that cannot be drawn (played on a stone of the figure,
// or passes).
#include <vector>

#include "kifu/go/diagram.hpp"

namespace kifu::inline v0::go {

parse_result<std::string> write_figure_svg(const sgf_game& record, std::size_t first,
                                           std::size_t last, diagram_options options) {
  if (first == 0) first = 1;
  // Playing to `last` checks every move the figure shows; the board starts before `first`.
  const auto played = play_main_line(record, last);
  auto out = parse_result<std::string>::failed_as(played);
  if (!played.ok()) return out;
  const auto before = play_main_line(record, first - 1);
  position board = before->board();
  const int n = board.size();

  // The moves in order, with the setup of their nodes.
  std::vector<const sgf_move*> moves;
  if (record.first) moves.push_back(&*record.first);
  for (const auto& node : record.main_line)
    if (node.move) moves.push_back(&*node.move);

  std::vector<int> figure(static_cast<std::size_t>(n * n), 0);  // the figure's number on a point
  std::optional<point> last_drawn;
  options.numbers.clear();
  for (std::size_t k = first; k <= last && k <= moves.size(); ++k) {
    const sgf_move& m = *moves[k - 1];
    const std::string number = std::to_string(k);
    last_drawn.reset();
    if (!m.at) {
      options.notes.push_back(number + " pass");
      continue;
    }
    if (!board.contains(m.at->x, m.at->y)) break;  // play_main_line refused it already
    const auto i = static_cast<std::size_t>(m.at->y * n + m.at->x);
    if (figure[i] != 0) {
      options.notes.push_back(number + " at " + std::to_string(figure[i]));
      continue;
    }
    board.set(m.at->x, m.at->y, stone_of(m.color));
    figure[i] = static_cast<int>(k);
    options.numbers.emplace_back(*m.at, static_cast<int>(k));
    last_drawn = m.at;
  }
  if (options.mark_last_move && last_drawn && !options.last_move) options.last_move = last_drawn;
  out.set_value(write_svg(board, options));
  return out;
}

}  // namespace kifu::inline v0::go
