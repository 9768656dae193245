// The parts of the Python extension kifu._kifu, each registered by one function, and what they
// share: diagnostics as Python objects and a position with its history (push and pop).
#pragma once

#include <pybind11/pybind11.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/game.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu_python {

namespace py = pybind11;

/// ValueError, whose message may quote input: a control code in it (a NUL would end the
/// message, which Python takes as a C string) is written \xNN.
class value_error : public py::value_error {
 public:
  explicit value_error(const std::string& message) : py::value_error(escaped(message)) {}

 private:
  static std::string escaped(const std::string& message) {
    std::string out;
    for (const char c : message) {
      const auto u = static_cast<unsigned char>(c);
      if ((u >= 0x20 && u != 0x7F) || c == '\t' || c == '\n') {
        out += c;
        continue;
      }
      constexpr char hex[] = "0123456789ABCDEF";
      out += "\\x";
      out += hex[u >> 4];
      out += hex[u & 0xF];
    }
    return out;
  }
};

/// A diagnostic as Python sees it: where (file, line, column), what (code, severity), and the
/// message.
struct py_diagnostic {
  std::string file;
  std::uint32_t line = 0;
  std::uint32_t column = 0;
  std::string code;
  std::string severity;
  std::string message;
};

/// The word of an optional enumeration value (to_string found by argument lookup: 完全,
/// 新作 …), or None.
template <class E>
py::object word_or_none(const std::optional<E>& value) {
  if (!value) return py::none();
  return py::str(std::string(to_string(*value)));
}

/// The diagnostics of a reader, named after `file`.
std::vector<py_diagnostic> to_python(const kifu::diagnostic_list& list, const std::string& file);

/// A position and the moves that led to it from where it was made, so that pop() takes the
/// last one back.
struct py_position {
  /// A position with no move pushed.
  explicit py_position(const kifu::shogi::position& start) : game(start) {}
  /// The position now.
  const kifu::shogi::position& now() const noexcept { return game.current(); }
  kifu::shogi::game game;  ///< the start and the moves pushed
};

/// The diagram style a Python argument names: 'book' or 'game' (ValueError otherwise).
inline kifu::shogi::diagram_style diagram_style_of(const std::string& style) {
  if (style == "game") return kifu::shogi::diagram_style::game;
  if (style != "book") throw py::value_error("the style is 'book' or 'game', not '" + style + "'");
  return kifu::shogi::diagram_style::book;
}

/// Registers Diagnostic.
void register_diagnostics(py::module_& m);
/// Registers Color, Move and Position.
void register_position(py::module_& m);
/// Registers Record and the readers and writers of records.
void register_record(py::module_& m);
/// Registers the training-data codes and exports (HCP, PackedSfen, HCPE, PSV).
void register_training(py::module_& m);
/// Registers the T-BASE works and solutions.
void register_tbase(py::module_& m);
/// Registers the tsume database and the solver.
void register_tsume(py::module_& m);
/// Registers cerke records and Pekzep numerals.
void register_cerke(py::module_& m);
/// Registers Go boards.
void register_go(py::module_& m);
/// Registers SVG to PNG.
void register_picture(py::module_& m);

}  // namespace kifu_python
