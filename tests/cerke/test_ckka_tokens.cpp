// CKKA elements one by one: every row of tokens.jsonl, headers.jsonl and subtoken-vectors.tsv,
// compared with the Rust parser's recorded output where both accept, plus the file frame (BOM,
// line ends, separators, escapes) and the diagnostics.
#include <catch2/catch.hpp>

#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "kifu/cerke/ckka.hpp"
#include "support/ckka.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using kifu::diagnostic_code;
using json = nlohmann::json;

namespace {

std::vector<json> jsonl(const std::filesystem::path& path) {
  std::vector<json> rows;
  std::istringstream in(kifu::test::read_bytes(path));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) rows.push_back(json::parse(line));
  return rows;
}

const auto ok = std::optional<diagnostic_code>{};

// Our verdict for each input of tokens.jsonl that we do not accept as it stands (read as a body
// on its own), with the reason. Every other input is accepted.
const std::map<std::string, std::pair<diagnostic_code, const char*>> rejected = {
    {"手馬", {diagnostic_code::ckka_misplaced, "a capture comment needs its move"}},
    {"手黒馬", {diagnostic_code::ckka_misplaced, "a capture comment needs its move"}},
    {"[SY]為王加同色王 再行", {diagnostic_code::ckka_hands, "the spec forbids 王 with 同色王"}},
    {"XU兵XYXAU", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMU四", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMU", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMY或", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMY或ME", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMY無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMY一此無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"ME弓MIMY無此無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LY弓ZY無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LY弓ZY此無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LY弓ZY一", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LY弓ZY一此無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LY弓ZY一LY", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LY弓ZY無此無", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"LO弓NOCO四五", {diagnostic_code::ckka_unsupported, "notation ①"}},
    {"或車CI", {diagnostic_code::ckka_unsupported, "notation ① drop of unknown colour"}},
    {"終季", {diagnostic_code::ckka_syntax, "a token the TS parser sees alone: needs 為…"}},
    {"或為王加獣", {diagnostic_code::ckka_syntax, "TS token: 再行 follows on the next line"}},
    {"或為王加獣而手八", {diagnostic_code::ckka_syntax, "TS token: 終季 follows"}},
    {"或為同色馬弓兵而手七", {diagnostic_code::ckka_syntax, "TS token: 終季 follows"}},
    {"あ", {diagnostic_code::ckka_syntax, "not CKKA"}},
    {"或為あいうえお", {diagnostic_code::ckka_syntax, "no hand name"}},
    {"或為同色馬弓兵而手あいうえお", {diagnostic_code::ckka_syntax, "no number"}},
    {"或為同色馬弓兵而手無無無", {diagnostic_code::ckka_syntax, "無無無 is no numeral"}},
    {"或為同色馬弓兵而手七ゆ", {diagnostic_code::ckka_syntax, "no 終季"}},
    {"黒弓MYあいうえお", {diagnostic_code::ckka_syntax, "あ… glued to a move"}},
    {"CAIあ", {diagnostic_code::ckka_syntax, "no piece"}},
    {"TIA片Z", {diagnostic_code::ckka_syntax, "a column without row"}},
    {"C皇", {diagnostic_code::ckka_syntax, "no row"}},
    {"CAI炎皇", {diagnostic_code::ckka_syntax, "no piece"}},
    {"CAI皇[CO]炎", {diagnostic_code::ckka_syntax, "no square after the bracket"}},
    {"CAI皇[CO]CU炎", {diagnostic_code::ckka_syntax, "炎 after the move"}},
    {"CAI皇[CO]CUZU炎", {diagnostic_code::ckka_syntax, "炎 after the move"}},
    {"CAI皇TAI[CO]炎", {diagnostic_code::ckka_syntax, "no square after the bracket"}},
    {"CAI皇TAI[CO]CU炎", {diagnostic_code::ckka_syntax, "炎 after the move"}},
    {"TIA片ZAUZAI水面下", {diagnostic_code::ckka_syntax, "no water cast"}},
    {"TIA片ZAUZAI水四面下", {diagnostic_code::ckka_syntax, "面下 after the move"}},
    {"TIA片ZAUZAI水四手赤船面下", {diagnostic_code::ckka_syntax, "面下 after the capture"}},
    {"ZAI片ZIZA橋炎", {diagnostic_code::ckka_syntax, "no stepping cast"}},
    {"XU兵XY無撃裁 手兵 手兵", {diagnostic_code::ckka_misplaced, "two capture comments"}},
    {"LY弓ZY水三此無", {diagnostic_code::ckka_syntax, "3 heads always enter the water"}},
    {"LY船ZY水五", {diagnostic_code::ckka_water_entry, "船 never casts for water"}},
    {"ZY弓ZU水五", {diagnostic_code::ckka_water_entry, "a water move starts outside"}},
};

}  // namespace

