// Cerke diagrams (SVG) and the replay up to a season and move: every picture is parsed as XML
// and its pieces, the 皇 and the hands read back from their data-* attributes must be exactly the
// position drawn — the initial position against yhuap-initial-position.tsv, and the position
// after every move of every corpus record — with the marked squares, labels, the turned pieces
// of the A side and the last move; a golden file and its rasterisation.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "kifu/cerke/board.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/cerke/diagram.hpp"
#include "support/picture_check.hpp"
#include "support/svg_reader.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using kifu::test::svg_document;

namespace {

// square name → (piece, colour, side) as the diagram's attributes say, or as the board holds.
using drawn_pieces = std::map<std::string, std::tuple<std::string, std::string, std::string>>;
// (side, piece, colour) → count.
using drawn_hands = std::map<std::tuple<std::string, std::string, std::string>, int>;

drawn_pieces pieces_of(const position& p) {
  drawn_pieces out;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      const square s{static_cast<column>(c), static_cast<row>(r)};
      if (const auto& piece = p.at(s))
        out[std::string(to_string(s))] = {std::string(to_string(piece->profession)),
                                          std::string(to_svg_attribute(piece->color)),
                                          std::string(to_svg_attribute(piece->owner))};
    }
  return out;
}

drawn_hands hands_of(const position& p) {
  drawn_hands out;
  for (const side s : {side::a, side::ia})
    for (const auto& cp : p.hands[static_cast<std::size_t>(s)])
      ++out[{std::string(to_svg_attribute(s)), std::string(to_string(cp.profession)),
             std::string(to_svg_attribute(cp.color))}];
  return out;
}

drawn_pieces read_pieces(const svg_document& svg) {
  drawn_pieces out;
  for (const auto& a : svg.with_class("piece")) {
    const bool fresh =
        out.emplace(a.at("data-square"),
                    std::tuple{a.at("data-piece"), a.at("data-colour"), a.at("data-side")})
            .second;
    CHECK(fresh);  // each square once
  }
  return out;
}

drawn_hands read_hands(const svg_document& svg) {
  drawn_hands out;
  for (const auto& a : svg.with_class("hand-piece")) {
    auto& n = out[{a.at("data-side"), a.at("data-piece"), a.at("data-colour")}];
    CHECK(n == 0);  // one entry per side, piece and colour
    n = std::stoi(a.at("data-count"));
  }
  return out;
}

// Checks that a diagram shows exactly `p`.
void check_reads_back(const position& p, const diagram_options& options = {}) {
  const svg_document svg(write_svg(p, options));
  CHECK(read_pieces(svg) == pieces_of(p));
  CHECK(read_hands(svg) == hands_of(p));
  const auto tam = svg.with_class("tam");
  REQUIRE(tam.size() == 1);
  CHECK(tam[0].at("data-square") == to_string(p.tam));
}

std::size_t moves_in(const record& r) {
  return static_cast<std::size_t>(std::count_if(r.body.begin(), r.body.end(), [](const auto& e) {
    return std::holds_alternative<move_element>(e);
  }));
}

}  // namespace

TEST_CASE("the initial position's diagram reads back as yhuap-initial-position.tsv",
          "[cerke][diagram]") {
  const svg_document svg(write_svg(initial_position()));
  const auto pieces = read_pieces(svg);
  const auto rows =
      kifu::test::read_tsv(kifu::test::data_dir() / "ckka" / "yhuap-initial-position.tsv");
  REQUIRE(rows.size() == 49);
  CHECK(pieces.size() == 48);
  for (const auto& row : rows) {
    INFO(row[0]);
    if (row[2] == "皇") {
      CHECK(svg.with_class("tam").at(0).at("data-square") == row[0]);
      continue;
    }
    REQUIRE(pieces.count(row[0]) == 1);
    const auto& [piece, colour, side] = pieces.at(row[0]);
    CHECK(piece == row[2]);
    CHECK(colour == (row[1] == "赤" ? "red" : "black"));
    CHECK(side == (row[3] == "A" ? "a" : "ia"));
  }
  CHECK(svg.with_class("hand-piece").empty());
  // The marked squares: 皇処 NI CI TU XU TY XY NAI CAI, 皇水 NO TO XO CO ZI ZU ZY ZAI, ZO both.
  std::string hue, water, both;
  for (const auto& a : svg.with_class("tam-hue")) hue += a.at("data-square") + ' ';
  for (const auto& a : svg.with_class("water")) water += a.at("data-square") + ' ';
  for (const auto& a : svg.with_class("tam-zo")) both += a.at("data-square") + ' ';
  CHECK(hue == "NI CI TU XU TY XY NAI CAI ");
  CHECK(water == "ZI ZU NO TO XO CO ZY ZAI ");
  CHECK(both == "ZO ");
  // The 皇's neighbours framed as 皇処 while it stands there.
  const auto around = svg.with_class("tam-hue-around");
  REQUIRE(around.size() == 1);
  CHECK(around[0].at("data-square") == "ZO");
  // Labels: the columns, then the rows, each once.
  const auto labels = svg.texts_with_class("coordinates");
  REQUIRE(labels.size() == 1);
  CHECK(labels[0] == "KALENITUZOXYCAIMAUPIA");
  // The A side's pieces are turned; the IA side's are not.
  const auto& doc = svg.xml();
  int turned = 0, upright = 0;
  for (const auto* g = doc.RootElement()->FirstChildElement("g"); g; g = g->NextSiblingElement("g"))
    for (const auto* p = g->FirstChildElement("g"); p; p = p->NextSiblingElement("g")) {
      const char* side = p->Attribute("data-side");
      if (side == nullptr) continue;
      const auto* tile = p->FirstChildElement("g");
      REQUIRE(tile != nullptr);
      const bool rotated = tile->Attribute("transform") != nullptr &&
                           std::string(tile->Attribute("transform")).rfind("rotate(180 ", 0) == 0;
      CHECK(rotated == (std::string(side) == "a"));
      (rotated ? turned : upright) += 1;
    }
  CHECK(turned == 24);
  CHECK(upright == 24);
}

