// The start position of a T-BASE problem: the diagram, the attacker's hand, and every other
// piece in the defender's hand.
#include <algorithm>

#include "kifu/tbase/dia.hpp"

namespace kifu::inline v0::tbase {

parse_result<shogi::position> start_position(const dia_record& record) {
  using shogi::color;
  using shogi::piece_kind;
  parse_result<shogi::position> result;
  shogi::position p;
  std::array<int, 9> used{};  // by unpromoted kind
  for (std::uint8_t file = 1; file <= 9; ++file) {
    for (std::uint8_t rank = 1; rank <= 9; ++rank) {
      const shogi::square s{file, rank};
      const shogi::piece piece = record.at(s);
      if (piece.kind == piece_kind::none) continue;
      p.set(s, piece);
      ++used[static_cast<std::size_t>(shogi::unpromoted(piece.kind))];
    }
  }
  // Index 1..7 of kind_counts are the hand kinds.
  for (std::size_t i = 1; i < 8; ++i) {
    const piece_kind kind = kind_order[i];
    const auto k = static_cast<std::size_t>(kind);
    const int in_hand = record.hand[i];
    const int remaining = shogi::piece_set_count[k] - used[k] - in_hand;
    if (remaining < 0) {
      // At the record's first line, the diagram's.
      result.add({diagnostic_code::tbase_position, severity::error, record.offset,
                  std::max<std::uint32_t>(record.line, 1), 1,
                  "record " + std::to_string(record.index + 1) +
                      ": the diagram and the attacker's hand hold " +
                      std::to_string(used[k] + in_hand) + " " +
                      std::string(shogi::to_string(kind)) + ", more than the " +
                      std::to_string(shogi::piece_set_count[k]) + " of a set"});
    }
    p.set_hand(color::black, kind, in_hand);
    p.set_hand(color::white, kind, remaining < 0 ? 0 : remaining);
  }
  p.set_side_to_move(color::black);
  p.set_move_number(1);
  result.set_value(p);
  return result;
}

}  // namespace kifu::inline v0::tbase
