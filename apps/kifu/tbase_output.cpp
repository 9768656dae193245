// Writing the three files of a T-BASE set together.
#include "tbase_output.hpp"

#include <filesystem>

#include "command.hpp"
#include "output.hpp"

namespace kifu_cli {

std::string tbase_output::path(const char* extension) const {
  return std::filesystem::path(stem_).replace_extension(extension).string();
}

std::optional<int> tbase_output::refusal(std::string_view option) const {
  if (stem_ == "-") {
    command_error() << option << " - cannot be standard output: a T-BASE set is three files "
                    << "(OUT.dia, OUT.tjn, OUT.rem); give their stem, such as " << option
                    << " found";
    return usage_error;
  }
  if (!none_exist({path(".dia"), path(".tjn"), path(".rem")})) return invalid_input;
  return std::nullopt;
}

bool tbase_output::write(std::string_view dia, std::string_view tjn, std::string_view rem) const {
  return write_output(path(".dia"), dia) && write_or_remove(".tjn", tjn, "solutions") &&
         write_or_remove(".rem", rem, "comments");
}

bool tbase_output::write_or_remove(const char* extension, std::string_view bytes,
                                   const char* what) const {
  if (!bytes.empty()) return write_output(path(extension), bytes);
  if (std::error_code error; std::filesystem::remove(path(extension), error))
    note_at(path(extension)) << "removed: the new set has no " << what << " (--force)";
  return true;
}

}  // namespace kifu_cli
