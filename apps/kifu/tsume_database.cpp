// Loading the tsume database for the kifu program: sets or an index.
#include "tsume_database.hpp"

#include "input.hpp"

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>

#include "command.hpp"
#include "kifu/tsume/index.hpp"
#include "record_file.hpp"
#include "tbase_set.hpp"

namespace kifu_cli {

namespace {

using kifu::tsume::database;
using kifu::tsume::set_bytes;

// The paths of a set's .dia, .tjn and .rem (empty when it has none), for its diagnostics.
using set_paths = std::array<std::string, 3>;

// Reads the .dia of each file, its .tjn (`tjn`, or the one beside it) and its .rem; `paths` maps
// each set's name to the paths of its files. False when a file cannot be read: that set is left
// out, the others are read.
bool read_sets(const std::vector<std::string>& files, const std::string& tjn,
               std::vector<set_bytes>& sets, std::map<std::string, set_paths, std::less<>>& paths) {
  bool good = true;
  for (const auto& file : files) {
    set_bytes s;
    s.name = std::filesystem::path(file).stem().string();
    const std::string companions[] = {file,
                                      tjn.empty() ? companion_path(file, ".tjn", ".TJN") : tjn,
                                      companion_path(file, ".rem", ".REM")};
    std::string* targets[] = {&s.dia, &s.tjn, &s.rem};
    const accepted_input kinds[] = {dia_kinds, tjn_kinds, rem_kinds};
    bool read = true;
    for (std::size_t f = 0; f < 3 && read; ++f) {
      if (companions[f].empty()) continue;
      // An index is mapped from its file; on standard input it can only be named.
      const bool from_stdin = f == 0 && companions[f] == "-";
      const auto bytes = read_input(companions[f], from_stdin ? tsume_set_kinds : kinds[f]);
      if (bytes && from_stdin && kifu::detect_input(*bytes).kind == kifu::input_kind::tsume_index) {
        error_at(display_name("-")) << "this is a tsume index file: give it by its file name "
                                       "(an index is mapped, not read from standard input)";
        read = false;
        break;
      }
      if (!bytes) {
        read = false;
        break;
      }
      *targets[f] = *bytes;
      if (companions[f] != "-")
        s.files[f] = kifu::tsume::stamp_file(std::filesystem::absolute(companions[f]).string());
    }
    if (!read) {
      good = false;
      continue;
    }
    paths.emplace(s.name, set_paths{companions[0], companions[1], companions[2]});
    sets.push_back(std::move(s));
  }
  return good;
}

std::optional<database> open_index(const std::string& path, bool& complete) {
  auto opened = database::open_index(path);
  for (const auto& d : opened.diagnostics()) report(d, path);
  if (!opened.has_value()) return std::nullopt;
  for (const auto& d : kifu::tsume::stale_sources(*opened)) {
    report(d, path);
    complete &= d.level != kifu::severity::error;
  }
  return std::move(opened).value();
}

}  // namespace

bool is_index_file(const std::string& path) {
  if (path == "-") return false;
  std::ifstream in(path, std::ios::binary);
  char mark[8] = {};
  return in.read(mark, sizeof mark) && std::string_view(mark, 8) == "KIFUTIDX";
}

bool inputs_fit(const std::vector<std::string>& files, const std::string& tjn) {
  const auto indexes = std::count_if(files.begin(), files.end(), is_index_file);
  if (indexes == 0 || (files.size() == 1 && tjn.empty())) return true;
  command_error() << (indexes == static_cast<std::ptrdiff_t>(files.size())
                          ? "give one index file (it holds every set it was built from)"
                          : "give either one index file or T-BASE .dia files, not both");
  return false;
}

std::optional<database> load_tsume_database(const std::vector<std::string>& files,
                                            const std::string& tjn, unsigned threads,
                                            bool& complete) {
  if (!inputs_fit(files, tjn)) {
    complete = false;
    return std::nullopt;
  }
  if (is_index_file(files.front())) return open_index(files.front(), complete);
  std::vector<set_bytes> sets;
  std::map<std::string, set_paths, std::less<>> paths;
  complete &= read_sets(files, tjn, sets, paths);
  std::mutex reporting;  // sets load on several threads
  return database::load(
      std::move(sets), threads,
      [&](const kifu::diagnostic& d, std::string_view set, kifu::tsume::set_file file) {
        const std::lock_guard lock(reporting);
        const auto found = paths.find(set);
        const std::string& path =
            found != paths.end() ? found->second[static_cast<std::size_t>(file)] : std::string();
        report(d, path.empty() ? set : path);
        complete &= d.level != kifu::severity::error;
      },
      printed_per_kind());
}

}  // namespace kifu_cli
