// Fuzz harness: the tsume solver on positions built from the bytes, with a node limit of 40.
// The checks generated must be the legal moves that check. Whatever the solver proves must be a
// real mate: the main line is legal, every black move checks, and it ends in mate (under the
// tsume count: only futile interpositions left); a disproof must not leave a mate in one
// behind.
#include <cstdint>
#include <cstdlib>

#include "kifu/tsume/solver.hpp"

using namespace kifu;
using namespace kifu::shogi;

namespace {

constexpr piece_kind kinds[] = {
    piece_kind::pawn,      piece_kind::lance,      piece_kind::knight,     piece_kind::silver,
    piece_kind::gold,      piece_kind::bishop,     piece_kind::rook,       piece_kind::pro_pawn,
    piece_kind::pro_lance, piece_kind::pro_knight, piece_kind::pro_silver, piece_kind::horse,
    piece_kind::dragon};

square square_from(std::uint8_t byte) {
  const int i = byte % 81;
  return {static_cast<std::uint8_t>(i / 9 + 1), static_cast<std::uint8_t>(i % 9 + 1)};
}

// A position from the bytes: white's king, then pieces (square, kind and colour), then black's
// hand; nullopt when it is not a legal tsume start.
std::optional<position> position_from(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return std::nullopt;
  position p;
  p.set(square_from(data[1]), {color::white, piece_kind::king});
  std::size_t i = 2;
  for (; i + 1 < size && i < 2 + 2 * 12 && data[i] != 0xFF; i += 2) {
    const square s = square_from(data[i]);
    if (p.at(s).kind != piece_kind::none) continue;
    const std::uint8_t code = data[i + 1];
    p.set(s, {(code & 0x80) != 0 ? color::white : color::black, kinds[(code & 0x7F) % 13]});
  }
  if (i < size && data[i] == 0xFF) ++i;  // the end of the pieces
  // At most three pieces in hand: tsume problems hold few, and every one multiplies the drops
  // each node expands (the harness would run a few inputs a second).
  for (const std::size_t hand_end = i + 3; i < size && i < hand_end; ++i) {
    const piece_kind k = kinds[data[i] % 7];
    p.set_hand(color::black, k, p.hand(color::black, k) + 1);
  }
  p = tsume::with_remaining_pieces_to_white(p);
  for (const auto& d : p.validate())
    if (d.level == severity::error) return std::nullopt;
  if (p.in_check() || p.is_attacked(*p.king_square(color::white), color::black))
    return std::nullopt;  // white in check with black to move: not a position
  return p;
}

// True when legal_checks gives exactly the legal moves that leave white in check.
bool checks_agree(const position& p) {
  const move_list checks = p.legal_checks();
  std::size_t checking = 0;
  for (const move& m : p.legal_moves())
    if (p.after(m).in_check()) {
      ++checking;
      if (!checks.contains(m)) return false;
    }
  return checking == checks.size();
}

bool mate_in_one(const position& p) {
  for (const move& m : p.legal_moves())
    if (p.after(m).is_checkmate()) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto start = position_from(data, size);
  if (!start) return 0;
  if (!checks_agree(*start)) std::abort();
  tsume::solve_options o;
  o.node_limit = 40;
  o.memory_mb = 1;
  o.count = (data[0] & 1) != 0 ? tsume::mate_count::tsume : tsume::mate_count::strict;
  o.shortest = (data[0] & 2) != 0;
  tsume::solver s(o);
  const auto r = s.solve(*start);
  if (r.status == tsume::solve_status::disproved && mate_in_one(*start)) std::abort();
  if (r.status != tsume::solve_status::proved || r.main_line.empty()) return 0;
  // A line that is not the shortest mate against white's longest defence may be shorter than
  // the mate proved (its defences need not be white's best), never longer.
  const auto plies = static_cast<int>(r.main_line.size());
  const bool exact = r.shortest && r.shortfall == tsume::solve_shortfall::none;
  if (plies > r.length || plies % 2 == 0 || (exact && plies != r.length)) std::abort();
  position p = *start;
  for (std::size_t i = 0; i < r.main_line.size(); ++i) {
    if (!p.is_legal(r.main_line[i])) std::abort();
    p.play(r.main_line[i]);
    if (i % 2 == 0 && !p.in_check()) std::abort();
  }
  if (o.count == tsume::mate_count::strict) {
    if (!p.is_checkmate()) std::abort();
  } else {
    tsume::solver fresh(o);
    const auto mated = fresh.mated(p);
    if (mated == false) std::abort();  // nullopt: the fresh solver hit its node limit
  }
  return 0;
}
