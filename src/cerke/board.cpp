// The cerke board: the initial position, the movement of every piece (normal and on a 皇処), and
// the replay of CKKA records with legality checks.
#include "kifu/cerke/board.hpp"

#include <algorithm>
#include <cstdlib>

#include "cerke/season_board.hpp"
#include "cerke/text.hpp"
#include "counted.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/score.hpp"
#include "kifu/pekzep.hpp"

namespace kifu::inline v0::cerke {
namespace {

using detail::index;
using detail::name;

constexpr int row_of(square s) noexcept {
  return static_cast<int>(s.row);
}
constexpr int column_of(square s) noexcept {
  return static_cast<int>(s.column);
}

constexpr bool on_board(int r, int c) noexcept {
  return r >= 0 && r < 9 && c >= 0 && c < 9;
}

constexpr square at_rc(int r, int c) noexcept {
  return {static_cast<column>(c), static_cast<row>(r)};
}

// Squares apart along a line (king distance).
int distance(square a, square b) noexcept {
  return std::max(std::abs(row_of(a) - row_of(b)), std::abs(column_of(a) - column_of(b)));
}

bool adjacent(square a, square b) noexcept {
  return distance(a, b) == 1;
}

struct initial_piece {
  const char* square_name;
  color c;
  piece p;
  side s;
};

constexpr color black = color::black, red = color::red;
constexpr side sa = side::a, sia = side::ia;

// The yhuap starting position (皇 on ZO).
constexpr initial_piece initial_pieces[] = {
    {"KA", black, piece::clerk, sa},    {"KE", red, piece::shaman, sa},
    {"KI", black, piece::pawn, sa},     {"KAI", black, piece::pawn, sia},
    {"KAU", black, piece::shaman, sia}, {"KIA", red, piece::clerk, sia},
    {"LA", black, piece::horse, sa},    {"LE", red, piece::bow, sa},
    {"LI", red, piece::pawn, sa},       {"LAI", red, piece::pawn, sia},
    {"LAU", black, piece::bow, sia},    {"LIA", red, piece::horse, sia},
    {"NA", black, piece::chariot, sa},  {"NI", black, piece::pawn, sa},
    {"NAI", black, piece::pawn, sia},   {"NIA", red, piece::chariot, sia},
    {"TA", black, piece::general, sa},  {"TE", red, piece::tiger, sa},
    {"TI", red, piece::pawn, sa},       {"TAI", red, piece::pawn, sia},
    {"TAU", black, piece::tiger, sia},  {"TIA", red, piece::general, sia},
    {"ZA", red, piece::king, sa},       {"ZI", red, piece::ship, sa},
    {"ZAI", black, piece::ship, sia},   {"ZIA", black, piece::king, sia},
    {"XA", red, piece::general, sa},    {"XE", black, piece::tiger, sa},
    {"XI", red, piece::pawn, sa},       {"XAI", red, piece::pawn, sia},
    {"XAU", red, piece::tiger, sia},    {"XIA", black, piece::general, sia},
    {"CA", red, piece::chariot, sa},    {"CI", black, piece::pawn, sa},
    {"CAI", black, piece::pawn, sia},   {"CIA", black, piece::chariot, sia},
    {"MA", red, piece::horse, sa},      {"ME", black, piece::bow, sa},
    {"MI", red, piece::pawn, sa},       {"MAI", red, piece::pawn, sia},
    {"MAU", red, piece::bow, sia},      {"MIA", black, piece::horse, sia},
    {"PA", red, piece::clerk, sa},      {"PE", black, piece::shaman, sa},
    {"PI", black, piece::pawn, sa},     {"PAI", black, piece::pawn, sia},
    {"PAU", red, piece::shaman, sia},   {"PIA", black, piece::clerk, sia},
};

// The fixed 皇処: NI CI TU XU ZO TY XY NAI CAI.
constexpr bool is_fixed_tam_hue(int r, int c) noexcept {
  return (r == 4 && c == 4) || ((r == 2 || r == 6) && (c == 2 || c == 6)) ||
         ((r == 3 || r == 5) && (c == 3 || c == 5));
}

class reach_builder {
 public:
  reach_builder(const position& p, square from) : p_(p), r_(row_of(from)), c_(column_of(from)) {}