TEST_CASE("every row of tokens.jsonl gets its verdict", "[cerke]") {
  const auto rows = jsonl(kifu::test::ckka_dir() / "tokens.jsonl");
  REQUIRE(rows.size() == 114);
  std::size_t compared_with_rust = 0;
  for (const auto& row : rows) {
    const std::string input = row["input"];
    INFO(input << " (" << row["group"].get<std::string>() << ")");
    const auto r = kifu::test::read_body(input);
    const auto it = rejected.find(input);
    if (it != rejected.end()) {
      INFO(it->second.second);
      CHECK_FALSE(r.ok());
      REQUIRE_FALSE(r.diagnostics().empty());
      CHECK(r.diagnostics().front().code == it->second.first);
      continue;
    }
    CHECK(r.ok());
    for (const auto& d : r.diagnostics()) INFO(d.message);
    // Where the Rust parser read the same input, its elements must equal ours.
    const json& rust = row["cetkaik_kiaak_0_1_10"];
    if (r.ok() && rust["ok"] == true) {
      CHECK(kifu::test::as_cetkaik_kiaak(*r)["body"] == rust["body"]);
      ++compared_with_rust;
    }
  }
  CHECK(compared_with_rust == 54);
}

TEST_CASE("the notation ⓪ moves of the spec read to their kinds", "[cerke]") {
  const auto one = [](std::string_view text) {
    const auto r = kifu::test::read_body(text);
    REQUIRE(r.ok());
    REQUIRE(r->body.size() == 1);
    return std::get<move_element>(r->body[0]).move;
  };
  const auto w = std::get<no_step_water>(one("LY弓ZY水或此無"));
  CHECK(w.src == square{column::l, row::y});
  CHECK(w.moved == piece::bow);
  CHECK(w.water == sticks{std::nullopt, false});
  CHECK(std::get<step_bridge>(one("ME弓MIMY橋或此無")).bridge == sticks{std::nullopt, false});
  const auto bw = std::get<step_bridge_water>(one("LO弓NOCO橋四水一此無"));
  CHECK(bw.bridge == sticks{4, true});
  CHECK(bw.water == sticks{1, false});
  CHECK(std::get<parachute>(one("赤車CI")) ==
        parachute{color::red, piece::chariot, {column::c, row::i}});
  CHECK(std::get<tam_no_step>(one("KE皇KI")).first_dest == std::nullopt);
  CHECK(std::get<tam_no_step>(one("KE皇[或]KI")).first_dest == std::nullopt);
  CHECK(std::get<tam_no_step>(one("KE皇[LE]KI")).first_dest == square{column::l, row::e});
  const auto former = std::get<tam_step_during_former>(one("KE皇LI[KE]KA"));
  CHECK(former.step == square{column::l, row::i});
  CHECK(former.first_dest == square{column::k, row::e});
  const auto latter = std::get<tam_step_during_latter>(one("PAU皇[MAU]CAIMAU"));
  CHECK(latter.first_dest == square{column::m, row::au});
  CHECK(latter.step == square{column::c, row::ai});
  CHECK(std::holds_alternative<tam_step_unspecified>(one("PAU皇CAIMAU")));
  CHECK(std::get<step_no_stick>(one("TIA片ZAUZAI無撃裁")).moved == std::nullopt);
  // Printing gives back the spec's spelling.
  for (const char* text : {"LY弓ZY水或此無", "ME弓MIMY橋無此無", "LO弓NOCO橋四水五", "黒弓MY",
                           "KE皇[LE]KI", "KE皇LI[或]KA", "PAU皇CAIMAU", "NY巫CYCO水五"})
    CHECK(to_ckka(one(text)) == text);
}

