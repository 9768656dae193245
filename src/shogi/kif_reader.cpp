// The KIF/KI2 reader: decodes the bytes, classifies each line (header, board diagram, move,
// special move, comment, bookmark, variation, footer), replays every move and reports each
// problem with its line and column.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <nlohmann/json.hpp>

#include "detect_shapes.hpp"
#include "excerpt.hpp"
#include "kifu/detect.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "shogi/illegal_reason.hpp"
#include "shogi/kif_file.hpp"
#include "shogi/kif_text.hpp"
#include "shogi/notation_grammar.hpp"

namespace kifu::inline v0::shogi {
namespace {

using namespace detail;
using kifu::detail::leading_number;

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Reads a clock of `parts` colon-separated fields ("m:ss", "h:mm:ss"), blanks around it
// allowed, into seconds; false when `s` is not one (a minute or second field of 60 or more
// included: `1:60` is no clock).
bool read_clock(std::string_view s, int parts, std::int32_t& seconds) {
  s = trim_left(s);
  std::int32_t total = 0;
  for (int seen = 1;; ++seen) {
    std::int32_t v = 0;
    const std::size_t digits = leading_number(s, v);
    if (digits == 0 || v > 1'000'000 || total > 1'000'000 || (seen > 1 && v >= 60)) return false;
    total = total * 60 + v;
    s.remove_prefix(digits);
    if (seen == parts) {
      seconds = total;
      return trim_left(s).empty();
    }
    if (s.empty() || s[0] != ':') return false;
    s.remove_prefix(1);
  }
}

// Reads "m:ss/h:mm:ss" with any spacing and field widths; nothing if it is not a time.
std::optional<move_time> parse_time(std::string_view t) {
  const auto slash = t.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  move_time mt;
  if (!read_clock(t.substr(0, slash), 2, mt.move_seconds) ||
      !read_clock(t.substr(slash + 1), 3, mt.total_seconds))
    return std::nullopt;
  return mt;
}

class reader {
 public:
  reader(const kif_read_options& options, file_text& file) : options_(options), file_(file) {
    record_.encoding = file.encoding;
  }

  // Reads the record in [begin, end) of the text, whose first line is number `first_line`.
  void run(std::size_t begin, std::size_t end, std::uint32_t first_line) {
    const std::string_view all = file_.decoded.utf8;
    std::string_view text = all.substr(begin, end - begin);
    size_hint_ = text.size();
    text_ = text;
    line_number_ = first_line - 1;
    first_line_offset_ = begin;
    first_line_number_ = 0;
    first_line_column_ = 0;
    span_first_line_ = first_line;
    while (!text.empty()) {
      const std::size_t line_end = text.find('\n');
      std::string_view line = text.substr(0, line_end);
      line_offset_ = static_cast<std::size_t>(line.data() - all.data());
      text = line_end == std::string_view::npos ? std::string_view{} : text.substr(line_end + 1);
      ++line_number_;
      report_nuls(line);
      read_line(trim_right(line));
    }
    finish();
  }

  // Reports that other records follow the separator line at `offset`, line `line`.
  void more_records_follow(std::size_t offset, std::uint32_t line) {
    line_offset_ = offset;
    line_number_ = line;
    report(severity::warning, diagnostic_code::kif_more_records, 0,
           "another record follows this separator line; only the first was read (the kifu "
           "program and read_kif_records read every record of the file)");
  }

  // The record read, with its diagnostics.
  parse_result<record> take_result() {
    if (record_found_) result_.set_value(std::move(record_));  // text with none holds nothing
    return std::move(result_);
  }

 private:
  // --- reporting ---
  void report(severity level, diagnostic_code code, std::size_t column_offset,
              std::string message) {
    result_.add(
        file_.on_line(line_offset_, line_number_, column_offset, code, level, std::move(message)));
  }
  // The NUL bytes the line held (spaces now).
  void report_nuls(std::string_view line) {
    for (const std::size_t at :
         file_.take_nuls(next_nul_, line_offset_, line_offset_ + line.size()))
      report(severity::warning, diagnostic_code::nul_character, at - line_offset_,
             std::string(nul_message));
  }
  std::size_t column_of(std::string_view part) const {
    return static_cast<std::size_t>(part.data() - (file_.decoded.utf8.data() + line_offset_));
  }

