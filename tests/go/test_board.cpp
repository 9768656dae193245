// Go positions: sizes, stones, star points as GNU Go draws them, and the names of points.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "kifu/go/board.hpp"

using namespace kifu::go;

TEST_CASE("a position holds stones on a square board of 2 to 25 lines", "[go][board]") {
  position p(9);
  CHECK(p.size() == 9);
  CHECK(p.count(stone::empty) == 81);
  p.set(2, 3, stone::black);
  p.set(8, 8, stone::white);
  p.set(9, 0, stone::black);  // off the board: ignored
  CHECK(p.at(2, 3) == stone::black);
  CHECK(p.at(8, 8) == stone::white);
  CHECK(p.at(9, 0) == stone::empty);
  CHECK(p.count(stone::black) == 1);
  CHECK(p.count(stone::white) == 1);
  CHECK_FALSE(p.to_play());
  p.set_to_play(color::white);
  CHECK(p.to_play() == color::white);

  position q(9);
  q.set(2, 3, stone::black);
  q.set(8, 8, stone::white);
  CHECK(same_stones(p, q));
  CHECK_FALSE(p == q);  // the side to move differs
  q.set_to_play(color::white);
  CHECK(p == q);
  CHECK_FALSE(same_stones(position(9), position(13)));

  CHECK_THROWS_AS(position(1), std::invalid_argument);
  CHECK_THROWS_AS(position(26), std::invalid_argument);
  CHECK(position(25).count(stone::empty) == 625);
}

TEST_CASE("star points are the ones GNU Go 3.8 marks with '+'", "[go][board]") {
  // Read off `boardsize N`, `showboard` of GNU Go 3.8 (columns A.., rows from the bottom; here
  // as 0-based x, y from the top left).
  const auto stars = [](int n) {
    std::vector<std::pair<int, int>> points;
    for (int y = 0; y < n; ++y)
      for (int x = 0; x < n; ++x)
        if (is_star_point(n, x, y)) points.emplace_back(x, y);
    return points;
  };
  using points = std::vector<std::pair<int, int>>;
  CHECK(stars(2).empty());
  CHECK(stars(3) == points{{1, 1}});
  CHECK(stars(4).empty());
  CHECK(stars(5) == points{{1, 1}, {3, 1}, {2, 2}, {1, 3}, {3, 3}});
  CHECK(stars(6) == points{{2, 2}, {3, 2}, {2, 3}, {3, 3}});
  CHECK(stars(7) == points{{2, 2}, {4, 2}, {3, 3}, {2, 4}, {4, 4}});
  CHECK(stars(9) == points{{2, 2}, {6, 2}, {4, 4}, {2, 6}, {6, 6}});  // C7 G7 E5 C3 G3
  CHECK(stars(11) == points{{2, 2}, {8, 2}, {5, 5}, {2, 8}, {8, 8}});
  CHECK(stars(12) == points{{3, 3}, {8, 3}, {3, 8}, {8, 8}});
  CHECK(stars(13).size() == 9);
  CHECK(stars(17).size() == 9);
  CHECK(stars(19) ==
        points{{3, 3}, {9, 3}, {15, 3}, {3, 9}, {9, 9}, {15, 9}, {3, 15}, {9, 15}, {15, 15}});
  CHECK(stars(20).size() == 4);
}

TEST_CASE("points are named as in GTP and SGF", "[go][board]") {
  CHECK(to_gtp_vertex(19, 3, 3) == "D16");
  CHECK(to_gtp_vertex(19, 0, 0) == "A19");
  CHECK(to_gtp_vertex(19, 18, 18) == "T1");
  CHECK(to_gtp_vertex(9, 8, 0) == "J9");  // no I
  CHECK(to_gtp_vertex(25, 24, 24) == "Z1");
  CHECK(to_gtp_vertex(9, 9, 0).empty());
  CHECK(to_sgf_point(3, 3) == "dd");
  CHECK(to_sgf_point(0, 18) == "as");
  CHECK(to_sgf_point(24, 24) == "yy");
  CHECK(to_sgf_point(25, 0).empty());
}
