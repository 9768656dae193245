// The contracts an application relies on when it links the library: what a reader gives for a
// text of another format, what a writer does with a one-line field that holds a line break,
// accessors given an index or a value out of range, messages that stay UTF-8, and results that
// cannot be left dangling.
#include <catch2/catch.hpp>

#include <type_traits>
#include <unordered_map>
#include <unordered_set>

#include "kifu/kifu.hpp"

using namespace kifu;
using namespace kifu::shogi;

TEST_CASE("a line break in a header or bookmark is written as a space, and said", "[api]") {
  auto r = read_kif("手合割：平手\n先手：Alice\n手数----指手---------消費時間--\n   1 ７六歩(77)\n")
               .value_or_throw();
  r.headers[1].value = "Alice\n1 ７六歩(77)\n2 ３四歩(33)";  // as a JKF name may hold it
  r.nodes[1].bookmarks.push_back("mark\n   2 ３四歩(33)");
  const auto again = read_kif(write_kif(r));
  REQUIRE(again.ok());
  CHECK(again->main_line().size() == 1);  // no move the record never had
  CHECK(again->header("先手") == "Alice 1 ７六歩(77) 2 ３四歩(33)");
  const auto losses = conversion_losses(r, record_format::kif);
  REQUIRE(losses.size() == 1);
  CHECK(losses[0].message.starts_with("2 headers, bookmarks or kept lines hold a line break"));
  const auto csa = write_csa(r);
  REQUIRE(csa.ok());
  CHECK(csa->find("N+Alice 1 ") != std::string::npos);  // (Shift_JIS after it)
  CHECK(std::ranges::any_of(csa.diagnostics(), [](const diagnostic& d) {
    return d.message.find("line break, written as a space") != std::string::npos;
  }));
}

TEST_CASE("a reader given another format gives an error and no record", "[api]") {
  const auto jkf = read_kif(R"({"header": {"先手": "x"}, "moves": [{}]})");
  CHECK_FALSE(jkf.has_value());
  REQUIRE_FALSE(jkf.diagnostics().empty());
  CHECK(jkf.diagnostics()[0].message.ends_with("this looks like a JSON Kifu Format shogi record"));
  CHECK_FALSE(read_kif("{\n  \"header\": {}\n}\n").has_value());  // as write_jkf writes it
  CHECK_FALSE(read_csa("").has_value());
  CHECK_FALSE(read_csa("(;GM[1]FF[4]SZ[9];B[ee];W[cc])").has_value());
}

TEST_CASE("accessors given an index or a value out of range", "[api]") {
  const record r;
  CHECK(r.comments(5).empty());
  CHECK_THROWS_AS(record().add_comment(3, "x"), std::out_of_range);
  record grown;
  CHECK_THROWS_AS(grown.add_move(1, move::drop({5, 5}, piece_kind::rook)), std::out_of_range);
  CHECK(grown.nodes.size() == 1);  // no orphan node
  const tbase::dia_record d;
  CHECK(d.at({0, 0}) == piece{});
  CHECK(to_string(static_cast<handicap>(99)).empty());
  CHECK(start_sfen(static_cast<handicap>(99)).empty());
  CHECK_FALSE(start_position(static_cast<handicap>(99)));
}

TEST_CASE("messages quote input bytes that are not UTF-8 as \\xNN", "[api]") {
  const auto sfen = parse_sfen("\xFF\xFE");
  REQUIRE_FALSE(sfen.diagnostics().empty());
  CHECK(sfen.diagnostics()[0].message.find("\\xFF") != std::string::npos);
  // So are control codes: a NUL would end the message where it becomes a C string.
  const auto nul = parse_usi_move(std::string_view("7g7f\0", 5), position::initial());
  REQUIRE_FALSE(nul.diagnostics().empty());
  CHECK(nul.diagnostics()[0].message.starts_with("'7g7f\\x00' "));
  CHECK(nul.diagnostics()[0].message.find('\0') == std::string::npos);
  // A number past int's range is quoted as written, not as what it wrapped to.
  const auto big =
      read_kif("手合割：平手\n手数----指手--\n   1 ７六歩(77)\n\n変化：4294967297手\n");
  REQUIRE_FALSE(big.diagnostics().empty());
  CHECK(big.diagnostics()[0].message.starts_with("変化：4294967297手 "));
  const auto numeral = pekzep::parse("\xFF");
  REQUIRE_FALSE(numeral.diagnostics().empty());
  CHECK(numeral.diagnostics()[0].message.find("\\xFF") != std::string::npos);
}

TEST_CASE("a temporary result's value is moved out, not left to dangle", "[api]") {
  // `const record& r = *read_kif(…);` holds a record, not a reference into the temporary.
  static_assert(std::is_same_v<decltype(*std::declval<parse_result<record>>()), record>);
  static_assert(
      std::is_same_v<decltype(*std::declval<const parse_result<record>&>()), const record&>);
  // A cursor over a temporary record would walk freed nodes: it does not compile.
  static_assert(!std::is_constructible_v<main_line_cursor, record&&>);
  const record& r = *read_kif("手数----指手---------消費時間--\n   1 ７六歩(77)\n");
  CHECK(r.main_line().size() == 1);
}

TEST_CASE("squares, moves and positions are keys of unordered containers", "[api]") {
  const position start = position::initial();
  std::unordered_set<move> moves;
  for (const move& m : start.legal_moves()) moves.insert(m);
  CHECK(moves.size() == 30);  // no two of the 30 moves taken for one
  std::unordered_set<square> squares;
  for (int f = 1; f <= 9; ++f)
    for (int r = 1; r <= 9; ++r)
      squares.insert({static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)});
  CHECK(squares.size() == 81);
  std::unordered_map<position, int> seen;
  position p = start;
  for (const char* usi : {"5i5h", "5a5b", "5h5i", "5b5a"}) {
    ++seen[p];
    p.play(*parse_usi_move(usi, p));
  }
  // The start comes again four plies later: its move number differs, so == tells them apart
  // while the hash, as 千日手 counts, does not.
  CHECK(seen.size() == 4);
  CHECK(std::hash<position>{}(p) == std::hash<position>{}(start));
}

// The former names stay, deprecated, for one release.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
TEST_CASE("the former names give what the new ones give", "[api]") {
  const position start = position::initial();
  const move m = *parse_usi_move("7g7f", start);
  CHECK(to_csa_move(m, start) == to_csa(m, start));
  CHECK(to_csa(m, start) == "+7776FU");
  CHECK(record_format_named("KI2") == record_format_from_string("ki2"));
  const auto code = to_hcp(start);
  REQUIRE(code);
  CHECK(to_sfen(*read_hcp(*code)) == to_sfen(*parse_hcp(*code)));
  const auto packed = to_packed_sfen(start);
  REQUIRE(packed);
  CHECK(to_sfen(*read_packed_sfen(*packed)) == to_sfen(*parse_packed_sfen(*packed)));
  CHECK(read_move16(to_move16(m), start) == parse_move16(to_move16(m), start));
  CHECK(read_psv_move16(to_psv_move16(m), start) == m);
}
#pragma GCC diagnostic pop
