// kifu serve's HTTP server: the JSON API and the page's files from memory, on a bounded pool of
// threads, with limits on what a request may hold.
#pragma once

#include <string>

#include "api.hpp"
#include "work_library.hpp"

namespace kifu_cli {

/// Where and how the server listens.
struct server_options {
  std::string host = "127.0.0.1";  ///< the address to bind (127.0.0.1: this machine only)
  int port = 8080;                 ///< the port (0: any free port)
  unsigned threads = 8;            ///< requests served at once
  search_limits limits;            ///< the bounds of one search
};

/// The largest request body (a query) the server reads, in bytes.
inline constexpr std::size_t largest_body = 64 * 1024;
/// The longest request target (path and query string) the server reads, in bytes.
inline constexpr std::size_t longest_target = 2048;

/// Serves `library` until SIGINT or SIGTERM, printing the URL when it listens; the exit status.
int serve(const work_library& library, const server_options& options);

}  // namespace kifu_cli
