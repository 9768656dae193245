// The SVG picture of a shogi position: board, pieces, hands written vertically, coordinates,
// caption and last-move highlight, in book (書籍風) or game (対局風) style.
#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>
#include <vector>

#include "encoding/code_point.hpp"
#include "kifu/shogi/diagram.hpp"
#include "shogi/diagram_glyphs.hpp"
#include "svg.hpp"

namespace kifu::inline v0::shogi {
namespace {

using kifu::detail::svg_writer;

// Sizes in viewBox units (pixels at the natural size).
constexpr double cell_w = 60, cell_h = 64;  // a square, a little taller than wide
constexpr double board_w = 9 * cell_w, board_h = 9 * cell_h;
constexpr double margin = 14;
constexpr double hand_w = 48;        // a hand column
constexpr double hand_gap = 16;      // between a hand column and the board (or the coordinates)
constexpr double coord_size = 30;    // the row of file numbers, the column of rank numbers
constexpr double caption_h = 52;     // the caption's band (one line)
constexpr double caption_line = 34;  // each further line of a caption
constexpr double caption_font = 26;
constexpr double hand_font = 28;
constexpr double baseline = 0.36;  // of the font size: moves a glyph's centre onto y

// Colours and fonts of a style.
struct look {
  std::string_view family;
  std::string_view board_fill;  // empty: none
  std::string_view line;        // grid and frame
  double grid_width, frame_width;
  double piece_font;
  std::string_view last_move, last_move_origin;
  std::string_view hand_fill;  // behind the hand columns (game style's piece stands)
};

constexpr look book_look{
    "IPAexMincho, IPA明朝, Noto Serif CJK JP, Noto Serif JP, Source Han Serif JP, Hiragino "
    "Mincho ProN, Yu Mincho, MS Mincho, serif",
    "",
    "#000",
    1,
    3.5,
    44,
    "#d9d9d9",
    "#efefef",
    ""};
constexpr look game_look{
    "IPAexGothic, IPAゴシック, Noto Sans CJK JP, Noto Sans JP, Source Han Sans JP, Hiragino "
    "Kaku Gothic ProN, Yu Gothic, Meiryo, sans-serif",
    "#f2cf7e",
    "#3a2a10",
    1,
    2.5,
    34,
    "#f39a6b",
    "#f8c9a6",
    "#e3b863"};

// Where everything goes.
struct layout {
  double width = 0, height = 0;
  double board_x = 0, board_y = 0;
  double left_hand_x = 0, right_hand_x = 0;  // centres of the hand columns
  double caption_y = 0;                      // the caption's centre line
};

// How wide a character is in units of the font size, at most (Mincho and Gothic alike):
// full-width ones, M and W 1, Latin capitals 0.78, m and w 0.9, digits and small letters 0.6.
double glyph_em(char32_t c) {
  if (c >= 0x2000 || c == 'M' || c == 'W') return 1;
  if (c >= 'A' && c <= 'Z') return 0.78;
  if (c == 'm' || c == 'w') return 0.9;
  return c == ' ' ? 0.35 : 0.6;
}

// How wide a text is in units of its font size (glyph_em of each character).
double text_em(std::string_view text) {
  double em = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = kifu::detail::code_point_at(text.data() + i, text.data() + text.size());
    em += glyph_em(c.code);
    i += c.length;
  }
  return em;
}

// Whether a line may break after `glyph`: a space, or punctuation that ends a phrase.
bool breaks_after(std::string_view glyph) {
  return glyph == " " || glyph == "　" || glyph == "、" || glyph == "。" || glyph == "，" ||
         glyph == "）" || glyph == "」" || glyph == "】" || glyph == ",";
}

// The rows of a caption `room` pixels wide at its full size: a line break ends a row (a last
// empty line makes none), and a line too long is broken, after a space or a phrase's end in
// its second half when there is one, else between two characters.
std::vector<std::string_view> caption_rows(std::string_view caption, double room) {
  std::vector<std::string_view> rows;
  if (caption.empty()) return rows;
  if (caption.back() == '\n') caption.remove_suffix(1);
  const double room_em = room / caption_font;
  for (std::size_t start = 0; start <= caption.size();) {
    const std::size_t end = std::min(caption.find('\n', start), caption.size());
    std::string_view line = caption.substr(start, end - start);
    while (text_em(line) > room_em) {
      double em = 0;
      std::size_t cut = 0, phrase = 0;  // where the row ends: between characters, after a phrase
      for (std::size_t i = 0; i < line.size();) {
        const auto c = kifu::detail::code_point_at(line.data() + i, line.data() + line.size());
        em += glyph_em(c.code);
        if (em > room_em && cut > 0) break;
        i += c.length;
        cut = i;
        if (em > room_em / 2 && breaks_after(line.substr(i - c.length, c.length))) phrase = i;
      }
      if (phrase > 0) cut = phrase;
      rows.push_back(line.substr(0, cut));
      line.remove_prefix(cut);
      while (line.starts_with(' ')) line.remove_prefix(1);
      if (line.starts_with("　")) line.remove_prefix(std::string_view("　").size());
    }
    rows.push_back(line);
    start = end + 1;
  }
  return rows;
}

// The width the caption's rows may take in a picture `width` wide.
double caption_room(double width) {
  return width - 2 * margin;
}

layout place(const diagram_options& o) {
  layout l;
  const bool caption = !o.caption.empty();
  const double coords = o.coordinates ? coord_size : 0;
  l.left_hand_x = margin + hand_w / 2;
  l.board_x = margin + hand_w + hand_gap;
  l.right_hand_x = l.board_x + board_w + coords + hand_gap + hand_w / 2;
  l.width = l.right_hand_x + hand_w / 2 + margin;
  const auto rows = static_cast<double>(caption_rows(o.caption, caption_room(l.width)).size());
  const double caption_band = caption_h + (rows - 1) * caption_line;
  double y = margin;
  if (caption && o.caption_at == caption_position::above) {
    l.caption_y = y + caption_h / 2 - 4;
    y += caption_band;
  }
  l.board_y = y + coords;
  y = l.board_y + board_h + margin;
  if (caption && o.caption_at == caption_position::below) {
    l.caption_y = y + caption_h / 2 - 8;
    y += caption_band - 6;
  }
  l.height = y;
  return l;
}

// The column and row (0..8, from the top left as drawn) of a square.
struct cell {
  int column, row;
};
cell cell_of(square s, bool flip) {
  return flip ? cell{s.file - 1, 9 - s.rank} : cell{9 - s.file, s.rank - 1};
}

void write_header(svg_writer& w, const layout& l, const position& p, const diagram_options& o,
                  const look& k) {
  const double width = o.width > 0 ? o.width : l.width;
  const double height = o.width > 0 ? o.width * l.height / l.width : l.height;
  w.open("svg")
      .attr("xmlns", "http://www.w3.org/2000/svg")
      .attr("width", width)
      .attr("height", height)
      .begin_attr("viewBox")
      .value_text("0 0 ")
      .value_number(l.width)
      .value_text(" ")
      .value_number(l.height)
      .end_attr()
      .attr("class", o.style == diagram_style::book ? "shogi-diagram book" : "shogi-diagram game")
      .attr("data-side-to-move", p.side_to_move() == color::black ? "b" : "w")
      .attr("data-flipped", o.flip ? "true" : "false")
      .attr("font-family", k.family)
      .attr("text-anchor", "middle")
      .body();
  w.open("rect").attr("width", l.width).attr("height", l.height).attr("fill", "#fff").end();
}

// The caption, one <text class="caption"> a row, long lines broken into rows of full size.
void write_caption(svg_writer& w, const layout& l, const diagram_options& o) {
  const auto rows = caption_rows(o.caption, caption_room(l.width));
  for (std::size_t i = 0; i < rows.size(); ++i)
    w.open("text")
        .attr("class", "caption")
        .attr("x", l.width / 2)
        .attr("y", l.caption_y + static_cast<double>(i) * caption_line + caption_font * baseline)
        .attr("font-size", caption_font)
        .text_body(rows[i]);
}

void write_highlight(svg_writer& w, const layout& l, square s, bool flip, std::string_view kind,
                     std::string_view fill) {
  if (!s.valid()) return;
  const cell c = cell_of(s, flip);
  w.open("rect")
      .attr("class", kind)
      .attr("data-square", s.file * 10 + s.rank)
      .attr("x", l.board_x + c.column * cell_w)
      .attr("y", l.board_y + c.row * cell_h)
      .attr("width", cell_w)
      .attr("height", cell_h)
      .attr("fill", fill)
      .end();
}

// Starts a rectangle over the whole board, for the caller to add its paint.
svg_writer& open_board_rect(svg_writer& w, const layout& l, std::string_view css_class) {
  return w.open("rect")
      .attr("class", css_class)
      .attr("x", l.board_x)
      .attr("y", l.board_y)
      .attr("width", board_w)
      .attr("height", board_h);
}

void write_board(svg_writer& w, const layout& l, const diagram_options& o, const look& k) {
  if (!k.board_fill.empty()) open_board_rect(w, l, "board").attr("fill", k.board_fill).end();
  if (o.last_move_from)
    write_highlight(w, l, *o.last_move_from, o.flip, "last-move-origin", k.last_move_origin);
  if (o.last_move) write_highlight(w, l, *o.last_move, o.flip, "last-move", k.last_move);
  // The inner lines as one path, the frame as a rectangle.
  w.open("path").attr("class", "grid").begin_attr("d");
  for (int i = 1; i < 9; ++i)
    w.value_text("M")
        .value_number(l.board_x + i * cell_w)
        .value_text(" ")
        .value_number(l.board_y)
        .value_text("v")
        .value_number(board_h)
        .value_text("M")
        .value_number(l.board_x)
        .value_text(" ")
        .value_number(l.board_y + i * cell_h)
        .value_text("h")
        .value_number(board_w);
  w.end_attr().attr("stroke", k.line).attr("stroke-width", k.grid_width).attr("fill", "none").end();
  open_board_rect(w, l, "frame")
      .attr("stroke", k.line)
      .attr("stroke-width", k.frame_width)
      .attr("fill", "none")
      .end();
  w.open("g").attr("class", "stars").attr("fill", k.line).body();
  for (const int x : {3, 6})
    for (const int y : {3, 6})
      w.open("circle")
          .attr("cx", l.board_x + x * cell_w)
          .attr("cy", l.board_y + y * cell_h)
          .attr("r", 4)
          .end();
  w.close("g");
}

void write_coordinates(svg_writer& w, const layout& l, const diagram_options& o) {
  if (!o.coordinates) return;
  w.open("g").attr("class", "coordinates").attr("font-size", 20).attr("fill", "#000").body();
  for (int c = 0; c < 9; ++c) {
    const int file = o.flip ? c + 1 : 9 - c;
    w.open("text")
        .attr("x", l.board_x + (c + 0.5) * cell_w)
        .attr("y", l.board_y - coord_size / 2 + 20 * baseline)
        .text_body(full_width_digits[file]);
  }
  for (int r = 0; r < 9; ++r) {
    const int rank = o.flip ? 9 - r : r + 1;
    w.open("text")
        .attr("x", l.board_x + board_w + coord_size / 2 + 1)
        .attr("y", l.board_y + (r + 0.5) * cell_h + 20 * baseline)
        .text_body(kanji_digits[rank]);
  }
  w.close("g");
}

// The outline of a piece (駒形) around (0, 0), pointing up.
constexpr std::string_view piece_outline = "M0 -27L17 -20L22 27L-22 27L-17 -20Z";

void write_pieces(svg_writer& w, const layout& l, const position& p, const diagram_options& o,
                  const look& k) {
  const bool game = o.style == diagram_style::game;
  w.open("g").attr("class", "pieces").attr("font-size", k.piece_font).body();
  for (std::uint8_t file = 9; file >= 1; --file) {
    for (std::uint8_t rank = 1; rank <= 9; ++rank) {
      const piece pc = p.at({file, rank});
      if (pc.kind == piece_kind::none) continue;
      const bool upper = (pc.color == color::white) != o.flip;
      const cell c = cell_of({file, rank}, o.flip);
      w.open("g")
          .attr("class", "piece")
          .attr("data-square", file * 10 + rank)
          .attr("data-piece", detail::sfen_letters(pc))
          .begin_attr("transform")
          .value_text("translate(")
          .value_number(l.board_x + (c.column + 0.5) * cell_w)
          .value_text(" ")
          .value_number(l.board_y + (c.row + 0.5) * cell_h)
          .value_text(upper ? ") rotate(180)" : ")")
          .end_attr()
          .body();
      if (game)
        w.open("path")
            .attr("d", piece_outline)
            .attr("fill", "#fbe3a8")
            .attr("stroke", "#6b4a1a")
            .attr("stroke-width", 1.2)
            .end();
      w.open("text").attr("y", (game ? 4 : 0) + k.piece_font * baseline);
      if (game && is_promoted(pc.kind)) w.attr("fill", "#c00");
      w.text_body(detail::diagram_glyph(pc.kind, upper, o.tsume));
      w.close("g");
    }
  }
  w.close("g");
}

// One vertical run of text in a hand column: a label, or a hand entry (kind and count).
struct hand_run {
  std::string_view text;
  std::string_view css_class;
  piece_kind kind = piece_kind::none;  // none: a label
  int count = 0;
  std::string_view count_text;  // 十七 …; empty for one piece and for labels
};

// A run that is a label only.
hand_run label_run(std::string_view text, std::string_view css_class) {
  hand_run r;
  r.text = text;
  r.css_class = css_class;
  return r;
}

// Whether vertical writing turns `glyph` a quarter to the right, as Japanese typesetting does:
// a line drawn across (ー, _, a dash) or a bracket that faces up and down the column.
bool turned_in_columns(std::string_view glyph) {
  static constexpr std::string_view turned[] = {"_",  "-",  "~",  "=",  "(",  ")",  "[",  "]",
                                                "{",  "}",  "<",  ">",  "ー", "―",  "—",  "－",
                                                "…",  "～", "〜", "（", "）", "［", "］", "「",
                                                "」", "『", "』", "【", "】", "〈", "〉", "＝"};
  return std::find(std::begin(turned), std::end(turned), glyph) != std::end(turned);
}

// Appends each UTF-8 character of `text` as its own <text>, going down from `y` (a space is a
// gap of half a character; ー, _ and brackets turned a quarter, as columns of type have them).
void write_vertical(svg_writer& w, double x, double& y, std::string_view text, double step) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n =
        kifu::detail::code_point_at(text.data() + i, text.data() + text.size()).length;
    const std::string_view glyph = text.substr(i, n);
    if (glyph == " " || glyph == "\t" || glyph == "　") {
      y += step / 2;
      i += n;
      continue;
    }
    w.open("text").attr("x", x).attr("y", y + step * (0.5 + baseline));
    if (turned_in_columns(glyph))
      w.begin_attr("transform")
          .value_text("rotate(90 ")
          .value_number(x)
          .value_text(" ")
          .value_number(y + step * 0.5)
          .value_text(")")
          .end_attr();
    w.text_body(glyph);
    y += step;
    i += n;
  }
}

