// Go diagrams (SVG): every picture is parsed as XML and its stones read back from their data-*
// attributes must be exactly the position drawn — empty boards, positions of a corpus game
// move by move, random positions of every size — with star points, coordinates, the last-move
// mark and move numbers; a golden file and its rasterisation.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <tuple>
#include <vector>

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
    CHECK(marks[0].at("data-point") == to_sgf_point(last.x, last.y));
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

TEST_CASE("a figure draws every move of its range; retakes and passes are noted", "[go][diagram]") {
  // Move 9 (B cb) takes the white stone of move 8 at bb; move 10 retakes there (a ko), move 11
  // passes, move 12 is played elsewhere.
  const auto record = read_sgf_game(
      "(;GM[1]FF[4]SZ[7];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[gg];W[bb];B[cb];W[bb];B[];W[ee])");
  REQUIRE(record.ok());
  const auto figure = write_figure_svg(*record, 1, 12);
  REQUIRE(figure.ok());
  CHECK(figure.diagnostics().size() == 1);  // the ko retake, a warning
  const svg_document svg(*figure);
  // Nothing is taken off: the stone of move 8 at bb stays, and so does black's 9 at cb.
  position expected(7);
  for (const auto& [x, y, c] : std::vector<std::tuple<int, int, stone>>{{1, 0, stone::black},
                                                                        {2, 0, stone::white},
                                                                        {0, 1, stone::black},
                                                                        {3, 1, stone::white},
                                                                        {1, 2, stone::black},
                                                                        {2, 2, stone::white},
                                                                        {6, 6, stone::black},
                                                                        {1, 1, stone::white},
                                                                        {2, 1, stone::black},
                                                                        {4, 4, stone::white}})
    expected.set(x, y, c);
  CHECK(read_back(svg, 7) == expected);
  std::string numbers;
  for (const auto& t : svg.texts_with_class("move-number")) numbers += t + ' ';
  CHECK(numbers == "1 2 3 8 9 4 5 6 12 7 ");  // in reading order
  CHECK(svg.texts_with_class("note") == std::vector<std::string>{"10 at 8", "11 pass"});
  const auto mark = svg.with_class("last-move");
  REQUIRE(mark.size() == 1);
  CHECK(mark[0].at("data-point") == "ee");

  // A later figure starts from the position before its first move: 9 has taken 8 by then.
  const auto second = write_figure_svg(*record, 10, 12);
  REQUIRE(second.ok());
  const svg_document later(*second);
  position before = play_main_line(*record, 9)->board();
  before.set_to_play(std::nullopt);
  before.set(1, 1, stone::white);  // 10 retakes
  before.set(4, 4, stone::white);  // 12
  CHECK(read_back(later, 7) == before);
  CHECK(later.texts_with_class("note") == std::vector<std::string>{"11 pass"});

  // The corpus game, moves 91 to 110: white's 104 is played where its 94 was taken.
  const auto game = read_sgf_game(go_file("sabaki-sgf/utf8bom.sgf"));
  const auto corpus = write_figure_svg(*game, 91, 110);
  REQUIRE(corpus.ok());
  const svg_document figure2(*corpus);
  CHECK(figure2.texts_with_class("note") == std::vector<std::string>{"104 at 94"});
  CHECK(figure2.texts_with_class("move-number").size() == 19);

  // An illegal move inside the figure is the error play_main_line reports.
  const auto bad = read_sgf_game("(;SZ[9];B[cc];W[cc])");
  const auto refused = write_figure_svg(*bad, 1, 2);
  CHECK_FALSE(refused.ok());
  REQUIRE_FALSE(refused.diagnostics().empty());
  CHECK(refused.diagnostics()[0].code == kifu::diagnostic_code::go_illegal_move);
  // So is a move whose value is no point (found by fuzzing: the figure indexed the point -1).
  const auto unreadable = write_figure_svg(*read_sgf_game("(;SZ[9];B[a1];W[cc])"), 1, 2);
  CHECK_FALSE(unreadable.ok());
  CHECK_FALSE(unreadable.has_value());
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
