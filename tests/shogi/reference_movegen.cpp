// The reference for the bitboard core: the library's first move generator, on a padded mailbox
// of its own (reference_board.hpp), kept to cross-check the core on many positions. Attacks,
// checks and pins, then board moves and drops filtered by them, with promotion rules, 二歩 and
// 打ち歩詰め.
#include "shogi/reference_movegen.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "shogi/reference_board.hpp"

namespace kifu::inline v0::shogi::reference {

using namespace kifu::shogi::reference::detail;

namespace {

using cells_t = std::array<std::uint8_t, size>;

// The mailbox of a position.
cells_t cells_of(const position& p) {
  cells_t cells;
  cells.fill(wall);
  for (int f = 1; f <= 9; ++f)
    for (int r = 1; r <= 9; ++r) {
      const piece pc = p.at({static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)});
      cells[index_of(f, r)] = pc.kind == piece_kind::none ? empty : code(pc.color, pc.kind);
    }
  return cells;
}

// The cell of `c`'s king, -1 when it has none.
int king_cell(const cells_t& cells, color c) {
  for (int i = 0; i < size; ++i)
    if (cells[i] == code(c, piece_kind::king)) return i;
  return -1;
}

// Where the side to move stands: its king, the pieces checking it, and its pinned pieces.
struct safety {
  int king = -1;                          // index of the king of the side to move, -1 if none
  int checkers = 0;                       // how many enemy pieces give check
  int checker = -1;                       // the square of the last one found
  std::array<bool, size> block{};         // with one check: squares that capture or interpose
  std::array<std::int8_t, size> pin{};    // per square: 1 + direction of the pin, 0 if not pinned
  std::array<std::uint8_t, 8> between{};  // with a check from afar: the empty squares between
  int between_count = 0;                  // how many of `between` are used
};

// The movement of each cell code as an attacker of side `by`: [by][code], empty for cells that
// are not pieces of `by`, so one look-up both tells the side and gives the moves.
constexpr auto attacker_movement = [] {
  std::array<std::array<movement, 64>, 2> t{};
  for (int c = 0; c < 64; ++c)
    if (is_piece(static_cast<std::uint8_t>(c)))
      t[static_cast<int>(color_of(static_cast<std::uint8_t>(c)))][c] = movement_of[c];
  return t;
}();

// True when a piece whose movement `attacker` gives (see attacker_movement) stands next to
// `target` in direction `d` and steps onto it.
template <int d>
bool steps_onto(const std::array<std::uint8_t, size>& cells,
                const std::array<movement, 64>& attacker, int target) noexcept {
  constexpr auto toward_target = static_cast<std::uint8_t>(1 << opposite[d]);
  return (attacker[cells[target + direction[d]]].steps & toward_target) != 0;
}

// True when such a piece slides onto `target` along direction `d`, treating square `ignore` as
// empty.
template <int d>
bool slides_onto(const std::array<std::uint8_t, size>& cells,
                 const std::array<movement, 64>& attacker, int target, int ignore) noexcept {
  constexpr int step = direction[d];
  constexpr auto toward_target = static_cast<std::uint8_t>(1 << opposite[d]);
  int s = target + step;
  while (cells[s] == empty || s == ignore) s += step;
  return (attacker[cells[s]].slides & toward_target) != 0;
}

// The same along each of the directions `d...`, unrolled: the neighbours first (the cheap test,
// and near a king the usual answer), then the lines.
template <int... d>
bool attacked_along_any(const std::array<std::uint8_t, size>& cells,
                        const std::array<movement, 64>& attacker, int target, int ignore,
                        std::integer_sequence<int, d...>) noexcept {
  return (steps_onto<d>(cells, attacker, target) || ...) ||
         (slides_onto<d>(cells, attacker, target, ignore) || ...);
}

// True when a piece of `by` attacks `target`, treating square `ignore` (one of the other side's,
// say its king about to move) as empty.
bool attacked(const std::array<std::uint8_t, size>& cells, int target, color by,
              int ignore = -1) noexcept {
  const std::uint8_t knight = code(by, piece_kind::knight);
  for (int jump : knight_jump[static_cast<int>(by)])
    if (cells[target - jump] == knight) return true;
  return attacked_along_any(cells, attacker_movement[static_cast<int>(by)], target, ignore,
                            std::make_integer_sequence<int, 8>{});
}

// The index of `direction` pointing from a square toward another, by the signs of the file and
// rank differences ((file sign + 1) * 3 + rank sign + 1); -1 for the same square.
constexpr std::array<std::int8_t, 9> direction_toward = {5, 3, 7, 0, -1, 1, 4, 2, 6};

// The direction from cell `from` toward cell `to` when they share a file, rank or diagonal;
// -1 otherwise (or for the same cell).
int line_direction(int from, int to) noexcept {
  const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && std::abs(df) != std::abs(dr))) return -1;
  return direction_toward[((df > 0) - (df < 0) + 1) * 3 + (dr > 0) - (dr < 0) + 1];
}

