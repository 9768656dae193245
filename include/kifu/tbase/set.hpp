// kifu/tbase/set.hpp: a T-BASE set joined by work number (作品番号): which .tjn record is the
// solution of each .dia record. The library's database, the kifu program and the examples all
// join through these functions, so a set reads the same everywhere.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/tjn.hpp"

namespace kifu::inline v0::tbase {

/// The .tjn records of one set by work number: the first record of each number.
struct solution_index {
  std::map<int, std::size_t> first;  ///< work number → index of its first record in the .tjn file

  /// The index in the .tjn file of the solution of `work`; none for a work without a number or
  /// without a solution.
  std::optional<std::size_t> find(const dia_record& work) const {
    if (!work.number) return std::nullopt;
    const auto it = first.find(*work.number);
    return it == first.end() ? std::nullopt : std::optional<std::size_t>(it->second);
  }
};

/// Indexes the records of a .tjn file by work number. A number that several records carry is a
/// warning (tjn.repeated-work) at the first line of each repeat, naming the number and the line
/// of the first record, which is the one used.
[[nodiscard]] KIFU_API parse_result<solution_index> index_solutions(const tjn_file& solutions);

/// A warning (tbase.unknown-work) at the first line of each .tjn work whose number is not one of
/// `numbers`, the work numbers of the .dia records (a repeated number is named once).
KIFU_API diagnostic_list unknown_works(const tjn_file& solutions, const std::set<int>& numbers);

/// Joins a whole set: for each .dia record in file order, the index of its .tjn record or none
/// (a record without a number never has one), with the diagnostics of index_solutions and
/// unknown_works.
[[nodiscard]] KIFU_API parse_result<std::vector<std::optional<std::size_t>>> join_solutions(
    const dia_file& problems, const tjn_file& solutions);

/// Work numbers for a set about to be written, from each work's number in order (none: the work
/// has none, and keeps none). A work keeps its number unless an earlier work has it; it then gets
/// the next number above every number given, so that its .dia record, .tjn solution and .rem
/// comment stay together. Each such work is a note (tbase.renumbered) naming its old and new
/// numbers, in work order; needing a number above 9999 is an error.
[[nodiscard]] KIFU_API parse_result<std::vector<std::optional<int>>> unique_work_numbers(
    const std::vector<std::optional<int>>& numbers);

}  // namespace kifu::inline v0::tbase
