// Processing the files of a subcommand on several threads, printing in the order of the files.
#include "in_order.hpp"

#include "interrupt.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace kifu_cli {

namespace {

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

// The files of one run: which file is next, which results are ready, how far delivery has got.
// Every thread takes files and processes them; the thread that completes the result delivery
// waits for delivers it, with what is ready after it, unless another thread is delivering. A
// file is taken at most `window` files ahead of delivery, so results wait in a ring of `window`
// slots: a paused thread holds up memory no more than it holds up the output.
class ordered_run {
 public:
  ordered_run(std::size_t count, std::size_t window,
              const std::function<void(std::size_t, file_result&)>& deliver)
      : count_(count), slots_(window), ready_(window, false), deliver_(deliver) {}

  // Processes files until none is left (or a delivery failed), delivering in turn.
  void work(const std::function<void(std::size_t, file_result&)>& process) {
    while (const auto i = take()) {
      run_one(process, *i, slots_[*i % slots_.size()]);
      finish(*i);
    }
  }

  // How many results were delivered: all of them, unless interrupted.
  std::size_t delivered() const { return delivered_; }

  // Rethrows what a delivery threw, once every thread has stopped.
  void rethrow() const {
    if (failure_) std::rethrow_exception(failure_);
  }

 private:
  // The next file, once there is room for it; nothing when every file is taken.
  std::optional<std::size_t> take() {
    std::unique_lock lock(mutex_);
    room_.wait(lock, [&] { return next_ >= count_ || next_ < delivered_ + slots_.size(); });
    if (next_ >= count_ || interrupted()) return std::nullopt;  // finish what was taken
    return next_++;
  }

  // Marks file i's result ready and delivers the results that are ready in order, unless
  // another thread is doing so (it will see this one).
  void finish(std::size_t i) {
    std::unique_lock lock(mutex_);
    ready_[i % slots_.size()] = true;
    if (delivering_) return;
    delivering_ = true;
    while (delivered_ < count_ && ready_[delivered_ % slots_.size()]) {
      const std::size_t d = delivered_;
      lock.unlock();
      std::exception_ptr failed;
      try {
        hand_over(deliver_, d, slots_[d % slots_.size()]);
      } catch (...) {
        failed = std::current_exception();
      }
      lock.lock();
      ready_[d % slots_.size()] = false;
      ++delivered_;
      if (failed) {
        failure_ = failed;
        next_ = count_;  // every thread stops after its current file
        delivered_ = count_;
      }
      room_.notify_all();
    }
    delivering_ = false;
  }

  const std::size_t count_;
  std::vector<file_result> slots_;  // file i's result is in slot i % window
  std::vector<char> ready_;         // the rest is guarded by mutex_
  const std::function<void(std::size_t, file_result&)>& deliver_;
  std::size_t next_ = 0;
  std::size_t delivered_ = 0;
  bool delivering_ = false;
  std::exception_ptr failure_;
  std::mutex mutex_;
  std::condition_variable room_;  // delivery has made room for more files
};

}  // namespace

std::size_t process_in_order(std::size_t count, unsigned threads,
                             const std::function<void(std::size_t, file_result&)>& process,
                             const std::function<void(std::size_t, file_result&)>& deliver) {
  threads = static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(threads, count)));
  ordered_run run(count, 256 * std::size_t{threads}, deliver);
  {
    std::vector<std::jthread> helpers;  // joined at the end of the block
    helpers.reserve(threads - 1);
    for (unsigned t = 1; t < threads; ++t) helpers.emplace_back([&] { run.work(process); });
    run.work(process);
  }
  run.rethrow();
  return run.delivered();
}

}  // namespace kifu_cli
