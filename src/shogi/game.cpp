// A game in progress: moves pushed and popped, repetitions and 千日手.
#include "kifu/shogi/game.hpp"

namespace kifu::inline v0::shogi {

namespace {

// True when two positions have the same board, hands and side to move (not move number).
bool same_position(const position& a, const position& b) noexcept {
  const auto &x = a.state(), &y = b.state();
  return x.key == y.key && x.side == y.side && x.squares == y.squares && x.hands == y.hands;
}

}  // namespace

game::game(const position& start) : positions_{start}, hashes_{start.hash()} {}

bool game::push(const move& m) {
  if (!current().is_legal(m)) return false;
  position next = current().after(m);
  hashes_.push_back(next.hash());
  positions_.push_back(next);
  moves_.push_back(m);
  return true;
}

std::optional<move> game::pop() {
  if (moves_.empty()) return std::nullopt;
  const move last = moves_.back();
  moves_.pop_back();
  positions_.pop_back();
  hashes_.pop_back();
  return last;
}

int game::repetitions() const noexcept {
  int n = 0;
  // The same position has the same side to move: only every other earlier one can be it.
  for (std::size_t i = hashes_.size() - 1; i >= 2;) {
    i -= 2;
    if (hashes_[i] == hashes_.back() && same_position(positions_[i], current())) ++n;
  }
  return n;
}

std::optional<repetition_outcome> game::sennichite() const noexcept {
  if (repetitions() < 3) return std::nullopt;
  // The first of the four times: the earliest earlier position equal to the current one.
  std::size_t first = hashes_.size() - 1;
  for (std::size_t i = hashes_.size() - 1; i >= 2;) {
    i -= 2;
    if (hashes_[i] == hashes_.back() && same_position(positions_[i], current())) first = i;
  }
  // Each move since then, and whether it gave check: positions_[i] is after moves_[i - 1].
  bool black_checked_always = true, white_checked_always = true;
  for (std::size_t i = first + 1; i < positions_.size(); ++i) {
    const bool check = positions_[i].in_check();
    (positions_[i - 1].side_to_move() == color::black ? black_checked_always
                                                      : white_checked_always) &= check;
  }
  if (black_checked_always) return repetition_outcome::black_loses;
  if (white_checked_always) return repetition_outcome::white_loses;
  return repetition_outcome::draw;
}

}  // namespace kifu::inline v0::shogi
