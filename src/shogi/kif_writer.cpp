// The KIF and KI2 writers, and encoding of written records for files.
#include <algorithm>
#include <cstdio>

#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/notation.hpp"
#include "shogi/bod.hpp"
#include "shogi/csa_words.hpp"
#include "shogi/kif_text.hpp"
#include "shogi/one_line.hpp"

namespace kifu::inline v0::shogi {
namespace {

using namespace detail;

// A text that starts with U+FEFF is read as one with a byte-order mark, which the reader drops:
// the line that starts with it (a line kept as not understood, a header) would come back
// without it. A blank first line, which the reader skips, keeps every line as it was.
void keep_first_line(std::string& out) {
  if (out.starts_with("\xEF\xBB\xBF")) out.insert(0, "\n");
}

void write_prelude(std::string& out, const record& r) {
  for (const auto& line : r.program_lines) out += one_line(line) + '\n';
  for (const auto& h : r.headers) out += one_line(h.key) + "：" + one_line(h.value) + '\n';
  // The start as the file had it (a diagram), else as its 手合割 names it (平手 without one);
  // a start read from an SFEN or a CSA position gets the 手合割 it is, or a diagram.
  const auto start = handicap_of(r.start);
  bool drawn = true;
  if (r.has_board_diagram || (r.header("手合割") && (!start || start != r.handicap)) ||
      (!r.header("手合割") && !start)) {
    append_bod(out, r.start);
  } else if (!r.header("手合割") && *start != handicap::even) {
    out += "手合割：" + std::string(to_string(*start)) + '\n';
    drawn = false;
  } else {
    drawn = false;
  }
  // A game shown from its middle: the moves before the diagram, as Kakinoki's 手数＝ line says
  // (the moves below are numbered from 1, as every reader takes them).
  if (drawn && r.start.move_number() > 1)
    out += "手数＝" + std::to_string(r.start.move_number() - 1) + '\n';
}

// The comments, bookmarks and lines not understood of node `i`.
void write_notes(std::string& out, const record& r, std::size_t i) {
  const record_node& n = r.nodes[i];
  for (const std::string_view c : r.comments(i)) {
    out += '*';
    out += c;
    out += '\n';
  }
  for (const auto& b : n.bookmarks) out += "&" + one_line(b) + '\n';
  for (const auto& line : n.unparsed) out += one_line(line) + '\n';
}

std::string clock(const move_time& t) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "(%2d:%02d/%02d:%02d:%02d)", t.move_seconds / 60,
                t.move_seconds % 60, t.total_seconds / 3600, t.total_seconds / 60 % 60,
                t.total_seconds % 60);
  return buf;
}

// Walks a line of the tree and then its variations (latest branch point first), calling
// `emit(node, position before it, previous destination)` for each node and `branch(ply)` before
// each variation.
template <class Emit, class Branch>
void walk(const record& r, std::size_t first, position p, Emit&& emit, Branch&& branch,
          bool with_first_siblings) {
  std::vector<std::pair<std::size_t, position>> line;
  for (std::size_t i = first;;) {
    line.emplace_back(i, p);
    const record_node& n = r.nodes[i];
    const std::size_t parent = n.parent;
    emit(i, p,
         parent != 0 && r.nodes[parent].move ? std::optional<square>(r.nodes[parent].move->to())
                                             : std::nullopt);
    if (n.move) p.play(*n.move);
    if (n.children.empty()) break;
    i = n.children.front();
  }
  for (std::size_t k = line.size(); k-- > 0;) {
    if (k == 0 && !with_first_siblings) break;
    const auto& siblings = r.nodes[r.nodes[line[k].first].parent].children;
    for (std::size_t s = 1; s < siblings.size(); ++s) {
      branch(r.nodes[siblings[s]].ply);
      walk(r, siblings[s], line[k].second, emit, branch, false);
    }
  }
}

