// Private: what the engines of one solver share, and how the threads of one search meet.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "tsume/solver_engine.hpp"

namespace kifu::inline v0::tsume::detail {

/// The table, and the filter of the futilities stored in it (see engine::may_be_futile).
struct engine::common {
  common(std::size_t table_bytes, std::size_t filter_words)
      : answers(table_bytes), futile_filter(new std::atomic<std::uint64_t>[filter_words]()) {}
  table answers;
  std::unique_ptr<std::atomic<std::uint64_t>[]> futile_filter;
};

/// A leader's helpers. While a search runs on several threads, each helper searches the same
/// root on the shared table, the leader alone keeps the limits, and the table grows only while
/// every helper waits (`out` counts the helpers waiting or done).
struct engine::team {
  std::vector<std::unique_ptr<engine>> helpers;
  std::vector<std::thread> threads;  ///< the helpers' threads while they run
  std::atomic<bool> finish = false;  ///< the helpers' stop flag: the leader's search ended
  std::atomic<bool> pause = false;   ///< the helpers are to wait: the table grows
  std::atomic<bool> answered = false;
  probe answer;  ///< a helper's answer about the root, when answered (written under `m`)
  std::mutex m;
  std::condition_variable cv;
  std::size_t out = 0;   ///< under m: helpers waiting for the table or done
  bool pausing = false;  ///< under m: the table is growing
};

/// A helper's options: the leader's rules, no limits, the team's stop flag, no callbacks.
solve_options helper_options(const solve_options& leader, const std::atomic<bool>& finish);

}  // namespace kifu::inline v0::tsume::detail
