// The CSA writer: headers as N+/N-/$ lines, the start position as PI or rows and piece lists,
// the main line with times, comments and the special move; what CSA cannot hold is a warning.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <optional>

#include "counted.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/names.hpp"
#include "shogi/csa_dates.hpp"
#include "shogi/csa_words.hpp"
#include "shogi/one_line.hpp"

namespace kifu::inline v0::shogi {
namespace {

constexpr std::string_view crlf = "\r\n";

// "82HI": a square and the code of the piece on it.
void append_square_piece(std::string& out, square s, piece_kind kind) {
  out += static_cast<char>('0' + s.file);
  out += static_cast<char>('0' + s.rank);
  out += csa_piece_codes[static_cast<int>(kind)];
}

// True when every piece of `p` stands where the even game has one of the same kind and side,
// and no piece is in hand: the position is PI with some pieces removed.
bool is_initial_less_some(const position& p) {
  const position initial = position::initial();
  for (std::uint8_t f = 1; f <= 9; ++f)
    for (std::uint8_t r = 1; r <= 9; ++r) {
      const piece pc = p.at({f, r});
      if (pc.kind != piece_kind::none && !(pc == initial.at({f, r}))) return false;
    }
  for (const color c : {color::black, color::white})
    for (int k = 1; k <= 7; ++k)
      if (p.hand(c, static_cast<piece_kind>(k)) != 0) return false;
  return true;
}

void write_position(std::string& out, const position& p) {
  if (is_initial_less_some(p)) {
    const position initial = position::initial();
    out += "PI";
    for (std::uint8_t r = 1; r <= 9; ++r)
      for (std::uint8_t f = 9; f >= 1; --f)
        if (p.at({f, r}).kind == piece_kind::none && initial.at({f, r}).kind != piece_kind::none)
          append_square_piece(out, {f, r}, initial.at({f, r}).kind);
    out += crlf;
  } else {
    for (std::uint8_t r = 1; r <= 9; ++r) {
      out += 'P';
      out += static_cast<char>('0' + r);
      for (std::uint8_t f = 9; f >= 1; --f) {
        const piece pc = p.at({f, r});
        if (pc.kind == piece_kind::none) {
          out += " * ";
        } else {
          out += pc.color == color::black ? '+' : '-';
          out += csa_piece_codes[static_cast<int>(pc.kind)];
        }
      }
      out += crlf;
    }
    for (const color c : {color::black, color::white}) {
      std::string hand;
      for (const piece_kind k :
           {piece_kind::rook, piece_kind::bishop, piece_kind::gold, piece_kind::silver,
            piece_kind::knight, piece_kind::lance, piece_kind::pawn})
        for (int n = p.hand(c, k); n > 0; --n) append_square_piece(hand, {0, 0}, k);
      if (!hand.empty()) out.append(c == color::black ? "P+" : "P-").append(hand).append(crlf);
    }
  }
  out += p.side_to_move() == color::black ? '+' : '-';
  out += crlf;
}

struct left_out {
  std::size_t branches = 0, branch_moves = 0, bookmarks = 0, footers = 0, illegal_specials = 0;
  std::size_t not_understood = 0;
  std::size_t program_lines = 0;   // `#` lines and header lines a KIF reader kept
  std::size_t handicap_names = 0;  // 下手 and 上手 headers, written as N+ and N-
  std::size_t milliseconds = 0;    // times whose milliseconds V2.2's whole seconds drop
  std::size_t broken_lines = 0;    // one-line fields holding a line break (see one_line.hpp)
  std::size_t free_headers = 0;    // dates and time limits not in CSA's form, written as comments
};

// N+/N- and $ lines: KIF headers under their CSA key, others as $KEY (手合割 is the position).
// The players' names come first, as the format orders them (then the $ lines in record order).
void write_headers(std::string& out, const record& r, left_out& lost) {
  const auto key_of = [](const header_entry& h) {
    if (h.key == "下手" || h.key == "上手") return std::string_view(h.key == "下手" ? "N+" : "N-");
    for (const auto& name : detail::header_names)
      if (name.kif == h.key) return name.csa;
    return std::string_view();
  };
  const auto named = handicap_of(r.start);
  const bool handicap_start = named && *named != handicap::even;
  for (const bool names : {true, false})
    for (const auto& h : r.headers) {
      if (h.key == "手合割") continue;
      const std::string_view key = key_of(h);
      if (key.starts_with('N') != names) continue;
      // N+ and N- read back as 下手 and 上手 when the start is a 手合割's, else as 先手 and 後手.
      if ((h.key == "下手" || h.key == "上手") && !handicap_start) ++lost.handicap_names;
      // CSA readers parse these: a value not in CSA's form goes into a comment, whole.
      std::optional<std::string> value = h.value;
      if (key == "$START_TIME" || key == "$END_TIME") value = detail::csa_date(h.value);
      if (key == "$TIME_LIMIT") value = detail::csa_time_limit(h.value);
      if (!value) {
        out.append("'").append(detail::one_line(h.key + "：" + h.value)).append(crlf);
        ++lost.free_headers;
        continue;
      }
      if (key.empty()) {
        out.append("$").append(detail::one_line(h.key));
      } else {
        out += key;
      }
      if (!key.starts_with('N')) out += ':';
      out.append(detail::one_line(*value)).append(crlf);
    }
}

void write_time(std::string& out, const move_time& t, const csa_write_options& options) {
  out += 'T';
  out += std::to_string(t.move_seconds);
  if (options.version == csa_version::v3_0 && (options.milliseconds || t.milliseconds != 0)) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, ".%03d", static_cast<int>(t.milliseconds % 1000));
    out += buffer;
  }
  out += crlf;
}

