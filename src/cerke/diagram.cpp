// Cerke diagrams as SVG: the board and its marked squares, labels, pieces, the 皇 and the hands.
#include "kifu/cerke/diagram.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <variant>
#include <vector>

#include "svg.hpp"

namespace kifu::inline v0::cerke {

namespace {

constexpr int cell = 40;    // a square
constexpr int band = 22;    // room for the labels
constexpr int margin = 8;   // beyond the board on the other sides
constexpr int hand_h = 40;  // a hand's row
constexpr std::string_view piece_font =
    "IPAexMincho, Noto Serif CJK JP, Hiragino Mincho ProN, Yu Mincho, MS Mincho, serif";
constexpr std::string_view label_font = "DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif";

constexpr std::string_view plain_fill = "#fbf3df";  // an ordinary square
constexpr std::string_view hue_fill = "#f5b041";    // 皇処 (tam2 hue): orange
constexpr std::string_view water_fill = "#8fd3f4";  // 皇水 (tam2 nua2): sky blue
constexpr std::string_view both_fill = "#82c77e";   // ZO (tam2 zo1): green
constexpr std::string_view tile_fill = "#fffaf0";   // a piece

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

// The sizes of a tile, with its fractional measures written out once.
struct tile_size {
  int size;                   // the side of the square tile
  std::string_view rx;        // 0.12 of it: the rounding of the corners
  std::string_view font;      // 0.72 of it: the name's font size (set on the enclosing group)
  std::string_view baseline;  // 0.36 of the font size: from the centre down to the baseline
};
constexpr tile_size board_tile{34, "4.08", "24.48", "8.81"};
constexpr tile_size hand_tile{26, "3.12", "18.72", "6.74"};

// A tile with a name on it, centred on (x, y), turned 180° when `turned`.
void tile_at(kifu::detail::svg_writer& w, double x, double y, const tile_size& t,
             std::string_view name, std::string_view fill, std::string_view stroke,
             std::string_view text_fill, bool turned) {
  const double h = t.size / 2.0;
  w.open("g");
  if (turned)
    w.begin_attr("transform")
        .value_text("rotate(180 ")
        .value_number(x)
        .value_text(" ")
        .value_number(y)
        .value_text(")")
        .end_attr();
  w.body();
  w.open("rect")
      .attr("x", x - h)
      .attr("y", y - h)
      .attr("width", t.size)
      .attr("height", t.size)
      .attr("rx", t.rx)
      .attr("stroke", stroke);
  if (!fill.empty()) w.attr("fill", fill);  // else the tile colour of the enclosing group
  w.end();
  w.open("text")
      .attr("x", x)
      .attr("y", y)
      .attr("dy", t.baseline)
      .attr("fill", text_fill)
      .text_body(name);
  w.close("g");
}

// The layout of one diagram and the steps that draw it, in the order of the document.
class drawing {
 public:
  drawing(std::string& s, const diagram_options& options)
      : s_(s),
        w_(s),
        options_(options),
        left_(options.coordinates ? band : margin),
        hands_(options.hands ? hand_h : 0),
        top_(hands_ + (options.coordinates ? band : margin)),
        width_(left_ + 9 * cell + margin),
        height_(top_ + 9 * cell + margin + hands_) {}

  // The document's start: the svg element, with its size, and a white background.
  void begin() {
    const double shown = options_.width > 0 ? options_.width : width_;
    s_ += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    std::string view_box = "0 0 ";
    view_box += std::to_string(width_) + ' ' + std::to_string(height_);
    w_.open("svg")
        .attr("xmlns", "http://www.w3.org/2000/svg")
        .attr("class", "kifu-cerke")
        .attr("viewBox", view_box)
        .attr("width", shown)
        .attr("height", shown * height_ / static_cast<double>(width_))
        .body();
    s_ += '\n';
    w_.open("rect")
        .attr("class", "background")
        .attr("width", width_)
        .attr("height", height_)
        .attr("fill", "#ffffff")
        .end();
    s_ += '\n';
  }

