// kifu: read, check, convert and search Japanese board-game records from the command line.
#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <limits>
#include <map>
#include <mutex>
#include <new>
#include <stdexcept>
#include <utility>
#include <vector>

#include "command.hpp"
#include "kifu/encoding.hpp"
#include "kifu/version.hpp"
#include "options.hpp"
#include "record_file.hpp"

namespace kifu_cli {

std::vector<command_setup>& commands() {
  static std::vector<command_setup> all;
  return all;
}

namespace {
std::vector<std::string> arguments;  // main's argv
}  // namespace

const std::vector<std::string>& command_line() {
  return arguments;
}

namespace {
std::string running = "kifu";  // the chosen subcommand's name, once parsed
}  // namespace

std::string human_duration(double seconds) {
  char text[32];
  if (seconds < 1e-3)
    std::snprintf(text, sizeof text, "%.0f µs", seconds * 1e6);
  else if (seconds < 0.1)
    std::snprintf(text, sizeof text, "%.3g ms", seconds * 1e3);
  else if (seconds < 60)
    std::snprintf(text, sizeof text, "%.2g s", seconds);
  else
    std::snprintf(text, sizeof text, "%.0f min %.0f s", std::floor(seconds / 60),
                  std::fmod(seconds, 60));
  return text;
}

std::string counted(std::size_t n, std::string_view one, std::string_view many) {
  return std::to_string(n) + ' ' + std::string(n == 1 ? one : many);
}

const std::string& command_name() {
  return running;
}

bool takes_one_file = false;

namespace {

// How many diagnostics of each kind were reported, how many of those were printed, and how
// many of each severity were not.
struct diagnostic_counts {
  std::map<kifu::diagnostic_code, std::size_t> reported;
  std::size_t printed = 0;
  std::array<std::size_t, 3> hidden{};  // by kifu::severity: notes, warnings, errors
};

diagnostic_counts counts;
std::mutex counting;                       // guards counts and the order of printed lines
std::string diagnostics_mode = "summary";  // --diagnostics

}  // namespace

void report(const kifu::diagnostic& d, std::string_view file) {
  const std::lock_guard lock(counting);
  const std::size_t seen = ++counts.reported[d.code];
  if (diagnostics_mode == "none" || (diagnostics_mode == "summary" && seen > summary_limit)) {
    ++counts.hidden[static_cast<std::size_t>(d.level)];
    return;
  }
  ++counts.printed;
  std::cerr << kifu::format(d, display_name(file)) << '\n';
}

problem_line::problem_line(std::string_view where, kifu::severity level) : level_(level) {
  text_ << display_name(where) << ": " << kifu::to_string(level) << ": ";
}

problem_line::~problem_line() {
  if (level_ != kifu::severity::error && diagnostics_mode == "none") return;
  text_ << '\n';
  const std::lock_guard lock(counting);
  std::cerr << text_.view() << std::flush;
}

bool all_diagnostics() {
  return diagnostics_mode == "all";
}

std::size_t printed_per_kind() {
  if (diagnostics_mode == "none") return 0;
  if (diagnostics_mode == "summary") return summary_limit;
  return std::numeric_limits<std::size_t>::max();
}

void held_messages::report(const kifu::diagnostic& d, std::string_view file) {
  messages_.push_back({d, std::string(file), {}});
}

void held_messages::error(std::string_view where, std::string_view message) {
  messages_.push_back({std::nullopt, std::string(where), std::string(message)});
}

void held_messages::note(std::string_view where, std::string_view message) {
  messages_.push_back(
      {std::nullopt, std::string(where), std::string(message), kifu::severity::note});
}

void held_messages::print() {
  for (const auto& m : messages_) {
    if (m.diagnostic) {
      kifu_cli::report(*m.diagnostic, m.text);
    } else {
      problem_line(m.text, m.level) << m.message;
    }
  }
  messages_.clear();
}

void add_diagnostics_options(CLI::App& program) {
  program
      .add_option("--diagnostics", diagnostics_mode,
                  "all: print every problem; summary (the default): the first " +
                      std::to_string(summary_limit) +
                      " of each kind, then how many more; none: only the counts")
      ->transform(CLI::IsMember({"all", "summary", "none"}, CLI::ignore_case));
  program.add_flag_callback(
      "-q,--quiet", [] { diagnostics_mode = "none"; }, "--diagnostics none");
  program.add_flag_callback(
      "-v,--verbose", [] { diagnostics_mode = "all"; }, "--diagnostics all");
}

void report_counts() {
  const std::lock_guard lock(counting);
  std::size_t total = 0;
  for (const auto& [code, n] : counts.reported) total += n;
  const diagnostic_counts said = std::exchange(counts, {});  // each count is told once
  if (total == said.printed) return;
  // By severity, as the lines shown name it: the exit status follows the errors.
  std::string kinds;
  for (const auto level : {kifu::severity::error, kifu::severity::warning, kifu::severity::note})
    if (const std::size_t n = said.hidden[static_cast<std::size_t>(level)]; n > 0) {
      const std::string word(kifu::to_string(level));
      kinds += (kinds.empty() ? "" : ", ") + counted(n, word, word + 's');
    }
  std::cerr << "kifu: "
            << counted(total - said.printed, said.printed > 0 ? "more problem" : "problem",
                       said.printed > 0 ? "more problems" : "problems")
            << " not shown (" << kinds;
  if (said.printed > 0) std::cerr << "; " << total << " in all";
  std::cerr << "); --diagnostics all prints every one\n";
}

int for_each_item(
    const std::vector<std::string>& arguments,
    const std::function<bool(std::string_view, std::string_view, std::uint32_t)>& handle) {
  // An item that is not UTF-8 is reported where it breaks and answered by an empty line.
  const auto checked = [&](std::string_view item, std::string_view source, std::uint32_t line) {
    const std::size_t bad = kifu::find_invalid_utf8(item);
    if (bad == std::string_view::npos) return handle(item, source, line);
    const auto column = static_cast<std::uint32_t>(
        1 + std::count_if(item.begin(), item.begin() + static_cast<std::ptrdiff_t>(bad),
                          [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
    report({kifu::diagnostic_code::invalid_utf8, kifu::severity::error, bad, line, column,
            "the bytes are not UTF-8 (give the text in UTF-8)"},
           source);
    std::cout << '\n';
    return false;
  };
  bool all_good = true;
  if (!arguments.empty()) {
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      const std::string source = "<argument " + std::to_string(i + 1) + ">";
      all_good &= checked(arguments[i], source, 1);
    }
  } else {
    std::string line;
    for (std::uint32_t number = 1; std::getline(std::cin, line); ++number) {
      std::string_view item = line;
      if (number == 1 && item.starts_with("\xEF\xBB\xBF")) item.remove_prefix(3);  // a BOM
      while (!item.empty() && (item.back() == '\r' || item.back() == ' ' || item.back() == '\t'))
        item.remove_suffix(1);
      while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
      if (!item.empty()) all_good &= checked(item, "<stdin>", number);
    }
  }
  return all_good ? success : invalid_input;
}

// Flushes standard output and turns a failed write (a full disk) into an error:
// the exit status of a run whose output was lost is never 0.
int checked_output(int status) {
  std::cout.flush();
  if (std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout)) return status;
  const int why = errno;  // the last failed write's reason, when nothing has changed it since
  error_at("kifu") << "could not write to standard output ("
                   << (why != 0 ? std::strerror(why) : "the disk may be full or the reader gone")
                   << "); the output is incomplete";
  return invalid_input;
}

}  // namespace kifu_cli

namespace {

// The subcommand the arguments chose (the deepest one), and its name as typed ("kifu goban").
CLI::App* chosen(CLI::App& program, std::string& name) {
  CLI::App* app = &program;
  name = "kifu";
  for (bool deeper = true; deeper;) {
    deeper = false;
    for (CLI::App* sub : app->get_subcommands())
      if (sub->parsed()) {
        app = sub;
        name += ' ' + sub->get_name();
        deeper = true;
        break;
      }
  }
  return app;
}

std::size_t edit_distance(std::string_view a, std::string_view b);

// The option of `app` that `given` most likely means: one within two edits of it (--fromat), or
// the name another subcommand gives the same thing (--format where this one says --to); empty
// when none is near.
std::string nearest_option(const CLI::App& app, std::string_view given) {
  given = given.substr(0, given.find('='));  // --formt=kif
  // A short option is a letter: any two are two edits apart, and "-o" is not "--to".
  if (!given.starts_with("--")) return {};
  static constexpr std::pair<std::string_view, std::string_view> synonyms[] = {
      {"--format", "--to"}, {"--to", "--format"}, {"--out", "--output"}};
  // Each name that may be meant, with the option it stands for.
  std::vector<std::pair<std::string, std::string>> names;
  for (const CLI::Option* o : app.get_options())
    for (const std::string& n : o->get_lnames()) names.emplace_back("--" + n, "--" + n);
  for (const auto& [asked, meant] : synonyms)
    if (std::ranges::find(names, std::pair<std::string, std::string>(meant, meant)) != names.end())
      names.emplace_back(asked, meant);
  std::string nearest;
  std::size_t best = 3;  // within two edits
  for (const auto& [name, option] : names)
    if (const auto d = edit_distance(given, name); d < best) {
      best = d;
      nearest = option;
    }
  return nearest;
}

// Prints a usage error. An argument that was not understood is named (a typo in a subcommand
// or an option), whatever else is wrong.
void usage(CLI::App& program, const CLI::ParseError& e) {
  std::string name;
  CLI::App* app = chosen(program, name);
  const auto rest = program.remaining(true);
  auto error = kifu_cli::error_at(name);
  const auto subcommands = app->get_subcommands([](CLI::App*) { return true; });
  if (rest.empty() && !subcommands.empty() && app->get_subcommands().empty()) {
    // "A subcommand is required": which ones there are.
    error << "give a subcommand:";
    for (std::size_t i = 0; i < subcommands.size(); ++i)
      error << (i == 0 ? " " : ", ") << subcommands[i]->get_name();
  } else if (rest.empty()) {
    error << kifu_cli::usage_message(e);
  } else if (rest.front().starts_with('-')) {
    error << "unknown option '" << rest.front() << "'";
    if (const std::string near = nearest_option(*app, rest.front()); !near.empty())
      error << "; did you mean " << near << "?";
  } else if (!app->get_subcommands(nullptr).empty() && app->get_subcommands().empty()) {
    error << "unknown subcommand '" << rest.front() << "'";
  } else {
    error << "unexpected argument '" << rest.front() << "'";
  }
  error << " (see " << name << " --help)";
}

// How many single-character edits turn `a` into `b` (for suggesting a subcommand).
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1] ? 1 : 0)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// Gives each group of subcommands (kifu tsume, kifu tbase, ...) without a footer of its own one
// that names the group: `kifu tsume --help` says to run `kifu tsume SUBCOMMAND --help`.
void name_group_subcommands(CLI::App& program) {
  for (CLI::App* group : program.get_subcommands([](CLI::App*) { return true; })) {
    if (!group->get_footer().empty()) continue;
    if (group->get_subcommands([](CLI::App*) { return true; }).empty()) continue;
    group->footer("Run 'kifu " + group->get_name() +
                  " SUBCOMMAND --help' for the details of a subcommand.");
  }
}

