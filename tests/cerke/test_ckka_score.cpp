// Hands from captured pieces (hands-calculate-hand-cases.json) and score tracking against the
// season tables of the corpus (expected/score-tracks.tsv and score-tracks-named.tsv).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/score.hpp"
#include "support/ckka.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using json = nlohmann::json;

namespace {

captured_piece parse_piece(const std::string& s) {
  static const std::map<std::string, piece> pieces = {
      {"船", piece::ship},    {"兵", piece::pawn},  {"弓", piece::bow},   {"車", piece::chariot},
      {"虎", piece::tiger},   {"馬", piece::horse}, {"筆", piece::clerk}, {"巫", piece::shaman},
      {"将", piece::general}, {"王", piece::king}};
  return {s.starts_with("黒") ? color::black : color::red, pieces.at(s.substr(3))};
}

score_track track(const std::string& file) {
  const auto r = read_ckka(kifu::test::read_bytes(kifu::test::ckka_dir() / (file + ".ckka")));
  REQUIRE(r.ok());
  const auto t = track_scores(*r);
  CHECK(t.diagnostics().empty());
  REQUIRE(t.has_value());
  return *t;
}

}  // namespace

TEST_CASE("every case of hands-calculate-hand-cases.json", "[cerke]") {
  const json cases = json::parse(
      kifu::test::read_bytes(kifu::test::ckka_dir() / "hands-calculate-hand-cases.json"));
  REQUIRE(cases.size() == 126);
  for (const auto& c : cases) {
    INFO(c.dump());
    std::vector<captured_piece> captured;
    for (const auto& p : c[0]) captured.push_back(parse_piece(p));
    const auto result = evaluate_hands(captured);
    if (c[1]["error"] == true) {
      std::vector<captured_piece> too_many;
      for (const auto& p : c[1]["too_many"]) too_many.push_back(parse_piece(p));
      CHECK(std::is_permutation(result.too_many.begin(), result.too_many.end(), too_many.begin(),
                                too_many.end()));
      CHECK(result.hands.empty());
      continue;
    }
    CHECK(result.too_many.empty());
    std::vector<std::string> ours, theirs;
    for (const hand h : result.hands) ours.emplace_back(to_string(h));
    for (const auto& h : c[1]["hands"]) theirs.push_back(h);
    std::sort(ours.begin(), ours.end());
    std::sort(theirs.begin(), theirs.end());
    CHECK(ours == theirs);
    CHECK(result.score == c[1]["score"]);
  }
}

// Calls check(row, track, i) for each row of a season table, where the row describes the i-th
// 終季 of its record; returns how many rows each record has.
template <class Check>
std::map<std::string, std::size_t> for_each_season_row(const std::string& table,
                                                       std::size_t expected_rows, Check check) {
  const auto rows = kifu::test::read_tsv(kifu::test::ckka_dir() / "expected" / table);
  REQUIRE(rows.size() == expected_rows);
  std::map<std::string, std::size_t> seen;
  for (const auto& row : rows) {
    INFO(row[0] << " season " << row[1]);
    const auto t = track(row[0]);
    const std::size_t i = seen[row[0]]++;
    REQUIRE(i < t.seasons.size());
    check(row, t, i);
  }
  return seen;
}

TEST_CASE("score tracks of the cerke_online records equal score-tracks.tsv", "[cerke]") {
  const auto seen = for_each_season_row(
      "score-tracks.tsv", 14,
      [](const std::vector<std::string>& row, const score_track& t, std::size_t i) {
        const auto& s = t.seasons[i];
        CHECK(std::to_string(s.season_index) == row[1]);
        CHECK(to_string(s.season) == row[2]);
        CHECK(s.declarer == row[3]);
        CHECK(std::to_string(s.rate) == row[4]);
        CHECK(std::to_string(s.points) == row[5]);
        CHECK(t.names == std::array<std::string, 2>{"ia", "a"});
        CHECK(std::to_string(s.scores_after[0]) == row[6]);
        CHECK(std::to_string(s.scores_after[1]) == row[7]);
        std::string hands;
        for (const auto& h : s.hands)
          hands += (hands.empty() ? "" : "加") + std::string(to_string(h.hand));
        CHECK(hands == row[8]);
      });
  for (const auto& [file, count] : seen) {
    INFO(file);
    CHECK(track(file).seasons.size() == count);
    CHECK(track(file).game_over);
  }
}

TEST_CASE("score tracks of the named records equal score-tracks-named.tsv", "[cerke]") {
  for_each_season_row("score-tracks-named.tsv", 4,
                      [](const std::vector<std::string>& row, const score_track& t, std::size_t i) {
                        // The TSV line of kifu ckka score carries the same fields in the same
                        // order.
                        std::string line = write_tsv(t);
                        for (std::size_t k = 0; k <= i; ++k)
                          line = line.substr(line.find('\n') + 1);
                        line = line.substr(0, line.find('\n'));
                        CHECK(line == row[1] + "\t" + row[2] + "\t" + row[3] + "\t" + row[4] +
                                          "\t" + row[5] + "\t" + row[6] + "\t" + row[7]);
                      });
}

