// Searching a loaded database: cheap conditions first (fields, diagram), then move patterns,
// group by group. Text patterns look for a literal part of the pattern in a problem's lines
// first and run the regular expression only on the lines that hold it.
#include <boost/regex.hpp>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <thread>

#include "encoding/code_point.hpp"
#include "excerpt.hpp"
#include "kifu/shogi/names.hpp"
#include "kifu/tsume/query.hpp"
#include "tsume/move_token.hpp"
#include "tsume/prefilter.hpp"
#include "tsume/regex_words.hpp"
#include "tsume/tables.hpp"

namespace kifu::inline v0::tsume {

namespace {

using detail::requirement;

// A TumeBase move token: +**金, -84玉, +8*香, -86*合, +**歩不成.
struct token {
  std::uint8_t side = 0;                              // 1 attacker, 2 defender
  std::uint8_t file = 0;                              // 0: any
  std::uint8_t rank = 0;                              // 0: any
  shogi::piece_kind piece = shogi::piece_kind::none;  // none: any
  enum class suffix : std::uint8_t {
    none,
    drop,
    promote,
    decline,
    interpose
  } suffix = suffix::none;

  bool matches(const move_record& m) const {
    if (m.side != side) return false;
    if (file && m.to.file != file) return false;
    if (rank && m.to.rank != rank) return false;
    if (piece != shogi::piece_kind::none && m.piece != piece) return false;
    switch (suffix) {
      case suffix::none:
        return true;
      case suffix::drop:
        return m.from.file == 0;
      case suffix::promote:
        return m.promotion == promotion::promoted;
      case suffix::decline:
        return m.promotion == promotion::declined;
      case suffix::interpose:
        return m.interposition != interposition::none;
    }
    return false;
  }

