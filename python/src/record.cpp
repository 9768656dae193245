// Record and the readers and writers of shogi records for Python: one call reads any record
// format (found from the bytes), one writes any; the GIL is released while they work.
#include <fcntl.h>
#include <pybind11/stl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "bindings.hpp"
#include "kifu/detect.hpp"
#include "kifu/shogi/conversion.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/read.hpp"
#include "kifu/shogi/sfen.hpp"

namespace kifu_python {

namespace {

using kifu::shogi::record;

// One record as read: the record (as far as it was read) and its diagnostics.
using read_record = std::tuple<std::optional<record>, std::vector<py_diagnostic>>;

// The records in `bytes`, of the kind `format` names ("" finds it from the bytes), with the
// kind's name ("KIF", …, or the foreign kind, which gives no record).
std::tuple<std::string, std::string, std::vector<read_record>> read_records(
    const std::string& bytes, const std::string& format, const std::string& name, bool lenient) {
  std::vector<kifu::parse_result<record>> results;
  kifu::input_kind kind = kifu::input_kind::empty;
  std::string refusal;
  {
    py::gil_scoped_release unlocked;
    const kifu::input_kind found = kifu::detect_input(bytes).kind;
    kind = found;
    if (format == "kif" || format == "ki2") kind = kifu::input_kind::kif;
    if (format == "csa") kind = kifu::input_kind::csa;
    if (format == "jkf") kind = kifu::input_kind::jkf;
    if (format == "usi" || format == "sfen") kind = kifu::input_kind::usi;
    // A format named for a record of another format would read it as nothing, or as an empty
    // game: refused (KIF and KI2 are one reader's).
    const auto family = [](kifu::input_kind k) {
      return k == kifu::input_kind::ki2 ? kifu::input_kind::kif : k;
    };
    if (!format.empty() && kifu::shogi::is_record_kind(found) && family(found) != family(kind))
      refusal = name + ": format='" + format + "', but the bytes are " +
                std::string(kifu::describe(found)) + "; leave format out to read it";
    else
      results = kifu::shogi::read_records(bytes, kind, {lenient, name});
  }
  if (!refusal.empty()) throw value_error(refusal);
  std::vector<read_record> out;
  out.reserve(results.size());
  for (auto& r : results) {
    auto diagnostics = to_python(r.diagnostics(), name);
    out.emplace_back(r.has_value() ? std::optional(std::move(r).value()) : std::nullopt,
                     std::move(diagnostics));
  }
  return {std::string(kifu::to_string(kind)), std::string(kifu::describe(kind)), std::move(out)};
}

// The records of a file read in C++ with the GIL released (see read_records); OSError (with
// errno and the path) when it cannot be read.
auto read_record_file(const std::string& path, const std::string& format, bool lenient) {
  std::string bytes;
  int error = 0;
  {
    py::gil_scoped_release unlocked;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    struct stat st {};
    if (fd < 0 || ::fstat(fd, &st) != 0) {
      error = errno;
    } else if (S_ISDIR(st.st_mode)) {
      error = EISDIR;
    } else {
      bytes.resize(static_cast<std::size_t>(st.st_size));
      std::size_t got = 0;
      for (;;) {
        if (got == bytes.size()) bytes.resize(got + 65536);  // a pipe, or a file that grew
        const ssize_t n = ::read(fd, bytes.data() + got, bytes.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) error = errno;
        if (n <= 0) break;
        got += static_cast<std::size_t>(n);
      }
      bytes.resize(got);
    }
    if (fd >= 0) ::close(fd);
  }
  if (error != 0) {
    errno = error;
    PyErr_SetFromErrnoWithFilename(PyExc_OSError, path.c_str());
    throw py::error_already_set();
  }
  return read_records(bytes, format, path, lenient);
}

// The text of a record in a format: kif, ki2, csa, jkf or usi (UTF-8), and what the format
// could not hold.
// What a text of `r` in `format` leaves out, as warnings (the CSA writer says it itself; sfen
// is the USI line).
std::vector<py_diagnostic> losses(const record& r, const std::string& format) {
  using kifu::shogi::record_format;
  const auto f = kifu::shogi::record_format_from_string(format == "sfen" ? "usi" : format);
  if (!f || *f == record_format::csa) return {};
  return to_python(kifu::shogi::conversion_losses(r, *f), "<record>");
}

// A copy of `r` with its evaluations in the convention of `format` (CSA's '** lines, KIF's
// #評価値= lines), so that the programs of that format read them.
record with_evaluations_for(const record& r, const std::string& format) {
  record copy = r;
  if (format != "usi" && format != "sfen")
    kifu::shogi::express_evaluations(copy, format == "csa"
                                               ? kifu::shogi::evaluation_form::floodgate
                                               : kifu::shogi::evaluation_form::shogihome);
  return copy;
}

std::tuple<std::string, std::vector<py_diagnostic>> write_text(const record& original,
                                                               const std::string& format) {
  const record r = with_evaluations_for(original, format);
  if (format == "kif" || format == "ki2" || format == "jkf" || format == "usi" ||
      format == "sfen") {
    std::string text;
    {
      py::gil_scoped_release unlocked;
      text = format == "kif"   ? kifu::shogi::write_kif(r)
             : format == "ki2" ? kifu::shogi::write_ki2(r)
             : format == "jkf" ? kifu::shogi::write_jkf(r)
                               : kifu::shogi::write_usi_record(r);
    }
    return {std::move(text), losses(r, format)};
  }
  py::gil_scoped_release unlocked;
  if (format == "csa") {
    kifu::shogi::csa_write_options o;
    o.encoding = kifu::text_encoding::utf8;
    auto w = kifu::shogi::write_csa(r, o);
    py::gil_scoped_acquire locked;
    auto diagnostics = to_python(w.diagnostics(), "<record>");
    if (!w.has_value()) return {"", std::move(diagnostics)};
    return {std::move(w).value(), std::move(diagnostics)};
  }
  py::gil_scoped_acquire locked;
  throw value_error("the format is kif, ki2, csa, jkf or usi, not '" + format + "'");
}

// The bytes of a record file in a format, by the format's convention: KIF and KI2 in Shift_JIS
// (or UTF-8 with its `#KIF` line when `utf8`), CSA in Shift_JIS (or UTF-8), JKF and USI in UTF-8.
std::tuple<py::bytes, std::vector<py_diagnostic>> file_bytes(const record& original,
                                                             const std::string& format, bool utf8) {
  const record r = with_evaluations_for(original, format);
  const auto encoding = utf8 ? kifu::text_encoding::utf8 : kifu::text_encoding::shift_jis;
  kifu::parse_result<std::string> out = std::string();
  {
    py::gil_scoped_release unlocked;
    if (format == "kif" || format == "ki2") {
      out = kifu::shogi::kif_file_bytes(
          format == "kif" ? kifu::shogi::write_kif(r) : kifu::shogi::write_ki2(r), encoding);
    } else if (format == "csa") {
      kifu::shogi::csa_write_options o;
      o.encoding = encoding;
      out = kifu::shogi::write_csa(r, o);
    } else if (format == "jkf") {
      out = kifu::shogi::write_jkf(r);
    } else if (format == "usi" || format == "sfen") {
      out = kifu::shogi::write_usi_record(r);
    } else {
      py::gil_scoped_acquire locked;
      throw value_error("the format is kif, ki2, csa, jkf or usi, not '" + format + "'");
    }
  }
  auto diagnostics = losses(r, format);
  for (auto& d : to_python(out.diagnostics(), "<record>")) diagnostics.push_back(std::move(d));
  return {py::bytes(out.has_value() ? out.value() : std::string()), std::move(diagnostics)};
}

// Sets header `key` of `r` to `value` (nullopt: removes it), in the place of the key's first
// entry (later ones go) or last. The KIF writer writes a header as the line `key：value`, so a
// header is taken only when that line reads back as the same header alone.
void set_header(record& r, const std::string& key, const std::optional<std::string>& value) {
  if (key == "手合割")
    throw value_error("手合割 follows the start position: read a record with the start wanted");
  if (value) {
    if (key.find_first_of("\r\n") != std::string::npos ||
        value->find_first_of("\r\n") != std::string::npos)
      throw value_error("a header is one line: its key and value hold no line break");
    const std::string line = key + "：" + *value;
    const auto back = kifu::shogi::read_kif(line + "\n手数----指手---------消費時間--\n");
    const bool alone = back.ok() && back.diagnostics().empty() && back->headers.size() == 1 &&
                       back->headers.front() == kifu::shogi::header_entry{key, *value};
    if (!alone)
      throw value_error("'" + line +
                        "' does not read back as a KIF header of that key and value (the "
                        "key is a word before '：', the value has no trailing space)");
  }
  auto& headers = r.headers;
  const auto same_key = [&key](const kifu::shogi::header_entry& h) { return h.key == key; };
  const auto first = std::find_if(headers.begin(), headers.end(), same_key);
  if (first == headers.end()) {
    if (value) headers.push_back({key, *value});
    return;
  }
  headers.erase(std::remove_if(first + 1, headers.end(), same_key), headers.end());
  if (value)
    first->value = *value;
  else
    headers.erase(first);
}

// The main line's nodes after the start that hold a move.
std::vector<std::size_t> moves_of(const record& r) {
  std::vector<std::size_t> out;
  for (const std::size_t i : r.main_line())
    if (r.nodes[i].move) out.push_back(i);
  return out;
}

// `ply` checked against the main line of `moves` moves (None: the last); an IndexError
// names the plies there are.
std::size_t main_line_ply(std::size_t moves, std::optional<int> ply) {
  const int at = ply.value_or(static_cast<int>(moves));
  if (at < 0 || static_cast<std::size_t>(at) > moves)
    throw py::index_error("ply is 0 (the start) to " + std::to_string(moves) +
                          " (the main line's moves), not " + std::to_string(at));
  return static_cast<std::size_t>(at);
}

// Sets the comment lines of the start (`ply` 0) or of main-line move `ply`; None or no lines
// removes them. Lines that would not read back as written (a line break; a trailing space,
// which the KIF reader trims) are a ValueError, and nothing changes.
void set_comments(record& r, int ply, const std::optional<std::vector<std::string>>& lines) {
  const std::vector<std::size_t> moves = moves_of(r);
  const std::size_t at = main_line_ply(moves.size(), ply);
  const std::size_t node = at == 0 ? 0 : moves[at - 1];
  const std::vector<std::string> wanted = lines.value_or(std::vector<std::string>{});
  std::string kif = "手数----指手---------消費時間--\n";
  for (const std::string& line : wanted) {
    if (line.find_first_of("\r\n") != std::string::npos)
      throw value_error("a comment line holds no line break: give one string a line");
    kif += "*" + line + "\n";
  }
  const auto back = kifu::shogi::read_kif(kif);
  if (!back.ok() || !back.diagnostics().empty() || back->comments(0).to_vector() != wanted)
    throw value_error(
        "comment lines that would not read back as written in KIF (it trims "
        "the spaces and tabs at a line's end)");
  r.clear_comments(node);
  for (const std::string& line : wanted) r.add_comment(node, line);
}

}  // namespace

// The word that ends a line at its last node `last` ('投了', '千日手' …), else its まで line, or
// None.
py::object line_result(const record& r, std::size_t last) {
  const auto& node = r.nodes[last];
  if (node.special == kifu::shogi::special_move::none)
    return node.footer ? py::object(py::str(*node.footer)) : py::none();
  if (node.special == kifu::shogi::special_move::unknown) return py::str(node.text);
  return py::str(std::string(kifu::shogi::to_string(node.special)));
}

void register_record(py::module_& m) {
  py::class_<record>(m, "Record", "A shogi game record: headers, start, moves, comments.",
                     py::dynamic_attr())
      // Records come from text: kifu/__init__.py gives Record a __new__ that says so.
      .def_property_readonly(
          "headers",
          [](const record& r) {
            py::dict out;
            for (const auto& h : r.headers)
              if (!out.contains(h.key)) out[py::str(h.key)] = h.value;
            return out;
          },
          "the headers, {'先手': '…', '開始日時': '…'} (the first of a repeated key); a "
          "copy: change them with set_header")
      .def("set_header", &set_header, py::arg("key"), py::arg("value"),
           "sets header `key` to `value` (None removes it): '先手', '棋戦', '開始日時' …; a "
           "header that would not read back as written (a line break, a key the KIF reader "
           "takes for something else, 手合割) is a ValueError")
      .def_property_readonly(
          "start", [](const record& r) { return py_position(r.start); }, "the start position")
      .def_property_readonly(
          "moves",
          [](const record& r) {
            std::vector<kifu::shogi::move> out;
            for (const std::size_t i : moves_of(r)) out.push_back(*r.nodes[i].move);
            return out;
          },
          "the moves of the main line")
      .def_property_readonly(
          "result",
          [](const record& r) -> py::object {
            const auto line = r.main_line();
            return line.empty() ? py::none() : line_result(r, line.back());
          },
          "the word that ends the main line ('投了', '千日手', '詰み' …), else its まで line "
          "('まで64手で後手の勝ち', KI2's only way to say it), or None")
      .def_property_readonly(
          "comments",
          [](const record& r) {
            std::vector<std::vector<std::string>> out;
            out.push_back(r.comments(0).to_vector());
            for (const std::size_t i : moves_of(r)) out.push_back(r.comments(i).to_vector());
            return out;
          },
          "the comment lines of the start (index 0) and of each main-line move (index = ply); a "
          "copy: change them with set_comments")
      .def_property_readonly(
          "result_comments",
          [](const record& r) {
            const auto line = r.main_line();
            if (line.empty() || r.nodes[line.back()].move) return std::vector<std::string>();
            return r.comments(line.back()).to_vector();
          },
          "the comment lines on the word that ends the main line (投了, %TORYO …): a "
          "floodgate game's summary and end time, say; [] when there are none")
      .def("set_comments", &set_comments, py::arg("ply"), py::arg("lines"),
           "sets the comment lines of the start (ply 0) or of main-line move `ply` (None or [] "
           "removes them); lines that would not read back as written are a ValueError")
      .def(
          "_variations",
          [](const record& r) {
            // Every later child of a node starts a variation, followed by first children. Its
            // position is the one it branches from, with the moves that led there pushed (a
            // variation of a variation branches from the line above it, not the main line).
            std::vector<std::tuple<int, std::vector<kifu::shogi::move>, py_position,
                                   std::vector<std::vector<std::string>>, py::object>>
                out;
            // In the tree's order, whatever order a reader made the nodes in: along a line from
            // its start, each later child of a node, then that variation's own variations.
            const auto add = [&](std::size_t i, std::size_t k) {
              std::vector<std::size_t> path;  // the nodes from the start to node i
              for (std::size_t up = i; up != 0; up = r.nodes[up].parent) path.push_back(up);
              py_position before(r.start);
              for (auto it = path.rbegin(); it != path.rend(); ++it)
                if (r.nodes[*it].move) before.game.push(*r.nodes[*it].move);
              std::vector<kifu::shogi::move> line;
              std::vector<std::vector<std::string>> comments;
              std::size_t n = r.nodes[i].children[k];
              const int ply = r.nodes[n].ply;
              for (;;) {
                if (r.nodes[n].move) {
                  line.push_back(*r.nodes[n].move);
                  comments.push_back(r.comments(n).to_vector());
                }
                if (r.nodes[n].children.empty()) break;
                n = r.nodes[n].children.front();
              }
              out.emplace_back(ply, std::move(line), std::move(before), std::move(comments),
                               line_result(r, n));
            };
            // Frames of (a node of a line, its next child to branch to), without recursion: a
            // variation may branch from a variation any number of times.
            std::vector<std::pair<std::size_t, std::size_t>> todo{{0, 1}};
            while (!todo.empty()) {
              const auto [i, k] = todo.back();
              if (k < r.nodes[i].children.size()) {
                add(i, k);
                todo.back().second = k + 1;
                todo.emplace_back(r.nodes[i].children[k], 1);
                continue;
              }
              todo.pop_back();  // on along the line
              if (!r.nodes[i].children.empty()) todo.emplace_back(r.nodes[i].children.front(), 1);
            }
            return out;
          },
          "the variations as (ply, moves, Position, comment lines of each move, result): "
          "Record.variations gives them as Variation objects")
      .def(
          "positions",
          [](const record& r) {
            // One Python object a position, each copied once, straight into the list.
            std::size_t count = 1;
            for (std::size_t i = 0; !r.nodes[i].children.empty();) {
              i = r.nodes[i].children.front();
              count += r.nodes[i].move ? 1 : 0;
            }
            py::list out(count);
            kifu::shogi::position now = r.start;
            Py_ssize_t k = 0;
            const auto put = [&] {
              PyList_SET_ITEM(out.ptr(), k++, py::cast(py_position(now)).release().ptr());
            };
            put();
            for (std::size_t i = 0; !r.nodes[i].children.empty();) {
              i = r.nodes[i].children.front();
              if (!r.nodes[i].move) continue;
              now.play(*r.nodes[i].move);
              put();
            }
            return out;
          },
          "the positions of the main line: the start, then after each move (each without "
          "the moves before it: position(ply) gives one with them pushed)")
      .def(
          "position",
          [](const record& r, std::optional<int> ply) {
            const auto moves = moves_of(r);
            const std::size_t at = main_line_ply(moves.size(), ply);
            py_position p(r.start);
            for (std::size_t k = 0; k < at; ++k)
              if (!p.game.push(*r.nodes[moves[k]].move))
                throw value_error("move " + std::to_string(k + 1) +
                                  " of the main line is not legal (the record was read "
                                  "leniently): no position after it");
            return p;
          },
          py::arg("ply") = py::none(),
          "the position after `ply` moves of the main line (default: the last), with those "
          "moves pushed: pop() takes them back, repetitions() and sennichite() count them. "
          "ValueError past a move a lenient reading kept though illegal, which cannot be "
          "pushed: positions() and sfens() give the boards after it")
      .def(
          "sfens",
          [](const record& r) {
            std::vector<std::string> out;
            kifu::shogi::position p = r.start;
            out.push_back(kifu::shogi::to_sfen(p));
            for (const std::size_t i : moves_of(r)) {
              p.play(*r.nodes[i].move);
              out.push_back(kifu::shogi::to_sfen(p));
            }
            return out;
          },
          "the SFEN of every position of the main line, the start first")
      .def_property_readonly(
          "encoding",
          [](const record& r) {
            return r.encoding == kifu::text_encoding::shift_jis ? "shift_jis" : "utf-8";
          },
          "the encoding of the file it was read from")
      .def(
          "svg",
          [](const record& r, std::optional<int> ply, const std::string& style, bool flip) {
            const std::size_t at = main_line_ply(moves_of(r).size(), ply);
            auto d = kifu::shogi::diagram_at_ply(r, static_cast<int>(at));
            if (!d) throw py::index_error("no diagram after " + std::to_string(at) + " moves");
            d->options.style = diagram_style_of(style);
            d->options.flip = flip;
            return kifu::shogi::write_svg(d->position, d->options);
          },
          py::arg("ply") = py::none(), py::arg("style") = "book", py::arg("flip") = false,
          "the diagram after `ply` moves of the main line (default: the last), with the "
          "players' names, the last move highlighted and a caption, as SVG text: style 'book' "
          "or 'game', flip (後手 at the bottom)")
      .def("_repr_svg_",
           [](const record& r) {
             const auto d = kifu::shogi::diagram_at_ply(r, static_cast<int>(moves_of(r).size()));
             return d ? kifu::shogi::write_svg(d->position, d->options) : std::string();
           })
      .def("__repr__", [](const record& r) {
        return "<Record " + std::to_string(moves_of(r).size()) + " moves>";
      });

  m.def("_read_records", &read_records, py::arg("data"), py::arg("format"), py::arg("name"),
        py::arg("lenient"));
  m.def("_read_record_file", &read_record_file, py::arg("path"), py::arg("format"),
        py::arg("lenient"));
  m.def("_write_text", &write_text, py::arg("record"), py::arg("format"));
  m.def("_file_bytes", &file_bytes, py::arg("record"), py::arg("format"), py::arg("utf8"));
}

}  // namespace kifu_python
