// Move generation on the bitboard core: every legal move, the legal checks, the mate in one,
// with promotion rules, 二歩 and 打ち歩詰め; and perft.
#include "shogi/core.hpp"

#include "shogi/attacks.hpp"

namespace kifu::inline v0::shogi::detail {

namespace {

// The squares of each file (index 1..9) and of each rank (index 1..9).
constexpr auto file_squares = [] {
  std::array<bitboard, 10> t{};
  for (int sq = 0; sq < 81; ++sq) t[sq / 9 + 1] |= bitboard::of(sq);
  return t;
}();
constexpr auto rank_squares = [] {
  std::array<bitboard, 10> t{};
  for (int sq = 0; sq < 81; ++sq) t[sq % 9 + 1] |= bitboard::of(sq);
  return t;
}();

// Per side, the squares where a piece of each kind could move again (index piece_kind): all but
// the last rank for pawns and lances, the last two for knights.
constexpr auto live_squares = [] {
  std::array<std::array<bitboard, 16>, 2> t{};
  for (int c = 0; c < 2; ++c) {
    const int last = c == 0 ? 1 : 9, next = c == 0 ? 2 : 8;
    for (int k = 0; k < 16; ++k) t[c][k] = all_squares;
    t[c][int(piece_kind::pawn)] = minus(all_squares, rank_squares[last]);
    t[c][int(piece_kind::lance)] = t[c][int(piece_kind::pawn)];
    t[c][int(piece_kind::knight)] = minus(t[c][int(piece_kind::pawn)], rank_squares[next]);
  }
  return t;
}();

// Per side, its promotion zone.
constexpr std::array<bitboard, 2> promotion_zone = {
    rank_squares[1] | rank_squares[2] | rank_squares[3],
    rank_squares[7] | rank_squares[8] | rank_squares[9]};

constexpr piece_kind kind_of(std::uint8_t code) noexcept {
  return static_cast<piece_kind>(code & 0x0F);
}

// The generator of one position. With `checks_only`, only the moves that check the other
// side's king; with a limit, it stops after that many moves.
class generator {
 public:
  generator(const board_state& s, move_list& out, bool checks_only, std::size_t limit = 0) noexcept
      : s_(s),
        out_(out),
        us_(s.side),
        them_(opponent(s.side)),
        ci_(find_check_info(s)),
        occ_(s.occupied()),
        checks_only_(checks_only),
        limit_(limit) {}

  // Board moves (the king's first when in check), then drops.
  void run() noexcept {
    if (checks_only_ && ci_.enemy_king == no_square) return;
    const int checks = ci_.checkers.count();
    bitboard targets = minus(all_squares, s_.by_color[static_cast<int>(us_)]);
    bitboard drop_targets = minus(all_squares, occ_);
    if (checks > 0) {
      king_moves();
      if (checks > 1 || done()) return;
      const int checker = ci_.checkers.first();
      drop_targets = between_squares[ci_.own_king][checker];
      targets = drop_targets | ci_.checkers;
      piece_moves(targets);
    } else {
      piece_moves(targets);
      if (ci_.own_king != no_square && !done()) king_moves();
    }
    if (!done()) drops(drop_targets);
  }

 private:
  bool done() const noexcept { return limit_ != 0 && out_.size() >= limit_; }

  // The moves of the pieces other than the king onto `targets`.
  void piece_moves(bitboard targets) noexcept {
    bitboard pieces = minus(s_.by_color[static_cast<int>(us_)], s_.pieces(us_, piece_kind::king));
    while (pieces && !done()) {
      const int from = pieces.pop();
      const piece_kind k = kind_of(s_.squares[from]);
      bitboard to = attacks_of(us_, k, from, occ_) & targets;
      if (ci_.pinned.test(from)) to &= line_through[ci_.own_king][from];
      const bool discovers = checks_only_ && ci_.discoverers.test(from);
      if (checks_only_ && !discovers) {
        bitboard checking = ci_.check_squares[static_cast<int>(k)];
        if (can_promote(k)) checking |= ci_.check_squares[static_cast<int>(promoted(k))];
        to &= checking;
      }
      while (to) add_board_move(from, to.pop(), k, discovers);
    }
  }