// True when a piece with cell code `c` on `from` attacks `target` (could move there), treating
// `vacated` as empty.
bool attacks_from(const std::array<std::uint8_t, size>& cells, std::uint8_t c, int from, int target,
                  int vacated) noexcept {
  if (kind_of(c) == piece_kind::knight) {
    const auto& jump = knight_jump[static_cast<int>(color_of(c))];
    return from + jump[0] == target || from + jump[1] == target;
  }
  const int d = line_direction(from, target);
  if (d < 0) return false;
  const movement mv = movement_of[c];
  const auto bit = static_cast<std::uint8_t>(1 << d);
  if (from + direction[d] == target) return ((mv.steps | mv.slides) & bit) != 0;
  if ((mv.slides & bit) == 0) return false;
  for (int s = from + direction[d]; s != target; s += direction[d])
    if (cells[s] != empty && s != vacated) return false;
  return true;
}

// For check generation: the enemy king, and the pieces of the side to move that stand between
// it and one of their own line pieces (whatever move takes them off that line checks).
struct check_lines {
  int king = -1;                             // the enemy king's cell, -1 if it has none
  std::array<std::int8_t, size> uncovers{};  // per cell: 1 + direction from the king, 0 if none
};

check_lines find_check_lines(const std::array<std::uint8_t, size>& cells, color side,
                             int enemy_king) noexcept {
  check_lines l;
  l.king = enemy_king;
  if (enemy_king < 0) return l;
  for (int d = 0; d < 8; ++d) {
    const int step = direction[d];
    const auto toward_king = static_cast<std::uint8_t>(1 << opposite[d]);
    int s = enemy_king + step;
    while (cells[s] == empty) s += step;
    if (!is_piece_of(cells[s], side)) continue;
    int beyond = s + step;
    while (cells[beyond] == empty) beyond += step;
    if (is_piece_of(cells[beyond], side) && (movement_of[cells[beyond]].slides & toward_king) != 0)
      l.uncovers[s] = static_cast<std::int8_t>(d + 1);
  }
  return l;
}

safety find_safety(const std::array<std::uint8_t, size>& cells, color side, int king) noexcept {
  safety s;
  if (king < 0) return s;
  s.king = king;
  const color enemy = opponent(side);
  for (int d = 0; d < 8; ++d) {
    const int step = direction[d];
    const std::uint8_t bit = static_cast<std::uint8_t>(1 << opposite[d]);
    int sq = s.king + step;
    if (is_piece_of(cells[sq], enemy) && (movement_of[cells[sq]].steps & bit) != 0) {
      ++s.checkers;
      s.checker = sq;
      s.block[sq] = true;
      continue;
    }
    while (cells[sq] == empty) sq += step;
    const std::uint8_t first = cells[sq];
    if (is_piece_of(first, enemy)) {
      if ((movement_of[first].slides & bit) != 0) {
        ++s.checkers;
        s.checker = sq;
        for (int b = s.king + step; b != sq + step; b += step) s.block[b] = true;
        for (int b = s.king + step; b != sq; b += step)
          s.between[s.between_count++] = static_cast<std::uint8_t>(b);
      }
    } else if (is_piece_of(first, side)) {
      int beyond = sq + step;
      while (cells[beyond] == empty) beyond += step;
      if (is_piece_of(cells[beyond], enemy) && (movement_of[cells[beyond]].slides & bit) != 0)
        s.pin[sq] = static_cast<std::int8_t>(d + 1);
    }
  }
  const std::uint8_t knight = code(enemy, piece_kind::knight);
  for (int jump : knight_jump[static_cast<int>(enemy)]) {
    const int sq = s.king - jump;
    if (cells[sq] == knight) {
      ++s.checkers;
      s.checker = sq;
      s.block[sq] = true;
    }
  }
  return s;
}

