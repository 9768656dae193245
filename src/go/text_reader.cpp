// Reading a text Go board out of pasted text: the FIGOM recipe generalised to Unicode (labels,
// glyph-by-glyph cells, garbage skipped, second boards left alone), with the size and the row
// direction taken from the labels.
#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "diagnostic_builder.hpp"
#include "excerpt.hpp"
#include "glyphs.hpp"
#include "go/sensei_reader.hpp"
#include "kifu/go/text_board.hpp"

namespace kifu::inline v0::go {
namespace {

using namespace detail;

enum class label_kind : std::uint8_t { digits, kanji, letter };

// A row label at the start of a line.
struct row_label {
  int value = 0;
  label_kind kind = label_kind::digits;
  std::size_t begin = 0;  // byte offsets in the line
  std::size_t end = 0;
};

// What a cell holds.
enum class cell_kind : std::uint8_t { other, blank, point, black, white, both };

constexpr bool on_board(cell_kind k) noexcept {
  return k == cell_kind::point || k == cell_kind::black || k == cell_kind::white ||
         k == cell_kind::both;
}

struct cell {
  std::size_t begin = 0;  // byte offsets in the line
  std::size_t end = 0;
  cell_kind kind = cell_kind::other;
};

cell_kind kind_of_marks(mark a, mark b, bool word) noexcept {
  const bool black = a == mark::black || b == mark::black;
  const bool white = a == mark::white || b == mark::white;
  if (word) return cell_kind::other;
  if (black && white) return cell_kind::both;
  if (black) return cell_kind::black;
  if (white) return cell_kind::white;
  if (a == mark::other || b == mark::other) return cell_kind::other;
  if (a == mark::point || b == mark::point) return cell_kind::point;
  return cell_kind::blank;
}

// Steps through the cells of a row: a full-width glyph is one cell, two half-width glyphs are
// one cell; a half-width space alone before a full-width glyph is padding.
class cell_cursor {
 public:
  cell_cursor(std::string_view line, std::size_t at) : line_(line), at_(at) {}

  bool done() const noexcept { return at_ >= line_.size(); }

  cell next() noexcept {
    for (;;) {
      const glyph a = glyph_at(line_, at_);
      const std::size_t begin = at_;
      at_ += a.length;
      if (!is_half_width(a.code))
        return {begin, at_, kind_of_marks(mark_of(a.code), mark::space, false)};
      const glyph b = glyph_at(line_, at_);
      if (b.length != 0 && is_half_width(b.code)) {
        at_ += b.length;
        return {begin, at_,
                kind_of_marks(mark_of(a.code), mark_of(b.code),
                              is_ascii_letter(a.code) && is_ascii_letter(b.code))};
      }
      if (!is_space(a.code) || b.length == 0)
        return {begin, at_, kind_of_marks(mark_of(a.code), mark::space, false)};
    }
  }

