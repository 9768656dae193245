// Shogi diagrams: every SVG is parsed by an XML parser and the position is read back from its
// data-* attributes (board, hands, side to move) and compared with the position drawn; golden
// files pin the look of each style; BOD reads back through the KIF reader.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/handicap.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/dia.hpp"
#include "png.hpp"
#include "support/svg_reader.hpp"
#include "support/test_data.hpp"

using namespace kifu::shogi;
using kifu::test::svg_document;

namespace {

// The piece kind of an upper-case SFEN letter.
piece_kind kind_of_letter(char c) {
  switch (c) {
    case 'P':
      return piece_kind::pawn;
    case 'L':
      return piece_kind::lance;
    case 'N':
      return piece_kind::knight;
    case 'S':
      return piece_kind::silver;
    case 'G':
      return piece_kind::gold;
    case 'B':
      return piece_kind::bishop;
    case 'R':
      return piece_kind::rook;
    case 'K':
      return piece_kind::king;
    default:
      FAIL("not a piece letter: " << c);
      return piece_kind::none;
  }
}

// The piece of a data-piece value (P, +R, p, +r).
piece piece_of_letters(std::string_view letters) {
  const bool promoted_piece = letters.size() == 2 && letters[0] == '+';
  const char letter = letters.back();
  const bool white = letter >= 'a' && letter <= 'z';
  piece_kind kind = kind_of_letter(static_cast<char>(white ? letter - 'a' + 'A' : letter));
  if (promoted_piece) kind = promoted(kind);
  return {white ? color::white : color::black, kind};
}

// The position an SVG says it draws: its pieces, hand entries and side to move. In tsume mode
// the defender's hand (残り全部) is not read: it stays empty.
position read_back(const svg_document& svg) {
  position p;
  for (const auto& a : svg.with_class("piece")) {
    const std::string& sq = a.at("data-square");
    REQUIRE(sq.size() == 2);
    const square s{static_cast<std::uint8_t>(sq[0] - '0'), static_cast<std::uint8_t>(sq[1] - '0')};
    REQUIRE(s.valid());
    REQUIRE(p.at(s).kind == piece_kind::none);  // one piece a square
    p.set(s, piece_of_letters(a.at("data-piece")));
  }
  for (const auto& a : svg.with_class("hand-piece")) {
    const color side = a.at("data-side") == "b" ? color::black : color::white;
    const piece_kind kind = kind_of_letter(a.at("data-piece").at(0));
    REQUIRE(p.hand(side, kind) == 0);  // one entry a kind
    p.set_hand(side, kind, std::stoi(a.at("data-count")));
  }
  p.set_side_to_move(svg.root().at("data-side-to-move") == "w" ? color::white : color::black);
  return p;
}

// Checks that the SVG of `p` with `o` is well-formed and draws exactly `p`; gives the document.
svg_document check_drawn(const position& p, const diagram_options& o = {}) {
  const std::string text = write_svg(p, o);
  svg_document svg(text);  // throws when the XML is not well-formed
  position back = read_back(svg);
  back.set_move_number(p.move_number());
  position expected = p;
  if (o.tsume)
    for (const piece_kind k : hand_order) expected.set_hand(color::white, k, 0);
  CHECK(to_sfen(back) == to_sfen(expected));
  return svg;
}

// The text of the piece drawn on a square.
std::string glyph_at(const svg_document& svg, std::string_view square_digits) {
  const auto pieces = svg.with_class("piece");
  const auto texts = svg.texts_with_class("piece");
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i].at("data-square") == square_digits) return texts[i];
  return {};
}

// The transform of the piece on a square.
std::string transform_at(const svg_document& svg, std::string_view square_digits) {
  for (const auto& a : svg.with_class("piece"))
    if (a.at("data-square") == square_digits) return a.at("transform");
  return {};
}

// A record read from a file of tests/data.
record read_record(const std::string& path) {
  const auto bytes = kifu::test::read_bytes(kifu::test::data_dir() / path);
  const auto r = looks_like_csa(bytes) ? read_csa(bytes) : read_kif(bytes, {.file_name = path});
  REQUIRE(r.has_value());
  return *r;
}

position sfen(std::string_view text) {
  const auto p = parse_sfen(text);
  REQUIRE(p.ok());
  return *p;
}

}  // namespace

