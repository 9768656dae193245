// Where every subcommand writes: standard output, a file or a directory of files, in a format
// chosen one way everywhere (--format, else -o's extension). Files are written under a
// temporary name and renamed when complete, so that no truncated file is ever left; a file
// that exists is replaced only with --force; every failed write says the system's reason.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/encoding.hpp"

namespace kifu_cli {

/// One format a subcommand writes: its --format name and the file extensions that choose it.
struct output_format {
  std::string_view name;        ///< as --format takes it ("svg"), also the shown name
  std::string_view extensions;  ///< the extensions that choose it, with their dots: ".kif .bod"
  bool binary = false;          ///< never written to a terminal
};

/// SVG pictures.
inline constexpr output_format svg_format{"svg", ".svg"};
/// PNG pictures (SVG rasterised).
inline constexpr output_format png_format{"png", ".png", true};

/// The format to write: `given` (--format, case-insensitive) when not empty, else the one the
/// extension of `output` names (case-insensitive: .PNG is PNG), else the first of `formats`.
/// Prints why and gives nothing when -o's extension names another format or a kind of file
/// kifu never writes (.jpg), or names none of `formats` and --format is not given. `option`
/// names the option that gives the format (kifu convert's is --to).
std::optional<output_format> choose_format(std::span<const output_format> formats,
                                           std::string_view given, const std::string& output,
                                           std::string_view option = "--format");

/// The extension of `path` in lower case, with its dot (".kif"); empty when it has none.
std::string lower_extension(const std::string& path);

/// The name of the format among `formats` that `path`'s extension names, in any case; empty when
/// none does.
std::string_view format_named_by(std::span<const output_format> formats, const std::string& path);

/// The names of `formats` for --format's check and help: {"svg", "png"}.
std::vector<std::string> format_names(std::span<const output_format> formats);

/// Adds --format to a subcommand, taking the names of `formats` in any case.
CLI::Option* add_format_option(CLI::App& subcommand, std::string& format,
                               std::span<const output_format> formats, const std::string& help);

/// Adds --force to a subcommand that writes files: it lets existing files be replaced.
void add_force_flag(CLI::App& subcommand);

/// Lets existing files be replaced as --force does (a subcommand whose option asks for it, such
/// as kifu analyze --resume, which rewrites its own output).
void replace_existing_files_too() noexcept;

/// Writes a subcommand's output as it goes, to standard output or to a file (written under a
/// temporary name beside it and renamed on close). Text is written in blocks of 64 KB.
class output_sink {
 public:
  output_sink() = default;
  output_sink(const output_sink&) = delete;
  output_sink& operator=(const output_sink&) = delete;
  /// Writes what is pending to standard output; removes the temporary file of a file when
  /// close() was not reached.
  ~output_sink();

  /// Opens `path`, or standard output when it is empty or "-"; prints why and gives false when
  /// the file exists (without --force), cannot be made, or `binary` output would go to a
  /// terminal.
  bool open(const std::string& path, bool binary = false);
  /// Opens `path` to append to it (made when missing), each result written when it ends, so
  /// that a run stopped at any moment leaves whole results; prints why and gives false when it
  /// cannot be opened.
  bool open_to_append(const std::string& path);
  /// Appends text, writing it with what is pending when that fills a block.
  void write(std::string_view text);
  /// Marks the end of one result of a streaming subcommand: what is pending is written now when
  /// someone reads as it comes (a pipe, a terminal); a file or /dev/null gets it in blocks.
  void end_of_item();
  /// Writes what is left and puts the file in place; prints why and gives false when a write
  /// failed (a full disk), leaving no file behind. A failed write to standard output gives
  /// false too, unprinted: main reports it. Its answer must be used: a failed write ignored is
  /// a silent loss.
  [[nodiscard]] bool close();
  /// close(), except that a file to which nothing was written in a run that `failed` (every
  /// input unreadable) is not made: an empty file would pass for an empty result.
  [[nodiscard]] bool close(bool failed);

