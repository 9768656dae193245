// Reading and writing the typed fields of a .dia record frame (see dia_layout.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/tbase/dia.hpp"
#include "tbase/dia_layout.hpp"

namespace kifu::inline v0::tbase::detail {

/// A problem with one field: where in the frame, how bad, what (empty when not asked for).
struct field_problem {
  std::size_t frame_offset = 0;
  severity level = severity::warning;
  std::string message;
};

/// Reads every field of `frame` (frame_size bytes) into `r`. Fields whose bytes the typed value
/// cannot reproduce are kept in `r.verbatim`. Without `messages`, problems come without their
/// text (a damaged database can hold one in every record, and the text costs most).
void decode_frame(std::string_view frame, dia_record& r, std::vector<field_problem>& problems,
                  bool messages = true);

/// read_dia, with or without the text of field problems (code tbase_field): without it, each
/// gives its code, severity, offset and line (column 0, empty message), which is enough to
/// count them and costs a fraction of writing them.
parse_result<dia_file> read_dia(std::string_view bytes, bool field_messages);

/// The first `count` field problems of a .dia file with their text, reading no further.
diagnostic_list first_field_problems(std::string_view bytes, std::size_t count);

/// Writes every field of `r` into `frame` (frame_size bytes), using the verbatim bytes of a
/// field while its typed value is unchanged.
void encode_frame(const dia_record& r, char* frame, std::vector<field_problem>& problems);

}  // namespace kifu::inline v0::tbase::detail
