// Fuzz harness: the position argument of kifu diagram, perft and tsume solve (an SFEN, `sfen
// …`, `startpos`, `position … moves …`), read as a record. Its diagnostics point into the text;
// a record read replays to the position the same line gives, and writes back as a USI line
// that reads to the same record.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "kifu/shogi/sfen.hpp"
#include "well_placed.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto r = read_usi_record(text);
  check_diagnostics(r, size);
  const auto end = parse_usi_position(text);
  if (r.ok() != end.ok()) std::abort();
  if (!r.ok()) return 0;
  const auto line = r->main_line();
  if (!(r->position_after(line.empty() ? 0 : line.back()) == *end)) std::abort();
  std::string usi = "position sfen " + to_sfen(r->start);
  if (!line.empty()) usi += " moves";
  for (const auto n : line) usi += ' ' + to_usi(*r->nodes[n].move);
  const auto again = read_usi_record(usi);
  if (!again.ok() || again->main_line().size() != line.size() || !(again->start == r->start))
    std::abort();
  return 0;
}
