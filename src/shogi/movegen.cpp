// Move generation on the bitboard core: every legal move, the legal checks, the mate in one,
// with promotion rules, 二歩 and 打ち歩詰め; and perft.
#include "shogi/core.hpp"

#include <bit>
#include <cstring>
#include <type_traits>

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

// The squares from which a piece that steps or jumps (promoted or not, of either side) may
// reach a square next to a king on each square, or a knight's jump from it: within two files
// and four ranks (a step needs only two ranks; one table for both keeps it simple).
constexpr auto near_king = [] {
  std::array<bitboard, 82> t{};  // index no_square (81): none
  for (int k = 0; k < 81; ++k)
    for (int sq = 0; sq < 81; ++sq) {
      const int df = sq / 9 - k / 9, dr = sq % 9 - k % 9;
      if (df >= -2 && df <= 2 && dr >= -4 && dr <= 4) t[k] |= bitboard::of(sq);
    }
  return t;
}();

// Per side, its promotion zone.
constexpr std::array<bitboard, 2> promotion_zone = {
    rank_squares[1] | rank_squares[2] | rank_squares[3],
    rank_squares[7] | rank_squares[8] | rank_squares[9]};

// A move's six bytes as the first six of a word, and the word's other two zero. The parts of
// a move (its origin, its destination, its kind and promotion) are words that combine by OR,
// and a move is written with one store of eight bytes, the last two landing in the next slot
// of the list (which has room for seven moves more than any position has).
static_assert(sizeof(move) == 6 && move_list::capacity > 593);
struct padded_move {
  move m;
  std::array<std::uint8_t, 2> rest{};
};
constexpr std::uint64_t word_of(const move& m) noexcept {
  return std::bit_cast<std::uint64_t>(padded_move{m});
}
// The word of each origin and of each destination, by square index.
constexpr auto from_words = [] {
  std::array<std::uint64_t, 81> t{};
  for (int sq = 0; sq < 81; ++sq) t[sq] = word_of(move::board(square_at(sq), {}, {}));
  return t;
}();
constexpr auto to_words = [] {
  std::array<std::uint64_t, 81> t{};
  for (int sq = 0; sq < 81; ++sq) t[sq] = word_of(move::drop(square_at(sq), {}));
  return t;
}();
// The word of each kind, not promoting and promoting (a table: built at run time, the word
// would be written as bytes and read back whole, which stalls).
constexpr auto kind_words = [] {
  std::array<std::array<std::uint64_t, 16>, 2> t{};
  for (int k = 0; k < 16; ++k)
    for (const promote p : {promote::no, promote::yes})
      t[p == promote::yes][k] = word_of(move::board({}, {}, static_cast<piece_kind>(k), p));
  return t;
}();
// The word of a kind, promoting or not.
constexpr std::uint64_t kind_word(piece_kind k, promote p = promote::no) noexcept {
  return kind_words[p == promote::yes][static_cast<int>(k)];
}

constexpr piece_kind kind_of(std::uint8_t code) noexcept {
  return static_cast<piece_kind>(code & 0x0F);
}

// The generator of one position. With `checks_only`, only the moves that check the other
// side's king; with a limit, it stops after that many moves.
template <bool checks_only>
class generator {
 public:
  generator(const board_state& s, move_list& out, std::size_t limit = 0) noexcept
      : s_(s),
        out_(out),
        cursor_(out.data() + out.size()),
        us_(s.side),
        them_(opponent(s.side)),
        ci_(find_info(s)),
        occ_(s.occupied()),
        limit_(limit) {}

  // Board moves (the king's first when in check), then drops.
  void run() noexcept {
    generate();
    out_.resize(static_cast<std::size_t>(cursor_ - out_.data()));
  }

