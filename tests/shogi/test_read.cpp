// read_records: every record of a file, the format found from its bytes, against each format's
// own reader on the bundled files.
#include <catch2/catch.hpp>

#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/jkf.hpp"
#include "kifu/shogi/kif.hpp"
#include "kifu/shogi/read.hpp"
#include "support/test_data.hpp"

using namespace kifu;
using namespace kifu::shogi;

namespace {

// The number of moves on each record's main line, or -1 for a record that failed.
std::vector<long> main_line_lengths(const std::vector<parse_result<record>>& results) {
  std::vector<long> out;
  for (const auto& r : results)
    out.push_back(r.has_value() ? static_cast<long>(r.value().main_line().size()) : -1);
  return out;
}

}  // namespace

TEST_CASE("read_records reads each shogi format as its own reader does", "[shogi][read]") {
  const auto csa = test::read_bytes(test::data_dir() / "csa" / "three-games.csa");
  const auto from_csa = read_records(csa);
  REQUIRE(from_csa.size() == 3);
  CHECK(main_line_lengths(from_csa) == main_line_lengths(read_csa_records(csa)));

  const auto kif = test::read_bytes(test::data_dir() / "kif" / "jkf_fork.kif");
  const auto from_kif = read_records(kif, {false, "jkf_fork.kif"});
  REQUIRE(from_kif.size() == 1);
  CHECK(main_line_lengths(from_kif) == main_line_lengths(read_kif_records(kif)));

  const auto ki2 = test::read_bytes(test::data_dir() / "kif" / "jkf_fork.ki2");
  CHECK(detect_input(ki2).kind == input_kind::ki2);
  CHECK(main_line_lengths(read_records(ki2)) == main_line_lengths(read_kif_records(ki2)));

  const std::string jkf = write_jkf(from_csa[1].value());
  const auto from_jkf = read_records(jkf);
  REQUIRE(from_jkf.size() == 1);
  CHECK(main_line_lengths(from_jkf) == main_line_lengths({from_csa[1]}));

  const auto from_usi = read_records("position startpos moves 7g7f 3c3d 8h2b+\n");
  REQUIRE(from_usi.size() == 1);
  CHECK(main_line_lengths(from_usi) == std::vector<long>{3});
}

TEST_CASE("read_records gives nothing for what is no shogi record", "[shogi][read]") {
  const auto sgf = test::read_bytes(test::data_dir() / "go" / "gnugo" / "dead.sgf");
  CHECK(detect_input(sgf).kind == input_kind::sgf);
  CHECK_FALSE(is_record_kind(input_kind::sgf));
  CHECK(read_records(sgf).empty());
  CHECK(read_records("").empty());
  CHECK(is_record_kind(input_kind::usi));
  // A kind named reads the bytes as that kind, whatever they look like.
  const auto csa = test::read_bytes(test::data_dir() / "csa" / "three-games.csa");
  CHECK(read_records(csa, input_kind::jkf).size() == 1);
  CHECK_FALSE(read_records(csa, input_kind::jkf).front().ok());
}