// The length of a text written vertically, in characters (a space counts half).
double glyph_count(std::string_view text) {
  double n = 0;
  for (const char c : text) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  for (const char c : text) n -= c == ' ' || c == '\t' ? 0.5 : 0;
  for (std::size_t at = text.find("　"); at != std::string_view::npos; at = text.find("　", at + 3))
    n -= 0.5;
  return n;
}

// `name` cut to at most `glyphs` characters (of glyph_count's measure), its end shown by "…";
// at least four are kept.
std::string shortened(std::string_view name, double glyphs) {
  if (glyph_count(name) <= glyphs) return std::string(name);
  glyphs = std::max(glyphs, 4.0) - 1;  // the "…"
  std::size_t end = 0;
  while (end < name.size()) {
    std::size_t next = end + 1;
    while (next < name.size() && (static_cast<unsigned char>(name[next]) & 0xC0) == 0x80) ++next;
    if (glyph_count(name.substr(0, next)) > glyphs) break;
    end = next;
  }
  return std::string(name.substr(0, end)) + "…";
}

void write_hand(svg_writer& w, const layout& l, const position& p, color side, bool upper,
                const diagram_options& o, const look& k) {
  const std::string_view side_code = side == color::black ? "b" : "w";
  const bool defender = o.tsume && side == color::white;
  if (defender && o.tsume_defender == defender_hand::hidden) return;
  // What the column says, top to bottom.
  std::array<std::string, 7> counts;  // the kanji counts the runs point into
  std::array<hand_run, 12> runs{};
  std::size_t n = 0;
  const std::string& name = side == color::black ? o.black_name : o.white_name;
  std::string short_name;  // the name the column has room for
  std::size_t name_run = runs.size();
  if (defender) {
    runs[n++] = label_run("残り全部", "hand-rest");
  } else {
    if (!o.tsume) {
      runs[n++] = label_run(detail::side_mark(side), "hand-mark");
      name_run = n;
      runs[n++] = label_run(
          name.empty() ? detail::side_label(side, o.names) : std::string_view(name), "hand-label");
    }
    runs[n++] = label_run("持駒", "hand-title");
    const std::size_t first_entry = n;
    for (std::size_t i = 0; i < hand_order.size(); ++i) {
      const int count = p.hand(side, hand_order[i]);
      if (count == 0) continue;
      if (count > 1) counts[i] = detail::kanji_count(count);
      runs[n++] = {to_string(hand_order[i]), "hand-piece", hand_order[i], count, counts[i]};
    }
    if (n == first_entry) runs[n++] = label_run("なし", "hand-none");
  }
  // Fit the column into the board's height. A long name gives way first: it is shortened so
  // that the pieces in hand keep at least three quarters of their size (a 34-character engine
  // name made them tiny).
  const double gap = 0.35;  // between runs, in steps
  const double room = board_h - 12;
  const auto steps_of = [&] {
    double s = 0;
    for (std::size_t i = 0; i < n; ++i)
      s += glyph_count(runs[i].text) + glyph_count(runs[i].count_text) + gap;
    return s;
  };
  double steps = steps_of();
  const double smallest_step = 0.75 * (hand_font + 2);
  if (name_run < n && steps * smallest_step > room) {
    const double others = steps - glyph_count(runs[name_run].text);
    short_name = shortened(runs[name_run].text, std::floor(room / smallest_step - others));
    runs[name_run].text = short_name;
    steps = steps_of();
  }
  const double step = std::min(hand_font + 2, room / steps);
  const double x = upper ? l.left_hand_x : l.right_hand_x;
  const bool to_move = !o.tsume && p.side_to_move() == side;
  double y = l.board_y + 6;
  if (!k.hand_fill.empty()) {  // a piece stand: the upper one at the top, the lower at the bottom
    const double box_h = steps * step + 12;
    const double box_y = upper ? l.board_y : l.board_y + board_h - box_h;
    w.open("rect")
        .attr("class", "stand")
        .attr("x", x - hand_w / 2)
        .attr("y", box_y)
        .attr("width", hand_w)
        .attr("height", box_h)
        .attr("rx", 4)
        .attr("fill", k.hand_fill)
        .attr("stroke", to_move ? "#c00" : "none")
        .attr("stroke-width", 2.5)
        .end();
    y = box_y + 6;
  }
  w.open("g")
      .attr("class", "hand")
      .attr("data-side", side_code)
      .attr("font-size", step * 0.92)
      .body();
  for (std::size_t i = 0; i < n; ++i) {
    const hand_run& r = runs[i];
    w.open("g").attr("class", r.css_class).attr("data-side", side_code);
    if (r.kind != piece_kind::none)
      w.attr("data-piece", detail::sfen_letters({color::black, r.kind}))
          .attr("data-count", r.count);
    w.body();
    write_vertical(w, x, y, r.text, step);
    write_vertical(w, x, y, r.count_text, step);
    w.close("g");
    y += gap * step;
  }
  w.close("g");
}

}  // namespace

std::string write_svg(const position& p, const diagram_options& options) {
  const look& k = options.style == diagram_style::book ? book_look : game_look;
  const layout l = place(options);
  std::string out;
  out.reserve(16384);
  svg_writer w(out);
  write_header(w, l, p, options, k);
  write_caption(w, l, options);
  write_board(w, l, options, k);
  write_coordinates(w, l, options);
  write_pieces(w, l, p, options, k);
  const color upper = options.flip ? color::black : color::white;
  write_hand(w, l, p, upper, true, options, k);
  write_hand(w, l, p, opponent(upper), false, options, k);
  w.close("svg");
  out += '\n';
  return out;
}

}  // namespace kifu::inline v0::shogi