void append_move(std::string& out, const move& m, const position& before) {
  out += to_csa(m, before);
}

// What a record holds that the CSA file leaves out, counted for one warning each.

// Counts the nodes off the main line below `i` (its later children and their subtrees).
void count_off_line(const record& r, std::size_t i, left_out& lost) {
  std::vector<std::size_t> todo;
  const auto& children = r.nodes[i].children;
  for (std::size_t k = 1; k < children.size(); ++k) {
    ++lost.branches;
    todo.push_back(children[k]);
  }
  while (!todo.empty()) {
    const std::size_t n = todo.back();
    todo.pop_back();
    ++lost.branch_moves;
    for (const std::size_t c : r.nodes[n].children) todo.push_back(c);
  }
}

void write_notes(std::string& out, const record& r, std::size_t i, left_out& lost) {
  for (const std::string_view line : r.comments(i)) out.append("'").append(line).append(crlf);
  for (const auto& line : r.nodes[i].unparsed) {
    out.append("'").append(detail::one_line(line)).append(crlf);
    ++lost.not_understood;
  }
  lost.bookmarks += r.nodes[i].bookmarks.size();
  lost.footers += r.nodes[i].footer ? 1 : 0;
}

void write_special(std::string& out, const record& r, const record_node& n, left_out& lost) {
  std::string code = detail::code_of_special(r, n);
  // The CSA word read from a CSA file is kept as it was (%MAX_MOVES, %ERROR …).
  if (n.text.starts_with('%') &&
      (n.special == special_move::unknown ||
       detail::special_of_code(std::string_view(n.text).substr(1),
                               detail::black_to_move_at(r, n)) == n.special))
    code = n.text.substr(1);
  if (code.empty()) {
    out.append("'")
        .append(detail::one_line(
            n.special == special_move::unknown ? n.text : std::string(to_string(n.special))))
        .append(crlf);
    ++lost.illegal_specials;
    return;
  }
  out.append("%").append(code).append(crlf);
}

