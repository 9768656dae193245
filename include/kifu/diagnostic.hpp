// kifu/diagnostic.hpp: errors as values. Every reader returns a parse_result<T>: the value it
// could build (if any) and every diagnostic it raised, each with a code, a severity and the
// place in the original input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kifu/api.hpp"

namespace kifu::inline v0 {

/// How bad a diagnostic is: an error means the value is missing or incomplete.
enum class severity : std::uint8_t { note, warning, error };

/// Stable identifiers of every diagnostic the library raises (the number never changes meaning);
/// the list, with the dotted name and meaning of each, is in kifu/diagnostic_codes.inc.
enum class diagnostic_code : std::uint16_t {
#define KIFU_DIAGNOSTIC_CODE(identifier, number, name) identifier = number,
#include "kifu/diagnostic_codes.inc"
#undef KIFU_DIAGNOSTIC_CODE
};

/// The stable dotted name of a code, e.g. "pekzep.syntax".
KIFU_API std::string_view to_string(diagnostic_code code) noexcept;

/// "error", "warning" or "note".
KIFU_API std::string_view to_string(severity level) noexcept;

/// One problem found in the input, at its place there, or with no place (line 0) when it is not
/// about a place in the text read (a position that breaks a rule, a value a writer cannot write).
struct diagnostic {
  diagnostic_code code{};                  ///< what kind of problem
  kifu::severity level = severity::error;  ///< how bad it is
  std::size_t offset = 0;    ///< byte offset in the original input (before any decoding); 0 if none
  std::uint32_t line = 0;    ///< 1-based line; 0 when the diagnostic has no place in the input
  std::uint32_t column = 0;  ///< 1-based column, counted in characters (code points); 0 if none
  std::string message;       ///< a sentence a person can act on

  /// True when the diagnostic points at a place in the input (line, column and offset are set).
  constexpr bool has_location() const noexcept { return line != 0; }

  friend bool operator==(const diagnostic&, const diagnostic&) = default;
};

/// Formats a diagnostic the way GCC does: "FILE:LINE:COL: error: message", or "FILE: error:
/// message" for a diagnostic without a location.
KIFU_API std::string format(const diagnostic& d, std::string_view file);

/// Line and column (1-based, column in code points) of a byte offset in UTF-8 text. Lines end at
/// LF; a CR before it belongs to the line end.
struct text_position {
  std::uint32_t line = 1;    ///< 1-based line
  std::uint32_t column = 1;  ///< 1-based column in code points
};

/// Where byte `offset` of the UTF-8 text `text` is; an offset past the end means the end.
constexpr text_position locate_utf8(std::string_view text, std::size_t offset) noexcept {
  text_position p;
  if (offset > text.size()) offset = text.size();
  for (std::size_t i = 0; i < offset; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++p.line;
      p.column = 1;
    } else if ((c & 0xC0U) != 0x80U) {  // not a continuation byte: a new code point
      ++p.column;
    }
  }
  return p;
}

/// A list of diagnostics, in the order raised. It is what a step that builds no value of its own
/// returns (a semantic check of a record that was read, such as cerke::check_ckka or
/// shogi::position::validate, or a writer that appends to a buffer, such as tbase::append_dia),
/// and what a parse_result<T> carries beside its value. An empty list means nothing was found.
class [[nodiscard]] diagnostic_list {
 public:
  using value_type = diagnostic;                                   ///< what the list holds
  using iterator = std::vector<diagnostic>::iterator;              ///< walks the list
  using const_iterator = std::vector<diagnostic>::const_iterator;  ///< walks it read-only

  diagnostic_list() = default;
  /// A list holding these diagnostics.
  diagnostic_list(std::initializer_list<diagnostic> items) : items_(items) {}

  /// True when no diagnostic is an error.
  bool ok() const noexcept { return !has_errors(); }
  /// True when any diagnostic is an error.
  bool has_errors() const noexcept {
    for (const auto& d : items_)
      if (d.level == severity::error) return true;
    return false;
  }

  /// Appends a diagnostic.
  void push_back(diagnostic d) { items_.push_back(std::move(d)); }
  /// Appends every diagnostic of another list, in order.
  void append(const diagnostic_list& more) {
    items_.insert(items_.end(), more.items_.begin(), more.items_.end());
  }
  /// Appends every diagnostic of a list about to end, moved.
  void append(diagnostic_list&& more) {
    if (items_.empty()) {
      items_ = std::move(more.items_);
      return;
    }
    items_.insert(items_.end(), std::make_move_iterator(more.items_.begin()),
                  std::make_move_iterator(more.items_.end()));
  }
  /// Removes every diagnostic.
  void clear() noexcept { items_.clear(); }
  /// Keeps the first `n` diagnostics.
  void truncate(std::size_t n) {
    if (n < items_.size())
      items_.erase(items_.begin() + static_cast<std::ptrdiff_t>(n), items_.end());
  }

