// The options every subcommand shares, and CLI11's messages in kifu's words.
#include "options.hpp"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <iomanip>
#include <limits>
#include <optional>
#include <sstream>
#include <thread>

#include "command.hpp"

namespace kifu_cli {

namespace {

// A number as a person writes it: 16, 0.5, never 16.000000.
std::string plain_number(const std::string& text) {
  try {
    const double value = std::stod(text);
    if (value > 1e15) return "";  // CLI11's "no upper bound"
    std::ostringstream out;
    out << std::setprecision(15) << value;
    return out.str();
  } catch (const std::exception&) {
    return text;
  }
}

}  // namespace

CLI::Option* add_threads_option(CLI::App& subcommand, unsigned& threads, const std::string& what) {
  const bool every_core = threads == 0;
  if (every_core) threads = std::max(1U, std::thread::hardware_concurrency());
  return subcommand
      .add_option("--threads", threads,
                  what + " (1 to " + std::to_string(max_threads) + "; default: " +
                      (every_core ? std::string("every core") : std::to_string(threads)) + ")")
      ->check(CLI::Range(1U, max_threads));
}

CLI::Option* add_time_limit_option(CLI::App& subcommand, double& seconds, const std::string& what) {
  return subcommand.add_option("--time-limit", seconds, "seconds " + what)
      ->check(CLI::Validator(
          [](std::string& text) -> std::string {
            try {
              std::size_t used = 0;
              const double value = std::stod(text, &used);
              if (used == text.size() && std::isfinite(value) && value > 0 && value <= max_seconds)
                return {};
            } catch (const std::exception&) {
            }
            return "'" + text + "' is not a number of seconds above 0 and at most " +
                   std::to_string(static_cast<long>(max_seconds)) + " (a week)";
          },
          "SECONDS"));
}

std::size_t max_memory_mb() noexcept {
  const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
  constexpr std::size_t terabyte = std::size_t{1} << 20;
  if (pages <= 0 || page_size <= 0) return terabyte;  // unknown: the most any table may take
  return std::clamp<std::size_t>(
      static_cast<std::size_t>(pages) * static_cast<std::size_t>(page_size) >> 20, min_memory_mb,
      terabyte);
}

std::string memory_error(const std::string& text, std::size_t& megabytes) {
  std::size_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  const std::size_t most = max_memory_mb();
  if (error == std::errc{} && end == text.data() + text.size() && value >= min_memory_mb &&
      value <= most) {
    megabytes = value;
    return {};
  }
  return "'" + text + "' is not a number of megabytes from " + std::to_string(min_memory_mb) +
         " to " + std::to_string(most) + " (this machine's memory)";
}

CLI::Option* add_memory_option(CLI::App& subcommand, std::size_t& megabytes,
                               const std::string& what) {
  return subcommand.add_option("--memory", megabytes, "MB " + what)
      ->check(CLI::Validator(
          [](std::string& text) {
            std::size_t ignored = 0;
            return memory_error(text, ignored);
          },
          "in [1 - this machine's memory]"));
}

CLI::Option* add_record_option(CLI::App& subcommand, std::size_t& k) {
  return subcommand
      .add_option("--record", k,
                  "which record of a file holding several (#--separator-- or / lines), from 1 "
                  "(default: the first)")
      ->check(one_or_more);
}

CLI::Option* add_count_option(CLI::App& subcommand, kifu::tsume::mate_count& count,
                              const std::string& why) {
  using kifu::tsume::mate_count;
  const bool tsume = count == mate_count::tsume;
  const std::string help =
      std::string(tsume ? "tsume (the default" : "strict (the default") + ", " + why + ") or " +
      (tsume ? "strict" : "tsume") +
      ". strict: every legal defence counts, futile "
      "interpositions (無駄合) included, as USI mate engines count; tsume: the books' "
      "convention, by which published problems are judged, 無駄合 not counted";
  return subcommand
      .add_option_function<std::string>(
          "--count",
          [&count](const std::string& v) {
            count = v == "tsume" ? mate_count::tsume : mate_count::strict;
          },
          help)
      ->transform(CLI::IsMember({"strict", "tsume"}, CLI::ignore_case));  // gives the member
}

namespace {

// Why `text` is not a whole number in decimal digits (with a sign when `is_signed`), fitting in
// 64 bits; empty when it is one, and then leading zeros are dropped from `text` (CLI11 would
// read "010" as octal).
std::string whole_number_error(std::string& text, bool is_signed) {
  const bool negative = text.starts_with('-');
  // (The option's own range, when it has one, may start above 0: no minimum is named here.)
  if (negative && !is_signed) return "'" + text + "' is negative; this option takes no sign";
  const std::string_view digits = std::string_view(text).substr(negative ? 1 : 0);
  if (digits.empty() ||
      !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return "'" + text + "' is not a whole number written in the digits 0 to 9";
  std::uint64_t magnitude = 0;
  const auto [end, error] =
      std::from_chars(digits.data(), digits.data() + digits.size(), magnitude);
  const std::uint64_t most = is_signed ? (std::uint64_t{1} << 63) - (negative ? 0 : 1)
                                       : std::numeric_limits<std::uint64_t>::max();
  if (error != std::errc{} || magnitude > most) return "'" + text + "' is too large a number";
  const auto first = digits.find_first_not_of('0');
  text = (negative && magnitude != 0 ? "-" : "") +
         std::string(first == std::string_view::npos ? "0" : digits.substr(first));
  return {};
}

// Why `text` is not a decimal number (digits, a sign, a point: no "nan", "inf", "0x10", "1e3"
// or spaces, which the C library would take); empty when it is one.
std::string decimal_error(const std::string& text) {
  const std::string_view number = std::string_view(text).substr(text.starts_with('-') ? 1 : 0);
  const auto point = number.find('.');
  const auto digits = [](std::string_view part) {
    return std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const std::string_view whole = number.substr(0, point);
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view() : number.substr(point + 1);
  if (whole.size() + fraction.size() == 0 || !digits(whole) || !digits(fraction))
    return "'" + text + "' is not a number written in the digits 0 to 9 (and a point)";
  if (whole.size() > 15) return "'" + text + "' is too large a number";
  return {};
}

}  // namespace

void check_values(CLI::App& program) {
  for (CLI::Option* option : program.get_options()) {
    if (option->get_type_size() == 0) continue;  // a flag
    // An empty value would read as the option not given (every option's default is empty or
    // a number): `--shard ''` checked every work.
    // A positional argument (FILE, NUMERAL) cannot be left out by giving '' either.
    // A required option (`analyze --engine`) cannot be left out either.
    const char* empty = !option->nonpositional() ? "'' is an empty argument; give a value"
                        : option->get_required()
                            ? "'' is empty; give a value"
                            : "'' is empty; give a value or leave the option out";
    option->transform(CLI::Validator(
        [empty](std::string& text) -> std::string { return text.empty() ? empty : ""; }, ""));
    const std::string type = option->get_type_name();
    const std::string base = type.substr(0, type.find(':'));
    if (base == "FLOAT") {
      option->transform(CLI::Validator([](std::string& text) { return decimal_error(text); }, ""));
      continue;
    }
    if (base != "INT" && base != "UINT") continue;
    const bool is_signed = base == "INT";
    option->transform(CLI::Validator(  // transform: before the option's own checks
        [is_signed](std::string& text) { return whole_number_error(text, is_signed); }, ""));
  }
  for (CLI::App* sub : program.get_subcommands([](CLI::App*) { return true; })) check_values(*sub);
}

std::string usage_message(const CLI::ParseError& e) {
  const std::string what = e.what();
  const auto colon = what.find(": ");
  const std::string option = what.substr(0, colon);  // "--ply" in "--ply: …"
  const std::string rest = colon == std::string::npos ? "" : what.substr(colon + 2);
  const auto between = [](const std::string& text, std::string_view before,
                          std::string_view after) -> std::optional<std::string> {
    const auto from = text.find(before);
    if (from == std::string::npos) return std::nullopt;
    const auto start = from + before.size();
    const auto end = after.empty() ? text.size() : text.find(after, start);
    if (end == std::string::npos) return std::nullopt;
    return text.substr(start, end - start);
  };
  if (rest.starts_with("At Most 1 required but received"))
    return option + " is given more than once; give it once";
  // "1 required TEXT missing": the option's value is not there (`--sfen` last, or `--sfen=`).
  if (rest.find(" required ") != std::string::npos && rest.ends_with(" missing"))
    return option + " needs a value";
  if (rest.starts_with("Value ")) {
    const auto value = between(rest, "Value ", " not in range ");
    const auto low = between(rest, " not in range ", " to ");
    const auto high = between(rest, " to ", "");
    if (value && low && high) {
      const std::string top = plain_number(*high);
      return option + ": '" + *value + "' is not a number " +
             (top.empty() ? "of " + plain_number(*low) + " or more"
                          : "from " + plain_number(*low) + " to " + top);
    }
  }
  if (const auto value = between(rest, "", " not in {"); value && rest.ends_with("}")) {
    const std::string listed = between(rest, " not in {", "}").value_or("");
    std::string choices;
    for (const char c : listed) choices += c == ',' ? std::string(", ") : std::string(1, c);
    return option + ": '" + *value + "' is not one of " + choices;
  }
  if (const auto converted = between(what, "Could not convert: ", " = ")) {
    const std::string value = *between(what, " = ", "");
    const bool digits =
        !value.empty() && value.find_first_not_of("-0123456789") == std::string::npos;
    // Digits that do not convert (check_values let them through) are out of range.
    return *converted + ": '" + value + (digits ? "' is too large a number" : "' is not a number");
  }
  if (const auto first = between(what, "", " excludes "))
    return *first + " and " + *between(what, " excludes ", "") + " cannot be given together";
  if (const auto first = between(what, "", " requires "))
    return *first + " is given only with " + *between(what, " requires ", "");
  return what;
}

std::string first_given(CLI::App& command, std::initializer_list<const char*> names) {
  for (const char* name : names)
    if (const CLI::Option* o = command.get_option_no_throw(name); o != nullptr && o->count() > 0)
      return name;
  return {};
}

CLI::Validator choice_of(std::map<std::string, std::string> names, std::string shown) {
  return CLI::Validator(
      [names = std::move(names), shown](std::string& value) -> std::string {
        std::string key = value;
        for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const auto found = names.find(key);
        if (found == names.end()) return value + " not in {" + shown + "}";  // usage_message's
        value = found->second;
        return {};
      },
      "{" + shown + "}");
}

bool no_picture_options(CLI::App& command, std::initializer_list<const char*> names) {
  const std::string given = first_given(command, names);
  if (given.empty()) return true;
  command_error() << given << " draws on a picture: add --format svg or png";
  return false;
}

}  // namespace kifu_cli