  // A fixed step or leap.
  void finite(int dr, int dc) {
    if (on_board(r_ + dr, c_ + dc)) out.finite.set(index(at_rc(r_ + dr, c_ + dc)));
  }
  // A two-square step that the square between must leave free.
  void finite_if_free_between(int dr, int dc) {
    if (on_board(r_ + dr, c_ + dc) && !p_.occupied(at_rc(r_ + dr / 2, c_ + dc / 2)))
      out.finite.set(index(at_rc(r_ + dr, c_ + dc)));
  }
  // A range move: every square up to and including the first occupied one, or (passes = 1)
  // up to the second occupied one.
  void range(int dr, int dc, int passes = 0) {
    int between = 0;
    for (int k = 1; k < 9; ++k) {
      const int r = r_ + k * dr, c = c_ + k * dc;
      if (!on_board(r, c)) return;
      out.infinite.set(index(at_rc(r, c)));
      if (p_.occupied(at_rc(r, c)) && ++between > passes) return;
    }
  }
  // The 馬 on a 皇処: two or more squares diagonally; a piece on the adjacent square is jumped.
  void horse_range(int dr, int dc) {
    for (int k = 2; k < 9; ++k) {
      const int r = r_ + k * dr, c = c_ + k * dc;
      if (!on_board(r, c)) return;
      out.infinite.set(index(at_rc(r, c)));
      if (p_.occupied(at_rc(r, c))) return;
    }
  }
  void eight() {
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc)
        if (dr != 0 || dc != 0) finite(dr, dc);
  }
  void orthogonal_ranges(int passes = 0) {
    range(1, 0, passes), range(-1, 0, passes), range(0, 1, passes), range(0, -1, passes);
  }
  void diagonal_ranges(int passes = 0) {
    range(1, 1, passes), range(1, -1, passes), range(-1, 1, passes), range(-1, -1, passes);
  }

  reach out;

 private:
  const position& p_;
  int r_, c_;
};

// The side to move after `s`.
constexpr side other(side s) noexcept {
  return s == side::a ? side::ia : side::a;
}

}  // namespace

position initial_position() {
  position p;
  for (const auto& ip : initial_pieces) {
    const char* first = ip.square_name;
    square s;
    detail::read_square(first, first + std::char_traits<char>::length(first), s);
    p.squares[index(s)] = board_piece{ip.c, ip.p, ip.s};
  }
  return p;
}

bool is_tam_hue(const position& p, square s) noexcept {
  return is_fixed_tam_hue(row_of(s), column_of(s)) || distance(s, p.tam) <= 1;
}

namespace {

// The moves of a piece that stands on a 皇処, into `b`.
void add_tam_hue_moves(reach_builder& b, piece prof, int forward) {
  switch (prof) {
    case piece::king:
    case piece::general:
      b.eight();
      break;
    case piece::chariot:
      b.finite(2, 2), b.finite(2, -2), b.finite(-2, 2), b.finite(-2, -2);
      break;
    case piece::pawn:
      b.finite(1, 0), b.finite(-1, 0), b.finite(0, 1), b.finite(0, -1);
      b.finite_if_free_between(2 * forward, 0);
      break;
    case piece::ship:
      b.finite(0, 1), b.finite(0, -1);
      b.finite_if_free_between(0, 2), b.finite_if_free_between(0, -2);
      b.range(1, 0), b.range(-1, 0);
      break;
    case piece::bow:
    case piece::tiger:
      b.diagonal_ranges();
      break;
    case piece::horse:
      b.horse_range(1, 1), b.horse_range(1, -1), b.horse_range(-1, 1), b.horse_range(-1, -1);
      break;
    case piece::clerk:
      b.orthogonal_ranges();
      break;
    case piece::shaman:
      b.orthogonal_ranges(1), b.diagonal_ranges(1);
      break;
  }
}

// The moves of a piece that stands elsewhere, into `b`.
void add_normal_moves(reach_builder& b, piece prof, int forward) {
  switch (prof) {
    case piece::king:
      b.eight();
      break;
    case piece::pawn:
      b.finite(forward, 0);
      break;
    case piece::chariot:
      b.finite(2, 0), b.finite(-2, 0), b.finite(0, 2), b.finite(0, -2);
      break;
    case piece::tiger:
      b.finite(1, 1), b.finite(1, -1), b.finite(-1, 1), b.finite(-1, -1);
      break;
    case piece::horse:
      b.finite(2, 2), b.finite(2, -2), b.finite(-2, 2), b.finite(-2, -2);
      break;
    case piece::ship:
      b.range(forward, 0);
      break;
    case piece::bow:
      b.orthogonal_ranges();
      break;
    case piece::clerk:
      b.finite(0, 1), b.finite(0, -1), b.range(1, 0), b.range(-1, 0);
      break;
    case piece::shaman:
      b.finite(1, 0), b.finite(-1, 0), b.range(0, 1), b.range(0, -1);
      break;
    case piece::general:  // every neighbour but the one straight back
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc)
          if ((dr != 0 || dc != 0) && !(dc == 0 && dr == -forward)) b.finite(dr, dc);
      break;
  }
}

}  // namespace