TEST_CASE("every row of headers.jsonl reads as the Rust parser reads it", "[cerke]") {
  const auto rows = jsonl(kifu::test::ckka_dir() / "headers.jsonl");
  REQUIRE(rows.size() == 14);
  for (const auto& row : rows) {
    const std::string input = row["input"];
    INFO(input);
    const auto r = read_ckka(input);
    const json& rust = row["cetkaik_kiaak_0_1_10"];
    if (rust["ok"] == false) {
      // "{a\nb}" (a line break inside an item) and "[筆]十二" (one player): both rejected.
      CHECK_FALSE(r.ok());
      REQUIRE_FALSE(r.diagnostics().empty());
      CHECK(r.diagnostics().front().code == diagnostic_code::ckka_header);
      continue;
    }
    REQUIRE(r.ok());
    CHECK(kifu::test::as_cetkaik_kiaak(*r)["header"] == rust["header"]);
  }
}

TEST_CASE("every row of subtoken-vectors.tsv", "[cerke]") {
  const auto rows = kifu::test::read_tsv(kifu::test::ckka_dir() / "subtoken-vectors.tsv");
  REQUIRE(rows.size() == 16);
  // The vectors test prefix parsers; here each input is read as a body and the expectation is
  // checked on what the reader made of it (or where it stopped).
  const auto first_error_column = [](std::string_view text) -> std::uint32_t {
    const auto r = kifu::test::read_body(text);
    return r.diagnostics().empty() ? 0 : r.diagnostics().front().column;
  };
  // square-prefix: CAI and CA are squares (the reader stops after them, wanting a piece); C is not.
  CHECK(first_error_column("CAIあ") == 4);
  CHECK(first_error_column("CA") == 3);
  CHECK(first_error_column("C") == 1);
  // drop-prefix: only 黒弓MY is a whole drop.
  CHECK(kifu::test::read_body("").ok());
  CHECK(kifu::test::read_body("").value().body.empty());
  CHECK(first_error_column("黒") == 1);
  CHECK(first_error_column("黒弓") == 3);
  CHECK(first_error_column("黒弓M") == 3);
  const auto drop = kifu::test::read_body("黒弓MY");
  REQUIRE(drop.ok());
  CHECK(std::get<move_element>(drop->body[0]).move ==
        move{parachute{color::black, piece::bow, {column::m, row::y}}});
  // tam-bracket
  CHECK(std::get<tam_no_step>(
            std::get<move_element>(kifu::test::read_body("ZO皇[TY]TU")->body[0]).move)
            .first_dest == square{column::t, row::y});
  CHECK(std::get<tam_no_step>(
            std::get<move_element>(kifu::test::read_body("ZO皇[或]TU")->body[0]).move)
            .first_dest == std::nullopt);
  // piece and piece-or-wildcard
  CHECK(std::get<no_step_no_stick>(
            std::get<move_element>(kifu::test::read_body("ZI船ZU無撃裁")->body[0]).move)
            .moved == piece::ship);
  CHECK(std::get<no_step_no_stick>(
            std::get<move_element>(kifu::test::read_body("KE巫LE無撃裁")->body[0]).move)
            .moved == piece::shaman);
  CHECK(std::get<no_step_no_stick>(
            std::get<move_element>(kifu::test::read_body("KE片LE無撃裁")->body[0]).move)
            .moved == std::nullopt);
  // yaku-prefix: the legacy declaration stops before 而手 (it wants 再行 or 終季 there).
  const auto yaku = kifu::test::read_body("或為(馬弓兵)(王)(戦集)(助友)而手十六");
  REQUIRE_FALSE(yaku.ok());
  CHECK(yaku.diagnostics().front().column == 19);
  CHECK(yaku.diagnostics().front().message.starts_with("expected 再行, or 終季"));
}

