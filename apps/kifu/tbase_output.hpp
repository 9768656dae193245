// The three files of a T-BASE set written by the kifu program (kifu search --write, kifu tbase
// from-kif): OUT.dia, OUT.tjn and OUT.rem go together, so none is written over unasked and an
// old OUT.rem the new set has no use for is not left to lend its comments to other works.
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

  /// Writes OUT.dia and OUT.tjn, and OUT.rem when `rem` holds comments; otherwise removes an
  /// OUT.rem that exists (with --force only, ready() having refused it before), with a note.
  bool write(std::string_view dia, std::string_view tjn, std::string_view rem) const;

 private:
  std::string stem_;
};

}  // namespace kifu_cli