  void check_declared_encoding(std::string_view line) {
    const auto at = line.find("encoding=");
    if (at == std::string_view::npos) return;
    std::string declared(line.substr(at + 9));
    for (char& c : declared) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool says_utf8 = starts_with(declared, "utf-8") || starts_with(declared, "utf8");
    const text_encoding actual = file_.decoded.encoding;
    const bool is_utf8 = actual != text_encoding::shift_jis;
    if (says_utf8 != is_utf8)
      report(severity::warning, diagnostic_code::encoding_mismatch, at,
             "the file declares " + std::string(line.substr(at + 9)) + " but its bytes are " +
                 std::string(to_string(actual)) + "; read as " + std::string(to_string(actual)));
  }

  // --- lines ---
  void read_line(std::string_view raw) {
    const std::string_view line = trim_left(raw);
    if (line.empty()) return;
    if (first_line_number_ == 0) {
      first_line_ = line;
      first_line_offset_ = line_offset_;
      first_line_number_ = line_number_;
      first_line_column_ = column_of(line);
    }
    // Most lines are moves and comments: those are told apart by their first byte.
    if (line[0] == '*') return read_comment(line);
    if ((is_digit(line[0]) || kifu::detail::full_width_move_line(line)) &&
        (moves_started_ || !read_diagram_line(line)))
      return read_move_line(line);
    if (line[0] == '#') {
      if (starts_with(line, "#KIF"))
        check_declared_encoding(line);
      else
        record_.program_lines.emplace_back(line);
      return;
    }
    if (line[0] == '&') {
      current().bookmarks.emplace_back(line.substr(1));
      return;
    }
    if (starts_with(line, "変化")) return read_variation(line);
    if (starts_with(line, "まで")) return read_footer(line);
    if (starts_with(line, "手数----")) {
      start_moves();
      return;
    }
    if (starts_with(line, "手数＝")) return read_stated_ply(line);
    if (!moves_started_ && read_diagram_line(line)) return;
    if (starts_with(line, "▲") || starts_with(line, "△") || starts_with(line, "☗") ||
        starts_with(line, "☖"))
      return read_ki2_line(line);
    if (!moves_started_) {
      if (auto h = split_header(line)) return add_header(std::move(*h), line);
    }
    // Kept where it stood: in the header section, or after the node read last.
    if (moves_started_)
      current().unparsed.emplace_back(line);
    else
      record_.program_lines.emplace_back(line);
    // The header that opens a record, after the moves: most likely a second record pasted
    // without the line that divides them.
    const auto h = moves_started_ ? split_header(line) : std::nullopt;
    const bool second_record = h && !second_record_said_ &&
                               (h->key == "手合割" || h->key == "開始日時" || h->key == "棋戦");
    second_record_said_ |= second_record;
    report(
        severity::warning, diagnostic_code::kif_unknown_line, column_of(line),
        "line not understood; kept as is: " + kifu::detail::excerpt(line) +
            (second_record ? " (a second record? a line '#--separator--' divides records)" : ""));
  }

  void add_header(header_entry h, std::string_view line) {
    if (h.key == "手合割") {
      record_.handicap = handicap_from_string(h.value);
      if (!record_.handicap)
        report(severity::warning, diagnostic_code::kif_unknown_handicap, column_of(line),
               "unknown 手合割 '" + kifu::detail::excerpt(h.value) +
                   "'; the board diagram or 平手 gives the start position");
    }
    if (h.key == "変化") {  // some editors write 変化：N手 like a header
      read_variation(line);
      return;
    }
    record_.headers.push_back(std::move(h));
  }

  void read_comment(std::string_view line) {
    const std::string_view body = line.substr(1);
    if (!moves_started_ && record_.nodes.size() == 1) {
      if (auto h = split_header(body); h && is_known_header_key(h->key))
        return add_header(std::move(*h), line);
    }
    record_.add_comment(current_, body);
  }

  // --- board diagram ---
  bool read_diagram_line(std::string_view line) {
    // A hand line is a header line by its shape, so its key is found as a header's is: a line
    // written back as `KEY：VALUE` must not change meaning.
    if (const auto h = header_parts(line)) {
      const auto [key, value] = *h;
      if (key == "後手の持駒" || key == "上手の持駒" || key == "先手の持駒" ||
          key == "下手の持駒") {
        read_hand(value, key == "後手の持駒" || key == "上手の持駒" ? color::white : color::black);
        return true;
      }
    }
    if (line == "後手番" || line == "上手番" || line == "先手番" || line == "下手番") {
      diagram_side_ = (line == "後手番" || line == "上手番") ? color::white : color::black;
      return true;
    }
    if (starts_with(line, "+---") || starts_with(line, "９ ８") || starts_with(line, "9 8") ||
        starts_with(line, "盤面回転")) {
      if (starts_with(line, "盤面回転")) record_.program_lines.emplace_back(line);
      return true;
    }
    if (line.starts_with('|')) {
      read_board_row(line);
      return true;
    }
    return false;
  }

