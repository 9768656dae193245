// Training data for Python: HCPE bytes of records (numpy reads them without a copy), and the
// HCP and move16 codes of positions and moves, both ways.
#include <pybind11/stl.h>

#include <string>
#include <tuple>
#include <vector>

#include "bindings.hpp"
#include "kifu/shogi/training.hpp"

namespace kifu_python {

namespace {

using kifu::shogi::record;

// The HCPE bytes of records, and for each record that gave nothing or stopped early its index
// and why.
std::tuple<py::bytes, std::vector<std::tuple<std::size_t, std::string>>> hcpe_of(
    const std::vector<const record*>& records, bool keep_draws, int min_plies, bool keep_illegal) {
  std::vector<std::uint8_t> bytes;
  std::vector<std::tuple<std::size_t, std::string>> notes;
  {
    py::gil_scoped_release unlocked;
    kifu::shogi::training_options o;
    o.keep_draws = keep_draws;
    o.min_plies = min_plies;
    o.keep_illegal = keep_illegal;
    std::vector<kifu::shogi::hcpe_entry> entries;
    for (std::size_t i = 0; i < records.size(); ++i) {
      std::string_view why;
      kifu::shogi::append_hcpe(*records[i], o, entries, &why);
      if (!why.empty()) notes.emplace_back(i, std::string(why));
    }
    kifu::shogi::write_hcpe(entries, bytes);
  }
  return {py::bytes(reinterpret_cast<const char*>(bytes.data()), bytes.size()), std::move(notes)};
}

}  // namespace

void register_training(py::module_& m) {
  m.def("_hcpe", &hcpe_of, py::arg("records"), py::arg("keep_draws"), py::arg("min_plies"),
        py::arg("keep_illegal"));
  m.def(
      "position_from_hcp",
      [](const py::bytes& data) {
        const std::string s = data;
        if (s.size() != 32)
          throw py::value_error("an HCP is 32 bytes, not " + std::to_string(s.size()));
        kifu::shogi::hcp code;
        std::copy(s.begin(), s.end(), code.begin());
        auto r = kifu::shogi::read_hcp(code);
        if (!r.ok()) throw py::value_error(r.diagnostics().front().message);
        return py_position{std::move(r).value(), {}};
      },
      py::arg("hcp"), "the position of a HuffmanCodedPos (32 bytes); ValueError when it is none");
  m.def(
      "move_from_move16",
      [](int code, const py_position& p) {
        if (code < 0 || code > 0xFFFF) throw py::value_error("a move16 is 0 to 65535");
        return kifu::shogi::read_move16(static_cast<std::uint16_t>(code), p.now);
      },
      py::arg("move16"), py::arg("position"),
      "the legal move of `position` a move16 stands for, or None");
}

}  // namespace kifu_python
