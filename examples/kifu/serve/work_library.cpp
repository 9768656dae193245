// Loading T-BASE sets for kifu serve, and reading a work's diagram, solution and comment back.
#include "work_library.hpp"

#include <filesystem>
#include <iostream>
#include <mutex>

#include "command.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/tjn.hpp"
#include "record_file.hpp"
#include "tbase_set.hpp"

namespace kifu_cli {

std::optional<work_library> work_library::load(const std::vector<std::string>& files,
                                               unsigned threads) {
  work_library library;
  std::vector<kifu::tsume::set_bytes> sets;
  std::map<std::string, std::string, std::less<>> paths;
  for (const auto& file : files) {
    kifu::tsume::set_bytes s;
    s.name = std::filesystem::path(file).stem().string();
    if (paths.contains(s.name)) {
      std::cerr << file << ": error: another set is named " << s.name
                << " (a work is found by its set's name); rename one of the files\n";
      return std::nullopt;
    }
    const auto dia = read_file(file);
    if (!dia) return std::nullopt;
    s.dia = *dia;
    if (const auto tjn_path = companion_path(file, ".tjn", ".TJN"); !tjn_path.empty()) {
      const auto tjn = read_file(tjn_path);
      if (!tjn) return std::nullopt;
      s.tjn = *tjn;
    }
    auto& comments = library.comments_.emplace_back();
    if (const auto rem_path = companion_path(file, ".rem", ".REM"); !rem_path.empty())
      load_comments(rem_path, comments);  // a damaged comment is reported, the rest is served
    paths.emplace(s.name, file);
    sets.push_back(std::move(s));
  }
  std::mutex reporting;
  library.db_ = kifu::tsume::database::load(
      std::move(sets), threads,
      [&](const kifu::diagnostic& d, std::string_view set) {
        const std::lock_guard lock(reporting);
        const auto path = paths.find(set);
        report(d, path != paths.end() ? path->second : std::string(set));
      },
      printed_per_kind());
  for (std::size_t i = 0; i < library.size(); ++i)
    library.by_number_.try_emplace({library.set_name(i), library.work(i).number}, i);
  return library;
}

std::optional<std::size_t> work_library::find(std::string_view set, int number) const {
  const auto i = by_number_.find(std::pair<std::string, int>(set, number));
  if (i == by_number_.end()) return std::nullopt;
  return i->second;
}

std::optional<kifu::shogi::position> work_library::start(std::size_t i) const {
  const auto read = kifu::tbase::read_dia(work(i).dia_bytes);
  if (!read.has_value() || read->records.size() != 1) return std::nullopt;
  auto position = kifu::tbase::start_position(read->records.front());
  if (!position.has_value()) return std::nullopt;
  return *position;
}

std::vector<kifu::shogi::move> work_library::solution(std::size_t i) const {
  const kifu::tsume::problem& p = work(i);
  if (!p.solved || p.tjn_bytes.empty()) return {};
  const auto read = kifu::tbase::read_dia(p.dia_bytes);
  const auto solutions = kifu::tbase::read_tjn(p.tjn_bytes);
  if (!read.has_value() || read->records.size() != 1 || !solutions.has_value() ||
      solutions->records.empty())
    return {};
  const auto solved =
      kifu::tbase::resolve_solution(read->records.front(), solutions->records.front());
  if (!solved.has_value()) return {};
  return solved->moves;
}

std::vector<std::string> work_library::comment(std::size_t i) const {
  const auto& comments = comments_[work(i).set];
  const auto c = comments.find(work(i).number);
  return c == comments.end() ? std::vector<std::string>{} : c->second.lines;
}

work_library::found work_library::search(const kifu::tsume::compiled_query& q,
                                         std::chrono::steady_clock::time_point deadline) const {
  found result;
  for (std::size_t i = 0; i < size(); ++i) {
    if (std::chrono::steady_clock::now() > deadline) {  // between works: a work is not cut
      result.finished = false;
      break;
    }
    if (q.matches(db_, work(i))) result.works.push_back(i);
  }
  return result;
}

}  // namespace kifu_cli
