// kifu tbase verify: every work of a T-BASE set checked by the tsume solver, spread over
// threads; one line per work (number, recorded 完全性, verdict, evidence) and a summary.
#include "tbase_verify.hpp"

#include <atomic>
#include <chrono>
#include <iostream>
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
#include "tbase_set.hpp"

namespace kifu_cli {

namespace {

using namespace kifu;
using nlohmann::json;

struct verify_command {
  std::string file;
  int work = 0;
  double time_limit = 60;
  std::size_t memory_mb = 256;
  unsigned threads = 0;
  std::string format = "text";
  std::string count = "tsume";
};

// One work to check and, once checked, what was found.
struct job {
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

void check(job& j, const verify_command& o, unsigned threads) {
  if (!j.start) return;
  tsume::solve_options options;
  options.time_limit = std::chrono::duration<double>(o.time_limit);
  options.memory_mb = std::max<std::size_t>(o.memory_mb / threads, 16);
  options.count = o.count == "strict" ? tsume::mate_count::strict : tsume::mate_count::tsume;
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
  if (f.length > 0) out += " (" + std::to_string(f.length) + " plies)";
  return out;
}

json job_json(const job& j) {
  json out;
  out["number"] = j.number;
  out["recorded"] = j.recorded ? json(static_cast<int>(*j.recorded)) : json(nullptr);
  out["verdict"] = j.result.verdict ? json(static_cast<int>(*j.result.verdict)) : json(nullptr);
  out["limit_reached"] = j.limit_reached;
  out["shortest"] = j.result.shortest;
  out["nodes"] = j.result.nodes;
  out["seconds"] = j.result.elapsed.count();
  if (!j.problem.empty()) out["problem"] = j.problem;
  json evidence = json::array();
  for (const auto& f : j.result.findings) {
    json e;
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
  out += " (" + std::to_string(j.result.nodes) + " nodes, " +
         human_duration(j.result.elapsed.count()) + ")\n";
  if (!j.problem.empty()) out += "  " + j.problem + '\n';
  for (const auto& f : j.result.findings) out += "  " + evidence_text(f) + '\n';
  return out;
}

int run_verify(const verify_command& o) {
  tbase_companions set;
  bool good = load_companions(o.file, "", "", set);
  std::vector<job> jobs;
  good &= for_each_work(
      o.file,
      [&](const tbase::dia_record& r) {
        if (o.work != 0 && r.number != o.work) return;
        job j;
        j.number = r.number.value_or(static_cast<int>(r.index) + 1);
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
  // Works are checked on several threads and printed in order as each is done; Ctrl-C stops
  // starting new ones, and a check the signal cut short is not printed.
  const unsigned threads = std::max(1U, std::min<unsigned>(o.threads, jobs.size()));
  catch_interruptions();
  std::size_t agree = 0, differ = 0, unknown = 0, unsettled = 0, printed = 0;
  output_sink out;
  (void)out.open("");
  process_in_order(
      jobs.size(), threads,
      [&](std::size_t i, file_result& r) {
        check(jobs[i], o, threads);
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
  if (o.format != "json")
    out.write(counted(jobs.size(), "work", "works") + ": " + std::to_string(agree) +
              " agree with the record, " + std::to_string(differ) + " differ, " +
              std::to_string(unknown) + " unknown, " + std::to_string(unsettled) +
              " without a verdict (no solution, no shorter mate)\n");
  (void)out.close();
  return good ? success : invalid_input;
}

}  // namespace

void add_tbase_verify(CLI::App& tbase, std::function<int()>& run) {
  auto o = std::make_shared<verify_command>();
  auto* cmd = tbase.add_subcommand(
      "verify", "check each work's 完全性 with the tsume solver (余詰 早詰 不詰 変長)");
  cmd->add_option("FILE", o->file, "a .dia file (its .tjn beside it); - for standard input")
      ->required();
  cmd->add_option("--work", o->work, "only the work with this 作品番号")
      ->check(CLI::PositiveNumber);
  add_time_limit_option(*cmd, o->time_limit, "per work (default 60)");
  add_memory_option(*cmd, o->memory_mb, "of tables, shared among the threads (default 256)");
  add_threads_option(*cmd, o->threads, "works checked at once");
  cmd->add_option("--format", o->format, "text (default) or json (one object per work)")
      ->transform(CLI::IsMember({"text", "json"}, CLI::ignore_case));
  cmd->add_option("--count", o->count,
                  "tsume (the default, because T-BASE's 完全性 judges works by the books' count: "
                  "futile interpositions 無駄合 not counted) or strict (every legal defence "
                  "counts, as kifu tsume solve does by default)")
      ->transform(CLI::IsMember({"tsume", "strict"}, CLI::ignore_case));
  cmd->footer(
      "One line per work: number, recorded 完全性, verdict, shortest mate, then the evidence:\n"
      "dual (余詰: another check mates within the remaining count), shorter (早詰), no-mate\n"
      "and escape (不詰), longer-defence (変長), dual-last-move (tolerated), each with its\n"
      "ply and line in tsume notation. Lengths follow the books' count, as the records do:\n"
      "a futile interposition (無駄合) is neither a longer defence nor an escape; with\n"
      "--count strict it is counted, and a record that leaves it out shows it as a longer\n"
      "defence. The records are never changed.\n"
      "Example: kifu tbase verify set.dia --work 12 --time-limit 30");
  cmd->callback([&run, o] { run = [o] { return run_verify(*o); }; });
}

}  // namespace kifu_cli