  // The squares: the board in the plain colour, the 皇処, 皇水 and ZO (both) coloured as on
  // printed boards, then the lines between the squares and the frame.
  void squares() {
    whole_board("board", plain_fill).end();
    w_.open("g").attr("class", "squares").body();
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c) {
        const square sq{static_cast<column>(c), static_cast<row>(r)};
        const bool hue = printed_tam_hue(r, c), water = is_water(sq);
        if (!hue && !water) continue;
        w_.open("rect")
            .attr("class", hue && water ? "tam-zo"
                           : hue        ? "tam-hue"
                                        : "water")
            .attr("data-square", to_string(sq))
            .attr("x", left_ + c * cell)
            .attr("y", top_ + r * cell)
            .attr("width", cell)
            .attr("height", cell)
            .attr("fill", hue && water ? both_fill
                          : hue        ? hue_fill
                                       : water_fill)
            .end();
      }
    w_.close("g");
    w_.open("path")
        .attr("class", "grid")
        .attr("fill", "none")
        .attr("stroke", "#6b5637")
        .attr("stroke-width", 1)
        .begin_attr("d");
    for (int i = 1; i < 9; ++i) {
      w_.value_text("M").value_number(left_ + i * cell).value_text(" ").value_number(top_);
      w_.value_text("v").value_number(9 * cell);
      w_.value_text("M").value_number(left_).value_text(" ").value_number(top_ + i * cell);
      w_.value_text("h").value_number(9 * cell);
    }
    w_.end_attr().end();
    s_ += '\n';
    whole_board("frame", "none").attr("stroke", "#3d2f1c").attr("stroke-width", 2.5).end();
    s_ += '\n';
  }

  // The 皇's neighbours are 皇処 while it stands there: a dashed frame around them, cut at the
  // board's edge.
  void tam_surroundings(square tam) {
    const int c = static_cast<int>(tam.column), r = static_cast<int>(tam.row);
    const int c0 = std::max(c - 1, 0), c1 = std::min(c + 1, 8);
    const int r0 = std::max(r - 1, 0), r1 = std::min(r + 1, 8);
    w_.open("rect")
        .attr("class", "tam-hue-around")
        .attr("data-square", to_string(tam))
        .attr("x", left_ + c0 * cell + 3)
        .attr("y", top_ + r0 * cell + 3)
        .attr("width", (c1 - c0 + 1) * cell - 6)
        .attr("height", (r1 - r0 + 1) * cell - 6)
        .attr("fill", "none")
        .attr("stroke", "#d35400")
        .attr("stroke-width", 2)
        .attr("stroke-dasharray", "6 4")
        .end();
    s_ += '\n';
  }

  // The squares the last move touched.
  void last_move(const move& m) {
    for (const square sq : squares_of(m)) {
      w_.open("rect")
          .attr("class", "last-move")
          .attr("data-square", to_string(sq))
          .attr("x", left_ + static_cast<int>(sq.column) * cell + 2)
          .attr("y", top_ + static_cast<int>(sq.row) * cell + 2)
          .attr("width", cell - 4)
          .attr("height", cell - 4)
          .attr("fill", "none")
          .attr("stroke", "#1f6fd1")
          .attr("stroke-width", 3)
          .end();
      s_ += '\n';
    }
  }

  // Labels: columns above, rows on the left.
  void coordinates() {
    constexpr std::array<std::string_view, 9> columns = {"K", "L", "N", "T", "Z",
                                                         "X", "C", "M", "P"};
    constexpr std::array<std::string_view, 9> rows = {"A", "E",  "I",  "U", "O",
                                                      "Y", "AI", "AU", "IA"};
    w_.open("g")
        .attr("class", "coordinates")
        .attr("font-family", label_font)
        .attr("font-size", 12)
        .attr("fill", "#000000")
        .attr("text-anchor", "middle")
        .body();
    for (std::size_t i = 0; i < 9; ++i) {
      const int k = static_cast<int>(i);
      w_.open("text")
          .attr("x", x_of(k))
          .attr("y", top_ - band / 2)
          .attr("dy", "4.3")
          .text_body(columns[i]);
      w_.open("text").attr("x", band / 2).attr("y", y_of(k)).attr("dy", "4.3").text_body(rows[i]);
    }
    w_.close("g");
    s_ += '\n';
  }

  // The pieces and the 皇.
  void pieces(const position& board) {
    w_.open("g")
        .attr("class", "pieces")
        .attr("font-family", piece_font)
        .attr("font-size", board_tile.font)
        .attr("text-anchor", "middle")
        .attr("fill", tile_fill)
        .attr("stroke-width", "1.2")
        .body();
    s_ += '\n';
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c) {
        const square sq{static_cast<column>(c), static_cast<row>(r)};
        const auto& p = board.at(sq);
        if (!p) continue;
        w_.open("g")
            .attr("class", "piece")
            .attr("data-square", to_string(sq))
            .attr("data-piece", to_string(p->profession))
            .attr("data-colour", to_svg_attribute(p->color))
            .attr("data-side", to_svg_attribute(p->owner))
            .body();
        tile_at(w_, x_of(c), y_of(r), board_tile, to_string(p->profession), "", "#4a3a22",
                ink(p->color), p->owner == side::a);
        w_.close("g");
        s_ += '\n';
      }
    w_.open("g").attr("class", "tam").attr("data-square", to_string(board.tam)).body();
    tile_at(w_, x_of(static_cast<int>(board.tam.column)), y_of(static_cast<int>(board.tam.row)),
            board_tile, "皇", "#fff4c2", "#9a7410", "#6a2c91", false);
    w_.close("g");
    s_ += '\n';
    w_.close("g");
    s_ += '\n';
  }