  // The move(s) of a piece of kind `k` from `from` to `to`: promoting, not promoting, or both.
  void add_board_move(int from, int to, piece_kind k, bool discovers) noexcept {
    const square f = square_at(from), t = square_at(to);
    const bool uncovers = discovers && !line_through[ci_.enemy_king][from].test(to);
    const auto checks = [&](piece_kind after) {
      return !checks_only_ || uncovers || ci_.check_squares[static_cast<int>(after)].test(to);
    };
    const auto& zone = promotion_zone[static_cast<int>(us_)];
    if (can_promote(k) && (zone.test(from) || zone.test(to))) {
      if (checks(promoted(k))) out_.push_back(move::board(f, t, k, promote::yes));
      if (!live_squares[static_cast<int>(us_)][static_cast<int>(k)].test(to)) return;
    }
    if (checks(k)) out_.push_back(move::board(f, t, k, promote::no));
  }

  void king_moves() noexcept {
    const int from = ci_.own_king;
    bitboard to = minus(step_attacks[0][int(piece_kind::king)][from],
                        s_.by_color[static_cast<int>(us_)]);
    if (checks_only_) {  // a king checks only by uncovering a line
      if (!ci_.discoverers.test(from)) return;
      to = minus(to, line_through[ci_.enemy_king][from]);
    }
    const bitboard without_king = minus(occ_, bitboard::of(from));
    while (to && !done()) {
      const int sq = to.pop();
      if (!attacked(s_, sq, them_, without_king))
        out_.push_back(move::board(square_at(from), square_at(sq), piece_kind::king));
    }
  }

  void drops(bitboard targets) noexcept {
    const auto& hand = s_.hands[static_cast<int>(us_)];
    for (const piece_kind k : hand_order) {
      if (hand[static_cast<int>(k)] == 0 || done()) continue;
      bitboard to = targets & live_squares[static_cast<int>(us_)][static_cast<int>(k)];
      if (checks_only_) to &= ci_.check_squares[static_cast<int>(k)];
      if (k == piece_kind::pawn) to = pawn_drop_squares(to);
      while (to && !done()) out_.push_back(move::drop(square_at(to.pop()), k));
    }
  }

  // `to` less the files holding an unpromoted pawn of ours (二歩) and a pawn drop that mates
  // (打ち歩詰め).
  bitboard pawn_drop_squares(bitboard to) const noexcept {
    s_.pieces(us_, piece_kind::pawn).for_each([&](int sq) { to = minus(to, file_squares[sq / 9 + 1]); });
    const bitboard mating = to & ci_.check_squares[int(piece_kind::pawn)];
    if (mating) {
      const int sq = mating.first();
      board_state after = s_;
      do_move(after, move::drop(square_at(sq), piece_kind::pawn));
      if (!has_legal_move(after)) to = minus(to, mating);
    }
    return to;
  }