TEST_CASE("the start position reads back from its SVG, the upper king 王 and rotated",
          "[diagram]") {
  for (const auto style : {diagram_style::book, diagram_style::game}) {
    diagram_options o;
    o.style = style;
    const auto svg = check_drawn(position::initial(), o);
    CHECK(svg.with_class("piece").size() == 40);
    CHECK(svg.with_class("hand-piece").empty());
    CHECK(svg.texts_with_class("hand-none") == std::vector<std::string>{"なし", "なし"});
    CHECK(glyph_at(svg, "51") == "王");
    CHECK(glyph_at(svg, "59") == "玉");
    CHECK(glyph_at(svg, "77") == "歩");
    CHECK(transform_at(svg, "51").ends_with("rotate(180)"));
    CHECK(transform_at(svg, "59").find("rotate") == std::string::npos);
    const auto root = svg.root();
    CHECK(root.at("viewBox").starts_with("0 0 "));
    CHECK(
        root.at("font-family").find(style == diagram_style::book ? "IPAexMincho" : "IPAexGothic") ==
        0);
    CHECK(root.at("font-family").ends_with(style == diagram_style::book ? "serif" : "sans-serif"));
    CHECK(svg.texts_with_class("hand-label") == std::vector<std::string>{"後手", "先手"});
    CHECK(svg.texts_with_class("hand-mark") == std::vector<std::string>{"☖", "☗"});
    CHECK(svg.with_class("last-move").empty());
    CHECK(svg.with_class("caption").empty());
  }
}

TEST_CASE("flipped, 先手's pieces are the upper side's: rotated, and its king is 王", "[diagram]") {
  diagram_options o;
  o.flip = true;
  const auto svg = check_drawn(position::initial(), o);
  CHECK(glyph_at(svg, "59") == "王");
  CHECK(glyph_at(svg, "51") == "玉");
  CHECK(transform_at(svg, "59").ends_with("rotate(180)"));
  CHECK(transform_at(svg, "51").find("rotate") == std::string::npos);
  CHECK(svg.root().at("data-flipped") == "true");
  // The coordinates run the other way: １ at the left, 九 at the top.
  const auto coordinates = svg.texts_with_class("coordinates");
  REQUIRE(coordinates.size() == 1);
  CHECK(coordinates[0].starts_with("１２３４５６７８９九八七"));
  CHECK(svg.texts_with_class("hand-label") == std::vector<std::string>{"先手", "後手"});
}

TEST_CASE("every handicap's start position reads back, its hands labelled 下手 and 上手",
          "[diagram]") {
  int drawn = 0;
  for (const handicap h : all_handicaps()) {
    const auto start = start_position(h);
    if (!start) {
      CHECK(h == handicap::other);
      continue;
    }
    INFO(to_string(h));
    diagram_options o;
    o.names = h == handicap::even ? side_names::sente_gote : side_names::shitate_uwate;
    const auto svg = check_drawn(*start, o);
    if (h != handicap::even) {
      CHECK(svg.root().at("data-side-to-move") == "w");
      CHECK(svg.texts_with_class("hand-label") == std::vector<std::string>{"上手", "下手"});
    }
    ++drawn;
  }
  CHECK(drawn == 16);  // 17 handicaps, その他 has no position of its own
}

TEST_CASE("a record's handicap, names, last move and caption become the diagram's options",
          "[diagram]") {
  const record r = read_record("kif/jkf_20081220kyoochi.kif");  // 香落ち
  const auto d = diagram_at_ply(r, 3);
  REQUIRE(d);
  CHECK(d->options.names == side_names::shitate_uwate);
  CHECK(d->options.caption == "【図は3手目 △３三角まで】");
  CHECK(d->options.black_name == "糸谷哲郎");
  CHECK(d->options.white_name == "深浦康市");
  REQUIRE(d->last_move);
  CHECK(d->options.last_move == d->last_move->to());
  CHECK(d->position == r.position_after(r.main_line()[2]));
  const auto svg = check_drawn(d->position, d->options);
  const auto highlighted = svg.with_class("last-move");
  REQUIRE(highlighted.size() == 1);
  CHECK(highlighted[0].at("data-square") == "33");
  CHECK(svg.texts_with_class("caption") == std::vector<std::string>{"【図は3手目 △３三角まで】"});
  CHECK(svg.texts_with_class("hand-label") == std::vector<std::string>{"深浦康市", "糸谷哲郎"});

  const auto start = diagram_at_ply(r, 0);
  REQUIRE(start);
  CHECK(start->options.caption.empty());
  CHECK_FALSE(start->options.last_move);
  CHECK_FALSE(diagram_at_ply(r, 143));
  CHECK(diagram_at_ply(r, 142));

  const record even = read_record("kif/jkf_ryuou201409020101.kif");
  const auto d35 = diagram_at_ply(even, 35);
  REQUIRE(d35);
  CHECK(d35->options.names == side_names::sente_gote);
  CHECK(d35->options.caption == "【図は35手目 ▲７八金まで】");
  CHECK(d35->options.ply == 35);
  // 同 is written without KI2's space in a caption, with it in BOD's 手数＝ line.
  const auto recapture = diagram_at_ply(r, 100);
  REQUIRE(recapture);
  CHECK(recapture->options.caption == "【図は100手目 ▲同桂まで】");
  CHECK(recapture->options.last_move_text == "▲同　桂");
}