 private:
  void generate() noexcept {
    if (checks_only && ci_.enemy_king == no_square) return;
    bitboard targets = minus(all_squares, s_.by_color[static_cast<int>(us_)]);
    bitboard drop_targets = minus(all_squares, occ_);
    if (ci_.checkers) {
      king_moves();
      if (!ci_.checkers.single() || done()) return;
      if constexpr (!checks_only) ci_.pinned = pinned_to_king(s_, ci_);
      const int checker = ci_.checkers.first();
      drop_targets = between_squares[ci_.own_king][checker];
      targets = drop_targets | ci_.checkers;
      if constexpr (checks_only)
        piece_moves(targets);
      else
        moves_onto(targets);
    } else {
      if constexpr (!checks_only) ci_.pinned = pinned_to_king(s_, ci_);
      piece_moves(targets);
      if (ci_.own_king != no_square && !done()) king_moves();
    }
    if (!done()) drops(drop_targets);
  }

  bool done() const noexcept {
    return limit_ != 0 && static_cast<std::size_t>(cursor_ - out_.data()) >= limit_;
  }
  // Appends the move of word `word` (through a pointer of its own: the list's size in memory
  // would be read again after every byte written).
  void add(std::uint64_t word) noexcept { cursor_ = store(cursor_, word); }
  // Writes the move of word `word` at `at` and gives the slot after.
  static move* store(move* at, std::uint64_t word) noexcept {
    std::memcpy(static_cast<void*>(at), &word, sizeof word);
    return at + 1;
  }
  // Appends the move of word `word | to_words[t]`, or `word | from_words[t - back] |
  // to_words[t]` when `back` is not 0, for each square t of `to`. The cursor stays in a
  // register: a move is written as bytes, which may alias any member, so a member cursor
  // would be stored and read back at every move.
  void emit(bitboard to, std::uint64_t word, int back = 0) noexcept {
    move* cursor = cursor_;
    to.for_each([&](int t) {
      cursor = store(cursor, word | to_words[t] | (back != 0 ? from_words[t - back] : 0));
    });
    cursor_ = cursor;
  }

  // The moves of the pieces other than the king onto `targets`: the pinned pieces and (for
  // checks) every piece one by one; otherwise the pawns all at once and the other pieces by
  // kind, so that each kind's attacks and promotions are known without looking.
  void piece_moves(bitboard targets) noexcept {
    const bitboard own =
        minus(s_.by_color[static_cast<int>(us_)], s_.pieces(us_, piece_kind::king));
    // For checks: the line pieces, the pieces that uncover one, and the others near enough to
    // the king to step (or jump) next to it.
    bitboard one_by_one = own & ci_.pinned;
    if constexpr (checks_only)
      one_by_one = own & (ci_.own.rooks | ci_.own.bishops | ci_.own.lances | ci_.discoverers |
                          near_king[ci_.enemy_king]);
    while (one_by_one && !done()) {
      const int from = one_by_one.pop();
      const piece_kind k = kind_of(s_.squares[from]);
      bitboard to = attacks_of(us_, k, from, occ_) & targets;
      if (ci_.pinned.test(from)) to &= line_through[ci_.own_king][from];
      if (to) add_moves(from, k, to);
    }
    if constexpr (checks_only) return;
    const attacker_sets mine = attacker_sets_of(s_, us_);
    const int c = static_cast<int>(us_);
    const auto free = [&](piece_kind k) { return minus(s_.pieces(us_, k), ci_.pinned); };
    pawn_moves(free(piece_kind::pawn), targets);
    const auto by_kind = [&](piece_kind k, auto attacks) {
      for (bitboard pieces = free(k); pieces;) {
        const int from = pieces.pop();
        if (const bitboard to = attacks(from) & targets) add_moves(from, k, to);
      }
    };
    by_kind(piece_kind::knight,
            [&](int from) { return step_attacks[c][int(piece_kind::knight)][from]; });
    by_kind(piece_kind::silver,
            [&](int from) { return step_attacks[c][int(piece_kind::silver)][from]; });
    by_kind(piece_kind::lance, [&](int from) { return lance_attacks(us_, from, occ_); });
    by_kind(piece_kind::bishop, [&](int from) { return bishop_attacks(from, occ_); });
    by_kind(piece_kind::rook, [&](int from) { return rook_attacks(from, occ_); });
    // Pieces that never promote: the gold movers, horses and dragons.
    for (bitboard pieces = minus(
             mine.golds | s_.pieces(us_, piece_kind::horse) | s_.pieces(us_, piece_kind::dragon),
             ci_.pinned);
         pieces;) {
      const int from = pieces.pop();
      const piece_kind k = kind_of(s_.squares[from]);
      bitboard to = attacks_of(us_, k, from, occ_) & targets;
      emit(to, from_words[from] | kind_word(k));
    }
  }

