// Every reader over its whole fuzz corpus (thousands of broken inputs each): no message a person
// reads ever names C++ internals or the library's functions.
#include <catch2/catch.hpp>

#include <array>
#include <filesystem>
#include <functional>
#include <string>

#include "kifu/kifu.hpp"
#include "support/test_data.hpp"

namespace {

// What no message may contain: C++ type names (mangled or not), namespaces, library functions.
constexpr std::array<std::string_view, 9> internal_words{
    "N5boost", "::", "std::", "boost", "_GLOBAL__N", "read_jkf", "read_csa", "read_kif", "parse_"};

// Runs `read` over every file of the fuzz corpus `name` and checks each message it gives.
void check_corpus(const std::string& name,
                  const std::function<kifu::diagnostic_list(std::string_view)>& read) {
  const auto dir = kifu::test::data_dir() / ".." / "fuzz" / "corpus" / name;
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const auto bytes = kifu::test::read_bytes(entry.path());
    for (const auto& d : read(bytes)) {
      for (const auto word : internal_words) {
        // A message may quote the input; a word counts only when the input does not hold it.
        if (d.message.find(word) == std::string::npos || bytes.find(word) != std::string::npos)
          continue;
        INFO(entry.path().string());
        FAIL_CHECK("the message names internals: " << d.message);
      }
    }
    ++files;
  }
  CHECK(files > 0);
}

template <class T>
kifu::diagnostic_list diagnostics_of(const kifu::parse_result<T>& r) {
  kifu::diagnostic_list out;
  for (const auto& d : r.diagnostics()) out.push_back(d);
  return out;
}

template <class T>
kifu::diagnostic_list diagnostics_of(const std::vector<kifu::parse_result<T>>& all) {
  kifu::diagnostic_list out;
  for (const auto& r : all)
    for (const auto& d : r.diagnostics()) out.push_back(d);
  return out;
}

}  // namespace

TEST_CASE("no reader's message names C++ internals, over every fuzz corpus", "[messages]") {
  using namespace kifu;
  check_corpus("cerke", [](std::string_view b) {
    auto all = diagnostics_of(cerke::read_ckka(b));
    cerke::ckka_read_options one;
    one.notation = cerke::notation::one;
    for (const auto& d : cerke::read_ckka(b, one).diagnostics()) all.push_back(d);
    return all;
  });
  check_corpus("kif", [](std::string_view b) {
    auto all = diagnostics_of(shogi::read_kif_records(b));
    for (const auto& d : shogi::read_jkf(b).diagnostics()) all.push_back(d);
    return all;
  });
  check_corpus("csa",
               [](std::string_view b) { return diagnostics_of(shogi::read_csa_records(b)); });
  check_corpus("shogi", [](std::string_view b) {
    auto all = diagnostics_of(shogi::parse_sfen(b));
    for (const auto& d : shogi::parse_usi_position(b).diagnostics()) all.push_back(d);
    return all;
  });
  check_corpus("go", [](std::string_view b) {
    auto all = diagnostics_of(go::read_sgf_game(b));
    for (const auto& d : go::read_text_board(b).diagnostics()) all.push_back(d);
    return all;
  });
  check_corpus("pekzep", [](std::string_view b) { return diagnostics_of(pekzep::parse(b)); });
  check_corpus("query", [](std::string_view b) { return diagnostics_of(tsume::parse_query(b)); });
  check_corpus("tbase_dia", [](std::string_view b) { return diagnostics_of(tbase::read_dia(b)); });
  check_corpus("tbase_tjn", [](std::string_view b) { return diagnostics_of(tbase::read_tjn(b)); });
  check_corpus("tbase_rem", [](std::string_view b) { return diagnostics_of(tbase::read_rem(b)); });
  check_corpus("encoding", [](std::string_view b) { return diagnostics_of(decode(b)); });
}
