// kifu/usi/protocol.hpp: what a USI engine says, as data: `info` lines (depth, seldepth, time,
// nodes, nps, hashfull, multipv, score cp|mate with lowerbound/upperbound, currmove, pv,
// string), `bestmove … [ponder …]`, `checkmate …`, `option name … type …` declarations and
// `id name|author`; each read from a line and written back to one.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"

namespace kifu::inline v0::usi {

/// An engine's score for the side to move.
struct score {
  /// How the value reads.
  enum class kind : std::uint8_t {
    centipawns,  ///< `score cp N`
    mate,        ///< `score mate N`: mate in N plies (negative: the side to move is mated);
                 ///< `mate +` / `mate -` (plies unknown) have value 0 and `mate_sign`
  };
  score::kind type = kind::centipawns;  ///< centipawns or mate
  std::int32_t value = 0;               ///< the centipawns, or the plies to mate
  int mate_sign = 0;                    ///< for `mate +` / `mate -`: +1 or -1; else 0
  bool lowerbound = false;              ///< the real score is at least this
  bool upperbound = false;              ///< the real score is at most this
  friend bool operator==(const score&, const score&) = default;

  /// True for a mate the side to move gives (mate N > 0, or `mate +`).
  bool mates() const noexcept { return type == kind::mate && (value > 0 || mate_sign > 0); }
  /// True for a mate the side to move suffers.
  bool mated() const noexcept {
    return type == kind::mate && (value < 0 || (value == 0 && mate_sign < 0));
  }
  /// The same score seen from the other side.
  score negated() const noexcept {
    score s = *this;
    s.value = -value;
    s.mate_sign = -mate_sign;
    s.lowerbound = upperbound;
    s.upperbound = lowerbound;
    return s;
  }
};

/// One `info` line. Fields the line does not give are empty.
struct info {
  std::optional<int> depth;             ///< `depth`
  std::optional<int> seldepth;          ///< `seldepth`
  std::optional<std::int64_t> time_ms;  ///< `time` (milliseconds)
  std::optional<std::int64_t> nodes;    ///< `nodes`
  std::optional<std::int64_t> nps;      ///< `nps`
  std::optional<int> hashfull;          ///< `hashfull` (per mille)
  std::optional<int> multipv;           ///< `multipv` (1 for the best line)
  std::optional<usi::score> score;      ///< `score cp|mate …`
  std::string currmove;                 ///< `currmove`
  std::vector<std::string> pv;          ///< `pv` moves, as written (USI)
  std::string string;                   ///< `string`: the rest of the line
  friend bool operator==(const info&, const info&) = default;
};

/// Reads an `info` line (without its line end); nothing when it does not start with `info`.
/// Unknown words are skipped with their value, as engines add their own (`tbhits`).
KIFU_API std::optional<info> parse_info(std::string_view line);

/// Writes an `info` line (without a line end), fields in the order of this struct.
KIFU_API std::string write_info(const info& i);

/// Writes `info string TEXT` with TEXT made fit for one USI line whatever it holds: control
/// characters become spaces, bytes that are not UTF-8 become `\xNN`, and it is cut at 1,000
/// bytes (with `…`). For text of unknown origin (what a GUI sent, quoted back); write_info
/// writes its `string` as it is.
KIFU_API std::string write_info_string(std::string_view text);

/// `bestmove MOVE [ponder MOVE]`; `resign` and `win` are moves here too.
struct bestmove {
  std::string move;    ///< the move (USI), `resign` or `win`
  std::string ponder;  ///< the expected reply, or empty
  friend bool operator==(const bestmove&, const bestmove&) = default;
};

/// Reads a `bestmove` line; nothing when it is none (or has no move).
KIFU_API std::optional<bestmove> parse_bestmove(std::string_view line);

/// Writes a `bestmove` line.
KIFU_API std::string write_bestmove(const bestmove& b);

/// An option an engine declares: `option name NAME type TYPE [default D] [min A] [max B]
/// [var V]…`. Names and values may hold spaces.
struct option {
  std::string name;                 ///< its name
  std::string type;                 ///< check, spin, combo, button, string or filename
  std::string default_value;        ///< `default` as written (empty when none)
  std::optional<std::int64_t> min;  ///< spin: `min`
  std::optional<std::int64_t> max;  ///< spin: `max`
  std::vector<std::string> vars;    ///< combo: each `var`
  friend bool operator==(const option&, const option&) = default;
};

/// Reads an `option` line; nothing when it is none or has no name or type.
KIFU_API std::optional<option> parse_option(std::string_view line);

/// Writes an `option` line.
KIFU_API std::string write_option(const option& o);

/// A mate engine's answer to `go mate`: `checkmate MOVE…`, `checkmate nomate`, `checkmate
/// timeout` or `checkmate notimplemented`.
struct checkmate {
  /// What it found.
  enum class kind : std::uint8_t { mate, nomate, timeout, notimplemented };
  checkmate::kind result = kind::mate;  ///< what the line says
  std::vector<std::string> moves;       ///< the mating line (USI), for `mate`
  friend bool operator==(const checkmate&, const checkmate&) = default;
};

/// Reads a `checkmate` line; nothing when it is none (or names no move and no known word).
KIFU_API std::optional<checkmate> parse_checkmate(std::string_view line);

/// Writes a `checkmate` line.
KIFU_API std::string write_checkmate(const checkmate& c);

/// An `id name …` or `id author …` line.
struct id {
  std::string key;    ///< `name` or `author` (or another word, as written)
  std::string value;  ///< the rest of the line
  friend bool operator==(const id&, const id&) = default;
};

/// Reads an `id` line; nothing when it is none or has no key.
KIFU_API std::optional<id> parse_id(std::string_view line);

/// Writes an `id` line.
KIFU_API std::string write_id(const id& i);

/// Checks a value for an option (a spin's range, a check's true/false, a combo's vars); an
/// empty string when it fits, else why not.
KIFU_API std::string check_option_value(const option& o, std::string_view value);

}  // namespace kifu::inline v0::usi
