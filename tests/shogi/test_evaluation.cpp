// Engine evaluations in records: floodgate's `**` lines of a real game read into scores and
// legal reading lines, kept through CSA → KIF → CSA, ShogiHome's `#評価値=` lines, and both
// forms written and read back.
#include <catch2/catch.hpp>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;

namespace {

record floodgate_game() {
  const auto game =
      read_csa(kifu::test::read_bytes(kifu::test::data_dir() / "kif/skc_floodgate.csa"));
  REQUIRE(game.has_value());
  return *game;
}

std::vector<std::string> usi_of(const std::vector<move>& line) {
  std::vector<std::string> out;
  for (const move& m : line) out.push_back(to_usi(m));
  return out;
}

}  // namespace

TEST_CASE("floodgate's evaluations: scores from black's side and legal reading lines",
          "[evaluation]") {
  const record game = floodgate_game();
  const auto line = game.main_line();
  // Move 1 (+2726FU): '** 113 -3334FU +2625FU -2233KA …
  const auto first = evaluation_of(game, line[0]);
  REQUIRE(first);
  CHECK(first->score == 113);
  REQUIRE(first->pv.size() > 10);
  CHECK(usi_of(first->pv)[0] == "3c3d");
  CHECK(usi_of(first->pv)[1] == "2f2e");
  // Move 2 (-3334FU, white's engine): '** 126, from black's side too.
  CHECK(evaluation_of(game, line[1])->score == 126);
  std::size_t evaluated = 0;
  for (const std::size_t i : line) evaluated += evaluation_of(game, i).has_value();
  CHECK(evaluated >= 120);
}

TEST_CASE("evaluations survive CSA → KIF → CSA, ply by ply", "[evaluation]") {
  const record game = floodgate_game();
  const auto kif = read_kif(write_kif(game));
  REQUIRE(kif.ok());
  const auto csa = read_csa(write_csa(*kif).value());
  REQUIRE(csa.ok());
  const auto a = game.main_line(), b = kif->main_line(), c = csa->main_line();
  REQUIRE(a.size() == b.size());
  REQUIRE(a.size() == c.size());
  for (std::size_t k = 0; k < a.size(); ++k) {
    INFO("ply " << k + 1);
    const auto original = evaluation_of(game, a[k]);
    CHECK(evaluation_of(*kif, b[k]) == original);
    CHECK(evaluation_of(*csa, c[k]) == original);
  }
}

TEST_CASE("evaluations are written in the convention of the format written", "[evaluation]") {
  record game = floodgate_game();  // floodgate's '** lines
  const auto line = game.main_line();
  std::vector<std::optional<evaluation>> before;
  for (const std::size_t i : line) before.push_back(evaluation_of(game, i));
  // For KIF: ShogiHome's #評価値= lines, which ShogiHome reads; the same evaluations.
  const auto to_kif = express_evaluations(game, evaluation_form::shogihome);
  CHECK(to_kif.rewritten > 0);
  CHECK(to_kif.lost_parts == 0);
  for (std::size_t k = 0; k < line.size(); ++k) {
    INFO("ply " << k + 1);
    CHECK(evaluation_of(game, line[k]) == before[k]);
    for (const std::string_view l : game.comments(line[k])) CHECK_FALSE(l.starts_with("** "));
  }
  const std::string_view first = *game.comments(line[0]).begin();
  CHECK(first.starts_with("#評価値="));
  // Back to floodgate's form; written again in the form they are in, nothing is rewritten.
  CHECK(express_evaluations(game, evaluation_form::floodgate).rewritten == to_kif.rewritten);
  CHECK(express_evaluations(game, evaluation_form::floodgate).rewritten == 0);
  for (std::size_t k = 0; k < line.size(); ++k) CHECK(evaluation_of(game, line[k]) == before[k]);
}

