// kifu search: find tsume problems in T-BASE sets by move sequence, bibliographic fields and
// diagram.
#include <filesystem>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "command.hpp"
#include "input.hpp"
#include "interrupt.hpp"
#include "kifu/tsume/index.hpp"
#include "kifu/tsume/query.hpp"
#include "options.hpp"
#include "record_file.hpp"
#include "tbase_output.hpp"
#include "tbase_set.hpp"
#include "tsume_database.hpp"

namespace {

using namespace kifu::tsume;
using kifu_cli::four_digits;

struct search_options {
  std::vector<std::string> files;
  std::string tjn;
  std::string query_file;
  std::string query_text;
  std::vector<std::string> regexes, texts, tokens;
  std::string order = "any";
  int times = 1;
  std::string author;
  std::string format = "text";
  std::string write;
  bool dump_moves = false;
  unsigned threads = 0;  // every core
};

// The query from --query/--expr, with the command-line patterns added as one more group.
std::optional<query> build_query(const search_options& o) {
  query q;
  if (!o.query_file.empty() || !o.query_text.empty()) {
    std::string text = o.query_text;
    const std::string name = o.query_file.empty() ? "<query>" : o.query_file;
    if (!o.query_file.empty()) {
      const auto bytes = kifu_cli::read_file(o.query_file);
      if (!bytes) return std::nullopt;
      text = *bytes;
    }
    auto parsed = parse_query(text);
    for (const auto& d : parsed.diagnostics()) kifu_cli::report(d, name);
    if (!parsed.ok()) return std::nullopt;
    q = std::move(parsed).value();
  }
  move_group g;
  g.order = o.order == "in_order"      ? order::in_order
            : o.order == "consecutive" ? order::consecutive
                                       : order::any;
  g.times = o.times;
  for (const auto& r : o.regexes) g.patterns.push_back({pattern_kind::regex, r});
  for (const auto& t : o.texts) g.patterns.push_back({pattern_kind::text, t});
  for (const auto& t : o.tokens) g.patterns.push_back({pattern_kind::token, t});
  if (!g.patterns.empty()) q.moves.push_back(std::move(g));
  if (!o.author.empty()) q.info.author = text_condition{o.author, false};
  return q;
}

// Prints one matching problem in the chosen format (or its move lines).
void print_problem(const search_options& o, const database& db, const problem& p) {
  const std::string& set = db.sets()[p.set].name;
  const std::string prefix = db.sets().size() > 1 ? set + ":" : "";
  if (o.dump_moves) {
    const std::string lines = db.lines(p);
    for (std::size_t at = 0; at < lines.size();) {
      const std::size_t end = lines.find('\n', at) + 1;
      std::cout << prefix << four_digits(p.number) << '\t'
                << std::string_view(lines).substr(at, end - at);
      at = end;
    }
  } else if (o.format == "numbers") {
    std::cout << prefix << four_digits(p.number) << '\n';
  } else if (o.format == "json") {
    nlohmann::json j{
        {"set", set},
        {"number", p.number},
        {"author", std::string(p.author)},
        {"title", std::string(p.title)},
        {"source", std::string(p.source)},
        {"published", std::string(p.published)},
        {"move_count", p.move_count ? nlohmann::json(*p.move_count) : nlohmann::json(nullptr)},
        {"moves", p.moves},
        {"checkmate", p.checkmate}};
    std::cout << j.dump() << '\n';
  } else {
    std::cout << "##### " << prefix << "No." << p.number << ' ' << p.author << ' ' << p.title << ' '
              << p.move_count.value_or(static_cast<int>(p.moves)) << "手 " << p.source << ' '
              << p.published << '\n';
  }
}

// The .rem file of the found problems written under `numbers`: the comment of each that has
// one (empty text when none has); nullopt on an error.
std::optional<std::string> found_comments(const search_options& o, const database& db,
                                          const std::vector<std::size_t>& found,
                                          const std::vector<int>& numbers) {
  kifu::tbase::rem_file out;
  for (std::size_t k = 0; k < found.size(); ++k) {
    const problem p = db.at(found[k]);
    if (p.comment.empty()) continue;
    kifu::tbase::rem_section section{numbers[k], "#" + four_digits(numbers[k]), {}, 0};
    for (const std::string_view line : kifu::tsume::comment_lines(p))
      section.lines.emplace_back(line);
    out.sections.push_back(std::move(section));
  }
  if (out.sections.empty()) return std::string();
  out.sections.push_back({std::nullopt, "#", {}, 0});  // the end mark
  const auto bytes = kifu::tbase::write_rem(out);
  for (const auto& d : bytes.diagnostics()) kifu_cli::report(d, o.write);
  if (!bytes.ok()) return std::nullopt;
  return *bytes;
}

// The bytes of the sets the found problems come from: their own when loaded from the sets,
// else the files an index names, read again (and refused when they have changed since); and
// whether those files end with the 0x1A end-of-file mark.
class source_bytes {
 public:
  explicit source_bytes(const database& db) : db_(db) {}

