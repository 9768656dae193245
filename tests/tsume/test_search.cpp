// Per-move records and searches on problems built for the purpose: each one shows a feature
// (seven kinds of interposition, 移動合, 中合, a discovered check, 不成 by both sides), and the
// near misses beside them must not match.
#include <catch2/catch.hpp>

#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/convert.hpp"
#include "kifu/tsume/query.hpp"

using namespace kifu;
using namespace kifu::tsume;

namespace {

struct made_problem {
  const char* sfen;
  const char* usi;  // the solution, space-separated
  const char* author;
};

// 1: a rook checks along rank 1 and the defender interposes all seven kinds, one by one.
// 2: the same with six kinds (no 角): a near miss for 七種合.
// 3: a silver steps aside for a discovered check by a lance; the defender blocks with a board
//    move of its gold three squares from the king (移動合, 中合); then a silver of each side
//    declines promotion.
const made_problem problems[] = {
    {"8k/9/9/9/9/9/9/9/R8 b r2b4g4s4n4l18p 1",
     "9i9a P*8a 9a8a L*7a 8a7a N*6a 7a6a S*5a 6a5a G*4a 5a4a B*3a 4a3a R*2a 3a2a", "七種太郎"},
    {"8k/9/9/9/9/9/9/9/R8 b r2b4g4s4n4l18p 1",
     "9i9a P*8a 9a8a L*7a 8a7a N*6a 7a6a S*5a 6a5a G*4a 5a4a R*3a 4a3a", "六種次郎"},
    {"4k4/9/7S1/5g3/9/9/4S4/2s6/4L4 b 2r2b3gs4n3l18p 1", "5g4f 4d5d 2c1b 7h6i", "空き王手"},
};

database load_problems() {
  std::string dia;
  std::string tjn;
  int number = 0;
  for (const auto& p : problems) {
    shogi::record r;
    r.start = shogi::parse_sfen(p.sfen).value_or_throw();
    r.headers.push_back({"作者", p.author});
    const auto moves = shogi::parse_usi_position(std::string("sfen ") + p.sfen + " moves " + p.usi);
    REQUIRE(moves.ok());
    shogi::position pos = r.start;
    std::size_t parent = 0;
    std::string rest = p.usi;
    std::size_t start = 0;
    while (start < rest.size()) {
      const std::size_t end = std::min(rest.find(' ', start), rest.size());
      const auto m = shogi::parse_usi_move(rest.substr(start, end - start), pos).value_or_throw();
      shogi::record_node n;
      n.parent = parent;
      n.move = m;
      r.nodes.push_back(n);
      r.nodes[parent].children.push_back(r.nodes.size() - 1);
      parent = r.nodes.size() - 1;
      pos.play(m);
      start = end + 1;
    }
    const auto work = tbase::from_record(r, ++number).value_or_throw();
    REQUIRE(tbase::append_dia(dia, work.problem).empty());
    tjn += tbase::write_tjn({{work.solution}, {}}).value_or_throw();
  }
  return database::load({{"made", dia, tjn, {}, {}}}, 2, [](const diagnostic& d, std::string_view) {
    if (d.level == severity::error) FAIL(d.message);
  });
}

std::vector<int> numbers_found(const database& db, const char* json) {
  const auto q = parse_query(json);
  INFO(json);
  for (const auto& d : q.diagnostics()) INFO(d.message);
  REQUIRE(q.ok());
  const auto c = compiled_query::compile(*q);
  REQUIRE(c.ok());
  std::vector<int> n;
  const auto found = search(db, *c, 2);
  REQUIRE(found.ok());
  for (auto i : *found) n.push_back(db.at(i).number);
  return n;
}

}  // namespace

