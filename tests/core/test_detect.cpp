// Input detection: every fixture of tests/data named as the format its folder and extension say,
// the foreign files people give by mistake named for what they are, and the text encodings.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "kifu/detect.hpp"
#include "support/test_data.hpp"

using kifu::detect_input;
using kifu::input_kind;

namespace {

// The kind a fixture holds, from its extension (the folder's SOURCES.md names each file's format).
std::optional<input_kind> kind_of_extension(const std::filesystem::path& file) {
  static const std::map<std::string, input_kind> kinds{
      {".kif", input_kind::kif},       {".kifu", input_kind::kif},
      {".ki2", input_kind::ki2},       {".csa", input_kind::csa},
      {".jkf", input_kind::jkf},       {".ckka", input_kind::ckka},
      {".sgf", input_kind::sgf},       {".dia", input_kind::tbase_dia},
      {".tjn", input_kind::tbase_tjn}, {".rem", input_kind::tbase_rem},
      {".svg", input_kind::html}};
  const auto k = kinds.find(file.extension().string());
  if (k == kinds.end()) return std::nullopt;
  return k->second;
}

input_kind kind(std::string_view bytes) {
  return detect_input(bytes).kind;
}

}  // namespace

TEST_CASE("every record fixture is named as its extension says", "[detect]") {
  std::size_t checked = 0;
  for (const auto& file : kifu::test::all_data_files()) {
    const auto expected = kind_of_extension(file);
    if (!expected) continue;
    INFO(file.string());
    const auto found = detect_input(kifu::test::read_bytes(file));
    INFO(found.reason);
    CHECK(found.kind == *expected);
    ++checked;
  }
  CHECK(checked > 60);
}

TEST_CASE("text Go boards of GNU Go and of books are named Go boards", "[detect]") {
  for (const char* name :
       {"go/gnugo/showboard_9.txt", "go/gnugo/ascii_mode_9.txt", "go/synthetic/figom_like_jp_9.txt",
        "go/synthetic/figom_like_jp_9.sjis.txt", "go/synthetic/fullwidth_gtp_13.txt"}) {
    INFO(name);
    CHECK(kind(kifu::test::read_bytes(kifu::test::data_dir() / name)) == input_kind::go_text);
  }
}

TEST_CASE("the encoding of text is given with its kind", "[detect]") {
  const auto sjis =
      detect_input(kifu::test::read_bytes(kifu::test::data_dir() / "kif/jkf_fork.kif"));
  CHECK(sjis.kind == input_kind::kif);
  CHECK(sjis.encoding == kifu::text_encoding::shift_jis);
  const auto utf8 =
      detect_input(kifu::test::read_bytes(kifu::test::data_dir() / "kif/tsshogi_sample.kifu"));
  CHECK(utf8.encoding == kifu::text_encoding::utf8_bom);
  CHECK_FALSE(detect_input("%PDF-1.7\n").encoding.has_value());
}

