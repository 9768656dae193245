// POST /api/search: a query with its page, searched against a deadline.
#include <cmath>
#include <nlohmann/json.hpp>

#include "api.hpp"
#include "command.hpp"
#include "paging.hpp"
#include "work_json.hpp"

namespace kifu_cli {

using nlohmann::json;

api_response error_response(int status, const kifu::diagnostic_list& errors) {
  json list = json::array();
  for (const auto& d : errors) {
    if (d.level != kifu::severity::error) continue;
    json error{{"code", kifu::to_string(d.code)}, {"message", d.message}};
    if (d.has_location()) {
      error["line"] = d.line;
      error["column"] = d.column;
    }
    list.push_back(std::move(error));
  }
  return {status, "application/json", json{{"errors", list}}.dump()};
}

api_response error_response(int status, std::string_view code, std::string message) {
  const json error{{"code", code}, {"message", std::move(message)}};
  return {status, "application/json", json{{"errors", json::array({error})}}.dump()};
}

api_response search_works(const work_library& library, std::string_view body,
                          const search_limits& limits) {
  const auto started = std::chrono::steady_clock::now();
  std::string text(body);
  paging page;
  if (auto problem = take_paging(text, page, limits.page))
    return error_response(400, "request.paging", std::move(*problem));
  auto parsed = kifu::tsume::parse_query(text);
  if (!parsed.ok()) return error_response(400, parsed.diagnostics());
  auto compiled = kifu::tsume::compiled_query::compile(*parsed);
  if (!compiled.ok()) return error_response(400, compiled.diagnostics());
  const auto deadline =
      started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(limits.time);
  auto found = library.search(*compiled, limits.search_threads, deadline);
  // The query's own warnings (a pattern that looks for 不成) come first.
  std::vector<std::string> warnings;
  for (const auto& d : compiled.diagnostics()) warnings.push_back(d.message);
  found.warnings.insert(found.warnings.begin(), warnings.begin(), warnings.end());
  if (!found.finished)
    return error_response(400, "request.time_limit",
                          "the search was stopped at the time limit of " +
                              human_duration(limits.time.count()) +
                              " (a regular expression that backtracks a lot?); simplify the "
                              "query, or start kifu serve with a longer --time-limit");
  json results = json::array();
  for (std::size_t k = page.offset; k < found.works.size() && k < page.offset + page.limit; ++k)
    results.push_back(work_summary(library, found.works[k]));
  const std::chrono::duration<double, std::milli> elapsed =
      std::chrono::steady_clock::now() - started;
  const json answer{
      {"count", found.works.size()},  {"elapsed_ms", std::round(elapsed.count() * 10) / 10},
      {"offset", page.offset},        {"limit", page.limit},
      {"searched", library.size()},   {"warnings", found.warnings},
      {"results", std::move(results)}};
  return {200, "application/json", answer.dump()};
}

}  // namespace kifu_cli
