// JSON Kifu Format: the exact JSON of a small record (hand-checked against the JKF schema of
// json-kifu-format 5.x), and record -> JKF -> record over every corpus file.
#include <catch2/catch.hpp>

#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "support/record_compare.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;

namespace {

struct placed {
  int file, rank, side;  // side: JKF's color, 0 black, 1 white
  const char* kind;      // CSA's letters
};

// A JKF "board": 9 files of 9 squares, {} where `pieces` put nothing.
std::string jkf_board(std::initializer_list<placed> pieces) {
  std::string out = "[";
  for (int file = 1; file <= 9; ++file) {
    out += file > 1 ? ",[" : "[";
    for (int rank = 1; rank <= 9; ++rank) {
      if (rank > 1) out += ',';
      std::string square = "{}";
      for (const placed& p : pieces)
        if (p.file == file && p.rank == rank)
          square = "{\"color\":" + std::to_string(p.side) + ",\"kind\":\"" + p.kind + "\"}";
      out += square;
    }
    out += ']';
  }
  return out + ']';
}

}  // namespace

TEST_CASE("JKF of a small record", "[jkf]") {
  const auto r = read_kif(
      "先手：A\n手数----指手---------消費時間--\n*opening\n"
      "   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)+\n   3 ２二角成(88)\n   4 同　銀(31)\n  "
      " 5 投了\n"
      "\n変化：2手\n   2 ８四歩(83)\n");
  REQUIRE(r.ok());
  const std::string expected = R"({
  "header": {
    "先手": "A"
  },
  "initial": {
    "preset": "HIRATE"
  },
  "moves": [
    {
      "comments": [
        "opening"
      ]
    },
    {
      "move": {
        "color": 0,
        "from": {
          "x": 7,
          "y": 7
        },
        "to": {
          "x": 7,
          "y": 6
        },
        "piece": "FU"
      },
      "time": {
        "now": {
          "m": 0,
          "s": 1
        },
        "total": {
          "h": 0,
          "m": 0,
          "s": 1
        }
      }
    },
    {
      "move": {
        "color": 1,
        "from": {
          "x": 3,
          "y": 3
        },
        "to": {
          "x": 3,
          "y": 4
        },
        "piece": "FU"
      },
      "forks": [
        [
          {
            "move": {
              "color": 1,
              "from": {
                "x": 8,
                "y": 3
              },
              "to": {
                "x": 8,
                "y": 4
              },
              "piece": "FU"
            }
          }
        ]
      ]
    },
    {
      "move": {
        "color": 0,
        "from": {
          "x": 8,
          "y": 8
        },
        "to": {
          "x": 2,
          "y": 2
        },
        "piece": "KA",
        "promote": true,
        "capture": "KA"
      }
    },
    {
      "move": {
        "color": 1,
        "from": {
          "x": 3,
          "y": 1
        },
        "to": {
          "x": 2,
          "y": 2
        },
        "piece": "GI",
        "same": true,
        "capture": "UM"
      }
    },
    {
      "special": "TORYO"
    }
  ]
}
)";
  CHECK(write_jkf(*r) == expected);
}

TEST_CASE("record -> JKF -> record keeps moves, forks, specials, times and comments",
          "[jkf][corpus]") {
  for (const char* path :
       {"kif/jkf_20081220kyoochi.kif", "kif/jkf_9fu.kif", "kif/jkf_fork.kif", "kif/jkf_illegal.kif",
        "kif/jkf_ryuou201409020101.kif", "kif/jkf_taichitsume.kif", "kif/skc_Shogidokoro.kif",
        "kif/jkf_doh_branch.kifu", "kif/skc_forks.kifu", "kif/skc_piyo-shogi_KY.kifu",
        "tsume/kifu-for-js/kanju-kemuri.kif"}) {
    INFO(path);
    const record r = read_kif(kifu::test::read_bytes(kifu::test::data_dir() / path)).value();
    const auto back = read_jkf(write_jkf(r));
    REQUIRE(back.ok());
    // JKF keeps no footers or bookmarks: compare moves, specials, times and comments.
    record expected = r;
    for (auto& n : expected.nodes) {
      n.footer.reset();
      n.bookmarks.clear();
    }
    kifu::test::check_same_record(expected, *back, true);
    CHECK(write_jkf(*back) == write_jkf(r));
  }
}

