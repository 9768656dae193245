// Writing a subcommand's output: the format chosen, files written whole or not at all.
#include "output.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <system_error>

#include "command.hpp"

namespace kifu_cli {

namespace {

bool replace_existing_files = false;  // --force

// Why a system call failed, as strerror words it (thread-safe).
std::string reason(int error) {
  return std::error_code(error, std::generic_category()).message();
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  });
  return out;
}

// Whether `extension` (lower case, with its dot) is one of the space-separated `extensions`.
bool names(std::string_view extensions, std::string_view extension) {
  for (std::size_t at = 0; at < extensions.size();) {
    const auto end = std::min(extensions.find(' ', at), extensions.size());
    if (extensions.substr(at, end - at) == extension) return true;
    at = end + 1;
  }
  return false;
}

// Extensions of files kifu never writes, which must never receive another format.
constexpr std::string_view foreign_extensions =
    ".jpg .jpeg .gif .webp .bmp .tif .tiff .pdf .eps .ps .html .htm .heic .avif .svgz";

// Every format's extension kifu knows, whichever subcommand writes it.
constexpr std::string_view known_extensions =
    ".svg .png .kif .kifu .ki2 .ki2u .bod .txt .csa .jkf .json .sgf .usi .sfen .dia .tjn .rem "
    ".kidx .ckka";

std::string joined_names(std::span<const output_format> formats) {
  std::string out;
  for (std::size_t i = 0; i < formats.size(); ++i) {
    if (i > 0) out += i + 1 == formats.size() ? " or " : ", ";
    out += formats[i].name;
  }
  return out;
}

mode_t file_mode() {
  static const mode_t mode = [] {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
  }();
  return mode;
}

}  // namespace

std::optional<output_format> choose_format(std::span<const output_format> formats,
                                           std::string_view given, const std::string& output,
                                           std::string_view option) {
  const bool to_file = !output.empty() && output != "-";
  const std::string extension = to_file ? lower_extension(output) : std::string();
  const auto by_extension = std::find_if(formats.begin(), formats.end(), [&](const auto& f) {
    return !extension.empty() && names(f.extensions, extension);
  });
  const bool foreign = !extension.empty() && names(foreign_extensions, extension);
  if (!given.empty()) {
    const auto chosen = std::find_if(formats.begin(), formats.end(),
                                     [&](const auto& f) { return f.name == lower(given); });
    if (chosen == formats.end()) {
      command_error() << option << ' ' << given << ": this subcommand writes "
                      << joined_names(formats);
      return std::nullopt;
    }
    const bool other = by_extension != formats.end() && by_extension->name != chosen->name;
    if (foreign || other) {
      error_at(output) << "a " << extension << " file would hold " << chosen->name << "; name it "
                       << chosen->extensions.substr(0, chosen->extensions.find(' '))
                       << " or leave out " << option;
      return std::nullopt;
    }
    return *chosen;
  }
  if (by_extension != formats.end()) return *by_extension;
  if (extension.empty()) return formats.front();
  if (foreign || names(known_extensions, extension))
    error_at(output) << "this subcommand writes no " << extension << " files (it writes "
                     << joined_names(formats) << "): name the file for one of them";
  else
    error_at(output) << "cannot tell the format from " << extension << ": give " << option << ' '
                     << joined_names(formats);
  return std::nullopt;
}

std::string lower_extension(const std::string& path) {
  return lower(std::filesystem::path(path).extension().string());
}

std::string_view format_named_by(std::span<const output_format> formats, const std::string& path) {
  const std::string extension = lower_extension(path);
  for (const output_format& f : formats)
    if (!extension.empty() && names(f.extensions, extension)) return f.name;
  return {};
}

std::vector<std::string> format_names(std::span<const output_format> formats) {
  std::vector<std::string> out;
  for (const auto& f : formats) out.emplace_back(f.name);
  return out;
}

CLI::Option* add_format_option(CLI::App& subcommand, std::string& format,
                               std::span<const output_format> formats, const std::string& help) {
  return subcommand.add_option("--format", format, help)
      ->transform(CLI::IsMember(format_names(formats), CLI::ignore_case));
}

void replace_existing_files_too() noexcept {
  replace_existing_files = true;
}

void add_force_flag(CLI::App& subcommand) {
  subcommand.add_flag("--force", replace_existing_files, "replace output files that exist");
}

output_sink::~output_sink() {
  if (path_.empty() && !pending_.empty()) flush();  // standard output never loses what it got
  if (fd_ >= 0) ::close(fd_);
  if (!temporary_.empty()) ::unlink(temporary_.c_str());
}