  // What a work's summary must hold for the token to match one of its moves.
  requirement need() const {
    using what = requirement::what;
    const std::uint32_t kinds =
        piece == shogi::piece_kind::none ? 0xFFFEU : 1U << static_cast<unsigned>(piece);
    const int s = side - 1;
    switch (suffix) {
      case suffix::none:
        return {what::played, s, kinds};
      case suffix::drop:
        return {what::dropped, s, kinds};
      case suffix::promote:
        return {what::promoted, s, kinds};
      case suffix::decline:
        return {what::declined, s, kinds};
      case suffix::interpose:
        return {what::interposed, s, kinds};
    }
    return {what::played, s, kinds};
  }
};

std::optional<token> parse_token(std::string_view s) {
  token t;
  if (s.size() < 3 || (s[0] != '+' && s[0] != '-')) return std::nullopt;
  t.side = s[0] == '+' ? 1 : 2;
  const auto digit = [](char c, std::uint8_t& out) {
    if (c == '*') return true;
    if (c < '1' || c > '9') return false;
    out = static_cast<std::uint8_t>(c - '0');
    return true;
  };
  if (!digit(s[1], t.file) || !digit(s[2], t.rank)) return std::nullopt;
  s.remove_prefix(3);
  if (s.starts_with("*")) {
    s.remove_prefix(1);
  } else {
    bool found = false;
    for (const auto& [name, kind] : shogi::piece_names) {
      if (s.starts_with(name)) {
        t.piece = kind;
        s.remove_prefix(name.size());
        found = true;
        break;
      }
    }
    if (!found) return std::nullopt;
  }
  if (s.empty())
    t.suffix = token::suffix::none;
  else if (s == "打")
    t.suffix = token::suffix::drop;
  else if (s == "成")
    t.suffix = token::suffix::promote;
  else if (s == "不成")
    t.suffix = token::suffix::decline;
  else if (s == "合")
    t.suffix = token::suffix::interpose;
  else
    return std::nullopt;
  return t;
}

}  // namespace

bool detail::is_move_token(std::string_view text) {
  return parse_token(text).has_value();
}

namespace {

// The longest run of literal bytes at the start of a regular expression (escaped punctuation
// counts as literal), without a last character that a quantifier makes optional.
std::string literal_prefix(std::string_view re) {
  std::string lit;
  for (std::size_t i = 0; i < re.size(); ++i) {  // an alternative need not hold the prefix
    if (re[i] == '\\')
      ++i;
    else if (re[i] == '|')
      return lit;
  }
  for (std::size_t i = 0; i < re.size(); ++i) {
    const char c = re[i];
    if (std::strchr(".[]()|^$", c)) break;
    if (c == '*' || c == '?' || c == '{' || c == '+') {
      // The quantifier applies to the last character (a whole UTF-8 sequence).
      while (!lit.empty() &&
             kifu::detail::is_continuation_byte(static_cast<unsigned char>(lit.back())))
        lit.pop_back();
      if (!lit.empty()) lit.pop_back();
      break;
    }
    if (c == '\\') {
      if (i + 1 < re.size() && std::ispunct(static_cast<unsigned char>(re[i + 1]))) {
        lit += re[++i];
        continue;
      }
      break;
    }
    lit += c;
  }
  return lit;
}

// A regular expression that Boost.Regex gives up on (too complex for a line) is an error of the
// search, not a crash: the first message is kept and search() reports it.
thread_local std::string regex_failure;

bool regex_search(std::string_view text, const boost::regex& re) {
  try {
    return boost::regex_search(text.begin(), text.end(), re);
  } catch (const boost::regex_error& e) {
    const bool too_complex = e.code() == boost::regex_constants::error_complexity ||
                             e.code() == boost::regex_constants::error_stack;
    if (regex_failure.empty())
      regex_failure = too_complex ? "it backtracks too much on some problems' moves: make each "
                                    "part of it match in one way only, with no repeat of a "
                                    "repeat such as (.*)*"
                                  : "it failed on some problems' moves";
    return false;
  } catch (const std::runtime_error&) {
    if (regex_failure.empty()) regex_failure = "it failed on some problems' moves";
    return false;
  }
}

// Finds one literal in move lines. The lines are mostly digits and commas, so the search jumps
// with memchr to one byte of the literal's first kanji (rare in the lines) and compares there;
// an ASCII-only literal goes to memmem.
class literal_finder {
 public:
  literal_finder() = default;
  explicit literal_finder(std::string literal) : literal_(std::move(literal)) {
    for (std::size_t i = 0; i < literal_.size(); ++i) {
      const auto c = static_cast<unsigned char>(literal_[i]);
      if (c >= 0x80 &&
          (i + 1 == literal_.size() ||
           !kifu::detail::is_continuation_byte(static_cast<unsigned char>(literal_[i + 1])))) {
        anchor_ = i;  // the last byte of the first non-ASCII character
        break;
      }
    }
  }
  const std::string& literal() const noexcept { return literal_; }

  /// The offset of the first occurrence at or after `from`, or npos.
  std::size_t find(std::string_view text, std::size_t from) const noexcept {
    const std::size_t n = literal_.size();
    if (n == 0) return from;
    if (from + n > text.size()) return std::string_view::npos;
    if (anchor_ == std::string::npos) {
      const void* p = memmem(text.data() + from, text.size() - from, literal_.data(), n);
      return p ? static_cast<std::size_t>(static_cast<const char*>(p) - text.data())
               : std::string_view::npos;
    }
    const char* const begin = text.data();
    const char* const last = begin + text.size() - (n - 1 - anchor_);  // past the last anchor place
    for (const char* at = begin + from + anchor_; at < last;) {
      const auto* hit = static_cast<const char*>(
          std::memchr(at, literal_[anchor_], static_cast<std::size_t>(last - at)));
      if (!hit) break;
      const char* start = hit - anchor_;
      if (std::memcmp(start, literal_.data(), n) == 0)
        return static_cast<std::size_t>(start - begin);
      at = hit + 1;
    }
    return std::string_view::npos;
  }

 private:
  std::string literal_;
  std::size_t anchor_ = std::string::npos;
};

// The lines of the work being searched, rendered once for all its text patterns.
struct work_lines {
  std::size_t work = std::string::npos;
  std::string text;
  std::vector<std::uint32_t> starts;  // one more than the moves

