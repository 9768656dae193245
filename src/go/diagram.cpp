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
constexpr std::string_view ring_r = "9.4";    // the last-move ring around a number
constexpr int note_width = 84;                // the room of one note under the board ("123 at 119")
constexpr int note_line = 16;                 // a line of notes
constexpr int note_gap = 8;                   // around the notes
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

// The layout of one diagram and the steps that draw it, in the order of the document.
class drawing {
 public:
  drawing(std::string& s, int size, const diagram_options& options)
      : s_(s),
        w_(s),
        options_(options),
        n_(size),
        labels_(options.coordinates != coordinate_style::none),
        b0_(labels_ ? band : 0),
        origin_(b0_ + edge),
        extent_(origin_ + (n_ - 1) * cell + edge),
        per_line_(std::max(1, (extent_ - 2 * note_gap) / note_width)),
        note_lines_((static_cast<int>(options.notes.size()) + per_line_ - 1) / per_line_),
        height_(extent_ + (note_lines_ > 0 ? note_lines_ * note_line + note_gap : 0)) {}

  // The document's start: the svg element with its size, white where there is a coordinate band
  // or notes around the board, and the board.
  void begin() {
    const double width = options_.width > 0 ? options_.width : extent_;
    s_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    w_.open("svg")
        .attr("xmlns", "http://www.w3.org/2000/svg")
        .attr("class", "kifu-go")
        .attr("data-size", n_)
        .attr("viewBox", "0 0 " + std::to_string(extent_) + ' ' + std::to_string(height_))
        .attr("width", width)
        .attr("height", width * height_ / extent_)
        .body();
    s_ += '\n';
    if (labels_ || note_lines_ > 0)
      w_.open("rect")
          .attr("class", "margin")
          .attr("width", extent_)
          .attr("height", height_)
          .attr("fill", "#ffffff")
          .end();
    w_.open("rect")
        .attr("class", "board")
        .attr("x", b0_)
        .attr("y", b0_)
        .attr("width", extent_ - b0_)
        .attr("height", extent_ - b0_)
        .attr("fill", board_fill)
        .end();
  }

  // The grid (the inner lines as one path, the outer lines as a thicker frame) and the star
  // points.
  void grid() {
    std::string d;
    for (int i = 1; i + 1 < n_; ++i) {
      d += 'M' + std::to_string(at(0)) + ' ' + std::to_string(at(i)) + 'H' +
           std::to_string(at(n_ - 1));
      d += 'M' + std::to_string(at(i)) + ' ' + std::to_string(at(0)) + 'V' +
           std::to_string(at(n_ - 1));
    }
    w_.open("path")
        .attr("class", "grid")
        .attr("fill", "none")
        .attr("stroke", "#000000")
        .attr("stroke-width", 1)
        .attr("d", d)
        .end();
    w_.open("rect")
        .attr("class", "frame")
        .attr("x", at(0))
        .attr("y", at(0))
        .attr("width", (n_ - 1) * cell)
        .attr("height", (n_ - 1) * cell)
        .attr("fill", "none")
        .attr("stroke", "#000000")
        .attr("stroke-width", 2)
        .end();
    s_ += '\n';
    w_.open("g").attr("class", "star-points").attr("fill", "#000000").body();
    for (int y = 0; y < n_; ++y)
      for (int x = 0; x < n_; ++x)
        if (is_star_point(n_, x, y))
          w_.open("circle").attr("cx", at(x)).attr("cy", at(y)).attr("r", star_r).end();
    w_.close("g");
    s_ += '\n';
  }

  // Coordinates: across the top, down the left.
  void coordinates() {
    if (!labels_) return;
    const bool cjk = options_.coordinates == coordinate_style::japanese;
    w_.open("g")
        .attr("class", "coordinates")
        .attr("font-family", cjk ? cjk_font : latin_font)
        .attr("font-size", cjk ? 11 : 12)
        .attr("fill", "#000000")
        .attr("text-anchor", "middle")
        .body();
    for (int i = 0; i < n_; ++i) {
      // Two full-width digits or three kanji would be too wide for a cell: squeeze them.
      const std::string column = column_label(options_.coordinates, i);
      w_.open("text").attr("x", at(i)).attr("y", band / 2).attr("dy", "4.2");
      if (cjk && i + 1 >= 10) w_.attr("textLength", 20).attr("lengthAdjust", "spacingAndGlyphs");
      w_.text_body(column);
      const std::string row = row_label(options_.coordinates, n_, i);
      w_.open("text").attr("x", band / 2).attr("y", at(i)).attr("dy", "4.2");
      if (cjk && i + 1 > 10) w_.attr("textLength", 20).attr("lengthAdjust", "spacingAndGlyphs");
      w_.text_body(row);
    }
    w_.close("g");
    s_ += '\n';
  }

