// The USI engine output as data: info, bestmove and option lines read from what real engines
// print (fairy-stockfish's and the protocol's own examples) and written back.
#include <catch2/catch.hpp>

#include "kifu/usi/protocol.hpp"

using namespace kifu::usi;

TEST_CASE("info lines as engines write them, read and written back", "[usi]") {
  // fairy-stockfish 11.1, after 7g7f (its own key tbhits is skipped with its value).
  const std::string line =
      "info depth 10 seldepth 16 multipv 1 score cp -110 nodes 25523 nps 220025 tbhits 0 "
      "time 116 pv 5a4b 4g4f 3c3d";
  const auto i = parse_info(line);
  REQUIRE(i);
  CHECK(i->depth == 10);
  CHECK(i->seldepth == 16);
  CHECK(i->multipv == 1);
  REQUIRE(i->score);
  CHECK(i->score->type == score::kind::centipawns);
  CHECK(i->score->value == -110);
  CHECK(i->nodes == 25523);
  CHECK(i->nps == 220025);
  CHECK(i->time_ms == 116);
  CHECK(i->pv == std::vector<std::string>{"5a4b", "4g4f", "3c3d"});
  CHECK(write_info(*i) ==
        "info depth 10 seldepth 16 time 116 nodes 25523 nps 220025 multipv 1 score cp -110 pv "
        "5a4b 4g4f 3c3d");
  CHECK(parse_info(write_info(*i)) == i);
  // A bound, a mate, a mate of unknown length, a string that runs to the end of the line.
  const auto bound = parse_info("info depth 10 multipv 2 score cp -8407 upperbound pv G*5h");
  REQUIRE(bound);
  CHECK(bound->score->upperbound);
  CHECK_FALSE(bound->score->lowerbound);
  const auto mate = parse_info("info depth 10 score mate 1 pv G*5b");
  REQUIRE(mate);
  CHECK(mate->score->type == score::kind::mate);
  CHECK(mate->score->mates());
  const auto mated = parse_info("info score mate -");
  REQUIRE(mated);
  CHECK(mated->score->mated());
  CHECK(write_info(*mated) == "info score mate -");
  CHECK(mated->score->negated().mates());
  const auto text = parse_info("info string 7g7f is  the move");
  REQUIRE(text);
  CHECK(text->string == "7g7f is  the move");
  CHECK_FALSE(parse_info("bestmove 7g7f"));
  // A malformed score is left out, the rest kept.
  const auto broken = parse_info("info depth x score cp nodes 5");
  REQUIRE(broken);
  CHECK_FALSE(broken->score);
  CHECK_FALSE(broken->depth);
}

TEST_CASE("bestmove and option lines", "[usi]") {
  CHECK(parse_bestmove("bestmove 5a4b ponder 2g2f") == bestmove{"5a4b", "2g2f"});
  CHECK(parse_bestmove("bestmove resign") == bestmove{"resign", ""});
  CHECK_FALSE(parse_bestmove("bestmove"));
  CHECK(write_bestmove({"7g7f", "3c3d"}) == "bestmove 7g7f ponder 3c3d");
  // gpsusi 0.7's declarations.
  const auto thread = parse_option("option name Thread type spin default 2 min 1 max 2");
  REQUIRE(thread);
  CHECK(thread->name == "Thread");
  CHECK(thread->min == 1);
  CHECK(thread->max == 2);
  CHECK(check_option_value(*thread, "2").empty());
  CHECK(check_option_value(*thread, "3") == "a whole number from 1 to 2");
  CHECK(check_option_value(*thread, "two") == "a whole number");
  const auto file = parse_option("option name CSAFile type string default <empty>");
  REQUIRE(file);
  CHECK(file->default_value == "<empty>");
  const auto combo = parse_option(
      "option name Book File type combo default Standard Book var Standard Book var None");
  REQUIRE(combo);
  CHECK(combo->name == "Book File");
  CHECK(combo->default_value == "Standard Book");
  CHECK(combo->vars == std::vector<std::string>{"Standard Book", "None"});
  CHECK(check_option_value(*combo, "None").empty());
  CHECK(check_option_value(*combo, "Other") == "one of Standard Book, None");
  CHECK(parse_option(write_option(*combo)) == combo);
  CHECK_FALSE(parse_option("option name X"));
}

TEST_CASE("checkmate and id lines", "[usi]") {
  const auto mate = parse_checkmate("checkmate G*5b 5a4b 5c5b+");
  REQUIRE(mate);
  CHECK(mate->result == checkmate::kind::mate);
  CHECK(mate->moves == std::vector<std::string>{"G*5b", "5a4b", "5c5b+"});
  CHECK(write_checkmate(*mate) == "checkmate G*5b 5a4b 5c5b+");
  for (const std::string word : {"nomate", "timeout", "notimplemented"}) {
    const auto c = parse_checkmate("checkmate " + word);
    REQUIRE(c);
    CHECK(c->moves.empty());
    CHECK(write_checkmate(*c) == "checkmate " + word);
  }
  CHECK_FALSE(parse_checkmate("checkmate"));
  // gpsusi 0.7's own lines.
  CHECK(parse_id("id name gpsshogi (smp) vm r3033 wordsize 64 gcc 12.2.0") ==
        id{"name", "gpsshogi (smp) vm r3033 wordsize 64 gcc 12.2.0"});
  CHECK(parse_id("id author teamgps") == id{"author", "teamgps"});
  CHECK(write_id({"author", "teamgps"}) == "id author teamgps");
  CHECK_FALSE(parse_id("id"));
}

TEST_CASE("info string lines stay one printable UTF-8 line whatever they quote", "[usi]") {
  CHECK(write_info_string("unknown command: 詰み") == "info string unknown command: 詰み");
  // Control characters become spaces; a byte that is not UTF-8 is shown as \xNN.
  CHECK(write_info_string("a\tb\rc\x1b[2Jd\xff\xfe e") == "info string a b c [2Jd\\xFF\\xFE e");
  // Cut at 1,000 bytes, between characters, with an ellipsis.
  const std::string cut = write_info_string(std::string(999, 'x') + "詰み");
  CHECK(cut == "info string " + std::string(999, 'x') + "…");
  CHECK(write_info_string(std::string(5000, 'y')).size() == 12 + 1000 + 3);
  // Bytes that are not UTF-8 take four each and are never cut in the middle of one.
  std::string escaped;
  for (int i = 0; i < 250; ++i) escaped += "\\xFF";
  CHECK(write_info_string(std::string(600, '\xff')) == "info string " + escaped + "…");
}