TEST_CASE("the last move's origin is highlighted when asked", "[diagram]") {
  diagram_options o;
  o.last_move = square{7, 6};
  o.last_move_from = square{7, 7};
  const position p = position::initial().after(move::board({7, 7}, {7, 6}, piece_kind::pawn));
  const auto svg = check_drawn(p, o);
  REQUIRE(svg.with_class("last-move").size() == 1);
  CHECK(svg.with_class("last-move")[0].at("data-square") == "76");
  REQUIRE(svg.with_class("last-move-origin").size() == 1);
  CHECK(svg.with_class("last-move-origin")[0].at("data-square") == "77");
}

TEST_CASE("a tsume problem without 先手's king: 持駒 and 残り全部, the defender's king 玉",
          "[diagram]") {
  const auto bytes = kifu::test::read_bytes(kifu::test::data_dir() / "tbase/classics.dia");
  const auto set = kifu::tbase::read_dia(bytes);
  REQUIRE(set.has_value());
  int drawn = 0;
  for (const auto& work : set->records) {
    const auto p = kifu::tbase::start_position(work);
    REQUIRE(p.ok());
    INFO(to_sfen(*p));
    if (p->king_square(color::black)) continue;  // a few classics give 先手 a king
    ++drawn;
    diagram_options o;
    o.tsume = true;
    const auto svg = check_drawn(*p, o);
    for (const auto& a : svg.with_class("hand-piece")) CHECK(a.at("data-side") == "b");
    CHECK(svg.texts_with_class("hand-rest") == std::vector<std::string>{"残り全部"});
    CHECK(svg.texts_with_class("hand-title") == std::vector<std::string>{"持駒"});
    CHECK(svg.with_class("hand-label").empty());  // no side names in a problem
    CHECK(svg.with_class("hand-mark").empty());
    const auto king = p->king_square(color::white);
    REQUIRE(king);
    CHECK(glyph_at(svg, std::to_string(king->file * 10 + king->rank)) == "玉");
    o.tsume_defender = defender_hand::hidden;
    const auto hidden = check_drawn(*p, o);
    CHECK(hidden.with_class("hand-rest").empty());
    CHECK(hidden.with_class("hand").size() == 1);
  }
  CHECK(drawn >= 5);
}

TEST_CASE("every promoted piece of both sides reads back, one kanji each", "[diagram]") {
  const position p = sfen("+l+n+s1k3+r/+p8/9/9/4+b4/9/9/+P8/+L+N+S1K3+R b B 1");
  for (const auto style : {diagram_style::book, diagram_style::game}) {
    diagram_options o;
    o.style = style;
    const auto svg = check_drawn(p, o);
    CHECK(glyph_at(svg, "99") == "杏");
    CHECK(glyph_at(svg, "89") == "圭");
    CHECK(glyph_at(svg, "79") == "全");
    CHECK(glyph_at(svg, "98") == "と");
    CHECK(glyph_at(svg, "19") == "龍");
    CHECK(glyph_at(svg, "55") == "馬");
    CHECK(glyph_at(svg, "91") == "杏");
    CHECK(glyph_at(svg, "11") == "龍");
  }
}

