// Test helpers: a diagram rasterised through librsvg (the program's png.hpp) and its pixels
// counted, to check that it draws something; and golden files that KIFU_UPDATE_GOLDEN=1
// rewrites.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "png.hpp"
#include "support/test_data.hpp"

namespace kifu::test {

/// What a rasterised picture holds.
struct ink_count {
  int width = 0;            ///< pixels across
  int height = 0;           ///< pixels down
  std::size_t all = 0;      ///< pixels in all
  std::size_t dark = 0;     ///< pixels whose red, green and blue add up to less than 200
  std::size_t white = 0;    ///< pure white pixels
  std::size_t colours = 0;  ///< distinct pixel values
};

/// Rasterises `svg` at its own size and counts its pixels; nothing, with a warning, when this
/// build has no librsvg (a failure to draw fails the test).
inline std::optional<ink_count> count_ink(std::string_view svg) {
  if (!kifu_cli::png_available()) {
    WARN("built without librsvg: the diagram is not rasterised");
    return std::nullopt;
  }
  std::string error;
  const auto image = kifu_cli::rasterise_svg(svg, 1, error);
  if (!image) FAIL("librsvg cannot draw the diagram: " << error);
  ink_count c{image->width, image->height, image->pixels.size(), 0, 0, 0};
  std::vector<std::uint32_t> seen;
  for (const std::uint32_t px : image->pixels) {
    const unsigned r = (px >> 16) & 0xFF, g = (px >> 8) & 0xFF, b = px & 0xFF;
    c.dark += r + g + b < 200 ? 1 : 0;
    c.white += px == 0xFFFFFFFFU ? 1 : 0;
    if (seen.size() < 4096 && std::find(seen.begin(), seen.end(), px) == seen.end())
      seen.push_back(px);
  }
  c.colours = seen.size();
  return c;
}

/// The golden file `name` under tests/data (rewritten with `text` first when the environment
/// sets KIFU_UPDATE_GOLDEN; look at the pictures before committing).
inline std::string golden(const std::filesystem::path& name, const std::string& text) {
  const auto path = data_dir() / name;
  if (std::getenv("KIFU_UPDATE_GOLDEN") != nullptr) std::ofstream(path, std::ios::binary) << text;
  return read_bytes(path);
}

}  // namespace kifu::test