  // The .dia record and .tjn lines of `p`; false (with an error printed) when unavailable.
  bool get(const problem& p, std::string_view& dia, std::string_view& tjn) {
    if (!fetch(p, dia, tjn)) return false;
    const kifu::tsume::set_bytes& set = db_.sets()[p.set];
    const std::string* whole[3] = {&set.dia, &set.tjn, &set.rem};
    if (set.dia.empty())
      for (std::size_t f = 0; f < 3; ++f) whole[f] = &read_[p.set][f];
    for (std::size_t f = 0; f < 3; ++f)
      end_marked_[f] = end_marked_[f] || whole[f]->ends_with(end_mark);
    return true;
  }

  // Whether a set the problems came from ends its .dia (0), .tjn (1) or .rem (2) with the
  // 0x1A end-of-file mark, which the set written then ends with too.
  bool end_marked(std::size_t file) const { return end_marked_[file]; }

  static constexpr char end_mark = '\x1a';

 private:
  bool fetch(const problem& p, std::string_view& dia, std::string_view& tjn) {
    const kifu::tsume::set_bytes& set = db_.sets()[p.set];
    const std::string* bytes[2] = {&set.dia, &set.tjn};
    if (set.dia.empty()) {
      auto& read = read_[p.set];
      for (std::size_t f = 0; f < 3; ++f) {
        const kifu::tsume::file_stamp& stamp = set.files[f];
        if (stamp.path.empty()) continue;
        if (read[f].empty()) {
          const auto now = kifu::tsume::stamp_file(stamp.path);
          if (now.size != stamp.size || now.modified_ns != stamp.modified_ns) {
            const bool gone = now.size == 0 && now.modified_ns == 0;  // as stale_sources says
            kifu_cli::error_at(stamp.path)
                << (gone ? "can no longer be read" : "changed since the index was built")
                << "; rebuild the index (kifu tbase index) to write the problems found";
            return false;
          }
          const auto file = kifu_cli::read_file(stamp.path);
          if (!file) return false;
          read[f] = *file;
        }
        if (f < 2) bytes[f] = &read[f];
      }
    }
    const auto part = [](const std::string& b, std::uint64_t offset, std::uint32_t size) {
      return offset + size <= b.size() ? std::string_view(b).substr(offset, size)
                                       : std::string_view();
    };
    dia = part(*bytes[0], p.dia_offset, p.dia_size);
    tjn = part(*bytes[1], p.tjn_offset, p.tjn_size);
    return !dia.empty();
  }

