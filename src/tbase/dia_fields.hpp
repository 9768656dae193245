// Reading and writing the typed fields of a .dia record frame (see dia_layout.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "tbase/dia_layout.hpp"

namespace kifu::inline v0::tbase::detail {

/// A problem with one field: where in the frame, how bad, what.
struct field_problem {
  std::size_t frame_offset = 0;
  severity level = severity::warning;
  std::string message;
};

/// Reads every field of `frame` (frame_size bytes) into `r`. Fields whose bytes the typed value
/// cannot reproduce are kept in `r.verbatim`.
void decode_frame(std::string_view frame, dia_record& r, std::vector<field_problem>& problems);

/// Writes every field of `r` into `frame` (frame_size bytes), using the verbatim bytes of a
/// field while its typed value is unchanged.
void encode_frame(const dia_record& r, char* frame, std::vector<field_problem>& problems);

}  // namespace kifu::inline v0::tbase::detail
