// Test helpers: where the bundled test data lives, and reading files from it.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <unistd.h>

namespace kifu::test {

/// The tests/data folder of the source tree.
inline std::filesystem::path data_dir() {
  return KIFU_TEST_DATA_DIR;
}

/// The bytes of a file, exactly as stored.
inline std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open test data " + path.string());
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Rows of a tab-separated file without its header line, split into fields.
inline std::vector<std::vector<std::string>> read_tsv(const std::filesystem::path& path) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(read_bytes(path));
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
      fields.push_back(line.substr(start, tab - start));
    fields.push_back(line.substr(start));
    rows.push_back(std::move(fields));
  }
  return rows;
}

/// Every regular file below tests/data, sorted.
inline std::vector<std::filesystem::path> all_data_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(data_dir()))
    if (e.is_regular_file()) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

/// A directory of this test program's own for the files it writes, removed with everything in
/// it when the program ends.
inline const std::filesystem::path& scratch_dir() {
  struct directory {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("kifu-test-" + std::to_string(getpid()));
    directory() { std::filesystem::create_directories(path); }
    ~directory() {
      std::error_code ignored;  // nothing to do about a directory that cannot be removed
      std::filesystem::remove_all(path, ignored);
    }
  };
  static const directory d;
  return d.path;
}

}  // namespace kifu::test
