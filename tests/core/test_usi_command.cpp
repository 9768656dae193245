// The USI command reader of kifu/usi/command.hpp, on the lines GUIs send.
#include <catch2/catch.hpp>

#include "kifu/shogi/sfen.hpp"
#include "kifu/usi/command.hpp"

#include <sstream>
#include <string>

using namespace kifu::usi;

TEST_CASE("USI commands are read with their arguments", "[usi]") {
  CHECK(parse_command("usi").kind == command_kind::usi);
  CHECK(parse_command("  isready \r").kind == command_kind::isready);
  CHECK(parse_command("").kind == command_kind::empty);
  CHECK(parse_command("\xEF\xBB\xBFusi").kind == command_kind::usi);  // a byte-order mark first
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

TEST_CASE("go mate with a time that is no time is an error, not an endless search", "[usi]") {
  for (const char* time : {"-5", "abc", "1.5", "0"}) {
    const command c = parse_command(std::string("go mate ") + time);
    CHECK(c.mate);
    CHECK_FALSE(c.mate_time);
    CHECK(c.error == std::string("go mate: '") + time +
                         "' is neither a time of 1 millisecond or more nor infinite");
  }
  CHECK(parse_command("go mate infinite").error.empty());
  CHECK(parse_command("go mate").error.empty());  // no time given: endless
  // A game search that waits for stop.
  CHECK(parse_command("go ponder btime 0 wtime 0").until_stopped);
  CHECK(parse_command("go infinite").until_stopped);
  CHECK_FALSE(parse_command("go btime 0 wtime 0 byoyomi 1000").until_stopped);
}

TEST_CASE("lines are read whole, CR LF or LF, and a huge one is skipped", "[usi]") {
  std::istringstream in("usi\r\nisready\n" + std::string(max_line_length + 5, 'x') + "\nquit");
  std::string line;
  CHECK(read_line(in, line) == line_status::line);
  CHECK(line == "usi");
  CHECK(read_line(in, line) == line_status::line);
  CHECK(line == "isready");
  CHECK(read_line(in, line) == line_status::too_long);
  CHECK(line == std::string(max_line_length, 'x'));  // its start: what command it was
  CHECK(read_line(in, line) == line_status::line);   // the last line needs no line end
  CHECK(line == "quit");
  CHECK(read_line(in, line) == line_status::end);
  std::istringstream blank("\n");
  CHECK(read_line(blank, line) == line_status::line);
  CHECK(line.empty());
  CHECK(read_line(blank, line) == line_status::end);
}

TEST_CASE("go mate given twice: the last one holds", "[usi]") {
  const command c = parse_command("go mate 50 mate 0 mate 4");
  REQUIRE(c.mate_time);
  CHECK(c.mate_time->count() == 4);
  CHECK(c.error.empty());
  CHECK_FALSE(parse_command("go mate 50 mate abc").mate_time);
  CHECK_FALSE(parse_command("go mate 50 mate abc").error.empty());
}