  void render(const detail::tables& t, std::size_t index) {
    if (work == index) return;
    work = index;
    text.clear();
    starts.assign(1, 0);
    const detail::work_entry& w = t.works[index];
    detail::append_lines(t.moves.subspan(w.first_move, w.moves), text, &starts);
  }
  std::string_view line(std::size_t k) const {
    return std::string_view(text).substr(starts[k], starts[k + 1] - starts[k] - 1);
  }
};

thread_local work_lines rendered;

// One work as the matchers see it.
struct work_view {
  const detail::tables& t;
  const detail::work_entry& w;
  std::size_t index;

  move_record move(std::uint32_t k) const {
    return detail::unpack(t.moves[w.first_move + k], static_cast<std::uint16_t>(k + 1));
  }
  const work_lines& lines() const {
    rendered.render(t, index);
    return rendered;
  }
};

// One compiled pattern.
struct matcher {
  pattern_kind kind;
  literal_finder literal;          // a substring every matching line holds
  std::optional<boost::regex> re;  // for regex patterns
  token tok;                       // for token patterns
  std::vector<requirement> needs;  // what a work's summary must hold for a match

  bool line_matches(std::string_view line) const {
    if (kind == pattern_kind::text) return literal.find(line, 0) != std::string_view::npos;
    return regex_search(line, *re);
  }

  bool possible(const detail::move_summary& s) const {
    return std::all_of(needs.begin(), needs.end(),
                       [&](const requirement& r) { return r.holds(s); });
  }

  // Calls hit(move index) for every move of the work that matches.
  template <class Hit>
  void for_each_match(const work_view& work, Hit&& hit) const {
    const std::uint32_t moves = work.w.moves;
    if (kind == pattern_kind::token) {
      for (std::uint32_t i = 0; i < moves; ++i)
        if (tok.matches(work.move(i))) hit(i);
      return;
    }
    const work_lines& lines = work.lines();
    if (literal.literal().empty()) {
      for (std::uint32_t i = 0; i < moves; ++i)
        if (line_matches(lines.line(i))) hit(i);
      return;
    }
    const std::string_view text = lines.text;
    std::size_t from = 0;
    std::uint32_t move = 0;
    while (from < text.size()) {
      const std::size_t at = literal.find(text, from);
      if (at == std::string_view::npos) return;
      while (lines.starts[move + 1] <= at) ++move;
      if (kind == pattern_kind::text || line_matches(lines.line(move))) hit(move);
      from = lines.starts[move + 1];
      ++move;
    }
  }

