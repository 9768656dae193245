// Processing the files of a subcommand on several threads, printing in the order of the files.
#include "in_order.hpp"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace kifu_cli {

namespace {

// The files of one run on several threads: which file is next, which results are ready, how
// far delivery has got. Files are taken at most `window` ahead of delivery, so that results
// waiting for an earlier file (whose thread the system has paused) do not pile up in memory.
class ordered_run {
 public:
  ordered_run(std::size_t count, std::size_t window)
      : results_(count), ready_(count, false), window_(window) {}

  // The next file to process, once there is room for it; nothing when every file is taken.
  std::optional<std::size_t> take_when_room() {
    std::unique_lock lock(mutex_);
    room_.wait(lock, [&] { return next_ >= results_.size() || has_room(); });
    return take();
  }

  // The next file to process if there is room for it now; nothing otherwise.
  std::optional<std::size_t> take_if_room() {
    const std::lock_guard lock(mutex_);
    return has_room() ? take() : std::nullopt;
  }

  // The result of file i, for the thread processing it.
  file_result& slot(std::size_t i) { return results_[i]; }

  // Says that file i's result is complete, waking the delivering thread if it waits for it.
  void finish(std::size_t i) {
    bool awaited = false;
    {
      const std::lock_guard lock(mutex_);
      ready_[i] = true;
      awaited = awaited_ == i;
    }
    if (awaited) changed_.notify_one();
  }

  // Whether file i's result is complete.
  bool ready(std::size_t i) {
    const std::lock_guard lock(mutex_);
    return ready_[i] != 0;
  }

  // Waits until file i's result is complete, and gives it.
  file_result& wait(std::size_t i) {
    std::unique_lock lock(mutex_);
    awaited_ = i;
    changed_.wait(lock, [&] { return ready_[i] != 0; });
    awaited_ = none;
    return results_[i];
  }

  // Says that the results up to file i are delivered, making room for more.
  void delivered(std::size_t i) {
    {
      const std::lock_guard lock(mutex_);
      delivered_ = i + 1;
    }
    room_.notify_all();
  }

  // Takes no more files (after an exception).
  void stop() {
    {
      const std::lock_guard lock(mutex_);
      next_ = results_.size();
    }
    room_.notify_all();
  }

 private:
  static constexpr std::size_t none = -1;
  bool has_room() const { return next_ < results_.size() && next_ < delivered_ + window_; }
  std::optional<std::size_t> take() {
    if (next_ >= results_.size()) return std::nullopt;
    return next_++;
  }

  std::vector<file_result> results_;
  std::vector<char> ready_;  // the rest is guarded by mutex_
  std::size_t window_;
  std::size_t next_ = 0;
  std::size_t delivered_ = 0;
  std::size_t awaited_ = none;  // the file the delivering thread waits for
  std::mutex mutex_;
  std::condition_variable changed_;  // a result the delivering thread waits for is ready
  std::condition_variable room_;     // delivery has made room for more files
};

// Runs `process` for file i into `result`, keeping what it throws.
void run_one(const std::function<void(std::size_t, file_result&)>& process, std::size_t i,
             file_result& result) {
  try {
    process(i, result);
  } catch (...) {
    result.exception = std::current_exception();
  }
}

// Delivers one result: its exception if it has one, otherwise to `deliver`; then frees it.
void hand_over(const std::function<void(std::size_t, file_result&)>& deliver, std::size_t i,
               file_result& result) {
  if (result.exception) std::rethrow_exception(result.exception);
  deliver(i, result);
  // Moved out and destroyed: assigning an empty result would keep the text's capacity.
  [[maybe_unused]] const file_result freed = std::move(result);
}

}  // namespace

void process_in_order(std::size_t count, unsigned threads,
                      const std::function<void(std::size_t, file_result&)>& process,
                      const std::function<void(std::size_t, file_result&)>& deliver) {
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, count));
  if (threads <= 1) {
    for (std::size_t i = 0; i < count; ++i) {
      file_result result;
      run_one(process, i, result);
      hand_over(deliver, i, result);
    }
    return;
  }
  ordered_run run(count, 16 * std::size_t{threads});
  const auto process_file = [&](std::size_t i) {
    run_one(process, i, run.slot(i));
    run.finish(i);
  };
  std::vector<std::jthread> helpers;  // joined on the way out, even when a delivery throws
  helpers.reserve(threads - 1);
  for (unsigned t = 1; t < threads; ++t)
    helpers.emplace_back([&] {
      while (const auto i = run.take_when_room()) process_file(*i);
    });
  // This thread processes files too, and delivers in order what is ready between two; it waits
  // only when no file is left for it or the window is full.
  try {
    for (std::size_t delivered = 0; delivered < count;) {
      if (run.ready(delivered)) {
        hand_over(deliver, delivered, run.slot(delivered));
      } else if (const auto i = run.take_if_room()) {
        process_file(*i);
        continue;
      } else {
        hand_over(deliver, delivered, run.wait(delivered));
      }
      run.delivered(delivered++);
    }
  } catch (...) {
    run.stop();  // the helpers stop after their current file
    throw;
  }
}

void add_threads_option(CLI::App& subcommand, unsigned& threads) {
  threads = std::max(1U, std::thread::hardware_concurrency());
  subcommand
      .add_option("--threads", threads,
                  "files read at once (default: every core); the output is the same whatever "
                  "the number")
      ->check(CLI::Range(1U, 1024U));
}

}  // namespace kifu_cli