  /// How many diagnostics there are.
  std::size_t size() const noexcept { return items_.size(); }
  /// True when there are none.
  bool empty() const noexcept { return items_.empty(); }
  /// The diagnostic at `i` (undefined past the end).
  const diagnostic& operator[](std::size_t i) const noexcept { return items_[i]; }
  /// The diagnostic at `i` (undefined past the end), to adjust it.
  diagnostic& operator[](std::size_t i) noexcept { return items_[i]; }
  /// The diagnostic at `i`; throws std::out_of_range past the end.
  const diagnostic& at(std::size_t i) const { return items_.at(i); }
  /// The first diagnostic (undefined when empty).
  const diagnostic& front() const noexcept { return items_.front(); }
  /// The last diagnostic (undefined when empty).
  const diagnostic& back() const noexcept { return items_.back(); }
  /// Walks the list.
  iterator begin() noexcept { return items_.begin(); }
  /// The end of the walk.
  iterator end() noexcept { return items_.end(); }
  /// Walks the list read-only.
  const_iterator begin() const noexcept { return items_.begin(); }
  /// The end of the read-only walk.
  const_iterator end() const noexcept { return items_.end(); }

  /// Lists are equal when they hold equal diagnostics in the same order.
  friend bool operator==(const diagnostic_list&, const diagnostic_list&) = default;

 private:
  std::vector<diagnostic> items_;
};

/// Thrown by the throwing convenience wrappers; what() reads "LINE:COL: message" (just
/// "message" for a diagnostic without a location).
class KIFU_API parse_error : public std::runtime_error {
 public:
  /// Builds the exception from the diagnostics of a failed parse (the first error is the message).
  explicit parse_error(diagnostic_list diagnostics);
  /// Every diagnostic of the failed parse.
  const diagnostic_list& diagnostics() const noexcept { return diagnostics_; }

 private:
  diagnostic_list diagnostics_;
};

/// The outcome of reading input: a value (if one could be built) and all diagnostics.
template <class T>
class [[nodiscard]] parse_result {
 public:
  parse_result() = default;
  /// A successful result.
  parse_result(T value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// A failed result carrying one diagnostic.
  parse_result(diagnostic d) { diagnostics_.push_back(std::move(d)); }  // NOLINT
  /// A result without value carrying every diagnostic of another (a step that failed).
  template <class U>
  static parse_result failed_as(const parse_result<U>& step) {
    parse_result r;
    r.diagnostics_ = step.diagnostics();
    return r;
  }

  /// True when there is a value and no diagnostic of severity error.
  bool ok() const noexcept { return value_.has_value() && !has_errors(); }
  explicit operator bool() const noexcept { return ok(); }

  /// True when there is a value (possibly repaired, with diagnostics saying how).
  bool has_value() const noexcept { return value_.has_value(); }
  /// True when any diagnostic is an error.
  bool has_errors() const noexcept { return diagnostics_.has_errors(); }

  /// The value; throws parse_error when there is none.
  const T& value() const& {
    if (!value_) throw parse_error(diagnostics_);
    return *value_;
  }
  /// The value, moved out of a result about to end; throws parse_error when there is none.
  T value() && {
    if (!value_) throw parse_error(diagnostics_);
    return std::move(*value_);
  }
  /// The value if ok(), otherwise throws parse_error with every diagnostic.
  T value_or_throw() && {
    if (!ok()) throw parse_error(diagnostics_);
    return std::move(*value_);
  }
  /// Pointer-like access to the value (undefined without one).
  const T* operator->() const noexcept { return &*value_; }
  /// Reference to the value (undefined without one).
  const T& operator*() const& noexcept { return *value_; }
  /// The value moved out of a temporary result, so that `const T& v = *read_x(…);` holds it
  /// (a reference into the temporary would dangle).
  T operator*() && { return std::move(*value_); }

  /// Every diagnostic, in the order raised.
  const diagnostic_list& diagnostics() const& noexcept { return diagnostics_; }
  /// Every diagnostic of a result about to end, moved out (safe in `for (d :
  /// read(…).diagnostics())`).
  diagnostic_list diagnostics() && noexcept { return std::move(diagnostics_); }

  /// Sets or replaces the value.
  void set_value(T value) { value_ = std::move(value); }
  /// Appends a diagnostic.
  void add(diagnostic d) { diagnostics_.push_back(std::move(d)); }

 private:
  std::optional<T> value_;
  diagnostic_list diagnostics_;
};

}  // namespace kifu::inline v0