TEST_CASE("the position after every move of every corpus record reads back",
          "[cerke][diagram][corpus]") {
  std::size_t drawn = 0;
  for (const auto& e : std::filesystem::directory_iterator(kifu::test::data_dir() / "ckka")) {
    if (e.path().extension() != ".ckka") continue;
    const auto r = read_ckka(kifu::test::read_bytes(e.path()));
    if (!r.ok() || !replay(*r).diagnostics().empty()) continue;
    INFO(e.path().filename());
    const auto whole = replay(*r);
    std::size_t moves = 0;
    for (std::size_t season = 0; season <= whole->season; ++season) {
      const auto end = replay(*r, {season, std::nullopt});
      REQUIRE(end.ok());
      for (std::size_t n = 0; n <= end->season_moves; ++n) {
        CAPTURE(season, n);
        const auto at = replay(*r, {season, n});
        REQUIRE(at.ok());
        CHECK(at->season == season);
        CHECK(at->season_moves == n);
        CHECK(at->last_move.has_value() == (n > 0));
        diagram_options options;
        options.last_move = at->last_move;
        check_reads_back(at->final, options);
        ++drawn;
      }
      moves += end->season_moves;
    }
    CHECK(moves == moves_in(*r));
  }
  CHECK(drawn > 100);
}

TEST_CASE("replay stops at a season and move; one the record does not reach is an error",
          "[cerke]") {
  const auto r = read_ckka(
      kifu::test::read_bytes(kifu::test::data_dir() / "ckka" / "kiaak-parser-tests__case4.ckka"));
  REQUIRE(r.ok());
  // The first season has 10 moves; after the 5th (ZAI船ZIZA手赤王) the IA side holds the red 王.
  const auto fifth = replay(*r, {0, 5});
  REQUIRE(fifth.ok());
  CHECK(fifth->final.hands[static_cast<std::size_t>(side::ia)] ==
        std::vector<captured_piece>{{color::red, piece::king}});
  CHECK(fifth->moves_replayed == 5);
  const auto last = std::get<step_bridge>(*fifth->last_move);
  CHECK(to_string(last.dest) == "ZA");
  CHECK(replay(*r, {0, std::nullopt})->season_moves == 10);
  const auto past = replay(*r, {0, 11});
  CHECK_FALSE(past.ok());
  REQUIRE(past.diagnostics().size() == 1);
  CHECK(past.diagnostics()[0].message == "season 1 has 10 moves that can be played, not 11");
  CHECK(past.diagnostics()[0].line == 19);  // at the declaration that ends the season
  const auto later = replay(*r, {3, std::nullopt});
  CHECK_FALSE(later.ok());
  CHECK(later.diagnostics()[0].message == "the record has 2 seasons, not 4");
}

TEST_CASE("the last move is framed, hands show counts, options leave parts out",
          "[cerke][diagram]") {
  position p = initial_position();
  p.hands[static_cast<std::size_t>(side::ia)] = {
      {color::red, piece::pawn}, {color::red, piece::pawn}, {color::black, piece::king}};
  p.hands[static_cast<std::size_t>(side::a)] = {{color::black, piece::ship}};
  diagram_options options;
  options.last_move = no_step_no_stick{{column::k, row::ai}, {column::k, row::y}, piece::pawn};
  check_reads_back(p, options);
  const svg_document svg(write_svg(p, options));
  const auto frames = svg.with_class("last-move");
  REQUIRE(frames.size() == 2);
  CHECK(frames[0].at("data-square") == "KAI");
  CHECK(frames[1].at("data-square") == "KY");
  options.last_move = parachute{color::red, piece::pawn, {column::z, row::u}};
  CHECK(svg_document(write_svg(p, options)).with_class("last-move").size() == 1);
  diagram_options bare;
  bare.hands = false;
  bare.coordinates = false;
  bare.tam_surroundings = false;
  bare.width = 600;
  const svg_document plain(write_svg(p, bare));
  CHECK(plain.with_class("hand-piece").empty());
  CHECK(plain.texts_with_class("coordinates").empty());
  CHECK(plain.root().at("width") == "600");
  CHECK(read_pieces(plain) == pieces_of(p));
  CHECK(plain.with_class("tam-hue-around").empty());
}

TEST_CASE("the golden cerke diagram is what write_svg draws, and it rasterises",
          "[cerke][diagram]") {
  // kiaak-parser-tests__case4.ckka after the first season's 10th move.
  const auto r = read_ckka(
      kifu::test::read_bytes(kifu::test::data_dir() / "ckka" / "kiaak-parser-tests__case4.ckka"));
  REQUIRE(r.ok());
  const auto at = replay(*r, {0, 10});
  REQUIRE(at.ok());
  diagram_options options;
  options.last_move = at->last_move;
  const std::string svg = write_svg(at->final, options);
  CHECK(svg == kifu::test::golden("diagram/cerke_case4_10.svg", svg));
  const auto ink = kifu::test::count_ink(svg);
  if (!ink) return;
  CHECK(ink->width == 390);
  CHECK(ink->dark > ink->all / 50);  // grid, frame, names
  CHECK(ink->dark < ink->all / 2);
  CHECK(ink->white > ink->all / 20);  // the margins at least
  CHECK(ink->colours > 10);
}
