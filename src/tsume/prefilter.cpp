// Necessary conditions of move patterns on a work's summary. A literal holds only characters a
// move line can hold; a piece name followed by 打 (and a side), by ( or by 成 in the literal is a
// drop, a board move or a promotion of that piece in the line that holds it.
#include "tsume/prefilter.hpp"

#include <array>

#include "kifu/shogi/names.hpp"

namespace kifu::inline v0::tsume::detail {

namespace {

std::uint16_t kind_bit(shogi::piece_kind k) {
  return static_cast<std::uint16_t>(1U << static_cast<unsigned>(k));
}

// The kinds whose line names hold `name` as their last characters: 香 is also the end of 成香.
std::uint16_t kinds_ending_in(std::string_view name) {
  std::uint16_t bits = 0;
  for (int k = 1; k < 16; ++k) {
    const std::string_view full = shogi::to_string(static_cast<shogi::piece_kind>(k));
    if (!full.empty() && full.ends_with(name)) bits |= kind_bit(static_cast<shogi::piece_kind>(k));
  }
  return bits;
}

std::size_t utf8_length(unsigned char c) {
  return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

}  // namespace

bool requirement::holds(const move_summary& s) const noexcept {
  const auto any = [&](const std::uint16_t(&by_side)[2]) {
    const std::uint32_t have = side < 0 ? (by_side[0] | by_side[1]) : by_side[side];
    return (have & bits) != 0;
  };
  switch (kind) {
    case what::never:
      return false;
    case what::characters:
      return (s.characters & bits) == bits;
    case what::dropped:
      return any(s.dropped);
    case what::moved:
      return any(s.moved);
    case what::played:
      return any(s.dropped) || any(s.moved);
    case what::promoted:
      return any(s.promoted);
    case what::declined:
      return any(s.declined);
    case what::interposed:
      return side != 0 && (s.interposed & bits) != 0;
  }
  return true;
}

std::vector<requirement> literal_requirements(std::string_view literal) {
  std::vector<requirement> needs;
  requirement characters{requirement::what::characters, -1, 0};
  for (std::size_t i = 0; i < literal.size();) {
    const std::size_t n =
        std::min(utf8_length(static_cast<unsigned char>(literal[i])), literal.size() - i);
    if (n == 1) {
      ++i;
      continue;
    }
    const std::string_view c = literal.substr(i, n);
    const std::uint32_t bit = line_character(c);
    if (bit == 0) return {{requirement::what::never, -1, 0}};
    characters.bits |= bit;
    // A piece name: what follows it says how the piece moved.
    const std::uint16_t kinds = kinds_ending_in(c);
    const std::string_view rest = literal.substr(i + n);
    if (kinds && c != "成") {
      if (rest.starts_with("打")) {
        int side = -1;
        if (rest.starts_with("打,1")) side = 0;
        if (rest.starts_with("打,2")) side = 1;
        needs.push_back({requirement::what::dropped, side, kinds});
      } else if (rest.starts_with("(")) {
        needs.push_back({requirement::what::moved, -1, kinds});
      } else if (rest.starts_with("成")) {
        needs.push_back({requirement::what::promoted, -1, kinds});
      }
    }
    i += n;
  }
  if (characters.bits) needs.push_back(characters);
  return needs;
}

}  // namespace kifu::inline v0::tsume::detail
