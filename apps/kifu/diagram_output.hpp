// What the diagram subcommands share: the options that say how a picture looks and in which
// format it is written, and turning a position into the bytes of that format.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "kifu/shogi/diagram.hpp"

namespace kifu_cli {

/// The formats of a diagram.
enum class diagram_format { svg, png, bod, text };

/// The look and format options of a diagram subcommand, as given on the command line.
struct diagram_look {
  std::string style = "book";   ///< book or game
  std::string format;           ///< svg, png, bod or text; empty: from -o's extension, else svg
  bool flip = false;            ///< --flip
  bool no_coordinates = false;  ///< --no-coordinates
  bool caption_above = false;   ///< --caption-above
  int width = 0;                ///< --width (pixels; 0: the natural size)
};

/// Adds --style, --format, --flip, --no-coordinates, --caption-above and --width.
void add_diagram_look_options(CLI::App& subcommand, diagram_look& look);

/// Sets the style, flip, coordinates, caption position and width of `options` from `look`.
void apply_look(const diagram_look& look, kifu::shogi::diagram_options& options);

/// The format to write: --format, else the extension of `output` (.png .svg .kif/.bod .txt),
/// else SVG.
diagram_format chosen_format(const diagram_look& look, const std::string& output);

/// The file extension of a format, with its dot (.kif for BOD, which KIF readers read back).
std::string_view extension(diagram_format format);

/// The bytes of a position's diagram in `format`; nothing, and why in `error`, when it cannot be
/// made (PNG in a build without librsvg).
std::optional<std::string> render_diagram(const kifu::shogi::position& p,
                                          const kifu::shogi::diagram_options& options,
                                          diagram_format format, std::string& error);

/// Makes the directory `path` when it does not exist; prints why and gives false when it cannot.
bool make_directory(const std::string& path);

/// DIRECTORY/STEM-NUMBER.EXT: STEM is `source`'s stem (`fallback` for standard input, "-" or
/// empty), NUMBER has at least `digits` digits.
std::string numbered_path(const std::string& directory, const std::string& source,
                          std::string_view fallback, int number, std::size_t digits,
                          std::string_view extension);

/// Help text on the look options and formats, for a subcommand's footer.
inline constexpr const char* diagram_formats_help =
    "Formats: svg (a standalone SVG with a viewBox; every piece is a <g class=\"piece\"\n"
    "data-square=\"76\" data-piece=\"P\">, every hand entry a <g class=\"hand-piece\"\n"
    "data-side=\"b\" data-piece=\"P\" data-count=\"2\">), png (the SVG rasterised by librsvg;\n"
    "needs a Japanese font such as fonts-ipaexfont), bod (the KIF board diagram, which KIF\n"
    "readers read back) and text (a compact Unicode diagram). The upper side's pieces are\n"
    "rotated, its king is 王 and the lower side's 玉.";

}  // namespace kifu_cli
