// Loading T-BASE sets for the kifu program.
#include "tbase_set.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "command.hpp"
#include "input.hpp"
#include "record_file.hpp"

namespace kifu_cli {

std::string companion_path(const std::string& dia_path, const char* lower, const char* upper) {
  if (dia_path == "-") return {};
  for (const char* ext : {lower, upper}) {
    auto p = std::filesystem::path(dia_path).replace_extension(ext);
    if (std::filesystem::exists(p)) return p.string();
  }
  return {};
}

namespace {

// Prints the diagnostics of `r` read from `path`; true when none is an error.
template <class Result>
bool reported(const Result& r, const std::string& path) {
  for (const auto& d : r.diagnostics()) report(d, path);
  return !r.has_errors();
}

}  // namespace

bool load_companions(const std::string& dia_path, const std::string& tjn_path,
                     const std::string& rem_path, tbase_companions& out) {
  out.tjn_path = tjn_path.empty() ? companion_path(dia_path, ".tjn", ".TJN") : tjn_path;
  out.rem_path = rem_path.empty() ? companion_path(dia_path, ".rem", ".REM") : rem_path;
  bool good = true;
  if (!out.tjn_path.empty()) {
    const auto bytes = kifu_cli::read_input(out.tjn_path, tjn_kinds);
    if (!bytes) return false;
    auto tjn = kifu::tbase::read_tjn(*bytes);
    good &= reported(tjn, out.tjn_path);
    if (tjn.has_value()) out.solutions = std::move(tjn).value();
    auto index = kifu::tbase::index_solutions(out.solutions);
    good &= reported(index, out.tjn_path);
    out.by_number = std::move(index).value();
  }
  if (!out.rem_path.empty()) good &= load_comments(out.rem_path, out.comments);
  return good;
}

bool load_comments(const std::string& rem_path, std::map<int, kifu::tbase::rem_section>& out) {
  const auto bytes = kifu_cli::read_input(rem_path, rem_kinds);
  if (!bytes) return false;
  const auto rem = kifu::tbase::read_rem(*bytes);
  const bool good = reported(rem, rem_path);
  if (rem.has_value())
    for (const auto& s : rem->sections)
      if (s.number) out[*s.number] = s;
  return good;
}

namespace {

// Streams the records of `in`, read as the .dia file `name`, to `handle`, printing diagnostics
// (with `only`, those of that work and of the file; the others are counted); false on an error.
bool for_each_work_in(std::istream& in, const std::string& name,
                      const std::function<void(const kifu::tbase::dia_record&)>& handle,
                      std::optional<int> only) {
  kifu::tbase::dia_reader reader(in);
  kifu::tbase::dia_record record;
  bool good = true;
  bool asked_for_read = false;              // the work `only` names was read
  std::vector<kifu::diagnostic> elsewhere;  // those of the works not asked for
  const auto say = [&](const kifu::diagnostic& d) {
    report(d, name);
    good &= d.level != kifu::severity::error;
  };
  const auto flush = [&](const kifu::tbase::dia_record* about) {
    for (const auto& d : reader.diagnostics()) {
      if (only && about != nullptr && about->number != only)
        elsewhere.push_back(d);
      else
        say(d);
    }
  };
  while (reader.next(record)) {
    flush(&record);
    asked_for_read |= only && record.number == only;
    handle(record);
  }
  // A damaged record may be the one asked for (its number unread): say what was damaged then,
  // in the order of the file.
  if (only && !asked_for_read) {
    elsewhere.insert(elsewhere.end(), reader.diagnostics().begin(), reader.diagnostics().end());
    std::stable_sort(elsewhere.begin(), elsewhere.end(),
                     [](const auto& a, const auto& b) { return a.offset < b.offset; });
    for (const auto& d : elsewhere) say(d);
    return good;
  }
  flush(nullptr);
  if (!elsewhere.empty())
    std::cerr << name << ": " << counted(elsewhere.size(), "problem", "problems")
              << " in other works not shown (kifu tbase check " << name << " lists them)\n";
  return good;
}

}  // namespace

bool for_each_work(const std::string& dia_path,
                   const std::function<void(const kifu::tbase::dia_record&)>& handle,
                   std::optional<int> only, dia_kind kind) {
  if (dia_path == "-")
    return for_each_work_in(std::cin, std::string(display_name(dia_path)), handle, only);
  if (kind == dia_kind::unchecked && !check_input_kind(dia_path, dia_kinds)) return false;
  std::ifstream in(dia_path, std::ios::binary);
  if (!in) {
    error_at(dia_path) << "cannot open the file (" << std::strerror(errno) << ")";
    return false;
  }
  if (std::error_code e; std::filesystem::is_directory(dia_path, e)) {  // it opens, reads nothing
    error_at(dia_path) << directory_given(dia_path, "dia");
    return false;
  }
  return for_each_work_in(in, dia_path, handle, only);
}

bool none_exist_for_works(
    const std::vector<std::string>& dia_paths,
    const std::function<std::string(const std::string&, const kifu::tbase::dia_record&)>& path_of) {
  std::vector<std::string> paths;
  for (const auto& dia_path : dia_paths) {
    if (dia_path == "-") continue;
    held_messages unread;  // the streaming pass reports why a file cannot be read
    const auto bytes = read_file(dia_path, unread);
    if (!bytes) continue;
    kifu::tbase::for_each_dia(
        *bytes, [&](const kifu::tbase::dia_record& r) { paths.push_back(path_of(dia_path, r)); },
        [](const kifu::diagnostic&) {});
  }
  return none_exist(paths);
}

}  // namespace kifu_cli