TEST_CASE("tsume: move records carry interpositions, 中合, discovered checks and 不成", "[tsume]") {
  const database db = load_problems();
  REQUIRE(db.size() == 3);
  const problem seven = db.at(0);
  REQUIRE(seven.solved);
  REQUIRE(seven.moves == 15);
  // Move 1: the rook leaves 99 for 91 without promoting, checking the king on 11.
  CHECK(db.line(seven.first_move) == "1,9一飛(99),1,9,9,9,1,7,1,1,1,8,8,8,0,0,1,0,0,0");
  // Move 2: 歩 dropped on 81, seven files from the king: 打合 and 中合.
  CHECK(db.line(seven.first_move + 1) == "2,8一歩打,2,0,0,8,1,1,0,1,1,0,0,7,0,0,0,1,1,0");
  // Move 3: the rook takes it on the same square: 同, a capture of a 歩 (1), check.
  CHECK(db.line(seven.first_move + 2) == "3,同　飛(91),1,9,1,8,1,7,1,1,1,8,0,7,0,1,1,0,0,0");
  // Move 14: 飛 dropped next to the king: an interposition but not 中合.
  CHECK(db.line(seven.first_move + 13) == "14,2一飛打,2,0,0,2,1,7,0,1,1,0,0,1,0,0,0,1,0,0");

  const problem aside = db.at(2);
  REQUIRE(aside.moves == 4);
  std::vector<move_record> m;
  for (std::uint32_t k = 0; k < aside.moves; ++k) m.push_back(db.move(aside.first_move + k));
  CHECK(m[0].check);
  CHECK(m[0].discovered);  // the lance on 59 checks once the silver leaves 57
  CHECK(m[0].promotion == promotion::impossible);
  CHECK(m[1].interposition == interposition::board);
  CHECK(m[1].chuai);
  CHECK_FALSE(m[1].check);
  CHECK(m[2].promotion == promotion::declined);  // black silver 23 to 12, 不成
  CHECK(m[3].promotion == promotion::declined);  // white silver 78 to 69, rank 9, 不成
  CHECK(m[3].side == 2);
}

TEST_CASE("tsume: the seven interpositions query finds only the seven-kind problem", "[tsume]") {
  const database db = load_problems();
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"regex": "歩打,2"}, {"regex": "香打,2"},
      {"regex": "桂打,2"}, {"regex": "銀打,2"}, {"regex": "金打,2"}, {"regex": "角打,2"},
      {"regex": "飛打,2"}]}]})") == std::vector<int>{1});
  // In order, 歩 to 飛: problem 1 drops 歩 香 桂 銀 金 角 飛 in that order.
  CHECK(numbers_found(db, R"({"moves": [{"order": "in_order", "patterns": [{"text": "歩打,2"},
      {"text": "金打,2"}, {"text": "飛打,2"}]}]})") == std::vector<int>{1, 2});
  CHECK(numbers_found(db, R"({"moves": [{"order": "in_order", "patterns": [{"text": "飛打,2"},
      {"text": "歩打,2"}]}]})")
            .empty());
  // Consecutive: an interposition then its capture.
  CHECK(numbers_found(db, R"({"moves": [{"order": "consecutive", "times": 6,
      "patterns": [{"token": "-***合"}, {"token": "+***"}]}]})") == std::vector<int>{1, 2});
  CHECK(numbers_found(db, R"({"moves": [{"order": "consecutive", "times": 7,
      "patterns": [{"token": "-***合"}, {"token": "+***"}]}]})") == std::vector<int>{1});
}

TEST_CASE("tsume: tokens, counts and the added fields", "[tsume]") {
  const database db = load_problems();
  // Texts found anywhere in a line: after ASCII, at its start, across fields.
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"text": "2,8一歩打"}]}]})") ==
        std::vector<int>{1, 2});
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"text": "14,2一飛打"}]}]})") ==
        std::vector<int>{1});
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"regex": "^12,3一飛打"}]}]})") ==
        std::vector<int>{2});
  CHECK(
      numbers_found(
          db,
          R"({"moves": [{"patterns": [{"text": "一飛打,2,0,0,2,1,7,0,1,1,0,0,1,0,0,0,1,0,0"}]}]})") ==
      std::vector<int>{1});
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"token": "-*1*合"}], "times": 7}]})") ==
        std::vector<int>{1});
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"token": "-31角打"}]}]})") ==
        std::vector<int>{1});
  CHECK(numbers_found(
            db, R"({"moves": [{"patterns": [{"token": "+**銀不成"}, {"token": "-**銀不成"}]}]})") ==
        std::vector<int>{3});
  // 移動合 (interpose = 2) cannot be written as a KIF text; the added field finds it.
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"regex": ",2,[01],[01]$"}]}]})") ==
        std::vector<int>{3});
  // A discovered check: the last field.
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"regex": ",1$"}]}]})") ==
        std::vector<int>{3});
  // The seed's 歩不成 pattern: 歩 never declines here.
  CHECK(numbers_found(db, R"({"moves": [{"patterns": [{"regex": "歩\\(\\d\\d\\)(,\\d){6},1"}]}]})")
            .empty());
  CHECK(numbers_found(
            db,
            R"({"moves": [{"patterns": [{"regex": "飛\\(\\d\\d\\)(,\\d){6},1"}], "times": 8}]})") ==
        std::vector<int>{1});  // problem 1's rook declines 8 times, problem 2's 7 times
}

