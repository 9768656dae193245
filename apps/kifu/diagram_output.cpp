// The diagram subcommands' shared options and output formats.
#include "diagram_output.hpp"

#include <filesystem>
#include <iostream>
#include <system_error>

#include "options.hpp"
#include "png.hpp"
#include "record_file.hpp"

namespace kifu_cli {

void add_diagram_look_options(CLI::App& subcommand, diagram_look& look) {
  look.command = &subcommand;
  subcommand
      .add_option("--style", look.style,
                  "book (書籍風: black on white, Mincho, the default) or game (対局風: board "
                  "colour, pieces drawn as pieces, Gothic)")
      ->transform(CLI::IsMember({"book", "game"}, CLI::ignore_case));
  add_format_option(subcommand, look.format, diagram_formats,
                    "svg, png, bod or text (default: from the extension of -o, else svg)");
  subcommand.add_flag("--flip", look.flip, "draw the board from 後手's side (後手 at the bottom)");
  subcommand.add_flag("--no-coordinates", look.no_coordinates,
                      "leave out the file numbers (１–９) and rank numbers (一–九)");
  subcommand.add_flag("--caption-above", look.caption_above,
                      "put the caption above the board (default: below)");
  subcommand
      .add_option("--width", look.width,
                  "the picture's width in pixels, the height following (default: 726, its "
                  "natural size)")
      ->check(picture_width);
}

void apply_look(const diagram_look& look, kifu::shogi::diagram_options& options) {
  using namespace kifu::shogi;
  options.style = look.style == "game" ? diagram_style::game : diagram_style::book;
  options.flip = look.flip;
  options.coordinates = !look.no_coordinates;
  if (look.caption_above) options.caption_at = caption_position::above;
  options.width = look.width;
}

std::optional<diagram_format> chosen_format(const diagram_look& look, const std::string& output) {
  const auto f = choose_format(diagram_formats, look.format, output);
  if (!f) return std::nullopt;
  const diagram_format format = f->name == "png"    ? diagram_format::png
                                : f->name == "bod"  ? diagram_format::bod
                                : f->name == "text" ? diagram_format::text
                                                    : diagram_format::svg;
  // The text diagram and BOD have no style, coordinates to leave out, width or highlighted
  // squares; BOD has no caption either (its 手数＝ line says the move), is never turned round, has
  // no names and no tsume layout.
  const bool text = format == diagram_format::text || format == diagram_format::bod;
  if (look.command != nullptr && text &&
      (!no_picture_options(*look.command, {"--style", "--no-coordinates", "--width",
                                           "--no-highlight", "--highlight-origin"}) ||
       (format == diagram_format::bod &&
        !no_picture_options(*look.command,
                            {"--caption", "--no-caption", "--eval", "--caption-above", "--flip",
                             "--no-names", "--tsume", "--hide-defender-hand"}))))
    return std::nullopt;
  return format;
}

std::string_view extension(diagram_format format) {
  switch (format) {
    case diagram_format::png:
      return ".png";
    case diagram_format::bod:
      return ".kif";
    case diagram_format::text:
      return ".txt";
    case diagram_format::svg:
      break;
  }
  return ".svg";
}

std::optional<std::string> render_diagram(const kifu::shogi::position& p,
                                          const kifu::shogi::diagram_options& options,
                                          diagram_format format, std::string& error) {
  switch (format) {
    case diagram_format::bod:  // a KIF file: UTF-8 says so, as every KIF kifu writes
      return kifu::shogi::kif_file_bytes(kifu::shogi::write_bod(p, options),
                                         kifu::text_encoding::utf8)
          .value();
    case diagram_format::text:
      return kifu::shogi::write_text_diagram(p, options);
    case diagram_format::png:
      return svg_to_png(kifu::shogi::write_svg(p, options), 1, error);
    case diagram_format::svg:
      break;
  }
  return kifu::shogi::write_svg(p, options);
}

}  // namespace kifu_cli
