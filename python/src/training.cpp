// Training data for Python: HCPE and PSV bytes of records (numpy reads them without a copy),
// and the position codes and 16-bit moves of both layouts, read back.
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "bindings.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/training.hpp"

namespace kifu_python {

namespace {

using kifu::shogi::record;

// The training options from their Python keywords.
kifu::shogi::training_options options_of(bool keep_repetitions, bool keep_jishogi, bool keep_fouls,
                                         int min_plies, std::optional<double> min_rating,
                                         bool keep_illegal) {
  kifu::shogi::training_options o;
  o.keep_repetitions = keep_repetitions;
  o.keep_jishogi = keep_jishogi;
  o.keep_fouls = keep_fouls;
  o.min_plies = min_plies;
  o.min_rating = min_rating;
  o.keep_illegal = keep_illegal;
  return o;
}

// The examples of records as HCPE or PSV bytes, and for each record that gave nothing or
// stopped early its index and why.
std::tuple<py::bytes, std::vector<std::tuple<std::size_t, std::string>>> examples_of(
    const std::vector<const record*>& records, const std::string& format, bool keep_repetitions,
    bool keep_jishogi, bool keep_fouls, int min_plies, std::optional<double> min_rating,
    bool keep_illegal) {
  if (format != "hcpe" && format != "psv")
    throw value_error("format is 'hcpe' or 'psv', not '" + format + "'");
  std::vector<std::uint8_t> bytes;
  std::vector<std::tuple<std::size_t, std::string>> notes;
  {
    py::gil_scoped_release unlocked;
    const auto o =
        options_of(keep_repetitions, keep_jishogi, keep_fouls, min_plies, min_rating, keep_illegal);
    std::vector<kifu::shogi::hcpe_entry> hcpe;
    std::vector<kifu::shogi::psv_entry> psv;
    for (std::size_t i = 0; i < records.size(); ++i) {
      std::string_view why;
      if (format == "psv")
        kifu::shogi::append_psv(*records[i], o, psv, &why);
      else
        kifu::shogi::append_hcpe(*records[i], o, hcpe, &why);
      if (!why.empty()) notes.emplace_back(i, std::string(why));
      // An evaluation that does not read counts as none: said, as `kifu export` says it.
      for (const auto& d : kifu::shogi::check_evaluations(*records[i], false))
        notes.emplace_back(
            i, d.has_location() ? "line " + std::to_string(d.line) + ": " + d.message : d.message);
    }
    kifu::shogi::write_hcpe(hcpe, bytes);
    kifu::shogi::write_psv(psv, bytes);
  }
  return {py::bytes(reinterpret_cast<const char*>(bytes.data()), bytes.size()), std::move(notes)};
}

// 32 bytes of a position code from Python bytes.
kifu::shogi::hcp code_of(const py::buffer& data, const char* name) {
  // Any bytes-like object: bytes, bytearray, memoryview, a row's numpy field.
  const py::buffer_info info = data.request();
  const auto size = static_cast<std::size_t>(info.size * info.itemsize);
  if (size != 32)
    throw value_error(std::string("a ") + name + " is 32 bytes, not " + std::to_string(size));
  kifu::shogi::hcp code;
  const auto* bytes = static_cast<const std::uint8_t*>(info.ptr);
  std::copy(bytes, bytes + size, code.begin());
  return code;
}

// The position of a read code, or a ValueError with the reader's message.
py_position position_of(kifu::parse_result<kifu::shogi::position> r) {
  if (!r.ok()) throw value_error(r.diagnostics().front().message);
  return py_position(std::move(r).value());
}

std::uint16_t move16_of(int code) {
  if (code < 0 || code > 0xFFFF) throw value_error("a 16-bit move is 0 to 65535");
  return static_cast<std::uint16_t>(code);
}

}  // namespace

void register_training(py::module_& m) {
  m.def("_examples", &examples_of, py::arg("records"), py::arg("format"),
        py::arg("keep_repetitions"), py::arg("keep_jishogi"), py::arg("keep_fouls"),
        py::arg("min_plies"), py::arg("min_rating"), py::arg("keep_illegal"));
  m.def(
      "position_from_hcp",
      [](const py::buffer& data) {
        return position_of(kifu::shogi::parse_hcp(code_of(data, "HCP")));
      },
      py::arg("hcp"), "the position of a HuffmanCodedPos (32 bytes); ValueError when it is none");
  m.def(
      "position_from_packed_sfen",
      [](const py::buffer& data) {
        return position_of(kifu::shogi::parse_packed_sfen(code_of(data, "PackedSfen")));
      },
      py::arg("packed_sfen"),
      "the position of a YaneuraOu PackedSfen (32 bytes); ValueError when it is none");
  m.def(
      "move_from_move16",
      [](int code, const py_position& p) {
        return kifu::shogi::parse_move16(move16_of(code), p.now());
      },
      py::arg("move16"), py::arg("position"),
      "the legal move of `position` a move16 (HCPE's bestMove16) stands for, or None");
  m.def(
      "move_from_psv_move16",
      [](int code, const py_position& p) {
        return kifu::shogi::parse_psv_move16(move16_of(code), p.now());
      },
      py::arg("move16"), py::arg("position"),
      "the legal move of `position` a YaneuraOu Move16 (PSV's move) stands for, or None");
}

}  // namespace kifu_python
