// A T-BASE set joined by work number: each .dia record and its .tjn solution.
#include <catch2/catch.hpp>

#include "kifu/encoding.hpp"
#include "kifu/tbase/set.hpp"

using namespace kifu;
using namespace kifu::tbase;

namespace {

// The bytes of a .dia file of blank works with these numbers (none: a blank 作品番号).
std::string dia_bytes(const std::vector<std::optional<int>>& numbers) {
  std::string out;
  for (const auto& n : numbers) {
    dia_record r;
    r.number = n;
    REQUIRE(append_dia(out, r).empty());
  }
  return out;
}

}  // namespace

TEST_CASE("set: the first solution of a repeated number is used, with a warning", "[tbase]") {
  const auto dia = read_dia(dia_bytes({1, std::nullopt, 2}));
  REQUIRE(dia.ok());
  REQUIRE(dia->records.size() == 3);
  CHECK_FALSE(dia->records[1].number.has_value());
  // Line offsets in Shift_JIS bytes: 0, 12, 28, 39, 50, 61, 72 (a kanji is two bytes).
  const auto tjn = read_tjn(utf8_to_shift_jis("0001 52金/\r\n"  // record 0, lines 1-2
                                              "0001 まで1手詰\r\n"
                                              "0002 12香\r\n"   // record 1
                                              "0009 13歩\r\n"   // record 2: no diagram
                                              "0000 14歩\r\n"   // record 3: work 0, no diagram
                                              "0001 62金\r\n"   // record 4: work 1 again
                                              "0009 15歩\r\n")  // record 5: work 9 again
                                .value_or_throw());
  REQUIRE(tjn.ok());
  CHECK(tjn.diagnostics().empty());
  REQUIRE(tjn->records.size() == 6);

  const auto joined = join_solutions(*dia, *tjn);
  REQUIRE(joined.ok());
  // Work 1 gets its first solution; the work without a number gets none, not work 0's.
  CHECK(*joined == std::vector<std::optional<std::size_t>>{0, std::nullopt, 1});
  const auto warning = [](diagnostic_code code, std::size_t offset, std::uint32_t line,
                          std::string message) {
    return diagnostic{code, severity::warning, offset, line, 1, std::move(message)};
  };
  const auto& d = joined.diagnostics();
  CHECK(d == diagnostic_list{
                 warning(diagnostic_code::tjn_repeated_work, 61, 6,
                         "work 0001 has another solution at line 1; that first one is used"),
                 warning(diagnostic_code::tjn_repeated_work, 72, 7,
                         "work 0009 has another solution at line 4; that first one is used"),
                 // an unknown number is named once, at its first record
                 warning(diagnostic_code::tbase_unknown_work, 39, 4,
                         "work 0009 has a solution but no diagram"),
                 warning(diagnostic_code::tbase_unknown_work, 50, 5,
                         "work 0000 has a solution but no diagram"),
             });
  REQUIRE_FALSE(d.empty());
  CHECK(to_string(d[0].code) == "tjn.repeated-work");
}

TEST_CASE("set: a streamed set finds solutions through the index", "[tbase]") {
  const auto tjn =
      read_tjn(utf8_to_shift_jis("0000 52金\r\n0007 62金/\r\n0007 72金\r\n").value_or_throw());
  REQUIRE(tjn.ok());
  REQUIRE(tjn->records.size() == 2);  // 0007 continued by its slash: one record
  const auto index = index_solutions(*tjn);
  REQUIRE(index.ok());
  CHECK(index.diagnostics().empty());
  dia_record work;
  CHECK_FALSE(index->find(work).has_value());  // no number: no solution, not work 0's
  work.number = 7;
  CHECK(index->find(work) == std::optional<std::size_t>(1));
  work.number = 8;
  CHECK_FALSE(index->find(work).has_value());
  CHECK(unknown_works(*tjn, {0, 7}).empty());
  const auto unknown = unknown_works(*tjn, {7});
  REQUIRE(unknown.size() == 1);
  CHECK(unknown[0].offset == 0);
  CHECK(unknown[0].line == 1);
}

TEST_CASE("set: works written together get distinct numbers, a note each", "[tbase]") {
  const auto numbers = unique_work_numbers({3, 1, std::nullopt, 3, 1, 2});
  REQUIRE(numbers.ok());
  CHECK(*numbers == std::vector<std::optional<int>>{3, 1, std::nullopt, 4, 5, 2});
  REQUIRE(numbers.diagnostics().size() == 2);
  CHECK(numbers.diagnostics()[0].code == diagnostic_code::tbase_renumbered);
  CHECK(numbers.diagnostics()[0].level == severity::note);
  CHECK(numbers.diagnostics()[0].message ==
        "work 0003 is written as work 0004: an earlier work has the number 0003");
  CHECK(numbers.diagnostics()[1].message.find("work 0001 is written as work 0005") == 0);

  const auto full = unique_work_numbers({9999, 9999});
  CHECK_FALSE(full.ok());
  REQUIRE(full.diagnostics().size() == 1);
  CHECK(full.diagnostics().front().level == severity::error);
}
