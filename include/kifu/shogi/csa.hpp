// kifu/shogi/csa.hpp: reading and writing CSA standard record files (「CSA標準棋譜ファイル形式」
// of the Computer Shogi Association, V1 to V3.0), the format of engines, servers and floodgate.
//
// A CSA file becomes the same `record` as a KIF file:
// - `N+`/`N-` and the `$` keys become headers under their KIF names (先手, 後手, 棋戦 $EVENT,
//   場所 $SITE, 開始日時 $START_TIME, 終了日時 $END_TIME, 持ち時間 $TIME_LIMIT, 戦型 $OPENING,
//   備考 $NOTE); other keys keep their CSA name without the `$` (TIME, TIME+, MAX_MOVES, …),
//   in file order, wherever they stand in the file.
// - the start position (`PI`, `P1`…`P9`, `P+`/`P-` with `00AL`, the side line) becomes
//   `record::start`; `has_board_diagram` is false only for the even-game position.
// - moves `+7776FU` become nodes, `T` times their `move_time` (V3.0 milliseconds in
//   `move_time::milliseconds`), `%` words special moves (the CSA word, `%` included, kept in
//   the node's `text`), and each `'` comment line a comment line of the node it follows,
//   without the `'`: `'*` program comments and `'**` engine lines keep their stars (see
//   parse_engine_comment).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// How to read a CSA file.
struct csa_read_options {
  /// Keep an illegal move (flagged `illegal`) when its origin holds a piece of the side to move,
  /// instead of stopping the game there. Either way the move gets an error diagnostic.
  bool lenient = false;
};

/// Reads the first game of a CSA file (V1, V2, V2.1, V2.2 or V3.0; Shift_JIS or UTF-8, found
/// from the bytes; a `'CSA encoding=` line that disagrees is a warning). Every move is replayed
/// and checked; an illegal move ends the game with an error (see `lenient`). More games after a
/// `/` line are a warning (use read_csa_records).
KIFU_API parse_result<record> read_csa(std::string_view bytes,
                                       const csa_read_options& options = {});

/// Reads every game of a CSA file, games separated by lines holding only `/` (later games
/// repeat the record information, start position and moves; the version line is the file's).
/// Each game has its own diagnostics, lines and offsets counted from the start of the file. A
/// file that cannot be decoded gives one failed result.
[[nodiscard]] KIFU_API std::vector<parse_result<record>> read_csa_records(
    std::string_view bytes, const csa_read_options& options = {});

/// True when the text's first line that is neither blank nor a `'` comment starts like a CSA
/// file: a version line (`V2.2`), a name (`N+`), a `$` key, a start position (`PI`, `P1`, `P+`)
/// or a side line. The `'CSA encoding=` line alone also says so.
KIFU_API bool looks_like_csa(std::string_view bytes) noexcept;

/// The versions write_csa writes.
enum class csa_version : std::uint8_t {
  v2_2,  ///< V2.2: whole seconds
  v3_0,  ///< V3.0: milliseconds when a time has them
};

/// The version line of a version ("V2.2", "V3.0").
KIFU_API std::string_view to_string(csa_version v) noexcept;

/// How to write a CSA file.
struct csa_write_options {
  csa_version version = csa_version::v2_2;            ///< the version line and its rules
  text_encoding encoding = text_encoding::shift_jis;  ///< Shift_JIS or UTF-8 (no BOM)
  bool milliseconds = false;  ///< V3.0: every time as `T12.345` (otherwise only those with ms)
};

/// Writes a record as a CSA file (CRLF line ends), starting with the `'CSA encoding=` line (a
/// comment for V2.2 readers, which spares them guessing the encoding). CSA holds one line of
/// play: a record with variations gives its main line and a warning saying how many moves were
/// left out; bookmarks, footers and special moves CSA has no word for are warnings too (a
/// special move is then written as a comment). Comment lines are written as `'` lines after
/// their move. An error, and no text, when a character cannot be encoded (Shift_JIS lacks ☗,
/// say: write UTF-8 instead).
KIFU_API parse_result<std::string> write_csa(const record& r,
                                             const csa_write_options& options = {});

/// Writes several records as one CSA file, a `/` line between each game and the next.
KIFU_API parse_result<std::string> write_csa_records(const std::vector<record>& records,
                                                     const csa_write_options& options = {});

/// A move as CSA writes it, played from `before`: sign, origin (00 for a drop), destination and
/// the piece after the move (`+7776FU`, `-0055KA`, `+2822RY`).
KIFU_API std::string to_csa(const move& m, const position& before);

/// The former name of to_csa.
[[deprecated("use to_csa")]] inline std::string to_csa_move(const move& m, const position& before) {
  return to_csa(m, before);
}

/// What an engine comment line says (floodgate's `'** 123 -3334FU +2726FU`).
struct engine_comment {
  std::optional<std::int32_t> evaluation;  ///< the number after `**`, as written
  std::vector<move> pv;  ///< the moves after it that are legal one after another (USI: to_usi)
};

/// Reads a comment line of the form `** EVAL MOVE…` (as record::comments gives a CSA `'**`
/// line), the CSA moves replayed from `position_after`, the position after the commented move.
/// Nothing when the line does not start with `**`; the PV stops at the first move that is not
/// a legal CSA move there.
KIFU_API std::optional<engine_comment> parse_engine_comment(std::string_view line,
                                                            const position& position_after);

}  // namespace kifu::inline v0::shogi
