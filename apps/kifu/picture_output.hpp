// Writing a diagram that is drawn as SVG: as it is, or rasterised to PNG (through librsvg), to a
// file or standard output, by the rules of write_output (no file replaced without --force).
#pragma once

#include <string>
#include <string_view>

namespace kifu_cli {

/// Writes `svg` to `output` (standard output when empty or "-"), rasterised to PNG first when
/// `png`; prints "COMMAND: error: why" when PNG cannot be made. Gives the exit status.
int write_picture(const std::string& output, const std::string& svg, bool png,
                  std::string_view command);

}  // namespace kifu_cli
