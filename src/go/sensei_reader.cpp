// Reading a Go diagram in Sensei's Library's wiki markup: lines that start with "$$", a title
// line "$$B …" or "$$W …" (who plays the numbered stones first; a size such as c19), frame lines
// of - and +, and rows of cells between | edges. A diagram that shows every edge gives the board
// size; one that shows a corner or a side is placed by its edges on the board of its title's size
// (19 when none is given).
#include "go/sensei_reader.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "diagnostic_builder.hpp"
#include "encoding/code_point.hpp"
#include "excerpt.hpp"

namespace kifu::inline v0::go::detail {
namespace {

// One line of the diagram, after its "$$".
struct diagram_line {
  std::string_view text;   // after "$$"
  std::size_t offset = 0;  // of `text` in the decoded text
};

// What a cell's character stands for.
struct cell_meaning {
  stone placed = stone::empty;
  int number = 0;     // a numbered move (1–10; 0 is the tenth)
  bool known = true;  // false: a character Sensei's Library does not use in diagrams
};

// X B # Y Z are black stones (plain, circled, squared, triangled, crossed), O W @ Q P white
// ones; . , + _ C S T M and letters are empty points (marked or not); digits are numbered moves.
cell_meaning meaning_of(char c) {
  switch (c) {
    case 'X':
    case 'B':
    case '#':
    case 'Y':
    case 'Z':
      return {stone::black};
    case 'O':
    case 'W':
    case '@':
    case 'Q':
    case 'P':
      return {stone::white};
    case '.':
    case ',':
    case '+':
    case '_':
    case 'C':
    case 'S':
    case 'T':
    case 'M':
      return {};
    default:
      if (c >= '1' && c <= '9') return {stone::empty, c - '0'};
      if (c == '0') return {stone::empty, 10};
      if (c >= 'a' && c <= 'z') return {};  // a letter on an empty point
      return {stone::empty, 0, false};
  }
}

// A frame line: - and + (with | at its ends), as "$$ ---------" or "$$ +-------+".
bool is_frame(std::string_view t) {
  const auto first = t.find_first_not_of(' ');
  return first != std::string_view::npos && (t[first] == '-' || t[first] == '+') &&
         t.find_first_not_of(" -+|") == std::string_view::npos;
}

class sensei_reader {
 public:
  sensei_reader(const decoded_text& text, std::vector<diagram_line> lines,
                std::optional<std::size_t> second)
      : text_(text), lines_(std::move(lines)), second_(second) {}

  parse_result<text_board> run() {
    auto board = read();
    parse_result<text_board> result;
    if (board) result.set_value(std::move(*board));
    kifu::detail::diagnostic_builder place(text_);
    for (auto& d : found_) result.add(place.at(d.offset, d.code, d.level, std::move(d.message)));
    return result;
  }

