// kifu._kifu: the C++ part of the Python package `kifu` (see python/kifu/__init__.py).
#include "bindings.hpp"

#include <pybind11/stl.h>

#include "kifu/version.hpp"

namespace kifu_python {

std::vector<py_diagnostic> to_python(const kifu::diagnostic_list& list, const std::string& file) {
  std::vector<py_diagnostic> out;
  out.reserve(list.size());
  for (const kifu::diagnostic& d : list)
    out.push_back({file, d.line, d.column, std::string(kifu::to_string(d.code)),
                   std::string(kifu::to_string(d.level)), d.message});
  return out;
}

void register_diagnostics(py::module_& m) {
  py::class_<py_diagnostic>(m, "Diagnostic",
                            "A problem found in the input: where, what, and a message.")
      .def_readonly("file", &py_diagnostic::file, "the file (or '<bytes>', '<text>')")
      .def_readonly("line", &py_diagnostic::line, "1-based line; 0 when it has no place")
      .def_readonly("column", &py_diagnostic::column, "1-based column in characters; 0 if none")
      .def_readonly("code", &py_diagnostic::code, "what kind of problem, e.g. 'shogi.illegal-move'")
      .def_readonly("severity", &py_diagnostic::severity, "'error', 'warning' or 'note'")
      .def_readonly("message", &py_diagnostic::message, "a sentence a person can act on")
      .def("__str__",
           [](const py_diagnostic& d) {
             std::string out = d.file;
             if (d.line != 0) out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
             return out + ": " + d.severity + ": " + d.message;
           })
      .def("__repr__",
           [](const py_diagnostic& d) {
             return "<Diagnostic " + d.file + ":" + std::to_string(d.line) + ":" +
                    std::to_string(d.column) + " " + d.severity + " " + d.code + ">";
           })
      // Picklable, so that a ParseError raised in a worker process reaches its pool whole.
      .def(py::pickle(
          [](const py_diagnostic& d) {
            return py::make_tuple(d.file, d.line, d.column, d.code, d.severity, d.message);
          },
          [](const py::tuple& t) {
            if (t.size() != 6) throw std::runtime_error("not the state of a Diagnostic");
            return py_diagnostic{t[0].cast<std::string>(),   t[1].cast<std::uint32_t>(),
                                 t[2].cast<std::uint32_t>(), t[3].cast<std::string>(),
                                 t[4].cast<std::string>(),   t[5].cast<std::string>()};
          }));
}

}  // namespace kifu_python

PYBIND11_MODULE(_kifu, m) {
  m.doc() = "The C++ part of kifu: use the package `kifu`, not this module.";
  m.attr("__version__") = KIFU_VERSION_STRING;
  kifu_python::register_diagnostics(m);
  kifu_python::register_position(m);
  kifu_python::register_record(m);
  kifu_python::register_training(m);
  kifu_python::register_tbase(m);
  kifu_python::register_tsume(m);
  kifu_python::register_cerke(m);
  kifu_python::register_go(m);
  kifu_python::register_picture(m);
}
