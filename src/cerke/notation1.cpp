// The resolution of notation ① moves: the record is replayed on the board and each notation ①
// move read as the notation ⓪ move it stands for on the position it is played in.
#include "cerke/notation1.hpp"

#include <algorithm>
#include <string>
#include <variant>

#include "cerke/season_board.hpp"

namespace kifu::inline v0::cerke {
namespace {

using detail::index;
using detail::name;

// A notation ⓪ move, or why a notation ① move does not give one.
using reading = std::variant<move, std::string>;

// The drop `m` (或… : the colour left out) by the side to move.
reading resolve_drop(const detail::raw_move& m, const position& p, std::optional<side> to_move) {
  if (!to_move) return std::string("cannot tell who drops the piece");
  const auto& hand = p.hands[static_cast<std::size_t>(*to_move)];
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

// ZO皇ZUXI: a step over ZU if a piece stands there, else a move through it.
reading resolve_tam(const detail::raw_move& m, const position& p) {
  const square src = m.squares[0], middle = m.squares[1], dest = m.squares[m.square_count - 1];
  if (p.at(middle)) return tam_step_unspecified{src, middle, dest};
  return tam_no_step{src, dest, middle};
}

// The number of heads a written value gives (或, written -1: unknown).
std::optional<std::uint8_t> heads(std::int8_t v) {
  return v < 0 ? std::nullopt : std::optional<std::uint8_t>(static_cast<std::uint8_t>(v));
}

// The one cast of a move that needs one (a water cast when `water_cast`): 無 alone means a
// failure of unknown value (無此無 is a failure with none); nothing when the values contradict.
std::optional<sticks> single_cast(const detail::raw_move& m, bool failed, bool water_cast) {
  if (m.value_count == 0) return sticks{std::nullopt, !failed};
  const std::int8_t v = m.values[0];
  if (v == 0 && !m.failed) return sticks{std::nullopt, false};
  if (!water_cast || v < 0) return sticks{heads(v), !failed};
  if (failed && v >= 3) return std::nullopt;
  return sticks{heads(v), v >= 3};
}

// The piece move from `src` (over `step`) to `dest` with the casts its values say: a stepping
// cast for a `range` move after the step, a water cast when it enters the `water`.
reading with_casts(const detail::raw_move& m, square src, std::optional<square> step, square dest,
                   bool range, bool water) {
  const bool failed = m.failed || m.back_to.has_value();
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
    const auto s = single_cast(m, failed, water);
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

// A piece move: whether it is a range move after its step, and whether it enters the water,
// come from the board.
reading resolve_piece_move(const detail::raw_move& m, const position& p) {
  const square src = m.squares[0], dest = m.squares[m.square_count - 1];
  const std::optional<square> step =
      m.square_count == 3 ? std::optional<square>(m.squares[1]) : std::nullopt;
  const auto& here = p.at(src);
  if (!here) return "no piece stands on " + name(src);
  const piece prof = here->profession;
  bool range = false;
  if (step) {
    position without = p;
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
  return with_casts(m, src, step, dest, range, water);
}

// The notation ⓪ reading of a notation ① move on `p`, `to_move` (when known) to move.
reading resolve(const detail::raw_move& m, const position& p, std::optional<side> to_move) {
  if (m.drop) return resolve_drop(m, p, to_move);
  if (m.tam) return resolve_tam(m, p);
  return resolve_piece_move(m, p);
}

// Replays a record whose notation ① moves are resolved as they are reached.
class resolver {
 public:
  resolver(record& r, const std::vector<notation1_move>& pending, parse_result<record>& out)
      : record_(r), board_(r), pending_(pending), out_(out) {}

  // Replays the record, resolving each pending move on the position before it.
  void run() {
    for (std::size_t i = 0; i < record_.body.size(); ++i) {
      const auto& e = record_.body[i];
      if (const auto* m = std::get_if<move_element>(&e)) {
        if (next_ < pending_.size() && pending_[next_].index == i &&
            !resolve_pending(pending_[next_++], *m))
          continue;
        if (!board_.stopped()) (void)board_.play(*m, nullptr);
      } else if (const auto* d = std::get_if<declaration>(&e);
                 d != nullptr && d->action == declaration_action::ta_xot) {
        board_.next_season();
        break_reported_ = false;
      }
    }
  }

 private:
  record& record_;
  detail::season_board board_;
  const std::vector<notation1_move>& pending_;
  parse_result<record>& out_;
  std::size_t next_ = 0;
  bool break_reported_ = false;

  // Reports a notation ① move that cannot be resolved.
  void unresolved(const source_position& at, std::string why) {
    out_.add({diagnostic_code::ckka_unresolved, severity::error, at.offset, at.line, at.column,
              "cannot resolve this notation ① move: " + std::move(why)});
  }

  // Replaces the placeholder of a notation ① move by its reading on the current position.
  // The first notation ① move that cannot be resolved in a season is reported; the ones after it
  // in that season are left as they are (the replay stopped before them).
  bool resolve_pending(const notation1_move& n, const move_element& m) {
    if (board_.stopped()) {
      if (!break_reported_)
        unresolved(m.position, "the season could not be replayed past line " +
                                   std::to_string(board_.stopped_at().line) + ", column " +
                                   std::to_string(board_.stopped_at().column) +
                                   " (nor the rest of this season)");
      break_reported_ = true;
      return false;
    }
    auto read = resolve(n.raw, board_.board(), board_.to_move());
    if (auto* why = std::get_if<std::string>(&read)) {
      unresolved(m.position, std::move(*why) + " (nor the rest of this season)");
      board_.stop_at(m.position);
      break_reported_ = true;
      return false;
    }
    std::get<move_element>(record_.body[n.index]).move = std::get<move>(read);
    return true;
  }
};

}  // namespace

void resolve_notation1(record& r, const std::vector<notation1_move>& pending,
                       parse_result<record>& out) {
  resolver(r, pending, out).run();
}

}  // namespace kifu::inline v0::cerke
