// The evaluation graph: one pass over the main line gathers the evaluated plies, then the
// frame, the curve, the points and the largest swing are written with the SVG builder.
#include "kifu/shogi/graph.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/notation.hpp"
#include "shogi/diagram_glyphs.hpp"
#include "svg.hpp"

namespace kifu::inline v0::shogi {

namespace {

// One evaluated ply.
struct point {
  int ply = 0;
  std::int32_t score = 0;  // from black's side (±100000 for a mate)
  std::optional<int> mate;
  int mate_sign = 0;
  double y = 0;           // in the plot's units: -1 (bottom rail) to +1 (top rail)
  std::string move_text;  // the move as pictures write it (▲８四桂), for the swing's label
};

constexpr std::string_view font =
    "IPAexGothic, IPAゴシック, Noto Sans CJK JP, Noto Sans JP, Hiragino Kaku Gothic ProN, "
    "Yu Gothic, Meiryo, sans-serif";

// The height of a score in the plot: -1 … +1.
double height_of(std::int32_t score, bool mate, const graph_options& o) {
  if (mate) return score > 0 ? 1.0 : -1.0;
  if (o.winrate) return 2.0 / (1.0 + std::exp(-score / 600.0)) - 1.0;
  const double clip = std::max(1, o.clip);
  return std::clamp(score / clip, -1.0, 1.0);
}

std::vector<point> points_of(const record& r, const graph_options& o) {
  std::vector<point> out;
  std::optional<square> previous;
  for (main_line_cursor c(r); c.next();) {
    const record_node& n = r.nodes[c.node()];
    if (!n.move) continue;
    std::string written = detail::picture_move_text(to_ki2(*n.move, c.before(), previous));
    previous = n.move->to();
    const auto e = read_evaluation_score(r.comments(c.node()));
    if (!e || !e->value()) continue;
    point p;
    p.ply = n.ply;
    p.score = *e->value();
    p.mate = e->mate;
    p.mate_sign = e->mate_sign;
    p.y = height_of(p.score, e->mate.has_value(), o);
    p.move_text = std::move(written);
    out.push_back(std::move(p));
  }
  return out;
}

// The player's name under header `key` or `other`; `side` (先手, 後手) when the record has none.
std::string name_of(const record& r, std::string_view key, std::string_view other,
                    std::string_view side) {
  for (const std::string_view k : {key, other})
    if (auto v = r.header(k); v && !v->empty()) return *v;
  return std::string(side);
}

// The width of `text` at font size `size`: a character beyond ASCII taken as a square, an ASCII
// one as 0.6 of it (as fitted measures).
double text_width(std::string_view text, double size) {
  double used = 0;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x80)
      used += 0.6 * size;
    else if ((byte & 0xC0) != 0x80)
      used += size;  // the lead byte of a character beyond ASCII
  }
  return used;
}

// `text` cut to fit `width` pixels at font size `size` (a character beyond ASCII taken as a
// square, an ASCII one as 0.6 of it), its end shown by "…".
std::string fitted(const std::string& text, double width, double size) {
  double used = 0;
  for (std::size_t at = 0; at < text.size();) {
    const auto lead = static_cast<unsigned char>(text[at]);
    std::size_t next = at + 1;
    while (next < text.size() && (static_cast<unsigned char>(text[next]) & 0xC0) == 0x80) ++next;
    used += (lead < 0x80 ? 0.6 : 1.0) * size;
    if (used > width - size) {  // room for "…" kept
      // The rest fits whole when it is this character alone.
      if (next == text.size() && used <= width) return text;
      return text.substr(0, at) + "…";
    }
    at = next;
  }
  return text;
}

// The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `least`.
double round_step(double least) {
  double power = std::pow(10.0, std::floor(std::log10(std::max(least, 1.0))));
  for (;; power *= 10)
    for (const double m : {1.0, 2.0, 2.5, 5.0})
      if (m * power >= least) return m * power;
}

}  // namespace

