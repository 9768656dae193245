// Private: Go diagrams in Sensei's Library's wiki markup ($$ lines), for read_text_board.
#pragma once

#include <optional>

#include "kifu/encoding.hpp"
#include "kifu/go/text_board.hpp"

namespace kifu::inline v0::go::detail {

/// The first Sensei's Library diagram of `text` ("$$B …", "$$ | . X O |" …), read as a board;
/// nothing when no line starts with "$$".
std::optional<parse_result<text_board>> read_sensei_diagram(const decoded_text& text);

}  // namespace kifu::inline v0::go::detail