TEST_CASE("ShogiHome's comment lines, read and written", "[evaluation]") {
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n"
      "*互角\n*#評価値=108\n*#読み筋=△８四歩▲７六歩△８五歩\n*#深さ=22\n*#ノード数=4937236\n"
      "*#エンジン=水匠5\n   2 ８四歩(83)\n*#詰み=後手勝ち:7手\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  const auto line = game->main_line();
  const auto e = evaluation_of(*game, line[0]);
  REQUIRE(e);
  CHECK(e->score == 108);
  CHECK(usi_of(e->pv) == std::vector<std::string>{"8c8d", "7g7f", "8d8e"});
  CHECK(e->depth == 22);
  CHECK(e->nodes == 4937236);
  CHECK(e->engine == "水匠5");
  const auto mate = evaluation_of(*game, line[1]);
  REQUIRE(mate);
  CHECK(mate->mate == -7);
  CHECK(mate->value() == -100000);
  // Written again in each form, then read: the same evaluation (the floodgate form keeps the
  // score and the line only).
  for (const auto form : {evaluation_form::shogihome, evaluation_form::floodgate}) {
    record r = *game;
    set_evaluation(r, line[0], *e, form);
    const auto back = evaluation_of(r, line[0]);
    REQUIRE(back);
    CHECK(back->score == e->score);
    CHECK(back->pv == e->pv);
    if (form == evaluation_form::shogihome) CHECK(*back == *e);
    std::size_t kept = 0;
    for (const std::string_view l : r.comments(line[0])) kept += l == "互角";
    CHECK(kept == 1);  // the other comment stays
  }
  CHECK(evaluation_lines(*e, game->position_after(line[0]), evaluation_form::floodgate)[0] ==
        "** 108 -8384FU +7776FU -8485FU");
}

TEST_CASE("a reading line with an illegal move stops there and says so", "[evaluation]") {
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n"
      "*#評価値=50\n*#読み筋=△８四歩△８五歩\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  bool illegal = false;
  const auto e =
      read_evaluation(game->comments(1), game->position_after(1), std::nullopt, &illegal);
  REQUIRE(e);
  CHECK(e->pv.size() == 1);
  CHECK(illegal);
}

TEST_CASE("a reading line's first move is 同 on the square of the move it follows",
          "[evaluation]") {
  // ShogiHome writes 同 from the first move on: after ２二角成, 同　銀 takes on 2二.
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
      "   3 ２二角成(88)\n*#評価値=50\n*#読み筋=△同　銀▲６八玉\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  const auto e = evaluation_of(*game, 3);
  REQUIRE(e);
  REQUIRE(e->pv.size() == 2);
  CHECK(to_usi(e->pv[0]) == "3a2b");
  // Written back the same way, and read back the same.
  record r = *game;
  set_evaluation(r, 3, *e, evaluation_form::shogihome);
  bool has_line = false;
  for (const std::string_view l : r.comments(3)) has_line |= l == "#読み筋=△同　銀▲６八玉";
  CHECK(has_line);
  CHECK(evaluation_of(r, 3) == e);
}

TEST_CASE("analyses made by real engines survive KIF and JKF, ply by ply", "[evaluation]") {
  // Written by kifu analyze with Debian's fairy-stockfish (plies 1-60) and gpsusi (40-47).
  for (const auto* name : {"csa/ryuou-fairy-stockfish.csa", "csa/ryuou-gpsusi.csa"}) {
    INFO(name);
    const auto game = read_csa(kifu::test::read_bytes(kifu::test::data_dir() / name));
    REQUIRE(game.has_value());
    const auto kif = read_kif(write_kif(*game));
    REQUIRE(kif.ok());
    const auto jkf = read_jkf(write_jkf(*game));
    REQUIRE(jkf.ok());
    const auto a = game->main_line(), b = kif->main_line(), c = jkf->main_line();
    REQUIRE(a.size() == b.size());
    REQUIRE(a.size() == c.size());
    std::size_t analysed = 0;
    for (std::size_t k = 0; k < a.size(); ++k) {
      INFO("ply " << k + 1);
      bool illegal = false;
      const auto e = read_evaluation(game->comments(a[k]), game->position_after(a[k]),
                                     game->nodes[a[k]].move->to(), &illegal);
      CHECK_FALSE(illegal);  // the engines' lines were checked before they were written
      if (!e) continue;
      ++analysed;
      CHECK((e->score || e->mate));
      CHECK(evaluation_of(*kif, b[k]) == e);
      CHECK(evaluation_of(*jkf, c[k]) == e);
    }
    CHECK(analysed == (std::string_view(name).find("fairy") != std::string_view::npos ? 60 : 8));
  }
}

