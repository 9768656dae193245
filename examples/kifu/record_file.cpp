// Loading record files for the shogi subcommands.
#include "record_file.hpp"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <sys/stat.h>

#include "command.hpp"
#include "kifu/shogi/jkf.hpp"

namespace kifu_cli {

std::optional<std::string> read_file(const std::string& path) {
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    std::cerr << path << ": error: cannot open the file (" << std::strerror(errno) << ")\n";
    return std::nullopt;
  }
  // A directory opens like a file; its size and its bytes are nonsense.
  struct stat info {};
  if (f != stdin && ::fstat(::fileno(f), &info) == 0 && S_ISDIR(info.st_mode)) {
    std::fclose(f);
    std::cerr << path << ": error: is a directory\n";
    return std::nullopt;
  }
  // One read into a buffer of the file's size; pipes and stdin grow the buffer as they go.
  std::string bytes;
  if (f != stdin && std::fseek(f, 0, SEEK_END) == 0) {
    if (const long size = std::ftell(f); size > 0)
      bytes.reserve(static_cast<std::size_t>(size) + 1);
    std::rewind(f);
  }
  std::array<char, 65536> chunk;
  while (const std::size_t n = std::fread(chunk.data(), 1, chunk.size(), f))
    bytes.append(chunk.data(), n);
  const bool failed = std::ferror(f) != 0;
  const int why = errno;
  if (f != stdin) std::fclose(f);
  if (failed) {
    std::cerr << path << ": error: the file could not be read (" << std::strerror(why) << ")\n";
    return std::nullopt;
  }
  return bytes;
}

std::optional<std::vector<loaded_record>> load_records(const std::string& path, bool lenient,
                                                       std::size_t only) {
  const auto read = read_file(path);
  if (!read) return std::nullopt;
  const std::string& bytes = *read;
  const auto first = bytes.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  const bool is_json = first != std::string::npos && bytes[first] == '{';
  std::vector<kifu::parse_result<kifu::shogi::record>> read_records;
  if (is_json)
    read_records.push_back(kifu::shogi::read_jkf(bytes));
  else
    read_records = kifu::shogi::read_kif_records(bytes, {lenient, path});
  std::vector<loaded_record> records;
  for (std::size_t k = 0; k < read_records.size(); ++k) {
    auto& r = read_records[k];
    if (only == 0 || only == k + 1)
      for (const auto& d : r.diagnostics()) report(d, path);
    const bool ok = r.ok();
    records.push_back(
        {r.has_value() ? std::optional(std::move(r).value()) : std::nullopt, ok && r.has_value()});
  }
  return records;
}

namespace {
bool replace_existing_files = false;  // set by --force
}  // namespace

void add_force_flag(CLI::App& subcommand) {
  subcommand.add_flag("--force", replace_existing_files, "replace output files that exist");
}

kifu::parse_result<std::string> kif_file_bytes(std::string text, kifu::text_encoding encoding) {
  if (encoding == kifu::text_encoding::utf8) text.insert(0, "#KIF version=2.0 encoding=UTF-8\n");
  return kifu::shogi::encode_record_text(text, encoding);
}

bool write_output(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    std::cout << text;
    return true;
  }
  std::error_code error;
  if (!replace_existing_files && std::filesystem::exists(path, error)) {
    std::cerr << path << ": error: the file exists; it is left as it is (--force replaces it)\n";
    return false;
  }
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();  // the last bytes reach the disk here: a full disk shows only now
  if (!out) std::cerr << path << ": error: cannot write the file\n";
  return static_cast<bool>(out);
}

}  // namespace kifu_cli
