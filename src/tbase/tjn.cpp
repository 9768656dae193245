// The .tjn solution file: reading, writing, building from moves, and resolving a solution on
// its problem.
#include "kifu/tbase/tjn.hpp"

#include <charconv>

#include "encoding/code_point.hpp"
#include "kifu/shogi/notation.hpp"
#include "tbase/text_lines.hpp"

namespace kifu::inline v0::tbase {

namespace {

using detail::four_digits;

constexpr std::size_t longest_tjn_line = 240;
constexpr std::size_t tjn_line_goal = 80;  // what make_tjn writes
constexpr std::string_view closing_prefix = "まで";

std::optional<int> work_number(std::string_view bytes) {
  if (bytes.size() < 5 || bytes[4] != ' ') return std::nullopt;
  int n = 0;
  for (char c : bytes.substr(0, 4)) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// The Shift_JIS size of notation text: ASCII digits take one byte, every kanji two.
std::size_t shift_jis_size(std::string_view utf8) {
  std::size_t n = 0;
  for (char c : utf8) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x80)
      ++n;
    else if (!kifu::detail::is_continuation_byte(u))
      n += 2;
  }
  return n;
}

bool continues(const tjn_record& r) {
  return !r.lines.empty() && r.lines.back().text.ends_with('/');
}

// A file whose last line has no line end was cut off when that line leaves its work's solution
// unclosed (an error: the solution is read as far as it goes); else the line end is only missing.
void report_file_end(std::string_view lines, const detail::text_line& last, const tjn_file& file,
                     diagnostic_list& diagnostics) {
  if (lines.empty() || lines.back() == '\n') return;
  const tjn_record* r = file.records.empty() ? nullptr : &file.records.back();
  if (r && r->lines.back().line == last.number && !r->stated_length()) {
    diagnostics.push_back({diagnostic_code::tjn_syntax, severity::error, last.offset, last.number,
                           1,
                           "the file ends inside work " + four_digits(r->number) +
                               "'s solution, without a line end or its closing line: it looks "
                               "cut off, and the solution is read as far as it goes"});
    return;
  }
  diagnostics.push_back({diagnostic_code::tbase_line_end, severity::note, last.offset, last.number,
                         1,
                         "the file ends without a line end after its last line; a file written "
                         "from its records (write_tjn) has one"});
}

}  // namespace

std::string tjn_record::moves_text() const {
  std::string s;
  for (const tjn_line& l : lines) {
    if (l.text.starts_with(closing_prefix)) break;
    std::string_view t = l.text;
    if (t.ends_with('/')) t.remove_suffix(1);
    s += t;
  }
  return s;
}

std::optional<int> tjn_record::stated_length() const {
  if (lines.empty()) return std::nullopt;
  std::string_view t = lines.back().text;
  if (!t.starts_with(closing_prefix)) return std::nullopt;
  t.remove_prefix(closing_prefix.size());
  int n = 0;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
  if (ec != std::errc{} || std::string_view(end, t.data() + t.size() - end) != "手詰")
    return std::nullopt;
  return n;
}

parse_result<tjn_file> read_tjn(std::string_view bytes) {
  parse_result<tjn_file> result;
  tjn_file file;
  diagnostic_list diagnostics;
  std::string text;
  detail::text_line last;
  file.trailer = std::string(detail::for_each_line(bytes, [&](const detail::text_line& line) {
    last = line;
    if (line.bytes.empty()) return;
    if (line.bytes.size() > longest_tjn_line) {
      diagnostics.push_back({diagnostic_code::tjn_syntax, severity::warning, line.offset,
                             line.number, 1,
                             "the line has " + std::to_string(line.bytes.size()) +
                                 " bytes; .tjn lines have at most 240"});
    }
    const auto number = work_number(line.bytes);
    if (!number) {
      diagnostics.push_back({diagnostic_code::tjn_syntax, severity::error, line.offset, line.number,
                             1,
                             "a .tjn line starts with a 4-digit work number and a space, such as "
                             "'0003 14龍13金合'; this line is skipped"});
      return;
    }
    if (!detail::decode_line({line.bytes.substr(5), line.offset + 5, line.number, line.crlf}, text,
                             diagnostic_code::tjn_syntax, diagnostics, 5) &&
        line.bytes.ends_with('/') && !text.ends_with('/'))
      text += '/';  // a line cut short still continues: the next line is not another solution
    if (file.records.empty() || file.records.back().number != *number ||
        !continues(file.records.back())) {
      if (!file.records.empty() && continues(file.records.back())) {
        const auto& prev = file.records.back();
        diagnostics.push_back(
            {diagnostic_code::tjn_syntax, severity::warning, line.offset, line.number, 1,
             "work " + four_digits(prev.number) + " ends with '/' (continued) but line " +
                 std::to_string(line.number) + " belongs to work " + four_digits(*number)});
      }
      tjn_record r;
      r.number = *number;
      r.line_ending = line.crlf ? line_ending::crlf : line_ending::lf;
      file.records.push_back(std::move(r));
    }
    file.records.back().lines.push_back({text, line.offset, line.number});
  }));
  report_file_end(bytes.substr(0, bytes.size() - file.trailer.size()), last, file, diagnostics);
  for (auto& d : diagnostics) result.add(std::move(d));
  result.set_value(std::move(file));
  return result;
}

