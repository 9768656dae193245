// The kifu program's PNG rasteriser (librsvg), which the diagram tests also use; the checks are
// skipped, with a warning, in a build without librsvg.
#include <catch2/catch.hpp>

#include <string>

#include "png.hpp"

TEST_CASE("an SVG is rasterised at its viewBox size and encoded as PNG", "[png]") {
  std::string error;
  const std::string svg = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20">)"
                          R"(<rect x="0" y="0" width="20" height="20" fill="#000"/></svg>)";
  if (!kifu_cli::png_available()) {
    CHECK_FALSE(kifu_cli::svg_to_png(svg, 1, error));
    CHECK(error.find("librsvg") != std::string::npos);
    WARN("built without librsvg: PNG checks skipped");
    return;
  }
  const auto image = kifu_cli::rasterise_svg(svg, 2, error);
  REQUIRE(image);
  CHECK(image->width == 80);
  CHECK(image->height == 40);
  CHECK(image->pixels[0] == 0xFF000000U);   // black, opaque
  CHECK(image->pixels[79] == 0xFFFFFFFFU);  // the white background
  const auto png = kifu_cli::encode_png(*image, error);
  REQUIRE(png);
  CHECK(png->substr(0, 8) == "\x89PNG\r\n\x1A\n");
  CHECK_FALSE(kifu_cli::svg_to_png("<svg", 1, error));
  CHECK_FALSE(error.empty());
}
