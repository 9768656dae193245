// Go for Python: boards read from SGF (the main line played) or from text drawings, drawn back as
// text, SGF and SVG.
#include <pybind11/stl.h>

#include <string>
#include <tuple>

#include "bindings.hpp"
#include "kifu/detect.hpp"
#include "kifu/go/diagram.hpp"
#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"

namespace kifu_python {

namespace {

using kifu::go::position;

kifu::go::text_style style_of(const std::string& name) {
  for (const auto s :
       {kifu::go::text_style::japanese, kifu::go::text_style::gtp, kifu::go::text_style::unicode})
    if (kifu::go::to_string(s) == name) return s;
  throw value_error("style is 'japanese', 'gtp' or 'unicode', not '" + name + "'");
}

// The position an SGF game's main line reaches (nothing when it cannot be read), its
// diagnostics added to `found`.
std::optional<position> played_sgf(std::string_view bytes, kifu::diagnostic_list& found) {
  auto record = kifu::go::read_sgf_game(bytes);
  found.append(record.diagnostics());
  if (!record.has_value()) return std::nullopt;
  auto played = kifu::go::play_main_line(record.value());
  found.append(played.diagnostics());
  if (!played.has_value()) return std::nullopt;
  return played.value().board();
}

}  // namespace

void register_go(py::module_& m) {
  py::class_<position>(m, "GoBoard", "A Go board: its stones and, when known, the side to play.")
      .def_property_readonly("size", &position::size, "lines across (9, 13, 19, …)")
      .def(
          "at",
          [](const position& p, int x, int y) -> py::object {
            if (!p.contains(x, y)) throw py::index_error("the point is off the board");
            const auto s = p.at(x, y);
            if (s == kifu::go::stone::empty) return py::none();
            return py::str(s == kifu::go::stone::black ? "black" : "white");
          },
          py::arg("x"), py::arg("y"),
          "'black', 'white' or None at column x, row y (0-based from the top left)")
      .def_property_readonly(
          "to_play",
          [](const position& p) -> py::object {
            if (!p.to_play()) return py::none();
            return py::str(*p.to_play() == kifu::go::color::black ? "black" : "white");
          },
          "'black', 'white' or None when unknown")
      .def(
          "text",
          [](const position& p, const std::string& style) {
            return kifu::go::write_text_board(p, style_of(style));
          },
          py::arg("style") = "japanese", "the board drawn as text: japanese, gtp or unicode")
      .def("sgf", &kifu::go::write_sgf, "the board as an SGF game of one node")
      .def(
          "svg", [](const position& p) { return kifu::go::write_svg(p); },
          "the board as an SVG picture")
      .def("_repr_svg_", [](const position& p) { return kifu::go::write_svg(p); })
      .def(
          "__eq__",
          [](const position& a, const position& b) {
            return kifu::go::same_stones(a, b) && a.to_play() == b.to_play();
          },
          py::is_operator());

  m.def(
      "_read_go",
      [](const py::bytes& data, const std::string& name) {
        const std::string bytes = data;
        kifu::diagnostic_list found;
        std::optional<position> board;
        if (kifu::detect_input(bytes).kind == kifu::input_kind::sgf) {
          board = played_sgf(bytes, found);
        } else {
          auto text = kifu::go::read_text_board(bytes);
          found.append(text.diagnostics());
          if (text.has_value()) board = text.value().position;
        }
        return std::make_tuple(board ? py::cast(std::move(*board)) : py::none(),
                               to_python(found, name));
      },
      py::arg("data"), py::arg("name"));
}

}  // namespace kifu_python
