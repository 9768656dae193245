// Joining the .dia and .tjn files of a T-BASE set by work number.
#include "kifu/tbase/set.hpp"

#include <algorithm>
#include <string>

#include "text_lines.hpp"

namespace kifu::inline v0::tbase {

namespace {

// A warning at the first line of a .tjn record; without a line number (a record built in
// memory), a warning without a location.
diagnostic at_record(const tjn_record& r, diagnostic_code code, std::string message) {
  diagnostic d{code, severity::warning, 0, 0, 0, std::move(message)};
  if (!r.lines.empty() && r.lines.front().line != 0) {
    d.offset = r.lines.front().offset;
    d.line = r.lines.front().line;
    d.column = 1;
  }
  return d;
}

}  // namespace

parse_result<solution_index> index_solutions(const tjn_file& solutions) {
  parse_result<solution_index> result;
  solution_index index;
  for (std::size_t i = 0; i < solutions.records.size(); ++i) {
    const tjn_record& r = solutions.records[i];
    const auto [it, added] = index.first.emplace(r.number, i);
    if (added) continue;
    const tjn_record& first = solutions.records[it->second];
    const std::uint32_t first_line = first.lines.empty() ? 0 : first.lines.front().line;
    const std::string where = first_line ? " at line " + std::to_string(first_line) : "";
    result.add(at_record(r, diagnostic_code::tjn_repeated_work,
                         "work " + detail::four_digits(r.number) + " has another solution" + where +
                             "; that first one is used"));
  }
  result.set_value(std::move(index));
  return result;
}

diagnostic_list unknown_works(const tjn_file& solutions, const std::set<int>& numbers) {
  diagnostic_list out;
  std::set<int> named;
  for (const tjn_record& r : solutions.records)
    if (!numbers.count(r.number) && named.insert(r.number).second)
      out.push_back(
          at_record(r, diagnostic_code::tbase_unknown_work,
                    "work " + detail::four_digits(r.number) + " has a solution but no diagram"));
  return out;
}

parse_result<std::vector<std::optional<std::size_t>>> join_solutions(const dia_file& problems,
                                                                     const tjn_file& solutions) {
  const auto index = index_solutions(solutions);
  parse_result<std::vector<std::optional<std::size_t>>> result;
  for (const diagnostic& d : index.diagnostics()) result.add(d);
  std::vector<std::optional<std::size_t>> joined;
  joined.reserve(problems.records.size());
  std::set<int> numbers;
  for (const dia_record& r : problems.records) {
    joined.push_back(index->find(r));
    if (r.number) numbers.insert(*r.number);
  }
  for (diagnostic& d : unknown_works(solutions, numbers)) result.add(std::move(d));
  result.set_value(std::move(joined));
  return result;
}

parse_result<std::vector<std::optional<int>>> unique_work_numbers(
    const std::vector<std::optional<int>>& numbers) {
  parse_result<std::vector<std::optional<int>>> result;
  int next = 0;
  for (const auto& n : numbers)
    if (n) next = std::max(next, *n);
  std::set<int> used;
  std::vector<std::optional<int>> out;
  out.reserve(numbers.size());
  for (const auto& n : numbers) {
    if (!n || used.insert(*n).second) {
      out.push_back(n);
      continue;
    }
    if (++next > 9999) {
      result.add({diagnostic_code::tbase_renumbered, severity::error, 0, 0, 0,
                  "work " + detail::four_digits(*n) +
                      " repeats an earlier work's number and no number up to 9999 is free; "
                      "write the works as several sets"});
      return result;
    }
    used.insert(next);
    out.push_back(next);
    result.add({diagnostic_code::tbase_renumbered, severity::note, 0, 0, 0,
                "work " + detail::four_digits(*n) + " is written as work " +
                    detail::four_digits(next) + ": an earlier work has the number " +
                    detail::four_digits(*n)});
  }
  result.set_value(std::move(out));
  return result;
}

}  // namespace kifu::inline v0::tbase