  void read_hand(std::string_view items, color side) {
    if (!diagram_) diagram_.emplace();  // a hand line may come before the board rows
    items = trim_left(items);
    if (items.empty() || items == "なし") return;
    std::size_t i = 0;
    while (i < items.size()) {
      const std::string_view c = char_at(items, i);
      if (c == " " || c == full_width_space || c == "、") {
        i += c.size();
        continue;
      }
      const auto kind = piece_kind_from_string(c);
      if (!kind || !is_hand_kind(*kind)) {
        report(severity::error, diagnostic_code::kif_board_diagram, column_of(items) + i,
               "'" + std::string(c) + "' cannot be in a hand (飛 角 金 銀 桂 香 歩)");
        return;
      }
      i += c.size();
      std::size_t j = i;
      while (j < items.size() && char_at(items, j) != " " &&
             char_at(items, j) != full_width_space && !piece_kind_from_string(char_at(items, j)))
        j += char_at(items, j).size();
      int count = 1;
      if (j > i) {
        const auto n = parse_kanji_count(items.substr(i, j - i));
        if (!n || *n > 18) {
          report(severity::error, diagnostic_code::kif_board_diagram, column_of(items) + i,
                 "'" + kifu::detail::excerpt(items.substr(i, j - i)) +
                     "' is not a piece count (一 to 十八)");
          return;
        }
        count = *n;
      }
      diagram_->set_hand(side, *kind, diagram_->hand(side, *kind) + count);
      check_count({side, *kind}, column_of(items) + i - c.size());
      i = j;
    }
  }

  void read_board_row(std::string_view line) {
    if (!diagram_) diagram_.emplace();
    ++diagram_rows_;
    std::size_t i = 1;  // after '|'
    std::uint8_t file = 9;
    while (i < line.size() && file >= 1) {
      std::string_view c = char_at(line, i);
      if (c == "|") break;
      color side = color::black;
      if (c == "v" || c == "V") {
        side = color::white;
        i += 1;
      } else if (c == " ") {
        i += 1;
      }
      if (i >= line.size()) break;
      c = char_at(line, i);
      if (c != "・") {
        const auto kind = piece_kind_from_string(c);
        if (!kind) {
          report(severity::error, diagnostic_code::kif_board_diagram, column_of(line) + i,
                 "'" + std::string(c) + "' is not a piece in the board diagram");
          return;
        }
        diagram_->set({file, static_cast<std::uint8_t>(diagram_rows_)}, {side, *kind});
        check_count({side, *kind}, column_of(line) + i);
      }
      i += c.size();
      --file;
    }
    if (file != 0 || diagram_rows_ > 9)
      report(severity::error, diagnostic_code::kif_board_diagram, column_of(line),
             "a board row needs 9 squares and the board 9 rows");
  }

  // An error when `placed`, just put in the board diagram at `column`, is one too many of its
  // kind for the set; said once per kind (kings: per side).
  void check_count(piece placed, std::size_t column) {
    const auto d = diagram_->check_piece_count(placed);
    if (!d) return;
    const piece_kind kind = unpromoted(placed.kind);
    const int bit =
        kind == piece_kind::king ? 8 + static_cast<int>(placed.color) : static_cast<int>(kind);
    if ((too_many_ & (1U << bit)) != 0) return;
    too_many_ |= static_cast<std::uint16_t>(1U << bit);
    report(severity::error, diagnostic_code::position_piece_count, column, d->message);
  }

  // --- moves ---
  void start_moves() {
    if (moves_started_) return;
    moves_started_ = true;
    if (diagram_) {
      if (diagram_rows_ != 9)
        report(severity::error, diagnostic_code::kif_board_diagram, 0,
               "the board diagram has " + std::to_string(diagram_rows_) + " rows instead of 9");
      diagram_->set_side_to_move(diagram_side_.value_or(color::black));
      record_.start = *diagram_;
      record_.has_board_diagram = true;
      // Tsume and fun problems break the rules of real games on purpose: warn, do not reject.
      // Too many pieces of a kind were errors where the diagram placed one too many.
      for (auto d : record_.start.validate())
        if (d.code != diagnostic_code::position_piece_count)
          report(severity::warning, d.code, 0, "board diagram: " + d.message);
    } else if (record_.handicap && *record_.handicap != handicap::other) {
      record_.start = *start_position(*record_.handicap);
    } else if (record_.handicap == handicap::other) {
      report(severity::error, diagnostic_code::kif_board_diagram, 0,
             "手合割：その他 needs a board diagram; 平手 is assumed");
    }
    cursor_ = record_.start;
    cursor_node_ = 0;
    record_.nodes.reserve(size_hint_ / 24);  // a move line is about 30 bytes
    current_ = 0;
  }

