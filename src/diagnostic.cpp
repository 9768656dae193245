// Names of diagnostic codes and the GCC-style formatting of diagnostics.
#include "kifu/diagnostic.hpp"

#include <algorithm>
#include <iterator>

namespace kifu::inline v0 {

namespace {

// One row of the name table: a code and its stable dotted name.
struct code_name {
  diagnostic_code code;
  std::string_view name;
};

// Every code with its name, in the order of kifu/diagnostic_codes.inc (ascending numbers).
constexpr code_name code_names[] = {
#define KIFU_DIAGNOSTIC_CODE(identifier, number, name) {diagnostic_code::identifier, name},
#include "kifu/diagnostic_codes.inc"
#undef KIFU_DIAGNOSTIC_CODE
};

constexpr bool ascending_and_named() {
  for (std::size_t i = 0; i < std::size(code_names); ++i) {
    if (code_names[i].name.empty()) return false;
    if (i > 0 && code_names[i - 1].code >= code_names[i].code) return false;
  }
  return true;
}
static_assert(ascending_and_named(),
              "diagnostic codes must be listed in ascending order, each named");

}  // namespace

std::string_view to_string(diagnostic_code code) noexcept {
  const auto* it =
      std::lower_bound(std::begin(code_names), std::end(code_names), code,
                       [](const code_name& row, diagnostic_code c) { return row.code < c; });
  return it != std::end(code_names) && it->code == code ? it->name : "unknown";
}

std::string_view to_string(severity level) noexcept {
  switch (level) {
    case severity::note:
      return "note";
    case severity::warning:
      return "warning";
    case severity::error:
      return "error";
  }
  return "error";
}

std::string format(const diagnostic& d, std::string_view file) {
  std::string out;
  out.reserve(file.size() + d.message.size() + 32);
  out.append(file);
  out += ':';
  if (d.has_location()) {
    out += std::to_string(d.line);
    out += ':';
    out += std::to_string(d.column);
    out += ':';
  }
  out += ' ';
  out.append(to_string(d.level));
  out += ": ";
  out += d.message;
  return out;
}

namespace {
std::string first_error_text(const diagnostic_list& diagnostics) {
  for (const auto& d : diagnostics)
    if (d.level == severity::error)
      return d.has_location()
                 ? std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message
                 : d.message;
  return "no value was produced";
}
}  // namespace

parse_error::parse_error(diagnostic_list diagnostics)
    : std::runtime_error(first_error_text(diagnostics)), diagnostics_(std::move(diagnostics)) {}

}  // namespace kifu::inline v0