TEST_CASE("the declarer of 或為 follows the move order", "[cerke]") {
  // The same game as sample2 with 或 instead of the name: the alternation from the first-named
  // player (the first season) and then the other player first each season finds the same
  // declarer every time.
  const auto anonymous = track("ckka-rust-tests__sample3-anonymous-paren-yaku");
  const auto named = track("ckka-rust-tests__sample2-named-paren-yaku");
  REQUIRE(anonymous.seasons.size() == 3);
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(anonymous.seasons[i].declarer == "jekto.vatimeliju");
    CHECK(anonymous.seasons[i].scores_after == named.seasons[i].scores_after);
  }
  CHECK(write_tsv(anonymous) == write_tsv(named));
}

TEST_CASE("score tracking reports what it cannot follow", "[cerke]") {
  ckka_read_options body_only;
  body_only.body_only = true;
  const auto unknown = read_ckka("XU兵XY無撃裁 或為王而手五 終季", body_only);
  REQUIRE(unknown.ok());
  const auto t = track_scores(*unknown);
  REQUIRE(t.diagnostics().size() == 1);
  CHECK(t.diagnostics()[0].code == kifu::diagnostic_code::ckka_declarer);
  const auto stranger = read_ckka("[a] [b]\nXU兵XY無撃裁\n[c]為王而手五 終季\n");
  REQUIRE(stranger.ok());
  const auto s = track_scores(*stranger);
  REQUIRE(s.diagnostics().size() == 1);
  CHECK(s.diagnostics()[0].message == "the declarer 'c' is not one of the players (a, b)");
  // 40 points end the game; a move after that is reported.
  const auto over = read_ckka("[a]三十五 [b]\nXU兵XY無撃裁 [a]為獣而手五 終季\nXI兵XU無撃裁\n");
  const auto o = track_scores(*over);
  CHECK(o->game_over);
  CHECK(o->seasons[0].scores_after == std::array<std::int32_t, 2>{40, 0});
  REQUIRE(o.diagnostics().size() == 1);
  CHECK(o.diagnostics()[0].code == kifu::diagnostic_code::ckka_order);
  CHECK(o.diagnostics()[0].line == 3);
}

TEST_CASE("a named declarer is the player who made the move before", "[cerke]") {
  // [a] moves first (no 一位色 header: the first-named player), so the first move is a's.
  const auto wrong = read_ckka("[a] [b]\nXU兵XY無撃裁\n[b]為王而手五 終季\n");
  REQUIRE(wrong.ok());
  const auto w = track_scores(*wrong);
  REQUIRE(w.diagnostics().size() == 1);
  CHECK(w.diagnostics()[0].code == kifu::diagnostic_code::ckka_declarer);
  CHECK(w.diagnostics()[0].line == 3);
  CHECK(w.diagnostics()[0].message ==
        "the declarer is b, but the hand was formed by a, who made the move before it");
  const auto right = read_ckka("[a] [b]\nXU兵XY無撃裁\n[a]為王而手五 終季\n");
  CHECK(track_scores(*right).diagnostics().empty());
}

TEST_CASE("the player line holds 40 points between two names", "[cerke]") {
  const auto message = [](std::string_view text) {
    const auto r = read_ckka(text);
    return r.diagnostics().empty() ? std::string() : r.diagnostics().front().message;
  };
  CHECK(message("[A]百 [B]\n") ==
        "player 'A' holds 100 points: a score is 0 to 40, the two making 40");
  CHECK(message("[A]二十 [B]十\n") ==
        "the scores 20 and 10 make 30, not 40 (omit one and it is inferred)");
  CHECK(message("[A]十 [B]\n").empty());  // B's 30 is inferred
  const auto same = read_ckka("[A]二十 [A]二十\n");
  CHECK(same.ok());  // a real 2018 record names one player twice: a warning
  REQUIRE(same.diagnostics().size() == 1);
  CHECK(same.diagnostics()[0].level == kifu::severity::warning);
  CHECK(same.diagnostics()[0].column == 7);
}

TEST_CASE("a move after 星一周 is reported once, by the checks", "[cerke]") {
  const auto r =
      read_ckka("[a]三十五 [b]\nXU兵XY無撃裁 [a]為獣而手三 終季\n星一周\nXI兵XU無撃裁\n");
  REQUIRE(r.ok());
  const auto checks = check_ckka(*r);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].message == "a move after 星一周");
  // The scores say nothing of the move, but of the 星一周 itself: it came after one season,
  // both players still holding points.
  const auto scores = track_scores(*r);
  REQUIRE(scores.diagnostics().size() == 1);
  CHECK(scores.diagnostics()[0].level == kifu::severity::warning);
  CHECK(scores.diagnostics()[0].line == 3);
  CHECK(scores.diagnostics()[0].message ==
        "星一周 ends the game after 1 of its 4 seasons, while both players still have points "
        "(38 and 2)");
}

TEST_CASE("a 一位色 of more seasons than a game has is warned of", "[cerke]") {
  const auto r = read_ckka("{一位色:黒黒黒黒黒}\nXU兵XY無撃裁\n");
  REQUIRE(r.ok());
  const auto scores = track_scores(*r);
  REQUIRE(scores.diagnostics().size() == 1);
  CHECK(scores.diagnostics()[0].line == 1);
  CHECK(scores.diagnostics()[0].message.starts_with("{一位色:…} names 5 seasons; a game has four"));
}
