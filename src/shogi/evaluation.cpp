// Engine evaluations in comments: floodgate's `**` line and ShogiHome's `#…=` lines, read into
// one structure and written back.
#include "kifu/shogi/evaluation.hpp"

#include <charconv>

#include "excerpt.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/notation.hpp"

namespace kifu::inline v0::shogi {

namespace {

constexpr std::string_view score_key = "#評価値=", line_key = "#読み筋=", depth_key = "#深さ=",
                           nodes_key = "#ノード数=", engine_key = "#エンジン=", mate_key = "#詰み=";
constexpr std::int32_t mate_value = 100000;

template <class T>
std::optional<T> number(std::string_view text) noexcept {
  if (text.starts_with('+')) text.remove_prefix(1);
  T value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end == text.data()) return std::nullopt;
  return value;
}

// A KI2 reading line (▲７六歩△３四歩…) replayed from `p`, to which a move to `previous` led (its
// first move may be 同 there); stops at the first move that is not legal (then `illegal` is set).
std::vector<move> ki2_line(std::string_view text, position p, std::optional<square> previous,
                           bool& illegal) {
  std::vector<move> out;
  constexpr std::string_view black_mark = "▲", white_mark = "△";
  while (!text.empty()) {
    if (!text.starts_with(black_mark) && !text.starts_with(white_mark)) break;
    std::size_t end = text.size();
    for (const std::string_view mark : {black_mark, white_mark})
      end = std::min(end, text.find(mark, mark.size()));
    std::string_view one = text.substr(0, end);
    while (!one.empty() && one.back() == ' ') one.remove_suffix(1);  // Kifu for Windows: spaced
    const auto m = parse_japanese_move(one, p, previous);
    if (!m.ok()) {
      illegal = true;
      break;
    }
    out.push_back(*m);
    previous = m->to();
    p.play(*m);
    text.remove_prefix(end);
  }
  return out;
}

// The score of a floodgate `** SCORE …` line: its first word, when it is a whole number.
std::optional<std::int32_t> floodgate_score(std::string_view line) noexcept {
  if (!line.starts_with("**")) return std::nullopt;
  std::string_view first = line.substr(2);
  first.remove_prefix(std::min(first.find_first_not_of(' '), first.size()));
  first = first.substr(0, first.find(' '));
  if (first.starts_with('+')) first.remove_prefix(1);
  std::int32_t value = 0;
  const auto [end, error] = std::from_chars(first.data(), first.data() + first.size(), value);
  if (error != std::errc{} || end != first.data() + first.size() || first.empty())
    return std::nullopt;
  return value;
}

// Kifu for Windows' analysis line (`**解析 0 … 評価値 +64 … 読み筋 ▲７六歩(77) △３四歩(33)` in
// KIF; its comment text keeps one `*`): the word after `key `, or nothing.
constexpr std::string_view kfw_prefix = "*解析";
std::optional<std::string_view> kfw_word(std::string_view line, std::string_view key) {
  const auto at = line.find(std::string(key) + ' ');
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = line.substr(at + key.size() + 1);
  rest.remove_prefix(std::min(rest.find_first_not_of(' '), rest.size()));
  return rest;
}

bool is_kfw_line(std::string_view line) noexcept {
  return line.starts_with(kfw_prefix) && kfw_word(line, "評価値").has_value();
}

}  // namespace

bool is_evaluation_line(std::string_view line) noexcept {
  if (floodgate_score(line) || is_kfw_line(line)) return true;
  for (const std::string_view key :
       {score_key, line_key, depth_key, nodes_key, engine_key, mate_key})
    if (line.starts_with(key)) return true;
  return false;
}

std::optional<std::string_view> unreadable_evaluation_line(text_lines comments) {
  // A whole number, its sign allowed, and nothing after it.
  const auto whole = [](std::string_view text) {
    if (text.starts_with('+') || text.starts_with('-')) text.remove_prefix(1);
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
  };
  for (const std::string_view line : comments) {
    if (line.starts_with("** ") && !floodgate_score(line)) return line;
    if (line.starts_with(score_key) && !whole(line.substr(score_key.size()))) return line;
    if (line.starts_with(depth_key) && !whole(line.substr(depth_key.size()))) return line;
    if (line.starts_with(nodes_key) && !whole(line.substr(nodes_key.size()))) return line;
    if (line.starts_with(mate_key)) {
      const std::string_view rest = line.substr(mate_key.size());
      if (!rest.starts_with("先手勝ち") && !rest.starts_with("後手勝ち")) return line;
    }
  }
  return std::nullopt;
}

