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
