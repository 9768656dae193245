// A USI engine as a child process: posix_spawnp with a pipe each way, lines read with poll()
// against deadlines, writes that cannot raise SIGPIPE, a kill when it hangs.
#include "kifu/usi/engine.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <mutex>

extern char** environ;

namespace kifu::inline v0::usi {

namespace {

using clock = std::chrono::steady_clock;

// True when `now` tells at least as much as `kept`, the line it would replace: an exact score
// over a bound (an aspiration search's fail high or low, or an iteration stopped by the limit,
// whose bound and cut reading line would otherwise stand for the search), a score over none.
bool as_telling(const info& now, const info& kept) {
  const auto rank = [](const info& i) {
    if (!i.score) return 0;
    return i.score->lowerbound || i.score->upperbound ? 1 : 2;
  };
  return rank(now) >= rank(kept);
}

// Writes all of `text` to `fd`; false when the reader has gone. SIGPIPE is blocked for this
// thread while writing and a pending one taken, so a dead engine cannot end the caller.
bool write_all(int fd, std::string_view text) {
  sigset_t pipe_only, old;
  sigemptyset(&pipe_only);
  sigaddset(&pipe_only, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_only, &old);
  bool ok = true;
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ok = false;
      break;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  if (!ok) {
    const timespec none{0, 0};
    while (sigtimedwait(&pipe_only, nullptr, &none) > 0) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  return ok;
}

// How a process ended, in words.
std::string exit_words(int status) {
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status))
    return "was ended by signal " + std::to_string(WTERMSIG(status)) + " (" +
           strsignal(WTERMSIG(status)) + ")";
  return "ended";
}

}  // namespace

struct engine::impl {
  std::vector<std::string> command;
  engine_timeouts timeouts;
  pid_t pid = -1;
  int to_engine = -1;    // its standard input
  int from_engine = -1;  // its standard output
  std::string buffer;    // read and not yet a whole line
  std::string name;
  std::vector<option> declared;
  std::vector<std::pair<std::string, std::string>> set;  // options set, for restart
  std::string error;
  bool readied = false;  // `isready` answered since the engine started
  std::vector<std::string> unread;
  std::mutex writing;
  std::atomic<bool> cancelled = false;  // see engine::cancel

  ~impl() { end(); }

  bool send(std::string_view line) {
    const std::lock_guard lock(writing);
    if (to_engine < 0) return false;
    std::string text(line);
    text += '\n';
    return write_all(to_engine, text);
  }

