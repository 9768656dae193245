// Go diagrams as SVG: board, grid, star points, coordinates, stones, last-move mark, numbers.
#include "kifu/go/diagram.hpp"

#include <array>
#include <string_view>

#include <charconv>

namespace kifu::inline v0::go {

namespace {

// TEMPORARY until the shared SVG builder arrives.
std::string svg_number(double v) {
  char buf[32];
  const auto r = std::to_chars(
      buf, buf + sizeof buf,
      static_cast<double>(static_cast<long long>(v * 100 + (v < 0 ? -0.5 : 0.5))) / 100,
      std::chars_format::fixed, 2);
  std::string s(buf, r.ptr);
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

constexpr double cell = 24;       // distance between two lines
constexpr double edge = 18;       // board beyond the outer lines
constexpr double band = 22;       // room for the coordinates
constexpr double stone_r = 11.4;  // stone radius
constexpr double star_r = 2.9;    // star point radius
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
  const double origin = (labels ? band : 0) + edge;  // where the first line is
  const double extent = origin + (n - 1) * cell + edge;
  const auto at = [&](int i) { return svg_number(origin + i * cell); };

  std::string s;
  s.reserve(4096 + static_cast<std::size_t>(board.count(stone::empty) < n * n ? n * n * 90 : 0));
  s += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kifu-go\" data-size=\"" +
       std::to_string(n) + "\" viewBox=\"0 0 " + svg_number(extent) + ' ' + svg_number(extent) +
       "\"";
  const double width = options.width > 0 ? options.width : extent;
  s += " width=\"" + svg_number(width) + "\" height=\"" + svg_number(width) + "\">\n";
  // The board, with the coordinate band on a lighter colour around it.
  if (labels)
    s += "<rect class=\"margin\" width=\"" + svg_number(extent) + "\" height=\"" +
         svg_number(extent) + "\" fill=\"#ffffff\"/>\n";
  const double b0 = labels ? band : 0;
  const double bw = extent - b0;
  s += "<rect class=\"board\" x=\"" + svg_number(b0) + "\" y=\"" + svg_number(b0) + "\" width=\"" +
       svg_number(bw) + "\" height=\"" + svg_number(bw) + "\" fill=\"#e3b868\"/>\n";
  // The grid: one path, the outer lines drawn thicker.
  s += "<path class=\"grid\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\" d=\"";
  for (int i = 1; i + 1 < n; ++i) {
    s += 'M' + at(0) + ' ' + at(i) + 'H' + at(n - 1);
    s += 'M' + at(i) + ' ' + at(0) + 'V' + at(n - 1);
  }
  s += "\"/>\n";
  s += "<rect class=\"frame\" x=\"" + at(0) + "\" y=\"" + at(0) + "\" width=\"" +
       svg_number((n - 1) * cell) + "\" height=\"" + svg_number((n - 1) * cell) +
       "\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>\n";
  // Star points.
  s += "<g class=\"star-points\" fill=\"#000000\">";
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (is_star_point(n, x, y))
        s += "<circle cx=\"" + at(x) + "\" cy=\"" + at(y) + "\" r=\"" + svg_number(star_r) + "\"/>";
  s += "</g>\n";
  // Coordinates: across the top, down the left.
  if (labels) {
    const bool cjk = options.coordinates == coordinate_style::japanese;
    s += "<g class=\"coordinates\" font-family=\"" + std::string(cjk ? cjk_font : latin_font) +
         "\" font-size=\"" + svg_number(cjk ? 11 : 12) +
         "\" fill=\"#000000\" text-anchor=\"middle\">";
    for (int i = 0; i < n; ++i) {
      const std::string c = column_label(options.coordinates, i);
      // Two full-width digits would be too wide for a cell: squeeze them.
      const bool squeeze = cjk && i + 1 >= 10;
      s += "<text x=\"" + at(i) + "\" y=\"" + svg_number(band / 2 + 4.2) + "\"" +
           (squeeze ? " textLength=\"20\" lengthAdjust=\"spacingAndGlyphs\"" : "") + ">" + c +
           "</text>";
      s += "<text x=\"" + svg_number(band / 2) + "\" y=\"" + svg_number(origin + i * cell + 4.2) +
           "\"" + (cjk && i >= 10 ? " textLength=\"20\" lengthAdjust=\"spacingAndGlyphs\"" : "") +
           ">" + row_label(options.coordinates, n, i) + "</text>";
    }
    s += "</g>\n";
  }
  // Stones, then their marks.
  std::vector<int> number_at(static_cast<std::size_t>(n * n), 0);
  for (const auto& [p, number] : options.numbers)
    if (board.contains(p.x, p.y)) number_at[static_cast<std::size_t>(p.y * n + p.x)] = number;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const stone st = board.at(x, y);
      if (st == stone::empty) continue;
      const bool black = st == stone::black;
      s += "<g class=\"stone\" data-point=\"" + sgf_point(x, y) + "\" data-color=\"" +
           (black ? "b" : "w") + "\"><circle cx=\"" + at(x) + "\" cy=\"" + at(y) + "\" r=\"" +
           svg_number(stone_r) + "\" fill=\"" + (black ? "#111111" : "#fafafa") +
           "\" stroke=\"#000000\" stroke-width=\"" + (black ? "0.8" : "1") + "\"/>";
      const std::string mark = black ? "#ffffff" : "#000000";
      if (const int number = number_at[static_cast<std::size_t>(y * n + x)]; number > 0) {
        const std::string text = std::to_string(number);
        const double size = text.size() >= 3 ? 9.5 : 11.5;
        s += "<text class=\"move-number\" x=\"" + at(x) + "\" y=\"" +
             svg_number(origin + y * cell + size * 0.36) + "\" font-family=\"" +
             std::string(latin_font) + "\" font-size=\"" + svg_number(size) +
             "\" text-anchor=\"middle\" fill=\"" + mark + "\"" +
             (text.size() >= 3 ? " textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\"" : "") +
             ">" + text + "</text>";
      }
      if (options.last_move && options.last_move->x == x && options.last_move->y == y) {
        const bool numbered = number_at[static_cast<std::size_t>(y * n + x)] > 0;
        s += "<circle class=\"last-move\" cx=\"" + at(x) + "\" cy=\"" + at(y) + "\" r=\"" +
             svg_number(numbered ? stone_r - 2 : stone_r * 0.45) + "\" fill=\"none\" stroke=\"" +
             mark + "\" stroke-width=\"1.6\"/>";
      }
      s += "</g>\n";
    }
  s += "</svg>\n";
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