parse_result<std::string> write_tjn(const tjn_file& file) {
  parse_result<std::string> result;
  std::string out;
  diagnostic_list diagnostics;
  for (const tjn_record& r : file.records) {
    const std::string prefix = four_digits(r.number) + " ";
    for (const tjn_line& l : r.lines)
      detail::encode_line(prefix + l.text, r.line_ending, out, diagnostics);
  }
  out += file.trailer;
  for (auto& d : diagnostics) result.add(std::move(d));
  result.set_value(std::move(out));
  return result;
}

tjn_record make_tjn(int number, const std::vector<shogi::move>& moves,
                    const shogi::position& start) {
  tjn_record r;
  r.number = number;
  std::string line;
  std::size_t line_bytes = 5;  // "0003 "
  for (const std::string& m : shogi::to_tsume_moves(moves, start)) {
    const std::size_t bytes = shift_jis_size(m);
    if (!line.empty() && line_bytes + bytes + 1 > tjn_line_goal) {
      r.lines.push_back({line + "/"});
      line.clear();
      line_bytes = 5;
    }
    line += m;
    line_bytes += bytes;
  }
  r.lines.push_back({line + "/"});
  r.lines.push_back({"まで" + std::to_string(moves.size()) + "手詰"});
  return r;
}

parse_result<tsume_solution> resolve_solution(const dia_record& problem,
                                              const tjn_record& solution) {
  parse_result<tsume_solution> result;
  const std::string work = "work " + four_digits(solution.number);
  const auto start = start_position(problem);
  for (const auto& d : start.diagnostics()) result.add(d);
  if (!start.has_value()) return result;

  // Map an offset of the joined move text back to its line.
  const std::string text = solution.moves_text();
  const auto place = [&](diagnostic& d, std::size_t at) {
    std::size_t begin = 0;
    for (const tjn_line& l : solution.lines) {
      const std::size_t length = l.text.size() - (l.text.ends_with('/') ? 1 : 0);
      if (at < begin + length || &l == &solution.lines.back()) {
        const std::size_t in_line = std::min(at - begin, l.text.size());
        d.offset = l.offset + 5 + shift_jis_size(std::string_view(l.text).substr(0, in_line));
        d.line = l.line;
        d.column = 6 + locate_utf8(l.text, in_line).column - 1;
        return;
      }
      begin += length;
    }
  };

  tsume_solution s;
  std::vector<std::string_view> written;
  auto moves = shogi::parse_tsume_moves(text, *start, &written);
  for (auto d : moves.diagnostics()) {
    d.code = diagnostic_code::tjn_move;
    place(d, d.offset);
    d.message = work + ", " + d.message;
    result.add(std::move(d));
  }
  s.moves = moves.has_value() ? *moves : std::vector<shogi::move>{};
  for (auto w : written) s.moves_text.emplace_back(w);
  s.final_position = *start;
  bool quiet_said = false;  // the first attacker move that gives no check, at its place
  for (std::size_t i = 0; i < s.moves.size(); ++i) {
    const bool attacker = s.final_position.side_to_move() == shogi::color::black;
    s.final_position.play(s.moves[i]);
    if (!attacker || quiet_said || s.final_position.in_check() || i >= written.size()) continue;
    quiet_said = true;
    diagnostic d{diagnostic_code::tjn_move,
                 severity::warning,
                 0,
                 0,
                 0,
                 work + ", move " + std::to_string(i + 1) + " '" + std::string(written[i]) +
                     "' gives no check: every attacker move of a tsume does (kifu tbase verify "
                     "reads the line only up to it)"};
    place(d, static_cast<std::size_t>(written[i].data() - text.data()));
    result.add(std::move(d));
  }
  s.checkmate = s.final_position.is_checkmate();

  const auto warn = [&](diagnostic_code code, std::string message) {
    diagnostic d{code, severity::warning, 0, 0, 1, work + ": " + std::move(message)};
    if (!solution.lines.empty()) {
      d.offset = solution.lines.back().offset;
      d.line = solution.lines.back().line;
    }
    result.add(std::move(d));
  };
  const int count = static_cast<int>(s.moves.size());
  if (moves.ok()) {
    if (const auto stated = solution.stated_length(); stated && *stated != count)
      warn(diagnostic_code::tjn_length, "the closing line says " + std::to_string(*stated) +
                                            " moves, the solution has " + std::to_string(count));
    else if (!stated)
      warn(diagnostic_code::tjn_length, "no closing line 'まで" + std::to_string(count) + "手詰'");
    if (problem.move_count && *problem.move_count != count)
      warn(diagnostic_code::tjn_length,
           "詰手数 in the .dia record is " + std::to_string(*problem.move_count) +
               ", the solution has " + std::to_string(count) + " moves");
    if (!s.checkmate) {
      // Books end a line where the defender has only drops between the checking piece and
      // the king left, when those interpositions are futile (無駄合): say so, since whether
      // they are is a search (kifu tbase verify).
      const auto first = s.final_position.first_legal_move();  // a board move when there is one
      const bool only_drops = first && first->is_drop() && s.final_position.in_check();
      warn(diagnostic_code::tjn_not_mate,
           only_drops ? "the position after the last move is not checkmate: the defender can "
                        "still interpose by a drop (futile by the books' count when taking it "
                        "mates at once; kifu tbase verify tells)"
                      : "the position after the last move is not checkmate");
    }
  }
  result.set_value(std::move(s));
  return result;
}

}  // namespace kifu::inline v0::tbase