TEST_CASE("tsume: bibliographic and diagram conditions", "[tsume]") {
  const database db = load_problems();
  CHECK(numbers_found(db, R"({"info": {"author": {"text": "種"}}})") == std::vector<int>{1, 2});
  CHECK(numbers_found(db, R"({"info": {"author": {"regex": "^六"}}})") == std::vector<int>{2});
  CHECK(numbers_found(db, R"({"info": {"move_count": {"min": 10}}})") == std::vector<int>{1, 2});
  CHECK(numbers_found(db, R"({"diagram": {"pieces": {"玉": 1, "飛": 1}}})") ==
        std::vector<int>{1, 2});
  CHECK(numbers_found(db, R"({"diagram": {"squares": {"59": "香", "57": "銀"}, "king": "51"}})") ==
        std::vector<int>{3});
  CHECK(
      numbers_found(
          db,
          R"({"diagram": {"squares": {"11": "v玉"}}, "moves": [{"patterns": [{"token": "-21飛打"}]}]})") ==
      std::vector<int>{1});
  CHECK(numbers_found(db, R"({"diagram": {"checkmate": true}})").empty());
}

TEST_CASE("tsume: malformed queries are errors that say where", "[tsume]") {
  const auto bad_json = parse_query("{\"moves\": [}");
  REQUIRE_FALSE(bad_json.ok());
  CHECK(bad_json.diagnostics()[0].code == diagnostic_code::query_syntax);
  CHECK(bad_json.diagnostics()[0].column == 12);
  const std::string deep =
      "{\"moves\": " + std::string(200000, '[') + std::string(200000, ']') + "}";
  const auto too_deep = parse_query(deep);
  REQUIRE_FALSE(too_deep.ok());
  CHECK(too_deep.diagnostics()[0].message ==
        "the query nests arrays and objects more than 1000 levels deep");
  CHECK(too_deep.diagnostics()[0].column == 1010);  // the 1,000th [ after the object's level
  const auto unknown = parse_query(R"({"info": {"athor": "x"}})");
  REQUIRE_FALSE(unknown.ok());
  CHECK(unknown.diagnostics()[0].message.starts_with("query.info has an unknown key 'athor'"));
  const auto order =
      parse_query(R"({"moves": [{"order": "sometimes", "patterns": [{"text": "x"}]}]})");
  CHECK(order.diagnostics()[0].message ==
        "query.moves[0].order must be \"any\", \"in_order\" or \"consecutive\"");
  // Schema errors point at the value their path names: "sometimes" at line 2, column 13.
  const auto placed = parse_query(
      "{\"moves\": [\n  {\"order\": \"sometimes\", \"patterns\": [{\"text\": \"x\"}]}]}");
  REQUIRE(placed.diagnostics().size() == 1);
  CHECK(placed.diagnostics()[0].line == 2);
  CHECK(placed.diagnostics()[0].column == 13);
  CHECK(placed.diagnostics()[0].offset == 24);
  CHECK(unknown.diagnostics()[0].column == 10);  // the object of query.info
  // A number JSON cannot hold: at the number.
  const auto huge = parse_query("{\"info\":\n  {\"x\": 1e999}}");
  REQUIRE(huge.diagnostics().size() == 1);
  CHECK(huge.diagnostics()[0].line == 2);
  CHECK(huge.diagnostics()[0].column == 9);
  CHECK(huge.diagnostics()[0].offset == 17);

  // A move token is checked where the query is read, at its value.
  const auto token = parse_query("{\"moves\": [{\"patterns\":\n  [{\"token\": \"+0*金\"}]}]}");
  REQUIRE(token.diagnostics().size() == 1);
  CHECK(token.diagnostics()[0].code == diagnostic_code::query_pattern);
  CHECK(token.diagnostics()[0].message.starts_with(
      "query.moves[0].patterns[0].token '+0*金' is not a move token"));
  CHECK(token.diagnostics()[0].line == 2);
  CHECK(token.diagnostics()[0].column == 14);
  // A range that no value lies in is an error, not a search that finds nothing.
  const auto empty_range = parse_query(R"({"info": {"move_count": {"min": 29, "max": 9}}})");
  REQUIRE(empty_range.diagnostics().size() == 1);
  CHECK(empty_range.diagnostics()[0].message ==
        "query.info.move_count has min 29 above max 9: no problem could match");
  CHECK(parse_query(R"({"info": {"move_count": {"min": 9, "max": 9}}})").ok());
  // A query made in code is checked when compiled, without a place.
  query made;
  made.moves.push_back({order::any, 1, {{pattern_kind::regex, "(歩"}}});
  const auto regex = compiled_query::compile(made);
  REQUIRE_FALSE(regex.ok());
  CHECK(regex.diagnostics()[0].code == diagnostic_code::query_pattern);
  CHECK_FALSE(regex.diagnostics()[0].has_location());
  made.moves[0].patterns[0] = {pattern_kind::token, "+0*金"};
  const auto made_token = compiled_query::compile(made);
  REQUIRE_FALSE(made_token.ok());
  CHECK(made_token.diagnostics()[0].message.starts_with("'+0*金' is not a move token"));
  CHECK_FALSE(made_token.diagnostics()[0].has_location());
  // A text or regex that looks for 不成 compiles, with a warning: move lines never write it.
  made.moves[0].patterns = {{pattern_kind::text, "不成"}, {pattern_kind::token, "+**銀不成"}};
  const auto no_promotion = compiled_query::compile(made);
  REQUIRE(no_promotion.ok());
  REQUIRE(no_promotion.diagnostics().size() == 1);
  CHECK(no_promotion.diagnostics()[0].level == severity::warning);
  CHECK(no_promotion.diagnostics()[0].message.starts_with(
      "'不成' looks for 不成, which a move line's kif text never writes"));
}

