// kifu/usi/command.hpp: the USI protocol's commands from a GUI to an engine, read one line at a
// time. Used by `kifu usi`; the engine's answers are written by kifu/usi/protocol.hpp.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "kifu/api.hpp"

namespace kifu::inline v0::usi {

/// The commands a GUI sends.
enum class command_kind : std::uint8_t {
  usi,         ///< `usi`: the engine names itself and its options, then `usiok`
  isready,     ///< `isready`: answered `readyok`
  setoption,   ///< `setoption name NAME [value VALUE]`
  usinewgame,  ///< `usinewgame`
  position,    ///< `position startpos|sfen SFEN [moves M…]`
  go,          ///< `go …` (`go mate TIME|infinite` asks for a mate)
  stop,        ///< `stop`: end the search and answer now
  ponderhit,   ///< `ponderhit`
  gameover,    ///< `gameover win|lose|draw`
  quit,        ///< `quit`
  empty,       ///< a blank line
  unknown,     ///< any other word
};

/// One line from a GUI, read.
struct command {
  command_kind kind = command_kind::unknown;  ///< what it is
  std::string word;                           ///< its first word, as written
  std::string rest;  ///< the text after the first word (for `position`: `startpos …`, `sfen …`)
  std::size_t rest_offset = 0;  ///< the byte offset of `rest` in the line
  std::string name;             ///< setoption: the option's name
  std::string value;            ///< setoption: its value (empty when none is given)
  bool mate = false;            ///< go: `go mate`
  /// go mate: the time allowed; nullopt for `infinite` (or no time given).
  std::optional<std::chrono::milliseconds> mate_time;
  /// go ponder, go infinite: a game search whose `bestmove` waits for `stop` or `ponderhit`.
  bool until_stopped = false;
  /// Why the line cannot be obeyed as written (`go mate -5`); empty when it can.
  std::string error;
};

/// The longest line read_line reads (a `position` of 10,000 moves is 60 KB).
inline constexpr std::size_t max_line_length = std::size_t{1} << 20;

/// What read_line found.
enum class line_status : std::uint8_t {
  line,      ///< a line, in `line`
  too_long,  ///< a line longer than max_line_length: `line` holds its start, the rest is skipped
  end,       ///< the input ended (or failed) before any character
};

/// Reads one line from `in` into `line`, without its line end (LF or CR LF), keeping no more
/// than max_line_length characters in memory whatever the input.
KIFU_API line_status read_line(std::istream& in, std::string& line);

/// Reads one line a GUI sent (without its line end; spaces around words are ignored).
KIFU_API command parse_command(std::string_view line);

}  // namespace kifu::inline v0::usi
