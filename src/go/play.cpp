// Playing moves on a Go board: captures, suicide, simple ko, passes.
#include "kifu/go/play.hpp"

#include <algorithm>

namespace kifu::inline v0::go {

namespace {

constexpr std::size_t index(point p) noexcept {
  return static_cast<std::size_t>(p.y) * max_board_size + static_cast<std::size_t>(p.x);
}

constexpr color other(color c) noexcept {
  return c == color::black ? color::white : color::black;
}

constexpr std::array<point, 4> neighbours(point p) noexcept {
  return {point{p.x - 1, p.y}, point{p.x + 1, p.y}, point{p.x, p.y - 1}, point{p.x, p.y + 1}};
}

}  // namespace

std::string_view to_string(move_error e) noexcept {
  switch (e) {
    case move_error::none:
      return "the move is legal";
    case move_error::off_board:
      return "the point is not on the board";
    case move_error::occupied:
      return "a stone already stands on the point";
    case move_error::suicide:
      return "the stone would have no liberty and captures nothing (suicide)";
    case move_error::ko:
      return "it retakes the ko at once (simple ko)";
  }
  return "";
}

game::game(const position& setup) : board_(setup) {
  if (!board_.to_play()) board_.set_to_play(color::black);
}

int game::move_number(point p) const noexcept {
  return board_.contains(p.x, p.y) ? numbers_[index(p)] : 0;
}

bool game::has_liberty(point p, std::vector<point>& group) const {
  group.clear();
  const stone s = board_.at(p.x, p.y);
  std::array<bool, max_board_size * max_board_size> seen{};
  group.push_back(p);
  seen[index(p)] = true;
  bool liberty = false;
  for (std::size_t i = 0; i < group.size(); ++i)
    for (const point n : neighbours(group[i])) {
      if (!board_.contains(n.x, n.y) || seen[index(n)]) continue;
      const stone t = board_.at(n.x, n.y);
      if (t == stone::empty) liberty = true;
      if (t != s) continue;
      seen[index(n)] = true;
      group.push_back(n);
    }
  return liberty;
}

move_error game::check(color c, point p) const noexcept {
  game trial = *this;
  const move_error e = trial.play(c, p).error;
  return e;
}

play_outcome game::play(color c, point p) {
  play_outcome out;
  if (!board_.contains(p.x, p.y)) return {move_error::off_board, 0};
  if (board_.at(p.x, p.y) != stone::empty) return {move_error::occupied, 0};
  board_.set(p.x, p.y, stone_of(c));
  std::vector<point> group;
  std::optional<point> taken;  // the one stone taken, when only one is
  for (const point n : neighbours(p)) {
    if (board_.at(n.x, n.y) != stone_of(other(c)) || has_liberty(n, group)) continue;
    for (const point q : group) {
      board_.set(q.x, q.y, stone::empty);
      numbers_[index(q)] = 0;
    }
    out.captured += static_cast<int>(group.size());
    taken = group.size() == 1 ? std::optional<point>(group.front()) : std::nullopt;
  }
  if (out.captured == 0 && !has_liberty(p, group)) {
    board_.set(p.x, p.y, stone::empty);
    return {move_error::suicide, 0};
  }
  if (out.captured == 1 && ko_ == p) out.error = move_error::ko;
  // A new ko: one stone taken by a lone stone whose only liberty is the point it took.
  ko_.reset();
  if (out.captured == 1 && taken) {
    has_liberty(p, group);
    int liberties = 0;
    for (const point n : neighbours(p))
      liberties += board_.contains(n.x, n.y) && board_.at(n.x, n.y) == stone::empty ? 1 : 0;
    if (group.size() == 1 && liberties == 1) ko_ = taken;
  }
  captures_[static_cast<std::size_t>(c)] += out.captured;
  ++moves_;
  numbers_[index(p)] = static_cast<std::uint16_t>(std::min(moves_, 65535));
  last_ = p;
  after_move(c);
  return out;
}

void game::pass(color c) noexcept {
  ++moves_;
  last_.reset();
  ko_.reset();
  after_move(c);
}

void game::set(point p, stone s) noexcept {
  if (!board_.contains(p.x, p.y)) return;
  board_.set(p.x, p.y, s);
  numbers_[index(p)] = 0;
  ko_.reset();
}

void game::after_move(color c) noexcept {
  board_.set_to_play(other(c));
}

}  // namespace kifu::inline v0::go
