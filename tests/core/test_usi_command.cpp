// The USI command reader of kifu/usi/command.hpp, on the lines GUIs send.
#include <catch2/catch.hpp>

#include "kifu/shogi/sfen.hpp"
#include "kifu/usi/command.hpp"

using namespace kifu::usi;

TEST_CASE("USI commands are read with their arguments", "[usi]") {
  CHECK(parse_command("usi").kind == command_kind::usi);
  CHECK(parse_command("  isready \r").kind == command_kind::isready);
  CHECK(parse_command("").kind == command_kind::empty);
  const command unknown = parse_command("frobnicate now");
  CHECK(unknown.kind == command_kind::unknown);
  CHECK(unknown.word == "frobnicate");

  const command position = parse_command("position startpos moves 7g7f 3c3d");
  CHECK(position.kind == command_kind::position);
  CHECK(position.rest == "startpos moves 7g7f 3c3d");

  const command hash = parse_command("setoption name USI_Hash value 1024");
  CHECK(hash.kind == command_kind::setoption);
  CHECK(hash.name == "USI_Hash");
  CHECK(hash.value == "1024");
  // Names and values may hold spaces; a button option has no value.
  const command book = parse_command("setoption name Book File value C:\\my books\\a.bin");
  CHECK(book.name == "Book File");
  CHECK(book.value == "C:\\my books\\a.bin");
  const command button = parse_command("setoption name Clear Hash");
  CHECK(button.name == "Clear Hash");
  CHECK(button.value.empty());
  // A name that merely contains "value" is not cut there.
  CHECK(parse_command("setoption name valueless value 3").name == "valueless");
}

TEST_CASE("go mate is read with its time or as endless", "[usi]") {
  const command timed = parse_command("go mate 3000");
  CHECK(timed.kind == command_kind::go);
  CHECK(timed.mate);
  REQUIRE(timed.mate_time);
  CHECK(timed.mate_time->count() == 3000);
  const command endless = parse_command("go mate infinite");
  CHECK(endless.mate);
  CHECK_FALSE(endless.mate_time);
  const command game = parse_command("go btime 0 wtime 0 byoyomi 1000");
  CHECK_FALSE(game.mate);
}