reach movable(const position& p, square from, piece prof, side owner) noexcept {
  reach_builder b(p, from);
  const int forward = owner == side::a ? 1 : -1;
  if (is_tam_hue(p, from))
    add_tam_hue_moves(b, prof, forward);
  else
    add_normal_moves(b, prof, forward);
  return b.out;
}

// What a non-皇, non-drop move says, whatever its kind.
struct detail::piece_move {
  square src, dest;
  std::optional<square> step;
  std::optional<piece> moved;
  std::optional<sticks> bridge, water;
  bool no_stick = false;
};

namespace {

using detail::piece_move;

// The piece move `m` is, if it is one.
std::optional<piece_move> as_piece_move(const move& m) {
  return std::visit(
      [](const auto& k) -> std::optional<piece_move> {
        using T = std::decay_t<decltype(k)>;
        if constexpr (std::is_same_v<T, no_step_no_stick>)
          return piece_move{k.src, k.dest, std::nullopt, k.moved, std::nullopt, std::nullopt, true};
        else if constexpr (std::is_same_v<T, no_step_water>)
          return piece_move{k.src, k.dest, std::nullopt, k.moved, std::nullopt, k.water, false};
        else if constexpr (std::is_same_v<T, step_no_stick>)
          return piece_move{k.src, k.dest, k.step, k.moved, std::nullopt, std::nullopt, true};
        else if constexpr (std::is_same_v<T, step_water>)
          return piece_move{k.src, k.dest, k.step, k.moved, std::nullopt, k.water, false};
        else if constexpr (std::is_same_v<T, step_bridge>)
          return piece_move{k.src, k.dest, k.step, k.moved, k.bridge, std::nullopt, false};
        else if constexpr (std::is_same_v<T, step_bridge_water>)
          return piece_move{k.src, k.dest, k.step, k.moved, k.bridge, k.water, false};
        else
          return std::nullopt;
      },
      m);
}

// A diagnostic at `at`.
diagnostic at(const source_position& where, diagnostic_code code, std::string message) {
  return {code, severity::error, where.offset, where.line, where.column, std::move(message)};
}

}  // namespace

detail::season_board::season_board(const record& r)
    : colors_(first_mover_colors(r, [](const header_item&) {})) {
  start_season();
}

void detail::season_board::next_season() {
  ++season_;
  start_season();
}

// Puts the initial position back and the first mover the season's 一位色 names.
void detail::season_board::start_season() {
  pos_ = initial_position();
  stopped_ = false;
  last_mover_.reset();
  to_move_.reset();
  if (season_ < colors_.size()) to_move_ = ia_side_first(colors_[season_]) ? side::ia : side::a;
}

// Records that `mover` (if known) moved: the other side moves next.
void detail::season_board::moved(std::optional<side> mover) {
  last_mover_ = mover;
  to_move_ = mover ? std::optional<side>(other(*mover)) : std::nullopt;
}

std::string detail::season_board::play(const move_element& m, parse_result<replay_result>* notes) {
  std::string why;
  if (const auto* drop = std::get_if<parachute>(&m.move))
    why = play_drop(*drop);
  else if (auto pm = as_piece_move(m.move))
    why = play_piece(*pm, m, notes);
  else
    why = play_tam(m.move);
  if (!why.empty()) stop_at(m.position);
  return why;
}