  const board_state& s_;
  move_list& out_;
  color us_, them_;
  check_info ci_;
  bitboard occ_;
  bool checks_only_;
  std::size_t limit_;
};

}  // namespace

void generate_legal(const board_state& s, move_list& out) noexcept {
  generator(s, out, false).run();
}

void generate_checks(const board_state& s, move_list& out) noexcept {
  generator(s, out, true).run();
}

std::optional<move> first_legal_move(const board_state& s) noexcept {
  move_list moves;
  generator(s, moves, false, 1).run();
  if (moves.empty()) return std::nullopt;
  return moves[0];
}

bool has_legal_move(const board_state& s) noexcept {
  return first_legal_move(s).has_value();
}

bool has_legal_check(const board_state& s) noexcept {
  move_list moves;
  generator(s, moves, true, 1).run();
  return !moves.empty();
}

std::optional<move> mate_in_one(const board_state& s) noexcept {
  move_list checks;
  generate_checks(s, checks);
  board_state after = s;
  for (const move& m : checks) {
    const undo_info u = do_move(after, m);
    const bool mate = !has_legal_move(after);
    undo_move(after, m, u);
    if (mate) return m;
  }
  return std::nullopt;
}

std::uint64_t perft(board_state& s, int depth) noexcept {
  if (depth <= 0) return 1;
  move_list moves;
  generate_legal(s, moves);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const move& m : moves) {
    const undo_info u = do_move(s, m);
    nodes += perft(s, depth - 1);
    undo_move(s, m, u);
  }
  return nodes;
}

}  // namespace kifu::inline v0::shogi::detail

namespace kifu::inline v0::shogi {

using namespace detail;

bool position::is_attacked(square s, color by) const noexcept {
  return s.valid() && attacked(state_, square_index(s), by, state_.occupied());
}

bool position::in_check() const noexcept {
  const int king = state_.king[static_cast<int>(state_.side)];
  return king != no_square && attacked(state_, king, opponent(state_.side), state_.occupied());
}

move_list position::legal_moves() const noexcept {
  move_list moves;
  generate_legal(state_, moves);
  return moves;
}

move_list position::legal_checks() const noexcept {
  move_list moves;
  generate_checks(state_, moves);
  return moves;
}

std::optional<move> position::first_legal_move() const noexcept {
  return detail::first_legal_move(state_);
}

bool position::has_legal_check() const noexcept {
  return detail::has_legal_check(state_);
}

bool position::is_checkmate() const noexcept {
  return in_check() && !has_legal_move(state_);
}

bool position::is_legal(const move& m) const noexcept {
  if (!m.to().valid()) return false;
  const color us = state_.side;
  const int to = square_index(m.to());
  const std::uint8_t target = state_.squares[to];
  if (target != 0 && ((target & 0x10) != 0) == (us == color::white)) return false;
  const piece_kind k = m.kind();
  bitboard occ_after = state_.occupied() | bitboard::of(to);
  if (m.is_drop()) {
    if (!is_hand_kind(k) || hand(us, k) == 0 || target != 0 || m.promotes() ||
        is_dead_end(us, k, m.to().rank))
      return false;
    if (k == piece_kind::pawn && (state_.pieces(us, piece_kind::pawn) & file_squares[m.to().file]))
      return false;  // 二歩
  } else {
    if (!m.from().valid()) return false;
    const int from = square_index(m.from());
    if (state_.squares[from] != piece_code(us, k)) return false;
    if (!attacks_of(us, k, from, state_.occupied()).test(to)) return false;
    const auto& zone = promotion_zone[static_cast<int>(us)];
    const bool in_zone = zone.test(from) || zone.test(to);
    if (m.promotes() ? !can_promote(k) || !in_zone : is_dead_end(us, k, m.to().rank)) return false;
    occ_after = minus(occ_after, bitboard::of(from));
  }
  // King safety: no piece of the other side but the one taken attacks the king afterwards.
  const int king = k == piece_kind::king ? to : state_.king[static_cast<int>(us)];
  if (king != no_square &&
      minus(attackers_to(state_, king, opponent(us), occ_after), bitboard::of(to)))
    return false;
  // 打ち歩詰め: a pawn drop that checks must leave the other side a move.
  if (m.is_drop() && k == piece_kind::pawn &&
      (step_attacks[static_cast<int>(us)][int(piece_kind::pawn)][to] &
       state_.pieces(opponent(us), piece_kind::king))) {
    board_state after = state_;
    do_move(after, m);
    return has_legal_move(after);
  }
  return true;
}

std::uint64_t perft(const position& p, int depth) noexcept {
  board_state s = p.state();
  return detail::perft(s, depth);
}

}  // namespace kifu::inline v0::shogi
