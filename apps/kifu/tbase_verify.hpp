// kifu tbase verify: check each work's 完全性 with the tsume solver.
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace kifu_cli {

/// Adds `verify` to the `tbase` subcommand.
void add_tbase_verify(CLI::App& tbase, std::function<int()>& run);

}  // namespace kifu_cli
