// Test helper: compares two shogi records as trees (node order may differ between formats).
#pragma once

#include <catch2/catch.hpp>

#include <functional>

#include "kifu/shogi/record.hpp"

namespace kifu::test {

using shogi::record;

// The same game: headers, start, and a tree with the same moves, specials, times and notes.
inline void check_same_record(const record& a, const record& b, bool with_times_and_specials) {
  CHECK(a.headers == b.headers);
  CHECK(a.start == b.start);
  // Compare the trees by walking both (KI2 drops special-move nodes, so skip them there).
  std::function<void(std::size_t, std::size_t)> same = [&](std::size_t x, std::size_t y) {
    const auto kids = [&](const record& r, std::size_t n) {
      std::vector<std::size_t> k;
      for (std::size_t c : r.nodes[n].children)
        if (with_times_and_specials || r.nodes[c].move) k.push_back(c);
      return k;
    };
    const auto ka = kids(a, x), kb = kids(b, y);
    REQUIRE(ka.size() == kb.size());
    const auto& na = a.nodes[x];
    const auto& nb = b.nodes[y];
    CHECK(na.move == nb.move);
    CHECK(na.ply == nb.ply);
    CHECK(a.comments(x).to_vector() == b.comments(y).to_vector());
    CHECK(na.bookmarks == nb.bookmarks);
    CHECK(na.unparsed == nb.unparsed);
    if (with_times_and_specials) {
      CHECK(na.special == nb.special);
      CHECK(na.time == nb.time);
      // A main line's end word without a まで line is written with one, which reads back.
      if (na.footer || !nb.footer || na.move || na.children.size() > 0)
        CHECK(na.footer == nb.footer);
    }
    for (std::size_t i = 0; i < ka.size(); ++i) same(ka[i], kb[i]);
  };
  same(0, 0);
}

}  // namespace kifu::test
