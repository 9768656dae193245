// Go diagrams (SVG): every picture is parsed as XML and its stones read back from their data-*
// attributes must be exactly the position drawn — empty boards, positions of a corpus game
// move by move, random positions of every size — with star points, coordinates, the last-move
// mark and move numbers; a golden file and its rasterisation.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "kifu/go/diagram.hpp"
#include "kifu/go/sgf.hpp"
#include "support/picture_check.hpp"
#include "support/svg_reader.hpp"
#include "support/test_data.hpp"

using namespace kifu::go;
using kifu::test::svg_document;

namespace {

std::string go_file(const std::string& name) {
  return kifu::test::read_bytes(kifu::test::data_dir() / "go" / name);
}

// The stones of a diagram, read from its <g class="stone"> groups, as a position.
position read_back(const svg_document& svg, int size) {
  position p(size);
  for (const auto& a : svg.with_class("stone")) {
    const std::string& point = a.at("data-point");
    REQUIRE(point.size() == 2);
    const int x = point[0] - 'a', y = point[1] - 'a';
    REQUIRE(p.contains(x, y));
    REQUIRE(p.at(x, y) == stone::empty);  // each point once
    const std::string& c = a.at("data-color");
    REQUIRE((c == "b" || c == "w"));
    p.set(x, y, c == "b" ? stone::black : stone::white);
  }
  return p;
}

int star_points(int size) {
  int n = 0;
  for (int y = 0; y < size; ++y)
    for (int x = 0; x < size; ++x) n += is_star_point(size, x, y) ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("an empty board: grid, star points, coordinates, viewBox", "[go][diagram]") {
  for (const int size : {9, 13, 19}) {
    CAPTURE(size);
    const svg_document svg(write_svg(position(size)));
    const auto root = svg.root();
    CHECK(root.at("data-size") == std::to_string(size));
    CHECK(root.count("viewBox") == 1);
    CHECK(svg.with_class("stone").empty());
    CHECK(svg.with_class("grid").size() == 1);
    CHECK(svg.with_class("frame").size() == 1);
    CHECK(svg.xml().RootElement()->FirstChildElement() != nullptr);
    // GNU Go's star points: 9×9 has 5, 13×13 and 19×19 have 9.
    CHECK(star_points(size) == (size == 9 ? 5 : 9));
    const auto* stars = svg.xml().RootElement()->FirstChildElement("g");
    REQUIRE(stars != nullptr);
    int drawn = 0;
    for (const auto* c = stars->FirstChildElement("circle"); c; c = c->NextSiblingElement())
      ++drawn;
    CHECK(drawn == star_points(size));
  }
  // Coordinates: GTP letters without I across and numbers up from the bottom, down the left.
  const svg_document gtp(write_svg(position(19)));
  const auto labels = gtp.texts_with_class("coordinates");
  REQUIRE(labels.size() == 1);
  CHECK(labels[0] ==
        "A19B18C17D16E15F14G13H12J11K10L9M8N7O6P5Q4R3S2T1");  // column, row, column, row …
  diagram_options sgf;
  sgf.coordinates = coordinate_style::sgf;
  CHECK(svg_document(write_svg(position(5), sgf)).texts_with_class("coordinates")[0] ==
        "aabbccddee");
  diagram_options japanese;
  japanese.coordinates = coordinate_style::japanese;
  const auto jp = svg_document(write_svg(position(13), japanese)).texts_with_class("coordinates");
  CHECK(jp[0].substr(0, 12) == "１一２二");
  CHECK(jp[0].find("１３十三") != std::string::npos);
  diagram_options none;
  none.coordinates = coordinate_style::none;
  CHECK(svg_document(write_svg(position(9), none)).texts_with_class("coordinates").empty());
  // Width in pixels; the viewBox keeps the drawing's own units.
  diagram_options wide;
  wide.width = 800;
  const auto root = svg_document(write_svg(position(19), wide)).root();
  CHECK(root.at("width") == "800");
  CHECK(root.at("height") == "800");
  CHECK(root.at("viewBox") == "0 0 490 490");
}

TEST_CASE("every position of a corpus game reads back from its diagram", "[go][diagram][corpus]") {
  const auto record = read_sgf_game(go_file("sabaki-sgf/utf8bom.sgf"));
  REQUIRE(record.ok());
  for (std::size_t moves = 0; moves <= record->move_count(); ++moves) {
    CAPTURE(moves);
    const auto played = play_main_line(*record, moves);
    REQUIRE(played.ok());
    diagram_options options;
    options.numbers_from = moves > 10 ? static_cast<int>(moves) - 9 : 1;
    const svg_document svg(write_svg(*played, options));
    CHECK(read_back(svg, 19) == [&] {
      position p = played->board();
      p.set_to_play(std::nullopt);
      return p;
    }());
    const auto marks = svg.with_class("last-move");
    if (moves == 0) {
      CHECK(marks.empty());
      continue;
    }
    REQUIRE(marks.size() == 1);
    const point last = *played->last_move();
    CHECK(marks[0].at("data-point") == sgf_point(last.x, last.y));
    // The numbers of the last ten moves whose stones still stand, in reading order.
    std::string expected;
    for (int y = 0; y < 19; ++y)
      for (int x = 0; x < 19; ++x)
        if (const int n = played->move_number({x, y}); n >= options.numbers_from)
          expected += std::to_string(n) + ' ';
    std::string numbers;
    for (const auto& t : svg.texts_with_class("move-number")) numbers += t + ' ';
    CHECK(numbers == expected);
  }
}

TEST_CASE("random positions of every size read back from their diagrams", "[go][diagram]") {
  std::mt19937 random(17);
  for (int size = min_board_size; size <= max_board_size; ++size) {
    for (const auto style : {coordinate_style::gtp, coordinate_style::sgf,
                             coordinate_style::japanese, coordinate_style::none}) {
      CAPTURE(size, static_cast<int>(style));
      position p(size);
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) p.set(x, y, static_cast<stone>(random() % 3));
      diagram_options options;
      options.coordinates = style;
      options.last_move = point{size - 1, 0};
      const svg_document svg(write_svg(p, options));
      CHECK(read_back(svg, size) == p);
      CHECK(svg.with_class("last-move").size() == (p.at(size - 1, 0) == stone::empty ? 0U : 1U));
      if (style != coordinate_style::none) {
        // Each line named once across and once down.
        const auto* g = svg.xml().RootElement()->FirstChildElement();
        int texts = 0;
        for (; g; g = g->NextSiblingElement())
          if (const char* c = g->Attribute("class"); c && std::string(c) == "coordinates")
            for (const auto* t = g->FirstChildElement("text"); t; t = t->NextSiblingElement())
              ++texts;
        CHECK(texts == 2 * size);
      }
    }
  }
}

TEST_CASE("the golden Go diagram is what write_svg draws, and it rasterises", "[go][diagram]") {
  // The corpus game after move 60, moves 51–60 numbered.
  const auto record = read_sgf_game(go_file("sabaki-sgf/utf8bom.sgf"));
  REQUIRE(record.ok());
  const auto played = play_main_line(*record, 60);
  diagram_options options;
  options.numbers_from = 51;
  const std::string svg = write_svg(*played, options);
  CHECK(svg == kifu::test::golden("diagram/go_game_60.svg", svg));
  const svg_document doc(svg);
  // 60 stones played, one taken.
  CHECK(played->captures(color::black) + played->captures(color::white) == 1);
  CHECK(doc.with_class("stone").size() == 59);
  const auto ink = kifu::test::count_ink(svg);
  if (!ink) return;
  CHECK(ink->width == 490);
  CHECK(ink->dark > ink->all / 20);  // lines, black stones, numbers
  CHECK(ink->dark < ink->all / 2);
  CHECK(ink->white < ink->all / 2);  // the board colour covers most of it
  CHECK(ink->colours > 10);
}
