// The "offset" and "limit" of a search request, taken out of its query JSON in place.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace kifu_cli {

/// Which page of the results a search request asks for.
struct paging {
  std::size_t offset = 0;  ///< results skipped
  std::size_t limit = 20;  ///< results given at most
};

/// Reads the top-level "offset" and "limit" of the JSON object `json` into `out` and blanks them
/// out (spaces, so that every other byte keeps its line and column for the query's
/// diagnostics). Text that is not an object is left for the query reader to report. Gives a
/// message when a value is not a whole number from 0 or the limit exceeds `largest`.
std::optional<std::string> take_paging(std::string& json, paging& out, std::size_t largest);

}  // namespace kifu_cli
