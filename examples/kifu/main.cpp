// kifu: read, check, convert and search Japanese board-game records from the command line.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "command.hpp"
#include "kifu/version.hpp"

namespace kifu_cli {

std::vector<command_setup>& commands() {
  static std::vector<command_setup> all;
  return all;
}

void report(const kifu::diagnostic& d, std::string_view file) {
  std::cerr << kifu::format(d, file) << '\n';
}

int for_each_item(
    const std::vector<std::string>& arguments,
    const std::function<bool(std::string_view, std::string_view, std::uint32_t)>& handle) {
  bool all_good = true;
  if (!arguments.empty()) {
    for (std::size_t i = 0; i < arguments.size(); ++i) {
      const std::string source = "<argument " + std::to_string(i + 1) + ">";
      all_good &= handle(arguments[i], source, 1);
    }
  } else {
    std::string line;
    for (std::uint32_t number = 1; std::getline(std::cin, line); ++number) {
      std::string_view item = line;
      while (!item.empty() && (item.back() == '\r' || item.back() == ' ' || item.back() == '\t'))
        item.remove_suffix(1);
      while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
      if (!item.empty()) all_good &= handle(item, "<stdin>", number);
    }
  }
  return all_good ? success : invalid_input;
}

// Flushes standard output and turns a failed write (a full disk, a closed pipe) into an error:
// the exit status of a run whose output was lost is never 0.
int checked_output(int status) {
  std::cout.flush();
  if (std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout)) return status;
  const int why = errno;  // the last failed write's reason, when nothing has changed it since
  std::cerr << "kifu: error: could not write to standard output ("
            << (why != 0 ? std::strerror(why) : "the disk may be full or the reader gone")
            << "); the output is incomplete\n";
  return invalid_input;
}

}  // namespace kifu_cli

int main(int argc, char** argv) {
  CLI::App program{"kifu " KIFU_VERSION_STRING
                   ": read, check, convert and search Japanese board-game records\n"
                   "(shogi KIF/KI2/SFEN, T-BASE tsume problems, cerke CKKA, text Go boards).",
                   "kifu"};
  program.set_version_flag("--version", std::string(kifu::version));
  program.require_subcommand(1);
  program.footer(
      "Run 'kifu SUBCOMMAND --help' for the details of a subcommand.\n"
      "Exit status: 0 success, 1 invalid input (each problem is printed as\n"
      "FILE:LINE:COL: error: message), 2 usage error.");

  std::function<int()> run;
  for (const auto setup : kifu_cli::commands()) setup(program, run);

  try {
    program.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = program.exit(e, std::cout, std::cerr);
    return code == 0 ? kifu_cli::success : kifu_cli::usage_error;
  }
  if (!run) return kifu_cli::usage_error;
  int status = kifu_cli::invalid_input;
  try {
    status = run();
  } catch (const std::exception& e) {
    std::cerr << "kifu: error: " << e.what() << '\n';
  }
  return kifu_cli::checked_output(status);
}