TEST_CASE("the file frame: BOM, CRLF, separators and escapes", "[cerke]") {
  SECTION("a BOM is an error, and the rest is still read") {
    const auto r = read_ckka("\xEF\xBB\xBF{a:b}\nXU兵XY無撃裁\n");
    CHECK_FALSE(r.ok());
    REQUIRE(r.has_value());
    CHECK(r.diagnostics().size() == 1);
    CHECK(r.diagnostics()[0].code == diagnostic_code::ckka_bom);
    CHECK(r->body.size() == 1);
    CHECK(r->header[0].key == "a");
  }
  SECTION("CRLF reads like LF, and positions count lines and characters") {
    const auto lf = read_ckka("{一位色:黒}\nXU兵XY無撃裁 XI兵XU無撃裁\n");
    const auto crlf = read_ckka("{一位色:黒}\r\nXU兵XY無撃裁 XI兵XU無撃裁\r\n");
    REQUIRE(lf.ok());
    REQUIRE(crlf.ok());
    CHECK(without_positions(*lf) == without_positions(*crlf));
    const auto& second = std::get<move_element>(crlf->body[1]);
    CHECK(second.position.line == 2);
    CHECK(second.position.column == 10);
    CHECK(second.position.offset == 17 + 17);
  }
  SECTION("every space and punctuation character separates elements") {
    for (const char* sep : {"\t", " ", "\u00A0", "\u3000", ",", ".", "\u3001", "\u3002", "\uFF0C",
                            "\uFF0E", "\uFF61", "\uFF64"}) {
      INFO(sep);
      const auto r = kifu::test::read_body(std::string("XU兵XY無撃裁") + sep + "XI兵XU無撃裁");
      CHECK(r.ok());
      CHECK(r->body.size() == 2);
    }
  }
  SECTION("elements need a separator, except comments and capture comments") {
    const auto r = kifu::test::read_body("XU兵XY無撃裁XI兵XU無撃裁");
    REQUIRE(r.diagnostics().size() == 1);
    CHECK(r.diagnostics()[0].code == diagnostic_code::ckka_separator);
    CHECK(r.diagnostics()[0].column == 9);
    const auto glued = kifu::test::read_body("XU兵XY無撃裁手赤兵{a}");
    REQUIRE(glued.ok());
    const auto& m = std::get<move_element>(glued->body[0]);
    CHECK(m.capture->color == color::red);
    CHECK(m.comment == "a");
  }
  SECTION("escaped comments, header items and names print back with the fewest #") {
    const std::string text =
        "##{a}#b}##\n{:18:00}\n{律:硬皇力}\n#[筆]]#十二 [翰]\nXU兵XY無撃裁 #{x}y}#\n"
        "#[S]Y]#為獣 再行\n";
    const auto r = read_ckka(text);
    REQUIRE(r.ok());
    CHECK(r->header[0].value == "a}#b");
    CHECK_FALSE(r->header[1].key.has_value());
    CHECK(r->header[1].value == "18:00");
    CHECK((*r->players)[0].name == "筆]");
    CHECK((*r->players)[1].score == 28);
    CHECK(std::get<move_element>(r->body[0]).comment == "x}y");
    CHECK(std::get<declaration>(r->body[1]).declarer == "S]Y");
    CHECK(write_ckka(*r) ==
          "##{a}#b}##\n{:18:00}\n{律:硬皇力}\n#[筆]]#十二 [翰]\nXU兵XY無撃裁 #{x}y}#\n"
          "#[S]Y]#為獣 再行\n");
  }
  SECTION("declarations in both syntaxes, with Pekzep or arabic points") {
    const auto r = kifu::test::read_body(
        "或為王加獣\n再行 [SY]為行行而手十 終季 春終 [SY]為(獣)(同色王)終季 手20 星一周");
    REQUIRE(r.ok());
    const auto& ty = std::get<declaration>(r->body[0]);
    CHECK(ty.declarer == std::nullopt);
    CHECK(ty.action == declaration_action::ty_mok);
    CHECK(ty.hands.size() == 2);
    const auto& ta = std::get<declaration>(r->body[1]);
    CHECK(ta.points == 10);
    CHECK(ta.syntax == declaration_syntax::current);
    CHECK(std::get<season_end>(r->body[2]).season == season::spring);
    const auto& legacy = std::get<declaration>(r->body[3]);
    CHECK(legacy.syntax == declaration_syntax::legacy);
    CHECK(legacy.points == 20);
    CHECK(legacy.hands[1] == named_hand{hand::king, true});
    CHECK(write_ckka(*r) ==
          "或為王加獣 再行\n[SY]為行行而手十 終季\n春終\n[SY]為獣加同色王而手二十 終季\n星一周\n");
    ckka_read_options strict;
    strict.body_only = true;
    strict.legacy_declarations = false;
    const auto refused = read_ckka("[SY]為(獣)再行", strict);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.diagnostics()[0].code == diagnostic_code::ckka_unsupported);
  }
  SECTION("numbers beyond 32 bits and invalid UTF-8") {
    const auto big = kifu::test::read_body("或為獣而手九九億 終季");
    REQUIRE_FALSE(big.ok());
    CHECK(big.diagnostics()[0].code == diagnostic_code::ckka_out_of_range);
    CHECK(big.diagnostics()[0].column == 6);
    const auto bad = read_ckka("XU兵XY\xFF");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.diagnostics()[0].code == diagnostic_code::invalid_utf8);
    CHECK(bad.diagnostics()[0].offset == 7);
  }
  SECTION("header errors") {
    const auto r = read_ckka("{ok}\nfoo\n[a] [b]\n{late}\n");
    REQUIRE(r.diagnostics().size() == 2);
    CHECK(r.diagnostics()[0].line == 2);
    CHECK(r.diagnostics()[0].message.starts_with("'f' in the header"));
    CHECK(r.diagnostics()[1].line == 4);
    CHECK(r->players.has_value());
  }
}

