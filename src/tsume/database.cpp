// Loading T-BASE sets for search: records are read per set, then the solutions are resolved and
// annotated in parallel, each thread on its own slice, and the slices joined in order.
#include "kifu/tsume/database.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <limits>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <tuple>
#include <unordered_map>

#include "kifu/tbase/rem.hpp"
#include "kifu/tbase/set.hpp"
#include "tbase/dia_fields.hpp"
#include "tsume/tables.hpp"

namespace kifu::inline v0::tsume {

namespace {

// What one thread builds for a slice of the works: entries whose moves and strings are counted
// from the slice's own tables.
struct work_slice {
  std::vector<detail::work_entry> works;
  std::vector<detail::packed_move> moves;
  std::string text;  // the strings of the slice, each once
  std::unordered_map<std::string, std::uint32_t> text_offsets;
  std::vector<std::tuple<diagnostic, std::uint16_t, set_file>> diagnostics;  // and their set

  void clear() {
    works.clear();
    moves.clear();
    text.clear();
    text_offsets.clear();
    diagnostics.clear();
  }
  detail::text_ref add_text(std::string_view s) {
    if (s.empty()) return {};
    const auto [at, added] =
        text_offsets.try_emplace(std::string(s), static_cast<std::uint32_t>(text.size()));
    if (added) text += s;
    return {at->second, static_cast<std::uint32_t>(s.size())};
  }
};

}  // namespace

namespace {

struct work_input {
  const tbase::dia_record* record;
  const tbase::tjn_record* solution;  // nullptr: none
  const tbase::rem_section* comment;  // nullptr: none
  std::uint16_t set;
  std::string_view tjn_bytes;
};

// Where the solution's lines are in the .tjn: offset and size.
std::pair<std::uint64_t, std::uint32_t> solution_bytes(const tbase::tjn_record& r,
                                                       std::string_view tjn) {
  if (r.lines.empty()) return {};
  const std::size_t begin = r.lines.front().offset;
  std::size_t end = tjn.find('\n', r.lines.back().offset);
  end = end == std::string_view::npos ? tjn.size() : end + 1;
  return {begin, static_cast<std::uint32_t>(end - begin)};
}

template <class E>
std::int8_t code(const std::optional<E>& v) {
  return v ? static_cast<std::int8_t>(*v) : std::int8_t{-1};
}

std::string joined_lines(const tbase::rem_section& s) {
  std::string out;
  for (const auto& line : s.lines) {
    if (!out.empty()) out += '\n';
    out += line;
  }
  return out;
}

void build(const work_input& in, work_slice& out) {
  const tbase::dia_record& r = *in.record;
  detail::work_entry w;
  w.set = in.set;
  w.number = r.number.value_or(0);
  w.record = static_cast<std::uint32_t>(r.index);
  w.dia_offset = r.offset;
  w.dia_size = static_cast<std::uint32_t>(r.size);
  w.author = out.add_text(r.author);
  w.title = out.add_text(r.title);
  w.source = out.add_text(r.source);
  w.published = out.add_text(r.published);
  w.original_source = out.add_text(r.original_source);
  w.article = out.add_text(r.article);
  if (in.comment) w.comment = out.add_text(joined_lines(*in.comment));
  w.move_count = static_cast<std::int16_t>(r.move_count.value_or(-1));
  w.originality = code(r.originality);
  w.jissen_type = code(r.jissen_type);
  w.completeness = code(r.completeness);
  if (r.king_square) w.king_square = detail::square_code(*r.king_square);
  w.hand = r.hand;
  for (std::size_t k = 0; k < 8; ++k) w.pieces[k] = r.hand[k];
  for (std::size_t i = 0; i < 81; ++i) {
    const shogi::piece piece = r.board[i];
    w.board[i] = detail::piece_code(piece);
    if (piece.kind == shogi::piece_kind::none) continue;
    ++w.pieces[tbase::kind_index(piece.kind)];
    ++w.board_pieces;
  }
  w.final_pieces = w.board_pieces;
  w.first_move = static_cast<std::uint32_t>(out.moves.size());
  if (in.solution) {
    std::tie(w.tjn_offset, w.tjn_size) = solution_bytes(*in.solution, in.tjn_bytes);
    const auto solved = tbase::resolve_solution(r, *in.solution);
    for (const auto& d : solved.diagnostics())
      out.diagnostics.emplace_back(d, in.set, set_file::tjn);
    if (solved.ok()) {
      for (const move_record& m : annotate(*tbase::start_position(r), solved->moves)) {
        out.moves.push_back(detail::pack(m));
        detail::summarize(m, w.summary);
      }
      w.moves = static_cast<std::uint16_t>(solved->moves.size());
      w.flags = detail::solved_flag | (solved->checkmate ? detail::checkmate_flag : 0);
      std::size_t final_board = 0;
      for (std::uint8_t f = 1; f <= 9; ++f)
        for (std::uint8_t rank = 1; rank <= 9; ++rank)
          final_board += solved->final_position.at({f, rank}).kind != shogi::piece_kind::none;
      w.final_pieces = static_cast<std::uint8_t>(final_board);
    }
  }
  out.works.push_back(w);
}

}  // namespace

namespace {

// One set read: its records, its solutions, and the works joining them.
struct parsed_set {
  tbase::dia_file dia;
  tbase::tjn_file tjn;
  tbase::rem_file rem;
  std::vector<work_input> works;
  std::vector<std::pair<diagnostic, set_file>> diagnostics;  // and the file each is about