// Drops a piece from the mover's hand.
std::string detail::season_board::play_drop(const parachute& d) {
  const captured_piece wanted{d.color, d.dropped};
  std::optional<side> mover = to_move_;
  const auto holds = [&](side s) {
    const auto& h = pos_.hands[static_cast<std::size_t>(s)];
    return std::find(h.begin(), h.end(), wanted) != h.end();
  };
  if (!mover) {
    if (holds(side::a) == holds(side::ia)) return "cannot tell whose hand the drop comes from";
    mover = holds(side::a) ? side::a : side::ia;
  }
  auto& hand = pos_.hands[static_cast<std::size_t>(*mover)];
  const auto it = std::find(hand.begin(), hand.end(), wanted);
  if (it == hand.end())
    return "the player to move has no " + std::string(to_string(d.color)) +
           std::string(to_string(d.dropped)) + " in hand to drop";
  if (pos_.occupied(d.dest)) return "a drop needs an empty square; " + name(d.dest) + " is taken";
  hand.erase(it);
  pos_.squares[index(d.dest)] = board_piece{d.color, d.dropped, *mover};
  moved(mover);
  return {};
}

// Moves a piece (stepping, casting the sticks) when the move is legal.
std::string detail::season_board::play_piece(const piece_move& pm, const move_element& m,
                                             parse_result<replay_result>* notes) {
  const auto& here = pos_.at(pm.src);
  if (!here) return "no piece stands on " + name(pm.src);
  const board_piece mover_piece = *here;
  if (to_move_ && mover_piece.owner != *to_move_)
    return "the piece on " + name(pm.src) + " belongs to the player who does not move";
  if (pm.moved && *pm.moved != mover_piece.profession)
    return "the piece on " + name(pm.src) + " is " +
           std::string(to_string(mover_piece.profession)) + ", not " +
           std::string(to_string(*pm.moved));
  if (std::string why = check_path(pm, mover_piece); !why.empty()) return why;
  if (std::string why = check_landing(pm, mover_piece); !why.empty()) return why;
  const bool success = (!pm.bridge || pm.bridge->success) && (!pm.water || pm.water->success);
  if (success) take_and_land(pm, mover_piece, m, notes);
  moved(mover_piece.owner);
  return {};
}

// Why the piece cannot go from its square (over its step, with its stepping cast) to the
// destination; empty when it can.
std::string detail::season_board::check_path(const piece_move& pm, const board_piece& mover) {
  const reach first = movable(pos_, pm.src, mover.profession, mover.owner);
  const square_set first_any = first.finite | first.infinite;
  const std::string what = std::string(to_string(mover.profession));
  if (!pm.step) {
    if (!first_any.test(index(pm.dest)))
      return what + " cannot move from " + name(pm.src) + " to " + name(pm.dest);
    return {};
  }
  if (!first_any.test(index(*pm.step)))
    return what + " cannot reach " + name(*pm.step) + " from " + name(pm.src);
  if (!pos_.occupied(*pm.step)) return "nothing stands on " + name(*pm.step) + " to step on";
  const auto saved = pos_.squares[index(pm.src)];
  pos_.squares[index(pm.src)].reset();
  const reach second = movable(pos_, *pm.step, mover.profession, mover.owner);
  pos_.squares[index(pm.src)] = saved;
  const bool range = pm.bridge.has_value();
  const square_set& allowed = range ? second.infinite : second.finite;
  if (!allowed.test(index(pm.dest)))
    return what + " cannot go on from " + name(*pm.step) + " to " + name(pm.dest) +
           (range ? " by a range move" : " without a stepping cast (橋)");
  if (pm.bridge && pm.bridge->heads &&
      (*pm.bridge->heads >= distance(*pm.step, pm.dest)) != pm.bridge->success)
    return "橋" + std::string(pekzep::format(*pm.bridge->heads).view()) +
           (pm.bridge->success ? " is too few to go " : " is enough to go ") +
           std::to_string(distance(*pm.step, pm.dest)) + " squares on from " + name(*pm.step) +
           (pm.bridge->success ? "" : ", yet the move is marked 此無");
  return {};
}

