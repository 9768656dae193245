// kifu/usi/engine.hpp: a USI engine run as a child process: the `usi` / `isready` handshake with
// timeouts, options checked against the engine's declarations, positions searched within a
// limit with each `info` line passed on as it comes, `stop` from another thread, and an engine
// that hangs ended and one that dies started again. POSIX (posix_spawn and pipes).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/usi/protocol.hpp"

namespace kifu::inline v0::usi {

/// How long to wait for an engine.
struct engine_timeouts {
  std::chrono::milliseconds handshake{10'000};  ///< `usi` → `usiok`, `isready` → `readyok`
  /// After a search's own limit has passed: how long `bestmove` may take before `stop` is
  /// sent, and as long again after it before the engine is taken to hang and is ended.
  std::chrono::milliseconds grace{2'000};
  std::chrono::milliseconds quit{1'000};  ///< `quit` → the process ends (then it is killed)
};

/// The limit of one search (exactly one is set).
struct search_limits {
  /// Sent as `go btime 0 wtime 0 byoyomi MS`, the form every USI engine reads.
  std::optional<std::chrono::milliseconds> movetime{};
  std::optional<std::int64_t> nodes{};  ///< `go nodes N` (not every engine reads it)
  std::optional<int> depth{};           ///< `go depth D` (not every engine reads it)
};

/// What a search gave.
struct search_result {
  std::optional<usi::bestmove> best;  ///< nothing when the engine died or hung
  /// The last `info` with a score or a pv of each line, by `multipv` (index 0: the best line,
  /// also for engines that do not write `multipv`): the last with an exact score when there is
  /// one, not a later bound (`lowerbound`, `upperbound`) nor a later line without a score.
  std::vector<info> lines;
  std::chrono::milliseconds elapsed{0};  ///< from `go` to `bestmove` (or the failure)
  std::string error;                     ///< why there is no bestmove; empty otherwise
};

/// A USI engine process.
class KIFU_API engine {
 public:
  /// An engine to be run as `command` (the program, found on PATH, then its arguments).
  explicit engine(std::vector<std::string> command, engine_timeouts timeouts = {});
  /// Ends the engine (`quit`, then a kill if it does not exit).
  ~engine();
  engine(const engine&) = delete;
  engine& operator=(const engine&) = delete;

  /// Starts the program and shakes hands: `usi` → its `id` and `option` lines → `usiok`. Then
  /// set_option for each option, and ready() (`isready` → `readyok`), in the protocol's order:
  /// an engine may load what its options name on its first `isready`. (new_game and search
  /// send `isready` themselves when ready() was not called.) False, and why in error(), when
  /// it cannot be started, exits, or does not answer in time.
  bool start();
  /// True while the process runs.
  bool running() const noexcept;
  /// The engine's `id name` (empty until started).
  const std::string& name() const noexcept;
  /// The options it declared.
  const std::vector<option>& options() const noexcept;
  /// Sends `setoption name NAME value VALUE` (kept, and sent again by restart). False, and why
  /// in error(), for an option it did not declare or a value the declaration refuses.
  bool set_option(std::string_view name, std::string_view value);
  /// `isready` → `readyok` within the handshake timeout.
  bool ready();
  /// Sends `usinewgame`.
  void new_game();
  /// Sends `position …` (e.g. `position sfen … moves …`), then `go` within `limits`, passing
  /// each `info` line to `on_info`, until `bestmove`. A hang (no bestmove within the limit and
  /// the grace, nor after `stop`) ends the process; a death is reported: either way the result
  /// has no bestmove and says why, and restart() starts the engine again.
  search_result search(std::string_view position_command, const search_limits& limits,
                       const std::function<void(const info&)>& on_info = {});
  /// Asks the running search to stop; safe from another thread.
  void stop();
  /// Gives up waiting for the engine: start(), ready() or a search under way returns within a
  /// tenth of a second without the answer ("cancelled"), and every later wait at once. Safe from
  /// another thread; for a program that is being interrupted.
  void cancel() noexcept;
  /// Starts the engine again with the options set so far (after a death or a hang).
  bool restart();
  /// Sends `quit` and waits for the process to end, killing it if it does not.
  void quit();
  /// Why the last call failed.
  const std::string& error() const noexcept;
  /// The lines the engine wrote that kifu did not read as USI (garbage), at most the last 20.
  const std::vector<std::string>& unread_lines() const noexcept;

 private:
  struct impl;
  std::unique_ptr<impl> impl_;
};

}  // namespace kifu::inline v0::usi
