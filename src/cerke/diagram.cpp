// Cerke diagrams as SVG: the board and its marked squares, labels, pieces, the 皇 and the hands.
#include "kifu/cerke/diagram.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <string_view>
#include <variant>
#include <vector>

namespace kifu::inline v0::cerke {

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

constexpr double cell = 40;    // a square
constexpr double tile = 34;    // a piece
constexpr double band = 22;    // room for the labels
constexpr double margin = 8;   // beyond the board on the other sides
constexpr double hand_h = 40;  // a hand's row
constexpr std::string_view piece_font =
    "IPAexMincho, Noto Serif CJK JP, Hiragino Mincho ProN, Yu Mincho, MS Mincho, serif";
constexpr std::string_view label_font = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif";

constexpr std::string_view plain_fill = "#fbf3df";  // an ordinary square
constexpr std::string_view hue_fill = "#f5b041";    // 皇処 (tam2 hue): orange
constexpr std::string_view water_fill = "#8fd3f4";  // 皇水 (tam2 nua2): sky blue
constexpr std::string_view both_fill = "#82c77e";   // ZO (tam2 zo1): green

constexpr std::string_view ink(color c) noexcept {
  return c == color::red ? "#c0161f" : "#141414";
}

// The fixed 皇処 of the printed board: NI CI TU XU ZO TY XY NAI CAI.
constexpr bool printed_tam_hue(int r, int c) noexcept {
  return (r == 2 || r == 6)   ? (c == 2 || c == 6)
         : (r == 3 || r == 5) ? (c == 3 || c == 5)
                              : r == 4 && c == 4;
}

// The squares a move touches, for the highlight: source (when it has one) and destination.
std::vector<square> squares_of(const move& m) {
  return std::visit(
      [](const auto& v) -> std::vector<square> {
        if constexpr (std::is_same_v<std::decay_t<decltype(v)>, parachute>)
          return {v.dest};
        else
          return {v.src, v.dest};
      },
      m);
}

// A tile with a name on it, centred on (x, y), turned 180° when `turned`.
void tile_at(std::string& s, double x, double y, double size, std::string_view name,
             std::string_view fill, std::string_view stroke, std::string_view text_fill,
             bool turned) {
  const double h = size / 2;
  s += "<g";
  if (turned) s += " transform=\"rotate(180 " + svg_number(x) + ' ' + svg_number(y) + ")\"";
  s += "><rect x=\"" + svg_number(x - h) + "\" y=\"" + svg_number(y - h) + "\" width=\"" +
       svg_number(size) + "\" height=\"" + svg_number(size) + "\" rx=\"" + svg_number(size * 0.12) +
       "\" fill=\"" + std::string(fill) + "\" stroke=\"" + std::string(stroke) +
       "\" stroke-width=\"1.2\"/>";
  const double font = size * 0.72;
  s += "<text x=\"" + svg_number(x) + "\" y=\"" + svg_number(y + font * 0.36) +
       "\" text-anchor=\"middle\" font-size=\"" + svg_number(font) + "\" fill=\"" +
       std::string(text_fill) + "\">" + std::string(name) + "</text></g>";
}

}  // namespace

std::string_view colour_name(color c) noexcept {
  return c == color::red ? "red" : "black";
}

std::string_view side_name(side s) noexcept {
  return s == side::a ? "a" : "ia";
}