TEST_CASE("check_ckka finds what the grammar cannot", "[cerke]") {
  const auto codes = [](std::string_view text) {
    std::vector<diagnostic_code> out;
    const auto r = kifu::test::read_body(text);
    REQUIRE(r.ok());
    for (const auto& d : check_ckka(*r)) out.push_back(d.code);
    return out;
  };
  using v = std::vector<diagnostic_code>;
  CHECK(codes("ME弓MIMY橋無 MY弓MIMY橋無此無") == v{diagnostic_code::ckka_sticks});
  CHECK(codes("黒弓MY手兵 ZO皇TU手兵 ME弓MIMY橋一此無手兵 LY弓ZY水二此無手兵 XU兵XY無撃裁手兵") ==
        v(4, diagnostic_code::ckka_capture));
  // 王 5 × rate 4 after two 再行 (kiaak-parser-tests case4), then a wrong sum.
  CHECK(codes("ZAI船ZIZA橋三 或為王 再行 TE虎ZA無撃裁 或為王加獣 再行 ZI船ZIA無撃裁 "
              "或為王加獣而手三十二 終季") == v{});
  CHECK(codes("ZAI船ZIZA橋三 或為王加獣而手九 終季") == v{diagnostic_code::ckka_points});
  CHECK(codes("或為王 再行") == v{diagnostic_code::ckka_order});
  CHECK(codes("XU兵XY無撃裁 星一周 XI兵XU無撃裁") == v{diagnostic_code::ckka_order});
  // Season ends follow 終季 and name the season that ended.
  const std::string season = "ZAI船ZIZA橋三 或為王而手五 終季 ";
  CHECK(codes(season + "春終 " + season + "夏終") == v{});
  CHECK(codes(season + "上季終 " + season + "下季終") == v{});
  CHECK(codes(season + "夏終") == v{diagnostic_code::ckka_order});
  CHECK(codes("ZAI船ZIZA橋三 春終") == v{diagnostic_code::ckka_order});
  const auto r = kifu::test::read_body("ZAI船ZIZA橋三 或為王加獣而手九 終季");
  CHECK(check_ckka(*r)[0].message == "declared 手九 (9), but rate ×1 times 王 5 + 獣 3 is 8");
}

TEST_CASE("to_json writes the typed record", "[cerke]") {
  const auto r = read_ckka("{一位色:黒}\n[a]十 [b]\nZAI船ZIZA橋三手赤王 或為王 再行\n");
  REQUIRE(r.ok());
  const json j = json::parse(write_json(*r));
  CHECK(j["header"][0]["key"] == "一位色");
  CHECK(j["players"][1]["score"] == 30);
  CHECK(j["players"][1]["score_written"] == false);
  CHECK(j["body"][0]["move"]["kind"] == "step_bridge");
  CHECK(j["body"][0]["move"]["bridge"]["heads"] == 3);
  CHECK(j["body"][0]["capture"]["color"] == "赤");
  CHECK(j["body"][0]["line"] == 3);
  CHECK(j["body"][1]["type"] == "ty_mok");
  CHECK(j["body"][1]["declarer"] == nullptr);
  CHECK(j["body"][1]["column"] == 15);
}