  record_node& current() { return record_.nodes[current_]; }

  // 手数＝30  ▲７六歩  まで, under a board diagram: the diagram is the position after move 30.
  void read_stated_ply(std::string_view line) {
    start_moves();
    std::int32_t ply = 0;
    const std::string_view rest = trim_left(line.substr(std::string_view("手数＝").size()));
    if (leading_number(rest, ply) == 0 || !record_.has_board_diagram || record_.nodes.size() != 1)
      return;
    set_start_number(ply + 1);
  }

  // The start is the position before move `number` (a game shown from its middle): the moves
  // may be numbered from it (KIF writers number them so) or from 1.
  void set_start_number(std::int32_t number) {
    record_.start.set_move_number(number);
    if (cursor_node_ == 0) cursor_.set_move_number(number);
  }

  // What a move's number in the file counts from: 0 when moves are numbered from 1, else the
  // plies before the start. The first move line tells: after a board diagram it may be numbered
  // as the game's move (as after 手数＝30), which then numbers the start too.
  std::int32_t numbering_offset(std::int32_t first_number) {
    if (!numbering_offset_) {
      const std::int32_t stated = record_.start.move_number();
      if (first_number == 1 || !record_.has_board_diagram || first_number < 1)
        numbering_offset_ = 0;
      else if (first_number == stated || stated == 1)
        numbering_offset_ = first_number - 1;
      else
        numbering_offset_ = stated - 1;  // a number that fits neither: warned of below
      if (*numbering_offset_ > 0) set_start_number(*numbering_offset_ + 1);
    }
    return *numbering_offset_;
  }

  void read_variation(std::string_view line) {
    start_moves();
    report_empty_variation();
    unread_reported_ = false;
    std::size_t i = line.find_first_of("0123456789");
    int written = 0;          // 0 too for a number past int's range, which no record reaches
    std::string_view digits;  // as written, for the messages
    if (i != std::string_view::npos) {
      digits = line.substr(i, line.find_first_not_of("0123456789", i) - i);
      std::from_chars(digits.data(), digits.data() + digits.size(), written);
    }
    const int n = written - numbering_offset_.value_or(0);  // the ply from the start
    // The branch point is on the line read last: walk up from its end to ply n - 1.
    std::size_t node = last_read_;
    while (node != 0 && record_.nodes[node].ply > n - 1) node = record_.nodes[node].parent;
    if (n < 1 || record_.nodes[node].ply != n - 1) {
      report(severity::error, diagnostic_code::kif_variation, column_of(line),
             "変化：" + std::string(digits) + "手 does not branch from the line above");
      line_failed_ = true;
      return;
    }
    // A variation is another move N: the line above must have one (else its moves would go on
    // from that line's end, a continuation, not a variation). KI2 writes no special moves, so
    // there the choice may be one made instead of the 投了 or 中断 its line ends with: only a
    // record of numbered KIF move lines, which write them, is held to it.
    if (record_.nodes[node].children.empty() && kif_moves_) {
      report(severity::error, diagnostic_code::kif_variation, column_of(line),
             "変化：" + std::string(digits) + "手 has no move " + std::string(digits) +
                 " on the line above to be another choice for");
      line_failed_ = true;
      return;
    }
    current_ = node;
    line_failed_ = false;
    open_variation_ = {line_offset_, line_number_, column_of(line), written, record_.nodes.size()};
  }

  // A 変化 block that ended (at the next one or the record's end) without a move: a warning,
  // since a block that lost its moves is otherwise not seen.
  void report_empty_variation() {
    const std::optional<variation_block> block = std::exchange(open_variation_, std::nullopt);
    if (!block || record_.nodes.size() != block->nodes_before) return;
    const std::size_t offset = std::exchange(line_offset_, block->offset);
    const std::uint32_t number = std::exchange(line_number_, block->line);
    report(severity::warning, diagnostic_code::kif_variation, block->column,
           "変化：" + std::to_string(block->ply) + "手 has no moves: the block is empty");
    line_offset_ = offset;
    line_number_ = number;
  }

