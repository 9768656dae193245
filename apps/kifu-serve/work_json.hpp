// What kifu serve says of a work: a summary for the result list and the whole work for the
// viewer, as JSON, and its tsume diagram at any ply.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "work_library.hpp"

namespace kifu_cli {

/// A result of a search: set, number, author, title, source, published, move_count (as stated),
/// moves (of the solution), completeness (code and name), checkmate and its diagram's URL.
nlohmann::json work_summary(const work_library& library, std::size_t i);

/// The whole work: its summary and fields (as kifu tbase dump names them), the diagram's SFEN
/// and SVG, the solution as plies (KI2 and tsume notation, USI, SFEN after it, squares) and the
/// .rem comment as lines and coloured spans.
nlohmann::json work_details(const work_library& library, std::size_t i);

/// The SVG tsume diagram of work `i` after `ply` moves of its solution, the last move
/// highlighted; nothing when the work has no diagram or the solution is shorter.
std::optional<std::string> work_svg(const work_library& library, std::size_t i, int ply);

}  // namespace kifu_cli