  // The stones, each with its number and last-move mark.
  void stones(const position& board) {
    std::vector<int> number_at(static_cast<std::size_t>(n_ * n_), 0);
    for (const auto& [p, number] : options_.numbers)
      if (board.contains(p.x, p.y)) number_at[static_cast<std::size_t>(p.y * n_ + p.x)] = number;
    for (int y = 0; y < n_; ++y)
      for (int x = 0; x < n_; ++x)
        if (const stone st = board.at(x, y); st != stone::empty)
          stone_at(x, y, st == stone::black, number_at[static_cast<std::size_t>(y * n_ + x)]);
  }

  // The notes under the board, several to a line ("123 at 119").
  void notes() {
    if (note_lines_ == 0) return;
    w_.open("g")
        .attr("class", "notes")
        .attr("font-family", latin_font)
        .attr("font-size", 12)
        .attr("fill", "#000000")
        .body();
    for (std::size_t i = 0; i < options_.notes.size(); ++i) {
      const int line = static_cast<int>(i) / per_line_, column = static_cast<int>(i) % per_line_;
      w_.open("text")
          .attr("class", "note")
          .attr("x", note_gap + column * note_width)
          .attr("y", extent_ + note_gap + line * note_line + 10)
          .text_body(options_.notes[i]);
    }
    w_.close("g");
    s_ += '\n';
  }

  // The document's end.
  void end() {
    w_.close("svg");
    s_ += '\n';
  }

 private:
  int at(int i) const { return origin_ + i * cell; }

  // One stone (0 for `number`: none).
  void stone_at(int x, int y, bool black, int number) {
    const char* mark = black ? "#ffffff" : "#000000";
    // The hot part, written out directly: every value here is known to need no escaping.
    s_ += "<g class=\"stone\" data-point=\"";
    s_ += to_sgf_point(x, y);
    s_ += black ? "\" data-color=\"b\"><circle cx=\"" : "\" data-color=\"w\"><circle cx=\"";
    kifu::detail::append_svg_number(s_, at(x));
    s_ += "\" cy=\"";
    kifu::detail::append_svg_number(s_, at(y));
    s_ += "\" r=\"";
    s_ += stone_r;
    s_ += black ? "\" fill=\"#111111\" stroke=\"#000000\" stroke-width=\"0.8\"/>"
                : "\" fill=\"#fafafa\" stroke=\"#000000\" stroke-width=\"1\"/>";
    if (number > 0) {
      const std::string text = std::to_string(number);
      const bool small = text.size() >= 3;
      w_.open("text")
          .attr("class", "move-number")
          .attr("x", at(x))
          .attr("y", at(y))
          .attr("dy", small ? "3.42" : "4.14")  // 0.36 of the font size
          .attr("font-family", latin_font)
          .attr("font-size", small ? "9.5" : "11.5")
          .attr("text-anchor", "middle")
          .attr("fill", mark);
      if (small) w_.attr("textLength", 18).attr("lengthAdjust", "spacingAndGlyphs");
      w_.text_body(text);
    }
    if (options_.last_move && *options_.last_move == point{x, y})
      w_.open("circle")
          .attr("class", "last-move")
          .attr("data-point", to_sgf_point(x, y))
          .attr("cx", at(x))
          .attr("cy", at(y))
          .attr("r", number > 0 ? ring_r : mark_r)
          .attr("fill", "none")
          .attr("stroke", mark)
          .attr("stroke-width", "1.6")
          .end();
    w_.close("g");
    s_ += '\n';
  }

  std::string& s_;
  kifu::detail::svg_writer w_;
  const diagram_options& options_;
  int n_;
  bool labels_;
  int b0_, origin_, extent_;  // where the board starts, its first line, its far edge
  int per_line_, note_lines_, height_;
};

}  // namespace

std::string write_svg(const position& board, const diagram_options& options) {
  std::string s;
  s.reserve(4096 + static_cast<std::size_t>(board.size() * board.size()) * 48);
  drawing d(s, board.size(), options);
  d.begin();
  d.grid();
  d.coordinates();
  d.stones(board);
  d.notes();
  d.end();
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
