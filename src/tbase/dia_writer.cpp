// Writing .dia records: the frame is filled from the typed fields, then cut into three or four
// lines with the record's line ends.
#include <cstring>

#include "tbase/dia_fields.hpp"

namespace kifu::inline v0::tbase {

using namespace detail;

diagnostic_list append_dia(std::string& out, const dia_record& record) {
  char frame[frame_size];
  std::vector<field_problem> problems;
  encode_frame(record, frame, problems);
  const std::string_view eol = record.line_ending == line_ending::crlf ? "\r\n" : "\n";
  const std::string_view f(frame, frame_size);
  out.append(f.substr(0, line1_size)).append(eol);
  if (record.three_line) {
    out.append(f.substr(line1_size, line2_size + 2 + ids_size)).append(eol);
  } else {
    out.append(f.substr(line1_size, line2_size)).append(eol);
    out.append(f.substr(ids_offset, ids_size)).append(eol);
  }
  out.append(f.substr(line4_offset, line4_size)).append(eol);

  diagnostic_list diagnostics;
  for (auto& p : problems) {
    diagnostics.push_back(
        {.code = diagnostic_code::tbase_write,
         .message = "record " + std::to_string(record.index + 1) + ": " + std::move(p.message)});
  }
  return diagnostics;
}

parse_result<std::string> write_dia(const dia_file& file) {
  parse_result<std::string> result;
  std::string out;
  out.reserve(file.records.size() * 330 + file.trailer.size());
  for (const dia_record& r : file.records)
    for (auto& d : append_dia(out, r)) result.add(std::move(d));
  out += file.trailer;
  result.set_value(std::move(out));
  return result;
}

}  // namespace kifu::inline v0::tbase
