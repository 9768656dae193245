// SGF setup: GNU Go's printsgf files, compressed point lists, Shift_JIS files with and without
// CA, files with moves, and writing a position and reading it back.
#include <catch2/catch.hpp>

#include <string>

#include "kifu/go/sgf.hpp"
#include "support/test_data.hpp"

using namespace kifu::go;
using kifu::diagnostic_code;
using kifu::severity;

namespace {

std::string go_file(const std::string& name) {
  return kifu::test::read_bytes(kifu::test::data_dir() / "go" / name);
}

std::string stones_of(const position& p, stone s) {
  std::string out;
  for (int y = 0; y < p.size(); ++y)
    for (int x = 0; x < p.size(); ++x)
      if (p.at(x, y) == s) out += to_sgf_point(x, y);
  return out;
}

}  // namespace

TEST_CASE("GNU Go's printsgf setup reads as its list_stones", "[go][sgf][corpus]") {
  const auto r = read_sgf(go_file("gnugo/printsgf_9.sgf"));
  REQUIRE(r.ok());
  CHECK(r.diagnostics().empty());
  CHECK(r->size() == 9);
  CHECK(r->to_play() == color::black);
  // GNU Go 3.8 after `loadsgf printsgf_9.sgf`: list_stones black / white.
  std::string black, white;
  for (int y = 0; y < 9; ++y)
    for (int x = 0; x < 9; ++x) {
      if (r->at(x, y) == stone::black) black += to_gtp_vertex(9, x, y) + " ";
      if (r->at(x, y) == stone::white) white += to_gtp_vertex(9, x, y) + " ";
    }
  CHECK(black == "H8 E7 G6 H6 G5 B4 C4 G4 H4 E3 F3 E2 ");
  CHECK(white == "D8 F8 C7 D6 B5 H5 F4 G3 H3 F2 H2 G1 ");

  const auto r13 = read_sgf(go_file("gnugo/printsgf_13.sgf"));
  REQUIRE(r13.ok());
  CHECK(r13->count(stone::black) == 20);
  CHECK(r13->count(stone::white) == 18);
  const auto r19 = read_sgf(go_file("gnugo/printsgf_19.sgf"));
  REQUIRE(r19.ok());
  CHECK(r19->count(stone::black) == 30);
  CHECK(r19->count(stone::white) == 30);

  const auto setup = read_sgf(go_file("gnugo/setup.sgf"));
  REQUIRE(setup.ok());
  CHECK(stones_of(*setup, stone::black) == "pddppp");
  CHECK(stones_of(*setup, stone::white) == "ddqf");
  CHECK(setup->to_play() == color::white);
}

TEST_CASE("compressed point lists and setup conflicts", "[go][sgf]") {
  const auto r = read_sgf("(;GM[1]FF[4]SZ[5]AB[aa:cb][ee]AW[dd:ed])");
  REQUIRE(r.ok());
  CHECK(stones_of(*r, stone::black) == "aabacaabbbcbee");
  CHECK(stones_of(*r, stone::white) == "dded");
  CHECK(r.diagnostics().empty());

  const auto reversed = read_sgf("(;SZ[5]AB[cb:aa])");
  REQUIRE(reversed.ok());
  CHECK(reversed->count(stone::black) == 6);
  REQUIRE(reversed.diagnostics().size() == 1);
  CHECK(reversed.diagnostics()[0].code == diagnostic_code::go_sgf_value);
  CHECK(reversed.diagnostics()[0].column == 11);  // the value

  const auto conflict = read_sgf("(;SZ[5]AB[aa][bb]\nAW[bb]AE[aa])");
  REQUIRE(conflict.ok());
  CHECK(conflict->at(1, 1) == stone::white);  // the later property wins, and says so
  CHECK(conflict->at(0, 0) == stone::empty);
  REQUIRE(conflict.diagnostics().size() == 2);
  CHECK(conflict.diagnostics()[0].code == diagnostic_code::go_sgf_conflict);
  CHECK(conflict.diagnostics()[0].line == 2);
  CHECK(conflict.diagnostics()[0].column == 4);
  CHECK(conflict.diagnostics()[0].message ==
        "AW sets bb, which another setup property of the node already set; the later one wins");

  const auto whole = read_sgf("(;SZ[5]AB[aa:ee]AW[aa:ee])");  // one warning, not 25
  REQUIRE(whole.ok());
  CHECK(whole->count(stone::white) == 25);
  REQUIRE(whole.diagnostics().size() == 1);
  CHECK(whole.diagnostics()[0].message.starts_with("AW sets aa, "));

  const auto off = read_sgf("(;SZ[9]AB[jj][a][dd]PL[X])");
  REQUIRE(off.ok());
  CHECK(stones_of(*off, stone::black) == "dd");
  CHECK(off.diagnostics().size() == 3);
  CHECK(off.diagnostics()[0].message == "AB[jj]: off the 9×9 board; ignored");
  CHECK(off.diagnostics()[1].message == "AB[a]: not a point (write two letters, e.g. dd); ignored");
  CHECK(off.diagnostics()[2].message == "PL[X] names no player (write B or W); ignored");
}

