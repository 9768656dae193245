// Private: the Spirit X3 grammar of one body element of notation ⓪ (a move, a capture comment, a
// `{comment}`, a hand declaration with its 再行 or 終季, a season end or the game end), compiled
// once in grammar.cpp. The reader (reader.cpp) walks the body, skips separators and calls
// parse_element() at the start of every element.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kifu/cerke/record.hpp"

namespace kifu::inline v0::cerke::detail {

/// What kind of element parse_element() read.
enum class element_kind : std::uint8_t {
  move,
  capture,
  comment,
  declaration,
  season_end,
  game_end
};

/// A move as written, before it is classified into one of the eleven kinds.
struct raw_move {
  bool tam = false;                 ///< a 皇 move
  bool drop = false;                ///< a parachute (color piece square)
  std::array<square, 3> squares{};  ///< the squares in the order written
  std::uint8_t square_count = 0;    ///< how many of them
  std::int8_t bracket_after = -1;   ///< a `[…]` stands after this many squares (-1: none)
  std::optional<square> bracket;    ///< its square (nothing for 或)
  std::optional<piece> moved;       ///< the piece (nothing for 片 or a tam move)
  color drop_color{};               ///< the colour of a dropped piece
  bool no_stick = false;            ///< 無撃裁 was written
  std::optional<sticks> bridge;     ///< 橋…
  std::optional<sticks> water;      ///< 水…
  // Notation ①, which leaves 無撃裁/橋/水 out: the stick values written after the squares (-1 for
  // 或, 0 for 無), a 此無, and a square written to say the piece went back to it.
  const char* outcome_at = nullptr;     ///< where the outcome (⓪) or the values (①) start
  std::array<std::int8_t, 2> values{};  ///< up to two values
  std::uint8_t value_count = 0;         ///< how many
  bool failed = false;                  ///< 此無 without 橋/水
  std::optional<square> back_to;        ///< `ME弓MIMY或ME`: the piece went back to ME
  bool unknown_color = false;           ///< `或車CI`: a drop whose colour the record leaves out

  /// True for `ZO皇ZUXI`: a step over ZU in notation ⓪, but in notation ① also a move through
  /// an empty ZU (ZO皇[ZU]XI), which only the board tells apart.
  bool is_ambiguous_tam() const noexcept { return tam && square_count == 3 && bracket_after < 0; }

  /// True for a move that notation ⓪ cannot hold as written (notation ①).
  bool is_notation1() const noexcept {
    if (drop) return unknown_color;
    if (tam) return false;
    return (!no_stick && !bridge && !water) || value_count != 0 || failed || back_to;
  }
};

/// A hand declaration as written.
struct raw_declaration {
  bool anonymous = false;              ///< 或 instead of a name
  const char* name_first = nullptr;    ///< the name inside `[…]`
  const char* name_last = nullptr;     ///<
  std::vector<named_hand> hands;       ///< in the order written
  bool legacy = false;                 ///< `為(…)(…)` syntax
  declaration_action action{};         ///< 再行 or 終季
  bool has_points = false;             ///< a number was written
  std::int64_t points = 0;             ///< the number after 而手 (or 手)
  const char* points_first = nullptr;  ///< where the number starts
};

/// Everything parse_element() can produce (one of the members is filled, per `kind`).
struct raw_element {
  element_kind kind{};
  raw_move move;
  capture_comment capture;
  const char* text_first = nullptr;  ///< the text of a `{comment}`
  const char* text_last = nullptr;   ///<
  raw_declaration declaration;
  season ended{};
};

/// Why parse_element() failed: where, and what it expected there.
struct failure {
  const char* where = nullptr;
  std::string expected;  ///< empty when nothing at all matched at the start
};

/// Parses one element at `first`. On success `first` is past it; on failure `why` says where the
/// grammar stopped and what it expected.
bool parse_element(const char*& first, const char* last, raw_element& out, failure& why);

/// Parses an escaped block `#…#{ text }#…#` (or with `[` `]`) at `first`: on success `first` is
/// past it and [text_first, text_last) is the text. A line break inside is a failure.
bool parse_escaped(const char*& first, const char* last, char open, char close,
                   const char*& text_first, const char*& text_last) noexcept;

}  // namespace kifu::inline v0::cerke::detail
