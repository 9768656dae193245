// kifu serve's JSON API, apart from HTTP: each request's answer as a status and a body, so that
// the server only routes.
#pragma once

#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "work_library.hpp"

namespace kifu_cli {

/// An answer: HTTP status, content type and body.
struct api_response {
  int status = 200;                               ///< 200, 400, 404, 405 …
  std::string content_type = "application/json";  ///< the body's type
  std::string body;                               ///< the body
};

/// The bounds of a search request.
struct search_limits {
  std::chrono::duration<double> time{2.0};  ///< how long one search may run (seconds)
  std::size_t page = 100;                   ///< the largest `limit`
  unsigned search_threads = 2;              ///< threads one search uses
};

/// {"errors": [{"code", "message", "line", "column"}]} with `status`; "line" and "column" (in
/// the request body) only for an error that has a place there.
api_response error_response(int status, const kifu::diagnostic_list& errors);
/// The same for one error of the server's own ({"code", "message"}: no place in a request body).
api_response error_response(int status, std::string_view code, std::string message);

/// POST /api/search: `body` is a query (kifu/tsume/query.hpp) with "offset" and "limit"; the
/// answer is {"count", "elapsed_ms", "offset", "limit", "searched", "warnings",
/// "results": [work summary]}.
api_response search_works(const work_library& library, std::string_view body,
                          const search_limits& limits);

/// GET /api/work/SET/NUMBER: the work's fields, diagram (SFEN and SVG), solution ply by ply and
/// comment.
api_response show_work(const work_library& library, std::string_view set, std::string_view number);

/// GET /api/work/SET/NUMBER/diagram.svg?ply=K: the tsume diagram after K moves of the solution
/// (0: the problem), the last move highlighted.
api_response work_diagram(const work_library& library, std::string_view set,
                          std::string_view number, std::string_view ply);

}  // namespace kifu_cli
