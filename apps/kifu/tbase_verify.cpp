// kifu tbase verify: every work of a T-BASE set checked by the tsume solver, spread over
// threads; one line per work (number, recorded 完全性, verdict, evidence) and a summary.
#include "tbase_verify.hpp"

#include <atomic>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <thread>

#include "command.hpp"
#include "in_order.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "kifu/tsume/verify.hpp"
#include "options.hpp"
#include "output.hpp"
#include "record_file.hpp"
#include "tbase_set.hpp"

namespace kifu_cli {

namespace {

using namespace kifu;
using nlohmann::json;

struct verify_command {
  std::string file;
  std::string tjn;  // the solution file, when it is not beside the .dia
  int work = 0;
  double time_limit = 60;
  std::size_t memory_mb = 256;
  unsigned threads = 0;
  std::string format = "text";
  tsume::mate_count count = tsume::mate_count::tsume;
  std::string shard;  // K/N: the works whose index mod N is K
  std::string
      resume;  // a JSON-lines file of an earlier run: its works are skipped, the rest appended
  std::size_t shard_k = 0, shard_n = 1;
};

// One work to check and, once checked, what was found.
struct job {
  std::size_t index = 0;  // 0-based, in the .dia
  int number = 0;
  std::optional<tbase::completeness> recorded;
  std::optional<int> stated_length;
  std::optional<shogi::position> start;
  std::optional<std::vector<shogi::move>> solution;  // none: no .tjn record, or unresolved
  std::string problem;                               // why the work cannot be checked
  tsume::verification result;
  bool limit_reached = false;  // a limit stopped the check before its verdict
};

std::string code_text(const std::optional<tbase::completeness>& c) {
  if (!c) return "-";
  return std::to_string(static_cast<int>(*c)) + " " + std::string(tbase::to_string(*c));
}

// The megabytes of each thread's table.
std::size_t table_mb(const verify_command& o, unsigned threads) {
  return std::max<std::size_t>(o.memory_mb / threads, 16);
}

void check(job& j, const verify_command& o, unsigned threads) {
  if (!j.start) return;
  tsume::solve_options options;
  options.time_limit = std::chrono::duration<double>(o.time_limit);
  options.memory_mb = table_mb(o, threads);
  options.count = o.count;
  options.stop = &interruption_flag();
  if (j.solution) {
    j.result = tsume::verify(*j.start, *j.solution, options);
    j.limit_reached = !j.result.verdict;
    return;
  }
  // No solution to check: the shortest mate alone (不詰, or 早詰 against 詰手数).
  const auto t0 = std::chrono::steady_clock::now();
  tsume::solver s(options);
  const auto shortest = s.shortest_mate(*j.start, 0);
  j.result.nodes = s.nodes();
  j.result.elapsed = std::chrono::steady_clock::now() - t0;
  j.limit_reached = !shortest;
  if (!shortest) return;
  j.result.shortest = *shortest;
  if (*shortest < 0) {
    j.result.verdict = tbase::completeness::no_mate;
    j.result.findings.push_back({tsume::finding_kind::no_mate, 0, {}, {}, 0});
  } else if (j.stated_length && *shortest < *j.stated_length) {
    j.result.verdict = tbase::completeness::dual_or_shorter;
    const auto line = s.main_line(*j.start, *shortest);
    j.result.findings.push_back(
        {tsume::finding_kind::shorter, 1, line, shogi::to_tsume(line, *j.start), *shortest});
  }
}

std::string evidence_text(const tsume::finding& f) {
  std::string out = std::string(to_string(f.kind)) + " at ply " + std::to_string(f.ply);
  if (!f.text.empty()) out += ": " + f.text;
  if (f.length > 0) out += " (" + std::to_string(f.length) + (f.length == 1 ? " ply)" : " plies)");
  return out;
}

// One work's JSON line: the index first, so that the lines of several shards merge by a numeric
// sort on it (sort -t: -k2,2n).
nlohmann::ordered_json job_json(const job& j) {
  nlohmann::ordered_json out;
  out["index"] = j.index;
  out["number"] = j.number;
  out["recorded"] = j.recorded ? json(static_cast<int>(*j.recorded)) : json(nullptr);
  out["verdict"] = j.result.verdict ? json(static_cast<int>(*j.result.verdict)) : json(nullptr);
  out["limit_reached"] = j.limit_reached;
  out["shortest"] = j.result.shortest;
  out["nodes"] = j.result.nodes;
  out["seconds"] = j.result.elapsed.count();
  if (!j.problem.empty()) out["problem"] = j.problem;
  auto evidence = nlohmann::ordered_json::array();
  for (const auto& f : j.result.findings) {
    nlohmann::ordered_json e;
    e["kind"] = to_string(f.kind);
    e["ply"] = f.ply;
    e["text"] = f.text;
    e["length"] = f.length;
    json usi = json::array();
    for (const auto& m : f.line) usi.push_back(shogi::to_usi(m));
    e["usi"] = usi;
    evidence.push_back(e);
  }
  out["evidence"] = evidence;
  return out;
}

// What is printed for one work: a JSON object on one line, or its text lines.
std::string job_text(const job& j, const std::string& format) {
  if (format == "json") return job_json(j).dump() + '\n';
  const bool known = j.result.verdict.has_value();
  std::string out = std::to_string(j.number) + ": recorded " + code_text(j.recorded) + ", verdict ";
  if (known)
    out += code_text(j.result.verdict);
  else
    out += j.limit_reached ? "unknown (limit reached)" : "none";
  if (j.result.shortest >= 0) out += ", shortest mate " + std::to_string(j.result.shortest);
  if (!j.solution) out += ", no recorded solution to check";
  out += " (" + std::to_string(j.result.nodes) + (j.result.nodes == 1 ? " node, " : " nodes, ") +
         human_duration(j.result.elapsed.count()) + ")\n";
  if (!j.problem.empty()) out += "  " + j.problem + '\n';
  for (const auto& f : j.result.findings) out += "  " + evidence_text(f) + '\n';
  return out;
}

// The members of every line job_json writes.
constexpr const char* line_members[] = {"index",   "number",        "recorded",
                                        "verdict", "limit_reached", "shortest",
                                        "nodes",   "seconds",       "evidence"};

// The works a run to resume has written (index -> 作品番号), after cutting a line it left half
// written; nothing, with a message, when the file is not one it wrote (then it is left as it
// is): not a regular file, a line that is not one of its lines, a last line without its end
// that does not start as its lines do, or a work written twice (two runs on one file).
std::optional<std::map<std::size_t, int>> works_done(const std::string& path) {
  std::map<std::size_t, int> done;
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) return done;  // a new file
  if (!std::filesystem::is_regular_file(status)) {
    error_at(path) << "not a regular file; --resume takes a file an earlier run wrote with "
                      "--format json";
    return std::nullopt;
  }
  std::string text;
  if (std::ifstream in(path, std::ios::binary); in) {
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  } else {
    error_at(path) << "cannot read the file";
    return std::nullopt;
  }
  // Every line the run writes starts so; a stopped run may leave the last one half written.
  constexpr std::string_view line_start = R"({"index":)";
  const std::size_t complete = text.rfind('\n') + 1;  // 0 when no line ends
  const std::string_view cut = std::string_view(text).substr(complete);
  const bool half_line = !cut.empty();
  if (half_line &&
      !cut.starts_with(line_start.substr(0, std::min(cut.size(), line_start.size())))) {
    error_at(path + ":" + std::to_string(std::count(text.begin(), text.end(), '\n') + 1))
        << "a last line without its end that kifu tbase verify did not write; --resume takes a "
           "file it wrote, and this one is left as it is";
    return std::nullopt;
  }
  text.resize(complete);
  std::size_t line = 0;
  for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
    ++line;
    const auto row = json::parse(text.substr(at, text.find('\n', at) - at), nullptr, false);
    const auto where = path + ":" + std::to_string(line);
    // Every member job_json writes, so that a line cut or made by hand is not taken as done.
    const bool whole =
        row.is_object() && std::all_of(std::begin(line_members), std::end(line_members),
                                       [&](const char* m) { return row.contains(m); });
    if (!whole || !row["index"].is_number_unsigned() || !row["number"].is_number_integer()) {
      error_at(where) << "not a line of kifu tbase verify --format json; --resume takes a file "
                         "it wrote, and this one is left as it is";
      return std::nullopt;
    }
    const auto index = row["index"].get<std::size_t>();
    if (!done.emplace(index, row["number"].get<int>()).second) {
      error_at(where) << "work " << row["number"].get<int>()
                      << " is written a second time (two runs on one file?); the file is left "
                         "as it is";
      return std::nullopt;
    }
  }
  if (half_line) std::filesystem::resize_file(path, complete);
  return done;
}