TEST_CASE("tsume: a malformed regular expression is placed where Boost.Regex stopped", "[tsume]") {
  // "(歩" stops at its end: the closing quote, line 2, column 16 (characters, not bytes).
  const auto open = parse_query("{\"moves\": [{\"patterns\": [\n  {\"regex\": \"(歩\"}]}]}");
  REQUIRE(open.diagnostics().size() == 1);
  const diagnostic& d = open.diagnostics()[0];
  CHECK(d.code == diagnostic_code::query_pattern);
  CHECK(d.message ==
        "query.moves[0].patterns[0].regex is a malformed regular expression: an unmatched ( or "
        ") at its end");
  CHECK(d.line == 2);
  CHECK(d.column == 16);
  // Escapes count as the bytes they stand for: the ')' after "\\d\\u6b69" (\d, 歩).
  const auto escaped = parse_query(R"x({"moves": [{"patterns": [{"regex": "\\d\u6b69)"}]}]})x");
  REQUIRE(escaped.diagnostics().size() == 1);
  CHECK(escaped.diagnostics()[0].column == 46);
  // A field's expression: "[ab" stops at its end.
  const auto field = parse_query(R"({"info": {"author": {"regex": "[ab"}}})");
  REQUIRE(field.diagnostics().size() == 1);
  CHECK(field.diagnostics()[0].message.starts_with("query.info.author.regex is a malformed"));
  CHECK(field.diagnostics()[0].column == 35);
}