TEST_CASE("JKF errors", "[jkf]") {
  CHECK(read_jkf("not json").diagnostics().at(0).code == kifu::diagnostic_code::jkf_syntax);
  const auto illegal =
      read_jkf(R"({"moves":[{},{"move":{"from":{"x":8,"y":8},"to":{"x":2,"y":2},"piece":"KA"}}]})");
  REQUIRE_FALSE(illegal.ok());
  CHECK(illegal.diagnostics().at(0).code == kifu::diagnostic_code::illegal_move);
  const auto handicap = read_jkf(
      R"({"initial":{"preset":"KY"},"moves":[{},{"move":{"from":{"x":5,"y":1},"to":{"x":5,"y":2},"piece":"OU"}}]})");
  REQUIRE(handicap.ok());
  // Errors found while reading the initial position or a move reach the caller.
  const auto preset = read_jkf(R"({"initial":{"preset":"NOSUCH"},"moves":[{}]})");
  REQUIRE(preset.diagnostics().size() == 1);
  CHECK(preset.diagnostics()[0].message.find("unknown preset \"NOSUCH\"") != std::string::npos);
  const auto piece = read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":)" +
                              jkf_board({{1, 1, 0, "XX"}}) + R"(}},"moves":[{}]})");
  REQUIRE(piece.diagnostics().size() == 1);
  CHECK(piece.diagnostics()[0].message.find("unknown piece kind") != std::string::npos);
  // Three rooks in hand and a 龍 on the board: more than the set holds, as in CSA and KIF.
  const auto rooks = read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":)" +
                              jkf_board({{1, 1, 1, "OU"}, {1, 2, 0, "RY"}, {9, 1, 0, "OU"}}) +
                              R"(,"color":0,"hands":[{"HI":2},{"HI":1}]}},"moves":[{}]})");
  REQUIRE_FALSE(rooks.ok());
  CHECK(rooks.diagnostics().at(0).code == kifu::diagnostic_code::position_piece_count);
  CHECK(rooks.diagnostics().at(0).message.find("4 rooks") != std::string::npos);
  CHECK(to_sfen(handicap->start) ==
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
}

TEST_CASE("JKF syntax errors point at the byte the JSON parser stopped at", "[jkf]") {
  // Line 3 lacks a comma before the second element; its column counts 初 and 手 as one each.
  const auto r = read_jkf(
      "{\n"
      "  \"header\": {\"先手\": \"甲\"},\n"
      "  \"moves\": [{\"comments\":[\"初手\"]} {}]\n"
      "}\n");
  REQUIRE(r.diagnostics().size() == 1);
  const auto& d = r.diagnostics()[0];
  CHECK(d.code == kifu::diagnostic_code::jkf_syntax);
  CHECK(d.line == 3);
  CHECK(d.column == 33);
  CHECK(d.offset == 69);  // 2 + 31 bytes of lines 1 and 2, then 36 bytes of line 3
  // The message is the parser's words without its exception id and its own byte-counted place.
  CHECK(d.message.find("json.exception") == std::string::npos);
  CHECK(d.message.find("column") == std::string::npos);
  // In the JSON's terms, without the parser's C++ words and the text it last read.
  CHECK(d.message == "not JSON: unexpected '{'; expected ']'");
  // A number too large for JSON is an error at the number, not an exception.
  const auto huge = read_jkf("{\"moves\":[{},\n{\"time\":1e999}]}");
  REQUIRE(huge.diagnostics().size() == 1);
  CHECK(huge.diagnostics()[0].line == 2);
  CHECK(huge.diagnostics()[0].column == 9);
  // A text cut short, and text after the document.
  const auto cut = read_jkf("{\"header\":{}, \"moves\":[{}]");
  REQUIRE(cut.diagnostics().size() == 1);
  CHECK(cut.diagnostics()[0].message ==
        "not JSON: the text ends in the middle of the object; expected '}'");
  const auto trailing = read_jkf("{\"moves\":[{}]} and more");
  REQUIRE(trailing.diagnostics().size() == 1);
  CHECK(trailing.diagnostics()[0].message == "not JSON: text follows the JSON value");
  CHECK(trailing.diagnostics()[0].column == 16);
  // The parser's grammar words ("literal") are said as a reader would.
  const auto key = read_jkf("{\"moves\":[{}], x}");
  REQUIRE(key.diagnostics().size() == 1);
  CHECK(key.diagnostics()[0].message == "not JSON: expected a name in double quotes");
  const auto word = read_jkf("{\"moves\":[{}], \"a\": tru}");
  REQUIRE(word.diagnostics().size() == 1);
  CHECK(word.diagnostics()[0].message ==
        "not JSON: not a JSON value (a word must be true, false or null)");
}