  // In check from one piece: the moves of the pieces other than the king that take it or stand
  // between, found from those few squares. A pinned piece cannot: its line and the check's
  // meet only at the king.
  void moves_onto(bitboard targets) noexcept {
    const attacker_sets own = attacker_sets_of(s_, us_);
    const bitboard movers =
        minus(s_.by_color[static_cast<int>(us_)], ci_.pinned | s_.pieces(us_, piece_kind::king));
    targets.for_each([&](int to) {
      (attackers_to(own, to, occ_) & movers).for_each([&](int from) {
        add_moves(from, kind_of(s_.squares[from]), bitboard::of(to));
      });
    });
  }

  // The moves of the pawns `pawns` onto `targets`, found for all of them by one shift.
  void pawn_moves(bitboard pawns, bitboard targets) noexcept {
    const int ahead = us_ == color::black ? -1 : 1;  // one rank forward, one square index
    const bitboard movable = pawns & live_squares[static_cast<int>(us_)][int(piece_kind::pawn)];
    const bitboard to = (us_ == color::black ? bitboard{movable.lo >> 1, movable.hi >> 1}
                                             : bitboard{movable.lo << 1, movable.hi << 1}) &
                        targets;
    // (No pawn crosses a file or the words: the last rank holds none, as live_squares keeps.)
    const bitboard promoting = to & promotion_zone[static_cast<int>(us_)];
    const bitboard plain = to & live_squares[static_cast<int>(us_)][int(piece_kind::pawn)];
    emit(promoting, kind_word(piece_kind::pawn, promote::yes), ahead);
    emit(plain, kind_word(piece_kind::pawn), ahead);
  }

  // The moves of the piece of kind `k` on `from` to the squares of `to`: with promotion where
  // it may promote, without where it could still move afterwards; with checks_only, those
  // that check (directly, or by uncovering a line piece behind `from`).
  void add_moves(int from, piece_kind k, bitboard to) noexcept {
    bitboard plain = to, promoting;
    if (can_promote(k)) {
      const bitboard& zone = promotion_zone[static_cast<int>(us_)];
      promoting = zone.test(from) ? to : to & zone;
      plain &= live_squares[static_cast<int>(us_)][static_cast<int>(k)];
    }
    if constexpr (checks_only) {
      const bitboard uncovering = ci_.discoverers.test(from)
                                      ? minus(all_squares, line_through[ci_.enemy_king][from])
                                      : bitboard{};
      plain &= ci_.check_squares[static_cast<int>(k)] | uncovering;
      if (promoting) promoting &= ci_.check_squares[static_cast<int>(promoted(k))] | uncovering;
    }
    emit(promoting, from_words[from] | kind_word(k, promote::yes));
    emit(plain, from_words[from] | kind_word(k));
  }