// Ends the help of every subcommand that does the work (not a group's) with the program's own
// options, which CLI11 lists only in `kifu --help` though they go anywhere on the line.
void mention_program_options(CLI::App& app) {
  const auto below = app.get_subcommands([](CLI::App*) { return true; });
  for (CLI::App* sub : below) mention_program_options(*sub);
  if (!below.empty() || app.get_parent() == nullptr) return;
  const std::string footer = app.get_footer();
  app.footer(footer + (footer.empty() ? "" : "\n") +
             "-q, -v and --diagnostics, before or after the subcommand, say how many problems\n"
             "to print (kifu --help).");
}

// Before CLI11 parses (where `--help` after a misspelt subcommand would print the main help and
// succeed): a word where a subcommand is expected that names none is a usage error, with the
// nearest subcommand suggested. Gives false after printing it.
bool subcommands_known(CLI::App& program, int argc, char** argv) {
  CLI::App* app = &program;
  std::string name = "kifu";
  for (int i = 1; i < argc; ++i) {
    const std::string_view word = argv[i];
    if (word == "--diagnostics") ++i;  // the global option with a value
    if (word.starts_with('-')) continue;
    const auto subs = app->get_subcommands([](CLI::App*) { return true; });
    if (subs.empty()) return true;  // the rest are the subcommand's arguments
    const auto found =
        std::find_if(subs.begin(), subs.end(), [&](CLI::App* s) { return s->get_name() == word; });
    if (found != subs.end()) {
      app = *found;
      name += ' ' + app->get_name();
      continue;
    }
    std::string nearest;
    std::size_t best = 3;  // suggest only a name within two edits
    for (CLI::App* s : subs)
      if (const auto d = edit_distance(word, s->get_name()); d < best) {
        best = d;
        nearest = s->get_name();
      }
    auto unknown = kifu_cli::error_at(name);
    unknown << "unknown subcommand '" << word << "'";
    if (!nearest.empty()) unknown << "; did you mean '" << nearest << "'?";
    unknown << " (see " << name << " --help)";
    return false;
  }
  return true;
}