std::string write_svg(const position& board, const diagram_options& options) {
  const double left = options.coordinates ? band : margin;
  const double hands = options.hands ? hand_h : 0;
  const double top = hands + (options.coordinates ? band : margin);
  const double width = left + 9 * cell + margin;
  const double height = top + 9 * cell + margin + hands;
  const auto x_of = [&](int c) { return left + (c + 0.5) * cell; };
  const auto y_of = [&](int r) { return top + (r + 0.5) * cell; };

  std::string s;
  s.reserve(16384);
  s += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kifu-cerke\" viewBox=\"0 0 " +
       svg_number(width) + ' ' + svg_number(height) + "\"";
  const double w = options.width > 0 ? options.width : width;
  s += " width=\"" + svg_number(w) + "\" height=\"" + svg_number(w * height / width) + "\">\n";
  s += "<rect class=\"background\" width=\"" + svg_number(width) + "\" height=\"" +
       svg_number(height) + "\" fill=\"#ffffff\"/>\n";

  // The squares: 皇処, 皇水 and ZO (both) coloured as on printed boards.
  s += "<g class=\"squares\" stroke=\"#6b5637\" stroke-width=\"1\">";
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const square sq{static_cast<column>(c), static_cast<row>(r)};
      const bool hue = printed_tam_hue(r, c), water = is_water(sq);
      const std::string_view kind = hue && water ? "tam-zo"
                                    : hue        ? "tam-hue"
                                    : water      ? "water"
                                                 : "";
      s += "<rect";
      if (!kind.empty()) s += " class=\"" + std::string(kind) + "\"";
      s += " data-square=\"" + std::string(to_string(sq)) + "\" x=\"" +
           svg_number(left + c * cell) + "\" y=\"" + svg_number(top + r * cell) + "\" width=\"" +
           svg_number(cell) + "\" height=\"" + svg_number(cell) + "\" fill=\"" +
           std::string(hue && water ? both_fill
                       : hue        ? hue_fill
                       : water      ? water_fill
                                    : plain_fill) +
           "\"/>";
    }
  s += "</g>\n";
  s += "<rect class=\"frame\" x=\"" + svg_number(left) + "\" y=\"" + svg_number(top) +
       "\" width=\"" + svg_number(9 * cell) + "\" height=\"" + svg_number(9 * cell) +
       "\" fill=\"none\" stroke=\"#3d2f1c\" stroke-width=\"2.5\"/>\n";

  // The last move's squares.
  if (options.last_move)
    for (const square sq : squares_of(*options.last_move))
      s += "<rect class=\"last-move\" data-square=\"" + std::string(to_string(sq)) + "\" x=\"" +
           svg_number(left + static_cast<int>(sq.column) * cell + 2) + "\" y=\"" +
           svg_number(top + static_cast<int>(sq.row) * cell + 2) + "\" width=\"" +
           svg_number(cell - 4) + "\" height=\"" + svg_number(cell - 4) +
           "\" fill=\"none\" stroke=\"#1f6fd1\" stroke-width=\"3\"/>\n";

  // Labels: columns above, rows on the left.
  if (options.coordinates) {
    s += "<g class=\"coordinates\" font-family=\"" + std::string(label_font) +
         "\" font-size=\"12\" fill=\"#000000\" text-anchor=\"middle\">";
    constexpr std::array<std::string_view, 9> columns = {"K", "L", "N", "T", "Z",
                                                         "X", "C", "M", "P"};
    constexpr std::array<std::string_view, 9> rows = {"A", "E",  "I",  "U", "O",
                                                      "Y", "AI", "AU", "IA"};
    for (int i = 0; i < 9; ++i) {
      s += "<text x=\"" + svg_number(x_of(i)) + "\" y=\"" + svg_number(top - band / 2 + 4.3) +
           "\">" + std::string(columns[static_cast<std::size_t>(i)]) + "</text>";
      s += "<text x=\"" + svg_number(band / 2) + "\" y=\"" + svg_number(y_of(i) + 4.3) + "\">" +
           std::string(rows[static_cast<std::size_t>(i)]) + "</text>";
    }
    s += "</g>\n";
  }

  // The pieces and the 皇.
  s += "<g class=\"pieces\" font-family=\"" + std::string(piece_font) + "\">\n";
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const square sq{static_cast<column>(c), static_cast<row>(r)};
      const auto& p = board.at(sq);
      if (!p) continue;
      s += "<g class=\"piece\" data-square=\"" + std::string(to_string(sq)) + "\" data-piece=\"" +
           std::string(to_string(p->profession)) + "\" data-colour=\"" +
           std::string(colour_name(p->color)) + "\" data-side=\"" +
           std::string(side_name(p->owner)) + "\">";
      tile_at(s, x_of(c), y_of(r), tile, to_string(p->profession), "#fffaf0", "#4a3a22",
              ink(p->color), p->owner == side::a);
      s += "</g>\n";
    }
  s += "<g class=\"tam\" data-square=\"" + std::string(to_string(board.tam)) + "\">";
  tile_at(s, x_of(static_cast<int>(board.tam.column)), y_of(static_cast<int>(board.tam.row)), tile,
          "皇", "#fff4c2", "#9a7410", "#6a2c91", false);
  s += "</g>\n</g>\n";

  // The hands: the A side's above the board (turned), the IA side's below.
  if (options.hands) {
    for (const side owner : {side::a, side::ia}) {
      const auto& hand = board.hands[static_cast<std::size_t>(owner)];
      // One tile per colour and profession, with the count when more than one.
      std::vector<std::pair<captured_piece, int>> kinds;
      for (const auto& cp : hand) {
        auto it =
            std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == cp; });
        if (it == kinds.end())
          kinds.emplace_back(cp, 1);
        else
          ++it->second;
      }
      std::sort(kinds.begin(), kinds.end(), [](const auto& a, const auto& b) {
        return std::pair(a.first.color, a.first.profession) <
               std::pair(b.first.color, b.first.profession);
      });
      const bool upper = owner == side::a;
      const double y = upper ? hands / 2 : height - hands / 2;
      s += "<g class=\"hand\" data-side=\"" + std::string(side_name(owner)) + "\" font-family=\"" +
           std::string(piece_font) + "\">";
      const double small = 26;
      const double step = std::min(small + 10, kinds.empty() ? 0 : 9 * cell / kinds.size());
      for (std::size_t i = 0; i < kinds.size(); ++i) {
        const auto& [cp, count] = kinds[i];
        // The A side's hand runs from the right, as seen from across the table.
        const double x =
            upper ? left + 9 * cell - small / 2 - i * step : left + small / 2 + i * step;
        s += "<g class=\"hand-piece\" data-side=\"" + std::string(side_name(owner)) +
             "\" data-piece=\"" + std::string(to_string(cp.profession)) + "\" data-colour=\"" +
             std::string(colour_name(cp.color)) + "\" data-count=\"" + std::to_string(count) +
             "\">";
        tile_at(s, x, y, small, to_string(cp.profession), "#fffaf0", "#4a3a22", ink(cp.color),
                upper);
        if (count > 1)
          s += "<text x=\"" + svg_number(upper ? x - small / 2 - 1 : x + small / 2 + 1) +
               "\" y=\"" + svg_number(upper ? y - small / 2 + 2 : y + small / 2 - 2) +
               "\" font-family=\"" + std::string(label_font) +
               "\" font-size=\"10\" text-anchor=\"middle\" fill=\"#000000\"" +
               (upper ? " transform=\"rotate(180 " + svg_number(upper ? x - small / 2 - 1 : 0) +
                            ' ' + svg_number(y - small / 2 + 2 - 3.5) + ")\""
                      : std::string()) +
               ">" + std::to_string(count) + "</text>";
        s += "</g>";
      }
      s += "</g>\n";
    }
  }
  s += "</svg>\n";
  return s;
}

}  // namespace kifu::inline v0::cerke