void report_left_out(parse_result<std::string>& result, const left_out& lost) {
  const auto warn = [&](std::string message) {
    result.add(
        {diagnostic_code::record_not_written, severity::warning, 0, 0, 0, std::move(message)});
  };
  if (lost.branches > 0)
    warn("CSA holds one line of play: " +
         kifu::detail::counted(lost.branches, "variation", "variations") + " (" +
         kifu::detail::counted(lost.branch_moves, "move", "moves") + ") not written");
  if (lost.bookmarks > 0)
    warn(kifu::detail::counted(lost.bookmarks, "bookmark", "bookmarks") +
         " not written: CSA has none");
  if (lost.footers > 0) warn("the まで line of the record is not written: CSA has none");
  if (lost.broken_lines > 0) warn(detail::line_breaks_written_as_spaces(lost.broken_lines));
  if (lost.milliseconds > 0)
    warn("CSA V2.2 times are whole seconds: " +
         kifu::detail::counted(lost.milliseconds, "time loses its", "times lose their") +
         " milliseconds (CSA V3.0 keeps them)");
  if (lost.handicap_names > 0)  // a name kept under another key: a note, not a loss
    result.add({diagnostic_code::record_not_written, severity::note, 0, 0, 0,
                "the 下手 and 上手 names are written as CSA's N+ and N- lines, which read back "
                "as 先手 and 後手"});
  if (lost.illegal_specials > 0)  // the main line's last move: one at most
    warn(std::to_string(lost.illegal_specials) +
         " special move CSA has no word for is written as a comment");
  if (lost.program_lines > 0)
    warn(kifu::detail::counted(
             lost.program_lines,
             "# line of the record (or header line not understood) is written as a comment",
             "# lines of the record (or header lines not understood) are written as comments") +
         ": CSA has no # lines");
  if (lost.free_headers > 0)
    warn(kifu::detail::counted(lost.free_headers,
                               "date or time limit not in CSA's form is written as a comment",
                               "dates or time limits not in CSA's form are written as comments") +
         " ($START_TIME and $END_TIME take YYYY/MM/DD HH:MM:SS, $TIME_LIMIT HH:MM+SS)");
  if (lost.not_understood > 0)
    warn(kifu::detail::counted(lost.not_understood,
                               "line the reader did not understand is written as a comment",
                               "lines the reader did not understand are written as comments"));
}

// The text of one game (UTF-8), without the version and encoding lines.
std::string write_game(const record& r, const csa_write_options& options, left_out& lost) {
  std::string out;
  out.reserve(64 + r.nodes.size() * 16);
  for (const auto& line : r.program_lines)
    out.append("'").append(detail::one_line(line)).append(crlf);
  lost.program_lines += r.program_lines.size();
  write_headers(out, r, lost);
  write_position(out, r.start);
  write_notes(out, r, 0, lost);
  position p = r.start;
  std::size_t i = 0;
  while (!r.nodes[i].children.empty()) {
    count_off_line(r, i, lost);
    i = r.nodes[i].children.front();
    const record_node& n = r.nodes[i];
    if (n.move) {
      append_move(out, *n.move, p);
      out += crlf;
      p.play(*n.move);
    } else {
      write_special(out, r, n, lost);
    }
    if (n.time) {
      write_time(out, *n.time, options);
      lost.milliseconds += options.version == csa_version::v2_2 && n.time->milliseconds != 0;
    }
    write_notes(out, r, i, lost);
  }
  // A result said by a まで line alone (a KI2 record's) is written as the special move it states.
  if (const auto end = detail::stated_end(r, i)) {
    write_special(out, r, *end, lost);
    --lost.footers;  // its meaning is kept
  }
  return out;
}

parse_result<std::string> encode(std::string text, const csa_write_options& options,
                                 parse_result<std::string> result) {
  if (options.encoding == text_encoding::shift_jis) {
    // As KIF is encoded: ☗☖ as ▲△, a character Shift_JIS lacks an error at its written place.
    auto sjis = encode_record_text(text, text_encoding::shift_jis);
    for (const auto& d : sjis.diagnostics()) result.add(d);
    if (!sjis.ok()) return result;  // no text with a character lost
    text = std::move(sjis).value();
  }
  result.set_value(std::move(text));
  return result;
}