// The words of the command line to parse. kifu-serve, the web server `kifu serve` runs, is also
// a program of its own: `kifu-serve SET.dia` and `kifu-serve --help` are `kifu serve SET.dia`
// and `kifu serve --help`, so `serve` goes after the program's name when no word is `serve`.
std::vector<char*> command_words(int argc, char** argv) {
  std::vector<char*> words(argv, argv + argc);
  const std::string program =
      argc > 0 ? std::filesystem::path(argv[0]).filename().string() : std::string();
  const auto is_serve = [](const char* word) { return word == std::string_view("serve"); };
  if (program == "kifu-serve" && std::none_of(words.begin(), words.end(), is_serve)) {
    static char serve[] = "serve";
    words.insert(words.begin() + 1, serve);
  }
  return words;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<char*> words = command_words(argc, argv);
  argc = static_cast<int>(words.size());
  argv = words.data();
  kifu_cli::arguments.assign(argv, argv + argc);
  CLI::App program{
      "kifu " KIFU_VERSION_STRING
      ": read, check, convert and search Japanese board-game records\n"
      "(shogi KIF/KI2/CSA/JKF/SFEN, T-BASE tsume problems, cerke CKKA, text Go boards).",
      "kifu"};
  program.set_version_flag("--version", std::string(kifu::version));
  program.require_subcommand(1);

  kifu_cli::add_diagnostics_options(program);
  program.fallthrough();  // --diagnostics, -q and -v may follow the subcommand
  std::function<int()> run;
  for (const auto setup : kifu_cli::commands()) setup(program, run);
  // Set after the subcommands, which would otherwise inherit it, naming the wrong command.
  program.footer(
      "Run 'kifu SUBCOMMAND --help' for the details of a subcommand.\n"
      "Exit status: 0 success, 1 invalid input (each problem is printed as\n"
      "FILE:LINE:COL: error: message, a file that cannot be read as PATH: error: ...;\n"
      "the other files are still processed) or a failed write, 2 usage error,\n"
      "130 interrupted (Ctrl-C; what was finished is kept, as each subcommand's help says).\n"
      "The first 20 problems of each kind are printed, then their counts (--diagnostics).");
  name_group_subcommands(program);
  mention_program_options(program);
  kifu_cli::check_values(program);

  if (!subcommands_known(program, argc, argv)) return kifu_cli::usage_error;
  try {
    program.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0)  // --help, --version: a failed write is an error all the same
      return kifu_cli::checked_output(program.exit(e, std::cout, std::cerr));
    usage(program, e);
    return kifu_cli::usage_error;
  }
  if (!run) return kifu_cli::usage_error;
  const CLI::App* app = chosen(program, kifu_cli::running);
  const CLI::Option* files = app->get_option_no_throw("FILE");
  kifu_cli::takes_one_file = files && files->get_items_expected_max() == 1;
  int status = kifu_cli::invalid_input;
  try {
    status = run();
  } catch (const std::bad_alloc&) {
    kifu_cli::error_at("kifu") << "out of memory; the input is too large for this machine";
  } catch (const std::length_error&) {
    kifu_cli::error_at("kifu") << "out of memory; the input is too large for this machine";
  } catch (const std::exception& e) {
    kifu_cli::error_at("kifu") << e.what();
  }
  kifu_cli::report_counts();
  return kifu_cli::checked_output(status);
}
