// CKKA reading against the corpus: every record with its verdict, round trips through the
// printer, and the records the two existing parsers accept compared with their recorded output.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "kifu/cerke/ckka.hpp"
#include "support/ckka.hpp"
#include "support/test_data.hpp"

using namespace kifu::cerke;
using kifu::diagnostic_code;
using json = nlohmann::json;

namespace {

struct verdict {
  const char* file;
  bool accepted;
  diagnostic_code first_error;  // when not accepted
  std::uint32_t line, column;   // of the first error
  const char* why;              // why we agree or differ with the two existing parsers
};

// Every .ckka of the corpus. The Rust crate (cetkaik_kiaak 0.1.10) reads only the pre-2021 hand
// declarations; the TypeScript parser (cerke_online_kiaak_parser 1.4.1) only records that begin
// with {一位色:…}. We read notation ⓪ as the specification defines it, with both dialects.
const verdict corpus[] = {
    {"spec-readme__ex1-notation1.ckka", false, diagnostic_code::ckka_unsupported, 1, 10,
     "notation ① leaves out 無撃裁/橋/水; both parsers reject it too"},
    {"spec-readme__ex2-notation1.ckka", false, diagnostic_code::ckka_unsupported, 1, 8,
     "notation ①; both parsers reject it too"},
    {"spec-readme__ex3-notation1.ckka", false, diagnostic_code::ckka_unsupported, 4, 8,
     "notation ①; both parsers reject it too"},
    {"spec-readme__ex4-notation2.ckka", false, diagnostic_code::ckka_unsupported, 4, 4,
     "notation ②; both parsers reject it too"},
    {"spec-readme__ex5-notation1.ckka", false, diagnostic_code::ckka_unsupported, 3, 10,
     "notation ①; both parsers reject it too"},
    {"spec-readme__ex6-notation3.ckka", false, diagnostic_code::ckka_unsupported, 3, 1,
     "notation ③; both parsers reject it too"},
    {"ckka-repo__sample1.ckka",
     true,
     {},
     0,
     0,
     "legacy declarations 為(…)(…); Rust accepts, TS rejects (no {一位色:…} first)"},
    {"ckka-repo__sample2-no-trailing-game-end.ckka",
     true,
     {},
     0,
     0,
     "as sample1 without 星一周, which is optional; Rust accepts, TS rejects"},
    {"ckka-rust-tests__sample1-indented.ckka",
     true,
     {},
     0,
     0,
     "indentation is space; Rust accepts, TS rejects"},
    {"ckka-rust-tests__sample2-named-paren-yaku.ckka",
     true,
     {},
     0,
     0,
     "Rust accepts; TS rejects records starting with {始時:…}, the spec does not fix an order"},
    {"ckka-rust-tests__sample3-anonymous-paren-yaku.ckka",
     true,
     {},
     0,
     0,
     "Rust accepts; TS rejects the header order"},
    {"ckka-rust-tests__sample3-commented-out-new-yaku-syntax.ckka",
     true,
     {},
     0,
     0,
     "current declarations and glued capture comments: both parsers reject it, the spec allows "
     "it (its README calls the Rust failure a known problem)"},
    {"kiaak-parser-tests__case1.ckka",
     true,
     {},
     0,
     0,
     "cerke_online output; TS accepts, Rust rejects glued capture comments and 或為…而手"},
    {"kiaak-parser-tests__case1-but-without-ending-time.ckka",
     true,
     {},
     0,
     0,
     "TS accepts, Rust rejects"},
    {"kiaak-parser-tests__case2.ckka", true, {}, 0, 0, "TS accepts, Rust rejects"},
    {"kiaak-parser-tests__case3.ckka", true, {}, 0, 0, "TS accepts, Rust rejects"},
    {"kiaak-parser-tests__case4.ckka", true, {}, 0, 0, "TS accepts, Rust rejects"},
    {"kiaak-parser-tests__old-version.ckka",
     true,
     {},
     0,
     0,
     "both reject: TS refuses {始時:…} first by design; the spec fixes no header order"},
    {"legacy-fedirrgavir__000-mun1-mun1.ckka", false, diagnostic_code::ckka_unsupported, 4, 10,
     "2018 record in notation ①; both parsers reject it too"},
    {"legacy-fedirrgavir__001-jv-sy.ckka", false, diagnostic_code::ckka_unsupported, 3, 10,
     "notation ①; both parsers reject it too"},
    {"legacy-fedirrgavir__002-jv-sy.ckka", false, diagnostic_code::ckka_unsupported, 3, 3,
     "notation ②; both parsers reject it too"},
    {"legacy-fedirrgavir__003-vane11ope-jv.ckka", false, diagnostic_code::ckka_unsupported, 3, 4,
     "notation ②; both parsers reject it too"},
    {"legacy-fedirrgavir__004-complement-jv.ckka", false, diagnostic_code::ckka_unsupported, 3, 4,
     "notation ②; both parsers reject it too"},
    {"legacy-fedirrgavir__005-sy-complement.ckka", false, diagnostic_code::ckka_unsupported, 3, 8,
     "notation ①; both parsers reject it too"},
};

}  // namespace