TEST_CASE("JKF values of the wrong type are named by their path, in plain words", "[jkf]") {
  // Where the reader takes a default, a value of another type: at the value, not at 1:1, and
  // without the JSON library's C++ terms (operator[], value()).
  const auto board = read_jkf(
      "{\"initial\":{\"preset\":\"OTHER\",\n\"data\":{\"board\":5,\"hands\":[{},{}]}},\"moves\":[{}"
      "]}");
  REQUIRE(board.diagnostics().size() == 1);
  CHECK(board.diagnostics()[0].message == "initial.data.board is a number where an array belongs");
  CHECK(board.diagnostics()[0].line == 2);
  CHECK(board.diagnostics()[0].column == 17);  // at the 5
  const auto side = read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":)" + jkf_board({}) +
                             R"(,"color":"x","hands":[{},{}]}},"moves":[{}]})");
  REQUIRE(side.diagnostics().size() == 1);
  CHECK(side.diagnostics()[0].message ==
        "initial.data.color must be 0 (black, 先手) or 1 (white, 後手)");
  const auto time = read_jkf(
      R"({"moves":[{},{"time":{"now":{"m":"x"}},"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}}]})");
  REQUIRE(time.diagnostics().size() == 1);
  CHECK(time.diagnostics()[0].message == "moves[1] is a string where a number belongs");
  const auto array =
      read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":[5,[],[],[],[],[],[],[],[]]}}})");
  REQUIRE(array.diagnostics().size() == 1);
  CHECK(array.diagnostics()[0].message ==
        "initial.data.board[0] is a number where an array belongs");
  for (const auto* r : {&board, &side, &time})
    for (const std::string_view internal : {"operator", "value()", "json", "type must"})
      CHECK(r->diagnostics()[0].message.find(internal) == std::string::npos);
  // A move in the first element, which stands for the start, is not dropped unread.
  const auto first =
      read_jkf(R"({"moves":[{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}}]})");
  REQUIRE(first.diagnostics().size() == 1);
  CHECK(first.diagnostics()[0].message.starts_with("moves[0].move is in the start's element"));
  CHECK(!first.ok());
}

TEST_CASE("JSON that is no JKF record is an error, not an empty game", "[jkf]") {
  const auto error_of = [](std::string_view text) {
    const auto r = read_jkf(text);
    REQUIRE(!r.ok());
    REQUIRE(r.diagnostics().size() == 1);
    return r.diagnostics()[0];
  };
  CHECK(error_of(R"({"hello":"world"})").message ==
        "JKF holds none of header, initial and moves (is this JKF?)");
  const auto header = error_of(R"({"header":[1,2]})");
  CHECK(header.message == "header must be an object of names and values");
  CHECK(header.column == 11);
  CHECK(error_of(R"({"moves":[[]]})").message ==
        "moves[0] must be an object (the start's comments)");
  const auto element = error_of(R"({"moves":[{},5]})");
  CHECK(element.message == "moves[1] must be an object (a move, or a special)");
  CHECK(element.column == 14);
  CHECK(
      error_of(
          R"({"moves":[{},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"},"forks":[5]}]})")
          .message == "moves[1].forks[0] must be an array of moves");
  // Nesting deeper than any record: an error at the bracket too deep, whatever the depth (the
  // value walk ran out of stack at 30,000 levels).
  for (const int levels : {1001, 300000}) {
    const std::string deep =
        R"({"moves":)" + std::string(levels, '[') + std::string(levels, ']') + "}";
    const auto d = error_of(deep);
    CHECK(d.message ==
          "arrays and objects nested more than 1000 levels deep; no JKF record nests so");
    CHECK(d.column == 1009);  // the 1,000th '[' after the object's own level
  }
}

TEST_CASE("A JKF start against the rules of play is read with a warning at initial.data", "[jkf]") {
  const auto r = read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":)" +
                          jkf_board({{1, 2, 1, "OU"}, {8, 2, 0, "FU"}, {8, 4, 0, "FU"}}) +
                          R"(,"color":0,"hands":[{},{}]}},"moves":[{}]})");
  REQUIRE(r.ok());
  REQUIRE(r.diagnostics().size() == 1);
  CHECK(r.diagnostics()[0].level == kifu::severity::warning);
  CHECK(r.diagnostics()[0].message ==
        "initial.data is a position against the rules: black has two unpromoted pawns on file 8 "
        "(二歩)");
}

