// kifu/shogi/graph.hpp: the evaluation graph of a record, as SVG text (like the diagrams): the
// score after each move against the ply, from black's side, read from the record's evaluation
// comments (kifu/shogi/evaluation.hpp).
//
// Every plotted point is `<circle class="eval-point" data-ply="N" data-score="S"/>` (S the score
// from black's side as the record has it; a mate also has `data-mate="±PLIES"`, `+` when black
// mates, the sign alone when the record does not give the plies, and sits on the rail), so
// tests and apps can read the graph back. The largest swing between two evaluated plies in a
// row is marked by `<g class="largest-swing" data-ply="N">`.
#pragma once

#include <string>

#include "kifu/api.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// How the graph is drawn.
struct graph_options {
  bool winrate = false;  ///< plot black's win rate 1 / (1 + e^(-score/600)) instead of the score
  int clip = 3000;       ///< the score at the top and bottom rails (scores beyond are clipped)
  double width = 640;    ///< in pixels; the height is 9/16 of it
};

/// The evaluation graph of `r`'s main line as an SVG document: black's side up, both players'
/// names, move numbers, a line through the plotted points, mates on the rails, and the largest
/// swing marked and labelled with its move as captions write it (115手 ▲８四桂). A record without
/// evaluations gives the empty frame.
KIFU_API std::string write_evaluation_graph(const record& r, const graph_options& options = {});

}  // namespace kifu::inline v0::shogi
