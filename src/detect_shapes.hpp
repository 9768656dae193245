// Shapes of text that input detection and the readers both look for (private to the library).
#pragma once

#include <string_view>

namespace kifu::inline v0::detail {

/// True when the first line that is neither blank nor a comment is a CSA statement (a version,
/// names, a position, a move or a `$` key), or the text starts with `'CSA encoding=`.
bool has_csa_statements(std::string_view bytes) noexcept;

}  // namespace kifu::inline v0::detail