TEST_CASE("hands are written in 飛角金銀桂香歩 order with kanji counts", "[diagram]") {
  const position p = sfen("4k4/9/9/9/9/9/9/9/4K4 b 18P2L3N4S4G2B2R 1");
  const auto svg = check_drawn(p);
  CHECK(svg.texts_with_class("hand-piece") ==
        std::vector<std::string>{"飛二", "角二", "金四", "銀四", "桂三", "香二", "歩十八"});
  const auto entries = svg.with_class("hand-piece");
  REQUIRE(entries.size() == 7);
  CHECK(entries[6].at("data-count") == "18");
  CHECK(entries[6].at("data-piece") == "P");
  // A single piece has no count.
  const auto one = check_drawn(sfen("4k4/9/9/9/9/9/9/9/4K4 w r 1"));
  CHECK(one.texts_with_class("hand-piece") == std::vector<std::string>{"飛"});
  CHECK(one.with_class("hand-piece")[0].at("data-side") == "w");
}

TEST_CASE("a long name is shortened, so that the pieces in hand keep their size", "[diagram]") {
  diagram_options o;
  o.black_name = "YaneuraOu-NNUE_7.6.3_8c_ryzen7950x";  // a floodgate engine's name
  o.white_name = "40b_n007_1050Ti";
  const auto svg = check_drawn(sfen("4k4/9/9/9/9/9/9/9/4K4 b N2Pbr 1"), o);
  const auto hands = svg.with_class("hand");
  REQUIRE(hands.size() == 2);
  for (const auto& hand : hands)  // at least three quarters of their full size (27.6)
    CHECK(std::stod(hand.at("font-size")) >= 0.75 * 27.6);
  const auto labels = svg.texts_with_class("hand-label");
  REQUIRE(labels.size() == 2);
  CHECK(labels[0] == "40b_n007_1050Ti");  // it fits
  CHECK(labels[1].starts_with("YaneuraOu-"));
  CHECK(labels[1].ends_with("…"));
  CHECK(labels[1].size() < o.black_name.size());
}

