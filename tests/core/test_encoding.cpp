// The encoding layer: detection, strict UTF-8, Shift_JIS <-> UTF-8 through ICU, exact error
// offsets, and positions mapped back to the original bytes.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "kifu/encoding.hpp"
#include "support/test_data.hpp"

using kifu::diagnostic_code;
using kifu::text_encoding;

namespace {
// Files of tests/data that are Shift_JIS (hand-checked against each folder's SOURCES.md).
const char* const shift_jis_files[] = {"csa/ryuou-fairy-stockfish.csa",
                                       "csa/ryuou-gpsusi.csa",
                                       "kif/jkf_20081220kyoochi.kif",
                                       "kif/jkf_9fu.kif",
                                       "kif/jkf_fork.ki2",
                                       "kif/jkf_fork.kif",
                                       "kif/jkf_illegal.kif",
                                       "kif/jkf_ryuou201409020101.kif",
                                       "kif/jkf_taichitsume.kif",
                                       "kif/skc_Shogidokoro.kif",
                                       "go/synthetic/figom_like_jp_9.sjis.txt",
                                       "go/sabaki-sgf/japanese.sgf",
                                       "go/sabaki-sgf/nihon-kiin.sgf",
                                       "tsume/kifu-for-js/32ryu-cumbersome.kif",
                                       "tsume/kifu-for-js/9fu.ki2",
                                       "tsume/kifu-for-js/kanju-kemuri.kif",
                                       "tsume/kifu-for-js/taichitsume.kif"};

std::string bytes(std::initializer_list<int> list) {
  std::string s;
  for (int b : list) s += static_cast<char>(b);
  return s;
}
}  // namespace

TEST_CASE("strict UTF-8 validation", "[encoding]") {
  CHECK(kifu::is_valid_utf8(""));
  CHECK(kifu::is_valid_utf8("plain ASCII that is longer than eight bytes"));
  CHECK(kifu::is_valid_utf8("▲７六歩 😀"));
  CHECK(kifu::find_invalid_utf8(bytes({'a', 0xC0, 0x80})) == 1);          // overlong
  CHECK(kifu::find_invalid_utf8(bytes({0xE0, 0x80, 0x80})) == 0);         // overlong
  CHECK(kifu::find_invalid_utf8(bytes({0xED, 0xA0, 0x80})) == 0);         // surrogate
  CHECK(kifu::find_invalid_utf8(bytes({0xF4, 0x90, 0x80, 0x80})) == 0);   // > U+10FFFF
  CHECK(kifu::find_invalid_utf8("abcdefgh" + bytes({0xE3, 0x81})) == 8);  // truncated
  CHECK(kifu::find_invalid_utf8(bytes({0x8B, 0xCA})) == 0);               // Shift_JIS 玉
}

TEST_CASE("the encoding of every bundled file is detected", "[encoding][corpus]") {
  std::set<std::string> sjis(std::begin(shift_jis_files), std::end(shift_jis_files));
  int shift_jis = 0, with_bom = 0;
  for (const auto& path : kifu::test::all_data_files()) {
    const auto rel = std::filesystem::relative(path, kifu::test::data_dir()).generic_string();
    if (rel.starts_with("tbase/")) continue;  // fixed-width records, tested in tests/tbase
    const auto detected = kifu::detect_encoding(kifu::test::read_bytes(path));
    INFO(rel);
    CHECK((detected == text_encoding::shift_jis) == (sjis.count(rel) == 1));
    shift_jis += detected == text_encoding::shift_jis;
    with_bom += detected == text_encoding::utf8_bom;
  }
  CHECK(shift_jis == 17);
  CHECK(with_bom == 3);
}

TEST_CASE("every Shift_JIS file decodes and re-encodes byte for byte", "[encoding][corpus]") {
  for (const char* name : shift_jis_files) {
    INFO(name);
    const std::string raw = kifu::test::read_bytes(kifu::test::data_dir() / name);
    const auto decoded = kifu::decode(raw);
    REQUIRE(decoded.ok());
    CHECK(decoded->encoding == text_encoding::shift_jis);
    CHECK(kifu::is_valid_utf8(decoded->utf8));
    const auto encoded = kifu::utf8_to_shift_jis(decoded->utf8);
    REQUIRE(encoded.ok());
    CHECK(*encoded == raw);
  }
}