  const database& db_;
  std::map<std::uint16_t, std::array<std::string, 3>> read_;
  std::array<bool, 3> end_marked_{};
};

// Writes the found problems as OUT.dia, OUT.tjn and (when some have comments) OUT.rem
// (--write), giving a work whose number an earlier one has the next free number (a note each),
// so that every solution and comment stays with its diagram; false when a file cannot be
// written.
bool write_found(const search_options& o, const database& db,
                 const std::vector<std::size_t>& found) {
  // The bytes of a found problem under another work number: its .dia record and .tjn solution
  // read, renumbered and written back; false (with the diagnostics reported) when they cannot be.
  const auto renumbered_bytes = [](const problem& p, std::string_view dia_bytes,
                                   std::string_view tjn_bytes, int number, const std::string& file,
                                   std::string& dia, std::string& tjn) {
    const auto read = kifu::tbase::read_dia(dia_bytes);
    const auto read_solution = kifu::tbase::read_tjn(tjn_bytes);
    if (!read.ok() || read->records.size() != 1 || !read_solution.ok()) {
      kifu_cli::error_at(file) << "work " << four_digits(p.number)
                               << " cannot be read back to be renumbered";
      return false;
    }
    kifu::tbase::dia_record r = read->records.front();
    kifu::tbase::tjn_file solution = *read_solution;
    r.number = number;
    bool good = true;
    for (const auto& d : kifu::tbase::append_dia(dia, r)) {
      kifu_cli::report(d, file);
      good = false;
    }
    for (auto& s : solution.records) s.number = number;
    solution.trailer.clear();
    const auto bytes = kifu::tbase::write_tjn(solution);
    for (const auto& d : bytes.diagnostics()) kifu_cli::report(d, file);
    if (!bytes.ok()) return false;
    tjn += *bytes;
    return good;
  };
  std::vector<std::optional<int>> numbers;
  for (const std::size_t i : found) {
    const int n = db.at(i).number;
    numbers.push_back(n > 0 ? std::optional<int>(n) : std::nullopt);
  }
  const auto unique = kifu::tbase::unique_work_numbers(numbers);
  if (!unique.has_value()) {
    for (const auto& d : unique.diagnostics()) kifu_cli::report(d, o.write);
    return false;
  }
  std::string dia_out, tjn_out;
  std::size_t note = 0;
  source_bytes sources(db);
  for (std::size_t k = 0; k < found.size(); ++k) {
    const problem p = db.at(found[k]);
    std::string_view dia, tjn;
    if (!sources.get(p, dia, tjn)) return false;
    if ((*unique)[k] == numbers[k]) {
      dia_out += dia;
      tjn_out += tjn;
      continue;
    }
    const auto& set = db.sets()[p.set];  // an opened index has the path, not the bytes
    const std::string& file = set.dia.empty() ? set.files[0].path : o.files[p.set];
    kifu_cli::report(unique.diagnostics()[note++], file);
    if (!renumbered_bytes(p, dia, tjn, *(*unique)[k], file, dia_out, tjn_out)) return false;
  }
  std::vector<int> written_numbers;
  for (const auto& n : *unique) written_numbers.push_back(n.value_or(0));
  auto rem_out = found_comments(o, db, found, written_numbers);
  if (!rem_out) return false;
  // A set of the DOS days ends each file with 0x1A; the set written keeps it.
  std::string* out[3] = {&dia_out, &tjn_out, &*rem_out};
  for (std::size_t f = 0; f < 3; ++f)
    if (!out[f]->empty() && sources.end_marked(f)) *out[f] += source_bytes::end_mark;
  return kifu_cli::tbase_output(o.write).write(dia_out, tjn_out, *rem_out);
}

// Says which sets have no solutions: move patterns match none of their works.
void warn_of_sets_without_solutions(const search_options& o, const database& db) {
  for (std::size_t k = 0; k < db.sets().size(); ++k) {
    const auto& set = db.sets()[k];
    if (!set.tjn.empty() || !set.files[1].path.empty()) continue;
    const std::string& file = set.dia.empty() ? set.files[0].path : o.files[k];
    kifu_cli::warning_at(file) << "no solutions were loaded for this set (no .tjn beside it, or "
                                  "--tjn), so the move patterns match none of its works";
  }
}

// Runs `kifu search`: compiles the query, loads the sets, prints (and writes) what matches.
int run_search(const search_options& o) {
  if (!o.tjn.empty() && o.files.size() != 1) {
    kifu_cli::command_error() << "--tjn names the solutions of one set; give one .dia file with it";
    return kifu_cli::usage_error;
  }
  if (!kifu_cli::inputs_fit(o.files, o.tjn)) return kifu_cli::usage_error;
  // The set to write is looked at before the search, not after it.
  if (!o.write.empty())
    if (const auto refused = kifu_cli::tbase_output(o.write).refusal("--write")) return *refused;
  // A query from the command line that is wrong is a usage error; one from a file, bad input.
  const int bad_query = o.query_file.empty() ? kifu_cli::usage_error : kifu_cli::invalid_input;
  const auto q = build_query(o);
  if (!q) return bad_query;
  auto compiled = compiled_query::compile(*q);
  for (const auto& d : compiled.diagnostics()) kifu_cli::report(d, "<query>");
  if (!compiled.ok()) return bad_query;

  bool complete = true;
  const auto loaded = kifu_cli::load_tsume_database(o.files, o.tjn, o.threads, complete);
  if (!loaded) return kifu_cli::invalid_input;
  const database& db = *loaded;
  if (db.size() == 0 && !complete) return kifu_cli::invalid_input;  // nothing read: errors said why
  if (!q->moves.empty()) warn_of_sets_without_solutions(o, db);

  // Ctrl-C while the matches are printed: the problems printed stay whole, nothing is written.
  // (While the sets load it ends the program at once: nothing has been written then.)
  kifu_cli::catch_interruptions();
  const auto searched = search(db, *compiled, o.threads);
  for (const auto& d : searched.diagnostics()) kifu_cli::report(d, "<query>");
  const std::vector<std::size_t>& found = *searched;
  std::size_t printed = 0;
  for (; printed < found.size() && !kifu_cli::interrupted(); ++printed)
    print_problem(o, db, db.at(found[printed]));
  if (kifu_cli::interrupted())
    return kifu_cli::report_interruption(printed, found.size(), "problem", "problems");
  // No problem found, no set written: empty files would stand for a result, and stand in the
  // way of the next --write.
  if (!o.write.empty() && found.empty())
    kifu_cli::note_at(o.write) << "no problem matches: no set is written";
  else if (!o.write.empty() && !write_found(o, db, found))
    return kifu_cli::invalid_input;
  std::cerr << found.size() << " of " << db.size() << " problems match\n";
  return searched.ok() && complete ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<search_options>();
  auto* cmd = program.add_subcommand(
      "search", "find tsume problems in T-BASE sets by moves, fields and diagram");
  cmd->add_option("FILE", o->files,
                  ".dia files (each .tjn and .rem beside its .dia is read too; - for standard "
                  "input), or one index written by kifu tbase index")
      ->required();
  cmd->add_option("--tjn", o->tjn, "the solution file of a single .dia, when it is not beside it");
  cmd->add_option("--query", o->query_file,
                  "a JSON query file (its form: docs/tsume.md, \"The query language\")");
  cmd->add_option("-e,--expr", o->query_text, "a JSON query given inline");
  cmd->add_option("--regex", o->regexes,
                  "a regular expression a move line must match (repeatable)");
  cmd->add_option("--text", o->texts, "a text a move line must contain (repeatable)");
  cmd->add_option("--token", o->tokens,
                  "a TumeBase move token such as +**金 or -86*合 (repeatable)");
  cmd->add_option("--order", o->order,
                  "how the command-line patterns occur: any, in_order or consecutive")
      ->transform(CLI::IsMember({"any", "in_order", "consecutive"}, CLI::ignore_case));
  cmd->add_option("--times", o->times,
                  "how many times (at least) the --regex, --text and --token patterns occur");
  cmd->add_option("--author", o->author, "text the author's name must contain");
  cmd->add_option("--format", o->format, "text (the default), numbers or json")
      ->transform(CLI::IsMember({"text", "numbers", "json"}, CLI::ignore_case));
  cmd->add_option("--write", o->write,
                  "write the matching problems as OUT.dia, OUT.tjn and (with comments) OUT.rem");
  kifu_cli::add_force_flag(*cmd);
  cmd->add_flag(
      "--dump-moves", o->dump_moves,
      "print the per-move lines of the matching problems (all without a query), each after "
      "its work number and a TAB");
  kifu_cli::add_threads_option(*cmd, o->threads, "threads for loading and searching");
  cmd->footer(
      "A move line reads "
      "ply,kif,side,fx,fy,tx,ty,piece,promo,kx,ky,rfx,rfy,rtx,rty,captured,check,\n"
      "interpose,chuai,discovered, e.g. 2,8一歩打,2,0,0,8,1,1,0,1,1,0,0,7,0,0,0,1,1,0.\n"
      "As in Kakinoki's KIF, kif writes 成 but never 不成: promo says it (0 cannot promote,\n"
      "1 不成, 2 成), so --text 不成 finds nothing; use --token '+**銀不成' or a regex on promo.\n"
      "Examples:\n"
      "  kifu search db.dia --regex 歩打,2 --regex 香打,2 --regex 桂打,2 --regex 銀打,2 \\\n"
      "      --regex 金打,2 --regex 角打,2 --regex 飛打,2          # 七種合\n"
      "  kifu search a.dia b.dia --token '+**歩不成' --times 5 --format numbers\n"
      "  kifu search db.dia --query kemuri.json --write found   # found.dia + found.tjn\n"
      "  kifu tbase index sets/*.dia -o db.kidx && kifu search db.kidx --token '-***合' --times 3");
  cmd->callback([&run, o, cmd] {
    if (o->times < 1) throw CLI::ValidationError("--times counts from 1");
    const bool patterns = !o->regexes.empty() || !o->texts.empty() || !o->tokens.empty();
    if (cmd->count("--times") != 0 && !patterns)
      throw CLI::ValidationError(
          "--times counts the --regex, --text or --token patterns; give one");
    if (cmd->count("--order") != 0 && !patterns)
      throw CLI::ValidationError(
          "--order says how the --regex, --text or --token patterns occur; give one");
    for (const auto* patterns : {&o->regexes, &o->texts, &o->tokens})
      for (const auto& p : *patterns)
        if (p.empty())
          throw CLI::ValidationError(
              "an empty --regex, --text or --token pattern matches every move; give its text");
    run = [o] {
      kifu_cli::drop_repeated_inputs(o->files);
      return run_search(*o);
    };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
