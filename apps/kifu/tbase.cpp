// kifu tbase dump|check|kif|from-kif|diagram: the T-BASE tsume database (.dia diagrams, .tjn
// solutions, .rem comments).
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "command.hpp"
#include "diagram_output.hpp"
#include "input.hpp"
#include "interrupt.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "options.hpp"
#include "record_file.hpp"
#include "tbase_diagram.hpp"
#include "tbase_index.hpp"
#include "tbase_output.hpp"
#include "tbase_set.hpp"
#include "tbase_verify.hpp"

namespace {

using namespace kifu::tbase;
using nlohmann::json;

struct tbase_options {
  std::vector<std::string> files;
  std::string tjn;
  std::string rem;
  std::string output;
  std::string encoding;  // sjis or utf8; empty: Shift_JIS files in -o, UTF-8 on standard output
};

bool explicit_companions_fit(const tbase_options& o) {
  if ((o.tjn.empty() && o.rem.empty()) || o.files.size() == 1) return true;
  kifu_cli::command_error() << "--tjn and --rem name the files of one set; give one .dia file "
                               "with them";
  return false;
}

json optional_int(const std::optional<int>& v) {
  return v ? json(*v) : json(nullptr);
}

template <class E>
json optional_code(const std::optional<E>& v) {
  return v ? json(static_cast<int>(*v)) : json(nullptr);
}

json square_text(const std::optional<kifu::shogi::square>& s) {
  return s ? json(std::to_string(s->file) + std::to_string(s->rank)) : json(nullptr);
}

// 出典中番号: a number when it is one, else its text (P157, 第3番); null when blank.
json source_index_json(const dia_record& r) {
  if (const auto n = r.source_index_number()) return *n;
  return r.source_index.empty() ? json(nullptr) : json(r.source_index);
}

// One work of `tbase dump`: its fields, its start position `start` as SFEN, its solution.
json work_json(const dia_record& r, const kifu::parse_result<kifu::shogi::position>& start,
               const kifu_cli::tbase_companions& set, const std::string& file) {
  json j;
  j["file"] = file;
  j["record"] = r.index + 1;
  j["number"] = optional_int(r.number);
  j["author"] = r.author;
  j["title"] = r.title;
  j["source"] = r.source;
  j["published"] = r.published;
  j["move_count"] = optional_int(r.move_count);
  j["originality"] = optional_code(r.originality);
  j["jissen_type"] = optional_code(r.jissen_type);
  j["completeness"] = optional_code(r.completeness);
  j["king_square"] = square_text(r.king_square);
  j["author_code"] = optional_int(r.author_code);
  j["source_code"] = optional_int(r.source_code);
  j["source_index"] = source_index_json(r);
  j["article"] = r.article;
  j["awards"] = r.awards;
  j["original_source"] = r.original_source;
  j["piece_count"] = optional_int(r.piece_count);
  j["mate_king_square"] = square_text(r.mate_king_square);
  j["mate_piece_count"] = optional_int(r.mate_piece_count);
  j["sfen"] = start.has_value() ? json(kifu::shogi::to_sfen(*start)) : json(nullptr);
  if (const auto* s = set.solution(r)) {
    const auto solved = resolve_solution(r, *s);
    json usi = json::array();
    if (solved.has_value())
      for (const auto& m : solved->moves) usi.push_back(kifu::shogi::to_usi(m));
    j["moves_usi"] = usi;
    j["moves_text"] = solved.has_value() ? json(solved->moves_text) : json::array();
    j["checkmate"] = solved.has_value() && solved->checkmate;
  }
  if (const auto c = set.comments.find(r.number.value_or(-1)); c != set.comments.end())
    j["comment"] = c->second.lines;
  return j;
}

int run_dump(const tbase_options& o) {
  if (!explicit_companions_fit(o)) return kifu_cli::usage_error;
  kifu_cli::catch_interruptions();  // Ctrl-C: every line printed is a whole work
  bool good = true;
  std::size_t sets = 0;
  for (const auto& file : o.files) {
    if (kifu_cli::interrupted()) break;
    kifu_cli::tbase_companions set;
    good &= kifu_cli::load_companions(file, o.tjn, o.rem, set);
    good &= kifu_cli::for_each_work(file, [&](const dia_record& r) {
      if (kifu_cli::interrupted()) return;
      // A start that breaks the piece set is dumped as read, with check's error and exit status.
      const auto start = start_position(r);
      for (const auto& d : start.diagnostics()) kifu_cli::report(d, file);
      good &= start.ok();
      std::cout << work_json(r, start, set, file).dump() << '\n';
      std::cout.flush();  // each work as soon as it is read
    });
    sets += !kifu_cli::interrupted();
  }
  if (kifu_cli::interrupted())
    return kifu_cli::report_interruption(sets, o.files.size(), "set", "sets");
  return good ? kifu_cli::success : kifu_cli::invalid_input;
}

int run_check(const tbase_options& o) {
  if (!explicit_companions_fit(o)) return kifu_cli::usage_error;
  bool good = true;
  for (const auto& file : o.files) {
    if (!kifu_cli::check_input_kind(file, kifu_cli::dia_kinds)) {  // no summary for it
      good = false;
      continue;
    }
    kifu_cli::tbase_companions set;
    good &= kifu_cli::load_companions(file, o.tjn, o.rem, set);
    std::size_t works = 0, solved = 0, mates = 0;
    std::set<int> seen;
    good &= kifu_cli::for_each_work(
        file,
        [&](const dia_record& r) {
          ++works;
          if (r.number) seen.insert(*r.number);
          const auto start = start_position(r);
          for (const auto& d : start.diagnostics()) kifu_cli::report(d, file);
          good &= start.ok();
          const auto* s = set.solution(r);
          if (!s || !start.ok()) return;
          const auto result = resolve_solution(r, *s);
          for (const auto& d : result.diagnostics()) kifu_cli::report(d, set.tjn_path);
          good &= result.ok();
          solved += result.ok();
          mates += result.ok() && result->checkmate;
        },
        std::nullopt, kifu_cli::dia_kind::checked);
    for (const auto& d : unknown_works(set.solutions, seen)) kifu_cli::report(d, set.tjn_path);
    for (const auto& [number, section] : set.comments)
      if (!seen.contains(number))
        kifu_cli::warning_at(set.rem_path)
            << "work " << kifu_cli::four_digits(number) << " has a comment but no diagram";
    std::cout << kifu_cli::display_name(file) << ": " << kifu_cli::counted(works, "work", "works")
              << ", " << kifu_cli::counted(solved, "solution", "solutions") << " resolved, "
              << mates << " ending in mate\n";
  }
  return good ? kifu_cli::success : kifu_cli::invalid_input;
}

// The file `tbase kif -o DIR` writes a work to: the set's stem and the work number (its index
// in the set when it has none), so that works of several sets never share a name.
std::string kif_path(const std::string& directory, const std::string& set_file, const dia_record& r,
                     kifu::text_encoding encoding) {
  return kifu_cli::numbered_path(directory, set_file, "-",
                                 r.number.value_or(static_cast<int>(r.index) + 1), 4,
                                 encoding == kifu::text_encoding::utf8 ? ".kifu" : ".kif");
}

int run_kif(const tbase_options& o) {
  if (!explicit_companions_fit(o)) return kifu_cli::usage_error;
  if (kifu_cli::refuse_file_for_directory(o.output, "tbase kif writes one file a work",
                                          "leave out -o to write every work to standard output"))
    return kifu_cli::usage_error;
  bool good = true;
  const bool to_files = !o.output.empty();
  const auto encoding = kifu_cli::text_encoding_for(
      o.output,
      o.encoding == "utf8" || (o.encoding.empty() && !to_files) ? kifu::text_encoding::utf8
                                                                : kifu::text_encoding::shift_jis,
      !o.encoding.empty());
  if (to_files && !kifu_cli::none_exist_for_works(o.files, [&](const auto& file, const auto& r) {
        return kif_path(o.output, file, r, encoding);
      }))
    return kifu_cli::invalid_input;
  kifu_cli::directory_on_demand directory(o.output);  // made for the first work written
  bool first_on_output = true;
  for (const auto& file : o.files) {
    kifu_cli::tbase_companions set;
    good &= kifu_cli::load_companions(file, o.tjn, o.rem, set);
    good &= kifu_cli::for_each_work(file, [&](const dia_record& r) {
      const auto c = set.comments.find(r.number.value_or(-1));
      const auto* solution = set.solution(r);
      const auto record = to_record(r, solution, c == set.comments.end() ? nullptr : &c->second);
      if (!record.diagnostics().empty()) {
        // A problem of the solution is about a line of the .tjn; the others, of the .dia.
        const auto of_solution =
            solution ? resolve_solution(r, *solution).diagnostics() : kifu::diagnostic_list{};
        for (const auto& d : record.diagnostics())
          kifu_cli::report(
              d, std::ranges::find(of_solution, d) != of_solution.end() ? set.tjn_path : file);
      }
      if (!record.ok()) {
        good = false;
        return;
      }
      const auto bytes = kifu::shogi::kif_file_bytes(kifu::shogi::write_kif(*record), encoding);
      const std::string path = to_files ? kif_path(o.output, file, r, encoding) : "<stdout>";
      for (const auto& d : bytes.diagnostics()) kifu_cli::report(d, path);
      if (!bytes.ok()) {
        good = false;
      } else if (to_files) {
        good &= directory.ready() && kifu_cli::write_output(path, *bytes);
      } else {  // works one after another, as a KIF collection reads them back
        if (!first_on_output) std::cout << "#--separator--\n";
        std::cout << *bytes;
        first_on_output = false;
      }
    });
  }
  return good ? kifu_cli::success : kifu_cli::invalid_input;
}

// Gives the works of `from-kif` distinct numbers (a note per renumbered work, naming its file);
// false when there are too many works for one set.
bool renumber(std::vector<tbase_work>& works, const std::vector<std::string>& origins) {
  std::vector<std::optional<int>> numbers;
  for (const auto& w : works) numbers.push_back(w.problem.number);
  const auto unique = unique_work_numbers(numbers);
  std::size_t note = 0;
  for (std::size_t i = 0; i < works.size() && unique.has_value(); ++i) {
    if ((*unique)[i] == numbers[i]) continue;
    kifu_cli::report(unique.diagnostics()[note++], origins[i]);
    const int n = *(*unique)[i];
    works[i].problem.number = n;
    works[i].solution.number = n;
    works[i].comment.number = n;
    works[i].comment.header.clear();  // write_rem writes #NNNN for the new number
  }
  if (!unique.has_value())
    for (const auto& d : unique.diagnostics()) kifu_cli::report(d, "<set>");
  return unique.ok();
}

int run_from_kif(const tbase_options& o) {
  const kifu_cli::tbase_output out(o.output);
  if (const auto refused = out.refusal("-o")) return *refused;
  bool good = true;
  int sequence = 0;
  std::vector<tbase_work> works;
  std::vector<std::string> origins;  // the file of each work
  for (const auto& file : o.files) {
    const auto records = kifu_cli::load_records(file);
    if (!records) {
      ++sequence;
      good = false;
      continue;
    }
    for (const auto& record : *records) {  // a file may hold a whole collection
      ++sequence;
      const auto* complete = record.complete();
      if (complete == nullptr) {
        good = false;
        continue;
      }
      auto work = from_record(*complete, sequence);
      for (const auto& d : work.diagnostics()) kifu_cli::report(d, file);
      if (!work.ok()) {
        good = false;
        continue;
      }
      works.push_back(std::move(work).value());
      origins.push_back(file);
    }
  }
  if (!renumber(works, origins)) return kifu_cli::invalid_input;
  if (works.empty()) {
    kifu_cli::command_error() << "no work could be read; no set was written";
    return kifu_cli::invalid_input;
  }

  std::string dia;
  tjn_file tjn;
  rem_file rem;
  std::size_t written = 0;
  for (std::size_t i = 0; i < works.size(); ++i) {
    const std::size_t before = dia.size();
    const auto problems = append_dia(dia, works[i].problem);
    for (const auto& d : problems) kifu_cli::report(d, origins[i]);
    good &= problems.empty();
    if (problems.has_errors()) {  // a field that cannot hold its value: not written half empty
      dia.resize(before);
      kifu_cli::note_at(origins[i])
          << "work " << kifu_cli::four_digits(works[i].problem.number.value_or(0))
          << " is left out of the set";
      continue;
    }
    ++written;
    if (!works[i].solution.lines.empty()) tjn.records.push_back(works[i].solution);
    if (!works[i].comment.lines.empty()) rem.sections.push_back(works[i].comment);
  }
  if (written == 0) {
    kifu_cli::command_error() << "no work could be written; no set was written";
    return kifu_cli::invalid_input;
  }
  // The bytes of the .tjn or .rem, their diagnostics reported; nothing when one is an error.
  const auto bytes_of = [&](const char* extension, const kifu::parse_result<std::string>& bytes) {
    for (const auto& d : bytes.diagnostics()) kifu_cli::report(d, out.path(extension));
    return bytes.ok() ? std::optional<std::string>(*bytes) : std::nullopt;
  };
  const auto tjn_bytes = bytes_of(".tjn", write_tjn(tjn));
  std::optional<std::string> rem_bytes = std::string();
  if (!rem.sections.empty()) {
    rem.sections.push_back({std::nullopt, "#", {}, 0});  // the end mark
    rem_bytes = bytes_of(".rem", write_rem(rem));
  }
  if (!tjn_bytes || !rem_bytes) return kifu_cli::invalid_input;
  good &= out.write(dia, *tjn_bytes, *rem_bytes);
  return good ? kifu_cli::success : kifu_cli::invalid_input;
}

void add_set_options(CLI::App* cmd, tbase_options& o) {
  cmd->add_option("FILE", o.files,
                  ".dia files (the .tjn and .rem beside each, same stem, are read too); - for "
                  "standard input")
      ->required();
  cmd->add_option("--tjn", o.tjn, "the solution file, when it is not beside the .dia");
  cmd->add_option("--rem", o.rem, "the comment file, when it is not beside the .dia");
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<tbase_options>();
  auto* tbase = program.add_subcommand(
      "tbase", "read, check and convert T-BASE tsume databases (.dia/.tjn/.rem)");
  tbase->require_subcommand(1);
  tbase->footer(
      "A T-BASE set is a .dia file (330-byte diagram records, Shift_JIS) with an optional .tjn\n"
      "(solutions) and .rem (comments) of the same stem. A database is many sets: every reading\n"
      "command streams its .dia files, so memory does not grow with their size, and all but\n"
      "diagram and verify (one set each) take several.");

  auto* dump = tbase->add_subcommand("dump", "print every work as one JSON object per line");
  add_set_options(dump, *o);
  dump->footer(
      "Keys: number author title source published move_count originality jissen_type\n"
      "completeness king_square sfen (attacker = b), and with a solution moves_usi moves_text\n"
      "checkmate; comment with a .rem. source_index (出典中番号) is a number, or the field's text\n"
      "when it is not one (\"P157\"). Example: kifu tbase dump set1.dia set2.dia | jq .title");
  dump->callback([&run, o] { run = [o] { return run_dump(*o); }; });

  auto* check =
      tbase->add_subcommand("check",
                            "report every problem: damaged records, impossible diagrams, "
                            "unresolvable or illegal solution moves, wrong lengths, no mate");
  add_set_options(check, *o);
  check->footer(
      "Prints FILE:LINE:COL diagnostics and one summary line per set; exit 1 on any error.");
  check->callback([&run, o] { run = [o] { return run_check(*o); }; });

  auto* kif = tbase->add_subcommand(
      "kif", "write every work as a tsume KIF (diagram, moves with origins, まで N手詰)");
  add_set_options(kif, *o);
  kif->add_option("-o,--output", o->output,
                  "a directory (made if missing) for SET-NNNN.kif files, one per work, named "
                  "by the set's stem and the work number (default: every work on standard "
                  "output, with '#--separator--' lines between them)");
  kif->add_option("--encoding", o->encoding,
                  "sjis (.kif, the default for files) or utf8 (.kifu, the default on standard "
                  "output)")
      ->transform(kifu_cli::encoding_names);
  kifu_cli::add_force_flag(*kif);
  kif->callback([&run, o] {
    run = [o] {
      kifu_cli::drop_repeated_inputs(o->files);
      return run_kif(*o);
    };
  });

  auto* from = tbase->add_subcommand(
      "from-kif", "make a T-BASE set (.dia, .tjn and .rem) from tsume KIF files");
  from->add_option("KIF", o->files,
                   "tsume KIF/KI2 (or CSA, JKF) files, black (the attacker) to move; - for "
                   "standard input")
      ->required();
  from->add_option("-o,--output", o->output,
                   "the set to write: OUT.dia, OUT.tjn and, when a record has comments on its "
                   "start, OUT.rem")
      ->required();
  kifu_cli::add_force_flag(*from);
  from->footer(
      "Work numbers come from 作品番号 headers, else from the record's position among all the\n"
      "records read (a file may hold several, with '#--separator--' lines between them). A\n"
      "number an earlier work has is replaced by the next free one, with a note naming both.\n"
      "The headers tbase kif writes are read back (作者コード 出典コード 出典中番号 オリジナル\n"
      "実戦型 詰上り… included), and the comment lines on the start become the work's .rem.\n"
      "A work whose header does not fit its field (an 作者 longer than 12 bytes of Shift_JIS)\n"
      "is left out with an error naming it; the other works are written, and the exit\n"
      "status is 1.\n"
      "Example: kifu tbase from-kif kemuri.kif other.kif -o mine");
  from->callback([&run, o] {
    run = [o] {
      kifu_cli::drop_repeated_inputs(o->files);
      return run_from_kif(*o);
    };
  });

  kifu_cli::add_tbase_diagram(*tbase, run);
  kifu_cli::add_tbase_index(*tbase, run);
  kifu_cli::add_tbase_verify(*tbase, run);
}

const kifu_cli::registration registered{setup};

}  // namespace
