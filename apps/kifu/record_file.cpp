// Loading record files for the shogi subcommands.
#include "record_file.hpp"

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "command.hpp"
#include "input.hpp"
#include "kifu/shogi/read.hpp"

namespace kifu_cli {

std::string_view display_name(std::string_view path) {
  return path == "-" ? "<stdin>" : path;
}

namespace {

// Why the last system call failed, as strerror says it (thread-safe).
std::string last_error() {
  return std::error_code(errno, std::generic_category()).message();
}

// Reads `size` bytes, or up to the end if it comes first, from `fd` into `bytes` at `at`;
// false on a read error.
bool read_exactly(int fd, std::string& bytes, std::size_t at, std::size_t size) {
  bytes.resize(at + size);
  while (size > 0) {
    const ssize_t n = ::read(fd, bytes.data() + at, size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) break;
    at += static_cast<std::size_t>(n);
    size -= static_cast<std::size_t>(n);
  }
  bytes.resize(at);
  return true;
}

// Reads the rest of `fd` into `bytes`: one read of the size fstat gave for a regular file (the
// file as it was then), reads of 64 KB up to the end for a pipe, a terminal or an empty-looking
// file (/proc). False on a read error.
bool read_all(int fd, const struct stat& info, std::string& bytes) {
  if (S_ISREG(info.st_mode) && info.st_size > 0)
    return read_exactly(fd, bytes, 0, static_cast<std::size_t>(info.st_size));
  constexpr std::size_t chunk = 65536;
  for (std::size_t before = 0;; before = bytes.size()) {
    if (!read_exactly(fd, bytes, before, chunk)) return false;
    if (bytes.size() < before + chunk) return true;
  }
}

}  // namespace

std::string directory_given(std::string_view path, std::string_view extension) {
  std::string dir(path);
  while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  if (takes_one_file)
    return "is a directory: give one of the files in it, such as " + dir + "/NAME." +
           std::string(extension);
  return "is a directory: give the files in it, such as " + dir + "/*." + std::string(extension);
}

std::optional<std::string> read_file(const std::string& path, held_messages& messages) {
  const std::string name(display_name(path));
  const int fd = path == "-" ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    messages.error(name, "cannot open the file (" + last_error() + ")");
    return std::nullopt;
  }
  struct stat info {};
  std::string bytes;
  std::string problem;
  if (::fstat(fd, &info) != 0)
    problem = "cannot open the file (" + last_error() + ")";
  else if (S_ISDIR(info.st_mode))  // a directory opens like a file; its bytes are nonsense
    problem = "is a directory";
  else if (!read_all(fd, info, bytes))
    problem = "the file could not be read (" + last_error() + ")";
  if (fd != STDIN_FILENO) ::close(fd);
  if (problem.empty()) return bytes;
  messages.error(name, problem);
  return std::nullopt;
}

std::optional<std::string> read_file(const std::string& path) {
  held_messages messages;
  auto bytes = read_file(path, messages);
  messages.print();
  return bytes;
}

std::vector<loaded_record> records_from_bytes(const std::string& bytes, const std::string& path,
                                              held_messages& messages, bool lenient,
                                              std::size_t only) {
  // Text of no known kind and empty bytes go to the KIF reader, which says what is wrong.
  kifu::input_kind kind = kifu::detect_input(bytes).kind;
  if (!kifu::shogi::is_record_kind(kind)) kind = kifu::input_kind::kif;
  auto read = kifu::shogi::read_records(bytes, kind, {lenient, path});
  const std::string name(display_name(path));
  std::vector<loaded_record> records;
  records.reserve(read.size());
  for (std::size_t k = 0; k < read.size(); ++k) {
    auto& r = read[k];
    if (only == 0 || only == k + 1)
      for (const auto& d : r.diagnostics()) messages.report(d, name);
    const bool ok = r.ok() && r.has_value();
    records.push_back({r.has_value() ? std::optional(std::move(r).value()) : std::nullopt, ok});
  }
  return records;
}

std::optional<std::vector<loaded_record>> load_records(const std::string& path,
                                                       held_messages& messages, bool lenient,
                                                       std::size_t only) {
  const auto bytes = read_input(path, shogi_record_kinds, messages);
  if (!bytes) return std::nullopt;
  return records_from_bytes(*bytes, path, messages, lenient, only);
}

std::optional<std::vector<loaded_record>> load_records(const std::string& path, bool lenient,
                                                       std::size_t only) {
  held_messages messages;
  auto records = load_records(path, messages, lenient, only);
  messages.print();
  return records;
}

namespace {
// What a record file may be, for the help of the FILE arguments.
constexpr const char* record_file_help =
    "the format (KIF, KI2, CSA, JKF, or SFEN/USI lines, one record each) and the encoding "
    "(Shift_JIS or UTF-8) found from the bytes, whatever the name; - for standard input";
}  // namespace

void add_record_files_argument(CLI::App& subcommand, std::vector<std::string>& files) {
  subcommand.add_option("FILE", files, std::string("record files: ") + record_file_help)
      ->required();
}

void add_record_file_argument(CLI::App& subcommand, std::string& file) {
  subcommand.add_option("FILE", file, std::string("a record file: ") + record_file_help)
      ->required();
}

bool record_number_fits(const std::string& path, std::size_t k, std::size_t held,
                        std::string_view one, std::string_view many) {
  if (k <= held) return true;
  error_at(display_name(path)) << "--record " << k << " but the file holds "
                               << counted(held, one, many);
  return false;
}

}  // namespace kifu_cli