// Columns a text takes in a fixed-width font: ASCII one, everything else two.
std::size_t display_width(std::string_view s) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < s.size(); i += char_at(s, i).size())
    width += static_cast<unsigned char>(s[i]) < 0x80 ? 1 : 2;
  return width;
}

// The word of a special move in KIF: a plain draw, for which KIF has none, is its nearest, 持将棋
// (as other writers do; the conversion says so).
std::string special_text(const record_node& n) {
  if (n.special == special_move::draw) return std::string(to_string(special_move::jishogi));
  return n.special == special_move::unknown ? one_line(n.text) : std::string(to_string(n.special));
}

// The まで line that states the result of special move `n` where KI2 has no line for it
// ("まで5手で先手の勝ち"), in KIF's wording: 下手 and 上手 in a handicap game.
std::string footer_of(const record& r, const record_node& n) {
  const bool handicap = r.handicap_game();
  const bool black_moves = black_to_move_at(r, n);
  const auto side = [&](bool black) {
    return std::string(black ? (handicap ? "下手" : "先手") : (handicap ? "上手" : "後手"));
  };
  const std::string mover = side(black_moves), other = side(!black_moves);
  std::string out = "まで" + std::to_string(n.ply - 1) + "手で";
  switch (n.special) {
    case special_move::resign:
    case special_move::checkmate:
      return out + other + "の勝ち";
    case special_move::time_up:
      return out + "時間切れにより" + other + "の勝ち";
    case special_move::illegal_win:
    case special_move::illegal_loss:
    case special_move::entering_king:
    case special_move::win_by_default:
    case special_move::loss_by_default:
      return out + mover + "の" + std::string(to_string(n.special));
    default:
      return out + special_text(n);
  }
}

}  // namespace

std::string write_kif(const record& r) {
  std::string out;
  write_prelude(out, r);
  out += "手数----指手---------消費時間--\n";
  write_notes(out, r, 0);
  // The main line's end word gets a まで line when the record has none, as Kifu for Windows
  // writes one (CSA, JKF and USI records have none to keep).
  const std::vector<std::size_t> main = r.main_line();
  const std::size_t main_end = main.empty() ? 0 : main.back();
  const auto emit = [&](std::size_t i, const position& before, std::optional<square> previous) {
    const record_node& n = r.nodes[i];
    char number[16];
    std::snprintf(number, sizeof number, "%4d ", n.ply);
    const std::string text = n.move ? to_kif(*n.move, before, previous) : special_text(n);
    out += number + text;
    const std::size_t width = display_width(text);  // times start at column 13 when they can
    if (n.time) out += std::string(width < 13 ? 13 - width : 1, ' ') + clock(*n.time);
    if (n.parent != i && r.nodes[n.parent].children.back() != i)
      out += '+';  // an alternative follows
    out += '\n';
    write_notes(out, r, i);
    if (n.footer)
      out += *n.footer + '\n';
    else if (i == main_end && !n.move)
      out += footer_of(r, n) + '\n';
  };
  const auto branch = [&](std::int32_t ply) { out += "\n変化：" + std::to_string(ply) + "手\n"; };
  if (!r.nodes[0].children.empty())
    walk(r, r.nodes[0].children.front(), r.start, emit, branch, true);
  keep_first_line(out);
  return out;
}

