// Loading record files for the shogi subcommands.
#include "record_file.hpp"

#include <fstream>
#include <iostream>
#include <iterator>

#include "command.hpp"
#include "kifu/shogi/jkf.hpp"

namespace kifu_cli {

std::optional<std::string> read_file(const std::string& path) {
  if (path == "-")
    return std::string((std::istreambuf_iterator<char>(std::cin)),
                       std::istreambuf_iterator<char>());
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << path << ": error: cannot open the file\n";
    return std::nullopt;
  }
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

std::optional<kifu::shogi::record> load_record(const std::string& path, bool lenient) {
  const auto read = read_file(path);
  if (!read) return std::nullopt;
  const std::string& bytes = *read;
  const auto first = bytes.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  const bool is_json = first != std::string::npos && bytes[first] == '{';
  auto r = is_json ? kifu::shogi::read_jkf(bytes) : kifu::shogi::read_kif(bytes, {lenient, path});
  for (const auto& d : r.diagnostics()) report(d, path);
  if (!r.ok()) return std::nullopt;
  return std::move(r).value();
}

bool write_output(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    std::cout << text;
    return true;
  }
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) std::cerr << path << ": error: cannot write the file\n";
  return static_cast<bool>(out);
}

}  // namespace kifu_cli
