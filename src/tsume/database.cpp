// Loading T-BASE sets for search: records are read per set, then the solutions are resolved and
// annotated in parallel, each thread on its own slice, and the slices joined in order.
#include "kifu/tsume/database.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <limits>
#include <memory>
#include <mutex>
#include <thread>

#include "kifu/tbase/set.hpp"
#include "tbase/dia_fields.hpp"

namespace kifu::inline v0::tsume {

// What one thread builds for a slice of the works.
struct detail::slice {
  std::vector<problem> problems;
  std::vector<move_record> moves;
  std::string lines;
  std::vector<std::uint64_t> line_ends;  // relative to `lines`
  std::vector<std::pair<diagnostic, std::uint16_t>> diagnostics;
};

namespace {

struct work_input {
  const tbase::dia_record* record;
  const tbase::tjn_record* solution;  // nullptr: none
  std::uint16_t set;
  std::string_view tjn_bytes;
};

std::string_view solution_bytes(const tbase::tjn_record& r, std::string_view tjn) {
  if (r.lines.empty()) return {};
  const std::size_t begin = r.lines.front().offset;
  std::size_t end = tjn.find('\n', r.lines.back().offset);
  end = end == std::string_view::npos ? tjn.size() : end + 1;
  return tjn.substr(begin, end - begin);
}

void build(const work_input& in, std::string_view dia, detail::slice& out) {
  const tbase::dia_record& r = *in.record;
  problem p;
  p.set = in.set;
  p.number = r.number.value_or(0);
  p.author = r.author;
  p.title = r.title;
  p.source = r.source;
  p.published = r.published;
  p.original_source = r.original_source;
  p.article = r.article;
  p.move_count = r.move_count;
  p.originality = r.originality;
  p.jissen_type = r.jissen_type;
  p.completeness = r.completeness;
  p.king_square = r.king_square;
  p.board = r.board;
  for (std::size_t k = 0; k < 8; ++k) p.pieces[k] = r.hand[k];
  for (const shogi::piece& piece : r.board)
    if (piece.kind != shogi::piece_kind::none) ++p.pieces[tbase::kind_index(piece.kind)];
  p.dia_bytes = dia.substr(r.offset, r.size);
  p.first_move = static_cast<std::uint32_t>(out.moves.size());
  std::size_t on_board = 0;
  for (const auto& piece : r.board) on_board += piece.kind != shogi::piece_kind::none;
  p.final_pieces = static_cast<std::uint8_t>(on_board);
  if (in.solution) {
    p.tjn_bytes = solution_bytes(*in.solution, in.tjn_bytes);
    const auto solved = tbase::resolve_solution(r, *in.solution);
    for (const auto& d : solved.diagnostics()) out.diagnostics.emplace_back(d, in.set);
    if (solved.ok()) {
      const auto start = tbase::start_position(r);
      for (const move_record& m : annotate(*start, solved->moves)) {
        out.moves.push_back(m);
        append_line(m, out.lines);
        out.lines += '\n';
        out.line_ends.push_back(out.lines.size());
      }
      p.moves = static_cast<std::uint32_t>(solved->moves.size());
      p.solved = true;
      p.checkmate = solved->checkmate;
      std::size_t final_board = 0;
      for (std::uint8_t f = 1; f <= 9; ++f)
        for (std::uint8_t rank = 1; rank <= 9; ++rank)
          final_board += solved->final_position.at({f, rank}).kind != shogi::piece_kind::none;
      p.final_pieces = static_cast<std::uint8_t>(final_board);
    }
  }
  out.problems.push_back(std::move(p));
}

}  // namespace

namespace {

// One set read: its records, its solutions, and the works joining them.
struct parsed_set {
  tbase::dia_file dia;
  tbase::tjn_file tjn;
  std::vector<work_input> works;
  std::vector<diagnostic> diagnostics;
};

// Reads a set; the works point into the returned object, which must not move afterwards.
// Without `field_messages`, field problems come without their text (see message_filler).
void parse_set(const set_bytes& set, std::uint16_t index, parsed_set& out, bool field_messages) {
  auto dia = tbase::detail::read_dia(set.dia, field_messages);
  out.diagnostics = dia.diagnostics();
  out.dia = std::move(dia).value();
  if (!set.tjn.empty()) {
    auto file = tbase::read_tjn(set.tjn);
    out.diagnostics.insert(out.diagnostics.end(), file.diagnostics().begin(),
                           file.diagnostics().end());
    if (file.has_value()) out.tjn = std::move(file).value();
  }
  const auto joined = tbase::join_solutions(out.dia, out.tjn);
  out.diagnostics.insert(out.diagnostics.end(), joined.diagnostics().begin(),
                         joined.diagnostics().end());
  out.works.reserve(out.dia.records.size());
  for (std::size_t i = 0; i < out.dia.records.size(); ++i) {
    const auto t = (*joined)[i];
    out.works.push_back({&out.dia.records[i], t ? &out.tjn.records[*t] : nullptr, index, set.tjn});
  }
}

}  // namespace

namespace {

// Many sets: each thread reads and builds whole sets, taken in turn; this thread hands the
// finished sets to `deliver(slice, set index)` in order and reuses their memory, so only a few
// sets are held at once.
template <class Deliver>
void build_sets_in_turn(const std::vector<set_bytes>& sets, unsigned threads, bool field_messages,
                        Deliver&& deliver) {
  const std::size_t set_count = sets.size();
  std::vector<std::unique_ptr<detail::slice>> done(set_count);
  std::vector<std::unique_ptr<detail::slice>> spare;  // delivered slices, kept for their memory
  std::atomic<std::size_t> next{0};
  std::mutex mutex;
  std::condition_variable ready;
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (std::size_t s; (s = next.fetch_add(1)) < set_count;) {
        parsed_set parsed;
        parse_set(sets[s], static_cast<std::uint16_t>(s), parsed, field_messages);
        std::unique_ptr<detail::slice> slice;
        {
          const std::lock_guard lock(mutex);
          if (!spare.empty()) {
            slice = std::move(spare.back());
            spare.pop_back();
          }
        }
        if (!slice) slice = std::make_unique<detail::slice>();
        for (auto& d : parsed.diagnostics) slice->diagnostics.emplace_back(std::move(d), s);
        for (const auto& w : parsed.works) build(w, sets[s].dia, *slice);
        const std::lock_guard lock(mutex);
        done[s] = std::move(slice);
        ready.notify_all();
      }
    });
  }
  for (std::size_t s = 0; s < set_count; ++s) {
    std::unique_ptr<detail::slice> slice;
    {
      std::unique_lock lock(mutex);
      ready.wait(lock, [&] { return done[s] != nullptr; });
      slice = std::move(done[s]);
    }
    deliver(*slice, s);
    slice->problems.clear();
    slice->moves.clear();
    slice->lines.clear();
    slice->line_ends.clear();
    slice->diagnostics.clear();
    const std::lock_guard lock(mutex);
    spare.push_back(std::move(slice));
  }
  for (auto& th : pool) th.join();
}