namespace {

// read_evaluation, and without `after` (nullptr) the evaluation without its reading line.
std::optional<evaluation> read_from(text_lines comments, const position* after,
                                    std::optional<square> last_to, bool* illegal_pv) {
  evaluation e;
  bool illegal = false;
  for (const std::string_view line : comments) {
    if (const auto score = floodgate_score(line)) {  // `**` and a number: floodgate's line
      e.score = score;
      if (after != nullptr) e.pv = parse_engine_comment(line, *after)->pv;
      // The words after the score that were not read as legal moves.
      std::size_t words = 0;
      for (std::size_t at = 2; at < line.size();) {
        const std::size_t start = line.find_first_not_of(' ', at);
        if (start == std::string_view::npos) break;
        ++words;
        at = std::min(line.find(' ', start), line.size());
      }
      illegal |= after != nullptr && words > 1 + e.pv.size();
      if (e.score && (*e.score >= mate_value || *e.score <= -mate_value)) {
        e.mate = 0;
        e.mate_sign = *e.score > 0 ? 1 : -1;
        e.score.reset();
      }
    } else if (is_kfw_line(line)) {
      std::string value(*kfw_word(line, "評価値"));
      value = value.substr(0, value.find(' '));
      for (const std::string_view bound : {"↑", "↓"})  // a bound, which the value is not
        for (auto at = value.find(bound); at != std::string::npos; at = value.find(bound))
          value.erase(at, bound.size());
      if (const auto mate_at = value.find("詰"); mate_at != std::string::npos) {
        e.mate_sign = value.starts_with('-') ? -1 : 1;
        const auto plies = number<int>(std::string_view(value).substr(mate_at + 3));
        e.mate = plies && *plies > 0 ? e.mate_sign * *plies : 0;
      } else if (const auto score = number<std::int32_t>(value)) {
        e.score = score;
      }
      if (const auto depth = kfw_word(line, "深さ")) e.depth = number<int>(*depth);
      if (const auto nodes = kfw_word(line, "ノード数")) e.nodes = number<std::int64_t>(*nodes);
      if (const auto pv = kfw_word(line, "読み筋"); pv && after != nullptr)
        e.pv = ki2_line(*pv, *after, last_to, illegal);
    } else if (line.starts_with(score_key)) {
      if (const auto score = number<std::int32_t>(line.substr(score_key.size()))) {
        e.score = score;
      }
    } else if (line.starts_with(line_key)) {
      if (after != nullptr) e.pv = ki2_line(line.substr(line_key.size()), *after, last_to, illegal);
    } else if (line.starts_with(depth_key)) {
      e.depth = number<int>(line.substr(depth_key.size()));
    } else if (line.starts_with(nodes_key)) {
      e.nodes = number<std::int64_t>(line.substr(nodes_key.size()));
    } else if (line.starts_with(engine_key)) {
      e.engine = std::string(line.substr(engine_key.size()));
    } else if (line.starts_with(mate_key)) {
      std::string_view rest = line.substr(mate_key.size());
      const int sign = rest.starts_with("先手勝ち") ? 1 : rest.starts_with("後手勝ち") ? -1 : 0;
      if (sign == 0) continue;
      e.mate_sign = sign;
      e.mate = 0;
      if (const auto colon = rest.find(':'); colon != std::string_view::npos)
        if (const auto plies = number<int>(rest.substr(colon + 1)); plies && *plies > 0)
          e.mate = sign * *plies;  // a length is a count of plies: a sign there is no length
    }
  }
  // An evaluation says something: a score, a mate or a reading line (a later line may have
  // replaced an earlier one by nothing).
  if (!e.score && !e.mate && e.pv.empty()) return std::nullopt;
  if (illegal_pv != nullptr) *illegal_pv = illegal;
  return e;
}

// Where node `i`'s move went (nothing for the start or a special move).
std::optional<square> move_to(const record& r, std::size_t i) {
  return r.nodes[i].move ? std::optional(r.nodes[i].move->to()) : std::nullopt;
}

}  // namespace

std::optional<evaluation> read_evaluation(text_lines comments, const position& after,
                                          std::optional<square> last_to, bool* illegal_pv) {
  return read_from(comments, &after, last_to, illegal_pv);
}

std::optional<evaluation> read_evaluation_score(text_lines comments) {
  return read_from(comments, nullptr, std::nullopt, nullptr);
}

std::optional<evaluation> evaluation_of(const record& r, std::size_t i) {
  return read_evaluation(r.comments(i), r.position_after(i), move_to(r, i));
}

