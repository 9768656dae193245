// kifu tbase index: T-BASE sets saved as one index file that `kifu search` and `kifu serve`
// open in milliseconds.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace kifu_cli {

/// Adds `index` to the `tbase` subcommand.
void add_tbase_index(CLI::App& tbase, std::function<int()>& run);

}  // namespace kifu_cli