  int count(const work_view& work, int enough) const {
    int n = 0;
    for_each_match(work, [&](std::uint32_t) { ++n; });
    return std::min(n, enough);
  }
};

struct compiled_group {
  tsume::order order;
  int times;
  std::vector<matcher> patterns;
};

bool text_matches(const std::optional<text_condition>& c, const std::optional<boost::regex>& re,
                  std::string_view field) {
  if (!c) return true;
  if (re) return regex_search(field, *re);
  return field.find(c->value) != std::string_view::npos;
}

// True when the code (-1: none) is allowed.
bool code_allowed(const std::vector<int>& allowed, std::int8_t code) {
  if (allowed.empty()) return true;
  return code >= 0 && std::find(allowed.begin(), allowed.end(), code) != allowed.end();
}

// Ordered occurrences of a group's patterns, greedy and non-overlapping; `hits` holds, pattern
// after pattern, a flag per move telling whether the pattern matches it.
int ordered_occurrences(const std::vector<std::uint8_t>& hits, std::size_t patterns,
                        std::uint32_t moves, bool consecutive) {
  const auto hit = [&](std::size_t pattern, std::uint32_t ply) {
    return hits[pattern * moves + ply] != 0;
  };
  int found = 0;
  std::size_t next = 0;  // pattern to find next
  for (std::uint32_t i = 0; i < moves; ++i) {
    if (consecutive) {
      // Try to match the whole sequence starting at i.
      if (i + patterns > moves) break;
      bool all = true;
      for (std::size_t k = 0; k < patterns && all; ++k) all = hit(k, i + k);
      if (all) {
        ++found;
        i += static_cast<std::uint32_t>(patterns) - 1;
      }
      continue;
    }
    if (hit(next, i) && ++next == patterns) {
      ++found;
      next = 0;
    }
  }
  return found;
}

}  // namespace

struct compiled_query::impl {
  query q;
  std::vector<compiled_group> groups;
  std::optional<boost::regex> author, title, source, published, original_source, article;
};

compiled_query::compiled_query() : impl_(std::make_unique<impl>()) {}
compiled_query::compiled_query(compiled_query&&) noexcept = default;
compiled_query& compiled_query::operator=(compiled_query&&) noexcept = default;
compiled_query::~compiled_query() = default;

parse_result<compiled_query> compiled_query::compile(const query& q) {
  compiled_query c;
  c.impl_->q = q;
  const auto error = [](std::string message) {
    return diagnostic{.code = diagnostic_code::query_pattern, .message = std::move(message)};
  };
  const auto make_regex = [&](const std::string& value,
                              std::optional<boost::regex>& out) -> std::optional<diagnostic> {
    try {
      out.emplace(value, boost::regex::perl);
    } catch (const boost::regex_error& e) {
      return error("the regular expression '" + kifu::detail::excerpt(value) +
                   "' is malformed: " + detail::regex_problem(e, value));
    }
    return std::nullopt;
  };
  diagnostic_list warnings;
  for (std::size_t g = 0; g < q.moves.size(); ++g) {
    compiled_group group{q.moves[g].order, q.moves[g].times, {}};
    for (const pattern& p : q.moves[g].patterns) {
      matcher m{p.kind, {}, std::nullopt, {}, {}};
      // A move line's kif text writes 成 but never 不成, as Kakinoki's KIF does.
      if (p.kind != pattern_kind::token && p.value.find("不成") != std::string::npos)
        warnings.push_back({.code = diagnostic_code::query_pattern,
                            .level = severity::warning,
                            .message = "'" + kifu::detail::excerpt(p.value) +
                                       "' looks for 不成, which a move line's kif text never "
                                       "writes (its promo field, 1, says it): use a token "
                                       "such as +**銀不成"});
      switch (p.kind) {
        case pattern_kind::token:
          if (const auto t = parse_token(p.value)) {
            m.tok = *t;
            m.needs.push_back(t->need());
          } else {
            return error("'" + kifu::detail::excerpt(p.value) +
                         "' is not a move token: " + std::string(detail::move_token_form));
          }
          break;
        case pattern_kind::text:
          m.literal = literal_finder(p.value);
          m.needs = detail::literal_requirements(p.value);
          break;
        case pattern_kind::regex:
          if (auto d = make_regex(p.value, m.re)) return *d;
          m.literal = literal_finder(literal_prefix(p.value));
          m.needs = detail::literal_requirements(m.literal.literal());
          // A regular expression without special characters is a plain text.
          if (m.literal.literal().size() == p.value.size()) m.kind = pattern_kind::text;
          break;
      }
      group.patterns.push_back(std::move(m));
    }
    c.impl_->groups.push_back(std::move(group));
  }
  const std::pair<const std::optional<text_condition>*, std::optional<boost::regex>*> fields[] = {
      {&q.info.author, &c.impl_->author},
      {&q.info.title, &c.impl_->title},
      {&q.info.source, &c.impl_->source},
      {&q.info.published, &c.impl_->published},
      {&q.info.original_source, &c.impl_->original_source},
      {&q.info.article, &c.impl_->article}};
  for (const auto& [cond, re] : fields)
    if (*cond && (*cond)->regex && literal_prefix((*cond)->value).size() != (*cond)->value.size())
      if (auto d = make_regex((*cond)->value, *re)) return *d;
  parse_result<compiled_query> result;
  for (auto& w : warnings) result.add(std::move(w));
  result.set_value(std::move(c));
  return result;
}

bool compiled_query::matches(const database& db, std::size_t index) const {
  const impl& c = *impl_;
  const detail::tables& t = detail::database_access::of(db);
  const detail::work_entry& w = t.works[index];
  const info_conditions& info = c.q.info;
  if (info.move_count && !(w.move_count >= 0 && info.move_count->contains(w.move_count)))
    return false;
  if (info.number && !info.number->contains(w.number)) return false;
  if (!code_allowed(info.completeness, w.completeness) ||
      !code_allowed(info.originality, w.originality) ||
      !code_allowed(info.jissen_type, w.jissen_type))
    return false;
  if (!text_matches(info.author, c.author, t.str(w.author)) ||
      !text_matches(info.title, c.title, t.str(w.title)) ||
      !text_matches(info.source, c.source, t.str(w.source)) ||
      !text_matches(info.published, c.published, t.str(w.published)) ||
      !text_matches(info.original_source, c.original_source, t.str(w.original_source)) ||
      !text_matches(info.article, c.article, t.str(w.article)))
    return false;

  const diagram_conditions& d = c.q.diagram;
  const bool solved = (w.flags & detail::solved_flag) != 0;
  for (std::size_t k = 0; k < 8; ++k)
    if (d.pieces[k] && w.pieces[k] != *d.pieces[k]) return false;
  for (const auto& s : d.squares)
    if (w.board[(s.square.file - 1) * 9 + s.square.rank - 1] != detail::piece_code(s.piece))
      return false;
  if (d.king && w.king_square != detail::square_code(*d.king)) return false;
  if (d.board_pieces && !d.board_pieces->contains(w.board_pieces)) return false;
  if (d.final_pieces && !(solved && d.final_pieces->contains(w.final_pieces))) return false;
  if (d.checkmate && !(solved && ((w.flags & detail::checkmate_flag) != 0) == *d.checkmate))
    return false;

  // The summary first: most works fail there without their lines.
  for (const compiled_group& g : c.groups)
    for (const matcher& m : g.patterns)
      if (!m.possible(w.summary)) return false;
  const work_view work{t, w, index};
  for (const compiled_group& g : c.groups) {
    // Each pattern must match at least `times` moves in every mode.
    for (const matcher& m : g.patterns)
      if (m.count(work, g.times) < g.times) return false;
    if (g.order == order::any) continue;
    // Which moves each pattern matches, pattern after pattern, in one buffer per thread.
    thread_local std::vector<std::uint8_t> hits;
    hits.assign(g.patterns.size() * w.moves, 0);
    for (std::size_t k = 0; k < g.patterns.size(); ++k)
      g.patterns[k].for_each_match(work, [&](std::uint32_t i) { hits[k * w.moves + i] = 1; });
    if (ordered_occurrences(hits, g.patterns.size(), w.moves, g.order == order::consecutive) <
        g.times)
      return false;
  }
  return true;
}

parse_result<std::vector<std::size_t>> search(const database& db, const compiled_query& q,
                                              unsigned threads) {
  return search(db, q, threads, std::chrono::steady_clock::time_point::max());
}

parse_result<std::vector<std::size_t>> search(const database& db, const compiled_query& q,
                                              unsigned threads,
                                              std::chrono::steady_clock::time_point deadline) {
  const bool timed = deadline != std::chrono::steady_clock::time_point::max();
  std::atomic<bool> stopped{false};
  const std::size_t size = db.size();
  threads = std::max(1U, std::min(threads, static_cast<unsigned>(size / 1024 + 1)));
  std::vector<std::vector<std::size_t>> found(threads);
  std::vector<std::string> failures(threads);
  std::vector<std::thread> pool;
  const std::size_t per = (size + threads - 1) / threads;
  for (unsigned t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      regex_failure.clear();
      const std::size_t end = std::min(size, (t + 1) * per);
      for (std::size_t i = t * per; i < end; ++i) {
        if (timed && i % 16 == 0 &&
            (stopped || std::chrono::steady_clock::now() > deadline)) {  // between works
          stopped = true;
          break;
        }
        if (q.matches(db, i)) found[t].push_back(i);
      }
      failures[t] = regex_failure;
    });
  }
  for (auto& th : pool) th.join();
  parse_result<std::vector<std::size_t>> result;
  for (const auto& f : failures) {
    if (f.empty()) continue;
    result.add({.code = diagnostic_code::query_pattern,
                .message = "a regular expression could not be matched (" + f +
                           "); the results may miss problems"});
    break;
  }
  if (stopped)
    result.add({.code = diagnostic_code::query_stopped,
                .message = "the search was stopped at its time limit; the problems found so far "
                           "are given: narrow the query or allow it more time"});
  std::vector<std::size_t> all;
  for (const auto& f : found) all.insert(all.end(), f.begin(), f.end());
  result.set_value(std::move(all));
  return result;
}

}  // namespace kifu::inline v0::tsume
