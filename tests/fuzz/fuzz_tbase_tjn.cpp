// Fuzz harness: the .tjn reader and the resolution of solutions. Diagnostics lie inside the
// input; what was read writes and reads back as the same records; every work's moves are
// resolved on a fixed problem without crashing.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"

using namespace kifu::tbase;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const dia_record problem = [] {
    kifu::shogi::record r;
    r.start =
        kifu::shogi::parse_sfen("8l/6g1k/9/5+R3/4B4/9/9/9/9 b GPrb2g4s4n3l17p 1").value_or_throw();
    return from_record(r, 3).value_or_throw().problem;
  }();
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto r = read_tjn(bytes);
  if (!r.has_value()) std::abort();
  for (const auto& d : r.diagnostics())
    if (d.offset > size || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
  for (const auto& work : r->records) {
    const auto solved = resolve_solution(problem, work);
    for (const auto& d : solved.diagnostics())
      if (d.message.empty()) std::abort();
  }
  const auto written = write_tjn(*r);
  if (!written.has_value()) std::abort();
  if (r.ok() && written.ok()) {  // invalid Shift_JIS is reported and dropped
    const auto again = read_tjn(*written);
    if (!again.has_value() || again->records.size() != r->records.size()) std::abort();
    for (std::size_t i = 0; i < r->records.size(); ++i)
      if (again->records[i].moves_text() != r->records[i].moves_text()) std::abort();
  }
  return 0;
}