// Why the piece cannot land on the destination (water without a cast, the 皇, a piece of its
// own side); empty when it can.
std::string detail::season_board::check_landing(const piece_move& pm,
                                                const board_piece& mover) const {
  const bool needs_cast = is_water(pm.dest) && mover.profession != piece::ship && !is_water(pm.src);
  const bool reaches_the_water = !pm.bridge || pm.bridge->success;
  if (needs_cast && !pm.water && reaches_the_water)
    return "entering the water at " + name(pm.dest) + " needs a water cast (水…)";
  if (pm.dest == pos_.tam && pm.dest != pm.src) return "no piece may land on the 皇";
  const auto& target = pos_.at(pm.dest);
  if (target && pm.dest != pm.src && target->owner == mover.owner)
    return "the destination " + name(pm.dest) + " holds a piece of the same side";
  return {};
}

// Moves the piece to the destination, the piece there (if any) into the mover's hand, and
// checks the capture comment against it.
void detail::season_board::take_and_land(const piece_move& pm, const board_piece& mover,
                                         const move_element& m,
                                         parse_result<replay_result>* notes) {
  const auto& target = pos_.at(pm.dest);
  std::optional<captured_piece> taken;
  if (target && pm.dest != pm.src) taken = captured_piece{target->color, target->profession};
  if (m.capture && notes != nullptr) {
    if (!taken)
      notes->add(at(m.capture->position, diagnostic_code::ckka_capture,
                    "the capture comment names a piece, but " + name(pm.dest) + " was empty"));
    else if (taken->profession != m.capture->taken ||
             (m.capture->color && *m.capture->color != taken->color))
      notes->add(at(m.capture->position, diagnostic_code::ckka_capture,
                    "the move took " + std::string(to_string(taken->color)) +
                        std::string(to_string(taken->profession)) + ", not what the comment says"));
  }
  if (taken) pos_.hands[static_cast<std::size_t>(mover.owner)].push_back(*taken);
  pos_.squares[index(pm.src)].reset();
  pos_.squares[index(pm.dest)] = mover;
}

// True when no piece stands on `s` (the 皇 may pass its own square).
bool detail::season_board::free_for_tam(square s) const {
  return !pos_.at(s).has_value();
}

// src -> a (empty) -> b (empty), with `a` possibly unknown.
bool detail::season_board::two_steps(square src, const std::optional<square>& a, square b) const {
  const auto fits = [&](square mid) {
    return adjacent(src, mid) && free_for_tam(mid) && adjacent(mid, b) && free_for_tam(b);
  };
  if (a) return fits(*a);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (fits(at_rc(r, c))) return true;
  return false;
}

// True when the 皇 move `m` from `src` fits the board; `dest` is set to where it goes.
bool detail::season_board::tam_path_fits(const move& m, square src, square& dest) const {
  if (const auto* t = std::get_if<tam_no_step>(&m)) {
    dest = t->dest;
    return two_steps(src, t->first_dest, t->dest);
  }
  bool fine = false;
  square step{};
  std::optional<square> first;
  bool former = false, latter = false;
  if (const auto* f = std::get_if<tam_step_during_former>(&m))
    step = f->step, first = f->first_dest, dest = f->dest, former = true;
  else if (const auto* l = std::get_if<tam_step_during_latter>(&m))
    step = l->step, first = l->first_dest, dest = l->dest, latter = true;
  else if (const auto* u = std::get_if<tam_step_unspecified>(&m))
    step = u->step, dest = u->dest, former = latter = true;
  const bool step_ok = pos_.at(step).has_value();
  if (step_ok && former && adjacent(src, step))
    fine |= two_steps(step, first, dest);  // src -> step -> first -> dest
  if (step_ok && latter && adjacent(step, dest) && free_for_tam(dest)) {
    const auto fits = [&](square mid) {
      return adjacent(src, mid) && free_for_tam(mid) && adjacent(mid, step);
    };
    if (first) fine |= fits(*first);
    for (int r = 0; r < 9 && !first && !fine; ++r)
      for (int c = 0; c < 9; ++c) fine |= fits(at_rc(r, c));
  }
  return fine;
}

