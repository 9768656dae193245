// Rasterising SVG diagrams to PNG for the kifu program, through librsvg when the program was
// built with it (the library itself writes SVG only).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kifu_cli {

/// True when this build can rasterise (it was built with librsvg).
bool png_available() noexcept;

/// A rasterised picture: premultiplied ARGB pixels (cairo's ARGB32), row by row.
struct raster_image {
  int width = 0;                      ///< pixels across
  int height = 0;                     ///< pixels down
  std::vector<std::uint32_t> pixels;  ///< width * height pixels, top row first
};

/// Draws SVG text on a white background at `scale` times its own size (its width and height,
/// or else its viewBox). Nothing, and the reason in `error`, when it cannot be drawn or this
/// build has no librsvg.
std::optional<raster_image> rasterise_svg(std::string_view svg, double scale, std::string& error);

/// The bytes of a PNG file holding `image`; nothing, and the reason in `error`, on failure.
std::optional<std::string> encode_png(const raster_image& image, std::string& error);

/// rasterise_svg then encode_png.
std::optional<std::string> svg_to_png(std::string_view svg, double scale, std::string& error);

/// Why PNG output is unavailable, for an error message (the build lacked librsvg).
inline constexpr const char* png_unavailable_reason =
    "this kifu was built without librsvg, so it cannot write PNG (install librsvg2-dev and "
    "rebuild, or write SVG and convert it with rsvg-convert)";

}  // namespace kifu_cli