std::vector<std::string> evaluation_lines(const evaluation& e, const position& after,
                                          evaluation_form form, std::optional<square> last_to) {
  std::vector<std::string> out;
  // Floodgate's line starts with the score: an evaluation without one (a reading line alone)
  // is written in ShogiHome's form, which holds it.
  if (form == evaluation_form::floodgate && e.value()) {
    std::string line = "**";
    // A score is clamped inside ±99999: floodgate reads ±100000 and beyond as a mate.
    const std::int32_t v =
        e.mate ? *e.value() : std::clamp(*e.score, -(mate_value - 1), mate_value - 1);
    line += ' ' + std::to_string(v);
    position p = after;
    for (const move& m : e.pv) {
      line += ' ' + to_csa(m, p);
      p.play(m);
    }
    out.push_back(std::move(line));
    return out;
  }
  if (e.mate) {
    const int sign = *e.mate != 0 ? (*e.mate > 0 ? 1 : -1) : e.mate_sign;
    std::string line(mate_key);
    line += sign > 0 ? "先手勝ち" : "後手勝ち";
    if (*e.mate != 0) line += ':' + std::to_string(*e.mate > 0 ? *e.mate : -*e.mate) + "手";
    out.push_back(std::move(line));
  }
  if (e.score) out.push_back(std::string(score_key) + std::to_string(*e.score));
  if (!e.pv.empty()) {
    std::string line(line_key);
    position p = after;
    std::optional<square> previous = last_to;
    for (const move& m : e.pv) {
      line += to_ki2(m, p, previous);
      previous = m.to();
      p.play(m);
    }
    out.push_back(std::move(line));
  }
  if (e.depth) out.push_back(std::string(depth_key) + std::to_string(*e.depth));
  if (e.nodes) out.push_back(std::string(nodes_key) + std::to_string(*e.nodes));
  if (!e.engine.empty()) out.push_back(std::string(engine_key) + e.engine);
  return out;
}

void clear_evaluation(record& r, std::size_t i) {
  std::vector<std::string> kept;
  bool any = false;
  for (const std::string_view line : r.comments(i)) {
    if (is_evaluation_line(line))
      any = true;
    else
      kept.emplace_back(line);
  }
  if (!any) return;
  r.clear_comments(i);
  for (const std::string& line : kept) r.add_comment(i, line);
}

evaluations_expressed express_evaluations(record& r, evaluation_form form) {
  evaluations_expressed out;
  const bool floodgate = form == evaluation_form::floodgate;
  for (std::size_t i = 1; i < r.nodes.size(); ++i) {
    if (!r.nodes[i].move) continue;
    bool other_form = false;
    for (const std::string_view line : r.comments(i))
      if (is_evaluation_line(line) && floodgate_score(line).has_value() != floodgate)
        other_form = true;
    if (!other_form) continue;
    const auto e = evaluation_of(r, i);
    if (!e || (floodgate && !e->value())) continue;  // nothing read, or no score for the line
    if (floodgate && (e->depth || e->nodes || !e->engine.empty())) ++out.lost_parts;
    set_evaluation(r, i, *e, form);
    ++out.rewritten;
  }
  return out;
}

void set_evaluation(record& r, std::size_t i, const evaluation& e, evaluation_form form) {
  clear_evaluation(r, i);
  for (const std::string& line : evaluation_lines(e, r.position_after(i), form, move_to(r, i)))
    r.add_comment(i, line);
}

diagnostic_list check_evaluations(const record& r, bool reading_lines) {
  diagnostic_list out;
  // Node `i`'s warnings; its reading line is checked when `after`, the position after its move,
  // is given (the moves are played only then: values alone need no board).
  const auto check = [&](std::size_t i, const position* after) {
    const auto comments = r.comments(i);
    if (comments.begin() == comments.end()) return;
    const auto& n = r.nodes[i];
    const auto warn = [&](diagnostic_code code, std::string message) {
      out.push_back(
          {code, severity::warning, 0, n.line, n.line != 0 ? 1U : 0U, std::move(message)});
    };
    const std::string move = "move " + std::to_string(n.ply);
    if (const auto line = unreadable_evaluation_line(comments)) {
      // What each form takes: floodgate's `** SCORE …`, or ShogiHome's #評価値= … lines.
      const bool floodgate = line->starts_with("**");
      warn(diagnostic_code::evaluation_value_unreadable,
           "the evaluation line '" + kifu::detail::excerpt(*line) + "' in the comment of " + move +
               " has no value kifu can read (" +
               (floodgate ? "a whole number after **"
                          : "a whole number; 先手勝ち or 後手勝ち after #詰み=") +
               "): the move counts as unevaluated");
    }
    if (after == nullptr) return;
    bool illegal = false;
    const auto last_to = n.move ? std::optional(n.move->to()) : std::nullopt;
    // The line is read up to its first move that is not legal: that one is the next.
    if (const auto e = read_evaluation(comments, *after, last_to, &illegal); e && illegal)
      warn(diagnostic_code::evaluation_line_illegal,
           "the engine's reading line in the comment of " + move + " is not legal at its move " +
               std::to_string(e->pv.size() + 1) + "; it is kept as text only");
  };
  if (!reading_lines) {
    for (const std::size_t i : r.main_line()) check(i, nullptr);
    return out;
  }
  for (main_line_cursor c(r); c.next();) check(c.node(), &c.after());
  return out;
}

}  // namespace kifu::inline v0::shogi
