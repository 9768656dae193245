// The tsume database as the kifu program loads it: T-BASE sets (each .dia with the .tjn and
// .rem beside it) or an index written by `kifu tbase index`.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "kifu/tsume/database.hpp"

namespace kifu_cli {

/// True when the file starts with the mark of a kifu index.
bool is_index_file(const std::string& path);

/// True when `files` are T-BASE sets, or one index file without `tjn`; otherwise says so (a
/// usage error: the search reads one or the other).
bool inputs_fit(const std::vector<std::string>& files, const std::string& tjn);

/// Loads the sets named by `files` (`tjn`: the solutions of a single set, when not beside it),
/// or opens the index when `files` is one index file; diagnostics are printed with their file.
/// `complete` becomes false when something could not be read; nullopt when nothing can be used.
std::optional<kifu::tsume::database> load_tsume_database(const std::vector<std::string>& files,
                                                         const std::string& tjn, unsigned threads,
                                                         bool& complete);

}  // namespace kifu_cli
