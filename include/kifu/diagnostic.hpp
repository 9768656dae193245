// kifu/diagnostic.hpp: errors as values. Every reader returns a parse_result<T>: the value it
// could build (if any) and every diagnostic it raised, each with a code, a severity and the
// place in the original input.
#pragma once

#include <cstddef>
#include <cstdint>
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

/// Stable identifiers of every diagnostic the library raises (the number never changes meaning).
enum class diagnostic_code : std::uint16_t {
  // input and encoding (1xx)
  empty_input = 100,            ///< nothing to read
  invalid_utf8 = 101,           ///< bytes that are not well-formed UTF-8
  invalid_shift_jis = 102,      ///< bytes that are not Windows-31J (CP932)
  truncated_shift_jis = 103,    ///< a Shift_JIS lead byte at the very end of the input
  unmappable_character = 104,   ///< a character Shift_JIS cannot represent
  converter_unavailable = 105,  ///< ICU could not open the Windows-31J converter
  // Pekzep numerals (2xx)
  pekzep_syntax = 200,        ///< not a numeral of the Pekzep grammar
  pekzep_out_of_range = 201,  ///< a well-formed numeral outside the 32-bit range
  // shogi positions and moves (3xx)
  sfen_syntax = 300,                 ///< malformed SFEN
  usi_move_syntax = 301,             ///< malformed USI move or position command
  illegal_move = 302,                ///< a move that is not legal in its position
  position_piece_count = 310,        ///< more pieces than the 40-piece set has
  position_dead_piece = 311,         ///< a piece on a rank it can never leave
  position_two_pawns = 312,          ///< two unpromoted pawns of a side on one file (二歩)
  position_opponent_in_check = 313,  ///< the side that just moved left its king in check
  notation_syntax = 320,             ///< a move in Japanese notation that cannot be read
  notation_ambiguous = 321,          ///< a move that fits several pieces
  notation_no_piece = 322,           ///< a move that no piece can make
  // KIF and KI2 record files (4xx)
  encoding_mismatch = 400,     ///< the declared encoding differs from the bytes
  kif_unknown_line = 401,      ///< a line kifu does not understand (kept)
  kif_unknown_handicap = 402,  ///< a 手合割 name kifu does not know
  kif_board_diagram = 403,     ///< a malformed board diagram or hand
  kif_variation = 404,         ///< a 変化 block that does not fit the tree
  kif_time = 405,              ///< a consumed-time field that cannot be read
  kif_move_number = 406,       ///< a move number out of sequence
  kif_unknown_special = 407,   ///< an unknown special-move word (kept)
  kif_footer = 408,            ///< a まで footer that disagrees with the moves
  kif_after_special = 409,     ///< a move after a special move such as 投了
  kif_more_records = 410,      ///< a `#--separator--` line, then another record (read_kif)
  jkf_syntax = 420,            ///< JSON that is not JSON Kifu Format

  // T-BASE tsume database (5xx)
  tbase_not_a_record = 500,      ///< bytes of a .dia file that are not a record (skipped)
  tbase_record_length = 501,     ///< a record line of the wrong length
  tbase_truncated_record = 502,  ///< a record cut short by the end of the file
  tbase_field = 503,             ///< a field that cannot be read as its kind (bytes kept)
  tbase_position = 504,          ///< a diagram that is not a possible start position
  tbase_write = 505,             ///< a value that does not fit its fixed-width field
  tbase_line_end = 506,          ///< line ends the writer will not reproduce
  tjn_syntax = 510,              ///< a .tjn line that is not `NNNN moves`
  tjn_move = 511,                ///< a solution move that cannot be resolved or is illegal
  tjn_length = 512,              ///< a stated length that disagrees with the moves or 詰手数
  tjn_not_mate = 513,            ///< a solution that does not end in checkmate
  tbase_unknown_work = 514,      ///< a .tjn or .rem work number with no .dia record
  rem_syntax = 520,              ///< a .rem line kifu cannot place
  query_syntax = 530,            ///< a search query that is not valid JSON of the query form
  query_pattern = 531,           ///< a move pattern or regular expression that cannot be compiled

