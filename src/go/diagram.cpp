// Go diagrams as SVG: board, grid, star points, coordinates, stones, last-move mark, numbers.
#include "kifu/go/diagram.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "svg.hpp"

namespace kifu::inline v0::go {

namespace {

constexpr int cell = 24;  // distance between two lines
// Every point and line falls on whole units, so that coordinates are written as integers; the
// few fractional sizes are written out once here.
constexpr int edge = 18;                      // board beyond the outer lines
constexpr int band = 22;                      // room for the coordinates
constexpr std::string_view stone_r = "11.4";  // stone radius
constexpr std::string_view star_r = "2.9";    // star point radius
constexpr std::string_view mark_r = "5.1";    // the last-move ring on a stone without a number
constexpr std::string_view ring_r = "9.4";
constexpr int note_width = 84;  // the room of one note under the board ("123 at 119")
constexpr int note_line = 16;   // a line of notes
constexpr int note_gap = 8;     // around the notes    // the last-move ring around a number
constexpr std::string_view board_fill = "#e3b868";  // the colour of a kaya board
constexpr std::string_view latin_font = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif";
constexpr std::string_view cjk_font =
    "IPAexGothic, Noto Sans CJK JP, Hiragino Sans, Yu Gothic, Meiryo, sans-serif";

constexpr std::array<std::string_view, 25> kanji = {
    "一",   "二",   "三",     "四",     "五",     "六",     "七",    "八",   "九",
    "十",   "十一", "十二",   "十三",   "十四",   "十五",   "十六",  "十七", "十八",
    "十九", "二十", "二十一", "二十二", "二十三", "二十四", "二十五"};

constexpr std::array<std::string_view, 10> fullwidth_digits = {"０", "１", "２", "３", "４",
                                                               "５", "６", "７", "８", "９"};

// The label of column x and row y in a style.
std::string column_label(coordinate_style style, int x) {
  switch (style) {
    case coordinate_style::gtp:
      return std::string(1, gtp_column_letters[static_cast<std::size_t>(x)]);
    case coordinate_style::sgf:
      return std::string(1, static_cast<char>('a' + x));
    case coordinate_style::japanese: {
      const int n = x + 1;
      std::string s;
      if (n >= 10) s += fullwidth_digits[static_cast<std::size_t>(n / 10)];
      return s += fullwidth_digits[static_cast<std::size_t>(n % 10)];
    }
    case coordinate_style::none:
      break;
  }
  return {};
}

std::string row_label(coordinate_style style, int size, int y) {
  switch (style) {
    case coordinate_style::gtp:
      return std::to_string(size - y);
    case coordinate_style::sgf:
      return std::string(1, static_cast<char>('a' + y));
    case coordinate_style::japanese:
      return std::string(kanji[static_cast<std::size_t>(y)]);
    case coordinate_style::none:
      break;
  }
  return {};
}

}  // namespace

std::string write_svg(const position& board, const diagram_options& options) {
  const int n = board.size();
  const bool labels = options.coordinates != coordinate_style::none;
  const int b0 = labels ? band : 0;  // where the board starts
  const int origin = b0 + edge;      // where the first line is
  const int extent = origin + (n - 1) * cell + edge;
  const auto at = [&](int i) { return origin + i * cell; };
  const double width = options.width > 0 ? options.width : extent;
  // Notes under the board, several to a line.
  const int per_line = std::max(1, (extent - 2 * note_gap) / note_width);
  const int note_lines = (static_cast<int>(options.notes.size()) + per_line - 1) / per_line;
  const int height = extent + (note_lines > 0 ? note_lines * note_line + note_gap : 0);

  std::string s;
  s.reserve(4096 + static_cast<std::size_t>(n * n) * 48);
  kifu::detail::svg_writer w(s);
  s += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  w.open("svg")
      .attr("xmlns", "http://www.w3.org/2000/svg")
      .attr("class", "kifu-go")
      .attr("data-size", n)
      .attr("viewBox", "0 0 " + std::to_string(extent) + ' ' + std::to_string(height))
      .attr("width", width)
      .attr("height", width * height / extent)
      .body();
  s += '\n';
  // The board, on white when there is a coordinate band or notes around it.
  if (labels || note_lines > 0)
    w.open("rect")
        .attr("class", "margin")
        .attr("width", extent)
        .attr("height", height)
        .attr("fill", "#ffffff")
        .end();
  w.open("rect")
      .attr("class", "board")
      .attr("x", b0)
      .attr("y", b0)
      .attr("width", extent - b0)
      .attr("height", extent - b0)
      .attr("fill", board_fill)
      .end();
  // The grid: the inner lines as one path, the outer lines as a thicker frame.
  std::string d;
  for (int i = 1; i + 1 < n; ++i) {
    d +=
        'M' + std::to_string(at(0)) + ' ' + std::to_string(at(i)) + 'H' + std::to_string(at(n - 1));
    d +=
        'M' + std::to_string(at(i)) + ' ' + std::to_string(at(0)) + 'V' + std::to_string(at(n - 1));
  }
  w.open("path")
      .attr("class", "grid")
      .attr("fill", "none")
      .attr("stroke", "#000000")
      .attr("stroke-width", 1)
      .attr("d", d)
      .end();
  w.open("rect")
      .attr("class", "frame")
      .attr("x", at(0))
      .attr("y", at(0))
      .attr("width", (n - 1) * cell)
      .attr("height", (n - 1) * cell)
      .attr("fill", "none")
      .attr("stroke", "#000000")
      .attr("stroke-width", 2)
      .end();
  s += '\n';
  w.open("g").attr("class", "star-points").attr("fill", "#000000").body();
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (is_star_point(n, x, y))
        w.open("circle").attr("cx", at(x)).attr("cy", at(y)).attr("r", star_r).end();
  w.close("g");
  s += '\n';
  // Coordinates: across the top, down the left.
  if (labels) {
    const bool cjk = options.coordinates == coordinate_style::japanese;
    w.open("g")
        .attr("class", "coordinates")
        .attr("font-family", cjk ? cjk_font : latin_font)
        .attr("font-size", cjk ? 11 : 12)
        .attr("fill", "#000000")
        .attr("text-anchor", "middle")
        .body();
    for (int i = 0; i < n; ++i) {
      // Two full-width digits or three kanji would be too wide for a cell: squeeze them.
      const std::string column = column_label(options.coordinates, i);
      w.open("text").attr("x", at(i)).attr("y", band / 2).attr("dy", "4.2");
      if (cjk && i + 1 >= 10) w.attr("textLength", 20).attr("lengthAdjust", "spacingAndGlyphs");
      w.text_body(column);
      const std::string row = row_label(options.coordinates, n, i);
      w.open("text").attr("x", band / 2).attr("y", at(i)).attr("dy", "4.2");
      if (cjk && i + 1 > 10) w.attr("textLength", 20).attr("lengthAdjust", "spacingAndGlyphs");
      w.text_body(row);
    }
    w.close("g");
    s += '\n';
  }
  // Stones, each with its number and last-move mark.
  std::vector<int> number_at(static_cast<std::size_t>(n * n), 0);
  for (const auto& [p, number] : options.numbers)
    if (board.contains(p.x, p.y)) number_at[static_cast<std::size_t>(p.y * n + p.x)] = number;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const stone st = board.at(x, y);
      if (st == stone::empty) continue;
      const bool black = st == stone::black;
      const char* mark = black ? "#ffffff" : "#000000";
      // The hot part, written out directly: every value here is known to need no escaping.
      s += "<g class=\"stone\" data-point=\"";
      s += to_sgf_point(x, y);
      s += black ? "\" data-color=\"b\"><circle cx=\"" : "\" data-color=\"w\"><circle cx=\"";
      kifu::detail::append_svg_number(s, at(x));
      s += "\" cy=\"";
      kifu::detail::append_svg_number(s, at(y));
      s += "\" r=\"";
      s += stone_r;
      s += black ? "\" fill=\"#111111\" stroke=\"#000000\" stroke-width=\"0.8\"/>"
                 : "\" fill=\"#fafafa\" stroke=\"#000000\" stroke-width=\"1\"/>";
      const int number = number_at[static_cast<std::size_t>(y * n + x)];
      if (number > 0) {
        const std::string text = std::to_string(number);
        const bool small = text.size() >= 3;
        w.open("text")
            .attr("class", "move-number")
            .attr("x", at(x))
            .attr("y", at(y))
            .attr("dy", small ? "3.42" : "4.14")  // 0.36 of the font size
            .attr("font-family", latin_font)
            .attr("font-size", small ? "9.5" : "11.5")
            .attr("text-anchor", "middle")
            .attr("fill", mark);
        if (text.size() >= 3) w.attr("textLength", 18).attr("lengthAdjust", "spacingAndGlyphs");
        w.text_body(text);
      }
      if (options.last_move && *options.last_move == point{x, y})
        w.open("circle")
            .attr("class", "last-move")
            .attr("data-point", to_sgf_point(x, y))
            .attr("cx", at(x))
            .attr("cy", at(y))
            .attr("r", number > 0 ? ring_r : mark_r)
            .attr("fill", "none")
            .attr("stroke", mark)
            .attr("stroke-width", "1.6")
            .end();
      w.close("g");
      s += '\n';
    }
  if (note_lines > 0) {
    w.open("g")
        .attr("class", "notes")
        .attr("font-family", latin_font)
        .attr("font-size", 12)
        .attr("fill", "#000000")
        .body();
    for (std::size_t i = 0; i < options.notes.size(); ++i) {
      const int line = static_cast<int>(i) / per_line, column = static_cast<int>(i) % per_line;
      w.open("text")
          .attr("class", "note")
          .attr("x", note_gap + column * note_width)
          .attr("y", extent + note_gap + line * note_line + 10)
          .text_body(options.notes[i]);
    }
    w.close("g");
    s += '\n';
  }
  w.close("svg");
  s += '\n';
  return s;
}

std::string write_svg(const game& played, diagram_options options) {
  if (options.mark_last_move && played.last_move() && !options.last_move)
    options.last_move = played.last_move();
  if (options.numbers_from > 0) {
    const position& b = played.board();
    for (int y = 0; y < b.size(); ++y)
      for (int x = 0; x < b.size(); ++x)
        if (const int number = played.move_number({x, y}); number >= options.numbers_from)
          options.numbers.emplace_back(point{x, y}, number);
  }
  return write_svg(played.board(), options);
}

}  // namespace kifu::inline v0::go