  // A time whose total is left out, `( 0:02/)`: the total is the side's last one and this
  // move's, with a warning; a time not understood otherwise is dropped, with a warning.
  [[gnu::cold]] std::optional<move_time> time_without_total(std::string_view written) {
    const std::string_view inside = written.substr(1, written.size() - 2);
    const auto slash = inside.find('/');
    move_time t;
    const bool move_only = slash != std::string_view::npos &&
                           trim_left(inside.substr(slash + 1)).empty() &&
                           read_clock(inside.substr(0, slash), 2, t.move_seconds);
    // The same side's move before: two plies up, from the node this move follows.
    const record_node& previous = record_.nodes[current_];
    const std::optional<move_time> before =
        previous.ply >= 2 ? record_.nodes[previous.parent].time : std::nullopt;
    if (move_only && (previous.ply < 2 || before)) {
      t.total_seconds = (before ? before->total_seconds : 0) + t.move_seconds;
      report(severity::warning, diagnostic_code::kif_time, column_of(written),
             "time '" + kifu::detail::excerpt(written) +
                 "' has no total; the total is counted from the moves before");
      return t;
    }
    report(severity::warning, diagnostic_code::kif_time, column_of(written),
           "time '" + kifu::detail::excerpt(written) + "' not understood; dropped");
    return std::nullopt;
  }

  void read_move_line(std::string_view line) {
    start_moves();
    kif_moves_ = true;
    std::int32_t number = 0;
    std::string_view rest = trim_left(line.substr(leading_number(line, number)));
    const std::size_t text_end = std::min(rest.find_first_of(" \t"), rest.size());
    std::string_view text = rest.substr(0, text_end);
    std::string_view after = trim_left(rest.substr(text_end));
    // A move glued to its time: "７六歩(77)( 0:01/00:00:01)".
    if (const auto open = text.find("( "); open != std::string_view::npos) {
      after = rest.substr(open);
      text = text.substr(0, open);
    }
    const std::size_t text_column = column_of(text);
    // A move cut by a blank before its promotion or drop word ("２二角 成(88)"): read whole,
    // and said, rather than read as the move without it.
    std::string joined;
    if (!text.ends_with(')') && !text.empty() &&
        (starts_with(after, "成") || starts_with(after, "不成") || starts_with(after, "打") ||
         starts_with(after, "生"))) {
      const std::size_t end = std::min(after.find_first_of(" \t"), after.size());
      joined = std::string(text) + std::string(after.substr(0, end));
      report(severity::warning, diagnostic_code::kif_unknown_line, column_of(after),
             "a blank inside the move: read as '" + kifu::detail::excerpt(joined) + "'");
      text = joined;
      after = trim_left(after.substr(end));
    }
    // The "+" marker (glued when no time is written) is implied by the tree; it is dropped, and
    // so is any '+' or full-width space before it: no text kept ends with what the writer's
    // marker or a reader's trimming of the line would eat.
    for (text = trim_right(text); text.ends_with('+'); text = trim_right(text))
      text.remove_suffix(1);
    std::optional<move_time> time;
    if (after.starts_with('(')) {
      const auto close = after.find(')');
      if (close != std::string_view::npos) {
        time = parse_time(after.substr(1, close - 1));
        if (!time) time = time_without_total(after.substr(0, close + 1));
        after = trim_left(after.substr(close + 1));
      }
    }
    if (after.starts_with('+')) after = trim_left(after.substr(1));
    if (!after.empty())
      report(severity::warning, diagnostic_code::kif_unknown_line, column_of(after),
             "text after the move not understood: " + kifu::detail::excerpt(after));
    if (line_failed_) return not_read(column_of(line));
    const std::int32_t expected = record_.nodes[current_].ply + 1 + numbering_offset(number);
    if (number != expected)
      report(severity::warning, diagnostic_code::kif_move_number, 0,
             "move number " + std::to_string(number) + " where " + std::to_string(expected) +
                 " was expected");
    add_move(text, time, text_column);
  }

  void read_ki2_line(std::string_view line) {
    start_moves();
    std::size_t i = 0;
    while (i < line.size()) {
      std::size_t next = line.size();
      for (std::string_view mark : {"▲", "△", "☗", "☖"}) {
        const auto at = line.find(mark, i + 1);
        if (at != std::string_view::npos) next = std::min(next, at);
      }
      const std::string_view text = trim_right(line.substr(i, next - i));
      if (line_failed_)
        not_read(column_of(text));
      else
        add_move(text, std::nullopt, column_of(text));
      i = next;
    }
  }