std::string write_ki2(const record& r) {
  std::string out;
  write_prelude(out, r);
  // KI2 moves need no line to start them, but lines kept as not understood, or a comment that
  // looks like a header, would read back as header lines when they come before the first move
  // (notes of the start, or of a special move that ends the game at once and that KI2 does not
  // write): then the KIF move-section line keeps them out of the header. It also marks the text
  // as a record when nothing else would (no header, no board diagram, no move).
  const auto misread_as_header = [&](std::size_t i) {
    const text_lines comments = r.comments(i);
    return !r.nodes[i].unparsed.empty() ||
           std::any_of(comments.begin(), comments.end(), reads_as_header);
  };
  const record_node& start = r.nodes[0];
  const bool special_first = !start.children.empty() && !r.nodes[start.children.front()].move;
  const bool nothing_else =
      r.headers.empty() && !r.has_board_diagram &&
      std::none_of(r.nodes.begin(), r.nodes.end(), [](const record_node& n) { return n.move; });
  if (misread_as_header(0) || (special_first && misread_as_header(start.children.front())) ||
      nothing_else)
    out += "手数----指手---------消費時間--\n";
  write_notes(out, r, 0);
  int on_line = 0;
  const auto end_line = [&] {
    if (on_line > 0) out += '\n';
    on_line = 0;
  };
  const auto emit = [&](std::size_t i, const position& before, std::optional<square> previous) {
    const record_node& n = r.nodes[i];
    if (n.move) {
      if (on_line > 0) out += "    ";
      out += to_ki2(*n.move, before, previous);
      ++on_line;
    }
    // KI2 has no special-move lines: a まで line states the result, the record's own or one
    // written for it.
    const std::optional<std::string> footer = n.footer ? n.footer
                                              : n.move ? std::nullopt
                                                       : std::optional(footer_of(r, n));
    if (on_line == 6 || !r.comments(i).empty() || !n.bookmarks.empty() || !n.unparsed.empty() ||
        footer)
      end_line();
    write_notes(out, r, i);
    if (footer) out += *footer + '\n';
  };
  const auto branch = [&](std::int32_t ply) {
    end_line();
    out += "\n変化：" + std::to_string(ply) + "手\n";
  };
  if (!r.nodes[0].children.empty())
    walk(r, r.nodes[0].children.front(), r.start, emit, branch, true);
  end_line();
  keep_first_line(out);
  return out;
}

parse_result<std::string> kif_file_bytes(std::string text, text_encoding encoding) {
  if (encoding == text_encoding::utf8) text.insert(0, "#KIF version=2.0 encoding=UTF-8\n");
  return encode_record_text(text, encoding);
}

parse_result<std::string> encode_record_text(std::string_view utf8, text_encoding encoding) {
  if (encoding != text_encoding::shift_jis) {
    std::string out = encoding == text_encoding::utf8_bom ? "\xEF\xBB\xBF" : "";
    return out + std::string(utf8);
  }
  parse_result<std::string> r;
  std::string text(utf8);
  int replaced = 0;
  for (const auto& [from, to] :
       {std::pair<std::string_view, std::string_view>{"☗", "▲"}, {"☖", "△"}}) {
    for (std::size_t at; (at = text.find(from)) != std::string::npos; ++replaced)
      text.replace(at, from.size(), to);
  }
  if (replaced > 0)
    r.add(
        {.code = diagnostic_code::unmappable_character,
         .level = severity::warning,
         .message = std::to_string(replaced) + " ☗/☖ written as ▲/△, since Shift_JIS has no ☗ ☖"});
  auto encoded = utf8_to_shift_jis(text);
  // The place is one in the text written, not in any input: it goes into the message. A record
  // may be written in UTF-8 instead, which a T-BASE set or a picture's text may not.
  for (auto d : encoded.diagnostics()) {
    if (d.code == diagnostic_code::unmappable_character && d.has_location())
      d.message += "; UTF-8 keeps it";
    if (d.has_location())
      d.message = "written line " + std::to_string(d.line) + ", column " +
                  std::to_string(d.column) + ": " + d.message;
    d.offset = d.line = d.column = 0;
    r.add(std::move(d));
  }
  if (encoded.ok()) r.set_value(std::move(encoded).value());
  return r;
}

std::string write_kif_records(const std::vector<record>& records, kif_format format) {
  std::string out;
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (i > 0) out += "#--separator--\n";
    out += format == kif_format::ki2 ? write_ki2(records[i]) : write_kif(records[i]);
  }
  return out;
}

}  // namespace kifu::inline v0::shogi
