// T-BASE works to tsume KIF records and back.
#include "kifu/tbase/convert.hpp"

#include <array>
#include <charconv>

#include "kifu/shogi/notation.hpp"
#include "text_lines.hpp"

namespace kifu::inline v0::tbase {

namespace {

using shogi::color;
using shogi::piece_kind;

constexpr std::array<std::string_view, 4> originality_words = {"新作", "再発表", "改作", "盗作"};
constexpr std::array<std::string_view, 4> jissen_words = {"桂香なし", "11香型", "21桂型",
                                                          "11香21桂型"};
constexpr std::array<std::string_view, 5> completeness_words = {"完全", "余早詰", "不詰",
                                                                "不詰・余早詰", "変長"};

template <std::size_t N>
std::optional<std::size_t> index_of(const std::array<std::string_view, N>& words,
                                    std::string_view w) {
  for (std::size_t i = 0; i < N; ++i)
    if (words[i] == w) return i;
  return std::nullopt;
}

std::optional<int> to_int(std::string_view s) {
  int n = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc{} || end != s.data() + s.size()) return std::nullopt;
  return n;
}

std::string square_text(shogi::square s) {
  return std::to_string(s.file) + std::to_string(s.rank);
}

std::optional<shogi::square> square_of(std::string_view s) {
  if (s.size() != 2 || s[0] < '1' || s[0] > '9' || s[1] < '1' || s[1] > '9') return std::nullopt;
  return shogi::square{static_cast<std::uint8_t>(s[0] - '0'),
                       static_cast<std::uint8_t>(s[1] - '0')};
}

// The names of the fields of `problem` a tsume record cannot carry and that are not blank.
std::string fields_not_carried(const dia_record& problem) {
  const auto blank = [](const std::string& s) {
    return s.find_first_not_of(' ') == std::string::npos;
  };
  std::string names;
  const auto check = [&](dia_field field, const std::string& value) {
    if (blank(value)) return;
    if (!names.empty()) names += ", ";
    names += to_string(field);
  };
  check(dia_field::ids, problem.ids);
  check(dia_field::placed_id, problem.placed_id);
  check(dia_field::placed_count_id, problem.placed_count_id);
  check(dia_field::mark, problem.mark);
  check(dia_field::original_number, problem.original_number);
  check(dia_field::answer_segment, problem.answer_segment);
  check(dia_field::answer_difficulty, problem.answer_difficulty);
  check(dia_field::reversed, problem.reversed);
  check(dia_field::deleted, problem.deleted);
  check(dia_field::classification, problem.classification);
  check(dia_field::classification_tail, problem.classification_tail);
  return names;
}

int board_count(const shogi::position& p, std::optional<color> side) {
  int n = 0;
  for (std::uint8_t f = 1; f <= 9; ++f)
    for (std::uint8_t r = 1; r <= 9; ++r) {
      const auto piece = p.at({f, r});
      if (piece.kind != piece_kind::none && (!side || piece.color == *side)) ++n;
    }
  return n;
}

}  // namespace

std::string_view to_string(originality v) noexcept {
  return originality_words[static_cast<std::size_t>(v) % 4];
}
std::string_view to_string(jissen_type v) noexcept {
  return jissen_words[static_cast<std::size_t>(v) % 4];
}
std::string_view to_string(completeness v) noexcept {
  return completeness_words[static_cast<std::size_t>(v) % 5];
}