  void king_moves() noexcept {
    const int from = ci_.own_king;
    bitboard to =
        minus(step_attacks[0][int(piece_kind::king)][from], s_.by_color[static_cast<int>(us_)]);
    if constexpr (checks_only) {  // a king checks only by uncovering a line
      if (!ci_.discoverers.test(from)) return;
      to = minus(to, line_through[ci_.enemy_king][from]);
    }
    const bitboard without_king = minus(occ_, bitboard::of(from));
    // Three squares or more: the enemy's attacks around the king at once are cheaper than
    // each square's attackers, unless one move is enough (the first safe square ends it).
    const bool mapped = limit_ != 1 && to.count() >= 3;
    if (mapped) to = minus(to, attacks_near(from, without_king));
    while (to && !done()) {
      const int sq = to.pop();
      if (!mapped && attacked(ci_.enemies, sq, without_king)) continue;
      add(from_words[from] | to_words[sq] | kind_word(piece_kind::king));
    }
  }

  // The squares that the enemy attacks over `occ` among those next to the king on `king`: the
  // steps of its pieces near enough, and the lines of all its line pieces.
  bitboard attacks_near(int king, bitboard occ) const noexcept {
    const attacker_sets& e = ci_.enemies;
    const int c = static_cast<int>(them_);
    bitboard out;
    const auto steps = [&](bitboard pieces, piece_kind k) {
      (pieces & near_king[king]).for_each([&](int sq) { out |= step_attacks[c][int(k)][sq]; });
    };
    steps(e.pawns, piece_kind::pawn);
    steps(e.knights, piece_kind::knight);
    steps(e.silvers, piece_kind::silver);
    steps(e.golds, piece_kind::gold);
    steps(e.steppers, piece_kind::king);
    e.lances.for_each([&](int sq) { out |= lance_attacks(them_, sq, occ); });
    e.bishops.for_each([&](int sq) { out |= bishop_attacks(sq, occ); });
    e.rooks.for_each([&](int sq) { out |= rook_attacks(sq, occ); });
    return out;
  }

  void drops(bitboard targets) noexcept {
    const auto& hand = s_.hands[static_cast<int>(us_)];
    for (const piece_kind k : hand_order) {
      if (hand[static_cast<int>(k)] == 0 || done()) continue;
      bitboard to = targets & live_squares[static_cast<int>(us_)][static_cast<int>(k)];
      if constexpr (checks_only) to &= ci_.check_squares[static_cast<int>(k)];
      if (k == piece_kind::pawn) to = pawn_drop_squares(to);
      emit(to, kind_word(k));
    }
  }

  // `to` less the files holding an unpromoted pawn of ours (二歩) and a pawn drop that mates
  // (打ち歩詰め).
  bitboard pawn_drop_squares(bitboard to) const noexcept {
    to = minus(to, whole_files(s_.pieces(us_, piece_kind::pawn)));
    if (ci_.enemy_king == no_square) return to;
    // The square from which a pawn checks: where a pawn of theirs on their king's square would
    // attack (the check squares are found only when generating checks).
    const bitboard mating =
        to & step_attacks[static_cast<int>(them_)][int(piece_kind::pawn)][ci_.enemy_king];
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
  move* cursor_;  // where the next move goes
  color us_, them_;
  // What the moves to find need to know of the kings.
  using info = std::conditional_t<checks_only, check_info, king_safety>;
  static info find_info(const board_state& s) noexcept {
    if constexpr (checks_only)
      return find_check_info(s);
    else
      return find_king_safety(s, false);  // the pins once the king's moves are not enough
  }

  info ci_;
  bitboard occ_;
  std::size_t limit_;
};

}  // namespace

void generate_legal(const board_state& s, move_list& out) noexcept {
  generator<false>(s, out).run();
}

void generate_checks(const board_state& s, move_list& out) noexcept {
  generator<true>(s, out).run();
}

std::optional<move> first_legal_move(const board_state& s) noexcept {
  move_list moves;
  generator<false>(s, moves, 1).run();
  if (moves.empty()) return std::nullopt;
  return moves[0];
}

bool has_legal_move(const board_state& s) noexcept {
  return first_legal_move(s).has_value();
}

