// kifu/tbase/tjn.hpp: the .tjn solution file of T-BASE (`0003 14龍13金合…/` lines continued
// under the same work number, closed by `0003 まで15手詰`), and the check of a solution against
// its problem.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/tbase/dia.hpp"

namespace kifu::inline v0::tbase {

/// One line of a .tjn file after its work number and space, as written (UTF-8).
struct tjn_line {
  std::string text;        ///< e.g. "14龍13金合22金/" or "まで15手詰"
  std::size_t offset = 0;  ///< byte offset of the line in its file
  std::uint32_t line = 0;  ///< 1-based line number in its file (0 when built in memory)
  friend bool operator==(const tjn_line& a, const tjn_line& b) { return a.text == b.text; }
};

/// The solution of one work: its lines in order.
struct KIFU_API tjn_record {
  int number = 0;               ///< 作品番号
  std::vector<tjn_line> lines;  ///< every line of the work, the closing まで line included
  tbase::line_ending line_ending = line_ending::crlf;  ///< how its lines end

  /// The moves as one text, without the '/' continuation marks and the まで line.
  std::string moves_text() const;
  /// The length the closing line states (まで15手詰 → 15), if there is one.
  std::optional<int> stated_length() const;

  friend bool operator==(const tjn_record&, const tjn_record&) = default;
};

/// A whole .tjn file.
struct tjn_file {
  std::vector<tjn_record> records;  ///< in file order
  std::string trailer;              ///< bytes after the last line (a 0x1A end-of-file mark)
};

/// Reads a .tjn file (Shift_JIS). Lines that do not start with a 4-digit work number and a
/// space, lines longer than 240 bytes and invalid Shift_JIS are diagnostics.
KIFU_API parse_result<tjn_file> read_tjn(std::string_view bytes);

/// Writes a .tjn file back (Shift_JIS).
KIFU_API parse_result<std::string> write_tjn(const tjn_file& file);

/// Builds the record of a solution: the moves in tsume notation in lines of at most 80 bytes
/// (broken between moves, continued lines ending in '/'), then `まで N手詰`.
KIFU_API tjn_record make_tjn(int number, const std::vector<shogi::move>& moves,
                             const shogi::position& start);

/// A solution resolved on its problem.
struct tsume_solution {
  std::vector<shogi::move> moves;       ///< every move, resolved
  std::vector<std::string> moves_text;  ///< each move as written
  shogi::position final_position;       ///< after the last move
  bool checkmate = false;               ///< the final position is mate
};

/// Resolves every move of `solution` on the problem's start position. An unresolvable or illegal
/// move is an error naming the work and the move; a stated length that differs from the moves
/// or from 詰手数, and a final position that is not mate, are warnings.
KIFU_API parse_result<tsume_solution> resolve_solution(const dia_record& problem,
                                                       const tjn_record& solution);

}  // namespace kifu::inline v0::tbase
