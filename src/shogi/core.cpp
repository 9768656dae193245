// The bitboard core's state changes and attack questions: placing and taking pieces (the key
// kept up to date), playing and taking back moves, the attackers of a square, and the check
// information of a position.
#include "shogi/core.hpp"

#include "shogi/attacks.hpp"

namespace kifu::inline v0::shogi::detail {

namespace {

constexpr piece_kind kind_of(std::uint8_t code) noexcept {
  return static_cast<piece_kind>(code & 0x0F);
}
constexpr color color_of(std::uint8_t code) noexcept {
  return (code & 0x10) != 0 ? color::white : color::black;
}

// The pieces of `a` that could attack `target` along a line if nothing stood between.
bitboard line_attackers(const attacker_sets& a, int target) noexcept {
  return (a.rooks & rook_lines[target]) | (a.bishops & bishop_lines[target]) |
         (a.lances & forward_squares[static_cast<int>(opponent(a.side))][target]);
}

// The pieces of `side` that stand alone between `target` and a line piece of `sliders` aiming
// at it.
bitboard lone_blockers(const board_state& s, int target, const attacker_sets& sliders,
                       color side) noexcept {
  bitboard out;
  const bitboard occ = s.occupied();
  line_attackers(sliders, target).for_each([&](int sniper) {
    const bitboard between = between_squares[target][sniper] & occ;
    if (between.single()) out |= between & s.by_color[static_cast<int>(side)];
  });
  return out;
}

}  // namespace

void put_piece(board_state& s, int sq, std::uint8_t code) noexcept {
  const bitboard b = bitboard::of(sq);
  s.squares[sq] = code;
  s.by_color[static_cast<int>(color_of(code))] |= b;
  s.by_kind[static_cast<int>(kind_of(code))] |= b;
  s.key ^= zobrist_of(sq, code);
  if (kind_of(code) == piece_kind::king) s.king[static_cast<int>(color_of(code))] = sq;
}

void remove_piece(board_state& s, int sq) noexcept {
  const std::uint8_t code = s.squares[sq];
  const bitboard b = bitboard::of(sq);
  s.squares[sq] = 0;
  s.by_color[static_cast<int>(color_of(code))] ^= b;
  s.by_kind[static_cast<int>(kind_of(code))] ^= b;
  s.key ^= zobrist_of(sq, code);
  if (kind_of(code) == piece_kind::king && s.king[static_cast<int>(color_of(code))] == sq) {
    // Another king of that side may stand elsewhere (positions being set up).
    const bitboard others = s.pieces(color_of(code), piece_kind::king);
    s.king[static_cast<int>(color_of(code))] =
        others ? static_cast<std::uint8_t>(others.first()) : no_square;
  }
}

undo_info do_move(board_state& s, const move& m) noexcept {
  const color us = s.side;
  const int to = square_index(m.to());
  undo_info u;
  if (m.is_drop()) {
    put_piece(s, to, piece_code(us, m.kind()));
    auto& count = s.hands[static_cast<int>(us)][static_cast<int>(m.kind())];
    if (count > 0) --count;
  } else {
    const int from = square_index(m.from());
    u.captured = s.squares[to];
    if (u.captured != 0) {
      remove_piece(s, to);
      const piece_kind taken = unpromoted(kind_of(u.captured));
      if (taken != piece_kind::king) ++s.hands[static_cast<int>(us)][static_cast<int>(taken)];
    }
    u.moved = s.squares[from];
    const piece_kind moving = kind_of(u.moved);
    const std::uint8_t placed =
        piece_code(us, m.promotes() && can_promote(moving) ? promoted(moving) : moving);
    if (u.moved != 0 && color_of(u.moved) == us) {
      // The piece moves: one update of each set it is in, instead of a removal and a placing.
      const bitboard from_bit = bitboard::of(from), to_bit = bitboard::of(to);
      s.squares[from] = 0;
      s.squares[to] = placed;
      s.by_color[static_cast<int>(us)] ^= from_bit | to_bit;
      s.by_kind[static_cast<int>(moving)] ^= from_bit;
      s.by_kind[static_cast<int>(kind_of(placed))] ^= to_bit;
      s.key ^= zobrist_of(from, u.moved) ^ zobrist_of(to, placed);
      if (moving == piece_kind::king) s.king[static_cast<int>(us)] = static_cast<std::uint8_t>(to);
    } else {  // not a piece of the side to move: what was asked, as far as it goes
      if (u.moved != 0) remove_piece(s, from);
      put_piece(s, to, placed);
    }
  }
  s.side = opponent(us);
  s.key ^= zobrist_side;
  ++s.move_number;
  return u;
}

void undo_move(board_state& s, const move& m, undo_info u) noexcept {
  const color us = opponent(s.side);
  const int to = square_index(m.to());
  if (m.is_drop()) {
    remove_piece(s, to);
    ++s.hands[static_cast<int>(us)][static_cast<int>(m.kind())];
  } else {
    const int from = square_index(m.from());
    remove_piece(s, to);
    if (u.moved != 0) put_piece(s, from, u.moved);
    if (u.captured != 0) {
      put_piece(s, to, u.captured);
      const piece_kind taken = unpromoted(kind_of(u.captured));
      if (taken != piece_kind::king) --s.hands[static_cast<int>(us)][static_cast<int>(taken)];
    }
  }
  s.side = us;
  s.key ^= zobrist_side;
  --s.move_number;
}

attacker_sets attacker_sets_of(const board_state& s, color by) noexcept {
  const auto& k = s.by_kind;
  const bitboard own = s.by_color[static_cast<int>(by)];
  attacker_sets a;
  a.side = by;
  a.pawns = k[int(piece_kind::pawn)] & own;
  a.knights = k[int(piece_kind::knight)] & own;
  a.silvers = k[int(piece_kind::silver)] & own;
  a.golds =
      (k[int(piece_kind::gold)] | k[int(piece_kind::pro_pawn)] | k[int(piece_kind::pro_lance)] |
       k[int(piece_kind::pro_knight)] | k[int(piece_kind::pro_silver)]) &
      own;
  a.steppers =
      (k[int(piece_kind::king)] | k[int(piece_kind::horse)] | k[int(piece_kind::dragon)]) & own;
  a.lances = k[int(piece_kind::lance)] & own;
  a.bishops = (k[int(piece_kind::bishop)] | k[int(piece_kind::horse)]) & own;
  a.rooks = (k[int(piece_kind::rook)] | k[int(piece_kind::dragon)]) & own;
  return a;
}

bitboard attackers_to(const attacker_sets& a, int sq, bitboard occ) noexcept {
  // A piece of a's side on X attacks sq exactly when one of the other side's on sq attacks X.
  const auto& steps = step_attacks[static_cast<int>(opponent(a.side))];
  bitboard out = (steps[int(piece_kind::pawn)][sq] & a.pawns) |
                 (steps[int(piece_kind::knight)][sq] & a.knights) |
                 (steps[int(piece_kind::silver)][sq] & a.silvers) |
                 (steps[int(piece_kind::gold)][sq] & a.golds) |
                 (steps[int(piece_kind::king)][sq] & a.steppers);
  // Line pieces only when one stands on a line through `sq`: those elsewhere, the most, need
  // no look at the occupied squares.
  const color them = opponent(a.side);
  if (a.lances & forward_squares[static_cast<int>(them)][sq])
    out |= lance_attacks(them, sq, occ) & a.lances;
  if (a.bishops & bishop_lines[sq]) out |= bishop_attacks(sq, occ) & a.bishops;
  if (a.rooks & rook_lines[sq]) out |= rook_attacks(sq, occ) & a.rooks;
  return out;
}

bool attacked(const attacker_sets& a, int sq, bitboard occ) noexcept {
  const auto& steps = step_attacks[static_cast<int>(opponent(a.side))];
  if ((steps[int(piece_kind::king)][sq] & a.steppers) ||
      (steps[int(piece_kind::gold)][sq] & a.golds) ||
      (steps[int(piece_kind::silver)][sq] & a.silvers) ||
      (steps[int(piece_kind::pawn)][sq] & a.pawns) ||
      (steps[int(piece_kind::knight)][sq] & a.knights))
    return true;
  const color them = opponent(a.side);
  return ((a.rooks & rook_lines[sq]) && (rook_attacks(sq, occ) & a.rooks)) ||
         ((a.bishops & bishop_lines[sq]) && (bishop_attacks(sq, occ) & a.bishops)) ||
         ((a.lances & forward_squares[static_cast<int>(them)][sq]) &&
          (lance_attacks(them, sq, occ) & a.lances));
}

king_safety find_king_safety(const board_state& s, bool with_pins) noexcept {
  const color us = s.side, them = opponent(us);
  king_safety k;
  k.enemies = attacker_sets_of(s, them);
  k.own_king = s.king[static_cast<int>(us)];
  k.enemy_king = s.king[static_cast<int>(them)];
  if (k.own_king != no_square) {
    k.checkers = attackers_to(k.enemies, k.own_king, s.occupied());
    if (with_pins) k.pinned = pinned_to_king(s, k);
  }
  return k;
}

bitboard pinned_to_king(const board_state& s, const king_safety& k) noexcept {
  if (k.own_king == no_square) return {};
  return lone_blockers(s, k.own_king, k.enemies, s.side);
}

check_info find_check_info(const board_state& s) noexcept {
  const color us = s.side, them = opponent(us);
  check_info ci{find_king_safety(s), attacker_sets_of(s, us), {}, {}};
  if (ci.enemy_king == no_square) return ci;
  const int ek = ci.enemy_king;
  const bitboard occ = s.occupied();
  ci.discoverers = lone_blockers(s, ek, ci.own, us);
  // A piece of ours on X attacks the king exactly when a piece of theirs of the same kind on
  // the king's square attacks X.
  auto& cs = ci.check_squares;
  const auto& steps = step_attacks[static_cast<int>(them)];
  for (const piece_kind k : {piece_kind::pawn, piece_kind::knight, piece_kind::silver})
    cs[static_cast<int>(k)] = steps[static_cast<int>(k)][ek];
  cs[int(piece_kind::lance)] = lance_attacks(them, ek, occ);
  cs[int(piece_kind::bishop)] = bishop_attacks(ek, occ);
  cs[int(piece_kind::rook)] = rook_attacks(ek, occ);
  for (const piece_kind k : {piece_kind::gold, piece_kind::pro_pawn, piece_kind::pro_lance,
                             piece_kind::pro_knight, piece_kind::pro_silver})
    cs[static_cast<int>(k)] = steps[int(piece_kind::gold)][ek];
  cs[int(piece_kind::horse)] = cs[int(piece_kind::bishop)] | steps[int(piece_kind::king)][ek];
  cs[int(piece_kind::dragon)] = cs[int(piece_kind::rook)] | steps[int(piece_kind::king)][ek];
  return ci;
}

bool gives_check(const check_info& ci, const move& m) noexcept {
  if (ci.enemy_king == no_square) return false;
  const int to = square_index(m.to());
  const piece_kind k = m.promotes() ? promoted(m.kind()) : m.kind();
  if (ci.check_squares[static_cast<int>(k)].test(to)) return true;
  if (m.is_drop()) return false;
  const int from = square_index(m.from());
  return ci.discoverers.test(from) && !line_through[ci.enemy_king][from].test(to);
}

}  // namespace kifu::inline v0::shogi::detail
