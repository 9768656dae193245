// The three files of a T-BASE set written by the kifu program (kifu search --write, kifu tbase
// from-kif): OUT.dia, OUT.tjn and OUT.rem go together, so none is written over unasked and an
// old OUT.tjn or OUT.rem the new set has no use for is not left to lend its solutions or
// comments to other works.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kifu_cli {

/// A set to be written under one stem.
class tbase_output {
 public:
  /// The set OUT.dia, OUT.tjn and OUT.rem for the stem `stem` (OUT, or OUT.dia).
  explicit tbase_output(std::string stem) : stem_(std::move(stem)) {}

  /// The path of the set's file with `extension` (".dia").
  std::string path(const char* extension) const;

  /// Nothing when the set may be written: its stem is a file name and none of its files
  /// exists, or --force was given. Otherwise says why and gives the exit status: a usage error
  /// for "-" (a set is three files, not standard output), invalid input for files that exist.
  std::optional<int> refusal(std::string_view option) const;

  /// Writes OUT.dia, OUT.tjn when `tjn` holds solutions and OUT.rem when `rem` holds comments.
  /// An OUT.tjn or OUT.rem the set has no use for is removed when it exists (with --force
  /// only, refusal() having refused it before), with a note.
  bool write(std::string_view dia, std::string_view tjn, std::string_view rem) const;

 private:
  // Writes OUT`extension`, or removes it when `bytes` is empty (the set has no `what`).
  bool write_or_remove(const char* extension, std::string_view bytes, const char* what) const;

  std::string stem_;
};

}  // namespace kifu_cli
