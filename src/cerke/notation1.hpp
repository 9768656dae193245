// Private: notation ① moves met while reading, and their resolution into notation ⓪ by replaying
// the record on the board (notation1.cpp).
#pragma once

#include <cstddef>
#include <vector>

#include "cerke/grammar.hpp"
#include "kifu/cerke/record.hpp"
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0::cerke {

/// A notation ① move: where it stands in the body, and what it said.
struct notation1_move {
  std::size_t index = 0;  ///< in record::body
  detail::raw_move raw;   ///< as written
};

/// Replays `r` and replaces each pending move by its notation ⓪ reading; what cannot be
/// resolved is an error in `out` (the move keeps its placeholder).
void resolve_notation1(record& r, const std::vector<notation1_move>& pending,
                       parse_result<record>& out);

}  // namespace kifu::inline v0::cerke