std::string write_evaluation_graph(const record& r, const graph_options& o) {
  const std::vector<point> points = points_of(r, o);
  int last_ply = 0;
  for (const std::size_t i : r.main_line()) last_ply = std::max(last_ply, r.nodes[i].ply);
  last_ply = std::max(last_ply, 1);

  const double w = std::max(200.0, o.width), h = w * 9 / 16;
  const double left = 48, right = 12, top = 30, bottom = 34;
  const double plot_w = w - left - right, plot_h = h - top - bottom, mid = top + plot_h / 2;
  const auto x_of = [&](int ply) { return left + plot_w * ply / last_ply; };
  const auto y_of = [&](double y) { return mid - y * plot_h / 2; };

  std::string out;
  kifu::detail::svg_writer s(out);
  s.open("svg")
      .attr("xmlns", "http://www.w3.org/2000/svg")
      .attr("width", w)
      .attr("height", h)
      .begin_attr("viewBox")
      .value_text("0 0 ")
      .value_number(w)
      .value_text(" ")
      .value_number(h)
      .end_attr()
      .attr("font-family", font)
      .attr("class", o.winrate ? "evaluation-graph winrate" : "evaluation-graph")
      .body();
  s.open("rect").attr("width", w).attr("height", h).attr("fill", "#ffffff").end();
  // Black's half and white's half, lightly tinted.
  s.open("rect")
      .attr("x", left)
      .attr("y", top)
      .attr("width", plot_w)
      .attr("height", plot_h / 2)
      .attr("fill", "#f4f4f4")
      .end();
  s.open("rect")
      .attr("x", left)
      .attr("y", mid)
      .attr("width", plot_w)
      .attr("height", plot_h / 2)
      .attr("fill", "#e6e6e6")
      .end();
  // Grid lines and their labels: quarters for win rates; for scores, round steps of at least a
  // quarter of the clip (±1000, ±2000 at 3000; ±25, ±50, ±75 at 100), and the rails; labels at
  // least 14 pixels apart (a small graph has fewer).
  constexpr double label_gap = 14;
  std::vector<double> fractions = {-1, 0, 1};
  if (o.winrate) {
    if (plot_h / 4 >= label_gap) fractions = {-1, -0.5, 0, 0.5, 1};
  } else {
    const double clip = std::max(1, o.clip);
    const double gap = clip * label_gap / (plot_h / 2);  // label_gap in score units
    const double step = round_step(std::max(clip / 4, gap));
    for (double v = step; v < clip - std::max(step / 4, gap); v += step) {  // clear of the rails
      fractions.push_back(v / clip);
      fractions.push_back(-v / clip);
    }
  }
  for (const double f : fractions) {
    const double y = y_of(f);
    s.open("line")
        .attr("x1", left)
        .attr("x2", left + plot_w)
        .attr("y1", y)
        .attr("y2", y)
        .attr("stroke", f == 0 ? "#777777" : "#cccccc")
        .attr("stroke-width", f == 0 ? 1 : 0.5)
        .end();
    std::string label;
    if (o.winrate)
      label = std::to_string(static_cast<int>(std::lround((f + 1) * 50))) + "%";
    else
      label = std::to_string(static_cast<int>(std::lround(f * std::max(1, o.clip))));
    s.open("text")
        .attr("x", left - 4)
        .attr("y", y + 4)
        .attr("font-size", 10)
        .attr("text-anchor", "end")
        .attr("fill", "#555555")
        .body()
        .text(label)
        .close("text");
  }
  // Move numbers along the bottom.
  const int step = last_ply <= 10    ? 1
                   : last_ply <= 30  ? 5
                   : last_ply <= 60  ? 10
                   : last_ply <= 200 ? 20
                                     : 50;
  for (int ply = 0; ply <= last_ply; ply += step) {
    const double x = x_of(ply);
    s.open("line")
        .attr("x1", x)
        .attr("x2", x)
        .attr("y1", top)
        .attr("y2", top + plot_h)
        .attr("stroke", "#dddddd")
        .attr("stroke-width", 0.5)
        .end();
    s.open("text")
        .attr("x", x)
        .attr("y", top + plot_h + 14)
        .attr("font-size", 10)
        .attr("text-anchor", "middle")
        .attr("fill", "#555555")
        .body()
        .text(std::to_string(ply))
        .close("text");
  }
  s.open("text")
      .attr("x", left + plot_w)
      .attr("y", h - 6)
      .attr("font-size", 10)
      .attr("text-anchor", "end")
      .attr("fill", "#555555")
      .body()
      .text("手数")
      .close("text");
  // The players: black above, white below; each in half the width, less a gap between them.
  const double name_room = plot_w / 2 - 8;
  const std::string black = fitted("▲" + name_of(r, "先手", "下手", "先手"), name_room, 12),
                    white = fitted("△" + name_of(r, "後手", "上手", "後手"), name_room, 12);
  s.open("text")
      .attr("x", left)
      .attr("y", top - 10)
      .attr("font-size", 12)
      .attr("class", "player-black")
      .body()
      .text(black)
      .close("text");
  s.open("text")
      .attr("x", left + plot_w)
      .attr("y", top - 10)
      .attr("font-size", 12)
      .attr("text-anchor", "end")
      .attr("class", "player-white")
      .body()
      .text(white)
      .close("text");
  // The curve through the points of plies in a row (a ply without an evaluation breaks it: a
  // line across would show evaluations there are none of), then the points.
  for (std::size_t first = 0, next = 1; first < points.size(); first = next++) {
    while (next < points.size() && points[next].ply == points[next - 1].ply + 1) ++next;
    if (next - first < 2) continue;
    s.open("polyline").begin_attr("points");
    for (std::size_t k = first; k < next; ++k)
      s.value_number(x_of(points[k].ply))
          .value_text(",")
          .value_number(y_of(points[k].y))
          .value_text(" ");
    s.end_attr().attr("fill", "none").attr("stroke", "#1f5fa8").attr("stroke-width", 1.5).end();
  }
  for (const point& p : points) {
    s.open("circle")
        .attr("class", "eval-point")
        .attr("data-ply", p.ply)
        .attr("data-score", static_cast<int>(p.score));
    if (p.mate) {  // "+7": black mates in 7 plies; "+" alone: the length is not known
      const int plies = std::abs(*p.mate);
      const bool black_mates = *p.mate > 0 || (*p.mate == 0 && p.mate_sign > 0);
      s.attr("data-mate",
             std::string(black_mates ? "+" : "-") + (plies == 0 ? "" : std::to_string(plies)));
    }
    s.attr("cx", x_of(p.ply))
        .attr("cy", y_of(p.y))
        .attr("r", p.mate ? 3 : 2)
        .attr("fill", p.mate ? "#c62828" : "#1f5fa8")
        .end();
  }
  // The largest swing between two evaluated plies in a row.
  std::size_t swing = 0;
  double largest = 0;
  for (std::size_t k = 1; k < points.size(); ++k)
    if (points[k].ply == points[k - 1].ply + 1 &&
        std::fabs(points[k].y - points[k - 1].y) > largest) {
      largest = std::fabs(points[k].y - points[k - 1].y);
      swing = k;
    }
  if (largest > 0) {
    const point& p = points[swing];
    const double x = x_of(p.ply), y = y_of(p.y);
    s.open("g").attr("class", "largest-swing").attr("data-ply", p.ply).body();
    s.open("line")
        .attr("x1", x)
        .attr("x2", x)
        .attr("y1", top)
        .attr("y2", top + plot_h)
        .attr("stroke", "#e08a00")
        .attr("stroke-width", 1)
        .attr("stroke-dasharray", "3 2")
        .end();
    s.open("circle")
        .attr("cx", x)
        .attr("cy", y)
        .attr("r", 5)
        .attr("fill", "none")
        .attr("stroke", "#e08a00")
        .attr("stroke-width", 1.5)
        .end();
    // The label at the far edge of the plot from the point, beside the dotted line, where the
    // curve near the swing is not; on the line's left when it would run past the plot's edge.
    const std::string label = std::to_string(p.ply) + "手 " + p.move_text;
    const bool right_half = x + 6 + text_width(label, 11) > left + plot_w;
    s.open("text")
        .attr("x", right_half ? x - 6 : x + 6)
        .attr("y", y < mid ? top + plot_h - 8 : top + 16)
        .attr("font-size", 11)
        .attr("text-anchor", right_half ? "end" : "start")
        .attr("fill", "#8a4f00")
        .attr("stroke", "#ffffff")
        .attr("stroke-width", 3)
        .attr("paint-order", "stroke")
        .body()
        .text(label)
        .close("text");
    s.close("g");
  }
  s.close("svg");
  out += '\n';
  return out;
}

}  // namespace kifu::inline v0::shogi
