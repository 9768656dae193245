// Loading sets for search: the diagnostics a damaged database gives, with and without their text.
#include <catch2/catch.hpp>

#include "kifu/tsume/database.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::tsume;

namespace {

// The bundled classics with オリジナル (byte 162 of each 330-byte record) and 完全性 (byte 203)
// holding a code the format does not define: two field warnings in every work.
std::string damaged_classics() {
  std::string dia = test::read_bytes(test::data_dir() / "tbase/classics.dia");
  for (std::size_t r = 0; r + 330 <= dia.size(); r += 330) dia[r + 162] = dia[r + 203] = 'X';
  return dia;
}

diagnostic_list loaded(const std::string& dia, const std::string& tjn, unsigned threads,
                       std::size_t limit) {
  diagnostic_list out;
  const auto db = database::load(
      {{"a", dia, tjn, {}, {}}, {"b", dia, tjn, {}, {}}}, threads,
      [&](const diagnostic& d, std::string_view) { out.push_back(d); }, limit);
  CHECK(db.size() == 2 * (dia.size() / 330));
  return out;
}

}  // namespace

TEST_CASE("field problems after the limit come without their text, the same in number and place",
          "[tsume][database]") {
  const std::string dia = damaged_classics();
  const std::string tjn = test::read_bytes(test::data_dir() / "tbase/classics.tjn");
  const auto full = loaded(dia, tjn, 1, std::numeric_limits<std::size_t>::max());
  const std::size_t fields = std::count_if(full.begin(), full.end(), [](const diagnostic& d) {
    return d.code == diagnostic_code::tbase_field;
  });
  REQUIRE(fields == 4 * (dia.size() / 330));  // two a work, two sets
  for (const unsigned threads : {1U, 4U}) {   // sets in turn, and works shared out
    for (const std::size_t limit : {std::size_t{0}, std::size_t{3}, fields / 2 + 1}) {
      INFO("threads " << threads << ", limit " << limit);
      const auto some = loaded(dia, tjn, threads, limit);
      REQUIRE(some.size() == full.size());
      std::size_t with_text = 0;
      for (std::size_t i = 0; i < full.size(); ++i) {
        CHECK(some[i].code == full[i].code);
        CHECK(some[i].level == full[i].level);
        CHECK(some[i].offset == full[i].offset);
        CHECK(some[i].line == full[i].line);
        if (full[i].code != diagnostic_code::tbase_field) continue;
        if (with_text < limit) {
          CHECK(some[i].message == full[i].message);
          CHECK(some[i].column == full[i].column);
          ++with_text;
        } else {
          CHECK(some[i].message.empty());
          CHECK(some[i].column == 0);
        }
      }
    }
  }
}
