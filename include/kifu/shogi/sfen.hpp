// kifu/shogi/sfen.hpp: SFEN positions, USI moves and USI `position` commands, read and written.
//   SFEN:  lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
//   USI:   7g7f, 8h2b+, P*5e
//   position startpos moves 7g7f 3c3d  |  position sfen <SFEN> moves ...
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// Reads an SFEN (a leading "sfen " is accepted). The position is validated: more pieces of a
/// kind than the set holds is an error; 二歩, a piece that can never move and the side not to
/// move in check break only the rules of play (tsume and fun problems do so on purpose) and are
/// warnings, as in the record readers.
KIFU_API parse_result<position> parse_sfen(std::string_view text);

/// Writes the SFEN of a position: hands in the order R B G S N L P, black first, counts before
/// letters, "-" when both are empty.
KIFU_API std::string to_sfen(const position& p);

/// Appends the SFEN of a position to `out`, as to_sfen writes it, without a string of its own:
/// the fast way to write the SFENs of many positions into one buffer.
KIFU_API void append_sfen(std::string& out, const position& p);

/// Reads a USI move and checks that it is legal in `p` (its piece kind comes from the board).
KIFU_API parse_result<move> parse_usi_move(std::string_view text, const position& p);

/// Writes a move in USI form: 7g7f, 8h2b+, P*5e (a drop of a kind no hand holds, which no
/// legal move is, shows ?*5e).
KIFU_API std::string to_usi(const move& m);

/// Writes a move to a stream as to_usi does.
KIFU_API std::ostream& operator<<(std::ostream& out, const move& m);

/// Writes a position to a stream as its SFEN (to_sfen).
KIFU_API std::ostream& operator<<(std::ostream& out, const position& p);

/// Reads "[position] startpos|sfen SFEN [moves M...]" (or an SFEN alone, with or without moves
/// after it) and plays the moves; every move must be legal. Diagnostics point at the offending
/// word.
KIFU_API parse_result<position> parse_usi_position(std::string_view text);

/// How to read USI position lines as records.
struct usi_read_options {
  /// Keep an illegal move (flagged `illegal`) that can be played on the board (a piece of the
  /// side to move on its origin, or a drop of a piece in hand), instead of ending the line
  /// there. Either way the move gets an error diagnostic.
  bool lenient = false;
};

/// The same line as a record: its start position, and the moves as the main line (so that the
/// last move can be shown, or the positions walked). A move that is not legal is an error, and
/// the record holds the moves before it (see `lenient`).
KIFU_API parse_result<record> read_usi_record(std::string_view text,
                                              const usi_read_options& options = {});

/// The records of USI text, one a line (blank lines and `#` lines left out), as `kifu convert
/// --to usi` writes several; each diagnostic points at its line.
[[nodiscard]] KIFU_API std::vector<parse_result<record>> read_usi_records(
    std::string_view text, const usi_read_options& options = {});

/// A record's main line as one USI line, ended by '\n': `position startpos moves 7g7f …`, or
/// `position sfen … moves …` from another start (read back by read_usi_record).
KIFU_API std::string write_usi_record(const record& r);

}  // namespace kifu::inline v0::shogi
