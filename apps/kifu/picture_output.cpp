// Writing SVG diagrams, or their PNG rasterisation.
#include "picture_output.hpp"

#include <iostream>

#include "command.hpp"
#include "png.hpp"

namespace kifu_cli {

int write_picture(const std::string& output, const std::string& svg, const output_format& format,
                  std::string_view command) {
  if (!format.binary) return write_output(output, svg) ? success : invalid_input;
  std::string error;
  const auto bytes = svg_to_png(svg, 1.0, error);
  if (!bytes) {
    error_at(command) << error;
    return invalid_input;
  }
  return write_output(output, *bytes, true) ? success : invalid_input;
}

}  // namespace kifu_cli