// The encoding line, then the version. V2.2 has no encoding line, but it is a comment there: it
// spares readers a guess between Shift_JIS and UTF-8 (short Japanese text can be both).
std::string prelude(const csa_write_options& options) {
  std::string out;
  out.append("'CSA encoding=")
      .append(options.encoding == text_encoding::shift_jis ? "SHIFT_JIS" : "UTF-8")
      .append(crlf);
  return out.append(to_string(options.version)).append(crlf);
}

}  // namespace

std::string_view to_string(csa_version v) noexcept {
  return v == csa_version::v3_0 ? "V3.0" : "V2.2";
}

parse_result<std::string> write_csa(const record& r, const csa_write_options& options) {
  return write_csa_records({r}, options);
}

parse_result<std::string> write_csa_records(const std::vector<record>& records,
                                            const csa_write_options& options) {
  parse_result<std::string> result;
  left_out lost;
  std::string text = prelude(options);
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (i > 0) text.append("/").append(crlf);
    text += write_game(records[i], options, lost);
    lost.broken_lines += detail::broken_one_line_fields(records[i]);
  }
  report_left_out(result, lost);
  return encode(std::move(text), options, std::move(result));
}

std::string to_csa(const move& m, const position& before) {
  std::string out;
  out += before.side_to_move() == color::black ? '+' : '-';
  const square from = m.is_drop() ? square{0, 0} : m.from();
  out += static_cast<char>('0' + from.file);
  out += static_cast<char>('0' + from.rank);
  append_square_piece(out, m.to(), m.promotes() ? promoted(m.kind()) : m.kind());
  return out;
}

std::optional<engine_comment> parse_engine_comment(std::string_view line,
                                                   const position& position_after) {
  if (!line.starts_with("**")) return std::nullopt;
  engine_comment out;
  std::string_view rest = line.substr(2);
  const auto next_word = [&]() {
    const std::size_t start = std::min(rest.find_first_not_of(' '), rest.size());
    const std::size_t end = std::min(rest.find(' ', start), rest.size());
    const std::string_view word = rest.substr(start, end - start);
    rest.remove_prefix(end);
    return word;
  };
  const std::string_view first = next_word();
  std::int32_t value = 0;
  const auto [ptr, ec] = std::from_chars(first.data(), first.data() + first.size(), value);
  if (ec == std::errc() && ptr == first.data() + first.size() && !first.empty())
    out.evaluation = value;
  position p = position_after;
  for (std::string_view word = next_word(); word.size() == 7; word = next_word()) {
    const auto kind = piece_kind_from_csa(word.substr(5, 2));
    const auto digit = [&](std::size_t i) { return word[i] >= '0' && word[i] <= '9'; };
    if (!kind || !digit(1) || !digit(2) || !digit(3) || !digit(4) ||
        (word[0] == '+') != (p.side_to_move() == color::black) ||
        (word[0] != '+' && word[0] != '-'))
      break;
    const square from{static_cast<std::uint8_t>(word[1] - '0'),
                      static_cast<std::uint8_t>(word[2] - '0')};
    const square to{static_cast<std::uint8_t>(word[3] - '0'),
                    static_cast<std::uint8_t>(word[4] - '0')};
    move m = move::drop(to, *kind);
    if (from.file != 0) {
      const piece_kind before = p.at(from).kind;
      m = can_promote(before) && promoted(before) == *kind
              ? move::board(from, to, before, promote::yes)
              : move::board(from, to, *kind);
    }
    if (!p.is_legal(m)) break;
    out.pv.push_back(m);
    p.play(m);
  }
  return out;
}

}  // namespace kifu::inline v0::shogi
