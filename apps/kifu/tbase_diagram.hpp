// kifu tbase diagram: the problem diagram of each work of a T-BASE set, in tsume mode.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace kifu_cli {

/// Adds `diagram` to the `tbase` subcommand.
void add_tbase_diagram(CLI::App& tbase, std::function<int()>& run);

}  // namespace kifu_cli
