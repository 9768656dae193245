// kifu serve: a local web page to search tsume sets, see the problems found and step through
// their solutions, and the JSON API behind it.
#include <memory>
#include <thread>

#include "command.hpp"
#include "input.hpp"
#include "options.hpp"
#include "server.hpp"
#include "work_library.hpp"

namespace {

struct serve_command {
  std::vector<std::string> files;
  kifu_cli::server_options server;
  unsigned load_threads = std::max(1U, std::thread::hardware_concurrency());
  double time_limit = 2;  // seconds
};

int run_serve(serve_command& o) {
  o.server.limits.time = std::chrono::duration<double>(o.time_limit);
  o.server.limits.search_threads = std::max(1U, std::thread::hardware_concurrency());
  const auto library = kifu_cli::work_library::load(o.files, o.load_threads);
  if (!library) return kifu_cli::invalid_input;  // main prints the summary
  kifu_cli::report_counts();                     // how many problems were not shown, before the URL
  return kifu_cli::serve(*library, o.server);
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto o = std::make_shared<serve_command>();
  auto* cmd = program.add_subcommand("serve", kifu_cli::serve_summary);
  cmd->add_option("FILE", o->files,
                  "one index written by kifu tbase index (opens in milliseconds), or .dia files "
                  "(each .tjn and .rem beside its .dia is read too)")
      ->required();
  cmd->add_option("--host", o->server.host,
                  "the address to listen on; 127.0.0.1 (the default) lets only this machine in, "
                  "0.0.0.0 every machine that can reach it");
  cmd->add_option("--port", o->server.port, "the port (default 8080; 0: any free port)")
      ->check(CLI::Range(0, 65535));
  kifu_cli::add_threads_option(*cmd, o->server.threads,
                               "requests served at once; more wait their turn");
  kifu_cli::add_time_limit_option(
      *cmd, o->time_limit,
      "one search may take before it is stopped with an error, such as 0.5 (default 2)");
  cmd->footer(
      "Open the URL it prints: a search form (move patterns, the bibliographic fields, the\n"
      "diagram; the query's JSON shown and editable), the results paged with their diagrams,\n"
      "and each problem's solution to step through with its comment. The URL keeps the query.\n"
      "The page works offline: everything it needs is inside the program.\n"
      "\n"
      "The JSON API behind it (see the README):\n"
      "  POST /api/search                  body: a query (docs/tsume.md) and \"offset\",\n"
      "                                    \"limit\" (default 20, at most 100) ->\n"
      "                                    {\"count\", \"elapsed_ms\", \"results\": [...]}\n"
      "  GET  /api/work/SET/NUMBER         the work, its solution ply by ply (SFEN), comment, SVG\n"
      "  GET  /api/work/SET/NUMBER/diagram.svg?ply=K   its diagram after K moves\n"
      "Errors are {\"errors\": [{\"code\", \"message\", \"line\", \"column\"}]} (line and column "
      "in\n"
      "the query, when the error has a place there) with status 400 (a bad query, a search\n"
      "longer than --time-limit seconds), 403 (a request to another host name than 127.0.0.1\n"
      "or localhost, when listening on this machine only), 404 (an unknown path or work), 405\n"
      "(a path used with another method; the Allow header names its method), 413 (a body over\n"
      "64 KiB) or 414 (a URL over 2 KiB; the page itself takes a longer query).\n"
      "\n"
      "Examples:\n"
      "  kifu serve classics.dia                     # then open http://127.0.0.1:8080/\n"
      "  kifu tbase index sets/*.dia -o tsume.kidx && kifu serve tsume.kidx\n"
      "  kifu serve sets/*.dia --port 9000 --threads 4\n"
      "  curl -H 'Content-Type: application/json' \\\n"
      "      -d '{\"moves\":[{\"patterns\":[{\"token\":\"-***合\"}],\"times\":3}],\"limit\":5}' "
      "\\\n"
      "      http://127.0.0.1:8080/api/search");
  cmd->callback([&run, o] {
    run = [o] {
      kifu_cli::drop_repeated_inputs(o->files);
      return run_serve(*o);
    };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
