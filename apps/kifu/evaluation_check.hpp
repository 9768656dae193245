// Warnings about the engine evaluations in a record's comments that kifu cannot use as they
// stand: kifu check, graph and export say so rather than pass over them.
#pragma once

#include <string>

#include "command.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu_cli {

/// Reports the warnings of kifu::shogi::check_evaluations about `r`, read from `file`: an
/// evaluation line whose value does not read (`#評価値=abc`: the move counts as unevaluated)
/// and, with `reading_lines`, an engine's reading line that does not replay legally.
void check_evaluations(const kifu::shogi::record& r, const std::string& file,
                       held_messages& messages, bool reading_lines);

}  // namespace kifu_cli