class generator {
 public:
  // With `checks_only`, only the moves that check the enemy king (none when it has no king).
  generator(const position& p, const std::array<std::uint8_t, size>& cells, move_list& out,
            bool checks_only = false) noexcept
      : pos_(p),
        cells_(cells),
        out_(out),
        side_(p.side_to_move()),
        safety_(find_safety(cells, side_, king_cell(cells, side_))),
        checks_only_(checks_only) {
    if (checks_only_) lines_ = find_check_lines(cells, side_, king_cell(cells, opponent(side_)));
  }

  void run() noexcept {
    if (checks_only_ && lines_.king < 0) return;
    if (safety_.checkers == 1 && !checks_only_) {
      evasions();
      return;
    }
    for (int from = 0; from < size && !done(); ++from)
      if (is_piece_of(cells_[from], side_) && (!checks_only_ || may_check(from))) board_moves(from);
    if (safety_.checkers < 2 && !done()) drops();
  }

  // Legal moves only: the first one found (board moves before drops), or none.
  std::optional<move> first_move() noexcept {
    limit_ = 1;
    run();
    if (out_.empty()) return std::nullopt;
    return out_[0];
  }

  // Checks only: true as soon as one is found, the drops (cheap to find) first.
  bool any_check() noexcept {
    if (lines_.king < 0) return false;
    limit_ = 1;
    if (safety_.checkers < 2) checking_drops();
    for (int from = 0; from < size && !done(); ++from)
      if (is_piece_of(cells_[from], side_) && may_check(from)) board_moves(from);
    return !out_.empty();
  }

 private:
  void board_moves(int from) noexcept {
    const std::uint8_t c = cells_[from];
    const piece_kind k = kind_of(c);
    if (k == piece_kind::king) {
      king_moves(from);
      return;
    }
    if (safety_.checkers >= 2) return;
    const int pin = safety_.pin[from] - 1;  // -1: free
    const auto allowed = [&](int d) { return pin < 0 || d == pin || d == opposite[pin]; };
    const movement m = movement_of[c];
    for (int d = 0; d < 8; ++d) {
      if (!allowed(d)) continue;
      const int step = direction[d];
      if ((m.steps & (1 << d)) != 0) {
        target(from, from + step, k);
      } else if ((m.slides & (1 << d)) != 0) {
        for (int to = from + step;; to += step) {
          target(from, to, k);
          if (cells_[to] != empty) break;
        }
      }
    }
    if (k == piece_kind::knight && pin < 0)
      for (int jump : knight_jump[static_cast<int>(side_)]) target(from, from + jump, k);
  }

  // In check from one piece: the king's moves, then the moves onto the checker's square and
  // onto the squares between it and the king (found from those squares), then the drops.
  void evasions() noexcept {
    king_moves(safety_.king);
    if (done()) return;
    moves_onto(safety_.checker);
    for (int j = 0; j < safety_.between_count && !done(); ++j) moves_onto(safety_.between[j]);
    if (!done()) drops();
  }

  // True when a limit on the moves was set and reached.
  bool done() const noexcept { return limit_ != 0 && out_.size() >= limit_; }

  // The moves of the side's pieces other than its king that reach `to`.
  void moves_onto(int to) noexcept {
    for (int d = 0; d < 8; ++d) {
      const auto bit = static_cast<std::uint8_t>(1 << d);
      int from = to - direction[d];
      std::uint8_t c = cells_[from];
      bool reaches =
          is_piece_of(c, side_) && ((movement_of[c].steps | movement_of[c].slides) & bit);
      if (c == empty) {
        do from -= direction[d];
        while (cells_[from] == empty);
        c = cells_[from];
        reaches = is_piece_of(c, side_) && (movement_of[c].slides & bit) != 0;
      }
      if (!reaches || kind_of(c) == piece_kind::king) continue;
      const int pin = safety_.pin[from] - 1;
      if (pin < 0 || d == pin || d == opposite[pin]) target(from, to, kind_of(c));
    }
    const std::uint8_t knight = code(side_, piece_kind::knight);
    for (int jump : knight_jump[static_cast<int>(side_)])
      if (cells_[to - jump] == knight && safety_.pin[to - jump] == 0)
        target(to - jump, to, piece_kind::knight);
  }

