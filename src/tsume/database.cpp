// Loading T-BASE sets for search: records are read per set, then the solutions are resolved and
// annotated in parallel, each thread on its own slice, and the slices joined in order.
#include "kifu/tsume/database.hpp"

#include <algorithm>
#include <map>
#include <thread>

#include "kifu/tbase/tjn.hpp"

namespace kifu::tsume {

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
  for (const shogi::piece& piece : r.board) {
    if (piece.kind == shogi::piece_kind::none) continue;
    const auto base = shogi::unpromoted(piece.kind);
    constexpr shogi::piece_kind order[] = {shogi::piece_kind::king,   shogi::piece_kind::rook,
                                           shogi::piece_kind::bishop, shogi::piece_kind::gold,
                                           shogi::piece_kind::silver, shogi::piece_kind::knight,
                                           shogi::piece_kind::lance,  shogi::piece_kind::pawn};
    for (std::size_t k = 0; k < 8; ++k)
      if (order[k] == base) ++p.pieces[k];
  }
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

database database::load(
    std::vector<set_bytes> sets, unsigned threads,
    const std::function<void(const diagnostic&, std::string_view set)>& report) {
  database db;
  db.sets_ = std::move(sets);
  // One set at a time, so that only one set's parsed records are held; its works are shared
  // out among the threads and their slices appended in order.
  for (std::size_t s = 0; s < db.sets_.size(); ++s) {
    const auto& set = db.sets_[s];
    auto dia = tbase::read_dia(set.dia);
    for (const auto& d : dia.diagnostics()) report(d, set.name);
    std::map<int, tbase::tjn_record> tjn;
    if (!set.tjn.empty()) {
      auto file = tbase::read_tjn(set.tjn);
      for (const auto& d : file.diagnostics()) report(d, set.name);
      for (auto& r : file->records) tjn.emplace(r.number, std::move(r));
    }
    std::vector<work_input> works;
    works.reserve(dia->records.size());
    for (const auto& r : dia->records) {
      const auto t = tjn.find(r.number.value_or(-1));
      works.push_back(
          {&r, t == tjn.end() ? nullptr : &t->second, static_cast<std::uint16_t>(s), set.tjn});
    }

    const unsigned n =
        std::max(1U, std::min(threads, static_cast<unsigned>(works.size() / 64 + 1)));
    std::vector<detail::slice> slices(n);
    std::vector<std::thread> pool;
    const std::size_t per = (works.size() + n - 1) / n;
    for (unsigned t = 0; t < n; ++t) {
      pool.emplace_back([&, t] {
        const std::size_t begin = std::min(works.size(), t * per);
        const std::size_t end = std::min(works.size(), begin + per);
        slices[t].lines.reserve((end - begin) * 1024);
        for (std::size_t i = begin; i < end; ++i) build(works[i], set.dia, slices[t]);
      });
    }
    for (auto& th : pool) th.join();
    for (auto& sl : slices) db.append(std::move(sl), report);
  }
  db.lines_.shrink_to_fit();
  return db;
}

void database::append(detail::slice&& s,
                      const std::function<void(const diagnostic&, std::string_view set)>& report) {
  const auto move_base = static_cast<std::uint32_t>(moves_.size());
  const std::uint64_t line_base = lines_.size();
  for (auto& p : s.problems) {
    p.first_move += move_base;
    problems_.push_back(std::move(p));
  }
  moves_.insert(moves_.end(), s.moves.begin(), s.moves.end());
  lines_ += s.lines;
  for (const auto end : s.line_ends) line_starts_.push_back(line_base + end);
  for (const auto& [d, set] : s.diagnostics) report(d, sets_[set].name);
}

}  // namespace kifu::tsume