  // The next line before `deadline`: nothing at the deadline or when the engine closed its
  // output (then `closed` is set and error says how it ended).
  std::optional<std::string> line(clock::time_point deadline, bool& closed) {
    closed = false;
    for (;;) {
      if (const auto end = buffer.find('\n'); end != std::string::npos) {
        std::string l = buffer.substr(0, end);
        buffer.erase(0, end + 1);
        if (!l.empty() && l.back() == '\r') l.pop_back();
        return l;
      }
      if (from_engine < 0) {
        closed = true;
        return std::nullopt;
      }
      if (cancelled) {  // said as a close is: no timeout to report
        closed = true;
        error = "cancelled";
        return std::nullopt;
      }
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock::now());
      if (left.count() <= 0) return std::nullopt;
      pollfd p{from_engine, POLLIN, 0};
      // In slices of a tenth of a second, so that a cancel is seen soon.
      const int ready = ::poll(&p, 1, static_cast<int>(std::min<std::int64_t>(left.count(), 100)));
      if (ready < 0 && errno == EINTR) continue;
      if (ready <= 0) continue;
      char chunk[4096];
      const ssize_t n = ::read(from_engine, chunk, sizeof chunk);
      if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
      if (n <= 0) {  // the engine closed its output: it is ending
        closed = true;
        error = "the engine " + reap(true);
        return std::nullopt;
      }
      buffer.append(chunk, static_cast<std::size_t>(n));
    }
  }

  // Waits for the process (killing it first when `kill_first` is false and it has not ended
  // within the quit timeout) and closes the pipes; how it ended, in words.
  std::string reap(bool wait_for_it) {
    if (pid < 0) return "was not running";
    int status = 0;
    pid_t done = 0;
    const auto deadline = clock::now() + timeouts.quit;
    while ((done = ::waitpid(pid, &status, WNOHANG)) == 0 && wait_for_it && clock::now() < deadline)
      ::usleep(2'000);
    std::string words;
    if (done == 0) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      words = "did not end and was killed";
    } else {
      words = exit_words(status);
    }
    pid = -1;
    close_pipes();
    return words;
  }

  void close_pipes() {
    const std::lock_guard lock(writing);
    for (int* fd : {&to_engine, &from_engine})
      if (*fd >= 0) {
        ::close(*fd);
        *fd = -1;
      }
    buffer.clear();
  }

  void end() {
    if (pid < 0) return;
    send("quit");
    reap(true);
  }

  void keep_unread(std::string l) {
    if (unread.size() == 20) unread.erase(unread.begin());
    unread.push_back(std::move(l));
  }

  bool spawn() {
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0)
      return fail("cannot make a pipe: " + std::string(strerror(errno)));
    if (::pipe2(out, O_CLOEXEC) != 0) {
      ::close(in[0]);
      ::close(in[1]);
      return fail("cannot make a pipe: " + std::string(strerror(errno)));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    for (std::string& word : command) argv.push_back(word.data());
    argv.push_back(nullptr);
    const int failed = ::posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    if (failed != 0) {
      ::close(in[1]);
      ::close(out[0]);
      pid = -1;
      return fail("cannot start '" + command.front() + "': " + strerror(failed));
    }
    to_engine = in[1];
    from_engine = out[0];
    return true;
  }

  bool fail(std::string why) {
    error = std::move(why);
    return false;
  }

  // Reads lines until one starts with `word`, within the handshake timeout; `each` sees the
  // others.
  bool await(std::string_view word, const std::function<void(const std::string&)>& each = {}) {
    const auto deadline = clock::now() + timeouts.handshake;
    for (;;) {
      bool closed = false;
      const auto l = line(deadline, closed);
      if (!l) {
        if (!closed) {
          error = "the engine did not answer '" + std::string(word) + "' within " +
                  std::to_string(timeouts.handshake.count()) + " ms; it " + reap(false);
        }
        return false;
      }
      if (*l == word || l->starts_with(std::string(word) + ' ')) return true;
      if (each) each(*l);
    }
  }

  // `usi` → `usiok`, then the options kept; `then_ready`: `isready` → `readyok` after them (the
  // protocol's order: an engine may load what its options name on the first `isready`).
  bool handshake(bool then_ready) {
    name.clear();
    declared.clear();
    readied = false;
    if (!send("usi")) return fail("the engine " + reap(true));
    const bool ok = await("usiok", [&](const std::string& l) {
      if (l.starts_with("id name "))
        name = l.substr(8);
      else if (auto o = parse_option(l))
        declared.push_back(std::move(*o));
      else if (!l.starts_with("id ") && !l.starts_with("info"))
        keep_unread(l);
    });
    if (!ok) return false;
    for (const auto& setting : set) {
      const std::string& option_name = setting.first;
      const bool button = std::ranges::any_of(
          declared, [&](const option& o) { return o.name == option_name && o.type == "button"; });
      send("setoption name " + option_name + (button ? "" : " value " + setting.second));
    }
    return !then_ready || ready();
  }

  bool ready() {
    if (!send("isready")) return fail("the engine " + reap(true));
    readied = await("readyok");
    return readied;
  }
};

engine::engine(std::vector<std::string> command, engine_timeouts timeouts)
    : impl_(std::make_unique<impl>()) {
  impl_->command = std::move(command);
  impl_->timeouts = timeouts;
}

engine::~engine() = default;

bool engine::start() {
  if (impl_->command.empty()) return impl_->fail("no engine command");
  if (impl_->pid >= 0) return true;
  return impl_->spawn() && impl_->handshake(false);
}

bool engine::running() const noexcept {
  return impl_->pid >= 0;
}

const std::string& engine::name() const noexcept {
  return impl_->name;
}

const std::vector<option>& engine::options() const noexcept {
  return impl_->declared;
}

