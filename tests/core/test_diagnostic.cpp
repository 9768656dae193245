// Diagnostics and parse results.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "kifu/diagnostic.hpp"

TEST_CASE("diagnostics print GCC style", "[diagnostic]") {
  const kifu::diagnostic d{kifu::diagnostic_code::pekzep_syntax, kifu::severity::error, 4, 3, 7,
                           "'百' cannot follow '二十一'"};
  CHECK(kifu::format(d, "game.ckka") == "game.ckka:3:7: error: '百' cannot follow '二十一'");
  CHECK(kifu::to_string(d.code) == "pekzep.syntax");
  CHECK(kifu::to_string(kifu::severity::warning) == "warning");
}

TEST_CASE("diagnostics without a location say so", "[diagnostic]") {
  const kifu::diagnostic none{.code = kifu::diagnostic_code::tbase_write, .message = "too long"};
  CHECK_FALSE(none.has_location());
  CHECK(none.line == 0);
  CHECK(kifu::format(none, "out.dia") == "out.dia: error: too long");
  CHECK(std::string(kifu::parse_error({none}).what()) == "too long");
  const kifu::diagnostic at{
      kifu::diagnostic_code::tbase_field, kifu::severity::warning, 9, 2, 1, "bad"};
  CHECK(at.has_location());
  CHECK(std::string(kifu::parse_error({at, none}).what()) == "too long");
}

TEST_CASE("every diagnostic code has its number and a distinct name from one list",
          "[diagnostic]") {
  struct row {
    kifu::diagnostic_code code;
    int number;
    std::string_view name;
  };
  const std::vector<row> rows = {
#define KIFU_DIAGNOSTIC_CODE(identifier, number, name) \
  {kifu::diagnostic_code::identifier, number, name},
#include "kifu/diagnostic_codes.inc"
#undef KIFU_DIAGNOSTIC_CODE
  };
  CHECK(rows.size() == 105);
  std::set<std::string_view> names;
  for (const auto& r : rows) {
    CHECK(static_cast<int>(r.code) == r.number);
    CHECK(kifu::to_string(r.code) == r.name);
    CHECK(names.insert(r.name).second);
  }
  CHECK(kifu::to_string(kifu::diagnostic_code::pekzep_syntax) == "pekzep.syntax");
  CHECK(kifu::to_string(kifu::diagnostic_code::jkf_syntax) == "jkf.syntax");
  CHECK(kifu::to_string(kifu::diagnostic_code::record_not_written) == "shogi.not-written");
  CHECK(kifu::to_string(kifu::diagnostic_code::go_sgf_not_played) == "go.sgf-not-played");
  CHECK(kifu::to_string(static_cast<kifu::diagnostic_code>(999)) == "unknown");
}

TEST_CASE("locate_utf8 counts lines and code points", "[diagnostic]") {
  constexpr std::string_view text = "ab\r\n▲７六歩\nx";
  static_assert(kifu::locate_utf8(text, 0).line == 1);
  CHECK(kifu::locate_utf8(text, 2).column == 3);
  const auto p = kifu::locate_utf8(text, 4 + 3 * 2);  // before 六
  CHECK(p.line == 2);
  CHECK(p.column == 3);
  CHECK(kifu::locate_utf8(text, 999).line == 3);
}

TEST_CASE("parse_result keeps the value and the diagnostics", "[diagnostic]") {
  kifu::parse_result<int> good(5);
  CHECK(good.ok());
  CHECK(*good == 5);
  kifu::parse_result<int> repaired(7);
  repaired.add({kifu::diagnostic_code::invalid_utf8, kifu::severity::warning, 0, 1, 1, "w"});
  CHECK(repaired.ok());
  kifu::parse_result<int> bad(kifu::diagnostic{kifu::diagnostic_code::invalid_utf8,
                                               kifu::severity::error, 9, 2, 4, "broken"});
  CHECK_FALSE(bad.ok());
  CHECK_FALSE(bad.has_value());
  try {
    (void)bad.value();
    FAIL("value() must throw");
  } catch (const kifu::parse_error& e) {
    CHECK(std::string(e.what()) == "2:4: broken");
    CHECK(e.diagnostics().size() == 1);
  }
}
