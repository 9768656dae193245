// The cerke board: the initial position, the movement of every piece (normal and on a 皇処), and
// the replay of CKKA records with legality checks.
#include "kifu/cerke/board.hpp"

#include <algorithm>
#include <cstdlib>

#include "cerke/notation1.hpp"
#include "cerke/text.hpp"
#include "kifu/pekzep.hpp"

namespace kifu::inline v0::cerke {
namespace {

constexpr std::size_t index(square s) noexcept {
  return static_cast<std::size_t>(s.row) * 9 + static_cast<std::size_t>(s.column);
}

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

std::string name(square s) {
  return std::string(to_string(s));
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

reach movable(const position& p, square from, piece prof, side owner) noexcept {
  reach_builder b(p, from);
  const int forward = owner == side::a ? 1 : -1;
  if (is_tam_hue(p, from)) {
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
    return b.out;
  }
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
  return b.out;
}

namespace {

// What a non-皇, non-drop move says, whatever its kind.
struct piece_move {
  square src, dest;
  std::optional<square> step;
  std::optional<piece> moved;
  std::optional<sticks> bridge, water;
  bool no_stick = false;
};

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

class replayer {
 public:
  explicit replayer(const record& r) : record_(r) {
    for (const auto& item : r.header)
      if (item.key == "一位色") detail::read_colors(item.value, colors_);
  }

  parse_result<replay_result> run() {
    start_season();
    for (std::size_t i = 0; i < record_.body.size(); ++i) {
      const auto& e = record_.body[i];
      if (const auto* m = std::get_if<move_element>(&e)) {
        if (pending_ != nullptr && next_pending_ < pending_->size() &&
            (*pending_)[next_pending_].index == i)
          if (!resolve_pending((*pending_)[next_pending_++], *m)) continue;
        if (broken_) continue;
        if (const std::string why = play(*m); !why.empty()) {
          if (resolved_ == nullptr) report(m->position, diagnostic_code::ckka_illegal_move, why);
          broken_ = true;
          broken_at_ = m->position;
        } else {
          ++result_.moves_replayed;
        }
      } else if (const auto* d = std::get_if<declaration>(&e)) {
        if (!broken_ && resolved_ == nullptr) check_declaration(*d);
        if (d->action == declaration_action::ta_xot) {
          ++season_;
          start_season();
        }
      }
    }
    result_.final = std::move(pos_);
    out_.set_value(std::move(result_));
    return std::move(out_);
  }

  /// Resolves the notation ① moves of `target` (the record this replayer reads) while replaying.
  void resolve_into(record& target, const std::vector<notation1_move>& pending,
                    parse_result<record>& out) {
    resolved_ = &target;
    pending_ = &pending;
    resolution_out_ = &out;
    (void)run();
  }

 private:
  const record& record_;
  std::vector<color> colors_;
  position pos_;
  std::size_t season_ = 0;
  std::optional<side> to_move_;
  std::optional<side> last_mover_;
  bool broken_ = false;
  bool break_reported_ = false;
  source_position broken_at_;
  replay_result result_;
  parse_result<replay_result> out_;
  // While resolving notation ①: the record being built, its pending moves, where errors go.
  record* resolved_ = nullptr;
  const std::vector<notation1_move>* pending_ = nullptr;
  std::size_t next_pending_ = 0;
  parse_result<record>* resolution_out_ = nullptr;

  void unresolved(const source_position& at, std::string why) {
    resolution_out_->add({diagnostic_code::ckka_unresolved, severity::error, at.offset, at.line,
                          at.column, "cannot resolve this notation ① move: " + std::move(why)});
  }

  // Replaces the placeholder of a notation ① move by its reading on the current position.
  // The first notation ① move that cannot be resolved in a season is reported; the ones after it
  // in that season are left as they are (the replay stopped before them).
  bool resolve_pending(const notation1_move& n, const move_element& m) {
    if (broken_) {
      if (!break_reported_)
        unresolved(m.position, "the season could not be replayed past line " +
                                   std::to_string(broken_at_.line) + ", column " +
                                   std::to_string(broken_at_.column) +
                                   " (nor the rest of this season)");
      break_reported_ = true;
      return false;
    }
    auto reading = resolve(n.raw);
    if (auto* why = std::get_if<std::string>(&reading)) {
      unresolved(m.position, std::move(*why) + " (nor the rest of this season)");
      broken_ = break_reported_ = true;
      broken_at_ = m.position;
      return false;
    }
    std::get<move_element>(resolved_->body[n.index]).move = std::get<move>(reading);
    return true;
  }

  // The notation ⓪ reading of a notation ① move on the current position.
  std::variant<move, std::string> resolve(const detail::raw_move& m) const {
    if (m.drop) {
      if (!to_move_) return std::string("cannot tell who drops the piece");
      const auto& hand = pos_.hands[static_cast<std::size_t>(*to_move_)];
      const auto holds = [&](color c) {
        return std::find(hand.begin(), hand.end(), captured_piece{c, *m.moved}) != hand.end();
      };
      const std::string what(to_string(*m.moved));
      if (holds(color::red) && holds(color::black))
        return "both 赤" + what + " and 黒" + what + " are in hand, so 或" + what +
               " does not say which is dropped";
      if (!holds(color::red) && !holds(color::black))
        return "the player to move has no " + what + " in hand";
      return parachute{holds(color::red) ? color::red : color::black, *m.moved, m.squares[0]};
    }
    const square src = m.squares[0], dest = m.squares[m.square_count - 1];
    if (m.tam) {  // ZO皇ZUXI: a step over ZU if a piece stands there, else a move through it
      const square middle = m.squares[1];
      if (pos_.at(middle)) return tam_step_unspecified{src, middle, dest};
      return tam_no_step{src, dest, middle};
    }
    const std::optional<square> step =
        m.square_count == 3 ? std::optional<square>(m.squares[1]) : std::nullopt;
    const auto& here = pos_.at(src);
    if (!here) return "no piece stands on " + name(src);
    const piece prof = here->profession;
    bool range = false;
    if (step) {
      position without = pos_;
      without.squares[index(src)].reset();
      const reach second = movable(without, *step, prof, here->owner);
      if (!second.finite.test(index(dest)) && !second.infinite.test(index(dest)))
        return std::string(to_string(prof)) + " cannot go on from " + name(*step) + " to " +
               name(dest);
      range = !second.finite.test(index(dest));
    }
    const bool water = is_water(dest) && prof != piece::ship && !is_water(src);
    if (m.back_to && *m.back_to != src)
      return "a failed move goes back to " + name(src) + ", not to " + name(*m.back_to);
    const bool failed = m.failed || m.back_to.has_value();
    const auto heads = [](std::int8_t v) {
      return v < 0 ? std::nullopt : std::optional<std::uint8_t>(static_cast<std::uint8_t>(v));
    };
    // One value: 無 alone means a failure of unknown value (無此無 is a failure with none).
    const auto single = [&](bool water_cast) -> std::optional<sticks> {
      if (m.value_count == 0) return sticks{std::nullopt, !failed};
      const std::int8_t v = m.values[0];
      if (v == 0 && !m.failed) return sticks{std::nullopt, false};
      if (!water_cast || v < 0) return sticks{heads(v), !failed};
      if (failed && v >= 3) return std::nullopt;
      return sticks{heads(v), v >= 3};
    };
    if (range && water) {
      if (m.value_count != 2)
        return std::string(
            "the move needs a stepping cast and a water cast; write both values "
            "(e.g. 四五)");
      sticks w{heads(m.values[1]), m.values[1] < 0 ? !failed : m.values[1] >= 3};
      return step_bridge_water{src, *step, dest, m.moved, sticks{heads(m.values[0]), true}, w};
    }
    if (m.value_count > 1) return std::string("two stick values, but the move needs one cast");
    if (range || water) {
      const auto s = single(water);
      if (!s) return std::string("three or more heads always enter the water, yet 此無 is written");
      if (range) return step_bridge{src, *step, dest, m.moved, *s};
      if (step) return step_water{src, *step, dest, m.moved, *s};
      return no_step_water{src, dest, m.moved, *s};
    }
    if (m.value_count != 0 || failed)
      return std::string("the move needs no cast, yet a stick value or 此無 is written");
    if (step) return step_no_stick{src, *step, dest, m.moved};
    return no_step_no_stick{src, dest, m.moved};
  }

  void start_season() {
    pos_ = initial_position();
    broken_ = break_reported_ = false;
    last_mover_.reset();
    to_move_.reset();
    if (season_ < colors_.size()) to_move_ = colors_[season_] == color::black ? side::ia : side::a;
  }

  void report(const source_position& at, diagnostic_code code, std::string message) {
    out_.add({code, severity::error, at.offset, at.line, at.column, std::move(message)});
  }

  void moved(std::optional<side> mover) {
    last_mover_ = mover;
    to_move_ = mover ? std::optional<side>(other(*mover)) : std::nullopt;
  }

  std::string play(const move_element& m) {
    if (const auto* drop = std::get_if<parachute>(&m.move)) return play_drop(*drop);
    if (auto pm = as_piece_move(m.move)) return play_piece(*pm, m);
    return play_tam(m.move);
  }

  std::string play_drop(const parachute& d) {
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

  std::string play_piece(const piece_move& pm, const move_element& m) {
    const auto& here = pos_.at(pm.src);
    if (!here) return "no piece stands on " + name(pm.src);
    const board_piece mover_piece = *here;
    if (to_move_ && mover_piece.owner != *to_move_)
      return "the piece on " + name(pm.src) + " belongs to the player who does not move";
    if (pm.moved && *pm.moved != mover_piece.profession)
      return "the piece on " + name(pm.src) + " is " +
             std::string(to_string(mover_piece.profession)) + ", not " +
             std::string(to_string(*pm.moved));
    const reach first = movable(pos_, pm.src, mover_piece.profession, mover_piece.owner);
    const square_set first_any = first.finite | first.infinite;
    const std::string what = std::string(to_string(mover_piece.profession));
    if (pm.step) {
      if (!first_any.test(index(*pm.step)))
        return what + " cannot reach " + name(*pm.step) + " from " + name(pm.src);
      if (!pos_.occupied(*pm.step)) return "nothing stands on " + name(*pm.step) + " to step on";
      auto saved = pos_.squares[index(pm.src)];
      pos_.squares[index(pm.src)].reset();
      const reach second = movable(pos_, *pm.step, mover_piece.profession, mover_piece.owner);
      pos_.squares[index(pm.src)] = saved;
      const bool range = pm.bridge.has_value();
      const square_set& allowed = range ? second.infinite : second.finite;
      if (!allowed.test(index(pm.dest)))
        return what + " cannot go on from " + name(*pm.step) + " to " + name(pm.dest) +
               (range ? " by a range move" : " without a stepping cast (橋)");
      if (pm.bridge && pm.bridge->heads &&
          (*pm.bridge->heads >= distance(*pm.step, pm.dest)) != pm.bridge->success)
        return "橋" + pekzep::to_string(*pm.bridge->heads) +
               (pm.bridge->success ? " is too few to go " : " is enough to go ") +
               std::to_string(distance(*pm.step, pm.dest)) + " squares on from " + name(*pm.step) +
               (pm.bridge->success ? "" : ", yet the move is marked 此無");
    } else if (!first_any.test(index(pm.dest))) {
      return what + " cannot move from " + name(pm.src) + " to " + name(pm.dest);
    }
    const bool needs_cast =
        is_water(pm.dest) && mover_piece.profession != piece::ship && !is_water(pm.src);
    const bool reaches_the_water = !pm.bridge || pm.bridge->success;
    if (needs_cast && !pm.water && reaches_the_water)
      return "entering the water at " + name(pm.dest) + " needs a water cast (水…)";
    if (pm.dest == pos_.tam && pm.dest != pm.src) return "no piece may land on the 皇";
    const auto& target = pos_.at(pm.dest);
    if (target && pm.dest != pm.src && target->owner == mover_piece.owner)
      return "the destination " + name(pm.dest) + " holds a piece of the same side";
    const bool success = (!pm.bridge || pm.bridge->success) && (!pm.water || pm.water->success);
    const side mover = mover_piece.owner;
    if (success) {
      std::optional<captured_piece> taken;
      if (target && pm.dest != pm.src) taken = captured_piece{target->color, target->profession};
      if (m.capture) {
        if (!taken)
          report(m.capture->position, diagnostic_code::ckka_capture,
                 "the capture comment names a piece, but " + name(pm.dest) + " was empty");
        else if (taken->profession != m.capture->taken ||
                 (m.capture->color && *m.capture->color != taken->color))
          report(m.capture->position, diagnostic_code::ckka_capture,
                 "the move took " + std::string(to_string(taken->color)) +
                     std::string(to_string(taken->profession)) + ", not what the comment says");
      }
      if (taken) pos_.hands[static_cast<std::size_t>(mover)].push_back(*taken);
      pos_.squares[index(pm.src)].reset();
      pos_.squares[index(pm.dest)] = mover_piece;
    }
    moved(mover);
    return {};
  }

  bool free_for_tam(square s) const { return !pos_.at(s).has_value(); }

  // src -> a (empty) -> b (empty), with `a` possibly unknown.
  bool two_steps(square src, const std::optional<square>& a, square b) const {
    const auto fits = [&](square mid) {
      return adjacent(src, mid) && free_for_tam(mid) && adjacent(mid, b) && free_for_tam(b);
    };
    if (a) return fits(*a);
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c)
        if (fits(at_rc(r, c))) return true;
    return false;
  }

  std::string play_tam(const move& m) {
    const square src = std::visit(
        [](const auto& k) -> square {
          if constexpr (requires { k.src; })
            return k.src;
          else
            return {};
        },
        m);
    if (pos_.tam != src) return "the 皇 stands on " + name(pos_.tam) + ", not on " + name(src);
    bool fine = false;
    square dest = src;
    if (const auto* t = std::get_if<tam_no_step>(&m)) {
      fine = two_steps(src, t->first_dest, t->dest);
      dest = t->dest;
    } else {
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
    }
    if (!fine) return "the 皇 cannot go from " + name(src) + " to " + name(dest) + " this way";
    pos_.tam = dest;
    moved(to_move_);
    return {};
  }

  void check_declaration(const declaration& d) {
    if (!last_mover_) return;
    const auto formed = evaluate_hands(pos_.hands[static_cast<std::size_t>(*last_mover_)]);
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
    report(d.position, diagnostic_code::ckka_hands,
           "the declared hands differ from those the declarer's captured pieces form (" +
               (list.empty() ? std::string("none") : list) + ")");
  }
};

}  // namespace

parse_result<replay_result> replay(const record& r) {
  return replayer(r).run();
}

void resolve_notation1(record& r, const std::vector<notation1_move>& pending,
                       parse_result<record>& out) {
  replayer(r).resolve_into(r, pending, out);
}

}  // namespace kifu::inline v0::cerke