parse_result<shogi::record> to_record(const dia_record& problem, const tjn_record* solution,
                                      const rem_section* comment) {
  parse_result<shogi::record> result;
  const auto start = start_position(problem);
  for (const auto& d : start.diagnostics()) result.add(d);
  if (!start.has_value()) return result;
  if (const std::string names = fields_not_carried(problem); !names.empty()) {
    result.add(
        {diagnostic_code::tbase_not_carried, severity::warning, 0, 0, 0,
         "work " + (problem.number ? detail::four_digits(*problem.number) : "without number") +
             ": a tsume KIF record cannot carry " + names +
             (names.find(", ") == std::string::npos ? "; it is left out" : "; they are left out")});
  }

  shogi::record r;
  r.start = *start;
  r.has_board_diagram = true;
  r.encoding = text_encoding::shift_jis;
  const auto header = [&](std::string key, std::string value) {
    if (!value.empty()) r.headers.push_back({std::move(key), std::move(value)});
  };
  const auto number = [&](std::string key, const std::optional<int>& value) {
    if (value) header(std::move(key), std::to_string(*value));
  };
  const auto word = [&](std::string key, const auto& value) {
    if (value) header(std::move(key), std::string(to_string(*value)));
  };
  number("作品番号", problem.number);
  header("作品名", problem.title);
  header("作者", problem.author);
  number("作者コード", problem.author_code);
  header("発表誌", problem.source);
  number("出典コード", problem.source_code);
  header("出典中番号", problem.source_index);
  header("発表年月", problem.published);
  number("手数", problem.move_count);
  word("オリジナル", problem.originality);
  word("実戦型", problem.jissen_type);
  word("完全性", problem.completeness);
  header("出典", problem.original_source);
  header("備考", problem.article);
  header("受賞", problem.awards);
  if (!solution) {  // with a solution, from_record computes them from its last position
    if (problem.mate_king_square) header("詰上り玉位置", square_text(*problem.mate_king_square));
    number("詰上り駒数", problem.mate_piece_count);
    number("詰上り攻方駒数", problem.mate_attacker_count);
  }
  if (comment != nullptr)
    for (const auto& line : comment->lines) r.add_comment(0, line);

  if (solution) {
    const auto solved = resolve_solution(problem, *solution);
    for (const auto& d : solved.diagnostics()) result.add(d);
    if (!solved.has_value()) return result;
    std::size_t parent = 0;
    for (const auto& m : solved->moves) {
      shogi::record_node n;
      n.parent = parent;
      n.ply = r.nodes[parent].ply + 1;
      n.move = m;
      r.nodes.push_back(std::move(n));
      r.nodes[parent].children.push_back(r.nodes.size() - 1);
      parent = r.nodes.size() - 1;
    }
    r.nodes[parent].footer = "まで" + std::to_string(solved->moves.size()) + "手詰";
  }
  result.set_value(std::move(r));
  return result;
}

