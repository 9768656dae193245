// Tsume for Python: a database of T-BASE sets (or an index file) searched with the JSON query of
// `kifu search`, and the solver.
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "bindings.hpp"
#include "kifu/detect.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "kifu/tsume/database.hpp"
#include "kifu/tsume/index.hpp"
#include "kifu/tsume/query.hpp"
#include "kifu/tsume/solver.hpp"

namespace kifu_python {

namespace {

using kifu::tsume::database;

// A problem's fields as a dict (kifu.tsume.Problem is made from it).
py::dict problem_dict(const database& db, std::size_t i) {
  const kifu::tsume::problem p = db.at(i);
  py::dict d;
  d["index"] = p.index;
  d["set"] = db.sets()[p.set].name;
  d["number"] = p.number;
  d["author"] = std::string(p.author);
  d["title"] = std::string(p.title);
  d["source"] = std::string(p.source);
  d["published"] = std::string(p.published);
  d["original_source"] = std::string(p.original_source);
  d["article"] = std::string(p.article);
  d["comment"] = std::string(p.comment);
  d["move_count"] = p.move_count ? py::object(py::int_(*p.move_count)) : py::none();
  d["originality"] = word_or_none(p.originality);
  d["jissen_type"] = word_or_none(p.jissen_type);
  d["completeness"] = word_or_none(p.completeness);
  d["king_square"] = p.king_square
                         ? py::object(py::make_tuple(static_cast<int>(p.king_square->file),
                                                     static_cast<int>(p.king_square->rank)))
                         : py::none();
  d["sfen"] = kifu::shogi::to_sfen(db.start_position(p));
  std::vector<std::string> line;
  for (const auto& m : db.solution(p)) line.push_back(kifu::shogi::to_usi(m));
  d["solution"] = line;
  d["solved"] = p.solved;
  d["checkmate"] = p.checkmate;
  d["final_pieces"] = p.final_pieces;
  return d;
}

// What a search found, for kifu.tsume.SolveResult.
py::dict result_dict(const kifu::tsume::solve_result& r) {
  static constexpr std::array<const char*, 4> statuses = {"proved", "disproved", "unknown",
                                                          "invalid"};
  py::dict d;
  d["status"] = statuses[static_cast<int>(r.status)];
  d["plies"] = r.length;
  d["line"] = r.main_line;
  d["shortest"] = r.shortest;
  d["nodes"] = r.nodes;
  d["elapsed"] = r.elapsed.count();
  d["shortfall"] = std::string(kifu::tsume::to_string(r.shortfall));
  static constexpr std::array<const char*, 6> kinds = {
      "any_mate",     "shorter_mate", "shorter_along_proof",
      "longest_line", "table_line",   "shorter_first_look"};
  py::list steps;
  for (const auto& s : r.steps) {
    py::dict step;
    step["what"] = kinds[static_cast<int>(s.what)];
    step["bound"] = s.bound;
    step["status"] = statuses[static_cast<int>(s.status)];
    step["plies"] = s.length;
    step["nodes"] = s.nodes;
    step["elapsed"] = s.elapsed.count();
    step["text"] = kifu::tsume::to_string(s);
    steps.append(step);
  }
  d["steps"] = steps;
  return d;
}

}  // namespace

void register_tsume(py::module_& m) {
  py::class_<database>(m, "_Database")
      .def("__len__", &database::size)
      .def("problem", &problem_dict, py::arg("index"))
      .def(
          "search",
          [](const database& db, const std::string& json, unsigned threads) {
            auto parsed = kifu::tsume::parse_query(json);
            if (!parsed.ok())
              return std::make_tuple(std::vector<std::size_t>{},
                                     to_python(parsed.diagnostics(), "<query>"));
            auto compiled = kifu::tsume::compiled_query::compile(parsed.value());
            if (!compiled.ok())
              return std::make_tuple(std::vector<std::size_t>{},
                                     to_python(compiled.diagnostics(), "<query>"));
            kifu::parse_result<std::vector<std::size_t>> found;
            {
              py::gil_scoped_release unlocked;
              found = kifu::tsume::search(db, compiled.value(), threads);
            }
            std::vector<std::size_t> hits;
            if (found.has_value()) hits = std::move(found).value();
            kifu::diagnostic_list said = compiled.diagnostics();  // its warnings
            said.append(found.diagnostics());
            return std::make_tuple(std::move(hits), to_python(said, "<query>"));
          },
          py::arg("query"), py::arg("threads"));

  m.def(
      "_open_index",
      [](const std::string& path) {
        auto opened = database::open_index(path);
        auto diagnostics = to_python(opened.diagnostics(), path);
        if (opened.has_value())
          for (const auto& d : to_python(kifu::tsume::stale_sources(*opened), path))
            diagnostics.push_back(d);
        return std::make_tuple(
            opened.has_value() ? py::cast(std::move(opened).value()) : py::none(),
            std::move(diagnostics));
      },
      py::arg("path"));
  m.def(
      "_load_sets",
      [](const std::vector<std::tuple<std::string, std::string, py::bytes, py::bytes, py::bytes>>&
             sets,
         unsigned threads) {
        std::vector<kifu::tsume::set_bytes> bytes;
        std::vector<py_diagnostic> diagnostics;
        std::map<std::string, std::string, std::less<>> paths;  // diagnostics name the .dia
        for (const auto& [name, path, dia, tjn, rem] : sets) {
          kifu::tsume::set_bytes s;
          s.name = name;
          s.dia = dia;
          // A file of another kind (binary data, a KIF) is named as such, not read as records.
          if (const auto found = kifu::detect_input(s.dia);
              found.kind != kifu::input_kind::tbase_dia && found.kind != kifu::input_kind::empty) {
            const kifu::diagnostic_list refused{
                {kifu::diagnostic_code::tbase_not_a_record, kifu::severity::error, 0, 0, 0,
                 "this is " + std::string(kifu::describe(found.kind)) + " (it " +
                     std::string(found.reason) + "), not a T-BASE .dia"}};
            for (auto& d : to_python(refused, path)) diagnostics.push_back(std::move(d));
            continue;
          }
          s.tjn = tjn;
          s.rem = rem;
          paths.emplace(name, path);
          bytes.push_back(std::move(s));
        }
        std::mutex reporting;  // the sets load on several threads
        database db;
        {
          py::gil_scoped_release unlocked;
          db = database::load(
              std::move(bytes), threads, [&](const kifu::diagnostic& d, std::string_view set) {
                const std::lock_guard lock(reporting);
                kifu::diagnostic_list one;
                one.push_back(d);
                const auto path = paths.find(set);
                for (auto& p :
                     to_python(one, path != paths.end() ? path->second : std::string(set)))
                  diagnostics.push_back(std::move(p));
              });
        }
        return std::make_tuple(std::move(db), std::move(diagnostics));
      },
      py::arg("sets"), py::arg("threads"));
  m.def(
      "_solve",
      [](const py_position& start, double time_limit, std::uint64_t node_limit,
         std::size_t memory_mb, unsigned threads, bool shortest, const std::string& count,
         bool main_thread) {
        // kifu.tsume.solve has checked the limits' ranges, naming them as Python names them.
        if (count != "strict" && count != "tsume")
          throw value_error("count is 'strict' or 'tsume', not '" + count + "'");
        kifu::tsume::solve_options o;
        o.time_limit = std::chrono::duration<double>(time_limit);
        o.node_limit = node_limit;
        o.memory_mb = memory_mb;
        o.threads = threads;
        o.shortest = shortest;
        o.count =
            count == "tsume" ? kifu::tsume::mate_count::tsume : kifu::tsume::mate_count::strict;
        // Ctrl-C stops the search: a tenth of a second at most between looks at Python's signals
        // (the search runs without the GIL, where no handler can run). Only the main thread
        // runs signal handlers; a search on another takes the GIL from nobody.
        std::atomic<bool> stop{false};
        std::optional<py::error_already_set> interrupted;
        o.stop = &stop;
        if (main_thread) {
          o.progress_interval = std::chrono::milliseconds(100);
          o.on_progress = [&](const kifu::tsume::solve_progress&) {
            py::gil_scoped_acquire locked;
            if (interrupted || PyErr_CheckSignals() == 0) return;
            interrupted.emplace();  // takes the exception the handler raised
            stop = true;
          };
        }
        kifu::tsume::solve_result r;
        try {
          py::gil_scoped_release unlocked;
          r = kifu::tsume::solve(start.now(), o);
        } catch (const std::bad_alloc&) {  // the table: more than the machine gives now
          const std::string message = "memory_mb=" + std::to_string(memory_mb) +
                                      ": a table of that size cannot be had on this machine "
                                      "now; give a smaller one";
          PyErr_SetString(PyExc_MemoryError, message.c_str());
          throw py::error_already_set();
        }
        if (interrupted) throw std::move(*interrupted);
        return std::make_tuple(result_dict(r), to_python(r.diagnostics, "<position>"));
      },
      py::arg("position"), py::arg("time_limit"), py::arg("node_limit"), py::arg("memory_mb"),
      py::arg("threads"), py::arg("shortest"), py::arg("count"), py::arg("main_thread"));
}

}  // namespace kifu_python