TEST_CASE("a JKF start that is not a whole board and two hands is an error, not guessed at",
          "[jkf]") {
  const auto error_of = [](const std::string& initial) {
    const auto r = read_jkf(R"({"initial":)" + initial + R"(,"moves":[{}]})");
    REQUIRE(!r.ok());
    REQUIRE(r.diagnostics().size() == 1);
    return r.diagnostics()[0].message;
  };
  const std::string board = jkf_board({{5, 1, 1, "OU"}, {5, 9, 0, "OU"}});
  CHECK(error_of(R"({"preset":"OTHER"})") ==
        "initial has preset \"OTHER\" but no data object: the position's board, color and hands");
  CHECK(error_of(R"({"preset":"OTHER","data":{"board":[[{}]]}})") ==
        "initial.data.board has 1 element: a board is 9 files of 9 squares, each {} when empty");
  // A count past an int's range does not wrap into one that fits (2^32 + 1 is not 1).
  CHECK(error_of(R"({"preset":"OTHER","data":{"board":)" + board +
                 R"(,"hands":[{"FU":4294967297},{}]}})") ==
        "initial.data.hands[0].FU must be a count from 0 to 18 (the set holds 18)");
  // Eight files: the pieces would stand one file over.
  const std::string eight = "[" + board.substr(board.find("],[") + 2);
  CHECK(error_of(R"({"preset":"OTHER","data":{"board":)" + eight + "}}") ==
        "initial.data.board has 8 elements: a board is 9 files of 9 squares, each {} when empty");
  CHECK(
      error_of(R"({"preset":"OTHER","data":{"board":)" + board + R"(,"hands":[{"FU":-3},{}]}})") ==
      "initial.data.hands[0].FU must be a count from 0 to 18 (the set holds 18)");
  CHECK(
      error_of(R"({"preset":"OTHER","data":{"board":)" + board + R"(,"hands":[{},{"FU":99}]}})") ==
      "initial.data.hands[1].FU must be a count from 0 to 18 (the set holds 18)");
  CHECK(error_of(R"({"preset":"OTHER","data":{"board":)" + board + R"(,"hands":[{"ZZ":1},{}]}})") ==
        "initial.data.hands[0].ZZ is not a kind a hand holds (FU KY KE GI KI KA HI)");
  CHECK(error_of(R"({"preset":"OTHER","data":{"board":)" + board + R"(,"hands":[{}]}})") ==
        "initial.data.hands must be two objects, black's hand and white's ({\"FU\": 2, …})");
  // A whole board and hands are read; hands may be left out.
  const auto r = read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":)" + board +
                          R"(,"color":1,"hands":[{"KI":2},{"FU":18}]}},"moves":[{}]})");
  REQUIRE(r.ok());
  CHECK(to_sfen(r->start) == "4k4/9/9/9/9/9/9/9/4K4 w 2G18p 1");
  const auto bare =
      read_jkf(R"({"initial":{"preset":"OTHER","data":{"board":)" + board + R"(}},"moves":[{}]})");
  REQUIRE(bare.ok());
  CHECK(to_sfen(bare->start) == "4k4/9/9/9/9/9/9/9/4K4 b - 1");
}

TEST_CASE("JKF moves know the line their element starts on, in forks too", "[jkf]") {
  const auto r = read_jkf(
      "{\"moves\":[\n"
      "{},\n"
      "{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}},\n"
      "{\"move\":{\"from\":{\"x\":3,\"y\":3},\"to\":{\"x\":3,\"y\":4},\"piece\":\"FU\"},"
      "\"forks\":[[\n"
      "{\"move\":{\"from\":{\"x\":8,\"y\":3},\"to\":{\"x\":8,\"y\":4},\"piece\":\"FU\"}}\n"
      "]]}\n"
      "]}");
  REQUIRE(r.ok());
  const auto line = r->main_line();
  REQUIRE(line.size() == 2);
  CHECK(r->nodes[line[0]].line == 3);
  CHECK(r->nodes[line[1]].line == 4);
  const auto& alternatives = r->nodes[line[0]].children;
  REQUIRE(alternatives.size() == 2);
  CHECK(r->nodes[alternatives[1]].line == 5);
}