namespace {

// True when a drop other than a pawn's checks: where a piece of theirs of the same kind on
// their king's square would attack, on an empty square it can move on from. A few masks a kind,
// without the check information; only for a side without a king, whose drops are always legal.
bool has_drop_check(const board_state& s) noexcept {
  const color us = s.side, them = opponent(us);
  const int king = s.king[static_cast<int>(them)];
  if (king == no_square || s.king[static_cast<int>(us)] != no_square) return false;
  const bitboard occ = s.occupied(), empty = minus(all_squares, occ);
  const auto& hand = s.hands[static_cast<int>(us)];
  // As in find_check_info: the squares a piece of theirs of the kind would attack from their king.
  const auto open = [&](piece_kind k) {
    return hand[static_cast<int>(k)] != 0 &&
           (attacks_of(them, k, king, occ) & empty &
            live_squares[static_cast<int>(us)][static_cast<int>(k)]);
  };
  return open(piece_kind::gold) || open(piece_kind::silver) || open(piece_kind::knight) ||
         open(piece_kind::rook) || open(piece_kind::bishop) || open(piece_kind::lance);
}

}  // namespace

bool has_legal_check(const board_state& s) noexcept {
  if (has_drop_check(s)) return true;
  move_list moves;
  generator<true>(s, moves, 1).run();
  return !moves.empty();
}

king_flights find_king_flights(const board_state& s) noexcept {
  king_flights f;
  const int king = s.king[static_cast<int>(opponent(s.side))];
  if (king == no_square) return f;
  f.attackers = attacker_sets_of(s, s.side);
  // Over the board without the king: a square behind it on a line that checks it is no flight.
  const bitboard occ = minus(s.occupied(), bitboard::of(king));
  minus(step_attacks[0][int(piece_kind::king)][king], s.by_color[int(opponent(s.side))])
      .for_each([&](int sq) {
        if (!attacked(f.attackers, sq, occ)) f.squares |= bitboard::of(sq);
      });
  return f;
}

bool king_escapes(const board_state& s, const king_flights& f, const move& m) noexcept {
  if (!f.squares) return false;
  const int to = square_index(m.to());
  // The board after the move, without the king. The pieces keep their squares in f, the
  // moving one on its origin too: its attacks from there only make a flight look unsafe.
  bitboard occ = minus(s.occupied() | bitboard::of(to),
                       bitboard::of(s.king[static_cast<int>(opponent(s.side))]));
  if (!m.is_drop()) occ = minus(occ, bitboard::of(square_index(m.from())));
  const piece_kind kind = m.promotes() ? promoted(m.kind()) : m.kind();
  bitboard flights = minus(f.squares, attacks_of(s.side, kind, to, occ) | bitboard::of(to));
  while (flights) {
    if (!attacked(f.attackers, flights.pop(), occ)) return true;
  }
  return false;
}

std::optional<check_reply> first_unanswered_check(board_state& s, const move_list& checks,
                                                  bool drops_suffice) noexcept {
  const king_flights flights = find_king_flights(s);
  for (const move& m : checks) {
    if (king_escapes(s, flights, m)) continue;
    const undo_info u = do_move(s, m);
    const std::optional<move> reply = first_legal_move(s);
    undo_move(s, m, u);
    if (!reply || (drops_suffice && reply->is_drop())) return check_reply{m, reply};
  }
  return std::nullopt;
}

std::optional<move> mate_in_one(const board_state& s) noexcept {
  move_list checks;
  generate_checks(s, checks);
  board_state played = s;
  const auto answer = first_unanswered_check(played, checks, false);
  if (!answer) return std::nullopt;
  return answer->check;
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

bool position::gives_check(const move& m) const noexcept {
  return detail::gives_check(find_check_info(state_), m);
}

std::optional<move> position::mate_in_one() const noexcept {
  return detail::mate_in_one(state_);
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
      minus(attackers_to(attacker_sets_of(state_, opponent(us)), king, occ_after),
            bitboard::of(to)))
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