  void king_moves(int from) noexcept {
    for (int step : direction) {
      const int to = from + step;
      const std::uint8_t c = cells_[to];
      if (c == wall || is_piece_of(c, side_)) continue;
      if (checks_only_ && !uncovers(from, to)) continue;  // a king checks only by uncovering
      if (!attacked(cells_, to, opponent(side_), from))
        out_.push_back(move::board(square_of(from), square_of(to), piece_kind::king, promote::no));
    }
  }

  // A non-king piece moving to `to`: adds the move(s) if the square is reachable and legal.
  void target(int from, int to, piece_kind k) noexcept {
    const std::uint8_t c = cells_[to];
    if (c == wall || is_piece_of(c, side_)) return;
    if (safety_.checkers == 1 && !safety_.block[to]) return;
    const square f = square_of(from), t = square_of(to);
    const bool uncovered = checks_only_ && uncovers(from, to);
    if (can_promote(k) && (in_zone(side_, f.rank) || in_zone(side_, t.rank))) {
      if (!checks_only_ || uncovered || checks_from(promoted(k), to, from))
        out_.push_back(move::board(f, t, k, promote::yes));
      if (is_dead_end(side_, k, t.rank)) return;
    }
    if (!checks_only_ || uncovered || checks_from(k, to, from))
      out_.push_back(move::board(f, t, k, promote::no));
  }

  // For check generation: false when no move of the piece on `from` can check, because it
  // uncovers no line and it moves (promoted or not) by steps or a knight's jump but stands too
  // far from the king to reach a square next to it (or a knight's jump from it).
  bool may_check(int from) const noexcept {
    const std::uint8_t c = cells_[from];
    if (lines_.uncovers[from] != 0 || movement_of[c].slides != 0) return true;
    const piece_kind k = kind_of(c);
    if (k == piece_kind::king) return false;  // a king checks only by uncovering
    const int df = std::abs(file_of(from) - file_of(lines_.king));
    const int dr = std::abs(rank_of(from) - rank_of(lines_.king));
    return k == piece_kind::knight ? df <= 2 && dr <= 4 : df <= 2 && dr <= 2;
  }

  // True when moving the piece on `from` to `to` uncovers a check by a line piece behind it.
  bool uncovers(int from, int to) const noexcept {
    const int d = lines_.uncovers[from] - 1;
    return d >= 0 && line_direction(lines_.king, to) != d;
  }
  // True when a piece of kind `k` of the side to move on `to` attacks the enemy king, the
  // piece moving there having left `from`.
  bool checks_from(piece_kind k, int to, int from) const noexcept {
    return attacks_from(cells_, code(side_, k), to, lines_.king, from);
  }

  void drops() noexcept {
    if (safety_.checkers == 1 && !checks_only_) {
      interpositions();
      return;
    }
    if (checks_only_) {
      checking_drops();
      return;
    }
    for (piece_kind k : hand_order) {
      if (pos_.hand(side_, k) == 0) continue;
      for (int f = 1; f <= 9; ++f) {
        if (k == piece_kind::pawn && pawn_on_file(f)) continue;
        for (int r = 1; r <= 9; ++r) {
          const int to = index_of(f, r);
          if (cells_[to] != empty || is_dead_end(side_, k, r)) continue;
          if (safety_.checkers == 1 && !safety_.block[to]) continue;
          if (k == piece_kind::pawn && is_pawn_drop_mate(to)) continue;
          out_.push_back(move::drop(square_of(to), k));
        }
      }
    }
  }