TEST_CASE("A JKF element without a move or a special is skipped with a warning", "[jkf]") {
  const auto r = read_jkf(
      R"({"moves":[{},{"comments":["lost"]},{"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU"}}]})");
  REQUIRE(r.ok());
  REQUIRE(r.diagnostics().size() == 1);
  CHECK(r.diagnostics()[0].level == kifu::severity::warning);
  CHECK(r.diagnostics()[0].message ==
        "moves[1] holds no move and no special: skipped, with its comments");
  CHECK(r.value().main_line().size() == 1);
}

TEST_CASE("JKF schema errors name the JSON path and point at its value", "[jkf]") {
  const auto r = read_jkf(
      "{\"moves\":[\n"
      "{},\n"
      "{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}},\n"
      "{\"move\":{\"from\":{\"x\":3,\"y\":3},\"to\":{\"x\":3,\"y\":4},\"piece\":\"FU\"},"
      "\"forks\":[[{\"move\":{\"to\":{\"x\":\"5\",\"y\":5},\"piece\":\"KA\"}}]]},\n"
      "{\"move\":{\"from\":{\"x\":8,\"y\":8},\"piece\":\"KA\"}}\n"
      "]}");
  REQUIRE(r.diagnostics().size() == 2);
  // A string where a file number belongs, in a fork: at the string "5".
  const auto& type = r.diagnostics()[0];
  CHECK(type.code == kifu::diagnostic_code::jkf_syntax);
  CHECK(type.message.starts_with("moves[2].forks[0][0].move.to.x must be an integer 1 to 9"));
  CHECK(type.line == 4);
  CHECK(type.column == 93);
  CHECK(type.offset == 172);
  // A move without "to": at the move object that lacks it.
  const auto& missing = r.diagnostics()[1];
  CHECK(missing.message.starts_with("moves[3].move.to is missing (move 3)"));
  CHECK(missing.line == 5);
  CHECK(missing.column == 9);
  CHECK(missing.offset == 210);

  const auto illegal =
      read_jkf(R"({"moves":[{},{"move":{"from":{"x":8,"y":8},"to":{"x":2,"y":2},"piece":"KA"}}]})");
  REQUIRE(illegal.diagnostics().size() == 1);
  CHECK(illegal.diagnostics()[0].code == kifu::diagnostic_code::illegal_move);
  CHECK(illegal.diagnostics()[0].message.starts_with("moves[1].move is not legal (move 1)"));
  CHECK(illegal.diagnostics()[0].line == 1);
  CHECK(illegal.diagnostics()[0].column == 22);
  CHECK(illegal.diagnostics()[0].offset == 21);

  const auto preset = read_jkf("{\"initial\":\n  {\"preset\":\"NOSUCH\"},\"moves\":[{}]}");
  REQUIRE(preset.diagnostics().size() == 1);
  CHECK(preset.diagnostics()[0].message.starts_with("initial.preset is an unknown preset"));
  CHECK(preset.diagnostics()[0].line == 2);
  CHECK(preset.diagnostics()[0].column == 13);
}

TEST_CASE("A JKF member that is null is read as absent, as the schema allows", "[jkf]") {
  // 平手 by a null initial; a drop with a null from; a null promote; a null special.
  const auto r = read_jkf(
      R"({"header":{},"initial":null,"moves":[{},)"
      R"({"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"piece":"FU","promote":null}},)"
      R"({"move":{"from":{"x":3,"y":3},"to":{"x":3,"y":4},"piece":"FU"}},)"
      R"({"move":{"from":{"x":8,"y":8},"to":{"x":2,"y":2},"piece":"KA","capture":"KA","promote":false}},)"
      R"({"move":{"from":{"x":3,"y":1},"to":{"x":2,"y":2},"piece":"GI","capture":"KA"}},)"
      R"({"move":{"from":null,"to":{"x":4,"y":5},"piece":"KA"},"special":null}]})");
  REQUIRE(r.ok());
  CHECK(r->start == position::initial());
  const auto line = r->main_line();
  REQUIRE(line.size() == 5);
  CHECK(r->nodes[line[4]].move->is_drop());
  CHECK(r->nodes[line[4]].special == special_move::none);
  // A null element of an array is no member: still refused.
  CHECK_FALSE(read_jkf(R"({"moves":[{},null]})").ok());
}