TEST_CASE("decoded positions map back to the original bytes", "[encoding][corpus]") {
  for (const char* name : shift_jis_files) {
    INFO(name);
    const std::string raw = kifu::test::read_bytes(kifu::test::data_dir() / name);
    const auto decoded = kifu::decode(raw).value_or_throw();
    // Line starts are ASCII-delimited in both encodings: compare them pairwise.
    std::vector<std::size_t> raw_starts{0}, utf8_starts{0};
    for (std::size_t i = 0; i < raw.size(); ++i)
      if (raw[i] == '\n') raw_starts.push_back(i + 1);
    for (std::size_t i = 0; i < decoded.utf8.size(); ++i)
      if (decoded.utf8[i] == '\n') utf8_starts.push_back(i + 1);
    REQUIRE(raw_starts.size() == utf8_starts.size());
    for (std::size_t k = 0; k < raw_starts.size(); ++k) {
      REQUIRE(decoded.original_offset(utf8_starts[k]) == raw_starts[k]);
      // Counting on from the previous line start gives the same.
      if (k > 0)
        REQUIRE(decoded.original_offset(utf8_starts[k], utf8_starts[k - 1], raw_starts[k - 1]) ==
                raw_starts[k]);
    }
  }
  const auto bom = kifu::decode(
                       "\xEF\xBB\xBF"
                       "abc")
                       .value_or_throw();
  CHECK(bom.encoding == text_encoding::utf8_bom);
  CHECK(bom.utf8 == "abc");
  CHECK(bom.original_offset(1) == 4);
}

TEST_CASE("one-byte and two-byte Shift_JIS characters are told apart correctly", "[encoding]") {
  // Every character the converter decodes maps back to exactly the bytes it came from.
  int decoded_count = 0;
  const auto check = [&](const std::string& in) {
    const auto r = kifu::shift_jis_to_utf8(in);
    if (!r.ok()) return;
    ++decoded_count;
    const kifu::decoded_text t{*r, text_encoding::shift_jis};
    if (t.original_offset(t.utf8.size()) != in.size()) FAIL_CHECK("length differs for " << in);
  };
  for (int b = 0; b < 256; ++b) check(std::string(1, static_cast<char>(b)));
  for (int lead = 0x81; lead <= 0xFC; ++lead)
    for (int trail = 0x40; trail <= 0xFC; ++trail) check(bytes({lead, trail}));
  CHECK(decoded_count > 9000);
}

TEST_CASE("Windows-31J mappings", "[encoding]") {
  struct pair {
    std::string sjis;
    const char* utf8;
  };
  const pair pairs[] = {
      {bytes({0x8B, 0xCA}), "玉"},
      {bytes({0xB1}), "ｱ"},
      {bytes({0xB6, 0xDE}), "ｶﾞ"},
      {bytes({0x5C}), "\\"},
      {bytes({0x7E}), "~"},
      {bytes({0x81, 0x60}), "～"},
      {bytes({0x8C, 0x5C}), "圭"},
      {bytes({0x87, 0x40}), "①"},
      {bytes({0xFA, 0x5C}), "纊"},
      {bytes({0xF0, 0x40}), "\xEE\x80\x80"},
      {bytes({0x81, 0xA3, 0x82, 0x56, 0x98, 0x5A, 0x95, 0xE0, 0xB1}), "▲７六歩ｱ"},
  };
  // ASCII control codes map to themselves, as on Windows (ICU's IBM table rotates 1A, 1C, 7F).
  CHECK(kifu::shift_jis_to_utf8(bytes({0x1A, 0x1C, 0x7F})).value() == "\x1A\x1C\x7F");
  CHECK(kifu::utf8_to_shift_jis("\x1A\x1C\x7F").value() == bytes({0x1A, 0x1C, 0x7F}));
  for (const auto& p : pairs) {
    INFO(p.utf8);
    CHECK(kifu::shift_jis_to_utf8(p.sjis).value() == p.utf8);
    CHECK(kifu::utf8_to_shift_jis(p.utf8).value() == p.sjis);
  }
}

TEST_CASE("invalid Shift_JIS is an error at the exact byte", "[encoding]") {
  // ▲７六歩, then 85 40 (unassigned), then 銀.
  const std::string in =
      bytes({0x81, 0xA3, 0x82, 0x56, 0x98, 0x5A, 0x95, 0xE0, 0x85, 0x40, 0x8B, 0xE2});
  const auto r = kifu::shift_jis_to_utf8(in);
  REQUIRE_FALSE(r.ok());
  const auto& d = r.diagnostics().at(0);
  CHECK(d.code == diagnostic_code::invalid_shift_jis);
  CHECK(d.offset == 8);
  CHECK(d.column == 5);
  CHECK_THAT(d.message, Catch::Contains("85 40"));

  const auto truncated = kifu::decode("ab\r\ncd" + bytes({0x8B}));
  REQUIRE_FALSE(truncated.ok());
  CHECK(truncated.diagnostics().at(0).code == diagnostic_code::truncated_shift_jis);
  CHECK(truncated.diagnostics().at(0).offset == 6);
  CHECK(truncated.diagnostics().at(0).line == 2);
  CHECK(truncated.diagnostics().at(0).column == 3);

  for (const std::string& bad : {bytes({0xA0}), bytes({0x81, 0x20}), bytes({0xFD})}) {
    const auto e = kifu::shift_jis_to_utf8("x" + bad);
    REQUIRE_FALSE(e.ok());
    CHECK(e.diagnostics().at(0).offset == 1);
  }
}

