// Loading T-BASE sets for kifu serve, and reading a work's diagram, solution and comment back.
#include "work_library.hpp"

#include <filesystem>
#include <iostream>
#include <set>

#include "command.hpp"
#include "tsume_database.hpp"

namespace kifu_cli {

std::optional<work_library> work_library::load(const std::vector<std::string>& files,
                                               unsigned threads) {
  work_library library;
  bool complete = true;  // a damaged work is reported, the others are served
  auto db = load_tsume_database(files, "", threads, complete);
  if (!db) return std::nullopt;
  library.db_ = std::move(*db);
  std::set<std::string, std::less<>> names;
  for (const auto& set : library.db_.sets()) {
    if (!names.insert(set.name).second) {
      std::cerr << "kifu serve: error: two sets are named " << set.name
                << " (a work is found by its set's name); rename one of the files\n";
      return std::nullopt;
    }
  }
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
  const kifu::shogi::position position = db_.start_position(work(i));
  if (!position.king_square(kifu::shogi::color::white)) return std::nullopt;
  return position;
}

std::vector<kifu::shogi::move> work_library::solution(std::size_t i) const {
  const kifu::tsume::problem p = work(i);
  auto moves = db_.solution(p);
  // Played only as far as every move is legal (an index is checked, not trusted).
  kifu::shogi::position position = db_.start_position(p);
  for (std::size_t k = 0; k < moves.size(); ++k) {
    if (!position.is_legal(moves[k])) {
      moves.resize(k);
      break;
    }
    position.play(moves[k]);
  }
  return moves;
}

std::vector<std::string> work_library::comment(std::size_t i) const {
  const auto lines = kifu::tsume::comment_lines(work(i));
  return {lines.begin(), lines.end()};
}

work_library::found work_library::search(const kifu::tsume::compiled_query& q, unsigned threads,
                                         std::chrono::steady_clock::time_point deadline) const {
  const auto searched = kifu::tsume::search(db_, q, threads, deadline);
  found result;
  result.works = *searched;
  for (const auto& d : searched.diagnostics()) {
    if (d.code == kifu::diagnostic_code::query_stopped)
      result.finished = false;
    else
      result.warnings.push_back(d.message);
  }
  return result;
}

}  // namespace kifu_cli