 private:
  std::string path_;         // empty for standard output
  std::string destination_;  // the file replaced: path_, or the target of a link path_ is
  std::string temporary_;    // the file being written, renamed to destination_ by close()
  int fd_ = -1;              // temporary_'s descriptor
  std::string pending_;      // text not written yet
  int error_ = 0;            // errno of the first failed write
  bool live_ = false;        // a pipe or a terminal: each result is written when it ends
  bool written_ = false;     // write() was given some text
  void flush();
  void put(std::string_view text);
};

/// Writes `bytes` to `path` (standard output when empty or "-") by the rules of output_sink.
/// Errors are printed; the result says whether the bytes were written.
bool write_output(const std::string& path, std::string_view bytes, bool binary = false);

/// The name diagnostics about the text written to `path` give it: the path, or
/// "<standard output>" for "" and "-".
std::string output_name(const std::string& path);

/// True when `path` ("" or "-": standard output) is a terminal: text goes there in UTF-8 and
/// binary output not at all.
bool to_terminal(const std::string& path);

/// The encoding text written to `path` gets: `wanted`, except that a terminal gets UTF-8 (with a
/// note when Shift_JIS was asked for explicitly, `explicit_choice`).
kifu::text_encoding text_encoding_for(const std::string& path, kifu::text_encoding wanted,
                                      bool explicit_choice);

/// True, after saying so, when the file `output` is one of `inputs` (the same file, by any
/// name), for a subcommand whose output is never what it reads: --force or not, it would
/// replace a record with training data.
bool output_is_an_input(const std::string& output, const std::vector<std::string>& inputs);

/// Makes the directory `path` when it does not exist; prints why and gives false when it cannot.
bool make_directory(const std::string& path);

/// A directory of output files made when the first file goes into it, so that a run that
/// writes nothing (its input unreadable) leaves no empty directory behind.
class directory_on_demand {
 public:
  /// The directory `path` (nothing is made yet).
  explicit directory_on_demand(std::string path) : path_(std::move(path)) {}
  /// Makes the directory the first time it is asked for; false, said once, when it cannot.
  bool ready() {
    if (!made_) made_ = make_directory(path_);
    return *made_;
  }

 private:
  std::string path_;
  std::optional<bool> made_;
};

/// True when `path` is an existing file, not a directory (/dev/stdout, /dev/full, a file to
/// replace): where -o may name a file or a directory, it names a file.
bool is_existing_file(const std::string& path);

/// True when `path`, given where a directory is asked for, looks like a file instead: it is no
/// directory and its extension is a kind of file (.png, .kif, .jpg), so that `pictures.png/`
/// is not made by mistake.
bool names_a_file(const std::string& path);

/// Where -o is a directory of files: when `path` names a file instead (names_a_file, or a file
/// that exists), or is `-` (standard output), prints that the subcommand `writes` many files, to
/// give a directory or do what `otherwise` says, and gives true.
bool refuse_file_for_directory(const std::string& path, std::string_view writes,
                               std::string_view otherwise);

/// Before a subcommand writes a directory of files: true when none of `paths` exists or --force
/// was given; otherwise prints the ones that exist (the first few, then how many) and gives
/// false, so that nothing is written at all.
bool none_exist(const std::vector<std::string>& paths);

/// Before a subcommand that writes one file at its end does its work: true when `path` is
/// standard output, a device, missing, or --force was given; otherwise says that the file exists
/// and gives false, so that nothing is done for an output that would be refused.
bool output_free(const std::string& path);

/// DIRECTORY/STEM-NUMBER.EXT: STEM is `source`'s stem (`fallback` for standard input, "-" or
/// empty), NUMBER has at least `digits` digits.
std::string numbered_path(const std::string& directory, const std::string& source,
                          std::string_view fallback, int number, std::size_t digits,
                          std::string_view extension);

}  // namespace kifu_cli