// Few sets: the works of each set are shared out among the threads; the set's own diagnostics
// go to `report(diagnostic, set index)`, then its slices to `deliver(slice)` in order.
template <class Report, class Deliver>
void build_works_shared(const std::vector<set_bytes>& sets, unsigned threads, bool field_messages,
                        Report&& report, Deliver&& deliver) {
  for (std::size_t s = 0; s < sets.size(); ++s) {
    parsed_set parsed;
    parse_set(sets[s], static_cast<std::uint16_t>(s), parsed, field_messages);
    for (const auto& d : parsed.diagnostics) report(d, static_cast<std::uint16_t>(s));
    const auto& works = parsed.works;
    const unsigned n = std::min(threads, static_cast<unsigned>(works.size() / 64 + 1));
    std::vector<detail::slice> slices(n);
    std::vector<std::thread> pool;
    const std::size_t per = (works.size() + n - 1) / n;
    for (unsigned t = 0; t < n; ++t) {
      pool.emplace_back([&, t] {
        const std::size_t begin = std::min(works.size(), t * per);
        const std::size_t end = std::min(works.size(), begin + per);
        for (std::size_t i = begin; i < end; ++i) build(works[i], sets[s].dia, slices[t]);
      });
    }
    for (auto& th : pool) th.join();
    for (auto& sl : slices) deliver(sl);
  }
}

