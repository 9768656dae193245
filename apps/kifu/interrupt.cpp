// The interruption flag and its signal handlers.
#include "interrupt.hpp"

#include <csignal>
#include <iostream>

#include "command.hpp"

namespace kifu_cli {

namespace {

std::atomic<bool> stop_requested{false};
volatile std::sig_atomic_t signal_received = 0;

extern "C" void on_signal(int signal) {
  if (stop_requested.load()) {  // the second: end now, as without the handler
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  signal_received = signal;
  stop_requested.store(true);
}

}  // namespace

void catch_interruptions() {
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;  // reads and writes in progress go on; the flag is polled
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

bool interrupted() noexcept {
  return stop_requested.load(std::memory_order_relaxed);
}

const std::atomic<bool>& interruption_flag() noexcept {
  return stop_requested;
}

int interruption_status() noexcept {
  return 128 + (signal_received != 0 ? static_cast<int>(signal_received) : SIGINT);
}

int report_interruption(std::size_t done, std::size_t total, std::string_view one,
                        std::string_view many) {
  std::cerr << command_name() << ": interrupted after " << done << " of "
            << counted(total, one, many) << '\n';
  return interruption_status();
}

}  // namespace kifu_cli