bool to_terminal(const std::string& path) {
  return (path.empty() || path == "-") && ::isatty(STDOUT_FILENO) != 0;
}

kifu::text_encoding text_encoding_for(const std::string& path, kifu::text_encoding wanted,
                                      bool explicit_choice) {
  if (wanted != kifu::text_encoding::shift_jis || !to_terminal(path)) return wanted;
  if (explicit_choice)
    note_at(command_name()) << "standard output is a terminal, so the text is written in "
                               "UTF-8; --encoding sjis applies to files and pipes";
  return kifu::text_encoding::utf8;
}

namespace {

// True when what is written to `fd` is read as it comes: a pipe, a socket or a terminal.
bool is_live(int fd) {
  struct stat s {};
  return ::isatty(fd) != 0 ||
         (::fstat(fd, &s) == 0 && (S_ISFIFO(s.st_mode) || S_ISSOCK(s.st_mode)));
}

}  // namespace

bool output_sink::open(const std::string& path, bool binary) {
  path_ = path == "-" ? std::string() : path;
  if (path_.empty()) {
    if (binary && to_terminal(path_)) {
      command_error() << "binary output is not written to a terminal; give -o FILE or "
                         "redirect standard output";
      return false;
    }
    live_ = is_live(STDOUT_FILENO);
    return true;
  }
  struct stat existing {};
  const bool exists = ::stat(path_.c_str(), &existing) == 0;
  if (exists && !S_ISREG(existing.st_mode) && !S_ISDIR(existing.st_mode)) {
    // A device or a pipe (/dev/stdout, a FIFO) is written to as it is, never replaced.
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd_ < 0) error_at(path_) << "cannot write to it (" << reason(errno) << ")";
    live_ = fd_ >= 0 && is_live(fd_);
    return fd_ >= 0;
  }
  if (exists && S_ISDIR(existing.st_mode)) {
    error_at(path_) << "is a directory; give a file name";
    return false;
  }
  if (exists && !replace_existing_files) {
    error_at(path_) << "the file exists; it is left as it is (--force replaces it)";
    return false;
  }
  // A symbolic link is written through: its target is the file replaced.
  std::error_code error;
  destination_ = exists && std::filesystem::is_symlink(path_, error)
                     ? std::filesystem::canonical(path_, error).string()
                     : path_;
  if (destination_.empty()) destination_ = path_;
  const auto target = std::filesystem::path(destination_);
  const auto directory = target.has_parent_path() ? target.parent_path() : ".";
  std::string name = (directory / ("." + target.filename().string() + ".kifu-XXXXXX")).string();
  fd_ = ::mkstemp(name.data());
  if (fd_ < 0) {
    error_at(path_) << "cannot write the file (" << reason(errno) << ")";
    return false;
  }
  temporary_ = name;
  // A file replaced keeps its permissions (--force on a 0640 file leaves it 0640); a new one
  // gets those the umask gives.
  ::fchmod(fd_, exists ? existing.st_mode & 07777 : file_mode());
  return true;
}

bool output_sink::open_to_append(const std::string& path) {
  path_ = path;
  fd_ = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, file_mode());
  if (fd_ < 0) error_at(path_) << "cannot write to it (" << reason(errno) << ")";
  live_ = true;
  return fd_ >= 0;
}

void output_sink::write(std::string_view text) {
  constexpr std::size_t block = 65536;
  written_ |= !text.empty();
  if (pending_.size() + text.size() < block) {
    pending_ += text;
    return;
  }
  put(pending_);
  pending_.clear();
  put(text);
}

void output_sink::end_of_item() {
  if (live_) flush();
}

void output_sink::flush() {
  put(pending_);
  pending_.clear();
  if (path_.empty()) std::cout.flush();
}