  // A side's hand, one tile per colour and profession with the count when more than one: the A
  // side's above the board (turned, running from the right), the IA side's below.
  void hand(const position& board, side owner) {
    const auto kinds = hand_kinds(board, owner);
    const bool upper = owner == side::a;
    const double y = upper ? hands_ / 2 : height_ - hands_ / 2;
    const double step = kinds.empty()
                            ? 0
                            : std::min(hand_small + 10,
                                       (9 * cell - hand_small) / static_cast<double>(kinds.size()));
    w_.open("g")
        .attr("class", "hand")
        .attr("data-side", to_svg_attribute(owner))
        .attr("font-family", piece_font)
        .attr("font-size", hand_tile.font)
        .attr("text-anchor", "middle")
        .attr("fill", tile_fill)
        .attr("stroke-width", "1.2")
        .body();
    for (std::size_t i = 0; i < kinds.size(); ++i) {
      const auto& [cp, count] = kinds[i];
      const double offset = hand_small / 2 + static_cast<double>(i) * step;
      const double x = upper ? left_ + 9 * cell - offset : left_ + offset;
      w_.open("g")
          .attr("class", "hand-piece")
          .attr("data-side", to_svg_attribute(owner))
          .attr("data-piece", to_string(cp.profession))
          .attr("data-colour", to_svg_attribute(cp.color))
          .attr("data-count", count)
          .body();
      tile_at(w_, x, y, hand_tile, to_string(cp.profession), "", "#4a3a22", ink(cp.color), upper);
      if (count > 1) hand_count(x, y, count, upper);
      w_.close("g");
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
  static constexpr double hand_small = 26;  // a hand tile's side

  int x_of(int c) const { return left_ + c * cell + cell / 2; }
  int y_of(int r) const { return top_ + r * cell + cell / 2; }

  // A rectangle over the whole board, left open for more attributes.
  kifu::detail::svg_writer& whole_board(std::string_view name, std::string_view fill) {
    return w_.open("rect")
        .attr("class", name)
        .attr("x", left_)
        .attr("y", top_)
        .attr("width", 9 * cell)
        .attr("height", 9 * cell)
        .attr("fill", fill);
  }

  // The pieces of a hand, each colour and profession once with its count, in a fixed order.
  static std::vector<std::pair<captured_piece, int>> hand_kinds(const position& board, side owner) {
    std::vector<std::pair<captured_piece, int>> kinds;
    for (const auto& cp : board.hands[static_cast<std::size_t>(owner)]) {
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
    return kinds;
  }

  // The count at a hand tile's lower right as its owner sees it.
  void hand_count(double x, double y, int count, bool upper) {
    const double cx = upper ? x - hand_small / 2 - 4 : x + hand_small / 2 + 4;
    const double cy = upper ? y - hand_small / 2 + 4 : y + hand_small / 2 - 4;
    w_.open("g");
    if (upper)
      w_.begin_attr("transform")
          .value_text("rotate(180 ")
          .value_number(cx)
          .value_text(" ")
          .value_number(cy)
          .value_text(")")
          .end_attr();
    w_.body();
    w_.open("text")
        .attr("x", cx)
        .attr("y", cy + 3.5)
        .attr("font-family", label_font)
        .attr("font-size", 10)
        .attr("text-anchor", "middle")
        .attr("fill", "#000000")
        .text_body(std::to_string(count));
    w_.close("g");
  }

  std::string& s_;
  kifu::detail::svg_writer w_;
  const diagram_options& options_;
  int left_, hands_, top_, width_, height_;
};

}  // namespace

std::string_view to_svg_attribute(color c) noexcept {
  return c == color::red ? "red" : "black";
}

std::string_view to_svg_attribute(side s) noexcept {
  return s == side::a ? "a" : "ia";
}

std::string write_svg(const position& board, const diagram_options& options) {
  std::string s;
  s.reserve(32768);  // a full board with both hands is about 24 KB
  drawing d(s, options);
  d.begin();
  d.squares();
  if (options.tam_surroundings) d.tam_surroundings(board.tam);
  if (options.last_move) d.last_move(*options.last_move);
  if (options.coordinates) d.coordinates();
  d.pieces(board);
  if (options.hands)
    for (const side owner : {side::a, side::ia}) d.hand(board, owner);
  d.end();
  return s;
}

}  // namespace kifu::inline v0::cerke