  void add(const diagnostic_list& list, set_file file) {
    for (const auto& d : list) diagnostics.emplace_back(d, file);
  }
};

// Reads a set; the works point into the returned object, which must not move afterwards.
// Without `field_messages`, field problems come without their text (see message_filler).
void parse_set(const set_bytes& set, std::uint16_t index, parsed_set& out, bool field_messages) {
  auto dia = tbase::detail::read_dia(set.dia, field_messages);
  out.add(dia.diagnostics(), set_file::dia);
  out.dia = std::move(dia).value();
  if (!set.tjn.empty()) {
    auto file = tbase::read_tjn(set.tjn);
    out.add(file.diagnostics(), set_file::tjn);
    if (file.has_value()) out.tjn = std::move(file).value();
  }
  const auto joined = tbase::join_solutions(out.dia, out.tjn);
  out.add(joined.diagnostics(), set_file::tjn);
  std::unordered_map<int, const tbase::rem_section*> comments;
  if (!set.rem.empty()) {
    auto file = tbase::read_rem(set.rem);
    out.add(file.diagnostics(), set_file::rem);
    if (file.has_value()) out.rem = std::move(file).value();
    for (const auto& section : out.rem.sections)
      if (section.number) comments.try_emplace(*section.number, &section);
  }
  out.works.reserve(out.dia.records.size());
  for (std::size_t i = 0; i < out.dia.records.size(); ++i) {
    const auto t = (*joined)[i];
    const auto& record = out.dia.records[i];
    const auto c = record.number ? comments.find(*record.number) : comments.end();
    out.works.push_back({&record, t ? &out.tjn.records[*t] : nullptr,
                         c != comments.end() ? c->second : nullptr, index, set.tjn});
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
  std::vector<std::unique_ptr<work_slice>> done(set_count);
  std::vector<std::unique_ptr<work_slice>> spare;  // delivered slices, kept for their memory
  std::atomic<std::size_t> next{0};
  std::mutex mutex;
  std::condition_variable ready;
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&] {
      for (std::size_t s; (s = next.fetch_add(1)) < set_count;) {
        parsed_set parsed;
        parse_set(sets[s], static_cast<std::uint16_t>(s), parsed, field_messages);
        std::unique_ptr<work_slice> slice;
        {
          const std::lock_guard lock(mutex);
          if (!spare.empty()) {
            slice = std::move(spare.back());
            spare.pop_back();
          }
        }
        if (!slice) slice = std::make_unique<work_slice>();
        for (auto& [d, file] : parsed.diagnostics)
          slice->diagnostics.emplace_back(std::move(d), static_cast<std::uint16_t>(s), file);
        for (const auto& w : parsed.works) build(w, *slice);
        const std::lock_guard lock(mutex);
        done[s] = std::move(slice);
        ready.notify_all();
      }
    });
  }
  for (std::size_t s = 0; s < set_count; ++s) {
    std::unique_ptr<work_slice> slice;
    {
      std::unique_lock lock(mutex);
      ready.wait(lock, [&] { return done[s] != nullptr; });
      slice = std::move(done[s]);
    }
    deliver(*slice, s);
    slice->clear();
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
    for (const auto& [d, file] : parsed.diagnostics) report(d, static_cast<std::uint16_t>(s), file);
    const auto& works = parsed.works;
    const unsigned n = std::min(threads, static_cast<unsigned>(works.size() / 64 + 1));
    std::vector<work_slice> slices(n);
    std::vector<std::thread> pool;
    const std::size_t per = (works.size() + n - 1) / n;
    for (unsigned t = 0; t < n; ++t) {
      pool.emplace_back([&, t] {
        const std::size_t begin = std::min(works.size(), t * per);
        const std::size_t end = std::min(works.size(), begin + per);
        for (std::size_t i = begin; i < end; ++i) build(works[i], slices[t]);
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
                 const database::load_report& report)
      : sets_(sets), limit_(limit), report_(report) {}

  void operator()(const diagnostic& d, std::uint16_t set, set_file file) {
    if (d.code != diagnostic_code::tbase_field || !d.message.empty() || file != set_file::dia) {
      report_(d, sets_[set].name, file);
      return;
    }
    if (set != set_) {
      set_ = set;
      rank_ = 0;
      full_.clear();
    }
    const std::size_t rank = rank_++;
    if (given_ >= limit_) {
      report_(d, sets_[set].name, file);
      return;
    }
    if (full_.empty())  // enough for this one and every one still to be given text
      full_ = tbase::detail::first_field_problems(sets_[set].dia, rank + limit_ - given_);
    ++given_;
    report_(rank < full_.size() ? full_[rank] : d, sets_[set].name, file);
  }

 private:
  const std::vector<set_bytes>& sets_;
  std::size_t limit_;
  const database::load_report& report_;
  std::size_t given_ = 0;       // field problems passed on with their text
  std::uint16_t set_ = 0xFFFF;  // the set of the last field problem
  std::size_t rank_ = 0;        // field problems of that set so far
  diagnostic_list full_;        // that set's first field problems with their text, once needed
};

}  // namespace

namespace {

// Joins slices into the tables, in order, keeping each string once.
class table_builder {
 public:
  explicit table_builder(detail::tables& t) : t_(t) {}

  template <class Report>
  void append(work_slice& s, Report&& report) {
    const auto move_base = static_cast<std::uint32_t>(t_.own_moves.size());
    // The slice's strings in the pool: its offsets mapped to the pool's.
    std::unordered_map<std::uint32_t, std::uint32_t> moved;
    for (const auto& [text, offset] : s.text_offsets) {
      const auto [at, added] =
          offsets_.try_emplace(text, static_cast<std::uint32_t>(t_.own_text.size()));
      if (added) t_.own_text += text;
      moved.emplace(offset, at->second);
    }
    for (detail::work_entry w : s.works) {
      w.first_move += move_base;
      for (detail::text_ref* r : {&w.author, &w.title, &w.source, &w.published, &w.original_source,
                                  &w.article, &w.comment})
        if (r->size) r->offset = moved.at(r->offset);
      t_.own_works.push_back(w);
    }
    t_.own_moves.insert(t_.own_moves.end(), s.moves.begin(), s.moves.end());
    for (const auto& [d, set, file] : s.diagnostics) report(d, set, file);
  }

  // Sets are alike in size: one allocation each instead of many doublings.
  void reserve_like_first_set(std::size_t set_count) {
    const double factor = static_cast<double>(set_count) * 1.05;
    const auto scaled = [&](std::size_t n) {
      return static_cast<std::size_t>(static_cast<double>(n) * factor);
    };
    t_.own_works.reserve(scaled(t_.own_works.size()));
    t_.own_moves.reserve(scaled(t_.own_moves.size()));
  }

 private:
  detail::tables& t_;
  std::unordered_map<std::string, std::uint32_t> offsets_;
};

// The set table: names and files.
void add_sets(detail::tables& t) {
  const auto add = [&](const std::string& s) -> detail::text_ref {
    if (s.empty()) return {};
    const auto offset = static_cast<std::uint32_t>(t.own_text.size());
    t.own_text += s;
    return {offset, static_cast<std::uint32_t>(s.size())};
  };
  for (const set_bytes& set : t.sets) {
    detail::set_entry e;
    e.name = add(set.name);
    for (std::size_t f = 0; f < 3; ++f) {
      e.paths[f] = add(set.files[f].path);
      e.sizes[f] = set.files[f].size;
      e.modified_ns[f] = set.files[f].modified_ns;
    }
    t.own_sets.push_back(e);
  }
}

}  // namespace

database database::load(std::vector<set_bytes> sets, unsigned threads,
                        const std::function<void(const diagnostic&, std::string_view set)>& report,
                        std::size_t field_message_limit) {
  return load(
      std::move(sets), threads,
      [&](const diagnostic& d, std::string_view set, set_file) { report(d, set); },
      field_message_limit);
}

database database::load(std::vector<set_bytes> sets, unsigned threads, const load_report& report,
                        std::size_t field_message_limit) {
  auto t = std::make_shared<detail::tables>();
  t->sets = std::move(sets);
  threads = std::max(1U, threads);
  const bool field_messages = field_message_limit == std::numeric_limits<std::size_t>::max();
  message_filler deliver(t->sets, field_message_limit, report);
  table_builder builder(*t);
  const std::size_t set_count = t->sets.size();
  if (set_count >= threads && set_count > 1) {
    build_sets_in_turn(t->sets, threads, field_messages, [&](work_slice& s, std::size_t index) {
      builder.append(s, deliver);
      if (index == 0) builder.reserve_like_first_set(set_count);
    });
  } else {
    build_works_shared(t->sets, threads, field_messages, deliver,
                       [&](work_slice& s) { builder.append(s, deliver); });
  }
  if (t->own_works.size() > std::numeric_limits<std::uint32_t>::max() ||
      t->own_moves.size() > std::numeric_limits<std::uint32_t>::max() ||
      t->own_text.size() > std::numeric_limits<std::uint32_t>::max())
    throw std::length_error("kifu::tsume::database: more than 2^32 works, moves or bytes of text");
  add_sets(*t);
  t->use_own();
  return database(std::move(t));
}

}  // namespace kifu::inline v0::tsume
