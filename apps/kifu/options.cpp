// The options every subcommand shares, and CLI11's messages in kifu's words.
#include "options.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <regex>
#include <sstream>
#include <thread>

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

CLI::Option* add_memory_option(CLI::App& subcommand, std::size_t& megabytes,
                               const std::string& what) {
  return subcommand.add_option("--memory", megabytes, "MB " + what)
      ->check(CLI::Range(min_memory_mb, max_memory_mb));
}

std::string usage_message(const CLI::ParseError& e) {
  const std::string what = e.what();
  std::smatch m;
  static const std::regex at_most(R"(^(\S+): At Most 1 required but received \d+$)");
  static const std::regex range(R"(^(\S+): Value (.*) not in range (\S+) to (\S+)$)");
  static const std::regex member(R"(^(\S+): (.*) not in \{(.*)\}$)");
  static const std::regex conversion(R"(^Could not convert: (\S+) = (.*)$)");
  static const std::regex excludes(R"(^(\S+) excludes (\S+)$)");
  static const std::regex requires_option(R"(^(\S+) requires (\S+)$)");
  if (std::regex_match(what, m, excludes))
    return m[1].str() + " and " + m[2].str() + " cannot be given together";
  if (std::regex_match(what, m, requires_option))
    return m[1].str() + " is given only with " + m[2].str();
  if (std::regex_match(what, m, at_most))
    return m[1].str() + " is given more than once; give it once";
  if (std::regex_match(what, m, range)) {
    const std::string low = plain_number(m[3].str());
    const std::string high = plain_number(m[4].str());
    return m[1].str() + ": '" + m[2].str() + "' is not a number " +
           (high.empty() ? "of " + low + " or more" : "from " + low + " to " + high);
  }
  if (std::regex_match(what, m, member)) {
    std::string choices;
    for (const char c : m[3].str()) choices += c == ',' ? std::string(", ") : std::string(1, c);
    return m[1].str() + ": '" + m[2].str() + "' is not one of " + choices;
  }
  if (std::regex_match(what, m, conversion))
    return m[1].str() + ": '" + m[2].str() + "' is not a number";
  return what;
}

}  // namespace kifu_cli
