// A shorter mate looked for along the proofs the table holds (see proof_shortening.hpp).
#include "tsume/proof_shortening.hpp"

#include <algorithm>
#include <vector>

#include "tsume/move_vectors.hpp"

namespace kifu::inline v0::tsume::detail {

using shogi::move;
using shogi::position;

std::optional<int> proof_shortening::mate_within(const position& p, int plies) {
  const int length =
      p.side_to_move() == shogi::color::black ? checks(p, plies) : defences(p, plies);
  if (length < 0) return std::nullopt;
  return length;
}

bool proof_shortening::spend(std::uint64_t n) noexcept {
  left_ = n >= left_ ? 0 : left_ - n;
  return left_ != 0;
}

int proof_shortening::checks(const position& p, int plies) {
  if (const probe v = engine_.look(p, plies); v.pn == 0) return v.length;
  if (plies < 1 || !spend(1) || engine_.past_limits()) return -1;
  const std::uint64_t h = p.hash();
  if (const auto it = failed_.find(h); it != failed_.end() && it->second >= plies) return -1;
  // The checks whose mates the table knows, the shortest first: one short enough mates at
  // once, a longer one may be shortened below it.
  const std::vector<known_mate> known = known_mates(engine_, p, checks_of(p));
  int followed = 0;
  for (const auto& [length, c] : known) {
    int below = length <= plies - 1 ? length : -1;
    if (below < 0) {
      if (++followed > kChecksFollowed) break;
      below = defences(p.after(c), plies - 1);
    }
    if (below >= 0) {
      engine_.store_mate(p, below + 1);
      return below + 1;
    }
    if (left_ == 0) return -1;
  }
  // None of them: the node itself, within a few positions.
  const std::uint64_t before = engine_.nodes();
  const probe v = engine_.search_within(p, plies, std::min(kNodeSearch, left_));
  spend(engine_.nodes() - before);
  if (v.pn == 0) return v.length;
  failed_[h] = std::max(failed_[h], plies);
  return -1;
}

int proof_shortening::defences(const position& p, int plies) {
  if (const probe v = engine_.look(p, plies); v.pn == 0) return v.length;
  if (plies < 2 || !spend(1)) return -1;
  int longest = -1;  // -1 when mated: no defence that counts
  for (const move& d : moves_of(p)) {
    // A drop the search proved futile counts no plies (length -1). One it did not is walked
    // as a defence like any other: a mate after it is a mate whether it is futile or not.
    const probe v = engine_.look_after_defence(p, d, plies - 1);
    const int below = v.pn == 0 ? v.length : checks(p.after(d), plies - 1);
    if (below < 0 && v.pn != 0) return -1;
    longest = std::max(longest, below);
  }
  engine_.store_mate(p, longest + 1);
  return longest + 1;
}

}  // namespace kifu::inline v0::tsume::detail