  // Reads one written move or special word (投了 …) and appends it under the current node. The
  // common case, a legal move, stays here; the rare ones go to the cold functions below.
  void add_move(std::string_view text, const std::optional<move_time>& time, std::size_t column) {
    if (current_ != 0 && !record_.nodes[current_].move) return follows_special(text, column);
    const std::string_view word = without_side_mark(text);
    if (!looks_like_move(word)) {
      const special_move special = special_of(word);
      if (special != special_move::none) return append_node(text, time, std::nullopt, special);
    }
    written_move written;
    const char* end = text.data();
    const bool parsed = detail::parse_written(end, text.data() + text.size(), written);
    if (!parsed || written.length != text.size())
      return not_a_move(text, word, time, column, parsed && written.length > 0);
    const position& before = cursor_at(current_);
    const auto& last = record_.nodes[current_].move;
    const std::optional<square> previous = last ? std::optional<square>(last->to()) : std::nullopt;
    const auto m = resolve(written, before, previous);
    if (!m.ok()) return unresolved(text, time, column, written, m.diagnostics().front(), previous);
    if (written.kind == piece_kind::none) unnamed_piece(*m, before, previous, column);
    append_node(text, time, *m, special_move::none);
  }

  // A move written without its piece (７六(77)): read when one piece fits, with a warning that
  // says how it was read.
  [[gnu::cold, gnu::noinline]] void unnamed_piece(const move& m, const position& before,
                                                  std::optional<square> previous,
                                                  std::size_t column) {
    report(severity::warning, diagnostic_code::notation_syntax, column,
           "the move does not name its piece; read as " + to_kif(m, before, previous));
  }

  // The text without the side marks (▲△☗☖) written before a move.
  static std::string_view without_side_mark(std::string_view word) {
    if (word.starts_with('\xE2'))  // the lead byte of every side mark
      for (std::string_view mark : {"▲", "△", "☗", "☖"})
        if (word.starts_with(mark)) word.remove_prefix(mark.size());
    return word;
  }

  // Move lines start with a digit or 同; only other words are looked up as special moves.
  static bool looks_like_move(std::string_view word) {
    return !word.empty() && (is_digit(word[0]) || starts_with(word, "同") ||
                             starts_with(word, "\xEF\xBC"));  // full-width digit
  }

  // The first move of a line after the error that ended it: a warning that it and the moves
  // after it are not read (an error says why the line stopped, and nothing is lost unsaid).
  [[gnu::cold]] void not_read(std::size_t column) {
    if (unread_reported_) return;
    unread_reported_ = true;
    report(severity::warning, diagnostic_code::kif_moves_unread, column,
           "this move and the moves after it in this line are not read: the line stops at the "
           "error before it");
  }

  // A move after a special move such as 投了: an error that fails the line.
  [[gnu::cold, gnu::noinline]] void follows_special(std::string_view text, std::size_t column) {
    report(severity::error, diagnostic_code::kif_after_special, column,
           "'" + kifu::detail::excerpt(text) + "' follows '" +
               kifu::detail::excerpt(record_.nodes[current_].text) +
               "', which ends the line; start a 変化 block for another line");
    line_failed_ = true;
  }

  // Text that does not read as a move: an unknown special word (kept, with a warning) unless it
  // starts like a move (a digit, 同 or a readable part), which is a syntax error.
  [[gnu::cold, gnu::noinline]] void not_a_move(std::string_view text, std::string_view word,
                                               const std::optional<move_time>& time,
                                               std::size_t column, bool partly_read) {
    if (!text.empty() && !looks_like_move(word) && !partly_read) {
      report(severity::warning, diagnostic_code::kif_unknown_special, column,
             "'" + kifu::detail::excerpt(text) +
                 "' is not a move or a known special word; kept as a special move");
      return append_node(text, time, std::nullopt, special_move::unknown);
    }
    report(severity::error, diagnostic_code::notation_syntax, column,
           text.empty() ? "a move number with no move after it (is the file cut short?)"
                        : "'" + kifu::detail::excerpt(text) + "' is not a move");
    line_failed_ = true;
  }