  // cerke CKKA records (6xx)
  ckka_bom = 600,           ///< a CKKA file that starts with a byte-order mark
  ckka_syntax = 601,        ///< body text that is not notation ⓪
  ckka_header = 602,        ///< a malformed header item or player line
  ckka_separator = 603,     ///< two elements without a separator between them
  ckka_water_entry = 604,   ///< a water-entry move from the water or by 船, or not into it
  ckka_move_shape = 605,    ///< a move whose squares do not fit its kind (e.g. 橋 without a step)
  ckka_unsupported = 606,   ///< notation ①, ② or ③, or a switched-off legacy syntax
  ckka_out_of_range = 607,  ///< a number outside the 32-bit range
  ckka_misplaced = 608,     ///< a comment or capture comment that does not follow a move
  ckka_unresolved = 609,    ///< a notation ① move that the board cannot turn into notation ⓪
  ckka_sticks = 620,        ///< stick results that cannot happen (橋無 as a success)
  ckka_capture = 621,       ///< a capture comment after a move that cannot capture
  ckka_hands = 622,         ///< a hand named twice, or hands the captured pieces do not form
  ckka_points = 623,        ///< declared points that are not rate × the hand values
  ckka_order = 624,         ///< a declaration or move out of place (e.g. after the game end)
  ckka_declarer = 625,      ///< a declarer who is not a player, or who cannot be told
  ckka_illegal_move = 630,  ///< a move the board does not allow

  // Go boards and SGF (7xx)
  go_no_board = 700,        ///< no text board was found
  go_board_size = 701,      ///< a board size outside 2–25, or labels and widths that disagree
  go_ignored_text = 702,    ///< text before, after or beside a board that was skipped
  go_second_board = 703,    ///< a further board after the first one (skipped)
  go_missing_row = 704,     ///< a row the labels skip (its points are left empty)
  go_short_row = 705,       ///< a row with fewer or more cells than the board is wide
  go_ambiguous_cell = 706,  ///< a cell that holds both a black and a white mark (read as empty)
  go_ambiguous_rows = 707,  ///< the direction of the rows cannot be told from the labels
  go_side_to_move = 708,    ///< the side to move, taken from words around the board
  go_sgf_syntax = 720,      ///< text that is not SGF
  go_sgf_value = 721,       ///< a property value that cannot be used (point, size, colour)
  go_sgf_conflict = 722,    ///< a point set twice in one node
  go_sgf_not_go = 723,      ///< a game that is not Go (GM other than 1)
  go_sgf_not_played = 724,  ///< moves or later nodes that reading the setup does not apply

};

/// The stable dotted name of a code, e.g. "pekzep.syntax".
KIFU_API std::string_view to_string(diagnostic_code code) noexcept;

/// "error", "warning" or "note".
KIFU_API std::string_view to_string(severity level) noexcept;

/// One problem found in the input.
struct diagnostic {
  diagnostic_code code{};                  ///< what kind of problem
  kifu::severity level = severity::error;  ///< how bad it is
  std::size_t offset = 0;    ///< byte offset in the original input (before any decoding)
  std::uint32_t line = 1;    ///< 1-based line
  std::uint32_t column = 1;  ///< 1-based column, counted in characters (code points)
  std::string message;       ///< a sentence a person can act on

  friend bool operator==(const diagnostic&, const diagnostic&) = default;
};

/// Formats a diagnostic the way GCC does: "FILE:LINE:COL: error: message".
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

/// Thrown by the throwing convenience wrappers; what() reads "LINE:COL: message".
class KIFU_API parse_error : public std::runtime_error {
 public:
  /// Builds the exception from the diagnostics of a failed parse (the first error is the message).
  explicit parse_error(std::vector<diagnostic> diagnostics);
  /// Every diagnostic of the failed parse.
  const std::vector<diagnostic>& diagnostics() const noexcept { return diagnostics_; }

 private:
  std::vector<diagnostic> diagnostics_;
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
  bool has_errors() const noexcept {
    for (const auto& d : diagnostics_)
      if (d.level == severity::error) return true;
    return false;
  }

  /// The value; throws parse_error when there is none.
  const T& value() const& {
    if (!value_) throw parse_error(diagnostics_);
    return *value_;
  }
  /// The value, moved out; throws parse_error when there is none.
  T&& value() && {
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

  /// Every diagnostic, in the order raised.
  const std::vector<diagnostic>& diagnostics() const noexcept { return diagnostics_; }

  /// Sets or replaces the value.
  void set_value(T value) { value_ = std::move(value); }
  /// Appends a diagnostic.
  void add(diagnostic d) { diagnostics_.push_back(std::move(d)); }

 private:
  std::optional<T> value_;
  std::vector<diagnostic> diagnostics_;
};

/// The diagnostics of a step that builds no value of its own: a semantic check of a record that
/// was read (cerke::check_ckka, shogi::position::validate) or a writer that appends to a buffer
/// (tbase::append_dia). Steps that build a value return parse_result<T> instead. An empty list
/// means nothing was found.
class [[nodiscard]] diagnostic_list : public std::vector<diagnostic> {
 public:
  using std::vector<diagnostic>::vector;
  /// True when no diagnostic is an error.
  bool ok() const noexcept { return !has_errors(); }
  /// True when any diagnostic is an error.
  bool has_errors() const noexcept {
    for (const auto& d : *this)
      if (d.level == severity::error) return true;
    return false;
  }
};

}  // namespace kifu::inline v0