TEST_CASE("a name written down its column turns ー, _ and brackets a quarter, as type does",
          "[diagram]") {
  diagram_options o;
  o.black_name = "ab_cー";
  o.white_name = "（名人）";
  const std::string svg = write_svg(sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"), o);
  std::size_t turned = 0;
  for (auto at = svg.find("rotate(90 "); at != std::string::npos;
       at = svg.find("rotate(90 ", at + 1))
    ++turned;
  CHECK(turned == 4);  // _ ー （ ）; the letters and kanji stand upright
  CHECK(svg.find("rotate(90 ") < svg.find(">_</text>"));
}

TEST_CASE("names, captions and sizes: text that XML reserves is escaped, the size kept",
          "[diagram]") {
  diagram_options o;
  o.black_name = "A&B <x>";
  o.white_name = "\"quoted\" 'name'";
  o.caption = std::string("【第1図】 a<b & \x01\"c\"");
  o.caption_at = caption_position::above;
  o.width = 363;
  const auto svg = check_drawn(position::initial(), o);
  CHECK(svg.texts_with_class("caption") == std::vector<std::string>{"【第1図】 a<b & \"c\""});
  CHECK(svg.texts_with_class("hand-label") ==
        std::vector<std::string>{"\"quoted\"'name'", "A&B<x>"});  // a space is a gap
  const auto root = svg.root();
  CHECK(root.at("width") == "363");
  REQUIRE(root.at("viewBox").starts_with("0 0 726 "));
  CHECK(std::stod(root.at("viewBox").substr(8)) == Approx(std::stod(root.at("height")) * 2));
  o.coordinates = false;
  CHECK(check_drawn(position::initial(), o).with_class("coordinates").empty());
  // A caption of several lines: one text a line, the picture taller by a line each.
  const double one_line =
      std::stod(svg_document(write_svg(position::initial(), o)).root().at("viewBox").substr(8));
  o.caption = "第1図\n先手、7六歩から\n";
  const auto lines = check_drawn(position::initial(), o);
  CHECK(lines.texts_with_class("caption") == std::vector<std::string>{"第1図", "先手、7六歩から"});
  CHECK(std::stod(lines.root().at("viewBox").substr(8)) == Approx(one_line + 34));
  // A line too long for the picture is broken into rows of full size (it was shrunk to one
  // row nobody could read), after a phrase's end when one is in the row's second half.
  o.caption = "将棋図巧第百番「寿」は六百十一手の詰将棋で、伊藤看寿の作品として知られています。";
  const auto wrapped = check_drawn(position::initial(), o);
  const auto rows = wrapped.texts_with_class("caption");
  REQUIRE(rows.size() == 2);
  CHECK(rows[0] == "将棋図巧第百番「寿」は六百十一手の詰将棋で、");
  CHECK(rows[1] == "伊藤看寿の作品として知られています。");
  for (const auto& row : wrapped.with_class("caption")) CHECK(row.at("font-size") == "26");
  CHECK(std::stod(wrapped.root().at("viewBox").substr(8)) == Approx(one_line + 34));
  // Latin capitals are wide: 96 W (a full square each) fill rows of 25, which is what the
  // caption's 26-pixel size leaves of this picture's width without coordinates (they ran off
  // both sides when measured as half squares).
  o.caption = std::string(96, 'W');
  const auto latin = check_drawn(position::initial(), o).texts_with_class("caption");
  CHECK(latin == std::vector<std::string>{std::string(25, 'W'), std::string(25, 'W'),
                                          std::string(25, 'W'), std::string(21, 'W')});
}

TEST_CASE("random positions of the corpus games read back from their SVGs", "[diagram]") {
  const char* files[] = {"kif/jkf_20081220kyoochi.kif", "kif/jkf_ryuou201409020101.kif",
                         "kif/skc_Shogidokoro.kif",     "kif/tsshogi_sample.kifu",
                         "csa/floodgate-style.csa",     "csa/two-piece-handicap.csa",
                         "csa/wcsc-style.csa"};
  std::mt19937 random(17);
  int checked = 0;
  for (const char* file : files) {
    INFO(file);
    const record r = read_record(file);
    const auto line = r.main_line();
    for (int k = 0; k < 8 && !line.empty(); ++k) {
      const std::size_t node = line[random() % line.size()];
      const auto d = diagram_at(r, node);
      diagram_options o = d.options;
      o.style = random() % 2 ? diagram_style::book : diagram_style::game;
      o.flip = random() % 2;
      check_drawn(d.position, o);
      ++checked;
    }
  }
  CHECK(checked == 56);
}

TEST_CASE("the SVG of any position reached by random legal play parses and reads back",
          "[diagram]") {
  std::mt19937 random(2024);
  for (int game = 0; game < 4; ++game) {
    position p = position::initial();
    for (int ply = 0; ply < 150; ++ply) {
      const auto moves = p.legal_moves();
      if (moves.empty()) break;
      p.play(moves[random() % moves.size()]);
      diagram_options o;
      o.style = ply % 2 ? diagram_style::game : diagram_style::book;
      o.flip = ply % 3 == 0;
      check_drawn(p, o);
    }
  }
}

TEST_CASE("BOD: the KIF reader reads back the position, with 下手/上手 labels too", "[diagram]") {
  const record r = read_record("kif/jkf_ryuou201409020101.kif");
  for (const std::size_t node : {std::size_t{0}, r.main_line()[40], r.main_line()[77]}) {
    const auto d = diagram_at(r, node);
    for (const auto names : {side_names::sente_gote, side_names::shitate_uwate}) {
      diagram_options o = d.options;
      o.names = names;
      const std::string bod = write_bod(d.position, o);
      const auto back = read_kif(bod);
      REQUIRE(back.ok());
      CHECK(to_sfen(back->start) == to_sfen(d.position));  // 手数＝41 gives move 42
      if (node != 0)
        CHECK(bod.find("手数＝" + std::to_string(d.options.ply) + "  ") != std::string::npos);
    }
  }
  CHECK(write_bod(sfen("4k4/9/9/9/9/9/9/9/4K4 w 2P 1"), {}) ==
        "後手の持駒：なし\n"
        "  ９ ８ ７ ６ ５ ４ ３ ２ １\n"
        "+---------------------------+\n"
        "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
        "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n"
        "+---------------------------+\n"
        "先手の持駒：歩二　\n"
        "後手番\n");
}

TEST_CASE("the compact text diagram", "[diagram]") {
  diagram_options o;
  o.black_name = "羽生";
  CHECK(write_text_diagram(sfen("4k4/9/9/9/9/9/9/9/4K2+r1 b 2PG 1"), o) ==
        "☖後手 持駒：なし\n"
        " ９ ８ ７ ６ ５ ４ ３ ２ １\n"
        " ・ ・ ・ ・v王 ・ ・ ・ ・ 一\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 二\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 三\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 四\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 五\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 六\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 七\n"
        " ・ ・ ・ ・ ・ ・ ・ ・ ・ 八\n"
        " ・ ・ ・ ・ 玉 ・ ・v龍 ・ 九\n"
        "☗羽生 持駒：金　歩二\n"
        "☗先手の番\n");
  o.flip = true;
  o.tsume = true;
  const std::string flipped = write_text_diagram(sfen("4k4/9/9/9/9/9/9/9/4K2+r1 b 2PG 1"), o);
  // Turned round, `v` still marks 後手's pieces, as in KIF: here the lower side's.
  CHECK(flipped.starts_with(
      "持駒：金　歩二\n １ ２ ３ ４ ５ ６ ７ ８ ９\n ・v龍 ・ ・ 玉 ・ ・ ・ ・ 九\n"));
  CHECK(flipped.ends_with(" ・ ・ ・ ・v玉 ・ ・ ・ ・ 一\n持駒：残り全部\n"));
  // The caption's lines go below the board, or above it.
  o.caption = "第1問\n3手詰";
  CHECK(write_text_diagram(sfen("4k4/9/9/9/9/9/9/9/4K2+r1 b 2PG 1"), o)
            .ends_with("持駒：残り全部\n第1問\n3手詰\n"));
  o.caption_at = caption_position::above;
  CHECK(write_text_diagram(sfen("4k4/9/9/9/9/9/9/9/4K2+r1 b 2PG 1"), o)
            .starts_with("第1問\n3手詰\n持駒：金　歩二\n"));
}

namespace {

// The golden diagrams: one per style, and a tsume problem.
struct golden {
  const char* file;
  diagram_options options;
  position drawn;
};

std::vector<golden> goldens() {
  const record r = read_record("kif/jkf_ryuou201409020101.kif");
  auto d = diagram_at_ply(r, 35);
  REQUIRE(d);
  std::vector<golden> g;
  g.push_back({"diagram/book.svg", d->options, d->position});
  d->options.style = diagram_style::game;
  d->options.last_move_from = d->last_move->from();
  g.push_back({"diagram/game.svg", d->options, d->position});
  diagram_options tsume;
  tsume.tsume = true;
  tsume.caption = "第2番　初代宗桂　17手詰";
  const auto set =
      kifu::tbase::read_dia(kifu::test::read_bytes(kifu::test::data_dir() / "tbase/classics.dia"));
  REQUIRE(set.has_value());
  g.push_back({"diagram/tsume.svg", tsume, *kifu::tbase::start_position(set->records.at(1))});
  return g;
}

}  // namespace

TEST_CASE("golden diagrams: the SVG of each style is as stored", "[diagram]") {
  // KIFU_UPDATE_GOLDEN=1 rewrites the files (look at them before committing).
  const bool update = std::getenv("KIFU_UPDATE_GOLDEN") != nullptr;
  for (const auto& g : goldens()) {
    INFO(g.file);
    const std::string svg = write_svg(g.drawn, g.options);
    const auto path = kifu::test::data_dir() / g.file;
    if (update) std::ofstream(path, std::ios::binary) << svg;
    CHECK(svg == kifu::test::read_bytes(path));
    check_drawn(g.drawn, g.options);
  }
}

TEST_CASE("golden diagrams rasterise through librsvg to pictures that are not blank",
          "[diagram][png]") {
  if (!kifu_cli::png_available()) {
    WARN("built without librsvg: rasterising skipped");
    return;
  }
  for (const auto& g : goldens()) {
    INFO(g.file);
    std::string error;
    const auto image =
        kifu_cli::rasterise_svg(kifu::test::read_bytes(kifu::test::data_dir() / g.file), 1, error);
    REQUIRE(image);
    CHECK(image->width == 726);
    std::size_t dark = 0, white = 0;
    for (const std::uint32_t px : image->pixels) {
      const unsigned r = (px >> 16) & 0xFF, gr = (px >> 8) & 0xFF, b = px & 0xFF;
      dark += r + gr + b < 200;
      white += px == 0xFFFFFFFFU;
    }
    const std::size_t all = image->pixels.size();
    CHECK(dark > all / 50);  // lines, frame and letters
    CHECK(dark < all / 2);
    CHECK(white > all / 10);  // the margins at least
  }
}
