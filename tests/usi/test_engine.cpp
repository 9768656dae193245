// USI engines as child processes: the two real engines Debian ships (fairy-stockfish, gpsusi
// from gpsshogi), and a stand-in that crashes, hangs or writes garbage on purpose.
#include <catch2/catch.hpp>

#include <filesystem>
#include <thread>

#include "kifu/shogi/sfen.hpp"
#include "kifu/usi/engine.hpp"
#include "support/test_data.hpp"

using namespace kifu::usi;
using namespace std::chrono_literals;

namespace {

// The path of a Debian engine; the test fails, saying what to install, when it is missing.
std::string engine_path(const char* program, const char* package) {
  const std::string path = std::string("/usr/games/") + program;
  if (!std::filesystem::exists(path))
    FAIL(path << " is not installed: scripts/setup installs Debian's " << package);
  return path;
}

std::string standin() {
  return (kifu::test::data_dir() / "usi" / "standin.sh").string();
}

constexpr const char* mate_in_one = "position sfen 4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1";

}  // namespace

TEST_CASE("fairy-stockfish: handshake, options, multipv, a mate, stop", "[usi][engine]") {
  engine e({engine_path("fairy-stockfish", "fairy-stockfish")});
  REQUIRE(e.start());
  CHECK(e.name().find("Fairy-Stockfish") != std::string::npos);
  CHECK_FALSE(e.set_option("NoSuchOption", "1"));
  CHECK(e.error().starts_with("the engine has no option 'NoSuchOption' (it declares "));
  CHECK(e.error().find("MultiPV") != std::string::npos);  // what it has, to choose from
  REQUIRE(e.set_option("multipv", "2"));                  // names in any case, as USI takes them
  REQUIRE(e.ready());
  e.new_game();
  int infos = 0;
  const auto r = e.search(mate_in_one, {.movetime = 300ms}, [&](const info&) { ++infos; });
  INFO(r.error);
  REQUIRE(r.best);
  CHECK(r.best->move == "G*5b");
  CHECK(infos > 0);
  REQUIRE(r.lines.size() == 2);
  REQUIRE(r.lines[0].score);
  CHECK(r.lines[0].score->type == score::kind::mate);
  CHECK(r.lines[0].score->value == 1);
  CHECK(r.lines[0].pv.front() == "G*5b");
  CHECK(r.lines[1].score);  // the second line: a plain score, far below
  // `stop` from another thread ends a long search at once with a bestmove.
  std::thread stopper([&] {
    std::this_thread::sleep_for(200ms);
    e.stop();
  });
  const auto stopped = e.search("position startpos", {.movetime = 20'000ms});
  stopper.join();
  REQUIRE(stopped.best);
  CHECK(stopped.elapsed < 5'000ms);
  const auto m = kifu::shogi::parse_usi_move(stopped.best->move, kifu::shogi::position::initial());
  CHECK(m.ok());
}

TEST_CASE("gpsusi: a search within byoyomi; go nodes ends it and a restart brings it back",
          "[usi][engine]") {
  engine e({engine_path("gpsusi", "gpsshogi")});
  REQUIRE(e.start());
  CHECK(e.name().starts_with("gpsshogi"));
  const auto r = e.search("position startpos moves 7g7f", {.movetime = 300ms});
  INFO(r.error);
  REQUIRE(r.best);
  const auto after = kifu::shogi::parse_usi_position("startpos moves 7g7f");
  REQUIRE(after.ok());
  CHECK(kifu::shogi::parse_usi_move(r.best->move, *after).ok());
  // gpsusi knows no `go nodes`: it throws and exits; the search says so, restart() recovers.
  const auto died = e.search("position startpos", {.nodes = 1000});
  CHECK_FALSE(died.best);
  CHECK(died.error.find("the engine") != std::string::npos);
  CHECK_FALSE(e.running());
  REQUIRE(e.restart());
  CHECK(e.search("position startpos", {.movetime = 200ms}).best);
}

TEST_CASE("an engine that crashes, hangs, writes garbage or will not start", "[usi][engine]") {
  SECTION("crash: the signal is told, and a restart works") {
    engine e({"sh", standin(), "crash"});
    REQUIRE(e.start());
    CHECK(e.name() == "standin-crash");
    const auto r = e.search("position startpos", {.movetime = 100ms});
    CHECK_FALSE(r.best);
    CHECK(r.error.find("signal 11") != std::string::npos);
    CHECK(e.restart());
    CHECK(e.running());
  }
  SECTION("hang: stop is sent after the limit and the grace, then the engine is killed") {
    engine e({"sh", standin(), "hang"}, {.handshake = 5'000ms, .grace = 300ms, .quit = 300ms});
    REQUIRE(e.start());
    const auto r = e.search("position startpos", {.movetime = 100ms});
    CHECK_FALSE(r.best);
    CHECK(r.error.find("no bestmove, even after stop") != std::string::npos);
    CHECK(r.elapsed < 3'000ms);
    CHECK_FALSE(e.running());
  }
  SECTION("garbage: kept aside, the bestmove still read") {
    engine e({"sh", standin(), "garbage"});
    REQUIRE(e.start());
    const auto r = e.search("position startpos", {.movetime = 100ms});
    REQUIRE(r.best);
    CHECK(r.best->move == "7g7f");
    REQUIRE_FALSE(e.unread_lines().empty());
    CHECK(e.unread_lines().back() == "%%%% not USI at all");
  }
  SECTION("an exact score is kept over a later bound, which a stopped iteration leaves") {
    engine e({"sh", standin(), "bound-last"});
    REQUIRE(e.start());
    const auto r = e.search("position startpos moves 7g7f", {.movetime = 100ms});
    REQUIRE(r.best);
    REQUIRE(r.lines.size() == 1);
    REQUIRE(r.lines[0].score);
    CHECK(r.lines[0].score->value == -102);
    CHECK(r.lines[0].depth == 11);
    CHECK(r.lines[0].pv.size() == 3);
  }
  SECTION("options are checked against the declarations") {
    engine e({"sh", standin(), "fine"});
    REQUIRE(e.start());
    CHECK(e.options().size() == 2);
    CHECK_FALSE(e.set_option("USI_Hash", "5000"));
    CHECK(e.error() == "option USI_Hash takes a whole number from 1 to 1024, not '5000'");
    CHECK_FALSE(e.set_option("Style", "Wild"));
    CHECK(e.set_option("Style", "Risky"));
  }
  SECTION("a start cancelled from another thread gives up within a tenth of a second") {
    engine e({"sh", standin(), "slow-start"}, {.handshake = 30'000ms, .quit = 300ms});
    const auto began = std::chrono::steady_clock::now();
    std::thread canceller([&e] {
      std::this_thread::sleep_for(300ms);
      e.cancel();
    });
    const bool started = e.start();
    canceller.join();
    CHECK_FALSE(started);
    CHECK(e.error() == "cancelled");
    CHECK(std::chrono::steady_clock::now() - began < 5'000ms);  // not the engine's 20 s
  }
  SECTION("an engine that exits at once, and one that does not exist") {
    engine exits({"sh", standin(), "exit-at-start"});
    CHECK_FALSE(exits.start());
    CHECK(exits.error().find("exited with status 3") != std::string::npos);
    engine missing({"kifu-no-such-engine"});
    CHECK_FALSE(missing.start());
    CHECK(missing.error().find("cannot start 'kifu-no-such-engine'") != std::string::npos);
  }
}