bool engine::set_option(std::string_view name, std::string_view value) {
  // Names are matched as USI engines take them, whatever their case; the declared one is sent.
  const auto same = [](std::string_view a, std::string_view b) {
    return std::ranges::equal(a, b, [](char x, char y) {
      return std::tolower(static_cast<unsigned char>(x)) ==
             std::tolower(static_cast<unsigned char>(y));
    });
  };
  const option* declared = nullptr;
  for (const option& o : impl_->declared)
    if (same(o.name, name)) declared = &o;
  if (declared == nullptr) {
    std::string names;
    for (const option& o : impl_->declared) names += (names.empty() ? "" : ", ") + o.name;
    return impl_->fail("the engine has no option '" + std::string(name) + "' (" +
                       (names.empty() ? "it declares none" : "it declares " + names) + ")");
  }
  if (const std::string why = check_option_value(*declared, value); !why.empty())
    return impl_->fail("option " + declared->name + " takes " + why + ", not '" +
                       std::string(value) + "'");
  impl_->set.emplace_back(declared->name, value);
  // A button is pressed: it takes no value.
  if (declared->type == "button") return impl_->send("setoption name " + declared->name);
  return impl_->send("setoption name " + declared->name + " value " + std::string(value));
}

bool engine::ready() {
  return impl_->ready();
}

void engine::new_game() {
  if (impl_->readied || impl_->ready()) impl_->send("usinewgame");
}

search_result engine::search(std::string_view position_command, const search_limits& limits,
                             const std::function<void(const info&)>& on_info) {
  search_result result;
  impl& e = *impl_;
  const auto started = clock::now();
  const auto finish = [&](std::string why) {
    result.error = std::move(why);
    result.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(clock::now() - started);
    return result;
  };
  if (e.pid < 0) return finish("the engine is not running");
  if (!e.readied && !e.ready()) return finish(e.error);
  std::string go = "go";
  auto allowed = e.timeouts.grace;
  if (limits.movetime) {
    go += " btime 0 wtime 0 byoyomi " + std::to_string(limits.movetime->count());
    allowed += *limits.movetime;
  } else if (limits.nodes) {
    go += " nodes " + std::to_string(*limits.nodes);
    allowed += std::chrono::milliseconds(60'000);
  } else if (limits.depth) {
    go += " depth " + std::to_string(*limits.depth);
    allowed += std::chrono::milliseconds(60'000);
  } else {
    return finish("no limit for the search");
  }
  if (!e.send(std::string(position_command)) || !e.send(go))
    return finish("the engine " + e.reap(true));
  auto deadline = started + allowed;
  bool stopped = false;
  for (;;) {
    bool closed = false;
    const auto l = e.line(deadline, closed);
    if (!l) {
      if (closed) return finish(e.error);
      if (!stopped) {  // past the limit and the grace: ask it to stop, and wait as long again
        e.send("stop");
        stopped = true;
        deadline = clock::now() + e.timeouts.grace;
        continue;
      }
      return finish("the engine gave no bestmove, even after stop; it " + e.reap(false));
    }
    if (auto i = parse_info(*l)) {
      if (on_info) on_info(*i);
      if (i->score || !i->pv.empty()) {
        const std::size_t k = static_cast<std::size_t>(std::max(1, i->multipv.value_or(1)) - 1);
        if (k < 64) {
          if (result.lines.size() <= k) result.lines.resize(k + 1);
          if (as_telling(*i, result.lines[k])) result.lines[k] = std::move(*i);
        }
      }
    } else if (auto b = parse_bestmove(*l)) {
      result.best = std::move(*b);
      return finish({});
    } else if (!l->empty()) {
      e.keep_unread(*l);
    }
  }
}

void engine::stop() {
  impl_->send("stop");
}

void engine::cancel() noexcept {
  impl_->cancelled = true;
}

bool engine::restart() {
  if (impl_->pid >= 0) impl_->reap(false);
  return impl_->spawn() && impl_->handshake(true);
}

void engine::quit() {
  impl_->end();
}

const std::string& engine::error() const noexcept {
  return impl_->error;
}

const std::vector<std::string>& engine::unread_lines() const noexcept {
  return impl_->unread;
}

}  // namespace kifu::inline v0::usi
