#include "evaluation_check.hpp"

#include "kifu/shogi/evaluation.hpp"
#include "record_file.hpp"

namespace kifu_cli {

namespace {

// A comment line as a message quotes it: its first 60 bytes at most, cut between characters.
std::string quoted(std::string_view line) {
  if (line.size() <= 60) return std::string(line);
  std::size_t end = 60;
  while (end > 0 && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) --end;
  return std::string(line.substr(0, end)) + "…";
}

}  // namespace

void check_evaluations(const kifu::shogi::record& r, const std::string& file,
                       held_messages& messages, bool reading_lines) {
  // Node `i`'s warnings; its reading line is checked when `after`, the position after its move,
  // is given (the moves are played only then: export and graph check values alone).
  const auto check = [&](std::size_t i, const kifu::shogi::position* after) {
    const auto comments = r.comments(i);
    if (comments.begin() == comments.end()) return;
    const auto& n = r.nodes[i];
    const auto warn = [&](kifu::diagnostic_code code, const std::string& message) {
      messages.report({code, kifu::severity::warning, 0, n.line, n.line != 0 ? 1U : 0U, message},
                      display_name(file));
    };
    const std::string move = "move " + std::to_string(n.ply);
    if (const auto line = kifu::shogi::unreadable_evaluation_line(comments)) {
      // What each form takes: floodgate's `** SCORE …`, or ShogiHome's #評価値= … lines.
      const bool floodgate = line->starts_with("**");
      warn(kifu::diagnostic_code::evaluation_value_unreadable,
           "the evaluation line '" + quoted(*line) + "' in the comment of " + move +
               " has no value kifu can read (" +
               (floodgate ? "a whole number after **"
                          : "a whole number; 先手勝ち or 後手勝ち after #詰み=") +
               "): the move counts as unevaluated");
    }
    if (after == nullptr) return;
    bool illegal = false;
    const auto last_to = n.move ? std::optional(n.move->to()) : std::nullopt;
    // The line is read up to its first move that is not legal: that one is the next.
    if (const auto e = kifu::shogi::read_evaluation(comments, *after, last_to, &illegal);
        e && illegal)
      warn(kifu::diagnostic_code::evaluation_line_illegal,
           "the engine's reading line in the comment of " + move + " is not legal at its move " +
               std::to_string(e->pv.size() + 1) + "; it is kept as text only");
  };
  if (!reading_lines) {
    for (const std::size_t i : r.main_line()) check(i, nullptr);
    return;
  }
  for (kifu::shogi::main_line_cursor c(r); c.next();) check(c.node(), &c.after());
}

}  // namespace kifu_cli