namespace {

// The diagram fields of `d` from `start`: the board, the attacker's hand and the piece counts.
void write_diagram(const shogi::position& start, dia_record& d) {
  d.three_line = true;
  kind_counts placed{};
  for (std::uint8_t f = 1; f <= 9; ++f)
    for (std::uint8_t rank = 1; rank <= 9; ++rank) {
      const auto piece = start.at({f, rank});
      d.board[(f - 1) * 9 + rank - 1] = piece;
      if (piece.kind == piece_kind::none) continue;
      ++placed[kind_index(piece.kind)];
      if (piece.kind == piece_kind::king && piece.color == color::white)
        d.king_square = shogi::square{f, rank};
    }
  int in_hand = 0;
  for (std::size_t i = 1; i < 8; ++i) {
    d.hand[i] = static_cast<std::uint8_t>(start.hand(color::black, kind_order[i]));
    in_hand += d.hand[i];
  }
  d.hand_count = in_hand;
  d.placed_kinds = placed;
  d.placed_count = board_count(start, std::nullopt);
  for (std::size_t i = 0; i < 8; ++i)
    d.piece_kinds[i] = static_cast<std::uint8_t>(placed[i] + d.hand[i]);
  d.piece_count = *d.placed_count + in_hand;
}

// The bibliographic fields of `d` from the record's header (作品番号, else `number`).
void write_header_fields(const shogi::record& record, int number, dia_record& d) {
  const auto value = [&](std::string_view key) { return record.header(key).value_or(""); };
  d.number = to_int(value("作品番号")).value_or(number);
  d.title = value("作品名");
  d.author = value("作者");
  d.source = value("発表誌");
  d.published = value("発表年月");
  d.original_source = value("出典");
  d.article = value("備考");
  d.awards = value("受賞");
  d.author_code = to_int(value("作者コード")).value_or(0);
  d.source_code = to_int(value("出典コード"));
  d.source_index = value("出典中番号");
  d.move_count = to_int(value("手数"));
  if (const auto c = index_of(originality_words, value("オリジナル")))
    d.originality = static_cast<originality>(*c);
  if (const auto c = index_of(jissen_words, value("実戦型")))
    d.jissen_type = static_cast<jissen_type>(*c);
  if (const auto c = index_of(completeness_words, value("完全性")))
    d.completeness = static_cast<completeness>(*c);
  d.mate_king_square = square_of(value("詰上り玉位置"));
  d.mate_piece_count = to_int(value("詰上り駒数"));
  d.mate_attacker_count = to_int(value("詰上り攻方駒数"));
  d.ids = std::string(48, ' ');
}

// The solution of `work` from the record's main line, with the move count and mate position.
void write_solution(const shogi::record& record, tbase_work& work) {
  dia_record& d = work.problem;
  std::vector<shogi::move> moves;
  shogi::position p = record.start;
  for (const std::size_t n : record.main_line()) {
    if (!record.nodes[n].move) break;
    moves.push_back(*record.nodes[n].move);
    p.play(moves.back());
  }
  if (!d.move_count) d.move_count = static_cast<int>(moves.size());
  if (!moves.empty()) {
    d.mate_king_square = p.king_square(color::white);
    d.mate_piece_count = board_count(p, std::nullopt);
    d.mate_attacker_count = board_count(p, color::black);
    work.solution = make_tjn(*d.number, moves, record.start);
  } else {
    work.solution.number = *d.number;
  }
}

// A warning at the first move of the attacker (black) on the main line that does not give
// check: every attacker move of a tsume does, so such a record is most likely a game.
std::optional<diagnostic> first_quiet_attacker_move(const shogi::record& record) {
  shogi::position p = record.start;
  for (const std::size_t n : record.main_line()) {
    const auto& node = record.nodes[n];
    if (!node.move) break;
    const shogi::position before = p;
    p.play(*node.move);
    if (before.side_to_move() != color::black || p.in_check()) continue;
    return diagnostic{diagnostic_code::tbase_not_tsume,
                      severity::warning,
                      0,
                      node.line,
                      node.line != 0 ? 1U : 0U,
                      "this is not a tsume: the attacker's move " + std::to_string(node.ply) +
                          " (" + shogi::to_kif(*node.move, before) +
                          ") does not give check; it is written as a work all the same"};
  }
  return std::nullopt;
}

// The .rem section of `work` from the comment lines of the record's start.
void write_comment(const shogi::record& record, tbase_work& work) {
  work.comment.number = work.problem.number;
  work.comment.header = "#" + detail::four_digits(*work.problem.number);
  for (const auto line : record.comments(0)) work.comment.lines.emplace_back(line);
}

}  // namespace

parse_result<tbase_work> from_record(const shogi::record& record, int number) {
  parse_result<tbase_work> result;
  const shogi::position& start = record.start;
  const auto fail = [&](std::string message) {
    result.add({.code = diagnostic_code::tbase_position, .message = std::move(message)});
    return result;
  };
  if (start.side_to_move() != color::black)
    return fail(
        "T-BASE problems start with the attacker (black) to move; this record starts with white");

  tbase_work work;
  write_diagram(start, work.problem);
  // T-BASE gives white every remaining piece; a record whose white hand differs would change.
  const auto rebuilt = start_position(work.problem);
  if (!rebuilt.ok() || *rebuilt != start) {
    return fail(
        "T-BASE gives the defender every piece not on the board or in the attacker's hand; "
        "this record's defender hand differs, so the problem cannot be written as T-BASE");
  }
  write_header_fields(record, number, work.problem);
  if (auto quiet = first_quiet_attacker_move(record)) result.add(std::move(*quiet));
  write_solution(record, work);
  write_comment(record, work);
  result.set_value(std::move(work));
  return result;
}

}  // namespace kifu::inline v0::tbase
