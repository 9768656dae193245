// The main line of an SGF game played on the board, with illegal moves reported where they are
// written.
#include <string>

#include "kifu/go/sgf.hpp"

namespace kifu::inline v0::go {

namespace {

diagnostic at(const sgf_place& p, diagnostic_code code, severity level, std::string message) {
  return {code, level, p.offset, p.line, p.column, std::move(message)};
}

// The SGF letter of a coordinate, off any board or not (a–z, then A–Z).
char sgf_letter(int v) {
  return static_cast<char>(v < 26 ? 'a' + v : 'A' + (v - 26));
}

// "B[dd]" or "W[]" for a move of the record, as written (a point off the board too).
std::string spelled(const sgf_move& m) {
  std::string s = m.color == color::black ? "B[" : "W[";
  if (m.at && m.at->x >= 0 && m.at->x < 52 && m.at->y >= 0 && m.at->y < 52)
    s += {sgf_letter(m.at->x), sgf_letter(m.at->y)};
  return s + "]";
}

// Plays one move; false (with an error) when it cannot be played.
bool play_one(game& g, const sgf_move& m, std::size_t number, parse_result<game>& out) {
  if (!m.at) {
    g.pass(m.color);
    return true;
  }
  const std::string name = "move " + std::to_string(number) + " " + spelled(m);
  if (m.at->x < 0) {  // a value that is no point (the reader reported it too)
    out.add(at(m.place, diagnostic_code::go_illegal_move, severity::error,
               "move " + std::to_string(number) +
                   " names no point; the game is played up to the move before it"));
    return false;
  }
  const play_outcome r = g.play(m.color, *m.at);
  if (r.error == move_error::ko) {
    out.add(at(m.place, diagnostic_code::go_ko, severity::warning,
               name + " retakes the ko at once (simple ko); played as written"));
    return true;
  }
  if (r.error == move_error::none) return true;
  const int n = g.board().size();
  const std::string why =
      r.error == move_error::off_board
          ? "is off the " + std::to_string(n) + "×" + std::to_string(n) + " board"
      : r.error == move_error::occupied ? "is played on a stone already there"
                                        : "is suicide: the stone would have no liberty and "
                                          "captures nothing";
  out.add(at(m.place, diagnostic_code::go_illegal_move, severity::error,
             name + " " + why + "; the game is played up to the move before it"));
  return false;
}

}  // namespace

parse_result<game> play_main_line(const sgf_game& record, std::optional<std::size_t> moves) {
  return play_main_line(record, moves, {});
}

parse_result<game> play_main_line(const sgf_game& record, std::optional<std::size_t> moves,
                                  const std::function<void(std::size_t, const game&)>& visit) {
  parse_result<game> out;
  game g(record.setup);
  const std::size_t last = moves.value_or(record.move_count());
  std::size_t number = 0;
  if (visit) visit(0, g);
  const auto next = [&](const sgf_move& m) {
    if (number >= last) return false;
    if (!play_one(g, m, number + 1, out)) return false;
    ++number;
    return true;
  };
  bool going = !record.first || next(*record.first);
  if (going && record.first && visit) visit(number, g);
  for (const auto& node : record.main_line) {
    if (!going || number >= last) break;
    for (const auto& [p, s] : node.setup) g.set(p, s);
    if (node.move) going = next(*node.move);
    if (going && node.to_play) g.set_to_play(*node.to_play);
    // The position after a move is the one play stops at: its node's setup and side to move
    // included, the next node's setup not.
    if (going && node.move && visit) visit(number, g);
  }
  out.set_value(std::move(g));
  return out;
}

}  // namespace kifu::inline v0::go