TEST_CASE("a reader's decoding keeps the text around a broken character", "[encoding]") {
  // UTF-8 (three characters before the first broken byte tell it): a stray FF, 銀 (E9 8A 80)
  // cut after its first two bytes, then more text.
  const std::string utf8 = "歩歩\n歩" + bytes({0xFF}) + "x\n" + bytes({0xE9, 0x8A}) + "y\n歩\n";
  const auto r = kifu::decode_repairing(utf8);
  REQUIRE(r.has_value());
  CHECK_FALSE(r.ok());
  CHECK(r->utf8 == "歩歩\n歩?x\n??y\n歩\n");  // one '?' a byte: offsets map back unchanged
  CHECK(r->original_offset(r->utf8.size()) == utf8.size());
  REQUIRE(r.diagnostics().size() == 2);  // one a broken character
  CHECK(r.diagnostics()[0].line == 2);
  CHECK(r.diagnostics()[0].column == 2);
  CHECK(r.diagnostics()[0].offset == 10);
  CHECK(r.diagnostics()[0].message == "byte FF is not valid UTF-8; read as '?'");
  CHECK(r.diagnostics()[1].line == 3);
  // Shift_JIS: 歩 (95 E0), a lone A0, 銀 (8B E2).
  const auto sjis = kifu::decode_repairing(bytes({0x95, 0xE0, 0xA0, 0x8B, 0xE2, 0x0A}));
  REQUIRE(sjis.has_value());
  CHECK(sjis->encoding == kifu::text_encoding::shift_jis);
  CHECK(sjis->utf8 == "歩?銀\n");
  REQUIRE(sjis.diagnostics().size() == 1);
  CHECK(sjis.diagnostics()[0].offset == 2);
  CHECK(sjis.diagnostics()[0].message ==
        "byte A0 is not a Shift_JIS (Windows-31J) character; read as '?'");
  // Past the most repairs, or another encoding, it fails as decode does.
  CHECK_FALSE(kifu::decode_repairing("歩歩歩" + std::string(5, '\xFF'), 4).has_value());
  CHECK_FALSE(kifu::decode_repairing(bytes({0xFF, 0xFE, 0x31, 0x00})).has_value());  // UTF-16
  CHECK(kifu::decode_repairing("歩").ok());
}

TEST_CASE("characters without a Shift_JIS form are reported, not dropped", "[encoding]") {
  const auto r = kifu::utf8_to_shift_jis("手合割：平手\n☗７六歩");
  REQUIRE_FALSE(r.ok());
  const auto& d = r.diagnostics().at(0);
  CHECK(d.code == diagnostic_code::unmappable_character);
  CHECK(d.line == 2);
  CHECK(d.column == 1);
  CHECK(d.offset == std::string("手合割：平手\n").size());
  CHECK_THAT(d.message, Catch::Contains("U+2617") && Catch::Contains("▲"));
  CHECK(kifu::utf8_to_shift_jis("☖").diagnostics().at(0).code ==
        diagnostic_code::unmappable_character);
  CHECK(kifu::utf8_to_shift_jis(bytes({'a', 0xFF})).diagnostics().at(0).code ==
        diagnostic_code::invalid_utf8);
  // Default-ignorable characters, which ICU would drop without a word (found by fuzzing).
  for (const char* text : {"先\uFEFF手", "先\u200B手", "歩\uFE0F"}) {
    INFO(text);
    const auto ignorable = kifu::utf8_to_shift_jis(text);
    REQUIRE_FALSE(ignorable.ok());
    CHECK(ignorable.diagnostics().at(0).code == diagnostic_code::unmappable_character);
    CHECK(ignorable.diagnostics().at(0).column == 2);
  }
}

TEST_CASE("the fast path appends and leaves the output alone on failure", "[encoding]") {
  std::string out = "head:";
  REQUIRE(kifu::append_shift_jis_as_utf8(bytes({0x8B, 0xCA}), out));
  REQUIRE(kifu::append_shift_jis_as_utf8(bytes({0x82, 0xA0}), out));
  CHECK(out == "head:玉あ");
  kifu::diagnostic d;
  CHECK_FALSE(kifu::append_shift_jis_as_utf8(bytes({0x41, 0x85, 0x40}), out, &d));
  CHECK(out == "head:玉あ");
  CHECK(d.offset == 1);
  // Ten half-width katakana need three UTF-8 bytes per input byte.
  std::string kana;
  REQUIRE(kifu::append_shift_jis_as_utf8(std::string(10, static_cast<char>(0xB1)), kana));
  CHECK(kana.size() == 30);
}