  // A move that does not resolve: an error. Lenient reading keeps a board move whose origin
  // holds a piece of the side to move, marked illegal; otherwise the line fails.
  [[gnu::cold, gnu::noinline]] void unresolved(std::string_view text,
                                               const std::optional<move_time>& time,
                                               std::size_t column, const written_move& written,
                                               const diagnostic& d,
                                               std::optional<square> previous) {
    const std::int32_t ply = record_.nodes[current_].ply + 1;
    report(severity::error, d.code, column,
           "move " + std::to_string(ply) + " '" + kifu::detail::excerpt(text) + "': " + d.message);
    const auto repaired = options_.lenient ? playable(written, previous) : std::nullopt;
    if (!repaired) {
      line_failed_ = true;
      return;
    }
    append_node(text, time, *repaired, special_move::none, true);
  }

  // The illegal move `written` as it can still be played on the board (detail::playable), for
  // lenient reading: a board move needs its origin (KIF's (77)).
  std::optional<move> playable(const written_move& written, std::optional<square> previous) {
    const position& before = cursor_at(current_);
    const square to = written.same ? previous.value_or(square{}) : written.to;
    if (written.drop && !written.from) {
      const move m = move::drop(to, written.kind);
      return detail::playable(before, m) ? std::optional(m) : std::nullopt;
    }
    if (!written.from || !written.from->valid()) return std::nullopt;
    const move m = move::board(*written.from, to, before.at(*written.from).kind,
                               promote{written.promote == written_move::promotion::promote});
    return detail::playable(before, m) ? std::optional(m) : std::nullopt;
  }

  // Appends a node for `played` or `special` under the current node, plays it on the cursor
  // and makes it the current node.
  [[gnu::always_inline]] void append_node(std::string_view text,
                                          const std::optional<move_time>& time,
                                          const std::optional<move>& played, special_move special,
                                          bool illegal = false) {
    const std::size_t index = record_.nodes.size();
    const std::int32_t ply = record_.nodes[current_].ply + 1;
    record_.nodes[current_].children.push_back(index);
    position& after = cursor_at(current_);
    if (played) after.play(*played);
    cursor_node_ = index;
    record_node& node = record_.nodes.emplace_back();
    node.parent = current_;
    node.ply = ply;
    node.move = played;
    node.special = special;
    node.text = text;
    node.time = time;
    node.line = line_number_;
    node.illegal = illegal;
    current_ = index;
    last_read_ = index;
  }

  // The position after node `i`, kept for the node read last and rebuilt when a variation
  // goes back to an earlier one.
  position& cursor_at(std::size_t i) {
    if (cursor_node_ != i) {
      cursor_ = record_.position_after(i);
      cursor_node_ = i;
    }
    return cursor_;
  }

  void finish() {
    record_found_ = (moves_started_ || !record_.headers.empty() || diagram_) && !is_json();
    start_moves();
    report_empty_variation();
    if (!record_found_) report_no_record();
  }

  // True when the text is a JSON document (a JKF record), whatever KIF-like lines it holds
  // ("key": value lines read as headers): no KIF or KI2 writes one.
  bool is_json() const { return first_line_.starts_with('{') && nlohmann::json::accept(text_); }

  // Text in which no header, board or move was found is not a record: one error that says what
  // the text looks like replaces a warning per line.
  [[gnu::cold]] void report_no_record() {
    parse_result<record> kept;
    for (const diagnostic& d : result_.diagnostics())
      if (d.code != diagnostic_code::kif_unknown_line) kept.add(d);
    result_ = std::move(kept);
    line_offset_ = first_line_offset_;
    line_number_ = first_line_number_ != 0 ? first_line_number_ : span_first_line_;
    const std::string_view first = first_line_;
    std::string message = "no KIF or KI2 header, board diagram or move found";
    if (first.empty())
      message += ": the record is empty";
    else if (const auto kind = detect_input(first).kind;
             kind != input_kind::text && kind != input_kind::kif && kind != input_kind::ki2)
      message += "; this looks like " + std::string(describe(kind));
    else if (first.starts_with("[") || first.starts_with("{"))
      message += "; this looks like JSON";
    report(severity::error, diagnostic_code::kif_no_record, first_line_column_, std::move(message));
  }

