// kifu pekzep parse|format: Pekzep numerals (cerke) to integers and back.
#include <charconv>
#include <iostream>
#include <memory>

#include "command.hpp"
#include "kifu/pekzep.hpp"

namespace {

// Prints the value of one numeral, or an empty line when it cannot be read (its diagnostics go
// to stderr), so that output line k answers input item k.
bool print_parsed(std::string_view item, std::string_view source, std::uint32_t line) {
  auto result = kifu::pekzep::parse(item);
  for (auto d : result.diagnostics()) {
    d.line = line;
    kifu_cli::report(d, source);
  }
  if (!result.ok()) {
    std::cout << '\n';
    return false;
  }
  std::cout << *result << '\n';
  return true;
}

// Prints the canonical numeral of one integer, or an empty line when it is not one.
bool print_formatted(std::string_view item, std::string_view source, std::uint32_t line) {
  std::int32_t value = 0;
  const char* last = item.data() + item.size();
  const auto [end, ec] = std::from_chars(item.data(), last, value);
  if (ec == std::errc{} && end == last) {
    std::cout << kifu::pekzep::format(value).view() << '\n';
    return true;
  }
  const std::string what = ec == std::errc::result_out_of_range
                               ? "' is outside the 32-bit range -2147483648 to 2147483647"
                               : "' is not an integer (write it as -?[0-9]+)";
  kifu_cli::report({kifu::diagnostic_code::pekzep_syntax, kifu::severity::error, 0, line, 1,
                    "'" + std::string(item) + what},
                   source);
  std::cout << '\n';  // output line k answers input item k
  return false;
}

void setup(CLI::App& program, std::function<int()>& run) {
  auto* pekzep =
      program.add_subcommand("pekzep", "Pekzep numerals of cerke records: parse and format");
  pekzep->require_subcommand(1);
  pekzep->footer(
      "Pekzep numerals write numbers with 一二三四五六七八九, 十 (10), 百 (100), 万 (10^4),\n"
      "億 (10^8), 無 (0) and 下 (minus): 百二十五 = 125, 十二百三四 = 1234, 下十 = -10.\n"
      "Values are 32-bit integers.");

  const auto items = std::make_shared<std::vector<std::string>>();
  auto* parse = pekzep->add_subcommand("parse", "print the integer value of each numeral");
  parse->add_option("NUMERAL", *items,
                    "numerals to read (kanji, or arabic -?[0-9]+); without any, read one per "
                    "line from standard input, skipping blank lines");
  parse->footer(
      "Example: kifu pekzep parse 百二五 二十一億四七百四八万三六百四七\n"
      "One output line per numeral, in order: an invalid numeral is reported on stderr\n"
      "and printed as an empty line, the others are still printed, and the exit status\n"
      "is 1.");
  parse->callback(
      [&run, items] { run = [items] { return kifu_cli::for_each_item(*items, print_parsed); }; });

  auto* format = pekzep->add_subcommand("format", "print the canonical numeral of each integer");
  format->add_option("INTEGER", *items,
                     "integers to write; without any, read one per line from standard input");
  format->footer("Example: kifu pekzep format 125 -6848 2147483647");
  format->callback([&run, items] {
    run = [items] { return kifu_cli::for_each_item(*items, print_formatted); };
  });
}

const kifu_cli::registration registered{setup};

}  // namespace
