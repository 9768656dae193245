// GET /api/work/SET/NUMBER and its diagrams.
#include <charconv>

#include "api.hpp"
#include "work_json.hpp"

namespace kifu_cli {
namespace {

// A whole number from 0 written in decimal; nothing for anything else.
std::optional<int> whole_number(std::string_view text) {
  int n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc() || end != text.data() + text.size() || n < 0) return std::nullopt;
  return n;
}

// The work SET/NUMBER, or the 404 answer that says it is not there.
std::optional<std::size_t> find_work(const work_library& library, std::string_view set,
                                     std::string_view number, api_response& missing) {
  const auto n = whole_number(number);
  const auto i = n ? library.find(set, *n) : std::nullopt;
  if (!i)
    missing = error_response(
        404, "request.unknown_work",
        "there is no work " + std::string(number) + " in a set named " + std::string(set));
  return i;
}

}  // namespace

api_response show_work(const work_library& library, std::string_view set, std::string_view number) {
  api_response answer;
  if (const auto i = find_work(library, set, number, answer))
    answer.body = work_details(library, *i).dump();
  return answer;
}

api_response work_diagram(const work_library& library, std::string_view set,
                          std::string_view number, std::string_view ply) {
  api_response answer;
  const auto i = find_work(library, set, number, answer);
  if (!i) return answer;
  const auto k = ply.empty() ? std::optional<int>(0) : whole_number(ply);
  if (!k) return error_response(400, "request.ply", "ply must be a whole number from 0");
  auto svg = work_svg(library, *i, *k);
  if (!svg && *k == 0)
    return error_response(404, "request.no_diagram", "this work's diagram cannot be set up");
  if (!svg)
    return error_response(
        404, "request.ply",
        "the solution of this work has fewer than " + std::to_string(*k) + " moves");
  return {200, "image/svg+xml", std::move(*svg)};
}

}  // namespace kifu_cli
