// The reasons a move is illegal, found by elimination from the cheapest test to the dearest.
#include "shogi/illegal_reason.hpp"

#include <algorithm>
#include <cstdlib>

namespace kifu::inline v0::shogi::detail {
namespace {

std::string side_name(color c) {
  return c == color::black ? "先手" : "後手";
}

std::string square_name(square s) {
  return {static_cast<char>('0' + s.file), static_cast<char>('0' + s.rank)};
}

// The ranks a piece of `kind` moving for `c` can never leave (pawn and lance: the last rank;
// knight: the last two), counted from that side.
bool never_moves_again(piece_kind kind, color c, square s) {
  const int rank = c == color::black ? s.rank : 10 - s.rank;
  return ((kind == piece_kind::pawn || kind == piece_kind::lance) && rank == 1) ||
         (kind == piece_kind::knight && rank <= 2);
}

bool in_zone(color c, square s) {
  return c == color::black ? s.rank <= 3 : s.rank >= 7;
}

// True when some legal move of `p` goes from `m`'s origin to its destination, either promoting
// or not.
bool reaches(const position& p, const move& m) {
  const auto moves = p.legal_moves();
  return std::any_of(moves.begin(), moves.end(), [&](const move& x) {
    return !x.is_drop() && x.from() == m.from() && x.to() == m.to();
  });
}

std::string drop_reason(const position& p, const move& m, color side) {
  const std::string name(to_string(m.kind()));
  if (!is_hand_kind(m.kind())) return name + " cannot be dropped";
  if (p.hand(side, m.kind()) == 0)
    return "there is no " + name + " in " + side_name(side) + "'s hand";
  if (p.at(m.to()).kind != piece_kind::none) return square_name(m.to()) + " is not empty";
  if (never_moves_again(m.kind(), side, m.to()))
    return "a " + name + " dropped on " + square_name(m.to()) + " could never move";
  if (m.kind() == piece_kind::pawn)
    for (std::uint8_t rank = 1; rank <= 9; ++rank) {
      const piece pc = p.at({m.to().file, rank});
      if (pc.kind == piece_kind::pawn && pc.color == side)
        return "a second unpromoted pawn on file " + std::to_string(m.to().file) + " (二歩)";
    }
  const position after = p.after(m);
  if (m.kind() == piece_kind::pawn && after.is_checkmate())
    return "a pawn drop that mates (打ち歩詰め)";
  return "leaves " + side_name(side) + "'s king in check";
}

}  // namespace

std::string why_illegal(const position& p, const move& m) {
  const color side = p.side_to_move();
  if (m.is_drop()) return drop_reason(p, m, side);
  const piece moving = p.at(m.from());
  if (moving.kind == piece_kind::none) return "there is no piece on " + square_name(m.from());
  if (moving.color != side)
    return "the piece on " + square_name(m.from()) + " is " + side_name(moving.color) + "'s";
  const std::string name(to_string(moving.kind));
  if (moving.kind != m.kind())
    return "the piece on " + square_name(m.from()) + " is " + name + ", not " +
           std::string(to_string(m.kind()));
  const piece target = p.at(m.to());
  if (target.kind != piece_kind::none && target.color == side)
    return square_name(m.to()) + " holds " + side_name(side) + "'s own " +
           std::string(to_string(target.kind));
  if (m.promotes() && !can_promote(moving.kind)) return name + " does not promote";
  if (m.promotes() && !in_zone(side, m.from()) && !in_zone(side, m.to()))
    return "a move from " + square_name(m.from()) + " to " + square_name(m.to()) +
           " cannot promote: neither square is in the promotion zone";
  if (!m.promotes() && never_moves_again(moving.kind, side, m.to()))
    return "a " + name + " on " + square_name(m.to()) + " could never move again: it must promote";
  // Geometry, then the king: without the mover's king no move leaves it in check.
  if (!could_move(p, m.from(), m.to()))
    return "a " + name + " on " + square_name(m.from()) + " cannot move to " + square_name(m.to());
  return "leaves " + side_name(side) + "'s king in check";
}

bool playable(const position& p, const move& m) {
  const color side = p.side_to_move();
  if (!m.to().valid()) return false;
  if (m.is_drop())
    return is_hand_kind(m.kind()) && p.hand(side, m.kind()) > 0 &&
           p.at(m.to()).kind == piece_kind::none;
  const piece moving = p.at(m.from());
  const piece target = p.at(m.to());
  return m.from().valid() && moving.kind != piece_kind::none && moving.kind == m.kind() &&
         moving.color == side && (target.kind == piece_kind::none || target.color != side);
}

bool could_move(const position& p, square from, square to) {
  if (p.at(from).kind == piece_kind::king)
    return std::abs(from.file - to.file) <= 1 && std::abs(from.rank - to.rank) <= 1;
  position kingless = p;
  if (const auto king = p.king_square(p.side_to_move())) kingless.set(*king, piece{});
  return reaches(kingless, move::board(from, to, p.at(from).kind, promote::no));
}

}  // namespace kifu::inline v0::shogi::detail

namespace kifu::inline v0::shogi {

std::string position::why_illegal(const move& m) const {
  return is_legal(m) ? std::string() : detail::why_illegal(*this, m);
}

}  // namespace kifu::inline v0::shogi
