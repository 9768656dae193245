// The index file: a search over an opened index answers as a search over the sets it was built
// from; truncated, corrupted, foreign and other-version files are errors; changed sources are
// warned about; and the summary that lets the search skip a work never skips one that matches.
#include <catch2/catch.hpp>

#include <cstring>
#include <filesystem>
#include <fstream>

#include "kifu/tsume/index.hpp"
#include "kifu/tsume/query.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::tsume;

namespace {

void write_file(const std::filesystem::path& p, const std::string& bytes) {
  std::ofstream out(p, std::ios::binary);
  out << bytes;
  REQUIRE(out.good());
}

// The classics twice (two sets), with the comments of the first.
database classics() {
  const auto dir = test::data_dir() / "tbase";
  std::vector<set_bytes> sets(2);
  for (std::size_t s = 0; s < 2; ++s) {
    sets[s].name = "set" + std::to_string(s + 1);
    sets[s].dia = test::read_bytes(dir / "classics.dia");
    sets[s].tjn = test::read_bytes(dir / "classics.tjn");
  }
  sets[0].rem = test::read_bytes(dir / "classics.rem");
  sets[0].files[0] = stamp_file((dir / "classics.dia").string());
  return database::load(std::move(sets), 2, [](const diagnostic& d, std::string_view) {
    if (d.level == severity::error) FAIL(d.message);
  });
}

std::vector<std::size_t> found(const database& db, const std::string& json) {
  INFO(json);
  const auto q = parse_query(json);
  REQUIRE(q.ok());
  const auto c = compiled_query::compile(*q);
  REQUIRE(c.ok());
  const auto f = search(db, *c, 2);
  REQUIRE(f.ok());
  return *f;
}

const char* const queries[] = {
    R"({"moves": [{"patterns": [{"token": "-***合"}], "times": 1}]})",
    R"({"moves": [{"patterns": [{"regex": "歩打,2"}, {"text": "香打,2"}]}]})",
    R"({"moves": [{"patterns": [{"regex": "歩\\(\\d\\d\\)(,\\d){6},1"}]}]})",
    R"({"moves": [{"order": "in_order", "patterns": [{"token": "+**飛"}, {"token": "-**玉"}]}]})",
    R"({"moves": [{"order": "consecutive", "patterns": [{"text": "打"}, {"text": "同"}]}]})",
    R"({"moves": [{"patterns": [{"regex": "成香|成桂"}]}]})",
    R"({"info": {"author": {"regex": "看寿"}}, "diagram": {"final_pieces": {"max": 3}}})",
    R"({"info": {"move_count": {"min": 20}}, "diagram": {"checkmate": true}})",
    R"({"diagram": {"pieces": {"玉": 1}, "king": "52"}})",
    R"({"info": {"completeness": [0], "title": {"text": "煙"}}})",
};

}  // namespace

TEST_CASE("an opened index holds every work and answers every query as the sets do",
          "[tsume][index]") {
  const database db = classics();
  const auto path = test::scratch_dir() / "classics.kidx";
  write_file(path, write_index(db));
  const auto opened = database::open_index(path.string());
  REQUIRE(opened.ok());
  const database& index = *opened;
  REQUIRE(index.size() == db.size());
  REQUIRE(index.size() == 18);
  REQUIRE(index.move_count() == db.move_count());
  REQUIRE(index.sets().size() == 2);
  CHECK(index.sets()[1].name == "set2");
  CHECK(index.sets()[0].files[0].size == db.sets()[0].dia.size());
  for (std::size_t i = 0; i < db.size(); ++i) {
    const problem a = db.at(i);
    const problem b = index.at(i);
    INFO("work " << i);
    CHECK(b.number == a.number);
    CHECK(b.author == a.author);
    CHECK(b.title == a.title);
    CHECK(b.source == a.source);
    CHECK(b.comment == a.comment);
    CHECK(b.board == a.board);
    CHECK(b.hand == a.hand);
    CHECK(b.move_count == a.move_count);
    CHECK(b.completeness == a.completeness);
    CHECK(b.checkmate == a.checkmate);
    CHECK(b.dia_offset == a.dia_offset);
    CHECK(b.tjn_size == a.tjn_size);
    CHECK(index.lines(b) == db.lines(a));
    CHECK(index.solution(b) == db.solution(a));
  }
  // The comments of the first set only (the second was loaded without its .rem).
  CHECK_FALSE(index.at(0).comment.empty());
  CHECK(index.at(9).comment.empty());
  // 煙詰 (work 1): 117 moves, its final position three pieces.
  CHECK(index.at(0).moves == 117);
  CHECK(index.at(0).final_pieces == 3);
  for (const char* q : queries) {
    INFO(q);
    CHECK(found(index, q) == found(db, q));
  }
  CHECK_FALSE(found(index, queries[0]).empty());
  CHECK(found(index, queries[6]).size() == 2);  // 煙詰 in both sets
}

