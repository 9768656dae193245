// Loading T-BASE sets for kifu serve, and reading a work's diagram, solution and comment back.
#include "work_library.hpp"

#include <filesystem>
#include <iostream>
#include <set>

#include "command.hpp"
#include "input.hpp"
#include "record_file.hpp"
#include "tsume_database.hpp"

namespace kifu_cli {
namespace {

// False, with a message, when two sets have one name.
bool names_unique(const kifu::tsume::database& db) {
  std::set<std::string, std::less<>> names;
  for (const auto& set : db.sets()) {
    if (!names.insert(set.name).second) {
      command_error() << "two sets are named " << set.name
                      << " (a work is found by its set's name); rename one of the files";
      return false;
    }
  }
  return true;
}

// The files given that give no work (refused, unreadable or with no record read); an index
// names its sets otherwise and is left to its own checks.
std::vector<std::string> sets_without_works(const std::vector<std::string>& files,
                                            const kifu::tsume::database& db) {
  std::set<std::string, std::less<>> with_works;
  for (std::size_t i = 0; i < db.size(); ++i) with_works.insert(db.sets()[db.at(i).set].name);
  std::vector<std::string> empty;
  for (const auto& file : files)
    if (!is_index_file(file) && !with_works.contains(std::filesystem::path(file).stem().string()))
      empty.emplace_back(display_name(file));
  return empty;
}

// False, with a message, when there is no work to serve; a warning naming the files left out
// when only some give none.
bool some_works(const std::vector<std::string>& files, const kifu::tsume::database& db) {
  if (db.size() == 0) {
    command_error()
        << "no works to serve, so the server does not start; give "
           "T-BASE .dia sets (each .tjn and .rem beside its .dia) or an index written by "
           "`kifu tbase index`";
    return false;
  }
  if (files.size() == 1) return true;  // the set, or an index (whose sets are named otherwise)
  const auto empty = sets_without_works(files, db);
  if (empty.empty()) return true;
  auto warning = warning_at(command_name());
  warning << "no works in";
  for (std::size_t k = 0; k < empty.size(); ++k) warning << (k == 0 ? " " : ", ") << empty[k];
  warning << "; serving those of the "
          << counted(files.size() - empty.size(), "other file", "other files");
  return true;
}

}  // namespace

std::optional<work_library> work_library::load(const std::vector<std::string>& files,
                                               unsigned threads) {
  work_library library;
  bool complete = true;  // a damaged work is reported, the others are served
  auto db = load_tsume_database(files, "", threads, complete);  // it refuses other kinds
  if (!db || !names_unique(*db) || !some_works(files, *db)) return std::nullopt;
  library.db_ = std::move(*db);
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
