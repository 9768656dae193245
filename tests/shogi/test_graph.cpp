// The evaluation graph read back: one point for each evaluated ply of a real floodgate game, its
// data equal to the record's scores, mates on the rail, the largest swing marked and labelled.
#include <catch2/catch.hpp>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/graph.hpp"
#include "kifu/shogi/kif.hpp"
#include "support/svg_reader.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;

TEST_CASE("the graph of a floodgate game has one point per evaluated ply, with its score",
          "[graph]") {
  const auto game =
      read_csa(kifu::test::read_bytes(kifu::test::data_dir() / "kif/skc_floodgate.csa"));
  REQUIRE(game.has_value());
  const kifu::test::svg_document svg(write_evaluation_graph(*game));
  const auto points = svg.with_class("eval-point");
  std::vector<std::pair<int, int>> expected;  // ply, score
  for (const std::size_t i : game->main_line())
    if (const auto e = evaluation_of(*game, i); e && e->value())
      expected.emplace_back(game->nodes[i].ply, *e->value());
  REQUIRE(points.size() == expected.size());
  REQUIRE(points.size() >= 120);
  for (std::size_t k = 0; k < points.size(); ++k) {
    CHECK(std::stoi(points[k].at("data-ply")) == expected[k].first);
    CHECK(std::stoi(points[k].at("data-score")) == expected[k].second);
  }
  CHECK(points[0].at("data-score") == "113");
  // Black is up: a higher score is drawn higher (a smaller y).
  const auto y = [&](std::size_t k) { return std::stod(points[k].at("cy")); };
  CHECK(y(points.size() - 1) < y(0));
  const auto swing = svg.with_class("largest-swing");
  REQUIRE(swing.size() == 1);
  const auto label = svg.texts_with_class("largest-swing");
  REQUIRE(label.size() == 1);
  CHECK(label[0].find(swing[0].at("data-ply") + "手") == 0);
  CHECK(svg.all_text().find("10b_n003_1060") != std::string::npos);  // black's name
  // At the smallest width the names are cut to half the width each, not drawn over each other.
  graph_options narrow;
  narrow.width = 200;
  const kifu::test::svg_document small(write_evaluation_graph(*game, narrow));
  CHECK(small.texts_with_class("player-black") == std::vector<std::string>{"▲10b_n…"});
  CHECK(small.texts_with_class("player-white") == std::vector<std::string>{"△40b_n…"});
}

TEST_CASE("mates sit on the rails with data-mate; a record without evaluations is a frame",
          "[graph]") {
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n*#評価値=50\n"
      "   2 ８四歩(83)\n*#詰み=後手勝ち:7手\n   3 ２五歩(26)\n*#評価値=9000\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  const kifu::test::svg_document svg(write_evaluation_graph(*game));
  const auto points = svg.with_class("eval-point");
  REQUIRE(points.size() == 3);
  CHECK(points[1].at("data-mate") == "-7");
  CHECK(points[1].at("data-score") == "-100000");
  CHECK(points[0].count("data-mate") == 0);
  // The white mate on the bottom rail, the clipped 9000 on the top one.
  const kifu::test::svg_document wide(
      write_evaluation_graph(*game, {.winrate = false, .clip = 3000, .width = 640}));
  const auto p = wide.with_class("eval-point");
  CHECK(std::stod(p[1].at("cy")) > std::stod(p[0].at("cy")));
  CHECK(std::stod(p[2].at("cy")) < std::stod(p[0].at("cy")));
  const auto none =
      read_kif(std::string("手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n"));
  REQUIRE(none.ok());
  const kifu::test::svg_document empty(write_evaluation_graph(*none));
  CHECK(empty.with_class("eval-point").empty());
  CHECK(empty.with_class("largest-swing").empty());
}

TEST_CASE("the swing's label marks the side that moved, and a mate of unknown length is ±",
          "[graph]") {
  // 香落ち: 上手 (white, △) moves first, so the odd plies are white's.
  const std::string text =
      "手合割：香落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n*#評価値=100\n"
      "   2 ７六歩(77)\n*#評価値=2000\n   3 ８四歩(83)\n*#詰み=先手勝ち\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  const kifu::test::svg_document svg(write_evaluation_graph(*game));
  const auto points = svg.with_class("eval-point");
  REQUIRE(points.size() == 3);
  CHECK(points[2].at("data-mate") == "+");  // black mates, in plies not written
  CHECK(points[2].at("data-score") == "100000");
  const auto label = svg.texts_with_class("largest-swing");
  REQUIRE(label.size() == 1);
  CHECK(label[0] == "2手 ▲７六歩");  // 下手's move, from 100 to 2000, as a caption writes it
}

TEST_CASE("the curve breaks where a ply has no evaluation; score labels are round numbers",
          "[graph]") {
  const std::string text =
      "手合割：平手\n手数----指手---------消費時間--\n   1 ２六歩(27)\n*#評価値=50\n"
      "   2 ８四歩(83)\n*#評価値=40\n   3 ２五歩(26)\n   4 ８五歩(84)\n*#評価値=-20\n"
      "   5 ７八金(69)\n*#評価値=30\n";
  const auto game = read_kif(text);
  REQUIRE(game.ok());
  const std::string svg = write_evaluation_graph(*game, {.winrate = false, .clip = 100});
  // Plies 1–2 and 4–5: two pieces of curve, none across ply 3.
  std::size_t curves = 0;
  for (auto at = svg.find("<polyline"); at != std::string::npos; at = svg.find("<polyline", at + 1))
    ++curves;
  CHECK(curves == 2);
  const kifu::test::svg_document doc(svg);
  const std::string text_of_all = doc.all_text();
  for (const char* label : {"-100", "-75", "-50", "-25", "25", "50", "75", "100"})
    CHECK(text_of_all.find(label) != std::string::npos);
  CHECK(text_of_all.find("33") == std::string::npos);  // not thirds of the clip
  // At the smallest width the labels would overlap (6 pixels apart): the rails and 0 only.
  const kifu::test::svg_document small(
      write_evaluation_graph(*game, {.winrate = false, .clip = 100, .width = 200}));
  CHECK(small.all_text().find("100") != std::string::npos);
  for (const char* label : {"75", "50", "25"})
    CHECK(small.all_text().find(label) == std::string::npos);
  // Nor is a step drawn within 14 pixels of a rail (±2000 sat 8 pixels from ±3000).
  const kifu::test::svg_document rails(
      write_evaluation_graph(*game, {.winrate = false, .clip = 3000, .width = 200}));
  CHECK(rails.all_text().find("3000") != std::string::npos);
  CHECK(rails.all_text().find("2000") == std::string::npos);
}
