// What a work's move summary must hold for a move pattern to match one of its moves: lets the
// search reject most works without rendering their move lines.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "tsume/tables.hpp"

namespace kifu::inline v0::tsume::detail {

/// One necessary condition on a work's summary.
struct requirement {
  enum class what : std::uint8_t {
    never,       // no line can match
    characters,  // every character of `bits` occurs in the lines
    dropped,     // a kind of `bits` was dropped
    moved,       // a kind of `bits` moved on the board
    played,      // a kind of `bits` was dropped or moved
    promoted,    // a kind of `bits` promoted
    declined,    // a kind of `bits` declined to promote
    interposed,  // a kind of `bits` was interposed (by the defender)
  };
  what kind = what::characters;
  int side = -1;           // 0 the attacker, 1 the defender, -1 either
  std::uint32_t bits = 0;  // characters (line_character) or kinds (bit per piece kind)

  /// True when the summary allows a match.
  bool holds(const move_summary& s) const noexcept;
};

/// What a line holding `literal` needs: its characters, and the drop, move or promotion its
/// piece name followed by 打, ( or 成 implies.
std::vector<requirement> literal_requirements(std::string_view literal);

}  // namespace kifu::inline v0::tsume::detail
