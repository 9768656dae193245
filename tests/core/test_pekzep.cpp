// Pekzep numerals: the corpus tables, the edge probes, diagnostics and format/parse round trips.
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <random>
#include <string>

#include "kifu/pekzep.hpp"
#include "support/test_data.hpp"

using kifu::diagnostic_code;
namespace pekzep = kifu::pekzep;

namespace {
const auto ckka = [] { return kifu::test::data_dir() / "ckka"; };
}  // namespace

// The canonical form is computed at compile time.
static_assert(pekzep::format(0) == "無");
static_assert(pekzep::format(125) == "百二十五");
static_assert(pekzep::format(-6848) == "下六八百四八");
static_assert(pekzep::format(876'543) == "八十七万六五百四三");
static_assert(pekzep::format(2'147'483'647) == "二十一億四七百四八万三六百四七");
static_assert(pekzep::format(std::numeric_limits<std::int32_t>::min()) ==
              "下二十一億四七百四八万三六百四八");
static_assert(pekzep::format(std::numeric_limits<std::int32_t>::min()).view().size() ==
              pekzep::max_numeral_bytes);

TEST_CASE("every spelling of pekzep-numerals.tsv parses to its integer", "[pekzep]") {
  const auto rows = kifu::test::read_tsv(ckka() / "pekzep-numerals.tsv");
  REQUIRE(rows.size() == 10'080);
  for (const auto& row : rows) {
    INFO(row[1]);
    const auto r = pekzep::parse(row[1]);
    REQUIRE(r.ok());
    CHECK(*r == std::stoll(row[0]));
    CHECK(pekzep::try_parse(row[1]) == std::stoll(row[0]));
  }
}

TEST_CASE("format writes every preferred form exactly", "[pekzep]") {
  for (const char* file :
       {"pekzep-numerals-preferred.tsv", "pekzep-numerals-preferred-generated.tsv"}) {
    const auto rows = kifu::test::read_tsv(ckka() / file);
    REQUIRE(rows.size() > 190);
    for (const auto& row : rows) {
      const auto value = static_cast<std::int32_t>(std::stol(row[0]));
      INFO(file << ": " << value);
      CHECK(pekzep::format(value) == row[1]);
      CHECK(pekzep::format(value).view() == row[1]);
    }
  }
}

TEST_CASE("every row of pekzep-numerals-invalid.tsv is rejected", "[pekzep]") {
  const auto rows = kifu::test::read_tsv(ckka() / "pekzep-numerals-invalid.tsv");
  REQUIRE(rows.size() == 6);
  for (const auto& row : rows) {
    INFO(row[0]);
    const auto r = pekzep::parse(row[0]);
    CHECK_FALSE(r.ok());
    REQUIRE(r.diagnostics().size() == 1);
    CHECK(r.diagnostics()[0].code == diagnostic_code::pekzep_syntax);
    CHECK_FALSE(pekzep::try_parse(row[0]));
  }
}

// Decision: accept exactly what the reference crate pekzep_numeral accepts (the second column),
// and report values outside std::int32_t as out of range.
TEST_CASE("edge probes follow pekzep_numeral, limited to 32 bits", "[pekzep]") {
  const auto rows = kifu::test::read_tsv(ckka() / "pekzep-numerals-edge-probes.tsv");
  REQUIRE(rows.size() == 32);
  int accepted = 0, rejected = 0, out_of_range = 0;
  for (const auto& row : rows) {
    INFO(row[0] << " reference: " << row[1]);
    const auto r = pekzep::parse(row[0]);
    if (row[1] == "NONE") {
      CHECK_FALSE(r.has_value());
      CHECK(r.diagnostics().at(0).code == diagnostic_code::pekzep_syntax);
      ++rejected;
    } else if (const long long expected = std::stoll(row[1]);
               expected > std::numeric_limits<std::int32_t>::max()) {
      CHECK_FALSE(r.has_value());
      CHECK(r.diagnostics().at(0).code == diagnostic_code::pekzep_out_of_range);
      ++out_of_range;
    } else {
      REQUIRE(r.ok());
      CHECK(*r == expected);
      ++accepted;
    }
  }
  CHECK(accepted == 19);
  CHECK(rejected == 11);
  CHECK(out_of_range == 2);
}

TEST_CASE("the specification's examples read back", "[pekzep]") {
  CHECK(*pekzep::parse("一二百三四万五六百七八") == 12'345'678);  // the spec's own spelling
  CHECK(*pekzep::parse("十二百三四万五六百七八") == 12'345'678);  // what format() writes
  CHECK(pekzep::format(12'345'678) == "十二百三四万五六百七八");
  CHECK(*pekzep::parse("万二三百四五") == 12'345);
  CHECK(*pekzep::parse("八七万六五百四三") == 876'543);
  CHECK(*pekzep::parse("下二十一億四七百四八万三六百四八") ==
        std::numeric_limits<std::int32_t>::min());
  CHECK(pekzep::format(100'010'000) == "億万");
  CHECK(pekzep::format(10'000) == "万");
  CHECK(pekzep::format(100'000'005) == "億五");
  CHECK(pekzep::format(1'000'000) == "百万");
}

TEST_CASE("the arabic form -?[0-9]+", "[pekzep]") {
  CHECK(*pekzep::parse("30") == 30);
  CHECK(*pekzep::parse("-27") == -27);
  CHECK(*pekzep::parse("-0") == 0);
  CHECK(*pekzep::parse("007") == 7);
  CHECK(*pekzep::parse("-2147483648") == std::numeric_limits<std::int32_t>::min());
  CHECK(pekzep::parse("2147483648").diagnostics().at(0).code ==
        diagnostic_code::pekzep_out_of_range);
  CHECK_FALSE(pekzep::try_parse("2147483648"));
  CHECK_FALSE(pekzep::try_parse("+5"));
  CHECK_FALSE(pekzep::try_parse("-"));
  const auto r = pekzep::parse("12a");
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics()[0].column == 3);
  CHECK(r.diagnostics()[0].offset == 2);
}

TEST_CASE("diagnostics point at the character that does not fit", "[pekzep]") {
  struct probe {
    const char* text;
    std::uint32_t column;
    const char* message_part;
  };
  const probe probes[] = {
      {"二十一百", 4, "cannot follow '二十一'"},
      {"下無", 2, "zero (無) takes no minus sign"},
      {"下", 1, "must be followed by a number"},
      {"一万二千", 4, "'千' is not a Pekzep numeral character"},
      {"百百", 2, "cannot follow '百' in a Pekzep numeral; units do not repeat"},
      {"無無", 2, "cannot follow '無' in a Pekzep numeral; 無 (zero) stands alone"},
      {"", 1, "empty"},
      {"十下", 2, "cannot follow '十' in a Pekzep numeral; 下 (minus) comes only first"},
      {"一二三", 3, "cannot follow '一二' in a Pekzep numeral; two digits stand side by side"},
      {"二十一百", 4, "in a Pekzep numeral; a group beside 百, 万 or 億 drops its middle 十"},
  };
  for (const auto& p : probes) {
    INFO(p.text);
    const auto r = pekzep::parse(p.text);
    REQUIRE_FALSE(r.has_value());
    REQUIRE(r.diagnostics().size() == 1);
    const auto& d = r.diagnostics()[0];
    CHECK(d.code == diagnostic_code::pekzep_syntax);
    CHECK(d.line == 1);
    CHECK(d.column == p.column);
    CHECK_THAT(d.message, Catch::Contains(p.message_part));
  }
  const auto big = pekzep::parse("九九億");
  CHECK_THAT(big.diagnostics().at(0).message, Catch::Contains("9900000000"));
  CHECK_THROWS_WITH(pekzep::parse("十十").value(), Catch::StartsWith("1:2: "));
}

TEST_CASE("format then parse round-trips over int32", "[pekzep]") {
  const auto round_trip = [](std::int32_t v) {
    const auto text = pekzep::format(v);
    const auto back = pekzep::try_parse(text.view());
    if (back != v) FAIL_CHECK(v << " -> " << text.view());
  };
  constexpr auto lo = std::numeric_limits<std::int32_t>::min();
  constexpr auto hi = std::numeric_limits<std::int32_t>::max();
  for (std::int32_t v = -20'000; v <= 20'000; ++v) round_trip(v);
  for (std::int32_t k = 0; k < 1000; ++k) {
    round_trip(lo + k);
    round_trip(hi - k);
  }
  for (std::int64_t p = 10; p <= hi; p *= 10)
    for (std::int64_t d = -2; d <= 2; ++d) {
      round_trip(static_cast<std::int32_t>(p + d));
      round_trip(static_cast<std::int32_t>(-(p + d)));
    }
  std::mt19937 rng(20201015);
  std::uniform_int_distribution<std::int32_t> any(lo, hi);
  for (int i = 0; i < 2'000'000; ++i) round_trip(any(rng));
}

TEST_CASE("an invalid numeral is placed where it goes wrong, not at its start", "[pekzep]") {
  const auto r = kifu::pekzep::parse("一二三");  // 一二 starts 一二百; 三 cannot follow it
  REQUIRE_FALSE(r.ok());
  CHECK(r.diagnostics()[0].column == 3);
  CHECK(r.diagnostics()[0].message.starts_with("'三' cannot follow '一二'"));
  const auto t = kifu::pekzep::parse("十十");
  REQUIRE_FALSE(t.ok());
  CHECK(t.diagnostics()[0].column == 2);
  const auto zero = kifu::pekzep::parse("無一");  // nothing follows zero
  REQUIRE_FALSE(zero.ok());
  CHECK(zero.diagnostics()[0].column == 2);
  CHECK(zero.diagnostics()[0].message.starts_with("'一' cannot follow '無'"));
}