 private:
  std::string_view line_;
  std::size_t at_;
};

// How far the board part of a row reaches: up to two cells of text in a row, a comment, or the
// line end.
struct row_scan {
  std::size_t end = 0;  // byte offset after the last board cell
  int width = 0;        // cells up to the last board cell
  int board_cells = 0;  // point and stone cells among them
  int other_cells = 0;  // text cells among them
  bool starts_on_board = false;
};

constexpr int max_scanned_cells = 64;

// True when a cell starts a comment: a '#' after the board's cells and a gap (spaces or the row
// label repeated, as in `8 . . X . 8   # O at D8`). A '#' right after a board cell is a stone.
bool starts_comment(std::string_view line, const cell& c, bool after_gap) {
  return after_gap && line.substr(c.begin, c.end - c.begin).find('#') != std::string_view::npos;
}

row_scan scan_row(std::string_view line, std::size_t cells) {
  row_scan s;
  cell_cursor cursor(line, cells);
  int others_in_a_row = 0, others = 0;
  bool after_gap = false;  // the previous cell was a space or text, after a board cell
  for (int i = 0; !cursor.done() && i < max_scanned_cells; ++i) {
    const cell c = cursor.next();
    if (i == 0) s.starts_on_board = on_board(c.kind);
    if (s.board_cells > 0 && starts_comment(line, c, after_gap)) break;
    after_gap = s.board_cells > 0 && !on_board(c.kind);
    if (c.kind == cell_kind::other) {
      ++others;
      if (++others_in_a_row == 2) break;
    } else if (c.kind != cell_kind::blank) {
      others_in_a_row = 0;
      s.end = c.end;
      s.width = i + 1;
      ++s.board_cells;
      s.other_cells = others;
    }
  }
  return s;
}

std::size_t skip_spaces(std::string_view line, std::size_t at) {
  for (glyph g; (g = glyph_at(line, at)).length != 0 && is_space(g.code);) at += g.length;
  return at;
}

// Spaces and the ASCII frame '|' between a label and the cells ("19| . . ." in bordered boards).
std::size_t skip_padding(std::string_view line, std::size_t at) {
  for (glyph g; (g = glyph_at(line, at)).length != 0 && (is_space(g.code) || g.code == U'|');)
    at += g.length;
  return at;
}

// True for a frame line of a bordered ASCII board: only + - | and spaces, with a -.
bool is_frame(std::string_view line) {
  return line.find('-') != std::string_view::npos &&
         line.find_first_not_of("+-| \t") == std::string_view::npos;
}

std::optional<row_label> read_label(std::string_view line, std::size_t at) {
  const glyph g0 = glyph_at(line, at);
  const glyph g1 = glyph_at(line, at + g0.length);
  if (const int d0 = digit_value(g0.code); d0 >= 0) {
    if (const int d1 = digit_value(g1.code); d1 >= 0) {
      const int value = d0 * 10 + d1;
      if (digit_value(glyph_at(line, at + g0.length + g1.length).code) >= 0 || value < 1 ||
          value > max_board_size)
        return std::nullopt;
      return row_label{value, label_kind::digits, at, at + g0.length + g1.length};
    }
    if (d0 == 0) return std::nullopt;
    return row_label{d0, label_kind::digits, at, at + g0.length};
  }
  if (kanji_value(g0.code) >= 0) {
    std::size_t end = at;
    for (glyph g; (g = glyph_at(line, end)).length != 0 && kanji_value(g.code) >= 0;)
      end += g.length;
    const std::string_view word = line.substr(at, end - at);
    for (int v = 1; v <= max_board_size; ++v)
      if (kanji_numbers[static_cast<std::size_t>(v)] == word)
        return row_label{v, label_kind::kanji, at, end};
    return std::nullopt;
  }
  if (g0.code >= U'a' && g0.code < U'a' + max_board_size && !is_ascii_letter(g1.code))
    return row_label{static_cast<int>(g0.code - U'a') + 1, label_kind::letter, at, at + 1};
  return std::nullopt;
}

// The number of columns a line of column labels names: letters A… (with or without I, any
// width or case) or numbers 1… (separated by spaces, run together, or by their last digit only).
std::optional<int> column_label_count(std::string_view line) {
  std::array<char, max_scanned_cells> letters{};
  std::array<int, max_scanned_cells> numbers{};
  std::string digits;
  int n_letters = 0, n_numbers = 0, glyphs_seen = 0;
  bool in_number = false;
  for (std::size_t at = 0; at < line.size();) {
    const glyph g = glyph_at(line, at);
    at += g.length;
    if (is_space(g.code)) {
      in_number = false;
      continue;
    }
    if (++glyphs_seen > max_scanned_cells) return std::nullopt;
    if (const char u = upper_letter(g.code); u != 0) {
      letters[static_cast<std::size_t>(n_letters++)] = u;
    } else if (const int d = digit_value(g.code); d >= 0) {
      digits += static_cast<char>('0' + d);
      if (!in_number) numbers[static_cast<std::size_t>(n_numbers++)] = 0;
      auto& last = numbers[static_cast<std::size_t>(n_numbers - 1)];
      last = std::min(last * 10 + d, 1000);
      in_number = true;
    } else {
      return std::nullopt;
    }
  }
  if (glyphs_seen < 2 || (n_letters != 0 && n_letters != glyphs_seen)) return std::nullopt;
  if (n_letters != 0) {
    const std::string_view seen(letters.data(), static_cast<std::size_t>(n_letters));
    if (n_letters <= max_board_size &&
        (gtp_column_letters.starts_with(seen) ||
         std::string_view("ABCDEFGHIJKLMNOPQRSTUVWXY").starts_with(seen)))
      return n_letters;
    return std::nullopt;
  }
  bool counted = n_numbers >= 2;
  for (int i = 0; i < n_numbers && counted; ++i)
    counted = numbers[static_cast<std::size_t>(i)] == i + 1;
  if (counted) return n_numbers;
  std::string run;
  for (int k = 1; run.size() < digits.size(); ++k) {
    run += std::to_string(k);
    if (run == digits) return k;
  }
  for (std::size_t i = 0; i < digits.size(); ++i)
    if (digits[i] != static_cast<char>('0' + (i + 1) % 10)) return std::nullopt;
  return static_cast<int>(digits.size());
}

enum class line_kind : std::uint8_t { blank, columns, row, text };

struct line_info {
  std::string_view text;
  std::size_t offset = 0;  // of the line in the decoded text
  std::uint32_t number = 0;
  line_kind kind = line_kind::text;
  int columns = 0;  // for line_kind::columns
  row_label label;  // for line_kind::row
  std::size_t cells = 0;
  row_scan scan;
};

line_info classify(std::string_view text, std::size_t offset, std::uint32_t number) {
  line_info l;
  l.text = text;
  l.offset = offset;
  l.number = number;
  const std::size_t start = skip_spaces(text, 0);
  if (start == text.size() || is_frame(text)) {
    l.kind = line_kind::blank;
    return l;
  }
  if (const auto n = column_label_count(text)) {
    l.kind = line_kind::columns;
    l.columns = *n;
    return l;
  }
  if (const auto label = read_label(text, start)) {
    l.label = *label;
    l.cells = skip_padding(text, label->end);
    l.scan = scan_row(text, l.cells);
  } else {
    // Japanese print puts the kanji row labels on the right: the cells first, then the label.
    l.cells = start;
    l.scan = scan_row(text, start);
    const auto right = read_label(text, skip_spaces(text, l.scan.end));
    if (!right || right->kind != label_kind::kanji || skip_spaces(text, right->end) != text.size())
      return l;
    l.label = *right;
  }
  if (l.scan.starts_on_board && l.scan.board_cells >= 2 && l.scan.other_cells <= l.scan.board_cells)
    l.kind = line_kind::row;
  return l;
}

// Words that say whose turn it is, in the lines around a board.
struct turn_word {
  std::string_view text;
  std::optional<color> side;  // none: the colour follows ("Next player: White")
};
constexpr std::array<turn_word, 11> turn_words = {{{"黒番", color::black},
                                                   {"白番", color::white},
                                                   {"黒の手番", color::black},
                                                   {"白の手番", color::white},
                                                   {"黒先", color::black},
                                                   {"白先", color::white},
                                                   {"black to play", color::black},
                                                   {"white to play", color::white},
                                                   {"next player:", std::nullopt},
                                                   {"to move:", std::nullopt},
                                                   {"to play:", std::nullopt}}};

char ascii_lower(char c) noexcept {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::size_t find_ignoring_case(std::string_view text, std::string_view word) {
  if (word.size() > text.size()) return std::string_view::npos;
  for (std::size_t i = 0; i + word.size() <= text.size(); ++i) {
    std::size_t k = 0;
    while (k < word.size() && ascii_lower(text[i + k]) == word[k]) ++k;
    if (k == word.size()) return i;
  }
  return std::string_view::npos;
}

class reader {
 public:
  explicit reader(const decoded_text& text) : text_(text) {}

  // Reads the first board; the diagnostics come in the order of the text.
  parse_result<text_board> run() {
    auto board = read();
    parse_result<text_board> result;
    if (board) result.set_value(std::move(*board));
    std::stable_sort(found_.begin(), found_.end(),
                     [](const diagnostic& a, const diagnostic& b) { return a.offset < b.offset; });
    // Offsets are kept in the decoded text until now, then placed in one pass.
    kifu::detail::diagnostic_builder place(text_);
    for (auto& d : found_) result.add(place.at(d.offset, d.code, d.level, std::move(d.message)));
    return result;
  }

 private:
  std::optional<text_board> read() {
    split_lines();
    const auto first = std::find_if(lines_.begin(), lines_.end(),
                                    [](const line_info& l) { return l.kind == line_kind::row; });
    if (first == lines_.end()) {
      add_at(0, 0, diagnostic_code::go_no_board, severity::error,
             "no Go board found: no line starts with a row label (1–25, 一–二十五 or a–y) followed "
             "by board points such as . + ・ ┼ or stones ● ○ X O");
      return std::nullopt;
    }
    first_ = static_cast<std::size_t>(first - lines_.begin());
    collect_rows();
    // One row alone, with no column letters by it, is text that happens to start with a number
    // (a numbered list), not a board.
    if (rows_.size() == 1 && header_near(first_, -1) == nullptr &&
        header_near(first_, +1) == nullptr) {
      diagnostic_list kept;  // less what was said of the row as a board
      for (const auto& d : found_)
        if (d.code != diagnostic_code::go_ambiguous_rows) kept.push_back(d);
      found_ = std::move(kept);
      add_at(first_, 0, diagnostic_code::go_no_board, severity::error,
             "no Go board found: this is the only line that reads as a row of points, with no "
             "other row and no column letters by it");
      return std::nullopt;
    }
    const int size = decide_size();
    if (size < min_board_size || size > max_board_size) return std::nullopt;
    text_board board;
    board.position = position(size);
    board.rows = order_;
    board.encoding = text_.encoding;
    board.first_line = lines_[rows_.front()].number;
    board.last_line = lines_[rows_.back()].number;
    fill(board.position);
    report_surroundings(board.position);
    return board;
  }

  void split_lines() {
    const std::string_view all = text_.utf8;
    std::uint32_t number = 1;
    for (std::size_t start = 0; start <= all.size(); ++number) {
      std::size_t end = all.find('\n', start);
      const bool last = end == std::string_view::npos;
      if (last) end = all.size();
      std::string_view line = all.substr(start, end - start);
      if (line.ends_with('\r')) line.remove_suffix(1);
      if (!(last && line.empty() && number > 1)) lines_.push_back(classify(line, start, number));
      start = end + 1;
    }
  }

  const line_info* header_near(std::size_t from, int step) const {
    for (auto i = static_cast<std::ptrdiff_t>(from) + step;
         i >= 0 && i < static_cast<std::ptrdiff_t>(lines_.size()); i += step) {
      const line_info& l = lines_[static_cast<std::size_t>(i)];
      if (l.kind == line_kind::columns) return &l;
      if (l.kind != line_kind::blank) return nullptr;
    }
    return nullptr;
  }

  // The rows of the first board: labels of one kind, running one way. A label that runs back,
  // a label of another kind or a line of column labels ends the board.
  void collect_rows() {
    rows_.push_back(first_);
    const line_info& head = lines_[first_];
    const line_info* above = header_near(first_, -1);
    int widest = head.scan.width;
    bool direction_known = false;
    int previous = head.label.value;
    std::size_t i = first_ + 1;
    for (; i < lines_.size(); ++i) {
      const line_info& l = lines_[i];
      if (l.kind == line_kind::columns) break;
      if (l.kind != line_kind::row) continue;
      const int v = l.label.value;
      if (l.label.kind != head.label.kind || v == previous) break;
      if (!direction_known) {
        order_ = v > previous ? row_order::top_down : row_order::bottom_up;
        direction_known = true;
      } else if ((order_ == row_order::top_down) != (v > previous)) {
        break;
      }
      rows_.push_back(i);
      previous = v;
      widest = std::max(widest, l.scan.width);
      const int expected = above != nullptr ? above->columns : widest;
      if (order_ == row_order::bottom_up ? v == 1 : v >= expected) {
        ++i;
        break;
      }
    }
    end_ = i;
    if (!direction_known) {
      order_ = row_order::top_down;
      if (head.label.kind == label_kind::digits)
        add_at(first_, head.label.begin, diagnostic_code::go_ambiguous_rows, severity::warning,
               "the board has a single row, so the direction of the row numbers is unknown; it "
               "is read as counted from the top");
    }
  }

  int decide_size() {
    const line_info* above = header_near(first_, -1);
    const line_info* below = header_near(rows_.back(), +1);
    const line_info* columns = above != nullptr ? above : below;
    int labelled = 0, widest = 0;
    for (std::size_t r : rows_) {
      labelled = std::max(labelled, lines_[r].label.value);
      widest = std::max(widest, lines_[r].scan.width);
    }
    const line_info& head = lines_[first_];
    int size = 0;
    if (columns != nullptr) {
      size = columns->columns;
      if (above != nullptr && below != nullptr && above->columns != below->columns)
        add_at(static_cast<std::size_t>(below - lines_.data()), 0, diagnostic_code::go_board_size,
               severity::warning,
               "the column labels below the board name " + std::to_string(below->columns) +
                   " columns, those above " + std::to_string(above->columns) +
                   "; the ones above are used");
      if (labelled > size) {
        add_at(first_, head.label.begin, diagnostic_code::go_board_size, severity::warning,
               "a row is labelled " + std::to_string(labelled) + " but the column labels name " +
                   std::to_string(size) + " columns; the board is read as " +
                   std::to_string(labelled) + "×" + std::to_string(labelled));
        size = labelled;
      }
      // Rows wider than any board kifu reads make the board too large, whatever the labels name
      // (a 26×26 board in GTP's style has 25 column letters and no row label 26).
      if (widest > max_board_size) size = widest;
    } else {
      size = std::max(labelled, widest);
      if (widest > labelled && widest <= max_board_size)
        add_at(first_, head.cells, diagnostic_code::go_board_size, severity::warning,
               "the rows are " + std::to_string(widest) + " points wide but labelled only up to " +
                   std::to_string(labelled) + "; the board is read as " + std::to_string(widest) +
                   "×" + std::to_string(widest) + " with the unlabelled rows empty");
    }
    if (size > max_board_size)
      add_at(first_, head.cells, diagnostic_code::go_board_size, severity::error,
             "the board is " + (size < max_scanned_cells ? std::to_string(size) : "more than 60") +
                 " points wide; kifu reads boards of 2×2 to 25×25");
    else if (size < min_board_size)
      add_at(first_, head.cells, diagnostic_code::go_board_size, severity::error,
             "a board needs at least 2 lines");
    return size;
  }

  std::string label_text(const line_info& l) const {
    return std::string(l.text.substr(l.label.begin, l.label.end - l.label.begin));
  }

  void fill(position& board) {
    const int n = board.size();
    for (std::size_t k = 0; k < rows_.size(); ++k) {
      const line_info& l = lines_[rows_[k]];
      const int v = l.label.value;
      const int y = order_ == row_order::top_down ? v - 1 : n - v;
      cell_cursor cursor(l.text, l.cells);
      const int reach = std::min(n, l.scan.width);
      std::size_t end = l.cells;
      for (int x = 0; x < reach; ++x) {
        const cell c = cursor.next();
        end = c.end;
        if (c.kind == cell_kind::black || c.kind == cell_kind::white)
          board.set(x, y, c.kind == cell_kind::black ? stone::black : stone::white);
        else if (c.kind == cell_kind::both)
          add_at(rows_[k], c.begin, diagnostic_code::go_ambiguous_cell, severity::warning,
                 "'" + std::string(l.text.substr(c.begin, c.end - c.begin)) +
                     "' holds both a black and a white mark; the point is read as empty");
        else if (c.kind == cell_kind::point && !is_star_point(n, x, y) &&
                 l.text.substr(c.begin, c.end - c.begin).find('@') != std::string_view::npos)
          add_at(rows_[k], c.begin, diagnostic_code::go_ambiguous_cell, severity::warning,
                 "'@' off a star point is read as an empty point (boards mark star points so); "
                 "if it is a stone, write X (black) or O (white)");
        else if (c.kind == cell_kind::other)
          add_at(rows_[k], c.begin, diagnostic_code::go_ambiguous_cell, severity::warning,
                 "'" + kifu::detail::excerpt(l.text.substr(c.begin, c.end - c.begin)) +
                     "' is neither a stone (X x ● # black, O o ○ white) nor an empty point "
                     "(. + ・); the point is read as empty");
      }
      if (l.scan.width != n)
        add_at(rows_[k], end,
               l.scan.width < n ? diagnostic_code::go_short_row : diagnostic_code::go_long_row,
               severity::warning,
               "row " + label_text(l) + " has " + std::to_string(l.scan.width) +
                   " points but the board is " + std::to_string(n) + " wide; " +
                   (l.scan.width < n
                        ? "the points after it are left empty"
                        : "the points after the " + std::to_string(n) + "th are ignored"));
      report_tail(rows_[k], end);
      if (k > 0) report_gap(rows_[k - 1], rows_[k]);
    }
    report_missing_ends(n);
  }

  // Text after the cells of a row, other than the row label repeated (GTP draws it on both sides).
  void report_tail(std::size_t row, std::size_t end) {
    const line_info& l = lines_[row];
    std::size_t at = skip_padding(l.text, end);
    if (const auto again = read_label(l.text, at); again && again->value == l.label.value)
      at = skip_padding(l.text, again->end);
    std::size_t rest_end = at;
    for (std::size_t i = at; i < l.text.size();) {
      const glyph g = glyph_at(l.text, i);
      i += g.length;
      if (!is_space(g.code)) rest_end = i;
    }
    const std::string_view rest = l.text.substr(at, rest_end - at);
    if (!rest.empty())
      add_at(row, at, diagnostic_code::go_ignored_text, severity::note,
             "ignored '" + kifu::detail::excerpt(rest) + "' after row " + label_text(l));
  }

  void report_gap(std::size_t before, std::size_t after) {
    const line_info& a = lines_[before];
    const line_info& b = lines_[after];
    if (std::abs(b.label.value - a.label.value) > 1) {
      const int step = order_ == row_order::top_down ? 1 : -1;
      add_at(after, b.label.begin, diagnostic_code::go_missing_row, severity::warning,
             missing_rows(a.label.value + step, b.label.value - step,
                          " between rows " + label_text(a) + " and " + label_text(b)) +
                 " are left empty");
    }
    report_text_lines(before + 1, after, "inside the board");
  }

  // "row 5 is missing …, its points" or "rows 4–5 are missing …, their points".
  static std::string missing_rows(int from, int to, const std::string& then) {
    if (from == to) return "row " + std::to_string(from) + " is missing" + then + "; its points";
    return "rows " + std::to_string(from) + "–" + std::to_string(to) + " are missing" + then +
           "; their points";
  }

  void report_missing_ends(int n) {
    const line_info& top = lines_[rows_.front()];
    const line_info& bottom = lines_[rows_.back()];
    const bool down = order_ == row_order::top_down;
    const int first_expected = down ? 1 : n, last_expected = down ? n : 1;
    if (top.label.value != first_expected)
      add_at(rows_.front(), top.label.begin, diagnostic_code::go_missing_row, severity::warning,
             "the board starts at row " + label_text(top) + "; " +
                 missing_rows(first_expected, top.label.value - (down ? 1 : -1), "") +
                 " are left empty");
    if (bottom.label.value != last_expected)
      add_at(rows_.back(), bottom.label.begin, diagnostic_code::go_missing_row, severity::warning,
             "the board ends at row " + label_text(bottom) + "; " +
                 missing_rows(bottom.label.value + (down ? 1 : -1), last_expected, "") +
                 " are left empty");
  }

  // One note for a run of text lines that are not part of the board.
  void report_text_lines(std::size_t from, std::size_t to, std::string_view where) {
    std::size_t first = to, count = 0;
    for (std::size_t i = from; i < to; ++i)
      if (lines_[i].kind == line_kind::text || lines_[i].kind == line_kind::row) {
        if (count++ == 0) first = i;
      }
    if (count == 0) return;
    add_at(first, skip_spaces(lines_[first].text, 0), diagnostic_code::go_ignored_text,
           severity::note,
           "ignored " + std::to_string(count) + (count == 1 ? " line" : " lines") + " of text " +
               std::string(where));
  }

  void report_surroundings(position& board) {
    std::size_t second = end_;
    while (second < lines_.size() && lines_[second].kind != line_kind::row) ++second;
    report_text_lines(0, first_, "before the board");
    report_text_lines(end_, second, "after the board");
    if (second < lines_.size())
      add_at(second, lines_[second].label.begin, diagnostic_code::go_second_board,
             severity::warning, "another board starts here; only the first board is read");
    find_side_to_move(board, second);
  }

  void find_side_to_move(position& board, std::size_t second) {
    std::optional<color> found;
    std::size_t where_line = 0, where_at = 0;
    std::string_view word;
    bool conflict = false;
    for (std::size_t i = 0; i < second; ++i) {
      if (i >= first_ && i < end_) continue;
      const std::string_view t = lines_[i].text;
      for (const auto& w : turn_words) {
        const std::size_t at = find_ignoring_case(t, w.text);
        if (at == std::string_view::npos) continue;
        std::optional<color> side = w.side;
        if (!side) {
          const std::size_t after = skip_spaces(t, at + w.text.size());
          if (find_ignoring_case(t.substr(after, 5), "black") == 0) side = color::black;
          if (find_ignoring_case(t.substr(after, 5), "white") == 0) side = color::white;
        }
        if (!side) continue;
        if (found && *found != *side) conflict = true;
        if (!found) {
          found = side;
          where_line = i;
          where_at = at;
          word = t.substr(at, w.text.size());
        }
      }
    }
    if (!found) return;
    if (conflict) {
      add_at(where_line, where_at, diagnostic_code::go_side_to_move, severity::warning,
             "the text names both black and white as the side to move; it is left unknown");
      return;
    }
    board.set_to_play(found);
    add_at(where_line, where_at, diagnostic_code::go_side_to_move, severity::note,
           std::string("the side to move is taken to be ") +
               (*found == color::black ? "black" : "white") + ", from '" + std::string(word) + "'");
  }

  // A diagnostic at byte `at` of line `line` (past the last line: the end of the text); its
  // offset is one in the decoded text until run() places it.
  void add_at(std::size_t line, std::size_t at, diagnostic_code code, severity level,
              std::string message) {
    std::size_t utf8_offset = text_.utf8.size();
    if (line < lines_.size())
      utf8_offset = lines_[line].offset + std::min(at, lines_[line].text.size());
    found_.push_back(
        {.code = code, .level = level, .offset = utf8_offset, .message = std::move(message)});
  }

  const decoded_text& text_;
  std::vector<line_info> lines_;
  std::vector<std::size_t> rows_;  // line indexes of the board rows, in order
  std::size_t first_ = 0;          // the first board row
  std::size_t end_ = 0;            // the line after the board
  row_order order_ = row_order::top_down;
  diagnostic_list found_;
};

}  // namespace

parse_result<text_board> read_text_board(std::string_view bytes) {
  auto decoded = decode(bytes);
  if (!decoded.ok()) return parse_result<text_board>::failed_as(decoded);
  if (auto sensei = detail::read_sensei_diagram(*decoded)) return std::move(*sensei);
  return reader(*decoded).run();
}

}  // namespace kifu::inline v0::go
