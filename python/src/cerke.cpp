// Cerke (机戦) for Python: CKKA records read, checked, written canonically, as JSON and their
// score track, and the Pekzep numerals both ways.
#include <pybind11/stl.h>

#include <string>
#include <tuple>
#include <vector>

#include "bindings.hpp"
#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/score.hpp"
#include "kifu/pekzep.hpp"

namespace kifu_python {

void register_cerke(py::module_& m) {
  using kifu::cerke::record;
  py::class_<record>(m, "CerkeRecord", "A cerke (机戦) game record (see kifu.cerke.read).",
                     py::dynamic_attr())
      .def("ckka", &kifu::cerke::write_ckka,
           "the record in canonical CKKA notation ⓪ (LF line ends, a final newline)")
      .def("_json", &kifu::cerke::write_json)
      .def("_scores",
           [](const record& r) {
             auto track = kifu::cerke::track_scores(r);
             std::string tsv;
             if (track.has_value()) tsv = kifu::cerke::write_tsv(track.value());
             return std::make_tuple(tsv, to_python(track.diagnostics(), "<record>"));
           })
      .def(
          "__eq__",
          [](const record& a, const record& b) {
            return kifu::cerke::without_positions(a) == kifu::cerke::without_positions(b);
          },
          py::is_operator());

  m.def(
      "_read_ckka",
      [](const std::string& text, const std::string& name, const std::string& notation) {
        kifu::cerke::ckka_read_options o;
        if (notation == "1")
          o.notation = kifu::cerke::notation::one;
        else if (notation == "2")
          o.notation = kifu::cerke::notation::two;
        else if (notation == "3")
          o.notation = kifu::cerke::notation::three;
        else if (notation != "0")
          throw value_error("notation is 0, 1, 2 or 3, not '" + notation + "'");
        auto r = kifu::cerke::read_ckka(text, o);
        auto diagnostics = r.diagnostics();
        // Checked as `kifu ckka check` checks: the scores and the replay on the board too.
        if (r.has_value()) diagnostics.append(kifu::cerke::check_record(r.value()));
        return std::make_tuple(r.has_value() ? py::cast(std::move(r).value()) : py::none(),
                               to_python(diagnostics, name));
      },
      py::arg("text"), py::arg("name"), py::arg("notation"));

  m.def(
      "_pekzep_parse",
      [](const std::string& text) {
        auto r = kifu::pekzep::parse(text);
        return std::make_tuple(r.ok() ? py::cast(r.value()) : py::none(),
                               to_python(r.diagnostics(), "<numeral>"));
      },
      py::arg("text"));
  m.def(
      "_pekzep_format",
      [](std::int32_t value) { return std::string(kifu::pekzep::format(value).view()); },
      py::arg("value"));
}

}  // namespace kifu_python