int run_verify(const verify_command& o) {
  std::map<std::size_t, int> skipped;  // the works an earlier run wrote (index -> 作品番号)
  if (!o.resume.empty()) {
    auto done = works_done(o.resume);
    if (!done) return invalid_input;
    skipped = std::move(*done);
  }
  std::size_t skipped_seen = 0;
  bool resumed_other_set = false;
  tbase_companions set;
  bool good = load_companions(o.file, o.tjn, "", set);
  std::vector<job> jobs;
  bool work_found = false;  // a work was read (the one --work names, when it is given)
  good &= for_each_work(
      o.file,
      [&](const tbase::dia_record& r) {
        if (o.work != 0 && r.number != o.work) return;
        work_found = true;
        const int number = r.number.value_or(static_cast<int>(r.index) + 1);
        if (const auto done = skipped.find(r.index); done != skipped.end()) {
          ++skipped_seen;
          resumed_other_set |= done->second != number;
          return;
        }
        if (r.index % o.shard_n != o.shard_k) return;
        job j;
        j.index = r.index;
        j.number = number;
        j.recorded = r.completeness;
        j.stated_length = r.move_count;
        auto start = tbase::start_position(r);
        for (const auto& d : start.diagnostics()) report(d, o.file);
        if (start.ok()) {
          j.start = *start;
        } else {
          j.problem = "the diagram is not a position";
        }
        if (const auto* s = set.solution(r); s && start.ok()) {
          const auto solved = tbase::resolve_solution(r, *s);
          for (const auto& d : solved.diagnostics()) report(d, set.tjn_path);
          if (solved.ok())
            j.solution = solved->moves;
          else
            j.problem = "the recorded solution does not resolve";
        }
        jobs.push_back(std::move(j));
      },
      o.work != 0 ? std::optional(o.work) : std::nullopt);
  if (!good && jobs.empty() && skipped_seen == 0) return invalid_input;  // nothing was read
  // An empty set is a whole set, as `tbase check` and `search` read it; a work asked for that
  // is not there is an error.
  if (!work_found && o.work == 0) {
    warning_at(display_name(o.file)) << "the set holds no work; nothing was checked";
    return success;
  }
  if (!work_found) {
    error_at(display_name(o.file)) << "no work numbered " << o.work << " in it";
    return invalid_input;
  }
  if (set.tjn_path.empty())
    warning_at(display_name(o.file))
        << (o.file == "-" ? "a set read from standard input comes without its .tjn solution "
                            "file (give it with --tjn)"
                          : "no .tjn solution file beside it")
        << "; each work is judged without its recorded solution";
  if (resumed_other_set || (o.work == 0 && skipped_seen != skipped.size())) {
    error_at(o.resume) << "its works are not those of " << display_name(o.file)
                       << " (another set's run?); nothing was checked or written";
    return invalid_input;
  }
  // Works are checked on several threads and printed in order as each is done; Ctrl-C stops
  // starting new ones, and a check the signal cut short is not printed.
  const unsigned threads = std::max(1U, std::min<unsigned>(o.threads, jobs.size()));
  catch_interruptions();
  std::size_t agree = 0, differ = 0, unknown = 0, unsettled = 0, printed = 0;
  std::atomic<bool> short_of_memory{false};  // a work was not checked for want of memory
  output_sink out;
  if (!(o.resume.empty() ? out.open("") : out.open_to_append(o.resume))) return invalid_input;
  process_in_order(
      jobs.size(), threads,
      [&](std::size_t i, file_result& r) {
        try {
          check(jobs[i], o, threads);
        } catch (const std::bad_alloc&) {  // the table: more than the machine gives now
          jobs[i].problem = "its table of " + std::to_string(table_mb(o, threads)) +
                            " MB cannot be had on this machine now; give a smaller --memory";
          short_of_memory = true;
        }
        r.ok = !interrupted();  // cut short by the signal: not a result
        if (r.ok) r.out = job_text(jobs[i], o.format);
      },
      [&](std::size_t i, file_result& r) {
        if (!r.ok) return;
        const job& j = jobs[i];
        const bool known = j.result.verdict.has_value();
        if (known) (j.result.verdict == j.recorded ? agree : differ) += 1;
        unknown += j.limit_reached;
        unsettled += !known && !j.limit_reached;
        ++printed;
        out.write(r.out);
        out.end_of_item();
      });
  if (interrupted() && printed < jobs.size()) {
    (void)out.close();  // the works finished stay
    return report_interruption(printed, jobs.size(), "work", "works");
  }
  const std::string tally = std::to_string(agree) + " agree with the record, " +
                            std::to_string(differ) + " differ, " + std::to_string(unknown) +
                            " unknown, " + std::to_string(unsettled) +
                            " without a verdict (no solution, no shorter mate)";
  if (o.format != "json") out.write(counted(jobs.size(), "work", "works") + ": " + tally + "\n");
  if (!out.close()) return invalid_input;
  // The JSON lines went to the file: what the run added says it on standard error.
  if (!o.resume.empty()) {
    auto note = note_at(o.resume);
    note << counted(printed, "work", "works") << " added, " << skipped_seen << " there already";
    if (printed != 0) note << "; of those added, " << tally;
  }
  return good && !short_of_memory ? success : invalid_input;
}

}  // namespace