TEST_CASE("ASCII runs of every length decode as they are, across the output chunks", "[encoding]") {
  // Runs of 0 to 150 letters, each followed by 玉: over 11 kB, so the decoder's stack buffer
  // is flushed with runs at every alignment.
  std::string in, expected;
  for (int length = 0; length <= 150; ++length) {
    const std::string run(static_cast<std::size_t>(length), static_cast<char>('a' + length % 26));
    in += run + bytes({0x8B, 0xCA});
    expected += run + "玉";
  }
  in += std::string(4100, 'z');  // a last run longer than the buffer
  expected += std::string(4100, 'z');
  std::string out;
  REQUIRE(kifu::append_shift_jis_as_utf8(in, out));
  CHECK(out == expected);
}

TEST_CASE("invalid UTF-8 input is reported with its position", "[encoding]") {
  const auto r = kifu::decode(
      "\xEF\xBB\xBF"
      "ok\nbad " +
          bytes({0xC3, 0x28}),
      text_encoding::utf8_bom);
  REQUIRE_FALSE(r.ok());
  const auto& d = r.diagnostics().at(0);
  CHECK(d.code == diagnostic_code::invalid_utf8);
  CHECK(d.offset == 3 + 7);
  CHECK(d.line == 2);
  CHECK(d.column == 5);
  CHECK_FALSE(kifu::decode("abc", text_encoding::utf8_bom).ok());
  CHECK(kifu::decode("").value().utf8.empty());
}

TEST_CASE("broken UTF-8 is reported where it is, not as Shift_JIS", "[encoding]") {
  // Three lines of UTF-8 kanji, then a stray byte on line 4 after "ab".
  const std::string text = "手合割\n先手\n後手\nab\x93 cd\n";
  CHECK(kifu::detect_encoding(text) == kifu::text_encoding::utf8);
  const auto stray = kifu::decode(text);
  REQUIRE(stray.diagnostics().size() == 1);
  const auto& d = stray.diagnostics()[0];
  CHECK(d.code == kifu::diagnostic_code::invalid_utf8);
  CHECK(d.line == 4);
  CHECK(d.column == 3);
  CHECK(d.offset == 26);  // 3 lines of 10, 7 and 7 bytes, then "ab"
  CHECK(d.message == "byte 93 is not valid UTF-8");

  // A file cut in the middle of its last character (歩 is E6 AD A9).
  const auto cut = kifu::decode(std::string("歩\n\xE6\xAD"));
  REQUIRE(cut.diagnostics().size() == 1);
  CHECK(cut.diagnostics()[0].line == 2);
  CHECK(cut.diagnostics()[0].message == "the text ends in the middle of a UTF-8 character");

  // Shift_JIS stays Shift_JIS: 手合割：平手 in Windows-31J.
  const std::string sjis = "\x8E\xE8\x8D\x87\x8A\x84\x81\x46\x95\xBD\x8E\xE8\n";
  CHECK(kifu::detect_encoding(sjis) == kifu::text_encoding::shift_jis);
  REQUIRE(kifu::decode(sjis).ok());
  CHECK(kifu::decode(sjis)->utf8 == "手合割：平手\n");
}

TEST_CASE("UTF-16 and EUC-JP are refused with a message naming them", "[encoding]") {
  const auto utf16 = kifu::decode(std::string("\xFF\xFE\x4B\x62\x08\x54", 6));  // 手合, UTF-16LE
  REQUIRE(utf16.diagnostics().size() == 1);
  CHECK(utf16.diagnostics()[0].code == kifu::diagnostic_code::unsupported_encoding);
  CHECK(utf16.diagnostics()[0].message.starts_with("this looks like UTF-16"));
  CHECK_FALSE(utf16.diagnostics()[0].has_location());
  // Without a byte-order mark: ASCII as UTF-16LE ("A1\n" twice) is UTF-16; NUL bytes on both
  // sides of the pairs are not.
  const auto no_bom =
      kifu::decode(std::string("A\0"
                               "1\0"
                               "\n\0"
                               "A\0"
                               "1\0"
                               "\n\0",
                               12));
  REQUIRE(no_bom.diagnostics().size() == 1);
  CHECK(no_bom.diagnostics()[0].code == kifu::diagnostic_code::unsupported_encoding);
  CHECK(kifu::decode(std::string("a\0b\0\0c\0d", 8)).ok());
  // 手合割：平手 in EUC-JP.
  const auto euc = kifu::decode("\xBC\xEA\xB9\xE7\xB3\xE4\xA1\xA7\xCA\xBF\xBC\xEA\n");
  REQUIRE(euc.diagnostics().size() == 1);
  CHECK(euc.diagnostics()[0].code == kifu::diagnostic_code::unsupported_encoding);
  CHECK(euc.diagnostics()[0].message.starts_with("this looks like EUC-JP"));
}
