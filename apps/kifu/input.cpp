// Reading what a subcommand was given, refusing the kinds it does not read.
#include "input.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <utility>

#include "command.hpp"
#include "record_file.hpp"

namespace kifu_cli {

std::string_view reader_of(kifu::input_kind kind) {
  using k = kifu::input_kind;
  switch (kind) {
    case k::kif:
    case k::ki2:
    case k::csa:
    case k::jkf:
    case k::usi:
      return "`kifu convert`, `kifu check`, `kifu sfen` and `kifu diagram` read it";
    case k::tbase_dia:
      return "`kifu tbase` and `kifu search` read it";
    case k::tbase_tjn:
    case k::tbase_rem:
      return "`kifu tbase` reads it beside its .dia";
    case k::tsume_index:
      return "`kifu search` reads it";
    case k::ckka:
      return "`kifu ckka` reads it";
    case k::sgf:
      return "`kifu goban render` reads it";
    case k::go_text:
      return "`kifu goban parse` reads it";
    case k::pekzep:
      return "`kifu pekzep parse` reads it";
    case k::utf16:
      return "kifu reads UTF-8 and Shift_JIS: convert it first (iconv -f UTF-16 -t UTF-8 after "
             "a byte-order mark, else -f UTF-16LE or -f UTF-16BE as named)";
    default:
      return {};
  }
}

namespace {

// A kind as the list of what a subcommand reads names it: its short name ("KIF"), or words where
// the short name is no format's ("Go boards drawn as text").
std::string_view list_name(kifu::input_kind kind) {
  return kind == kifu::input_kind::go_text ? "Go boards drawn as text" : kifu::to_string(kind);
}

// "KIF, KI2, CSA or JKF": the kinds a subcommand reads.
std::string kind_list(const accepted_input& accepted) {
  std::string kinds;
  for (std::size_t i = 0; i < accepted.size(); ++i) {
    if (i > 0) kinds += i + 1 == accepted.size() ? " or " : ", ";
    kinds += list_name(accepted[i]);
  }
  return kinds;
}

// Whether an empty file is a whole input of a kind the subcommand reads: a T-BASE set with no
// work, or the .tjn and .rem of works without solutions or comments. Anything else empty holds
// nothing to read.
bool empty_is_whole(const accepted_input& accepted) {
  return std::any_of(accepted.begin(), accepted.end(), [](kifu::input_kind k) {
    return k == kifu::input_kind::tbase_dia || k == kifu::input_kind::tbase_tjn ||
           k == kifu::input_kind::tbase_rem;
  });
}

// Whether `accepted` names `kind`.
bool reads(const accepted_input& accepted, kifu::input_kind kind) {
  return std::find(accepted.begin(), accepted.end(), kind) != accepted.end();
}

// Whether the reader is given a file of `kind`: text of no known kind, empty files and the kinds
// it reads, and for a reader of Go boards drawn as text, the text_kinds a board may stand in.
bool accepts(const accepted_input& accepted, kifu::input_kind kind) {
  return kind == kifu::input_kind::text || kind == kifu::input_kind::empty ||
         reads(accepted, kind) ||
         (reads(accepted, kifu::input_kind::go_text) && reads(text_kinds, kind));
}

}  // namespace

std::string refusal(const kifu::input_detection& found, const accepted_input& accepted) {
  std::string message = "this is ";
  message += kifu::describe(found.kind);
  message += " (it ";
  message += found.reason;
  message += ')';
  const auto reader = reader_of(found.kind);
  if (reader.empty()) {
    message += ", which no kifu subcommand reads";
  } else {
    message += ": ";
    message += reader;
  }
  message += "; `";
  message += command_name();
  message += "` reads ";
  message += kind_list(accepted);
  return message;
}

namespace {

// For text refused as binary for its control codes: where the first one is, so that a stray
// byte in a text file can be found (" (the first, byte 0x1B, is at line 3, byte 14 of it)").
std::string where_control_code(std::string_view bytes, const kifu::input_detection& found) {
  if (found.kind != kifu::input_kind::binary || bytes.find('\0') != std::string_view::npos)
    return {};  // binary for its NUL bytes
  const auto at = kifu::first_foreign_control(bytes);
  if (!at) return {};
  const std::string_view before = bytes.substr(0, *at);
  const std::size_t line_start = before.rfind('\n') + 1;  // 0 on the first line
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned char>(bytes[*at]));
  return " (the first, byte " + std::string(hex) + ", is at line " +
         std::to_string(std::count(before.begin(), before.end(), '\n') + 1) + ", byte " +
         std::to_string(*at - line_start + 1) + " of it)";
}

// The file name extension of the first kind of `accepted`, for a message that names its files.
std::string_view extension_of(const accepted_input& accepted) {
  using k = kifu::input_kind;
  switch (accepted.empty() ? k::text : accepted.front()) {
    case k::tbase_dia:
      return "dia";
    case k::ckka:
      return "ckka";
    case k::sgf:
      return "sgf";
    case k::go_text:
    case k::text:
      return "txt";
    default:
      return "kif";
  }
}

}  // namespace