TEST_CASE("SGF files in Shift_JIS, with and without CA", "[go][sgf][encoding]") {
  // CA[Shift_JIS], moves only: an empty 19×19 setup, and a note that the moves are not played.
  const auto jp = read_sgf(go_file("sabaki-sgf/japanese.sgf"));
  REQUIRE(jp.ok());
  CHECK(jp->size() == 19);
  CHECK(jp->count(stone::empty) == 361);
  REQUIRE(jp.diagnostics().size() == 1);
  CHECK(jp.diagnostics()[0].code == diagnostic_code::go_sgf_not_played);
  CHECK(jp.diagnostics()[0].level == severity::note);
  CHECK(jp.diagnostics()[0].message ==
        "only the setup of the first node is read; the 2 nodes after it (2 moves) are not played");

  // A Nihon Ki-in record: Shift_JIS without CA (申眞ソ holds the byte 5C, a backslash in ASCII,
  // just before ']'), no SZ, and its root properties before the first ';'.
  const auto nk = read_sgf(go_file("sabaki-sgf/nihon-kiin.sgf"));
  REQUIRE(nk.ok());
  CHECK(nk->size() == 19);
  CHECK(nk.diagnostics().size() == 2);
  CHECK(nk.diagnostics()[0].code == diagnostic_code::go_sgf_syntax);
  CHECK(nk.diagnostics()[0].level == severity::warning);
  CHECK(nk.diagnostics()[1].message ==
        "only the setup of the first node is read; the 8 nodes after it (8 moves) are not played");

  const auto bom = read_sgf(go_file("sabaki-sgf/utf8bom.sgf"));
  REQUIRE(bom.ok());
  CHECK(bom.diagnostics()[0].line == 1);
  CHECK(bom.diagnostics()[0].offset == 3);  // after the byte-order mark

  // A CA that does not match the bytes is reported and the bytes win.
  const auto lie = read_sgf("(;CA[Shift_JIS]C[碁]SZ[9]AB[ee])");
  REQUIRE(lie.ok());
  CHECK(lie->at(4, 4) == stone::black);
  REQUIRE(lie.diagnostics().size() == 1);
  CHECK(lie.diagnostics()[0].code == diagnostic_code::encoding_mismatch);
  CHECK(lie.diagnostics()[0].column == 3);
  CHECK(read_sgf("(;CA[Shift_JIS]SZ[9])").diagnostics().empty());  // ASCII is both
}

TEST_CASE("what SGF reading rejects", "[go][sgf]") {
  const auto first_error = [](std::string_view text) {
    const auto r = read_sgf(text);
    CHECK_FALSE(r.ok());
    for (const auto& d : r.diagnostics())
      if (d.level == severity::error) return d;
    FAIL("no error");
    return kifu::diagnostic{};
  };
  CHECK(first_error("no game here").code == diagnostic_code::go_sgf_syntax);
  const auto open = first_error("(;SZ[9]AB[aa]");
  CHECK(open.message ==
        "the game tree that starts here is not closed with ')' (is the file cut short?); what "
        "comes before the end of the file is read");
  const auto value = first_error("(;SZ[9]\nAB[aa");
  CHECK(value.line == 2);
  CHECK(value.column == 3);
  CHECK(first_error("(;SZ[19:13])").code == diagnostic_code::go_sgf_value);
  CHECK(first_error("(;SZ[26])").message == "SZ[26]: kifu reads boards of 2×2 to 25×25");
  CHECK(first_error("(;GM[3]SZ[9])").code == diagnostic_code::go_sgf_not_go);
  CHECK(first_error("(;SZ[9]AB)").code == diagnostic_code::go_sgf_syntax);
  CHECK(first_error("(;SZ[9]!)").column == 8);
  CHECK(first_error("()").message == "the game tree has no node");
  CHECK(read_sgf("(;SZ[19:19])").ok());
  const auto move = read_sgf("(;SZ[9]AB[cc]B[ee])");
  REQUIRE(move.ok());
  CHECK(move->count(stone::black) == 1);
  REQUIRE(move.diagnostics().size() == 1);
  CHECK(move.diagnostics()[0].code == diagnostic_code::go_sgf_not_played);
  CHECK(move.diagnostics()[0].column == 14);
  // A second game is not read, and a warning says where it starts.
  const auto two = read_sgf("(;SZ[9]AB[cc])\n(;SZ[9]AW[dd])");
  REQUIRE(two.ok());
  CHECK(two->count(stone::white) == 0);
  REQUIRE(two.diagnostics().size() == 1);
  CHECK(two.diagnostics()[0].level == severity::warning);
  CHECK(two.diagnostics()[0].line == 2);
  CHECK(two.diagnostics()[0].column == 1);
  // Escaped brackets in text values do not end them.
  const auto escaped = read_sgf("(;C[a \\] b]SZ[9]AW[cc])");
  REQUIRE(escaped.ok());
  CHECK(escaped->at(2, 2) == stone::white);
}

TEST_CASE("a position written as SGF reads back the same", "[go][sgf][roundtrip]") {
  position p(9);
  p.set(2, 2, stone::black);
  p.set(6, 2, stone::black);
  p.set(4, 4, stone::white);
  p.set_to_play(color::white);
  const std::string sgf = write_sgf(p);
  CHECK(sgf == "(;GM[1]FF[4]CA[UTF-8]SZ[9]\nAB[cc][gc]\nAW[ee]\nPL[W]\n)\n");
  const auto back = read_sgf(sgf);
  REQUIRE(back.ok());
  CHECK(back.diagnostics().empty());
  CHECK(*back == p);

  CHECK(write_sgf(position(19)) == "(;GM[1]FF[4]CA[UTF-8]SZ[19]\n)\n");
  for (const char* file : {"gnugo/printsgf_9.sgf", "gnugo/printsgf_13.sgf", "gnugo/printsgf_19.sgf",
                           "gnugo/setup.sgf", "gnugo/dead.sgf"}) {
    INFO(file);
    const auto original = read_sgf(go_file(file));
    REQUIRE(original.ok());
    const auto again = read_sgf(write_sgf(*original));
    REQUIRE(again.ok());
    CHECK(*again == *original);
  }
}