// Passes diagnostics on to the user's report, with the set's name. Field problems read without
// their text get it while fewer than `limit` have been passed on: the start of their set is read
// again with messages (once, as far as the problems still to be given text) and the problem of
// the same rank taken from there. Later ones go on as they are, to be counted.
class message_filler {
 public:
  message_filler(const std::vector<set_bytes>& sets, std::size_t limit,
                 const std::function<void(const diagnostic&, std::string_view set)>& report)
      : sets_(sets), limit_(limit), report_(report) {}

  void operator()(const diagnostic& d, std::uint16_t set) {
    if (d.code != diagnostic_code::tbase_field || !d.message.empty()) {
      report_(d, sets_[set].name);
      return;
    }
    if (set != set_) {
      set_ = set;
      rank_ = 0;
      full_.clear();
    }
    const std::size_t rank = rank_++;
    if (given_ >= limit_) {
      report_(d, sets_[set].name);
      return;
    }
    if (full_.empty())  // enough for this one and every one still to be given text
      full_ = tbase::detail::first_field_problems(sets_[set].dia, rank + limit_ - given_);
    ++given_;
    report_(rank < full_.size() ? full_[rank] : d, sets_[set].name);
  }

 private:
  const std::vector<set_bytes>& sets_;
  std::size_t limit_;
  const std::function<void(const diagnostic&, std::string_view set)>& report_;
  std::size_t given_ = 0;         // field problems passed on with their text
  std::uint16_t set_ = 0xFFFF;    // the set of the last field problem
  std::size_t rank_ = 0;          // field problems of that set so far
  std::vector<diagnostic> full_;  // that set's first field problems with their text, once needed
};

}  // namespace

database database::load(std::vector<set_bytes> sets, unsigned threads,
                        const std::function<void(const diagnostic&, std::string_view set)>& report,
                        std::size_t field_message_limit) {
  database db;
  db.sets_ = std::move(sets);
  threads = std::max(1U, threads);
  const bool field_messages = field_message_limit == std::numeric_limits<std::size_t>::max();
  message_filler deliver(db.sets_, field_message_limit, report);
  const std::size_t set_count = db.sets_.size();
  if (set_count >= threads && set_count > 1) {
    build_sets_in_turn(db.sets_, threads, field_messages, [&](detail::slice& slice, std::size_t s) {
      db.append(std::move(slice), std::ref(deliver));
      if (s == 0) db.reserve_like_first_set(set_count);
    });
  } else {
    build_works_shared(db.sets_, threads, field_messages, deliver, [&](detail::slice& slice) {
      db.append(std::move(slice), std::ref(deliver));
    });
  }
  db.lines_.shrink_to_fit();
  return db;
}

void database::reserve_like_first_set(std::size_t set_count) {
  // Sets are alike in size: one allocation each instead of many doublings.
  const double factor = static_cast<double>(set_count) * 1.05;
  const auto scaled = [&](std::size_t n) {
    return static_cast<std::size_t>(static_cast<double>(n) * factor);
  };
  problems_.reserve(scaled(problems_.size()));
  moves_.reserve(scaled(moves_.size()));
  lines_.reserve(scaled(lines_.size()));
  line_starts_.reserve(scaled(line_starts_.size()));
}

void database::append(detail::slice&& s,
                      const std::function<void(const diagnostic&, std::uint16_t set)>& report) {
  const auto move_base = static_cast<std::uint32_t>(moves_.size());
  const std::uint64_t line_base = lines_.size();
  for (auto& p : s.problems) {
    p.first_move += move_base;
    problems_.push_back(std::move(p));
  }
  moves_.insert(moves_.end(), s.moves.begin(), s.moves.end());
  lines_ += s.lines;
  for (const auto end : s.line_ends) line_starts_.push_back(line_base + end);
  for (const auto& [d, set] : s.diagnostics) report(d, set);
}

}  // namespace kifu::inline v0::tsume