void add_tbase_verify(CLI::App& tbase, std::function<int()>& run) {
  auto o = std::make_shared<verify_command>();
  auto* cmd = tbase.add_subcommand(
      "verify", "check each work's 完全性 with the tsume solver (余詰 早詰 不詰 変長)");
  cmd->add_option("FILE", o->file, "a .dia file (its .tjn beside it); - for standard input")
      ->required();
  cmd->add_option("--tjn", o->tjn, "the solution file, when it is not beside the .dia");
  cmd->add_option("--work", o->work, "only the work with this 作品番号")->check(one_or_more);
  add_time_limit_option(*cmd, o->time_limit, "per work (default 60)");
  add_memory_option(*cmd, o->memory_mb, "of tables, shared among the threads (default 256)");
  add_threads_option(*cmd, o->threads, "works checked at once");
  cmd->add_option("--format", o->format, "text (default) or json (one object per work)")
      ->transform(CLI::IsMember({"text", "json"}, CLI::ignore_case));
  add_count_option(*cmd, o->count, "because T-BASE's 完全性 judges works by the books' count");
  cmd->add_option("--shard", o->shard,
                  "K/N: check only the works whose index in the set (from 0) leaves K when "
                  "divided by N, one share of a run spread over N jobs");
  cmd->add_option("--resume", o->resume,
                  "OUT.jsonl: append to OUT the works it does not hold yet (JSON lines, as "
                  "--format json writes them), so that a stopped run goes on where it was");
  cmd->footer(
      "One line per work: number, recorded 完全性, verdict, shortest mate, then the evidence:\n"
      "dual (余詰: another check mates within the remaining count), shorter (早詰), no-mate\n"
      "and escape (不詰), longer-defence (変長), dual-last-move (tolerated), missed-mate (the\n"
      "recorded last move does not mate, this one does), no-check (a recorded attacker move\n"
      "gives no check: the line is read up to it), each with its ply and line in\n"
      "tsume notation. Lengths follow the books' count, as the records do:\n"
      "a futile interposition (無駄合) is neither a longer defence nor an escape; with\n"
      "--count strict it is counted, and a record that leaves it out shows it as a longer\n"
      "defence. The records are never changed. A verdict that differs from the recorded\n"
      "完全性 is a finding, not an error: the exit status is 0 once every work was checked,\n"
      "1 when a work or the set could not be read.\n"
      "Examples: kifu tbase verify set.dia --work 12 --time-limit 30\n"
      "          parallel kifu tbase verify set.dia --shard {}/4 --resume out-{}.jsonl ::: 0 1 2 "
      "3\n"
      "          cat out-*.jsonl | sort -t: -k2,2n > all.jsonl   # the shares, in the set's order");
  cmd->callback([&run, o, cmd] {
    if (!o->shard.empty()) {
      const auto slash = o->shard.find('/');
      const auto number = [](std::string_view text, std::size_t& value) {
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        return !text.empty() && error == std::errc{} && end == text.data() + text.size();
      };
      if (slash == std::string::npos ||
          !number(std::string_view(o->shard).substr(0, slash), o->shard_k) ||
          !number(std::string_view(o->shard).substr(slash + 1), o->shard_n) || o->shard_n == 0 ||
          o->shard_k >= o->shard_n)
        throw CLI::ValidationError("--shard " + o->shard +
                                   ": give K/N with N jobs and K from 0 to N-1, e.g. 0/4");
    }
    if (!o->resume.empty()) {
      if (o->resume == "-")
        throw CLI::ValidationError("--resume takes a file (standard output cannot be read back)");
      if (cmd->count("--format") != 0 && o->format != "json")
        throw CLI::ValidationError("--resume appends JSON lines; leave out --format or give json");
      o->format = "json";
    }
    run = [o] { return run_verify(*o); };
  });
}

}  // namespace kifu_cli