TEST_CASE("a truncated, corrupted, foreign or other-version index is an error", "[tsume][index]") {
  const std::string bytes = write_index(classics());
  const auto path = (test::scratch_dir() / "damaged.kidx").string();
  const auto error_of = [&](const std::string& content) {
    write_file(path, content);
    const auto opened = database::open_index(path);
    REQUIRE_FALSE(opened.ok());
    REQUIRE(opened.diagnostics().size() == 1);
    return opened.diagnostics().front();
  };
  // Truncated anywhere: the header's size, or the header itself.
  for (const std::size_t size :
       {std::size_t{0}, std::size_t{100}, bytes.size() / 2, bytes.size() - 1}) {
    INFO("size " << size);
    CHECK(error_of(bytes.substr(0, size)).code == diagnostic_code::index_invalid);
  }
  // One byte changed in each section, or in the header's section table.
  for (const std::size_t at :
       {std::size_t{60}, std::size_t{200}, bytes.size() / 2, bytes.size() - 3}) {
    std::string damaged = bytes;
    damaged[at] = static_cast<char>(damaged[at] ^ 0x20);
    INFO("byte " << at);
    CHECK(error_of(damaged).code == diagnostic_code::index_invalid);
  }
  const auto foreign = error_of(test::read_bytes(test::data_dir() / "tbase/classics.dia"));
  CHECK(foreign.code == diagnostic_code::index_invalid);
  CHECK_THAT(foreign.message, Catch::Contains("KIFUTIDX"));
  std::string other = bytes;
  other[8] = 9;  // the format version
  const auto version = error_of(other);
  CHECK(version.code == diagnostic_code::index_version);
  CHECK_THAT(version.message, Catch::Contains("rebuild it with kifu tbase index"));
  CHECK_THAT(version.message, Catch::Contains("version 9"));
  const auto missing = database::open_index((test::scratch_dir() / "none.kidx").string());
  CHECK_FALSE(missing.ok());
}

TEST_CASE("an index warns when the sets it was built from have changed", "[tsume][index]") {
  const auto dir = test::scratch_dir();
  const auto dia = dir / "stale.dia";
  const auto tjn = dir / "stale.tjn";
  write_file(dia, test::read_bytes(test::data_dir() / "tbase/classics.dia"));
  write_file(tjn, test::read_bytes(test::data_dir() / "tbase/classics.tjn"));
  set_bytes set{"stale", test::read_bytes(dia), test::read_bytes(tjn), {}, {}};
  set.files[0] = stamp_file(dia.string());
  set.files[1] = stamp_file(tjn.string());
  const auto db = database::load({set}, 1, [](const diagnostic&, std::string_view) {});
  const auto path = (dir / "stale.kidx").string();
  write_file(path, write_index(db));
  CHECK(stale_sources(*database::open_index(path)).empty());
  write_file(tjn, test::read_bytes(tjn) + "\r\n");
  const auto warnings = stale_sources(*database::open_index(path));
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0].code == diagnostic_code::index_stale);
  CHECK(warnings[0].level == severity::warning);
  CHECK_THAT(warnings[0].message, Catch::Contains("stale.tjn has changed"));
  std::filesystem::remove(dia);
  CHECK(stale_sources(*database::open_index(path)).size() == 2);
}

TEST_CASE("the move summary never rejects a work whose lines hold the text", "[tsume][index]") {
  const database db = classics();
  // Texts that name a piece before 打, ( or 成, promoted pieces, 同 and characters no line has.
  for (const char* text : {"香(", "成香", "歩打,2", "歩打,1", "香成", "打", "同　", "玉(", "と(",
                           "龍(", "馬", "銀成", "桂打", "金打,2", "飛(", "角成(", "王", "a"}) {
    std::size_t expected = 0;
    for (std::size_t i = 0; i < db.size(); ++i)
      expected += db.lines(db.at(i)).find(text) != std::string::npos;
    INFO(text);
    CHECK(found(db, std::string(R"({"moves": [{"patterns": [{"text": ")") + text + "\"}]}]}")
              .size() == expected);
    std::string escaped;  // ( is special in a regular expression
    for (const char* c = text; *c; ++c)
      escaped += *c == '(' ? std::string("\\\\(") : std::string(1, *c);
    CHECK(found(db, std::string(R"({"moves": [{"patterns": [{"regex": ")") + escaped + "\"}]}]}")
              .size() == expected);
  }
}

TEST_CASE("a regular expression with alternatives is not narrowed to its first one",
          "[tsume][search]") {
  const database db = classics();
  std::size_t expected = 0;
  for (std::size_t i = 0; i < db.size(); ++i) {
    const std::string lines = db.lines(db.at(i));
    expected += lines.find("歩打") != std::string::npos || lines.find("銀打") != std::string::npos;
  }
  REQUIRE(expected > found(db, R"({"moves": [{"patterns": [{"text": "歩打"}]}]})").size());
  CHECK(found(db, R"({"moves": [{"patterns": [{"regex": "歩打|銀打"}]}]})").size() == expected);
}

TEST_CASE("a search past its deadline stops and says so", "[tsume][search]") {
  const database db = classics();
  const auto c =
      compiled_query::compile(*parse_query(R"({"moves": [{"patterns": [{"text": "打"}]}]})"));
  const auto past = search(db, *c, 2, std::chrono::steady_clock::now() - std::chrono::seconds(1));
  REQUIRE_FALSE(past.ok());
  CHECK(past.diagnostics().front().code == diagnostic_code::query_stopped);
  CHECK(past->empty());
  const auto later = search(db, *c, 2, std::chrono::steady_clock::now() + std::chrono::hours(1));
  REQUIRE(later.ok());
  CHECK(*later == found(db, R"({"moves": [{"patterns": [{"text": "打"}]}]})"));
  CHECK_FALSE(later->empty());
}
