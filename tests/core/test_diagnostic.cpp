// Diagnostics and parse results.
#include <catch2/catch.hpp>

#include "kifu/diagnostic.hpp"

TEST_CASE("diagnostics print GCC style", "[diagnostic]") {
  const kifu::diagnostic d{kifu::diagnostic_code::pekzep_syntax, kifu::severity::error, 4, 3, 7,
                           "'百' cannot follow '二十一'"};
  CHECK(kifu::format(d, "game.ckka") == "game.ckka:3:7: error: '百' cannot follow '二十一'");
  CHECK(kifu::to_string(d.code) == "pekzep.syntax");
  CHECK(kifu::to_string(kifu::severity::warning) == "warning");
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
