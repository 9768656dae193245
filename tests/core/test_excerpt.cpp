// The short quotes of input text that messages carry.
#include <catch2/catch.hpp>

#include <string>

#include "../../src/excerpt.hpp"
#include "kifu/shogi/kif.hpp"

using kifu::detail::excerpt;

TEST_CASE("a short text is quoted whole", "[excerpt]") {
  CHECK(excerpt("") == "");
  CHECK(excerpt("７六歩(77)") == "７六歩(77)");
  CHECK(excerpt(std::string(80, 'a')) == std::string(80, 'a'));
}

TEST_CASE("a long text is cut after 80 characters, between two UTF-8 characters", "[excerpt]") {
  CHECK(excerpt(std::string(81, 'a')) == std::string(80, 'a') + "…");
  std::string kanji;
  for (int i = 0; i < 100; ++i) kanji += "歩";
  std::string expected;
  for (int i = 0; i < 80; ++i) expected += "歩";
  CHECK(excerpt(kanji) == expected + "…");
  CHECK(excerpt("abcdef", 3) == "abc…");
  // Bytes that are not UTF-8 (a run of continuation bytes) are still cut short.
  CHECK(excerpt(std::string(1000, '\x80')).size() < 400);
}

TEST_CASE("a 10 MB line gives messages of a few hundred bytes", "[excerpt]") {
  const std::string line(10'000'000, 'x');
  const auto r = kifu::shogi::read_kif("手数----指手---------消費時間--\n" + line + "\n");
  REQUIRE_FALSE(r.diagnostics().empty());
  for (const auto& d : r.diagnostics()) CHECK(d.message.size() < 300);
}

TEST_CASE("a byte that is no part of a UTF-8 character is quoted as \\xNN", "[excerpt]") {
  // Shift_JIS 歩 (95 E0) in a USI line, a stray continuation byte, a cut character at the end.
  const std::string text = "7g7f \x95\xE0 \x80歩\xE6\xAD";
  const std::string quoted = excerpt(text);
  CHECK(quoted == "7g7f \\x95\\xE0 \\x80歩\\xE6\\xAD");
  CHECK(kifu::is_valid_utf8(quoted));
  CHECK(excerpt("\xFF\xFF\xFF", 2) == "\\xFF\\xFF…");  // each counts as one character
}
