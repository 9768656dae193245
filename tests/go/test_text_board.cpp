// Text Go boards: every fixture of the Go corpus read against GNU Go's own SGF of the same
// position, the three drawing styles checked against GNU Go and the synthetic boards, random
// positions of every size and style drawn and read back, and the tolerance rules one by one.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "kifu/go/sgf.hpp"
#include "kifu/go/text_board.hpp"
#include "support/test_data.hpp"

using namespace kifu::go;
using kifu::diagnostic_code;
using kifu::severity;
using kifu::text_encoding;

namespace {

std::string go_file(const std::string& name) {
  return kifu::test::read_bytes(kifu::test::data_dir() / "go" / name);
}

position sgf_position(const std::string& name) {
  auto r = read_sgf(go_file(name));
  REQUIRE(r.ok());
  return *r;
}

// Lines [first, last] (1-based) of a text, each with its '\n'.
std::string lines_of(const std::string& text, int first, int last) {
  std::string out;
  std::size_t at = 0;
  for (int n = 1; at < text.size() && n <= last; ++n) {
    std::size_t end = text.find('\n', at);
    end = end == std::string::npos ? text.size() : end + 1;
    if (n >= first) out += text.substr(at, end - at);
    at = end;
  }
  return out;
}

int count_level(const kifu::diagnostic_list& ds, severity level) {
  int n = 0;
  for (const auto& d : ds) n += d.level == level ? 1 : 0;
  return n;
}

const kifu::diagnostic* find_code(const kifu::diagnostic_list& ds, diagnostic_code code) {
  for (const auto& d : ds)
    if (d.code == code) return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("GNU Go showboard reads as the position of its printsgf", "[go][text][corpus]") {
  for (const int n : {9, 13, 19}) {
    INFO("size " << n);
    const auto r = read_text_board(go_file("gnugo/showboard_" + std::to_string(n) + ".txt"));
    REQUIRE(r.ok());
    const position expected = sgf_position("gnugo/printsgf_" + std::to_string(n) + ".sgf");
    CHECK(r->position.size() == n);
    CHECK(same_stones(r->position, expected));
    CHECK(r->rows == row_order::bottom_up);
    CHECK(r->first_line == 3);
    CHECK(r->last_line == static_cast<std::uint32_t>(2 + n));
    CHECK_FALSE(r->position.to_play());  // showboard does not say
    // Only notes: the "= " answer line and the two capture counts.
    CHECK(count_level(r.diagnostics(), severity::note) == 3);
    CHECK(count_level(r.diagnostics(), severity::warning) == 0);
  }
  // The capture counts sit on rows 2 and 1 of a 9×9 board, after the right-hand labels.
  const auto r9 = read_text_board(go_file("gnugo/showboard_9.txt"));
  const auto& d = r9.diagnostics();
  REQUIRE(d.size() == 3);
  CHECK(d[0].line == 1);
  CHECK(d[1].code == diagnostic_code::go_ignored_text);
  CHECK(d[1].line == 10);
  CHECK(d[1].column == 28);
  CHECK(d[1].offset == 3 + 21 + 7 * 23 + 27);  // "= ", labels, rows 9–3
  CHECK(d[1].message == "ignored 'WHITE (O) has captured 0 stones' after row 2");
  CHECK(d[2].line == 11);
}

TEST_CASE("GNU Go's ASCII mode and loadsgf transcripts read as their SGF", "[go][text][corpus]") {
  const auto ascii = read_text_board(go_file("gnugo/ascii_mode_9.txt"));
  REQUIRE(ascii.ok());
  CHECK(same_stones(ascii->position, sgf_position("gnugo/printsgf_9.sgf")));
  CHECK(ascii->position.to_play() == color::black);  // "To Move:      black"
  CHECK(find_code(ascii.diagnostics(), diagnostic_code::go_side_to_move)->line == 7);

  const auto setup = read_text_board(go_file("gnugo/loadsgf_setup_transcript.txt"));
  REQUIRE(setup.ok());
  CHECK(same_stones(setup->position, sgf_position("gnugo/setup.sgf")));
  // A setup stone without liberties stays (GNU Go keeps it too).
  const auto dead = read_text_board(go_file("gnugo/loadsgf_dead_transcript.txt"));
  REQUIRE(dead.ok());
  CHECK(same_stones(dead->position, sgf_position("gnugo/dead.sgf")));
  CHECK(dead->position.at(1, 1) == stone::white);
}

TEST_CASE("the synthetic boards read as their expected SGF, skipping the second board",
          "[go][text][corpus]") {
  struct fixture {
    const char* file;
    int size;
    row_order rows;
    std::uint32_t second_board_line;
  };
  for (const auto& f : {fixture{"figom_like_jp_9.txt", 9, row_order::top_down, 18},
                        fixture{"figom_like_jp_9.sjis.txt", 9, row_order::top_down, 18},
                        fixture{"figom_like_jp_19.txt", 19, row_order::top_down, 28},
                        fixture{"fullwidth_gtp_9.txt", 9, row_order::bottom_up, 19},
                        fixture{"fullwidth_gtp_13.txt", 13, row_order::bottom_up, 23}}) {
    INFO(f.file);
    const auto r = read_text_board(go_file(std::string("synthetic/") + f.file));
    REQUIRE(r.ok());
    const position expected = sgf_position("gnugo/printsgf_" + std::to_string(f.size) + ".sgf");
    CHECK(same_stones(r->position, expected));
    CHECK(r->rows == f.rows);
    CHECK(r->position.to_play() == color::black);  // 黒番 in the post; printsgf says PL[B]
    CHECK(r->position.to_play() == expected.to_play());
    const auto* second = find_code(r.diagnostics(), diagnostic_code::go_second_board);
    REQUIRE(second != nullptr);
    CHECK(second->level == severity::warning);
    CHECK(second->line == f.second_board_line);
    CHECK(count_level(r.diagnostics(), severity::warning) == 1);
  }
}

TEST_CASE("the skipped second board is the other GNU Go game", "[go][text][corpus]") {
  // Reading from the second board's column labels on gives second_9.sgf: the board that the
  // reader skipped is a real board, not text it failed to read.
  const std::string text = go_file("synthetic/figom_like_jp_9.txt");
  const auto r = read_text_board(lines_of(text, 17, 40));
  REQUIRE(r.ok());
  CHECK(same_stones(r->position, sgf_position("synthetic/second_9.sgf")));
  const auto g = read_text_board(lines_of(go_file("synthetic/fullwidth_gtp_13.txt"), 21, 60));
  REQUIRE(g.ok());
  CHECK(same_stones(g->position, sgf_position("synthetic/second_9.sgf")));
}

TEST_CASE("Shift_JIS boards report positions in the original bytes", "[go][text][encoding]") {
  const auto utf8 = read_text_board(go_file("synthetic/figom_like_jp_9.txt"));
  const auto sjis = read_text_board(go_file("synthetic/figom_like_jp_9.sjis.txt"));
  REQUIRE(sjis.ok());
  CHECK(sjis->encoding == text_encoding::shift_jis);
  CHECK(utf8->encoding == text_encoding::utf8);
  CHECK(sjis->position == utf8->position);
  const auto* a = find_code(utf8.diagnostics(), diagnostic_code::go_second_board);
  const auto* b = find_code(sjis.diagnostics(), diagnostic_code::go_second_board);
  CHECK(a->offset == 609);  // line 18 "一　┌…" in UTF-8 bytes
  CHECK(b->offset == 418);  // the same line in Shift_JIS bytes
  CHECK(a->line == b->line);
  CHECK(a->column == b->column);
}

TEST_CASE("the GTP style is GNU Go's showboard", "[go][text][render]") {
  for (const int n : {9, 13, 19}) {
    INFO("size " << n);
    const std::string sb = go_file("gnugo/showboard_" + std::to_string(n) + ".txt");
    std::string grid = lines_of(sb, 2, n + 3);  // without the "= " line and the capture counts
    for (std::size_t at; (at = grid.find("     WHITE")) != std::string::npos ||
                         (at = grid.find("     BLACK")) != std::string::npos;)
      grid.erase(at, grid.find('\n', at) - at);
    CHECK(write_text_board(sgf_position("gnugo/printsgf_" + std::to_string(n) + ".sgf"),
                           text_style::gtp) == grid);
  }
}

TEST_CASE("the Unicode style is the Japanese print layout of the synthetic boards",
          "[go][text][render]") {
  CHECK(write_text_board(sgf_position("gnugo/printsgf_9.sgf"), text_style::unicode) ==
        lines_of(go_file("synthetic/figom_like_jp_9.txt"), 4, 13));
  CHECK(write_text_board(sgf_position("gnugo/printsgf_19.sgf"), text_style::unicode) ==
        lines_of(go_file("synthetic/figom_like_jp_19.txt"), 4, 23));
  // In Shift_JIS it is the synthetic Shift_JIS file, byte for byte.
  const auto sjis = write_text_board(sgf_position("gnugo/printsgf_9.sgf"), text_style::unicode,
                                     text_encoding::shift_jis);
  REQUIRE(sjis.ok());
  CHECK(*sjis == lines_of(go_file("synthetic/figom_like_jp_9.sjis.txt"), 4, 13));
}

TEST_CASE("the Japanese style is the FIGOM recipe's board", "[go][text][render]") {
  // The recipe's 19×19 template: ・ corners and stars, － top and bottom, ｜ sides, ＋ inside,
  // row labels two columns wide (its lines are 42 bytes: label, 19 two-byte cells, CR LF).
  const std::string board = write_text_board(position(19), text_style::japanese);
  CHECK(lines_of(board, 1, 1) == "  ＡＢＣＤＥＦＧＨＪＫＬＭＮＯＰＱＲＳＴ\n");
  CHECK(lines_of(board, 2, 2) == " 1・－－－－－－－－－－－－－－－－－・\n");
  CHECK(lines_of(board, 5, 5) == " 4｜＋＋・＋＋＋＋＋・＋＋＋＋＋・＋＋｜\n");
  CHECK(lines_of(board, 11, 11) == "10｜＋＋・＋＋＋＋＋・＋＋＋＋＋・＋＋｜\n");
  CHECK(lines_of(board, 20, 20) == "19・－－－－－－－－－－－－－－－－－・\n");
  const auto sjis = write_text_board(position(19), text_style::japanese, text_encoding::shift_jis);
  REQUIRE(sjis.ok());
  CHECK(lines_of(*sjis, 2, 2).size() == 41);  // 42 with CR LF, as in the recipe
  CHECK(lines_of(*sjis, 2, 2).substr(0, 4) == "\x20\x31\x81\x45");  // " 1・"

  position p(9);
  p.set(3, 1, stone::white);
  p.set(7, 1, stone::black);
  p.set(0, 8, stone::black);
  CHECK(write_text_board(p, text_style::japanese) ==
        "  ＡＢＣＤＥＦＧＨＪ\n"
        " 1・－－－－－－－・\n"
        " 2｜＋＋○＋＋＋●｜\n"
        " 3｜＋・＋＋＋・＋｜\n"
        " 4｜＋＋＋＋＋＋＋｜\n"
        " 5｜＋＋＋・＋＋＋｜\n"
        " 6｜＋＋＋＋＋＋＋｜\n"
        " 7｜＋・＋＋＋・＋｜\n"
        " 8｜＋＋＋＋＋＋＋｜\n"
        " 9●－－－－－－－・\n");
}

TEST_CASE("random positions of every size and style read back as drawn", "[go][text][roundtrip]") {
  std::mt19937 random(20261123);
  int boards = 0;
  for (int n = min_board_size; n <= max_board_size; ++n) {
    for (int trial = 0; trial < 6; ++trial) {
      position p(n);
      const int fill = static_cast<int>(random() % 100);  // 0–99 % of the points
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
          if (static_cast<int>(random() % 100) < fill)
            p.set(x, y, random() % 2 == 0 ? stone::black : stone::white);
      for (const auto style : {text_style::japanese, text_style::gtp, text_style::unicode}) {
        for (const auto encoding : {text_encoding::utf8, text_encoding::shift_jis}) {
          INFO("size " << n << ", style " << to_string(style) << ", fill " << fill << "%");
          const auto text = write_text_board(p, style, encoding);
          REQUIRE(text.ok());
          const auto back = read_text_board(*text);
          REQUIRE(back.ok());
          CHECK(back->position == p);
          CHECK(back->encoding == (encoding == text_encoding::shift_jis && style != text_style::gtp
                                       ? text_encoding::shift_jis
                                       : text_encoding::utf8));  // GTP boards are ASCII
          CHECK(back->rows ==
                (style == text_style::gtp ? row_order::bottom_up : row_order::top_down));
          CHECK(back.diagnostics().empty());
          ++boards;
        }
      }
    }
  }
  CHECK(boards == 24 * 6 * 3 * 2);
}

TEST_CASE("KataGo and Leela Zero boards", "[go][text][tolerance]") {
  // KataGo's printBoard: a header line, the last moves numbered after their stones, rows
  // labelled on the left only, then the next player.
  const auto k = read_text_board(
      "MoveNum: 5 HASH: 8E2C1A0F55A7B2E1C3D4E5F60718293A\n"
      "   A B C D E\n"
      " 5 . . . . .\n"
      " 4 . X3. O4. \n"
      " 3 . . X5. .\n"
      " 2 . O2. X1.\n"
      " 1 . . . . .\n"
      "\n"
      "Next player: White\n"
      "Rules: {\"ko\":\"SIMPLE\"}\n"
      "B stones captured: 0\n");
  REQUIRE(k.ok());
  CHECK(k->position.size() == 5);
  CHECK(k->position.at(1, 1) == stone::black);  // B4
  CHECK(k->position.at(3, 1) == stone::white);  // D4
  CHECK(k->position.at(2, 2) == stone::black);  // C3
  CHECK(k->position.at(1, 3) == stone::white);  // B2
  CHECK(k->position.at(3, 3) == stone::black);  // D2
  CHECK(k->position.count(stone::empty) == 20);
  CHECK(k->position.to_play() == color::white);

  // Leela Zero: lowercase letters, labels on both sides, the last move in parentheses.
  const auto lz = read_text_board(
      "   a b c d e f g h j \n"
      " 9 . . . . . . . . .  9\n"
      " 8 . . . . . . . . .  8\n"
      " 7 . . + . . . + . .  7\n"
      " 6 . . . . . . . . .  6\n"
      " 5 . . . . X . . . .  5\n"
      " 4 . . . . . . . . .  4\n"
      " 3 . . + . .(O)+ . .  3\n"
      " 2 . . . . . . . . .  2\n"
      " 1 . . . . . . . . .  1\n"
      "   a b c d e f g h j \n");
  REQUIRE(lz.ok());
  CHECK(lz->position.at(4, 4) == stone::black);  // E5
  CHECK(lz->position.at(5, 6) == stone::white);  // F3
  CHECK(lz->position.count(stone::empty) == 79);
  CHECK(lz.diagnostics().empty());
}

TEST_CASE("the recipe's own layouts: one-character labels, letters, 01", "[go][text][tolerance]") {
  // As the recipe's page shows its template: labels not padded, cells right after them.
  const auto seed = read_text_board(
      "  ABCDE\n"
      "1・－－－・\n"
      "2｜●＋○｜\n"
      "3｜＋◆＋｜\n"
      "4｜◇＋＋｜\n"
      "5・－－－●\n");
  REQUIRE(seed.ok());
  CHECK(seed->rows == row_order::top_down);
  CHECK(seed->position.at(1, 1) == stone::black);
  CHECK(seed->position.at(3, 1) == stone::white);
  CHECK(seed->position.at(2, 2) == stone::black);  // ◆
  CHECK(seed->position.at(1, 3) == stone::white);  // ◇
  CHECK(seed->position.at(4, 4) == stone::black);
  CHECK(seed.diagnostics().empty());

  // SGF letters as row labels, and two-digit 01–05 labels.
  const auto letters = read_text_board("a ・・・\nb ・●・\nc ・・○\n");
  REQUIRE(letters.ok());
  CHECK(letters->position.size() == 3);
  CHECK(letters->position.at(1, 1) == stone::black);
  CHECK(letters->position.at(2, 2) == stone::white);
  const auto padded = read_text_board("01 . . . \n02 . X . \n03 . . O \n");
  REQUIRE(padded.ok());
  CHECK(same_stones(padded->position, letters->position));
}

TEST_CASE("a bordered ASCII board, labels on both sides", "[go][text][tolerance]") {
  // The layout of artasparks/glift#114 and many web pages: GNU Go's board in a +---+ frame.
  const auto r = read_text_board(
      "    A B C D E F G H J\n"
      "  +-------------------+\n"
      " 9| . . . . . . . . . | 9\n"
      " 8| . . . O . O . X . | 8\n"
      " 7| . . O . X . + . . | 7\n"
      " 6| . . . O . . X X . | 6\n"
      " 5| . O . . + . X O . | 5\n"
      " 4| . X X . . O X X . | 4\n"
      " 3| . . + . X X O O . | 3\n"
      " 2| . . . . X O . O . | 2\n"
      " 1| . . . . . . O . . | 1\n"
      "  +-------------------+\n"
      "    A B C D E F G H J\n");
  REQUIRE(r.ok());
  CHECK(same_stones(r->position, sgf_position("gnugo/printsgf_9.sgf")));
  CHECK(r.diagnostics().empty());  // the frame is part of the board, not text
}

TEST_CASE("kanji row labels on the right, as Japanese print has them", "[go][text][tolerance]") {
  const auto r = read_text_board(
      "　１２３４５\n"
      "┌┬┬┬┐一\n"
      "├●┼○┤二\n"
      "├┼◆┼┤三\n"
      "├┼┼┼┤四\n"
      "└┴┴┴○五\n");
  REQUIRE(r.ok());
  CHECK(r->rows == row_order::top_down);
  CHECK(r->position.size() == 5);
  CHECK(r->position.at(1, 1) == stone::black);
  CHECK(r->position.at(3, 1) == stone::white);
  CHECK(r->position.at(2, 2) == stone::black);
  CHECK(r->position.at(4, 4) == stone::white);
  CHECK(r->position.count(stone::empty) == 21);
  CHECK(r.diagnostics().empty());
  // Other labels on the right are not trusted: "-----1" is a rule, not row 1.
  const auto rule = read_text_board("-----1\n 2 . . X\n 1 . . .\n");
  REQUIRE(rule.ok());
  CHECK(rule->first_line == 2);
}

TEST_CASE("what is missing or doubtful is said, with its place", "[go][text][tolerance]") {
  SECTION("a row the labels skip") {
    const auto r = read_text_board(" 4 . X . .\n 3 . . . .\n 1 O . . .\n");
    REQUIRE(r.ok());
    CHECK(r->position.at(0, 3) == stone::white);
    const auto* d = find_code(r.diagnostics(), diagnostic_code::go_missing_row);
    REQUIRE(d != nullptr);
    CHECK(d->line == 3);
    CHECK(d->column == 2);
    CHECK(d->message == "row 2 is missing between rows 3 and 1; its points are left empty");
  }
  SECTION("a cell with both colours") {
    const auto r = read_text_board(" 3 . . .\n 2 . #O. \n 1 . . .\n");
    REQUIRE(r.ok());
    CHECK(r->position.count(stone::empty) == 9);
    const auto* d = find_code(r.diagnostics(), diagnostic_code::go_ambiguous_cell);
    REQUIRE(d != nullptr);
    CHECK(d->line == 2);
    CHECK(d->column == 6);
  }
  SECTION("a mark that is no stone, and '@' off a star point") {
    const auto r = read_text_board(
        "   A B C D E F G H J\n 9 . . . . . . . . .\n 8 . . . Z . @ . X .\n 7 . . @ . . . . . .\n"
        " 6 . . . . . . . . .\n 5 . . . . . . . . .\n 4 . . . . . . . . .\n"
        " 3 . . . . . . . . .\n 2 . . . . . . . . .\n 1 . . . . . . . . .\n");
    REQUIRE(r.ok());
    CHECK(r->position.count(stone::empty) == 80);
    std::vector<std::pair<std::uint32_t, std::string>> found;
    for (const auto& d : r.diagnostics())
      if (d.code == diagnostic_code::go_ambiguous_cell) found.emplace_back(d.column, d.message);
    const std::string at_sign =
        "'@' off a star point is read as an empty point (boards mark star points so); if it is "
        "a stone, write X (black) or O (white)";
    CHECK(found == std::vector<std::pair<std::uint32_t, std::string>>{
                       {10,
                        "'Z ' is neither a stone (X x ● # black, O o ○ white) nor an empty point "
                        "(. + ・); the point is read as empty"},
                       {14, at_sign}});  // C7's '@' is on a star point: no warning
  }
  SECTION("a short row") {
    const auto r = read_text_board("   A B C D\n 4 . . . .\n 3 . X\n 2 . . . .\n 1 . . . .\n");
    REQUIRE(r.ok());
    CHECK(r->position.at(1, 1) == stone::black);
    const auto* d = find_code(r.diagnostics(), diagnostic_code::go_short_row);
    REQUIRE(d != nullptr);
    CHECK(d->line == 3);
    CHECK(d->level == severity::warning);
  }
  SECTION("a partial diagram: the bottom of a 19×19 board") {
    std::string text = "   A B C D E F G H J K L M N O P Q R S T\n";
    for (int row = 4; row >= 1; --row)
      text += " " + std::to_string(row) + " . . . . . . . . . . . . . . . . . . . " +
              std::to_string(row) + "\n";
    text[text.find(" 3 ") + 3 + 2 * 3] = 'X';  // D3
    const auto r = read_text_board(text);
    REQUIRE(r.ok());
    CHECK(r->position.size() == 19);
    CHECK(r->position.at(3, 16) == stone::black);
    const auto* d = find_code(r.diagnostics(), diagnostic_code::go_missing_row);
    REQUIRE(d != nullptr);
    CHECK(d->line == 2);
    CHECK(d->message ==
          "the board starts at row 4; rows 19–5 are missing; their points are left empty");
  }
  SECTION("column labels and row labels that disagree") {
    const auto r = read_text_board("   A B C\n 4 . . .\n 3 . . .\n 2 . . .\n 1 . . .\n");
    REQUIRE(r.ok());
    CHECK(r->position.size() == 4);
    CHECK(find_code(r.diagnostics(), diagnostic_code::go_board_size)->level == severity::warning);
  }
  SECTION("words naming both colours leave the side to move unknown") {
    const auto r = read_text_board("黒番\n 2 . .\n 1 . .\nWhite to play\n");
    REQUIRE(r.ok());
    CHECK_FALSE(r->position.to_play());
    CHECK(find_code(r.diagnostics(), diagnostic_code::go_side_to_move)->level == severity::warning);
  }
  SECTION("a single row cannot tell the direction of the rows") {
    const auto r = read_text_board("  A B\n1 X O\n");
    REQUIRE(r.ok());
    CHECK(find_code(r.diagnostics(), diagnostic_code::go_ambiguous_rows) != nullptr);
  }
  SECTION("one row alone, with no column letters, is a numbered list, not a board") {
    const auto r = read_text_board(
        "I think the answer is:\n1. play at the corner\n2. then O extend\n3. X should respond\n");
    CHECK_FALSE(r.has_value());
    REQUIRE(r.diagnostics().size() == 1);
    CHECK(r.diagnostics()[0].code == diagnostic_code::go_no_board);
    CHECK(r.diagnostics()[0].line == 4);
    CHECK_FALSE(read_text_board("1 X O\n").has_value());
  }
  SECTION("no board at all") {
    const auto r = read_text_board("This is a note about 3 moves, not a board.\n1. e4 e5\n");
    CHECK_FALSE(r.ok());
    CHECK_FALSE(r.has_value());
    REQUIRE(r.diagnostics().size() == 1);
    CHECK(r.diagnostics()[0].code == diagnostic_code::go_no_board);
    CHECK_FALSE(read_text_board("").ok());
  }
  SECTION("bytes that are neither UTF-8 nor Shift_JIS") {
    const auto r = read_text_board(" 2 . .\n 1 \x81\x7F .\n");
    CHECK_FALSE(r.ok());
    CHECK(r.diagnostics()[0].code == diagnostic_code::invalid_shift_jis);
  }
  SECTION("a board wider than 25") {
    const auto r = read_text_board(" 1 " + std::string(60, '.') + "\n 2 " + std::string(60, '.'));
    CHECK_FALSE(r.ok());
    CHECK(r.diagnostics().back().code == diagnostic_code::go_board_size);
    CHECK(r.diagnostics().back().level == severity::error);
    CHECK(r.diagnostics().size() == 1);
    CHECK(r.diagnostics().back().message ==
          "the board is 30 points wide; kifu reads boards of 2×2 to 25×25");
    const auto long_row = read_text_board(" 1 " + std::string(600, '.') + "\n 2 . .\n");
    CHECK(long_row.diagnostics().back().message ==
          "the board is more than 60 points wide; kifu reads boards of 2×2 to 25×25");
  }
  SECTION("a 26×26 GTP board, whose columns A–Z without I name only 25") {
    const std::string letters = "   A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n";
    std::string text = letters;
    for (int row = 26; row >= 1; --row) {
      std::string cells;
      for (int x = 0; x < 26; ++x) cells += " .";
      text +=
          (row < 10 ? " " : "") + std::to_string(row) + cells + " " + std::to_string(row) + "\n";
    }
    text += letters;
    const auto r = read_text_board(text);
    CHECK_FALSE(r.has_value());
    const auto* d = find_code(r.diagnostics(), diagnostic_code::go_board_size);
    REQUIRE(d != nullptr);
    CHECK(d->level == severity::error);
    CHECK(d->line == 3);  // row 25, the first that reads (26 is no row label)
    CHECK(d->message == "the board is 26 points wide; kifu reads boards of 2×2 to 25×25");
    CHECK(find_code(r.diagnostics(), diagnostic_code::go_short_row) == nullptr);
  }
  SECTION("a row longer than the board is wide is a long row, not a short one") {
    const auto r =
        read_text_board("   A B C D\n 4 . . . .\n 3 . X . . O\n 2 . . . .\n 1 . . . .\n");
    REQUIRE(r.ok());
    CHECK(r->position.size() == 4);
    CHECK(r->position.at(1, 1) == stone::black);
    CHECK(r->position.count(stone::white) == 0);
    CHECK(find_code(r.diagnostics(), diagnostic_code::go_short_row) == nullptr);
    const auto* d = find_code(r.diagnostics(), diagnostic_code::go_long_row);
    REQUIRE(d != nullptr);
    CHECK(d->line == 3);
    CHECK(d->level == severity::warning);
    CHECK(d->message ==
          "row 3 has 5 points but the board is 4 wide; the points after the 4th are ignored");
  }
}

TEST_CASE("a '#' comment after a row is text, not stones", "[go][text]") {
  // GNU Go's 19×19 showboard with comments written after some rows, with and without the column
  // labels: the size comes from the rows, and "# O at …" must not add a black and a white stone.
  const std::string board = go_file("gnugo/showboard_19.txt");
  std::string commented;
  for (int n = 3; n <= 21; ++n) {
    std::string line = lines_of(board, n, n);
    line.pop_back();
    if (n == 4) line += "   # O O X at D18-F18";
    if (n == 6) line += " # ko at P16";
    if (n == 8) line += "  # X to cut at O14?";
    if (n == 20) line += "   # O X";
    commented += line + '\n';
  }
  const position expected = sgf_position("gnugo/printsgf_19.sgf");
  for (const bool labels : {false, true}) {
    INFO("column labels: " << labels);
    const std::string text =
        labels ? lines_of(board, 2, 2) + commented + lines_of(board, 22, 22) : commented;
    const auto r = read_text_board(text);
    REQUIRE(r.ok());
    CHECK(r->position.size() == 19);
    CHECK(same_stones(r->position, expected));
    CHECK(count_level(r.diagnostics(), severity::warning) == 0);
    // The four comments and the two capture counts are ignored text, with a note each.
    CHECK(count_level(r.diagnostics(), severity::note) == 6);
    const auto* note = find_code(r.diagnostics(), diagnostic_code::go_ignored_text);
    REQUIRE(note != nullptr);
    CHECK(note->line == (labels ? 3 : 2));
    CHECK(note->message == "ignored '# O O X at D18-F18' after row 18");
  }
}

TEST_CASE("a Sensei's Library diagram: a whole board by its four edges", "[go][text]") {
  const std::string text =
      "$$B Black to play and live\n"
      "$$ -------------------\n"
      "$$ | . . . . . . . . . |\n"
      "$$ | . . X O . . . . . |\n"
      "$$ | . X . X O . . . . |\n"
      "$$ | . . X O O . . . . |\n"
      "$$ | . . , . . . , . . |\n"
      "$$ | . . . . . . . . . |\n"
      "$$ | . . . . . . . . . |\n"
      "$$ | . . B . . . . . . |\n"
      "$$ | . . . . . . . . . |\n"
      "$$ -------------------\n";
  const auto r = read_text_board(text);
  REQUIRE(r.ok());
  CHECK(r.diagnostics().empty());
  const position& p = r->position;
  CHECK(p.size() == 9);
  CHECK(p.at(2, 1) == stone::black);
  CHECK(p.at(3, 1) == stone::white);
  CHECK(p.at(2, 7) == stone::black);  // B: a circled black stone
  CHECK(p.count(stone::black) == 5);
  CHECK(p.count(stone::white) == 4);
  CHECK(p.to_play() == color::black);
  CHECK(r->first_line == 3);
  CHECK(r->last_line == 11);
}

TEST_CASE("a Sensei's Library corner lies against the edges it shows", "[go][text]") {
  const std::string text =
      "Before the diagram.\n"
      "$$W White to play\n"
      "$$ -----------+\n"
      "$$ . . . . . . |\n"
      "$$ . . X O . . |\n"
      "$$ . . . X O 1 |\n"
      "$$ . . , . . ? |\n"
      "\n"
      "$$B another\n"
      "$$ | X |\n";
  const auto r = read_text_board(text);
  REQUIRE(r.has_value());
  const position& p = r->position;
  CHECK(p.size() == 19);               // no size in the title: 19
  CHECK(p.at(15, 1) == stone::black);  // the top right corner
  CHECK(p.at(18, 2) == stone::white);  // 1: White plays first, by the title
  CHECK(p.to_play() == color::black);  // after move 1
  const auto* unknown = find_code(r.diagnostics(), diagnostic_code::go_ambiguous_cell);
  REQUIRE(unknown != nullptr);
  CHECK(unknown->line == 7);  // '?' is no mark: a warning at its place, read as empty
  const auto* second = find_code(r.diagnostics(), diagnostic_code::go_second_board);
  REQUIRE(second != nullptr);
  CHECK(second->line == 9);
}

TEST_CASE("a Sensei's Library cell beyond ASCII is one unknown cell, placed at its start",
          "[go][text]") {
  const std::string text = "$$ -------\n$$ | . é X |\n$$ | . . . |\n$$ | O . . |\n$$ -------\n";
  const auto r = read_text_board(text);
  REQUIRE(r.has_value());
  CHECK(r->position.size() == 3);
  CHECK(r->position.at(2, 0) == stone::black);  // é took one cell, not two
  const auto* unknown = find_code(r.diagnostics(), diagnostic_code::go_ambiguous_cell);
  REQUIRE(unknown != nullptr);
  CHECK(unknown->column == 8);
  CHECK(unknown->message.starts_with("'é' is no mark"));
}
