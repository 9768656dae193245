// Fuzz harness: the CKKA reader, printer, checks, score tracking, replay (whole and up to a
// move) and diagrams. A record read without errors must print, read back to the same record and
// print the same text again; diagnostics must lie inside the input; the replayed position draws
// as SVG with every piece.
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

// A body that starts with a drop, a declaration or a season end reads as header lines once it
// is printed without a header before it; the round trip holds for every other record.
bool starts_like_a_body(const record& r) {
  if (r.body.empty()) return true;
  const auto* m = std::get_if<move_element>(&r.body.front());
  return m != nullptr && !std::holds_alternative<parachute>(m->move);
}

void round_trip(std::string_view bytes, const ckka_read_options& options) {
  const auto r = read_ckka(bytes, options);
  for (const auto& d : r.diagnostics())
    if (d.offset > bytes.size() || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
  if (!r.has_value()) return;
  (void)check_ckka(*r);
  (void)track_scores(*r);
  const auto played = replay(*r);
  const auto partial = replay(*r, {0, 3});
  for (const auto* p : {&played, &partial}) {
    for (const auto& d : p->diagnostics())
      if (d.offset > bytes.size() || d.line == 0 || d.column == 0) std::abort();
    if (!p->has_value()) std::abort();
    diagram_options diagram;
    diagram.last_move = (*p)->last_move;
    const std::string svg = write_svg((*p)->final, diagram);
    std::size_t pieces = 0, drawn = 0;
    for (const auto& q : (*p)->final.squares) pieces += q.has_value() ? 1 : 0;
    for (auto at = svg.find("class=\"piece\""); at != std::string::npos;
         at = svg.find("class=\"piece\"", at + 1))
      ++drawn;
    if (drawn != pieces || svg.find("</svg>") == std::string::npos) std::abort();
  }
  (void)write_json(*r);
  if (!r.ok() || (!options.body_only && !starts_like_a_body(*r))) return;
  const std::string printed = write_ckka(*r);
  auto reread = options;
  // The printed text is notation ⓪ (with the ① reading of ambiguous 皇 moves kept).
  if (reread.notation != notation::zero) reread.notation = notation::one;
  const auto again = read_ckka(printed, reread);
  if (!again.ok() || without_positions(*again) != without_positions(*r)) std::abort();
  if (write_ckka(*again) != printed) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  ckka_read_options options;
  round_trip(bytes, options);
  options.body_only = true;
  round_trip(bytes, options);
  for (const auto n : {notation::one, notation::two, notation::three}) {
    options.notation = n;
    round_trip(bytes, options);
  }
  return 0;
}