void output_sink::put(std::string_view text) {
  if (path_.empty()) {
    std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
    return;
  }
  while (!text.empty() && error_ == 0) {
    const ssize_t n = ::write(fd_, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      error_ = errno;
      break;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}

bool output_sink::close(bool failed) {
  if (!failed || written_ || temporary_.empty()) return close();
  ::close(fd_);  // nothing to put in place: the temporary file goes
  fd_ = -1;
  ::unlink(temporary_.c_str());
  temporary_.clear();
  return true;
}

bool output_sink::close() {
  flush();
  // Standard output: a failed write (a full disk) is main's to report, but the subcommand is
  // told, so that it does not go on to say what it wrote.
  if (path_.empty()) return std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (::close(fd_) != 0 && error_ == 0) error_ = errno;
  fd_ = -1;
  if (temporary_.empty()) {  // a device or a pipe
    if (error_ != 0) error_at(path_) << "cannot write to it (" << reason(error_) << ")";
    return error_ == 0;
  }
  if (error_ == 0) {
    // Without --force the file is linked in only if no file of that name appeared meanwhile.
    const int placed = replace_existing_files
                           ? std::rename(temporary_.c_str(), destination_.c_str())
                           : ::link(temporary_.c_str(), destination_.c_str());
    if (placed != 0) error_ = errno;
  }
  ::unlink(temporary_.c_str());  // after link(), or of a file that failed
  temporary_.clear();
  if (error_ == EEXIST) {
    error_at(path_) << "the file exists; it is left as it is (--force replaces it)";
    return false;
  }
  if (error_ != 0) {
    error_at(path_) << "cannot write the file (" << reason(error_) << "); nothing was written";
    return false;
  }
  return true;
}

std::string output_name(const std::string& path) {
  return path == "-" || path.empty() ? "<standard output>" : path;
}

bool write_output(const std::string& path, std::string_view bytes, bool binary) {
  output_sink sink;
  if (!sink.open(path, binary)) return false;
  sink.write(bytes);
  return sink.close();
}

bool output_is_an_input(const std::string& output, const std::vector<std::string>& inputs) {
  if (output.empty() || output == "-") return false;
  for (const std::string& input : inputs) {
    std::error_code error;
    if (input == "-" || !std::filesystem::equivalent(output, input, error)) continue;
    command_error() << "-o " << output << " is also an input file: writing it would replace "
                    << "the records read; give another output file";
    return true;
  }
  return false;
}

bool make_directory(const std::string& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error) ||
      std::filesystem::create_directories(path, error))
    return true;
  error_at(path) << "cannot create the directory ("
                 << (error ? error.message() : "a file of that name is in the way") << ")";
  return false;
}

bool is_existing_file(const std::string& path) {
  std::error_code error;
  return std::filesystem::exists(path, error) && !std::filesystem::is_directory(path, error);
}

bool names_a_file(const std::string& path) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) return false;
  const std::string extension = lower(std::filesystem::path(path).extension().string());
  return !extension.empty() &&
         (names(known_extensions, extension) || names(foreign_extensions, extension));
}

bool refuse_file_for_directory(const std::string& path, std::string_view writes,
                               std::string_view otherwise) {
  if (path == "-") {
    command_error() << "-o - is standard output, but " << writes
                    << ": give a directory for them, or " << otherwise;
    return true;
  }
  // A name with a file's extension, or a file that exists (which cannot become a directory).
  if (!is_existing_file(path) && !names_a_file(path)) return false;
  error_at(path) << "-o names a file, but " << writes << ": give a directory for them, or "
                 << otherwise;
  return true;
}

bool none_exist(const std::vector<std::string>& paths) {
  if (replace_existing_files) return true;
  constexpr std::size_t shown = 5;
  std::size_t existing = 0;
  std::size_t to_write = 0;
  for (const auto& p : paths) {
    if (p.empty() || p == "-") continue;  // standard output is never a file that exists
    ++to_write;
    // A device or a pipe (/dev/stdout, /dev/full) is written to, as output_sink does: no file
    // of data to keep.
    std::error_code error;
    const auto status = std::filesystem::status(p, error);
    if (!std::filesystem::exists(status) ||
        !(std::filesystem::is_regular_file(status) || std::filesystem::is_directory(status)))
      continue;
    // One file is told as output_sink tells it; of many, the first few and a count.
    if (paths.size() == 1) {
      error_at(p) << "the file exists; it is left as it is (--force replaces it)";
      return false;
    }
    if (++existing <= shown) error_at(p) << "the file exists";
  }
  if (existing == 0) return true;
  command_error() << (to_write == 1
                          ? std::string("the file to write exists")
                          : std::to_string(existing) + " of the " + std::to_string(to_write) +
                                " files to write " + (existing == 1 ? "exists" : "exist"))
                  << (existing > shown ? " (the first " + std::to_string(shown) + " listed)" : "")
                  << "; nothing was written (--force replaces them)";
  return false;
}

bool output_free(const std::string& path) {
  return none_exist({path});
}

std::string numbered_path(const std::string& directory, const std::string& source,
                          std::string_view fallback, int number, std::size_t digits,
                          std::string_view extension) {
  std::string name = source.empty() || source == "-"
                         ? std::string(fallback)
                         : std::filesystem::path(source).stem().string();
  std::string digits_text = std::to_string(number);
  digits_text.insert(0, digits_text.size() < digits ? digits - digits_text.size() : 0, '0');
  name += '-' + digits_text;
  name += extension;
  return (std::filesystem::path(directory) / name).string();
}

}  // namespace kifu_cli
