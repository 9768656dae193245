// A progress line for long runs: drawn on standard error only when it is a terminal, redrawn at
// most ten times a second, erased before other messages and at the end.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace kifu_cli {

/// How far a run over many items is: "kifu export: 1,200 of 5,000 files (24%), 96,000 rows".
class progress_line {
 public:
  /// A line counting `items` ("files"); silent when standard error is no terminal.
  explicit progress_line(std::string items);
  progress_line(const progress_line&) = delete;
  progress_line& operator=(const progress_line&) = delete;
  /// Erases the line.
  ~progress_line();

  /// Shows `done` of `total` items and `detail` after them, unless the line was drawn less than
  /// a tenth of a second ago.
  void update(std::size_t done, std::size_t total, std::string_view detail = {});
  /// Erases the line (before other messages are printed; the next update draws it again).
  void clear();

 private:
  std::string items_;
  bool live_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace kifu_cli