TEST_CASE("the corpus table lists every .ckka file", "[cerke]") {
  std::size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(kifu::test::ckka_dir()))
    if (e.path().extension() == ".ckka") {
      ++files;
      const auto name = e.path().filename().string();
      CHECK(std::any_of(std::begin(corpus), std::end(corpus),
                        [&](const verdict& v) { return name == v.file; }));
    }
  CHECK(files == std::size(corpus));
  // MANIFEST.tsv lists the same files.
  CHECK(kifu::test::read_tsv(kifu::test::ckka_dir() / "MANIFEST.tsv").size() == std::size(corpus));
}

TEST_CASE("every corpus record gets its verdict", "[cerke]") {
  for (const auto& v : corpus) {
    INFO(v.file << ": " << v.why);
    const auto r = read_ckka(kifu::test::read_bytes(kifu::test::ckka_dir() / v.file));
    CHECK(r.ok() == v.accepted);
    if (v.accepted) {
      CHECK(r.diagnostics().empty());
      CHECK(check_ckka(*r).empty());
    } else {
      const auto errors = std::ranges::find_if(
          r.diagnostics(), [](const auto& d) { return d.level == kifu::severity::error; });
      REQUIRE(errors != r.diagnostics().end());
      const auto& d = *errors;
      CHECK(d.code == v.first_error);
      CHECK(d.line == v.line);
      CHECK(d.column == v.column);
    }
  }
}

TEST_CASE("read, print, read gives the same record for every accepted corpus file", "[cerke]") {
  for (const auto& v : corpus) {
    if (!v.accepted) continue;
    INFO(v.file);
    const auto first = read_ckka(kifu::test::read_bytes(kifu::test::ckka_dir() / v.file));
    REQUIRE(first.ok());
    const std::string printed = write_ckka(*first);
    const auto second = read_ckka(printed);
    REQUIRE(second.ok());
    CHECK(without_positions(*second) == without_positions(*first));
    CHECK(write_ckka(*second) == printed);  // canonical: printing is idempotent
    CHECK(printed.back() == '\n');
    CHECK(printed.find('\r') == std::string::npos);
  }
}

// Compares our reading of every corpus record that a parser accepted with its recorded output
// (expected/<record>.<suffix>): `render` puts our record in that parser's JSON shape, `body` names
// the array of elements; the fields outside it must be equal too. Returns how many were compared.
template <class Render>
std::size_t compare_with_oracle(const std::string& suffix, Render render, const char* body) {
  std::size_t compared = 0;
  for (const auto& v : corpus) {
    const std::string stem = std::string(v.file).substr(0, std::string(v.file).size() - 5);
    const auto expected_path = kifu::test::ckka_dir() / "expected" / (stem + suffix);
    if (!std::filesystem::exists(expected_path)) continue;
    INFO(v.file);
    const auto r = read_ckka(kifu::test::read_bytes(kifu::test::ckka_dir() / v.file));
    REQUIRE(r.ok());
    json expected = json::parse(kifu::test::read_bytes(expected_path));
    json ours = render(*r);
    REQUIRE(ours[body].size() == expected[body].size());
    for (std::size_t i = 0; i < ours[body].size(); ++i) {
      INFO("element " << i);
      CHECK(ours[body][i] == expected[body][i]);
    }
    ours.erase(body);
    expected.erase(body);
    CHECK(ours == expected);
    ++compared;
  }
  return compared;
}

TEST_CASE("records the Rust parser accepts read the same as its recorded output", "[cerke]") {
  CHECK(compare_with_oracle(".cetkaik_kiaak-0.1.10.json", kifu::test::as_cetkaik_kiaak, "body") ==
        5);
}

TEST_CASE("records the TypeScript parser accepts read the same as its recorded output", "[cerke]") {
  CHECK(compare_with_oracle(".cerke_online_kiaak_parser-1.4.1.json",
                            kifu::test::as_cerke_online_kiaak, "parsed_bodies") == 5);
}