std::optional<std::string> read_input(const std::string& path, const accepted_input& accepted,
                                      held_messages& messages) {
  // A directory opens like a file, and its bytes are nonsense: its files are what is meant.
  if (std::error_code e; path != "-" && std::filesystem::is_directory(path, e)) {
    messages.error(display_name(path), directory_given(path, extension_of(accepted)));
    return std::nullopt;
  }
  auto bytes = read_file(path, messages);
  if (!bytes) return std::nullopt;
  const auto found = kifu::detect_input(*bytes);
  if (found.kind == kifu::input_kind::empty && !empty_is_whole(accepted)) {
    messages.report({kifu::diagnostic_code::empty_input, kifu::severity::error, 0, 1, 1,
                     "nothing to read: the file " + std::string(found.reason) + "; `" +
                         command_name() + "` reads " + kind_list(accepted)},
                    display_name(path));
    return std::nullopt;
  }
  if (accepts(accepted, found.kind)) return bytes;
  messages.error(display_name(path), refusal(found, accepted) + where_control_code(*bytes, found));
  return std::nullopt;
}

std::optional<std::string> read_input(const std::string& path, const accepted_input& accepted) {
  held_messages messages;
  auto bytes = read_input(path, accepted, messages);
  messages.print();
  return bytes;
}

bool check_input_kind(const std::string& path, const accepted_input& accepted) {
  if (path == "-") return true;
  if (std::error_code e; std::filesystem::is_directory(path, e)) {
    error_at(path) << directory_given(path, extension_of(accepted));
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return true;
  std::string head(65536, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(std::max<std::streamsize>(in.gcount(), 0)));
  const auto found = kifu::detect_input(head);
  if (accepts(accepted, found.kind)) return true;
  error_at(path) << refusal(found, accepted) << where_control_code(head, found);
  return false;
}

void drop_repeated_inputs(std::vector<std::string>& files) {
  // A file is known by its device and inode (one stat a file: a run may name thousands); one
  // that cannot be looked at stays, for its reader to report.
  std::map<std::pair<dev_t, ino_t>, std::string> seen;
  std::string first_stdin;
  std::vector<std::string> kept;
  kept.reserve(files.size());
  for (std::string& file : files) {
    const std::string* earlier = nullptr;
    if (file == "-") {
      if (!first_stdin.empty()) earlier = &first_stdin;
      first_stdin = "-";
    } else if (struct stat st{}; ::stat(file.c_str(), &st) == 0 && !S_ISDIR(st.st_mode)) {
      const auto [at, added] = seen.try_emplace({st.st_dev, st.st_ino}, file);
      if (!added) earlier = &at->second;
    }
    if (earlier == nullptr) {
      kept.push_back(std::move(file));
      continue;
    }
    auto note = note_at(display_name(file));
    if (file == "-")
      note << "standard input is given again: it is read once";
    else if (*earlier == file)
      note << "given again: it is read once";
    else
      note << "the same file as " << *earlier << ": it is read once";
  }
  files = std::move(kept);
}

}  // namespace kifu_cli
