// Per-ply records of tsume solutions: replaying the moves and deriving checks, interpositions,
// 中合 and discovered checks from the positions before and after each move.
#include "kifu/tsume/move_record.hpp"

#include <charconv>
#include <cstdlib>
#include <cstring>

#include "kifu/shogi/names.hpp"

namespace kifu::inline v0::tsume {

namespace {

using shogi::color;
using shogi::piece_kind;
using shogi::square;

int sign(int v) {
  return (v > 0) - (v < 0);
}

// True when `k` slides along the direction (dx, dy) for `c` (rank grows downwards; black moves
// towards rank 1).
bool slides(shogi::piece p, int dx, int dy) {
  const bool straight = dx == 0 || dy == 0;
  switch (p.kind) {
    case piece_kind::rook:
    case piece_kind::dragon:
      return straight;
    case piece_kind::bishop:
    case piece_kind::horse:
      return !straight;
    case piece_kind::lance:  // from the lance towards the king: forward for its side
      return dx == 0 && dy == (p.color == color::black ? -1 : 1);
    default:
      return false;
  }
}

// True when `to` lies strictly between `king` and a piece of `by` that checks it along a line.
bool between_king_and_slider(const shogi::position& p, square king, square to, color by) {
  const int dx = to.file - king.file;
  const int dy = to.rank - king.rank;
  if ((dx == 0 && dy == 0) || (dx != 0 && dy != 0 && std::abs(dx) != std::abs(dy))) return false;
  const int sx = sign(dx);
  const int sy = sign(dy);
  bool passed = false;
  for (int f = king.file + sx, r = king.rank + sy; f >= 1 && f <= 9 && r >= 1 && r <= 9;
       f += sx, r += sy) {
    const square s{static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)};
    if (s == to) {
      passed = true;
      continue;
    }
    const shogi::piece q = p.at(s);
    if (q.kind == piece_kind::none) continue;
    // The direction from the checking piece towards the king is (-sx, -sy).
    return passed && q.color == by && slides(q, -sx, -sy);
  }
  return false;
}

int distance(square a, square b) {
  return std::max(std::abs(a.file - b.file), std::abs(a.rank - b.rank));
}

}  // namespace

std::vector<move_record> annotate(const shogi::position& start,
                                  const std::vector<shogi::move>& moves) {
  std::vector<move_record> records;
  records.reserve(moves.size());
  shogi::position p = start;
  const color attacker = start.side_to_move();
  std::optional<square> previous_to;
  for (const shogi::move& m : moves) {
    move_record r;
    r.ply = static_cast<std::uint16_t>(records.size() + 1);
    const color mover = p.side_to_move();
    r.side = mover == attacker ? 1 : 2;
    r.from = m.from();
    r.to = m.to();
    r.piece = m.kind();
    r.promotion = m.promotes()                    ? promotion::promoted
                  : m.is_drop()                   ? promotion::impossible
                  : !shogi::can_promote(m.kind()) ? promotion::impossible
                  : (mover == color::black ? (m.from().rank <= 3 || m.to().rank <= 3)
                                           : (m.from().rank >= 7 || m.to().rank >= 7))
                      ? promotion::declined
                      : promotion::impossible;
    if (const auto k = p.king_square(shogi::opponent(attacker))) r.king = *k;
    r.captured = m.is_drop() ? piece_kind::none : p.at(m.to()).kind;
    r.same = previous_to && *previous_to == m.to();

    // An interposition: the defender, in check, puts a piece (not the king) on an empty square
    // between the king and the checking slider. A capture is never one: the captured piece was
    // the checker, or it stood on the line and the slider behind it did not check.
    if (r.side == 2 && p.in_check() && m.kind() != piece_kind::king && r.king.valid() &&
        r.captured == piece_kind::none && between_king_and_slider(p, r.king, m.to(), attacker)) {
      r.interposition = m.is_drop() ? interposition::drop : interposition::board;
      r.chuai = distance(m.to(), r.king) > 1;
    }

    const shogi::position after = p.after(m);
    r.check = after.in_check();
    if (r.check) {
      // Another piece of the mover gives check: replace the moved piece by a blocker that
      // attacks nothing, and look again.
      shogi::position test = after;
      test.set(m.to(), {shogi::opponent(mover), piece_kind::gold});
      if (const auto k = after.king_square(shogi::opponent(mover)))
        r.discovered = test.is_attacked(*k, mover);
    }
    records.push_back(r);
    previous_to = m.to();
    p = after;
  }
  return records;
}

namespace {

// Writes the kif field (at most 20 bytes) at `o`; returns its end.
char* write_kif_text(const move_record& m, char* o) {
  const auto text = [&](std::string_view t) {
    std::memcpy(o, t.data(), t.size());
    o += t.size();
  };
  if (m.same) {
    text("同　");
  } else {
    *o++ = static_cast<char>('0' + m.to.file);
    text(shogi::kanji_digits[m.to.rank]);
  }
  text(shogi::to_string(m.piece));
  if (m.promotion == promotion::promoted) text("成");
  if (m.from.file == 0) {
    text("打");
  } else {
    *o++ = '(';
    *o++ = static_cast<char>('0' + m.from.file);
    *o++ = static_cast<char>('0' + m.from.rank);
    *o++ = ')';
  }
  return o;
}

}  // namespace

std::string to_kif(const move_record& m) {
  char buffer[32];
  return std::string(buffer, write_kif_text(m, buffer));
}

void append_line(std::string& out, const move_record& m) {
  // The whole line goes into a buffer first: one append instead of one per part.
  char buffer[128];
  char* o = buffer;
  const auto num = [&](int v) {
    *o++ = ',';
    if (v >= 0 && v < 10) {  // most fields are one digit
      *o++ = static_cast<char>('0' + v);
      return;
    }
    o = std::to_chars(o, buffer + sizeof buffer, v).ptr;
  };
  o = std::to_chars(o, buffer + sizeof buffer, m.ply).ptr;
  *o++ = ',';
  o = write_kif_text(m, o);
  num(m.side);
  num(m.from.file);
  num(m.from.rank);
  num(m.to.file);
  num(m.to.rank);
  num(static_cast<int>(m.piece));
  num(static_cast<int>(m.promotion));
  num(m.king.file);
  num(m.king.rank);
  const bool drop = m.from.file == 0;
  num(drop ? 0 : m.from.file - m.king.file);
  num(drop ? 0 : m.from.rank - m.king.rank);
  num(m.to.file - m.king.file);
  num(m.to.rank - m.king.rank);
  num(static_cast<int>(m.captured));
  num(m.check);
  num(static_cast<int>(m.interposition));
  num(m.chuai);
  num(m.discovered);
  out.append(buffer, o);
}

}  // namespace kifu::inline v0::tsume
