// What the diagram subcommands share: the options that say how a picture looks and in which
// format it is written, and turning a position into the bytes of that format.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>

#include "kifu/shogi/diagram.hpp"
#include "output.hpp"

namespace kifu_cli {

/// The formats of a diagram.
enum class diagram_format { svg, png, bod, text };

/// The diagram formats as --format and -o's extension name them (BOD as .kif, which KIF readers
/// read back, or .bod; text as .txt).
inline constexpr output_format diagram_formats[] = {
    svg_format, png_format, {"bod", ".kif .bod"}, {"text", ".txt"}};

/// The look and format options of a diagram subcommand, as given on the command line.
struct diagram_look {
  std::string style = "book";   ///< book or game
  std::string format;           ///< svg, png, bod or text; empty: from -o's extension, else svg
  bool flip = false;            ///< --flip
  bool no_coordinates = false;  ///< --no-coordinates
  bool caption_above = false;   ///< --caption-above
  int width = 0;                ///< --width (pixels; 0: the natural size)
  CLI::App* command = nullptr;  ///< the subcommand (which of these options were given)
};

/// Adds --style, --format, --flip, --no-coordinates, --caption-above and --width; `look`
/// remembers `subcommand`.
void add_diagram_look_options(CLI::App& subcommand, diagram_look& look);

/// Sets the style, flip, coordinates, caption position and width of `options` from `look`.
void apply_look(const diagram_look& look, kifu::shogi::diagram_options& options);

/// The format to write: --format, else the extension of `output` (.png .svg .kif/.bod .txt,
/// in any case), else SVG; nothing, and why printed, when -o names a file of another format.
std::optional<diagram_format> chosen_format(const diagram_look& look, const std::string& output);

/// The file extension of a format, with its dot (.kif for BOD, which KIF readers read back).
std::string_view extension(diagram_format format);

/// The bytes of a position's diagram in `format`; nothing, and why in `error`, when it cannot be
/// made (PNG in a build without librsvg).
std::optional<std::string> render_diagram(const kifu::shogi::position& p,
                                          const kifu::shogi::diagram_options& options,
                                          diagram_format format, std::string& error);

/// Help text on the look options and formats, for a subcommand's footer.
inline constexpr const char* diagram_formats_help =
    "Formats: svg (a standalone SVG with a viewBox; every piece is a <g class=\"piece\"\n"
    "data-square=\"76\" data-piece=\"P\">, every hand entry a <g class=\"hand-piece\"\n"
    "data-side=\"b\" data-piece=\"P\" data-count=\"2\">), png (the SVG rasterised by librsvg;\n"
    "needs a Japanese font such as fonts-ipaexfont), bod (the KIF board diagram, which KIF\n"
    "readers read back; its 手数＝ line says the move, and it has no caption) and text (a\n"
    "compact Unicode diagram with the caption's lines; `v` marks 後手's pieces, as in KIF,\n"
    "the board turned or not). The upper side's pieces are rotated, its king is 王 and the\n"
    "lower side's 玉 (in tsume mode every king is 玉, as the problem books draw them).";

}  // namespace kifu_cli
