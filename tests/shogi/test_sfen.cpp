// SFEN, USI moves and position commands; handicap start positions; position validation.
#include <catch2/catch.hpp>
#include <sstream>

#include "kifu/shogi/handicap.hpp"
#include "kifu/shogi/sfen.hpp"

using namespace kifu::shogi;
using kifu::diagnostic_code;

TEST_CASE("SFEN reads and writes back exactly", "[shogi][sfen]") {
  for (const char* s :
       {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1"}) {
    const auto p = parse_sfen(s);
    REQUIRE(p.ok());
    CHECK(to_sfen(*p) == s);
  }
  // Hands are written in the canonical order whatever the input order.
  CHECK(to_sfen(parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b 5pnsgGR 1").value()) ==
        "4k4/9/9/9/9/9/9/9/4K4 b RGgsn5p 1");
  CHECK(parse_sfen("sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1").ok());
}

TEST_CASE("moves and positions print to a stream as USI and SFEN", "[shogi][sfen]") {
  const position start = position::initial();
  std::ostringstream out;
  out << parse_usi_move("2g2f", start).value() << ' '
      << parse_usi_move("8h2b+", parse_usi_position("startpos moves 7g7f 3c3d").value()).value()
      << ' ' << start;
  CHECK(out.str() == "2g2f 8h2b+ lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
  CHECK(to_string(color::black) == "先手");
  CHECK(to_string(color::white) == "後手");
}

TEST_CASE("append_sfen appends what to_sfen writes", "[shogi][sfen]") {
  // Every promoted piece of both sides and a two-digit count in hand.
  const std::string s = "+p+l+n+s+b+r3/9/4k4/9/9/9/4K4/9/+P+L+N+S+B+R3 w 2G10Pg 31";
  const auto p = parse_sfen(s);
  REQUIRE(p.ok());
  std::string out = "sfen ";
  append_sfen(out, *p);
  CHECK(out == "sfen " + s);
  append_sfen(out, position::initial());
  CHECK(out.substr(5 + s.size()) ==
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
}

TEST_CASE("SFEN errors point at the character", "[shogi][sfen]") {
  struct bad {
    const char* text;
    std::uint32_t column;
    const char* part;
  };
  for (const bad& b : {bad{"4k4/9/9/9/9/9/9/9/4X4 b - 1", 20, "'X' is not a piece letter"},
                       bad{"4k3/9/9/9/9/9/9/9/4K4 b - 1", 4, "rank 1 has 8 squares"},
                       bad{"4k4/9/9/9/9/9/9/9/4K4 x - 1", 23, "side to move"},
                       bad{"4k4/9/9/9/9/9/9/9/4K4 b 3K 1", 26, "cannot be in a hand"},
                       bad{"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", 25, "a hand count of 0"},
                       bad{"4k4/9/9/9/9/9/9/9/4K4 b G00P 1", 26, "a hand count of 0"},
                       bad{"4k4/9/9/9/9/9/9/9/4K4 b P0 1", 27, "a count without a piece"},
                       bad{"4k4/9/9/9/9/9/9/9/4+K4 b - 1", 21, "cannot be promoted"}}) {
    INFO(b.text);
    const auto r = parse_sfen(b.text);
    REQUIRE_FALSE(r.ok());
    CHECK(r.diagnostics()[0].column == b.column);
    CHECK_THAT(r.diagnostics()[0].message, Catch::Contains(b.part));
  }
}

TEST_CASE("a kind named twice in a hand is counted in, with a warning at the second", "[sfen]") {
  const auto r = parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b g3g 1");
  REQUIRE(r.has_value());
  CHECK(r->hand(color::white, piece_kind::gold) == 4);
  REQUIRE(r.diagnostics().size() == 1);
  CHECK(r.diagnostics()[0].level == kifu::severity::warning);
  CHECK(r.diagnostics()[0].column == 26);  // the 3 of 3g
  CHECK(r.diagnostics()[0].message == "'g' is named twice in the hand; the counts are added");
}

TEST_CASE("validation reports impossible positions", "[shogi][sfen]") {
  const auto code_of = [](const char* s) { return parse_sfen(s).diagnostics().at(0).code; };
  CHECK(code_of("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1") == diagnostic_code::position_two_pawns);
  CHECK(code_of("P3k4/9/9/9/9/9/9/9/4K4 b - 1") == diagnostic_code::position_dead_piece);
  CHECK(code_of("4k4/9/9/9/9/9/9/9/4K4 b 19P 1") == diagnostic_code::sfen_syntax);  // > 18
  CHECK(code_of("4k4/9/9/9/9/9/9/9/4K4 b 3B 1") == diagnostic_code::position_piece_count);
  CHECK(code_of("4k4/4G4/9/9/9/9/9/9/4K4 b - 1") == diagnostic_code::position_opponent_in_check);
  // A position in memory has no text: its problems have no location; parse_sfen gives them the
  // place of the board field.
  const auto two_pawns = parse_sfen("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1");
  REQUIRE(!two_pawns->validate().empty());
  CHECK_FALSE(two_pawns->validate().front().has_location());
  CHECK(two_pawns.diagnostics().at(0).line == 1);
  CHECK(two_pawns.diagnostics().at(0).column == 1);
  // Breaking a rule of play is a warning, as in every record reader: the position is read, so
  // that any position a record holds reads back from its SFEN. Too many pieces stay an error.
  CHECK(two_pawns.ok());
  CHECK(two_pawns.diagnostics().at(0).level == kifu::severity::warning);
  for (const char* s : {"P3k4/9/9/9/9/9/9/9/4K4 b - 1", "4k4/4G4/9/9/9/9/9/9/4K4 b - 1"})
    CHECK(parse_sfen(s).ok());
  CHECK_FALSE(parse_sfen("4k4/9/9/9/9/9/9/9/4K4 b 3B 1").ok());
}

TEST_CASE("USI moves and position commands", "[shogi][sfen]") {
  const auto p = parse_usi_position("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e");
  REQUIRE(p.ok());
  CHECK(to_sfen(*p) == "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6");
  const auto start = position::initial();
  CHECK(
      to_usi(parse_usi_move(
                 "8h2b+", start.after(parse_usi_move("7g7f", start).value())
                              .after(parse_usi_move(
                                         "3c3d", start.after(parse_usi_move("7g7f", start).value()))
                                         .value()))
                 .value()) == "8h2b+");
  const auto illegal = parse_usi_position("position startpos moves 7g7f 3c3d 2b8h");
  REQUIRE_FALSE(illegal.ok());
  CHECK(illegal.diagnostics()[0].code == diagnostic_code::illegal_move);
  CHECK(illegal.diagnostics()[0].column == 35);
  CHECK(parse_usi_position("position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5h").ok());
  CHECK(parse_usi_move("7g7", start).diagnostics().at(0).code == diagnostic_code::usi_move_syntax);
  // Text that is no position is named as such; after `position`, what follows it is.
  CHECK(parse_usi_position("garbage").diagnostics().at(0).message ==
        "'garbage' is not an SFEN (lnsgkgsnl/… b - 1), 'startpos' or a USI position line");
  CHECK(parse_usi_position("position garbage").diagnostics().at(0).message ==
        "expected 'startpos' or 'sfen' after 'position'");
}

TEST_CASE("the seventeen 手合割", "[shogi][handicap]") {
  CHECK(all_handicaps().size() == 17);
  for (handicap h : all_handicaps()) {
    INFO(to_string(h));
    CHECK(handicap_from_string(to_string(h)) == h);
    if (h == handicap::other) {
      CHECK_FALSE(start_position(h));
      continue;
    }
    const auto p = start_position(h);
    REQUIRE(p);
    CHECK(to_sfen(*p) == start_sfen(h));
    CHECK(p->side_to_move() == (h == handicap::even ? color::black : color::white));
    CHECK(p->validate().empty());
  }
  CHECK(start_sfen(handicap::three_pieces) ==
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  CHECK(handicap_from_string("飛落ち") == handicap::rook);
  CHECK(handicap_from_string("香落") == handicap::lance);
  CHECK_FALSE(handicap_from_string("詰将棋"));
  CHECK(jkf_preset(handicap::left_seven_pieces) == "7_L");
}

TEST_CASE("a USI line read as a record: its start and its moves as the main line", "[sfen]") {
  const auto r = kifu::shogi::read_usi_record("position startpos moves 7g7f 3c3d 8h2b+");
  REQUIRE(r.ok());
  CHECK(r->start == kifu::shogi::position::initial());
  const auto line = r->main_line();
  REQUIRE(line.size() == 3);
  CHECK(kifu::shogi::to_usi(*r->nodes[line[2]].move) == "8h2b+");
  CHECK(r->nodes[line[2]].ply == 3);
  CHECK(r->position_after(line.back()) ==
        *kifu::shogi::parse_usi_position("startpos moves 7g7f 3c3d 8h2b+"));
  // An SFEN followed by moves, without `position sfen`, and its errors placed in the line.
  const auto bare = kifu::shogi::read_usi_record("4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b");
  REQUIRE(bare.ok());
  CHECK(bare->main_line().size() == 1);
  const auto wrong = kifu::shogi::read_usi_record("4k4/9/9/9/9/9/9/9/4K4 b G 1 moves 5a5b");
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.diagnostics()[0].column == 35);  // at 5a5b
  // Without moves the record is the position alone.
  const auto alone = kifu::shogi::read_usi_record("sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1");
  REQUIRE(alone.ok());
  CHECK(alone->nodes.size() == 1);
}

TEST_CASE("write_usi_record writes the main line that read_usi_record reads back", "[sfen]") {
  for (const char* line :
       {"position startpos moves 7g7f 3c3d 8h2b+\n",
        "position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b\n", "position startpos\n"}) {
    INFO(line);
    const auto r = kifu::shogi::read_usi_record(line);
    REQUIRE(r.ok());
    CHECK(kifu::shogi::write_usi_record(*r) == line);
    const auto again = kifu::shogi::read_usi_record(kifu::shogi::write_usi_record(*r) + "\r\n");
    REQUIRE(again.ok());
    CHECK(again->main_line().size() == r->main_line().size());
  }
}

TEST_CASE("to_usi writes a made-up drop of a piece no hand holds without reading past its table",
          "[shogi][sfen]") {
  // A fuzz-style finding of the bitboard core's cross-check: a drop of a 馬 read past the letters.
  CHECK(to_usi(move::drop({5, 5}, piece_kind::horse)) == "?*5e");
  CHECK(to_usi(move::drop({5, 5}, piece_kind::pawn)) == "P*5e");
}

TEST_CASE("USI text holds a record a line; an illegal move keeps the moves before it", "[sfen]") {
  const std::string text =
      "# two games\nposition startpos moves 7g7f 3c3d\r\n\nposition startpos moves 2g2f 2g2f\n";
  const auto records = kifu::shogi::read_usi_records(text);
  REQUIRE(records.size() == 2);
  REQUIRE(records[0].ok());
  CHECK(records[0]->main_line().size() == 2);
  // The second stops at its second move, which is not legal: the error on its own line, the
  // first move kept.
  REQUIRE(records[1].has_value());
  REQUIRE(records[1].diagnostics().size() == 1);
  const auto& d = records[1].diagnostics()[0];
  CHECK(d.line == 4);
  CHECK(d.column == 30);
  CHECK(d.offset == text.rfind("2g2f"));
  CHECK(records[1]->main_line().size() == 1);
  // Read leniently, an illegal move that can be played is kept, flagged, and the line goes on
  // from the position it leaves (as the KIF and CSA readers keep one); a move whose origin holds
  // no piece of the side to move cannot be played, and ends the line all the same.
  const auto lenient = kifu::shogi::read_usi_records(
      "position startpos moves 7g7f 3c3d 2h2a 8c8d\nposition startpos moves 7g7f 3c3d 7g7f 8c8d\n",
      {.lenient = true});
  REQUIRE(lenient.size() == 2);
  REQUIRE(lenient[0].has_value());
  CHECK_FALSE(lenient[0].ok());
  const auto kept = lenient[0]->main_line();
  REQUIRE(kept.size() == 4);
  CHECK(lenient[0]->nodes[kept[2]].illegal);
  CHECK_FALSE(lenient[0]->nodes[kept[3]].illegal);
  CHECK(lenient[0].diagnostics()[0].message.ends_with("the position it leaves"));
  CHECK(lenient[1]->main_line().size() == 2);
  // Moves alone name no start: said so, with the line that names one.
  const auto alone = kifu::shogi::read_usi_records("7g7f 3c3d\n");
  REQUIRE(alone.size() == 1);
  CHECK_FALSE(alone[0].has_value());
  CHECK(alone[0].diagnostics()[0].message.starts_with(
      "moves alone name no start: write 'position startpos moves 7g7f …'"));
  // Nothing but comments: no position, said once.
  const auto none = kifu::shogi::read_usi_records("# nothing\n");
  REQUIRE(none.size() == 1);
  CHECK_FALSE(none[0].has_value());
}
