// A first mate's proof measured again (see proof_tree.hpp).
#include "tsume/proof_tree.hpp"

#include <algorithm>

#include "tsume/move_vectors.hpp"

namespace kifu::inline v0::tsume::detail {

using shogi::color;
using shogi::move;
using shogi::position;

std::optional<int> proof_tree::measure(const position& p) {
  int met = kNoneMet;
  return measure(p, 0, met);
}

std::optional<int> proof_tree::measure(const position& p, int ply, int& met) {
  const std::uint64_t h = p.hash();
  if (const auto it = nodes_.find(h); it != nodes_.end()) {
    if (it->second.length >= 0) return it->second.length;
    if (it->second.length == kUnderWay) met = std::min(met, it->second.ply);
    return std::nullopt;
  }
  if (++visits_ > kMostVisits || budget_left() == 0 || engine_.past_limits()) return std::nullopt;
  nodes_[h] = node{kUnderWay, ply, {}};
  int below = kNoneMet;
  const std::optional<node> n = p.side_to_move() == color::black ? measure_checks(p, ply, below)
                                                                 : measure_defences(p, ply, below);
  if (n) {
    nodes_[h] = *n;
    return n->length;
  }
  // A tree that came back to a position further up the path may be measured from another
  // path: the position is forgotten. Otherwise it stays unmeasured (one tree is enough).
  if (below < ply) {
    nodes_.erase(h);
    met = std::min(met, below);
  } else {
    nodes_[h] = node{kUnmeasured, ply, {}};
  }
  return std::nullopt;
}

std::optional<proof_tree::node> proof_tree::measure_checks(const position& p, int ply, int& met) {
  const std::vector<move> checks = checks_of(p);
  const auto tree_of = [&](const move& m) -> std::optional<node> {
    if (const auto l = measure(p.after(m), ply + 1, met)) return node{*l + 1, ply, m};
    return std::nullopt;
  };
  const std::vector<known_mate> known = known_mates(engine_, p, checks);
  for (const known_mate& k : known) {
    if (auto n = tree_of(k.check)) return n;
    if (engine_.past_limits()) return std::nullopt;
  }
  // No check the table knows to mate has a tree measured from here (each came back to a
  // position on the path, or the table gave the node's proof up): the other checks are
  // searched again within a few nodes each (a mating one is most often proved so), then,
  // when the table knew none, the node with all its checks at once (one check at a time
  // without a limit, one that does not mate could take the whole time).
  for (const move& m : checks) {
    if (std::any_of(known.begin(), known.end(), [&](const known_mate& k) { return k.check == m; }))
      continue;
    const std::uint64_t budget = std::min(kRecheckBudget, budget_left());
    if (budget != 0 && engine_.search_within(p.after(m), kUnlimited, budget).pn == 0)
      if (auto n = tree_of(m)) return n;
    if (engine_.stopped() || engine_.past_limits()) return std::nullopt;
  }
  if (!known.empty() || budget_left() == 0 ||
      engine_.search_within(p, kUnlimited, budget_left()).pn != 0)
    return std::nullopt;
  for (const known_mate& k : known_mates(engine_, p, checks))
    if (auto n = tree_of(k.check)) return n;
  return std::nullopt;
}

std::optional<proof_tree::node> proof_tree::measure_defences(const position& p, int ply, int& met) {
  node n{0, ply, move{}};
  int longest = -1;
  for (const move& d : moves_of(p)) {
    const probe v = engine_.look_after_defence(p, d, kUnlimited);
    if (v.pn == 0 && v.futile) continue;
    if (v.pn != 0) {  // no proof kept: only a futile interposition needs none
      const auto futile = engine_.futile(p, d);
      if (!futile) return std::nullopt;
      if (*futile) continue;
    }
    const auto l = measure(p.after(d), ply + 1, met);
    if (!l) return std::nullopt;
    if (*l > longest) {
      longest = *l;
      n.best = d;
    }
  }
  n.length = longest + 1;  // 0 when mated: no defence that counts
  return n;
}

std::vector<move> proof_tree::line(position p) const {
  std::vector<move> out;
  for (auto it = nodes_.find(p.hash()); it != nodes_.end() && it->second.length > 0;
       it = nodes_.find(p.hash())) {
    out.push_back(it->second.best);
    p.play(it->second.best);
  }
  return out;
}

}  // namespace kifu::inline v0::tsume::detail
