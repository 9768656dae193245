// shogi::record: comment lines kept in one buffer per record, read per node, in every order of
// adding them; and comments a KIF file gives a node before and after a variation.
#include <catch2/catch.hpp>

#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/record.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;

namespace {

using lines = std::vector<std::string>;

// A record with `n` nodes after the start, each following the previous one.
record chain(std::size_t n) {
  record r;
  for (std::size_t i = 1; i <= n; ++i) {
    r.nodes.emplace_back();
    r.nodes[i].parent = i - 1;
    r.nodes[i].ply = static_cast<std::int32_t>(i);
    r.nodes[i - 1].children.push_back(i);
  }
  return r;
}

}  // namespace

TEST_CASE("comment lines: added in order, read back per node", "[record]") {
  record r = chain(2);
  CHECK(r.comments(1).empty());
  CHECK(r.comments(1).size() == 0);
  r.add_comment(1, "first");
  r.add_comment(1, "");  // an empty `*` line is a line too
  r.add_comment(2, "two\nlines");
  CHECK(r.comments(0).empty());
  CHECK(r.comments(1).to_vector() == lines{"first", ""});
  CHECK(r.comments(1).size() == 2);
  CHECK(r.comments(1).text() == "first\n\n");
  CHECK(r.comments(2).to_vector() == lines{"two", "lines"});
  lines seen;
  for (const std::string_view line : r.comments(2)) seen.emplace_back(line);
  CHECK(seen == lines{"two", "lines"});
  r.clear_comments(1);
  CHECK(r.comments(1).empty());
  CHECK(r.comments(2).to_vector() == lines{"two", "lines"});
}

TEST_CASE("comment lines: adding to a node whose lines are not last moves them", "[record]") {
  record r = chain(3);
  r.add_comment(1, "a1");
  r.add_comment(2, "b1");
  r.add_comment(1, "a2");  // node 1's lines are copied past node 2's
  r.add_comment(3, "c1");
  r.add_comment(2, "b2");
  CHECK(r.comments(1).to_vector() == lines{"a1", "a2"});
  CHECK(r.comments(2).to_vector() == lines{"b1", "b2"});
  CHECK(r.comments(3).to_vector() == lines{"c1"});
  // Alternating many times leaves most of the buffer unused: it is rebuilt, and nothing is lost.
  for (int k = 0; k < 200; ++k) {
    r.add_comment(1 + k % 3, "line " + std::to_string(k));
  }
  const auto one = r.comments(1).to_vector();
  REQUIRE(one.size() == 2 + 67);
  CHECK(one[0] == "a1");
  CHECK(one[2] == "line 0");
  CHECK(one.back() == "line 198");
  CHECK(r.comments(2).size() == 2 + 67);
  CHECK(r.comments(3).to_vector().back() == "line 197");
  // A copy has its own buffer.
  record copy = r;
  r.clear_comments(3);
  r.add_comment(3, "changed");
  CHECK(copy.comments(3).size() == 1 + 66);
  CHECK(r.comments(3).to_vector() == lines{"changed"});
}

TEST_CASE("KIF comments of a branch point before and after its variation", "[record][kif]") {
  const auto r = read_kif(
      "手数----指手---------消費時間--\n"
      "   1 ７六歩(77)\n*after 1\n   2 ３四歩(33)+\n*after 2\n"
      "\n変化：2手\n*more on 1\n   2 ８四歩(83)\n*after 2 in the branch\n");
  REQUIRE(r.ok());
  CHECK(r->comments(1).to_vector() == lines{"after 1", "more on 1"});
  CHECK(r->comments(2).to_vector() == lines{"after 2"});
  CHECK(r->comments(3).to_vector() == lines{"after 2 in the branch"});
  // Written back, the branch point's lines are all written after its move.
  const auto again = read_kif(write_kif(*r));
  REQUIRE(again.ok());
  CHECK(again->comments(1).to_vector() == lines{"after 1", "more on 1"});
}

TEST_CASE("the main-line cursor gives the positions position_after() gives", "[record]") {
  // A 2014 竜王戦 game: 117 moves, then 投了.
  const auto r = read_kif(
      kifu::test::read_bytes(kifu::test::data_dir() / "kif" / "jkf_ryuou201409020101.kif"));
  REQUIRE(r.ok());
  const auto line = r->main_line();
  main_line_cursor c(*r);
  CHECK(c.node() == 0);
  CHECK(c.after() == r->start);
  std::size_t steps = 0;
  while (c.next()) {
    REQUIRE(steps < line.size());
    CHECK(c.node() == line[steps]);
    CHECK(c.before() == r->position_before(c.node()));
    CHECK(c.after() == r->position_after(c.node()));
    ++steps;
  }
  CHECK(steps == 118);  // 117 moves and 投了
  CHECK(r->nodes[c.node()].special == special_move::resign);
  CHECK(c.after() == c.before());  // 投了 plays nothing
  CHECK_FALSE(c.next());           // and the cursor stays at the end
  CHECK(c.node() == line.back());
}
