#include "progress.hpp"

#include <unistd.h>

#include <cstdio>

#include "command.hpp"

namespace kifu_cli {

progress_line::progress_line(std::string items)
    : items_(std::move(items)), live_(::isatty(STDERR_FILENO) != 0) {}

progress_line::~progress_line() {
  clear();
}

void progress_line::update(std::size_t done, std::size_t total, std::string_view detail) {
  if (!live_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100) && done < total) return;
  last_ = now;
  std::string text = "\r\033[K" + std::string(command_name()) + ": " + std::to_string(done) +
                     " of " + std::to_string(total) + " " + items_;
  if (total > 0) text += " (" + std::to_string(done * 100 / total) + "%)";
  if (!detail.empty()) text += ", " + std::string(detail);
  std::fputs(text.c_str(), stderr);
  std::fflush(stderr);
  drawn_ = true;
}

void progress_line::clear() {
  if (!drawn_) return;
  std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
  drawn_ = false;
}

}  // namespace kifu_cli
