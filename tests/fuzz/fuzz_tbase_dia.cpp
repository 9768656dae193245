// Fuzz harness: the .dia readers. Diagnostics lie inside the input; the streaming reader agrees
// with the whole-buffer reader; what was read writes and reads back as the same records.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string_view>

#include "kifu/tbase/dia.hpp"

using namespace kifu::tbase;

namespace {

bool same_records(const dia_file& a, const dia_file& b) {
  if (a.records.size() != b.records.size()) return false;
  for (std::size_t i = 0; i < a.records.size(); ++i) {
    dia_record x = a.records[i];
    x.offset = b.records[i].offset;  // damaged records read before are not written back
    x.line = b.records[i].line;
    x.index = b.records[i].index;
    x.size = b.records[i].size;  // a missing last line end is written
    if (!(x == b.records[i])) return false;
  }
  return a.trailer == b.trailer;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  const auto r = read_dia(bytes);
  if (!r.has_value()) std::abort();
  bool line_ends_kept = true;
  for (const auto& d : r.diagnostics()) {
    if (d.offset > size || d.line == 0 || d.column == 0 || d.message.empty()) std::abort();
    line_ends_kept &= d.code != kifu::diagnostic_code::tbase_line_end;
  }
  for (const auto& record : r->records) (void)start_position(record);

  std::istringstream in(bytes);
  dia_reader reader(in);
  dia_record record;
  std::size_t count = 0;
  while (reader.next(record))
    if (count >= r->records.size() || !(record == r->records[count++])) std::abort();
  if (count != r->records.size() || reader.trailer() != r->trailer) std::abort();

  const auto written = write_dia(*r);
  if (!written.ok()) std::abort();
  if (r.diagnostics().empty() && *written != bytes) std::abort();
  const auto again = read_dia(*written);
  if (line_ends_kept && !same_records(*r, *again)) std::abort();
  return 0;
}
