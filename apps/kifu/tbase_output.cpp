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
  bool good = write_output(path(".dia"), dia) && write_output(path(".tjn"), tjn);
  if (!rem.empty()) return good && write_output(path(".rem"), rem);
  if (std::error_code error; std::filesystem::remove(path(".rem"), error))
    note_at(path(".rem")) << "removed: the new set has no comments (--force)";
  return good;
}

}  // namespace kifu_cli