 private:
  std::optional<text_board> read() {
    // The title line: B or W first, then the size among its letters and digits ("$$Bc19").
    std::size_t i = 0;
    color first_player = color::black;
    int titled_size = 0;
    const std::string_view title = lines_[0].text;
    const bool titled = !title.empty() && title[0] != ' ' && title[0] != '|';
    if (titled) {
      first_player = title[0] == 'W' ? color::white : color::black;
      for (std::size_t k = 1; k < title.size() && title[k] != ' '; ++k)
        if (title[k] >= '0' && title[k] <= '9')  // no board is 1000 lines: a size stays below it
          titled_size = std::min(titled_size * 10 + (title[k] - '0'), 1000);
      i = 1;
    }
    bool top = false, bottom = false, left = false, right = false;
    std::vector<std::vector<cell_meaning>> rows;
    std::vector<std::size_t> row_lines;
    for (; i < lines_.size(); ++i) {
      const std::string_view t = lines_[i].text;
      if (is_frame(t)) {
        (rows.empty() ? top : bottom) = true;
        continue;
      }
      std::vector<cell_meaning> row;
      std::size_t k = t.find_first_not_of(' ');
      if (k == std::string_view::npos) continue;
      if (t[k] == '|') {
        left = true;
        ++k;
      }
      for (; k < t.size(); ++k) {
        if (t[k] == ' ') continue;
        if (t[k] == '|') {
          right = true;
          break;
        }
        // A character beyond ASCII is one cell, and no mark.
        const std::size_t length = std::max<std::size_t>(
            1, std::min(kifu::detail::sequence_length(static_cast<unsigned char>(t[k])),
                        t.size() - k));
        const cell_meaning m =
            length == 1 ? meaning_of(t[k]) : cell_meaning{stone::empty, 0, false};
        if (!m.known)
          add(i, k, diagnostic_code::go_ambiguous_cell, severity::warning,
              "'" + kifu::detail::excerpt(t.substr(k, length)) +
                  "' is no mark of Sensei's Library diagrams; read as empty");
        row.push_back(m);
        k += length - 1;
      }
      if (row.empty()) continue;
      rows.push_back(std::move(row));
      row_lines.push_back(i);
    }
    if (rows.empty()) {
      add(0, 0, diagnostic_code::go_no_board, severity::error,
          "a Sensei's Library diagram ($$ lines) without a row of points");
      return std::nullopt;
    }
    std::size_t width = 0;
    for (const auto& r : rows) width = std::max(width, r.size());
    for (std::size_t r = 0; r < rows.size(); ++r)
      if (rows[r].size() != width)
        add(row_lines[r], 0, diagnostic_code::go_short_row, severity::warning,
            "this row has " + std::to_string(rows[r].size()) + " points, the diagram " +
                std::to_string(width) + "; the missing ones are left empty");
    const bool whole = top && bottom && left && right;
    const int size = whole              ? static_cast<int>(std::max(width, rows.size()))
                     : titled_size != 0 ? titled_size
                                        : 19;
    if (size < 2 || size > 25 || static_cast<int>(width) > size ||
        static_cast<int>(rows.size()) > size) {
      add(row_lines[0], 0, diagnostic_code::go_board_size, severity::error,
          "the diagram shows " + std::to_string(width) + " × " + std::to_string(rows.size()) +
              " points, which no board of 2 to 25 lines" +
              (whole ? std::string()
                     : " (" + (size >= 1000 ? std::string("1000 or more") : std::to_string(size)) +
                           " by its title)") +
              " holds");
      return std::nullopt;
    }
    if (whole && width != rows.size())
      add(row_lines[0], 0, diagnostic_code::go_board_size, severity::warning,
          "the diagram shows every edge but is " + std::to_string(width) + " × " +
              std::to_string(rows.size()) + " points; read as a board of " + std::to_string(size));
    if (!whole && !(top || bottom) && !(left || right))
      add(row_lines[0], 0, diagnostic_code::go_board_size, severity::warning,
          "the diagram shows no edge of the board; it is placed at the top left");
    // A part of the board lies against the edges it shows.
    const int x0 = !left && right ? size - static_cast<int>(width) : 0;
    const int y0 = !top && bottom ? size - static_cast<int>(rows.size()) : 0;
    text_board out;
    out.position = position(size);
    for (std::size_t r = 0; r < rows.size(); ++r)
      for (std::size_t c = 0; c < rows[r].size(); ++c) {
        const cell_meaning m = rows[r][c];
        stone s = m.placed;
        if (m.number != 0) {
          const bool first = m.number % 2 == 1;
          s = (first == (first_player == color::black)) ? stone::black : stone::white;
        }
        out.position.set(x0 + static_cast<int>(c), y0 + static_cast<int>(r), s);
      }
    // The side to move: the title's, or after the numbered stones the other of the last one's;
    // unknown without a title.
    int last_number = 0;
    for (const auto& r : rows)
      for (const auto& m : r) last_number = std::max(last_number, m.number);
    const color other = first_player == color::black ? color::white : color::black;
    if (titled) out.position.set_to_play(last_number % 2 == 0 ? first_player : other);
    if (last_number != 0)
      add(row_lines[0], 0, diagnostic_code::go_ambiguous_cell, severity::note,
          std::string("numbered stones are read as stones, the odd ones ") +
              (first_player == color::black ? "black" : "white") +
              " as the title says; their order is not kept");
    if (second_)
      found_.push_back({.code = diagnostic_code::go_second_board,
                        .level = severity::warning,
                        .offset = *second_,
                        .message = "another diagram starts here; only the first is read"});
    out.encoding = text_.encoding;
    out.first_line = line_number(row_lines.front());
    out.last_line = line_number(row_lines.back());
    return out;
  }

  std::uint32_t line_number(std::size_t diagram_line) const {
    const std::string_view before =
        std::string_view(text_.utf8).substr(0, lines_[diagram_line].offset);
    return static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n') + 1);
  }

  void add(std::size_t line, std::size_t at, diagnostic_code code, severity level,
           std::string message) {
    found_.push_back({.code = code,
                      .level = level,
                      .offset = lines_[line].offset + at,
                      .message = std::move(message)});
  }

  const decoded_text& text_;
  std::vector<diagram_line> lines_;
  std::optional<std::size_t> second_;  // where a second diagram starts
  diagnostic_list found_;
};

}  // namespace

std::optional<parse_result<text_board>> read_sensei_diagram(const decoded_text& text) {
  std::vector<diagram_line> lines;
  const std::string_view all = text.utf8;
  bool started = false;
  std::size_t at = 0;
  while (at < all.size()) {
    const std::size_t end = std::min(all.find('\n', at), all.size());
    std::string_view line = all.substr(at, end - at);
    if (line.ends_with('\r')) line.remove_suffix(1);
    if (line.starts_with("$$")) {
      started = true;
      lines.push_back({line.substr(2), at + 2});
    } else if (started) {
      break;  // the first diagram only
    }
    at = end + 1;
  }
  if (lines.empty()) return std::nullopt;
  std::optional<std::size_t> second;
  if (const auto next = all.find("\n$$", std::min(at, all.size()) - (at > 0 ? 1 : 0));
      started && next != std::string_view::npos && next + 1 > lines.back().offset)
    second = next + 1;
  return sensei_reader(text, std::move(lines), second).run();
}

}  // namespace kifu::inline v0::go::detail