TEST_CASE("short texts of each format", "[detect]") {
  CHECK(kind("") == input_kind::empty);
  CHECK(kind(" \r\n\t\n") == input_kind::empty);
  CHECK(kind("\xEF\xBB\xBF\n") == input_kind::empty);
  CHECK(kind("   1 ７六歩(77)\n   2 ３四歩(33)\n") == input_kind::kif);
  CHECK(kind("開始日時：2024/01/01\n先手：A\n") == input_kind::kif);
  CHECK(kind("▲７六歩　△３四歩\n▲２六歩\n") == input_kind::ki2);
  CHECK(kind("V2.2\nN+a\nPI\n+\n+7776FU\n") == input_kind::csa);
  // A KIF whose header section kept a line that looks like CSA is KIF: its move heading says so.
  CHECK(kind("N+羽生善治\n先手：甲\n手数----指手---------消費時間--\n   1 ７六歩(77)\n") ==
        input_kind::kif);
  CHECK(kind("N+a\n'手数----\nPI\n+\n+7776FU\n") == input_kind::csa);  // in a comment: CSA
  CHECK(kind("{\n  \"header\": {}, \"moves\": [{}]\n}\n") == input_kind::jkf);
  CHECK(kind("{\"header\":{},\"moves\":[{}]}\n") == input_kind::jkf);  // on one line
  // Other JSON is not called a shogi record: JSON Lines (even of JKF), or a document without
  // JKF's members.
  CHECK(kind("{\"header\":{},\"moves\":[{}]}\n{\"header\":{},\"moves\":[]}\n") == input_kind::json);
  CHECK(kind("{\"name\": \"x\", \"moves_seen\": 3}\n") == input_kind::json);
  CHECK(kind("[{\"header\":{},\"moves\":[{}]}]\n") == input_kind::json);  // a list of records
  CHECK(kind("[\n  \"a\", \"b\"\n]\n") == input_kind::json);
  CHECK(kifu::is_foreign(input_kind::json));
  CHECK(kind("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n") ==
        input_kind::usi);
  CHECK(kind("position startpos moves 7g7f\n") == input_kind::usi);
  // Moves alone are USI too, for its reader to say that they name no start (a KIF reader took
  // "7g7f" for move 7).
  CHECK(kind("7g7f 3c3d P*5e 8h2b+\n") == input_kind::usi);
  CHECK(kind("7g7f 3c3d hello\n") != input_kind::usi);
  // A list of positions may open with # comments; KIF's #KIF line still leads to its header.
  CHECK(kind("# a problem\n\n# mate in 1\n4k4/9/4P4/9/9/9/9/9/9 b G 1\n") == input_kind::usi);
  CHECK(kind("#KIF version=2.0 encoding=UTF-8\n開始日時：2024/01/01\n") == input_kind::kif);
  CHECK(kind("#0001 ok\n") == input_kind::tbase_rem);
  // A mistyped SFEN (eight ranks, no side to move) is still one, for its reader to point at:
  // its leading digit made a KIF move number.
  CHECK(kind("4k4/9/4P4/9/9/9/9/9 b G 1\n") == input_kind::usi);
  CHECK(kind("4k4/9/4P4/9/9/9/9/9/9\n") == input_kind::usi);
  CHECK(kind("(;GM[1]FF[4]SZ[9]PL[B])") == input_kind::sgf);
  CHECK(kind("{一位色:黒黒黒}\nMAU弓MAIMY橋五    PE巫PIPU無撃裁\n") == input_kind::ckka);
  CHECK(kind("LAU弓LAILY無 LE弓LILU\n") == input_kind::ckka);
  CHECK(kind("三十\n二十一百\n下十\n") == input_kind::pekzep);
  CHECK(kind("hello, world\n") == input_kind::text);
}