  // In check: drops can only go between the king and the piece checking it from afar, in the
  // order of the full loop (kind, then file, then rank: the order of the cell indices). The
  // squares were listed from the king outward, so their indices run one way or the other.
  void interpositions() noexcept {
    const int n = safety_.between_count;
    const bool ascending = n < 2 || safety_.between[0] < safety_.between[1];
    for (piece_kind k : hand_order) {
      if (pos_.hand(side_, k) == 0) continue;
      if (done()) return;
      for (int j = 0; j < n; ++j) {
        const int cell = safety_.between[static_cast<std::size_t>(ascending ? j : n - 1 - j)];
        const square t = square_of(cell);
        if (k == piece_kind::pawn && pawn_on_file(t.file)) continue;
        if (is_dead_end(side_, k, t.rank)) continue;
        if (k == piece_kind::pawn && is_pawn_drop_mate(cell)) continue;
        out_.push_back(move::drop(t, k));
      }
    }
  }

  // The drops that check the enemy king: each kind on the empty squares from which it attacks
  // the king (walking out from the king), less those that leave the side's own king in check.
  void checking_drops() noexcept {
    for (piece_kind k : hand_order) {
      if (done()) return;
      if (pos_.hand(side_, k) == 0) continue;
      const auto add = [&](int to) {
        if (cells_[to] != empty) return;
        const square t = square_of(to);
        if (k == piece_kind::pawn && pawn_on_file(t.file)) return;
        if (is_dead_end(side_, k, t.rank)) return;
        if (safety_.checkers == 1 && !safety_.block[to]) return;
        if (k == piece_kind::pawn && is_pawn_drop_mate(to)) return;
        out_.push_back(move::drop(t, k));
      };
      if (k == piece_kind::knight) {
        for (int jump : knight_jump[static_cast<int>(side_)]) add(lines_.king - jump);
        continue;
      }
      const movement mv = movement_of[code(side_, k)];
      for (int d = 0; d < 8; ++d) {
        const int step = direction[d];
        if ((mv.steps & (1 << d)) != 0) add(lines_.king - step);
        if ((mv.slides & (1 << d)) != 0)
          for (int to = lines_.king - step; cells_[to] == empty; to -= step) add(to);
      }
    }
  }

  // 二歩: true when the side has an unpromoted pawn on file `f`.
  bool pawn_on_file(int f) const noexcept {
    const std::uint8_t own_pawn = code(side_, piece_kind::pawn);
    for (int r = 1; r <= 9; ++r)
      if (cells_[index_of(f, r)] == own_pawn) return true;
    return false;
  }

  // 打ち歩詰め: a pawn drop that checkmates is illegal.
  bool is_pawn_drop_mate(int to) const noexcept {
    const int ahead = to + forward[static_cast<int>(side_)];
    if (cells_[ahead] != code(opponent(side_), piece_kind::king)) return false;
    const position after = pos_.after(move::drop(square_of(to), piece_kind::pawn));
    const cells_t cells = cells_of(after);
    move_list moves;
    return !generator(after, cells, moves).first_move();
  }

  const position& pos_;
  const std::array<std::uint8_t, size>& cells_;
  move_list& out_;
  color side_;
  safety safety_;
  bool checks_only_ = false;
  std::size_t limit_ = 0;  // the moves after which to stop, 0: none
  check_lines lines_;
};

}  // namespace

move_list legal_moves(const position& p) {
  const cells_t cells = cells_of(p);
  move_list moves;
  generator(p, cells, moves).run();
  return moves;
}

move_list legal_checks(const position& p) {
  const cells_t cells = cells_of(p);
  move_list moves;
  generator(p, cells, moves, true).run();
  return moves;
}

bool in_check(const position& p) {
  const cells_t cells = cells_of(p);
  const int king = king_cell(cells, p.side_to_move());
  return king >= 0 && attacked(cells, king, opponent(p.side_to_move()));
}

bool is_attacked(const position& p, square s, color by) {
  return attacked(cells_of(p), index_of(s), by);
}

std::uint64_t perft(const position& p, int depth) {
  if (depth <= 0) return 1;
  const move_list moves = legal_moves(p);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const move& m : moves) nodes += reference::perft(p.after(m), depth - 1);
  return nodes;
}

}  // namespace kifu::inline v0::shogi::reference
