// Fuzz harness: what is done with a CKKA record once read: semantic checks, score tracking, JSON,
// replay (whole and up to a move) and diagrams. Diagnostics lie inside the input; a record that
// reads always replays; the replayed position draws as SVG with every piece.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/diagram.hpp"
#include "kifu/cerke/score.hpp"

using namespace kifu::cerke;

namespace {

// Aborts unless the position drawn shows every piece on the board.
void check_drawing(const replay_result& p) {
  diagram_options diagram;
  diagram.last_move = p.last_move;
  const std::string svg = write_svg(p.final, diagram);
  std::size_t pieces = 0, drawn = 0;
  for (const auto& q : p.final.squares) pieces += q.has_value() ? 1 : 0;
  for (auto at = svg.find("class=\"piece\""); at != std::string::npos;
       at = svg.find("class=\"piece\"", at + 1))
    ++drawn;
  if (drawn != pieces || svg.find("</svg>") == std::string::npos) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  // The first byte chooses the reading, so every notation is reached.
  ckka_read_options options;
  if (size > 0) {
    options.body_only = (data[0] & 1) != 0;
    options.notation = static_cast<notation>((data[0] >> 1) % 4);
  }
  const auto r = read_ckka(bytes, options);
  if (!r.has_value()) return 0;
  (void)check_ckka(*r);
  (void)track_scores(*r);
  (void)write_json(*r);
  for (const auto& p : {replay(*r), replay(*r, {0, 3})}) {
    for (const auto& d : p.diagnostics())
      if (d.offset > size || d.line == 0 || d.column == 0) std::abort();
    if (!p.has_value()) std::abort();
    check_drawing(*p);
  }
  return 0;
}