TEST_CASE("a comment of stars or a score that is no number is no evaluation", "[evaluation]") {
  const position after = position::initial();
  const std::string stars = "**********\n** a note\n#評価値=abc\n";
  CHECK_FALSE(read_evaluation(text_lines(stars), after, std::nullopt));
  CHECK_FALSE(is_evaluation_line("** a note"));
  CHECK(is_evaluation_line("** -25 +2726FU"));
}

TEST_CASE("an evaluation line whose value does not read is named", "[evaluation]") {
  const std::string good =
      "先手有望\n#評価値=+158\n#深さ=8\n#ノード数=123456\n#詰み=後手勝ち:5手\n** -25 +2726FU\n";
  CHECK_FALSE(unreadable_evaluation_line(text_lines(good)));
  for (const std::string bad : {"#評価値=abc", "#評価値=12x", "#評価値=", "#深さ=8/20",
                                "#ノード数=-", "#詰み=引き分け", "** abc +2726FU"}) {
    const std::string text = "a note\n" + bad + "\n#評価値=30\n";
    CHECK(unreadable_evaluation_line(text_lines(text)) == std::optional<std::string_view>(bad));
  }
  // A note of stars is no evaluation line: nothing to say of it.
  const std::string stars = "**********\n**bold**\n";
  CHECK_FALSE(unreadable_evaluation_line(text_lines(stars)));
}

TEST_CASE("a reading line without a score is written in ShogiHome's form even for CSA",
          "[evaluation]") {
  const position after = position::initial();
  evaluation e;
  e.pv.push_back(parse_usi_move("2g2f", after).value());
  const auto lines = evaluation_lines(e, after, evaluation_form::floodgate);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0] == "#読み筋=▲２六歩");
  std::string text = lines[0] + "\n";
  CHECK(read_evaluation(text_lines(text), after, std::nullopt) == e);
}

TEST_CASE("Kifu for Windows' analysis lines are read", "[evaluation]") {
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n"
      "**解析 0 ○ 候補1 時間 00:01.0 深さ 12/24 ノード数 123456 評価値 +64↑ 読み筋 △８四歩(83) "
      "▲７六歩(77) △８五歩(84)\n   2 ８四歩(83)\n**解析 0 評価値 -詰 5 読み筋 ▲２五歩(26)\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  const auto line = game->main_line();
  const auto e = evaluation_of(*game, line[0]);
  REQUIRE(e);
  CHECK(e->score == 64);
  CHECK(e->depth == 12);
  CHECK(e->nodes == 123456);
  CHECK(usi_of(e->pv) == std::vector<std::string>{"8c8d", "7g7f", "8d8e"});
  const auto mate = evaluation_of(*game, line[1]);
  REQUIRE(mate);
  CHECK(mate->mate_sign == -1);
  // Rewritten, it becomes ShogiHome's lines, the Kifu for Windows line replaced.
  record r = *game;
  set_evaluation(r, line[0], *e, evaluation_form::shogihome);
  for (const std::string_view l : r.comments(line[0])) CHECK_FALSE(l.starts_with("*解析"));
  CHECK(evaluation_of(r, line[0]) == e);
}

TEST_CASE("check_evaluations warns of a value that does not read and an illegal reading line",
          "[evaluation]") {
  const auto r = read_kif(
      "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*#評価値=abc\n"
      "   2 ３四歩(33)\n*#評価値=30\n*#読み筋=▲２二角成 △同　銀 ▲５五飛打\n   3 投了\n");
  REQUIRE(r.ok());
  const auto values = check_evaluations(*r, false);
  REQUIRE(values.size() == 1);
  CHECK(values[0].code == kifu::diagnostic_code::evaluation_value_unreadable);
  CHECK(values[0].line == 3);
  CHECK(
      values[0].message.starts_with("the evaluation line '#評価値=abc' in the comment of move 1"));
  const auto all = check_evaluations(*r, true);
  REQUIRE(all.size() == 2);
  CHECK(all[1].code == kifu::diagnostic_code::evaluation_line_illegal);
  CHECK(all[1].line == 5);
  CHECK(all[1].message ==
        "the engine's reading line in the comment of move 2 is not legal at its move 3; it is "
        "kept as text only");
}
