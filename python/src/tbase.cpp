// T-BASE for Python: the works of a .dia file with their typed fields and start positions, the
// solutions of a .tjn file, and a solution resolved on its work.
#include <pybind11/stl.h>

#include <string>
#include <tuple>
#include <vector>

#include "bindings.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/tjn.hpp"

namespace kifu_python {

namespace {

using kifu::tbase::dia_record;
using kifu::tbase::tjn_record;

// A square as (file, rank), or None.
py::object square_tuple(const std::optional<kifu::shogi::square>& s) {
  if (!s) return py::none();
  return py::make_tuple(static_cast<int>(s->file), static_cast<int>(s->rank));
}

// The kanji of each kind of kind_counts (玉 飛 角 金 銀 桂 香 歩).
constexpr std::array<const char*, 8> kind_names = {"玉", "飛", "角", "金", "銀", "桂", "香", "歩"};

// Counts by kind as a dict of the kinds present ({"飛": 1, "歩": 2}).
py::dict counts_of(const kifu::tbase::kind_counts& counts) {
  py::dict out;
  for (std::size_t i = 0; i < counts.size(); ++i)
    if (counts[i] != 0) out[py::str(kind_names[i])] = counts[i];
  return out;
}

}  // namespace

void register_tbase(py::module_& m) {
  py::class_<dia_record>(m, "Work", "A work of a T-BASE .dia file (see kifu.tbase.read).")
      .def_readonly("number", &dia_record::number, "作品番号, or None when blank")
      .def_readonly("author", &dia_record::author, "作者名 (padding kept)")
      .def_readonly("author_code", &dia_record::author_code, "作者コード, or None")
      .def_readonly("source", &dia_record::source, "出典")
      .def_readonly("source_code", &dia_record::source_code, "出典コード, or None")
      .def_readonly("source_index", &dia_record::source_index, "出典中番号 as written")
      .def_readonly("published", &dia_record::published, "発表年月 as written (199307)")
      .def_property_readonly(
          "king_square", [](const dia_record& r) { return square_tuple(r.king_square); },
          "玉位置 as (file, rank), or None")
      .def_readonly("move_count", &dia_record::move_count, "詰手数, or None")
      .def_property_readonly(
          "originality", [](const dia_record& r) { return word_or_none(r.originality); },
          "オリジナル: 新作, 再発表, 改作 or 盗作; None when blank")
      .def_readonly("piece_count", &dia_record::piece_count, "使用駒数, or None")
      .def_readonly("article", &dia_record::article, "記事")
      .def_readonly("title", &dia_record::title, "作品題名")
      .def_property_readonly(
          "jissen_type", [](const dia_record& r) { return word_or_none(r.jissen_type); },
          "実戦型: 桂香なし, 11香型, 21桂型 or 11香21桂型; None when blank")
      .def_property_readonly(
          "completeness", [](const dia_record& r) { return word_or_none(r.completeness); },
          "完全性: 完全, 余早詰, 不詰, 不詰・余早詰 or 変長; None when blank")
      .def_readonly("awards", &dia_record::awards, "入賞歴")
      .def_readonly("original_source", &dia_record::original_source, "作品原出典")
      .def_property_readonly(
          "mate_king_square", [](const dia_record& r) { return square_tuple(r.mate_king_square); },
          "詰上り玉位置 as (file, rank), or None")
      .def_readonly("mate_piece_count", &dia_record::mate_piece_count, "詰上り駒数, or None")
      .def_property_readonly(
          "hand", [](const dia_record& r) { return counts_of(r.hand); },
          "持駒: the attacker's hand, {kind: count} ({'飛': 1})")
      .def_readonly("index", &dia_record::index, "0-based record index in its file")
      .def_readonly("offset", &dia_record::offset, "byte offset of the record in its file")
      .def(
          "position",
          [](const dia_record& r) {
            auto p = kifu::tbase::start_position(r);
            if (!p.ok() || !p.has_value())
              throw value_error(p.diagnostics().empty() ? "no position"
                                                        : p.diagnostics().front().message);
            return py_position(std::move(p).value());
          },
          "the start position: the attacker (black) to move, the defender holding the rest "
          "of the set; ValueError when the diagram has too many pieces of a kind")
      .def("__repr__", [](const dia_record& r) {
        return "<Work " + (r.number ? std::to_string(*r.number) : std::string("-")) + " " +
               r.author + " " + r.source + ">";
      });

  py::class_<tjn_record>(m, "Solution", "The solution of a work in a T-BASE .tjn file.")
      .def_readonly("number", &tjn_record::number, "作品番号")
      .def_property_readonly("text", &tjn_record::moves_text,
                             "the moves as one text, without '/' marks and the まで line")
      .def_property_readonly(
          "lines",
          [](const tjn_record& r) {
            std::vector<std::string> out;
            for (const auto& l : r.lines) out.push_back(l.text);
            return out;
          },
          "every line as written, the closing まで line included")
      .def_property_readonly("stated_length", &tjn_record::stated_length,
                             "the length the まで line states, or None")
      .def("__repr__",
           [](const tjn_record& r) { return "<Solution " + std::to_string(r.number) + ">"; });

  m.def(
      "_read_dia",
      [](const py::bytes& data, const std::string& name) {
        const std::string bytes = data;
        kifu::parse_result<kifu::tbase::dia_file> r;
        {
          py::gil_scoped_release unlocked;
          r = kifu::tbase::read_dia(bytes);
        }
        std::vector<dia_record> works;
        if (r.has_value()) works = std::move(r).value().records;
        return std::make_tuple(std::move(works), to_python(r.diagnostics(), name));
      },
      py::arg("data"), py::arg("name"));
  m.def(
      "_read_tjn",
      [](const py::bytes& data, const std::string& name) {
        const std::string bytes = data;
        auto r = kifu::tbase::read_tjn(bytes);
        std::vector<tjn_record> solutions;
        if (r.has_value()) solutions = std::move(r).value().records;
        return std::make_tuple(std::move(solutions), to_python(r.diagnostics(), name));
      },
      py::arg("data"), py::arg("name"));
  m.def(
      "_resolve_solution",
      [](const dia_record& work, const tjn_record& solution) {
        auto r = kifu::tbase::resolve_solution(work, solution);
        std::vector<kifu::shogi::move> moves;
        bool mate = false;
        if (r.has_value()) {
          moves = r.value().moves;
          mate = r.value().checkmate;
        }
        return std::make_tuple(std::move(moves), mate, to_python(r.diagnostics(), "<tjn>"));
      },
      py::arg("work"), py::arg("solution"));
}

}  // namespace kifu_python