// Moves the 皇 when the move is legal.
std::string detail::season_board::play_tam(const move& m) {
  const square src = std::visit(
      [](const auto& k) -> square {
        if constexpr (requires { k.src; })
          return k.src;
        else
          return {};
      },
      m);
  if (pos_.tam != src) return "the 皇 stands on " + name(pos_.tam) + ", not on " + name(src);
  square dest = src;
  if (!tam_path_fits(m, src, dest))
    return "the 皇 cannot go from " + name(src) + " to " + name(dest) + " this way";
  pos_.tam = dest;
  moved(to_move_);
  return {};
}

namespace {

// The replay of a record: each move played and checked, each declaration compared with the
// hands the declarer formed.
class replayer {
 public:
  replayer(const record& r, std::optional<replay_limit> limit)
      : record_(r), board_(r), limit_(limit) {}

  // Replays the record, or up to the limit.
  parse_result<replay_result> run() {
    for (const auto& e : record_.body) {
      if (limit_ && result_.season == limit_->season && limit_->moves &&
          result_.season_moves == *limit_->moves)
        break;
      std::visit([this](const auto& element) { last_seen_ = element.position; }, e);
      if (const auto* m = std::get_if<move_element>(&e)) {
        if (board_.stopped()) continue;
        if (const std::string why = board_.play(*m, &out_); !why.empty()) {
          out_.add(at(m->position, diagnostic_code::ckka_illegal_move, why));
        } else {
          ++result_.moves_replayed;
          ++result_.season_moves;
          result_.last_move = m->move;
        }
      } else if (const auto* d = std::get_if<declaration>(&e)) {
        if (!board_.stopped()) check_declaration(*d);
        if (d->action == declaration_action::ta_xot) {
          if (limit_ && result_.season == limit_->season) break;
          board_.next_season();
          ++result_.season;
          result_.season_moves = 0;
          result_.last_move.reset();
        }
      }
    }
    if (limit_ && (result_.season != limit_->season ||
                   (limit_->moves && result_.season_moves != *limit_->moves)))
      out_.add(at(last_seen_, diagnostic_code::ckka_illegal_move, unreached(*limit_)));
    result_.final = board_.take_board();
    out_.set_value(std::move(result_));
    return std::move(out_);
  }

 private:
  const record& record_;
  detail::season_board board_;
  std::optional<replay_limit> limit_;
  source_position last_seen_;  // where the last element read starts
  replay_result result_;
  parse_result<replay_result> out_;

  // Why the limit was not reached: what the record holds.
  std::string unreached(const replay_limit& limit) const {
    if (result_.season != limit.season)
      return "the record has " + kifu::detail::counted(result_.season + 1, "season", "seasons") +
             ", not " + std::to_string(limit.season + 1);
    return "season " + std::to_string(limit.season + 1) + " has " +
           kifu::detail::counted(result_.season_moves, "move", "moves") +
           " that can be played, not " + std::to_string(*limit.moves);
  }

  // Compares the hands a declaration names with those the declarer's captured pieces form.
  void check_declaration(const declaration& d) {
    if (!board_.last_mover()) return;
    const auto formed =
        evaluate_hands(board_.board().hands[static_cast<std::size_t>(*board_.last_mover())]);
    std::vector<hand> declared;
    for (const auto& h : d.hands)
      if (h.hand != hand::stepping && h.hand != hand::futile_move) declared.push_back(h.hand);
    std::vector<hand> have = formed.hands;
    std::sort(declared.begin(), declared.end());
    std::sort(have.begin(), have.end());
    if (declared == have) return;
    std::string list;
    for (const hand h : formed.hands)
      list += (list.empty() ? "" : "加") + std::string(to_string(h));
    out_.add(at(d.position, diagnostic_code::ckka_hands,
                "the declared hands differ from those the declarer's captured pieces form (" +
                    (list.empty() ? std::string("none") : list) + ")"));
  }
};

}  // namespace

parse_result<replay_result> replay(const record& r) {
  return replayer(r, std::nullopt).run();
}

parse_result<replay_result> replay(const record& r, const replay_limit& limit) {
  return replayer(r, limit).run();
}

diagnostic_list check_record(const record& r) {
  diagnostic_list all = check_ckka(r);
  all.append(track_scores(r).diagnostics());
  all.append(replay(r).diagnostics());
  return all;
}

}  // namespace kifu::inline v0::cerke
