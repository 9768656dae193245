// One vocabulary of options for every subcommand: --threads, --time-limit (always seconds) and
// --memory validated the same way everywhere, choices taken in any case, and CLI11's own
// messages put in kifu's words.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <limits>
#include <map>
#include <string>

#include "kifu/tsume/solver.hpp"

namespace kifu_cli {

/// The most threads any subcommand runs.
inline constexpr unsigned max_threads = 1024;
/// The longest --time-limit, in seconds (a week).
inline constexpr double max_seconds = 7 * 24 * 3600;
/// The smallest --memory, in MB.
inline constexpr std::size_t min_memory_mb = 1;
/// The largest --memory, in MB: this machine's memory (a table larger than that cannot be
/// held; asked for, it would fail as "out of memory" instead of as a wrong option).
std::size_t max_memory_mb() noexcept;
/// Why `text` is not a number of megabytes from min_memory_mb to max_memory_mb() ("'0' is not
/// a number of megabytes from 1 to 23000 (this machine's memory)"); empty when it is one, and
/// then `megabytes` holds it. Shared by --memory and the USI engine's USI_Hash.
std::string memory_error(const std::string& text, std::size_t& megabytes);

/// Adds --threads N (1 to max_threads). Its default is what `threads` holds, or every core when
/// that is 0 (`threads` is then set to it). `what` says what runs at once ("files read at once").
CLI::Option* add_threads_option(CLI::App& subcommand, unsigned& threads, const std::string& what);

/// Adds --time-limit SECONDS: a number of seconds above 0 and at most max_seconds (0.5 is half
/// a second). `what` says what is limited and the default.
CLI::Option* add_time_limit_option(CLI::App& subcommand, double& seconds, const std::string& what);

/// Adds --record K: which record of a file holding several (`#--separator--` or `/` lines
/// between them), from 1; `k` holds the default, 1.
CLI::Option* add_record_option(CLI::App& subcommand, std::size_t& k);

/// Adds --memory MB (min_memory_mb to max_memory_mb()). `what` says what it holds and the default.
CLI::Option* add_memory_option(CLI::App& subcommand, std::size_t& megabytes,
                               const std::string& what);

/// Adds --count strict|tsume, how a mate's length is counted: strict (every legal defence
/// counts, futile interpositions 無駄合 included) or tsume (the books' count, 無駄合 left out).
/// Its default is what `count` holds; `why` gives the reason for it.
CLI::Option* add_count_option(CLI::App& subcommand, kifu::tsume::mate_count& count,
                              const std::string& why);

/// A count of 1 or more (CLI::PositiveNumber's message would read "'0' is not a number of 0 or
/// more").
inline const CLI::Range one_or_more{1.0, std::numeric_limits<double>::max(), "1 or more"};

/// Makes every option and argument of `program` and its subcommands refuse an empty value (it
/// would read as the option left out), and every number take decimal digits only: whole numbers
/// without a point ("-1" for a count, "0x10", "010", "1e3" and numbers beyond 64 bits are usage
/// errors, where CLI11 alone would wrap, read octal or hexadecimal, or round), others with a point
/// at most ("nan", "inf", "1e308", " 5" are usage errors). Call it once every subcommand is set up.
void check_values(CLI::App& program);

/// A value among `names` (in any case), each turned into the value it stands for: an option's
/// choices with the other names people give them. A value not among them is refused in the
/// words of usage_message ("'x' is not one of a, b").
CLI::Validator choice_of(std::map<std::string, std::string> names, std::string shown);

/// --encoding's values: utf8 or sjis, also under the names files and other programs give them
/// (UTF-8, Shift_JIS, shift-jis, cp932, Windows-31J).
inline const CLI::Validator encoding_names = choice_of({{"utf8", "utf8"},
                                                        {"utf-8", "utf8"},
                                                        {"sjis", "sjis"},
                                                        {"shift_jis", "sjis"},
                                                        {"shift-jis", "sjis"},
                                                        {"cp932", "sjis"},
                                                        {"windows-31j", "sjis"}},
                                                       "utf8,sjis");

/// --csa-version's values: 2.2 or 3.0 (3 for 3.0).
inline const CLI::Validator csa_versions =
    choice_of({{"2.2", "2.2"}, {"3.0", "3.0"}, {"3", "3.0"}}, "2.2,3.0");

/// The width of a picture in pixels, as every picture-drawing subcommand takes it.
inline const CLI::Range picture_width{16.0, 8000.0, "16 to 8000"};

/// The first of `names` given on `command`'s command line (an option left at its default is not
/// given; a name the command lacks is passed over), or "".
std::string first_given(CLI::App& command, std::initializer_list<const char*> names);

/// For output that is no picture: true when none of the picture's options `names` was given on
/// `command`'s command line; otherwise prints "OPTION draws on a picture: add --format svg or
/// png" and gives false (a usage error: an option is never passed over in silence).
bool no_picture_options(CLI::App& command, std::initializer_list<const char*> names);

/// A CLI11 parse error in kifu's words ("--ply is given more than once", "'x' is not a number
/// from 0 to 8000"), without the program's name.
std::string usage_message(const CLI::ParseError& e);

}  // namespace kifu_cli