TEST_CASE("foreign files are named for what they are", "[detect]") {
  using namespace std::string_literals;
  CHECK(kind("<!DOCTYPE html>\n<html><body>棋譜</body></html>") == input_kind::html);
  CHECK(kind("  <HTML>\n") == input_kind::html);
  CHECK(kind("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n"s) == input_kind::pdf);
  CHECK(kind("\x89PNG\r\n\x1a\n\0\0\0\rIHDR"s) == input_kind::png);
  CHECK(kind("\xFF\xD8\xFF\xE0\0\x10JFIF"s) == input_kind::jpeg);
  CHECK(kind("GIF89a\x01\0\x01\0"s) == input_kind::gif);
  CHECK(kind("PK\x03\x04\x14\0\0\0"s) == input_kind::zip);
  CHECK(kind("\x1F\x8B\x08\0\0\0\0\0"s) == input_kind::gzip);
  CHECK(kind("KIFUTIDX\x01\0\0\0"s) == input_kind::tsume_index);
  CHECK(kind("\xFF\xFE"
             "1\0 \0"s) == input_kind::utf16);
  CHECK(kind("V\0"
             "2\0.\0"
             "2\0\n\0"s) == input_kind::utf16);  // UTF-16LE without its mark
  CHECK(kind("ab\0cd\x01\x02\x03"s) == input_kind::binary);
  // A Markdown document quoting a KIF record: its fence, or a table's rule, which a KIF reader
  // would take for a board diagram's row, tells.
  CHECK(kind("# 棋譜\n\n```\n手合割：平手\n   1 ７六歩(77)\n```\n") == input_kind::markdown);
  CHECK(kind("# Notes\n\n| page | what |\n| --- | :-: |\n| a | b |\n") == input_kind::markdown);
  // A KIF board diagram's frame and rows are no table rule.
  CHECK(kind("後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
             "|v香v桂 ・ ・ ・ ・ ・v桂v香|一\n") == input_kind::kif);
  // A KIF saved as UTF-16 without its mark: few ASCII characters, and the ideographic space
  // (U+3000) and 一 (U+4E00) put a NUL on the other side of their pairs.
  const auto utf16 = [](std::u16string_view text, bool little) {
    std::string out;
    for (const char16_t c : text) {
      const char low = static_cast<char>(c & 0xFF), high = static_cast<char>(c >> 8);
      out += little ? low : high;
      out += little ? high : low;
    }
    return out;
  };
  const std::u16string kif =
      u"手合割：平手　\n先手：羽生善治\n後手：谷川浩司\n手数----指手---------消費時間--\n"
      u"   1 ２六歩(27)\n   2 ３四歩(33)\n   3 ２五歩(26)\n   4 同　歩(34)\n   5 ２一飛成(28)\n";
  CHECK(kind(utf16(kif, true)) == input_kind::utf16);
  CHECK(kind(utf16(kif, false)) == input_kind::utf16);
  CHECK(kind("\x7F"
             "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0"s) != input_kind::utf16);
}

TEST_CASE("each kind has a name and a description", "[detect]") {
  CHECK(kifu::to_string(input_kind::sgf) == "SGF");
  CHECK(kifu::describe(input_kind::sgf) == "an SGF Go record");
  CHECK(kifu::describe(input_kind::tbase_dia) == "a T-BASE diagram file (.dia)");
  CHECK_FALSE(kifu::is_foreign(input_kind::kif));
  CHECK_FALSE(kifu::is_foreign(input_kind::text));
  CHECK(kifu::is_foreign(input_kind::html));
  CHECK(kifu::is_foreign(input_kind::binary));
  CHECK(kifu::is_foreign(input_kind::markdown));
  CHECK(kifu::describe(input_kind::markdown) == "a Markdown document");
}

TEST_CASE("files whose first 4 KB do not decide are looked at further", "[detect]") {
  // The first 4 KB are decoded first; lines that decide only further on are still seen.
  std::string lines;
  while (lines.size() < 6000) lines += "this is a line of notes before the record\n";
  CHECK(kind(lines + "▲７六歩　△３四歩\n") == input_kind::ki2);
  CHECK(kind(lines + "開始日時：2024/01/01\n") == input_kind::kif);
  CHECK(kind(lines + "   1 ７六歩(77)\n") == input_kind::kif);
  CHECK(kind(lines) == input_kind::text);
  // A numbered move line in the first lines decides at once, whatever follows.
  CHECK(kind("   1 ７六歩(77)\n" + lines + "▲２六歩\n") == input_kind::kif);
}

TEST_CASE("the first control code text does not hold is found where detection saw it", "[detect]") {
  CHECK(kifu::first_foreign_control("a\tb\r\nc\fd\x1A") == std::nullopt);
  CHECK(kifu::first_foreign_control("ab\ncd\x1B") == std::optional<std::size_t>(5));
  CHECK(kifu::first_foreign_control(std::string_view("x\0y", 3)) == std::optional<std::size_t>(1));
}
