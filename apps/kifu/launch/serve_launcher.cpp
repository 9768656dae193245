// kifu serve, as the kifu program offers it: the web server lives in a program of its own,
// kifu-serve beside kifu, so that cpp-httplib and the TLS libraries it brings are loaded only
// when a page is served, not at the start of every other subcommand. This runs kifu-serve with
// the same command line.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <vector>

#include "command.hpp"

namespace {

// kifu-serve, beside this program.
std::filesystem::path serve_program() {
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  return (error ? std::filesystem::path() : self.parent_path()) / "kifu-serve";
}

int run_serve_program() {
  const auto program = serve_program();
  std::vector<std::string> words = kifu_cli::command_line();
  words.at(0) = program.string();
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  std::cout.flush();
  ::execv(program.c_str(), argv.data());
  kifu_cli::command_error() << "cannot run " << program.string() << ": " << std::strerror(errno)
                            << (errno == ENOENT ? " (this kifu was built without cpp-httplib)"
                                                : "");
  return kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto* cmd = program.add_subcommand("serve", kifu_cli::serve_summary);
  // Every word after `serve`, --help and -q included, is kifu-serve's: no help flag, nothing
  // passed up to the program's options, parsing stops at the first word.
  cmd->set_help_flag();
  cmd->fallthrough(false);
  cmd->prefix_command();
  cmd->callback([&run] { run = run_serve_program; });
}

const kifu_cli::registration registered{setup};

}  // namespace
