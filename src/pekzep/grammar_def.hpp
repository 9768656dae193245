// Private: the definition of the Pekzep numeral grammar. Include it to embed the numeral rules in
// another X3 grammar (e.g. CKKA); grammar.cpp instantiates it for standalone parsing.
//
// The CKKA EBNF (d = 一..九, T = 十, H = 百, M = 万, O = 億):
//   less-than-hundred         = [d] T [d] | d
//   elided                    = T [d] | d T | d d | d
//   less-than-ten-thousand    = [elided] H [elided] | H less-than-hundred | less-than-hundred
//   less-than-hundred-million = [ltt | elided] M [ltt | elided] | ltt      (ltt: < 10,000)
//   positive                  = [lthm | elided] O [lthm | elided] | lthm   (lthm: < 10^8)
//   pekzep-integer            = 無 | [下] positive
//
// X3 is a PEG, and the EBNF as written would make it backtrack and read each group several
// times. The grammar below is the same language, left-factored so that every character is read
// once:
//   head     = T [d] | d [T [d] | d]          (the union of less-than-hundred and elided)
//   group    = head [H [head]] | H [head]      (a head of the form d T d may not stand before H,
//                                               nor after H when a head stands before it)
//   group8   = group [M [group]] | M [group]
//   positive = group8 [O [group8]] | O [group8]
// plus one check the factoring moves out of the rules: a numeral that is a single head of the
// form "d d" (一二) is rejected, since elided groups may only stand beside 百, 万 or 億.
// A greedy head is safe: after a head only H, M, O or the end can follow.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <cstdint>

#include "pekzep/tokens.hpp"

namespace kifu::inline v0::pekzep::detail {

namespace x3 = boost::spirit::x3;

/// One kanji digit 一..九 (three UTF-8 bytes), with its value as attribute.
struct digit_parser : x3::parser<digit_parser> {
  using attribute_type = std::int64_t;
  static constexpr bool has_attribute = true;

  template <class Iterator, class Context, class RContext, class Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context&, RContext&,
             Attribute& attr) const {
    if (last - first < 3) return false;
    const int v = digit_value(&*first);
    if (v == 0) return false;
    x3::traits::move_to(static_cast<std::int64_t>(v), attr);
    first += 3;
    return true;
  }
};

inline constexpr digit_parser digit{};

/// What a rule read: its value, and its shape when that matters to a rule above it.
struct part {
  enum shape_kind : std::uint8_t {
    other,
    digit_pair,
    full_tens
  };  ///< 一二 / 二十三 / anything else
  std::int64_t value = 0;
  shape_kind shape = other;
};

// Semantic actions on the enclosing rule's `part` (_val); _attr is a digit or a sub-rule's part.
inline constexpr auto first_digit = [](auto& c) { x3::_val(c) = {x3::_attr(c), part::other}; };
inline constexpr auto lone_ten = [](auto& c) { x3::_val(c) = {10, part::other}; };
inline constexpr auto plus_ones = [](auto& c) { x3::_val(c).value += x3::_attr(c); };
inline constexpr auto times_ten = [](auto& c) { x3::_val(c).value *= 10; };
inline constexpr auto plus_ones_after_ten = [](auto& c) {
  x3::_val(c).value += x3::_attr(c);
  x3::_val(c).shape = part::full_tens;
};
inline constexpr auto second_digit = [](auto& c) {
  x3::_val(c).value = x3::_val(c).value * 10 + x3::_attr(c);
  x3::_val(c).shape = part::digit_pair;
};
inline constexpr auto take = [](auto& c) { x3::_val(c) = x3::_attr(c); };
inline constexpr auto add = [](auto& c) { x3::_val(c).value += x3::_attr(c).value; };
template <std::int64_t Unit>
inline constexpr auto lone_unit = [](auto& c) {
  x3::_val(c) = {Unit, part::other};
};
template <std::int64_t Unit>
inline constexpr auto scale = [](auto& c) {
  x3::_val(c).value *= Unit;
  x3::_val(c).shape = part::other;
};
// 二十三百 is not a numeral: a three-character head drops its 十 beside 百 (二三百).
inline constexpr auto scale_hundred = [](auto& c) {
  if (x3::_val(c).shape == part::full_tens) {
    x3::_pass(c) = false;
    return;
  }
  x3::_val(c).value *= 100;
  x3::_val(c).shape = part::other;
};
inline constexpr auto add_elided = [](auto& c) {
  if (x3::_attr(c).shape == part::full_tens) {
    x3::_pass(c) = false;
    return;
  }
  x3::_val(c).value += x3::_attr(c).value;
};

/// One fixed kanji of the numerals (十 百 万 億 無 下); no attribute.
struct kanji_parser : x3::parser<kanji_parser> {
  using attribute_type = x3::unused_type;
  static constexpr bool has_attribute = false;
  token kind;

  template <class Iterator, class Context, class RContext, class Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context&, RContext&, Attribute&) const {
    if (last - first < 3 || token_value(&*first) != static_cast<std::uint8_t>(kind)) return false;
    first += 3;
    return true;
  }
};

inline constexpr kanji_parser ten{{}, token::ten};
inline constexpr kanji_parser hundred{{}, token::hundred};
inline constexpr kanji_parser man{{}, token::man};
inline constexpr kanji_parser oku{{}, token::oku};
inline constexpr kanji_parser zero{{}, token::zero};
inline constexpr kanji_parser minus{{}, token::minus};

/// head: 十, 十五, 五, 五十, 五十五, 五五.
inline const auto head = x3::rule<struct head_id, part>{"digits"} =
    ten[lone_ten] >> -digit[plus_ones] |
    digit[first_digit] >> -(ten[times_ten] >> -digit[plus_ones_after_ten] | digit[second_digit]);

/// A group below 10,000: head [百 [head]] | 百 [head].
inline const auto group = x3::rule<struct group_id, part>{"group"} =
    head[take] >> -(hundred[scale_hundred] >> -head[add_elided]) | hundred[lone_unit<100>] >>
                                                                       -head[add];

/// A group below 10^8: group [万 [group]] | 万 [group].
inline const auto group8 = x3::rule<struct group8_id, part>{"group"} =
    group[take] >> -(man[scale<10'000>] >> -group[add]) | man[lone_unit<10'000>] >> -group[add];

/// positive: group8 [億 [group8]] | 億 [group8].
inline const auto positive = x3::rule<struct positive_id, part>{"positive numeral"} =
    group8[take] >> -(oku[scale<100'000'000>] >> -group8[add]) | oku[lone_unit<100'000'000>] >>
                                                                     -group8[add];

// A whole positive numeral may not be a lone digit pair (一二).
inline constexpr auto positive_value = [](auto& c) {
  x3::_pass(c) = x3::_attr(c).shape != part::digit_pair;
  x3::_val(c) = x3::_attr(c).value;
};
inline constexpr auto negative_value = [](auto& c) {
  x3::_pass(c) = x3::_attr(c).shape != part::digit_pair;
  x3::_val(c) = -x3::_attr(c).value;
};
inline constexpr auto zero_value = [](auto& c) { x3::_val(c) = 0; };

/// pekzep-integer: 無 | [下] positive.
inline const auto integer = x3::rule<struct integer_id, std::int64_t>{"Pekzep numeral"} =
    zero[zero_value] | minus >> positive[negative_value] | positive[positive_value];

}  // namespace kifu::inline v0::pekzep::detail