  // まで77手で先手の勝ち: ends the line read last; its move count is checked against that line.
  void read_footer(std::string_view line) {
    start_moves();
    // The line stopped at an error: its まで line counts moves that were not read, and would
    // state a result the record read does not reach.
    if (line_failed_) return not_read(column_of(line));
    record_node& end = record_.nodes[last_read_];
    end.footer = std::string(line);
    const auto digits = line.find_first_of("0123456789");
    if (digits == std::string_view::npos) return;
    int n = 0;
    std::from_chars(line.data() + digits, line.data() + line.size(), n);
    int moves = 0;
    for (std::size_t i = last_read_; i != 0; i = record_.nodes[i].parent)
      moves += record_.nodes[i].move.has_value();
    // A game shown from its middle may count its moves from the game's start.
    if (n != moves && n != moves + record_.start.move_number() - 1)
      report(severity::warning, diagnostic_code::kif_footer, column_of(line),
             "the footer '" + kifu::detail::excerpt(line) + "' counts " + std::to_string(n) +
                 " moves but its line has " + std::to_string(moves));
  }

  const kif_read_options& options_;
  file_text& file_;
  parse_result<record> result_;
  record record_;
  std::size_t size_hint_ = 0;    // bytes of this record's text
  std::string_view text_;        // this record's text
  std::size_t line_offset_ = 0;  // where the current line starts in the text
  std::uint32_t line_number_ = 0;
  bool moves_started_ = false;
  bool record_found_ = true;  // a header, a board or a move was read (known at the end)
  bool line_failed_ = false;
  bool unread_reported_ = false;  // the moves after the failure of this line were named
  std::string_view first_line_;   // the first line that is not blank (what the text looks like)
  std::size_t first_line_offset_ = 0;    // where that line starts
  std::size_t first_line_column_ = 0;    // bytes from there to its text
  std::uint32_t first_line_number_ = 0;  // 0: every line so far was blank
  std::uint32_t span_first_line_ = 1;    // the line the record's text starts on
  std::optional<position> diagram_;
  int diagram_rows_ = 0;
  std::optional<color> diagram_side_;
  std::uint16_t too_many_ = 0;  // bit k: too many of kind k reported (kings: bit 8 + side)
  position cursor_;             // the position after node cursor_node_
  std::size_t cursor_node_ = 0;
  std::size_t current_ = 0;    // the node the next move follows
  std::size_t last_read_ = 0;  // the last node added
  std::size_t next_nul_ = 0;   // the first of file_.nul_offsets not yet reported
  bool kif_moves_ = false;     // moves read from numbered KIF lines, which write special moves
  bool second_record_said_ = false;  // a header after the moves said to open a second record
  // The 変化 block being read: where its line is, its ply and the nodes before it.
  struct variation_block {
    std::size_t offset = 0;
    std::uint32_t line = 0;
    std::size_t column = 0;
    int ply = 0;
    std::size_t nodes_before = 0;
  };
  std::optional<variation_block> open_variation_;
  std::optional<std::int32_t> numbering_offset_;  // see numbering_offset(); set by the first move
};

}  // namespace

parse_result<record> read_kif(std::string_view bytes, const kif_read_options& options) {
  auto opened = open_file(bytes, options.file_name);
  if (!opened.has_value()) return parse_result<record>::failed_as(opened);
  const diagnostic_list repairs = opened.diagnostics();
  file_text file = std::move(opened).value();
  const auto spans = record_spans(file.decoded.utf8);
  reader r(options, file);
  r.run(spans[0].begin, spans[0].end, spans[0].first_line);
  if (spans.size() > 1) r.more_records_follow(spans[0].end, spans[0].separator_line);
  auto result = r.take_result();
  add_repairs(result, repairs, 0, spans.size() > 1 ? spans[0].separator_line : UINT32_MAX);
  return result;
}

std::vector<parse_result<record>> read_kif_records(std::string_view bytes,
                                                   const kif_read_options& options) {
  std::vector<parse_result<record>> records;
  auto opened = open_file(bytes, options.file_name);
  if (!opened.has_value()) {
    records.push_back(parse_result<record>::failed_as(opened));
    return records;
  }
  const diagnostic_list repairs = opened.diagnostics();
  file_text file = std::move(opened).value();
  const auto spans = record_spans(file.decoded.utf8);
  for (std::size_t k = 0; k < spans.size(); ++k) {
    reader r(options, file);
    r.run(spans[k].begin, spans[k].end, spans[k].first_line);
    records.push_back(r.take_result());
    // A repair on a separator line goes with the record before it.
    add_repairs(records.back(), repairs, k == 0 ? 0 : spans[k - 1].separator_line + 1,
                k + 1 < spans.size() ? spans[k].separator_line : UINT32_MAX);
  }
  return records;
}

}  // namespace kifu::inline v0::shogi
