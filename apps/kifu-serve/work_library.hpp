// The tsume works kifu serve answers from: T-BASE sets loaded as a search database, with what the
// page shows of a work (its start position, its solution, its .rem comment).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kifu/shogi/position.hpp"
#include "kifu/tsume/query.hpp"

namespace kifu_cli {

/// The works kifu serve searches and shows, loaded once and then only read (from any thread).
class work_library {
 public:
  /// Loads the .dia sets given (each with the .tjn and .rem beside it) on `threads` threads, or
  /// opens the one index given, printing their diagnostics; nothing when a file cannot be read.
  static std::optional<work_library> load(const std::vector<std::string>& files, unsigned threads);

  /// How many works there are.
  std::size_t size() const noexcept { return db_.size(); }
  /// How many sets give works (a file read without a work, left out with a warning, is none).
  std::size_t set_count() const noexcept {
    std::vector<bool> given(db_.sets().size());
    for (std::size_t i = 0; i < size(); ++i) given[work(i).set] = true;
    return static_cast<std::size_t>(std::count(given.begin(), given.end(), true));
  }
  /// Work `i` (in set order, then file order).
  kifu::tsume::problem work(std::size_t i) const { return db_.at(i); }
  /// The name of the set work `i` comes from (its file's stem).
  const std::string& set_name(std::size_t i) const { return db_.sets()[work(i).set].name; }
  /// The first work of set `set` numbered `number`.
  std::optional<std::size_t> find(std::string_view set, int number) const;
  /// The diagram of work `i`; nothing when it cannot be set up.
  std::optional<kifu::shogi::position> start(std::size_t i) const;
  /// The solution of work `i` from its diagram (empty when it has none or it cannot be read).
  std::vector<kifu::shogi::move> solution(std::size_t i) const;
  /// The .rem comment of work `i`, line by line with its colour codes (empty when none).
  std::vector<std::string> comment(std::size_t i) const;

  /// What a search found before its deadline.
  struct found {
    std::vector<std::size_t> works;     ///< the matching works, in order
    bool finished = true;               ///< false when the deadline stopped it
    std::vector<std::string> warnings;  ///< why some works may be missing (a regex given up)
  };
  /// The works matching `q`, searched on `threads` threads until `deadline`.
  found search(const kifu::tsume::compiled_query& q, unsigned threads,
               std::chrono::steady_clock::time_point deadline) const;

 private:
  kifu::tsume::database db_;
  std::map<std::pair<std::string, int>, std::size_t, std::less<>> by_number_;
};

}  // namespace kifu_cli
