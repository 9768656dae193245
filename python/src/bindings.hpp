// The parts of the Python extension kifu._kifu, each registered by one function, and what they
// share: diagnostics as Python objects and a position with its history (push and pop).
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <utility>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu_python {

namespace py = pybind11;

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

/// The diagnostics of a reader, named after `file`.
std::vector<py_diagnostic> to_python(const kifu::diagnostic_list& list, const std::string& file);

/// A position and the moves that led to it from where it was made, so that pop() takes the
/// last one back.
struct py_position {
  kifu::shogi::position now;
  std::vector<std::pair<kifu::shogi::move, kifu::shogi::position>> history;  // move, before it
};

/// Registers Diagnostic.
void register_diagnostics(py::module_& m);
/// Registers Color, Move and Position.
void register_position(py::module_& m);
/// Registers Record and the readers and writers of records.
void register_record(py::module_& m);
/// Registers the training-data codes (HCP, move16, HCPE).
void register_training(py::module_& m);

}  // namespace kifu_python
