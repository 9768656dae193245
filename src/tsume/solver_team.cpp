// The solver's search on several threads: helpers search the leader's root on the shared
// table, each leaving to the others the children on their paths (engine::summarize), so that
// the threads prove different parts of the same tree and each finds the others' answers in the
// table. The leader keeps the limits, grows the table while the helpers wait, and stops them
// when its search ends or when a helper answers the root.
#include <exception>

#include "tsume/solver_team.hpp"

namespace kifu::inline v0::tsume::detail {

namespace {

// A search starts its helpers after this many positions of its own: most of a solve's searches
// (the main line's, the futility tests') end sooner, and a thread's start would cost more.
constexpr std::uint64_t helpers_after = 20000;

}  // namespace

solve_options helper_options(const solve_options& leader, const std::atomic<bool>& finish) {
  solve_options o;
  o.memory_mb = leader.memory_mb;
  o.stop = &finish;
  o.shortest = leader.shortest;
  o.count = leader.count;
  o.threads = leader.threads;
  return o;
}

std::uint64_t engine::helper_nodes() const noexcept {
  if (!team_ || team_->threads.empty()) return 0;
  std::uint64_t n = 0;
  for (const auto& h : team_->helpers) n += h->published_nodes_.load(std::memory_order_relaxed);
  return n;
}

std::optional<probe> engine::helpers_answer() const noexcept {
  if (!team_ || !team_->answered.load(std::memory_order_acquire)) return std::nullopt;
  return team_->answer;
}

void engine::meet_team() noexcept {
  team& t = *crew_;
  if (index_ != 0) {  // a helper
    published_nodes_.store(nodes_ - root_nodes_, std::memory_order_relaxed);
    if (!t.pause.load(std::memory_order_relaxed)) return;
    std::unique_lock lock(t.m);
    ++t.out;
    t.cv.notify_all();
    t.cv.wait(lock, [&] { return !t.pausing; });
    --t.out;
    return;
  }
  if (t.threads.empty()) {
    if (root_ && nodes_ - root_nodes_ >= helpers_after && wants_helpers()) {
      try {
        start_helpers();
      } catch (const std::exception&) {  // no thread or memory for one: this one searches alone
        stop_helpers();
      }
    }
    return;
  }
  if (table_.growth_due()) {
    std::unique_lock lock(t.m);
    t.pausing = true;
    t.pause.store(true, std::memory_order_relaxed);
    t.cv.wait(lock, [&] { return t.out == t.helpers.size(); });
    table_.grow();
    t.pausing = false;
    t.pause.store(false, std::memory_order_relaxed);
    lock.unlock();
    t.cv.notify_all();
  } else {
    table_.prepare_growth();
  }
  if (t.answered.load(std::memory_order_acquire)) halted_ = true;
}

void engine::start_helpers() {
  team& t = *team_;
  if (t.helpers.empty()) {
    for (unsigned i = 1; i < options_.threads; ++i)
      t.helpers.push_back(std::unique_ptr<engine>(new engine(*this, i)));
    for (const auto& h : t.helpers) {
      h->teammate_paths_.push_back(path_bits_.get());
      for (const auto& other : t.helpers)
        if (other != h) h->teammate_paths_.push_back(other->path_bits_.get());
    }
  }
  table_.share(true);
  t.finish.store(false, std::memory_order_relaxed);
  t.answered.store(false, std::memory_order_relaxed);
  t.out = 0;
  t.pausing = false;
  t.pause.store(false, std::memory_order_relaxed);
  for (const auto& h : t.helpers) {
    h->restart_limits();
    h->root_nodes_ = h->nodes_;
    h->published_nodes_.store(0, std::memory_order_relaxed);
    teammate_paths_.push_back(h->path_bits_.get());
  }
  for (const auto& h : t.helpers) {
    t.threads.emplace_back([&t, helper = h.get(), root = *root_, depth = root_depth_] {
      try {
        const probe v = helper->search(root, depth);
        if (v.pn == 0 || v.dn == 0) {
          const std::lock_guard lock(t.m);
          t.answer = v;
          t.answered.store(true, std::memory_order_release);
        }
      } catch (const std::exception&) {  // out of memory: the others search on
      }
      {
        const std::lock_guard lock(t.m);
        ++t.out;
      }
      t.cv.notify_all();
    });
  }
}

void engine::stop_helpers() noexcept {
  if (!team_) return;
  team& t = *team_;
  t.finish.store(true, std::memory_order_relaxed);
  for (std::thread& th : t.threads) th.join();
  if (!t.threads.empty())
    for (const auto& h : t.helpers) nodes_ += h->nodes_ - h->root_nodes_;
  t.threads.clear();
  teammate_paths_.clear();
  t.answered.store(false, std::memory_order_relaxed);
  table_.share(false);
}

}  // namespace kifu::inline v0::tsume::detail
