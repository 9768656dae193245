// kifu tbase index: loads T-BASE sets (solutions resolved, moves annotated, comments joined)
// and writes them as one index file.
#include "tbase_index.hpp"

#include <iostream>
#include <memory>
#include <thread>

#include "command.hpp"
#include "input.hpp"
#include "kifu/tsume/index.hpp"
#include "options.hpp"
#include "record_file.hpp"
#include "tsume_database.hpp"

namespace kifu_cli {

namespace {

struct tbase_index_command {
  std::vector<std::string> files;
  std::string output;
  unsigned threads = 0;  // every core
};

int run_tbase_index(const tbase_index_command& o) {
  for (const auto& file : o.files) {
    if (file == "-") {
      command_error() << "an index records where its sets are; give .dia files, not standard "
                         "input";
      return usage_error;
    }
    if (is_index_file(file)) {
      error_at(file) << "this is an index already; give the .dia files it was "
                        "built from";
      return usage_error;
    }
  }
  if (!output_free(o.output)) return invalid_input;
  bool complete = true;
  const auto db = load_tsume_database(o.files, "", o.threads, complete);
  if (!db) return invalid_input;
  if (db->sets().empty()) {  // no set could be read: an empty index would stand for a result
    command_error() << "no set could be read; no index was written";
    return invalid_input;
  }
  const std::string bytes = kifu::tsume::write_index(*db);
  if (!write_output(o.output, bytes)) return invalid_input;
  std::cerr << "indexed " << counted(db->size(), "work", "works") << " ("
            << counted(db->move_count(), "move", "moves") << ") of "
            << counted(db->sets().size(), "set", "sets") << ": " << o.output << ", "
            << bytes.size() / 1024 << " KiB\n";
  return complete ? success : invalid_input;
}

}  // namespace

void add_tbase_index(CLI::App& tbase, std::function<int()>& run) {
  auto o = std::make_shared<tbase_index_command>();
  auto* cmd = tbase.add_subcommand(
      "index", "save T-BASE sets as one index file for fast searching (kifu search DB.kidx)");
  cmd->add_option("FILE", o->files, ".dia files (the .tjn and .rem beside each are read too)")
      ->required();
  cmd->add_option("-o,--output", o->output, "the index file to write, such as db.kidx")->required();
  add_threads_option(*cmd, o->threads, "threads for loading");
  add_force_flag(*cmd);
  cmd->footer(
      "The index holds what a search needs: each work's fields, diagram, solution as annotated\n"
      "moves, .rem comment, and where it came from (set, record, byte offsets). It does not hold\n"
      "the sets' bytes: `kifu search --write` reads them again from the files it names, and a\n"
      "search warns when they have changed since. Works that cannot be read are reported and\n"
      "left out; the exit status is then 1, and the index holds the others.\n"
      "Example: kifu tbase index sets/*.dia -o tsume.kidx && kifu search tsume.kidx --token "
      "'-***合' --times 3");
  cmd->callback([&run, o] {
    run = [o] {
      kifu_cli::drop_repeated_inputs(o->files);
      return run_tbase_index(*o);
    };
  });
}

}  // namespace kifu_cli
