// Writing a diagram that is drawn as SVG: as it is, or rasterised to PNG (through librsvg), to a
// file or standard output, by the rules of output.hpp (no file replaced without --force, PNG
// never to a terminal).
#pragma once

#include <string>
#include <string_view>

#include "output.hpp"

namespace kifu_cli {

/// SVG or PNG, for the subcommands that draw only pictures.
inline constexpr output_format picture_formats[] = {svg_format, png_format};

/// Writes `svg` to `output` (standard output when empty or "-") in `format` (SVG as it is, PNG
/// rasterised from it); prints "COMMAND: error: why" when PNG cannot be made. Gives the exit
/// status.
int write_picture(const std::string& output, const std::string& svg, const output_format& format,
                  std::string_view command);

}  // namespace kifu_cli
