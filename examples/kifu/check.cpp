// kifu check: read records and print their diagnostics only.
#include <memory>

#include "command.hpp"
#include "record_file.hpp"

namespace {

int run_check(const std::vector<std::string>& files) {
  bool all_good = true;
  for (const auto& file : files) {
    const auto records = kifu_cli::load_records(file);
    all_good &= records.has_value();
    if (records)
      for (const auto& r : *records) all_good &= r.ok;
  }
  return all_good ? kifu_cli::success : kifu_cli::invalid_input;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = program.add_subcommand(
      "check", "check KIF/KI2 records: every move replayed, every problem reported");
  cmd->add_option("FILE", *files, "KIF or KI2 files")->required();
  cmd->footer(
      "Prints each problem as FILE:LINE:COL: error|warning: message and nothing else. A file\n"
      "may hold several records with a '#--separator--' line between them: each is checked.\n"
      "Exit status 1 if any file has an error (warnings alone give 0).");
  cmd->callback([&run, files] { run = [files] { return run_check(*files); }; });
}

const kifu_cli::registration registered{setup};

}  // namespace
