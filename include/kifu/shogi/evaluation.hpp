// kifu/shogi/evaluation.hpp: engine evaluations kept in records. Analysis programs write them
// into a move's comment as text; kifu reads two forms into one structure and writes either:
//  - floodgate (CSA `'**` lines, kept as `** …` comments by every reader):
//        ** 113 -3334FU +2625FU
//    the score from black's side, then the reading line in CSA moves from the position after
//    the move (a mate is written ±100000);
//  - ShogiHome (`*#…` lines in KIF):
//        #評価値=113
//        #読み筋=△３四歩▲２五歩
//        #深さ=22
//        #ノード数=4937236
//        #エンジン=Fairy-Stockfish
//        #詰み=先手勝ち:7手   (a mate: 先手勝ち or 後手勝ち, the plies when known)
//    the score from black's side, the line in KI2 moves.
// and reads a third, Kifu for Windows' analysis line (read only; it is written as ShogiHome's):
//        *解析 0 … 深さ 12/24 ノード数 123456 評価値 +64 読み筋 ▲７六歩(77) △３四歩(33)
//    (`**解析 0 …` in KIF), the score from black's side (↑ ↓ bound marks dropped; `+詰 7` a mate).
// The comment text is what records keep, so conversions between formats carry it (a CSA file's
// `'**` line is `*** …` in KIF and `'**` again when written back).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// An engine's evaluation of the position after a record's move.
struct evaluation {
  std::optional<std::int32_t> score;  ///< centipawns from black's side
  /// A mate found: its plies, positive when black mates, negative when white mates; 0 when the
  /// length is unknown (then mate_sign says who mates).
  std::optional<int> mate;
  int mate_sign = 0;                  ///< +1 black mates, -1 white mates (with `mate`)
  std::optional<int> depth;           ///< the search depth
  std::optional<std::int64_t> nodes;  ///< the positions searched
  std::vector<move> pv;               ///< the reading line, from the position after the move
  std::string engine;                 ///< the engine's name
  friend bool operator==(const evaluation&, const evaluation&) = default;

  /// The score as a number from black's side: the centipawns, or ±100000 for a mate.
  std::optional<std::int32_t> value() const noexcept {
    if (mate) return (*mate > 0 || mate_sign > 0) ? 100000 : -100000;
    return score;
  }
};

/// The comment forms kifu writes an evaluation in.
enum class evaluation_form : std::uint8_t {
  floodgate,  ///< `** SCORE CSA-MOVES…` (CSA's convention)
  shogihome,  ///< `#評価値=…` lines (KIF's, as ShogiHome writes them)
};

/// Reads the evaluation in comment lines (as record::comments gives them) of a move; `after` is
/// the position after that move, `last_to` the square it went to (a reading line's first move
/// may be 同 there, as ShogiHome writes it). Nothing when there is none. A reading line stops at
/// its first move that is not legal; `illegal_pv`, when given, is then set.
KIFU_API std::optional<evaluation> read_evaluation(text_lines comments, const position& after,
                                                   std::optional<square> last_to,
                                                   bool* illegal_pv = nullptr);

/// The evaluation in comment lines without its reading line (which needs the position): the
/// score, mate, depth, nodes and engine, quickly (for a graph).
KIFU_API std::optional<evaluation> read_evaluation_score(text_lines comments);

/// The evaluation of node `i` of a record (read_evaluation on its comments).
KIFU_API std::optional<evaluation> evaluation_of(const record& r, std::size_t i);

/// True for a comment line of either evaluation form.
KIFU_API bool is_evaluation_line(std::string_view line) noexcept;

/// The first comment line that starts as an evaluation but whose value cannot be read, so that
/// read_evaluation passes it over: `** ` without a whole number for its score, or a `#評価値=`,
/// `#深さ=`, `#ノード数=` or `#詰み=` line whose value is not one (`#評価値=abc`,
/// `#詰み=引き分け`). Nothing when every such line reads. A reader of evaluations should say so
/// rather than take the position as unevaluated unannounced.
KIFU_API std::optional<std::string_view> unreadable_evaluation_line(text_lines comments);

/// Warnings, for each move of `r`'s main line, of an evaluation line whose value does not read
/// (unreadable_evaluation_line: the move counts as unevaluated) and, with `reading_lines`, of an
/// engine's reading line that does not replay legally (it stays text); at the move's line.
KIFU_API diagnostic_list check_evaluations(const record& r, bool reading_lines);

/// The comment lines that write an evaluation in a form; `after` is the position after the move,
/// `last_to` the square the move went to (the reading line's first move is 同 there).
/// Floodgate's line needs a score: an evaluation without one is written in ShogiHome's form;
/// a score beyond ±99999 is written ±99999 (floodgate's ±100000 is a mate).
KIFU_API std::vector<std::string> evaluation_lines(const evaluation& e, const position& after,
                                                   evaluation_form form,
                                                   std::optional<square> last_to = std::nullopt);

/// Replaces node `i`'s evaluation lines (either form) by `e`'s, its other comments kept.
KIFU_API void set_evaluation(record& r, std::size_t i, const evaluation& e, evaluation_form form);

/// Removes node `i`'s evaluation lines (either form), its other comments kept.
KIFU_API void clear_evaluation(record& r, std::size_t i);

/// What express_evaluations did.
struct evaluations_expressed {
  std::size_t rewritten = 0;   ///< evaluations written again in the form asked for
  std::size_t lost_parts = 0;  ///< of those, how many lost a depth, nodes or engine name
};

/// Writes every evaluation of `r`'s moves that is in another form than `form` in `form`: the
/// convention of the format the record is to be written in (CSA's floodgate `**` lines, which
/// programs such as floodgate's tools read; KIF's `#評価値=` lines, which ShogiHome reads).
/// Floodgate's line holds the score and the reading line alone, and needs a score.
KIFU_API evaluations_expressed express_evaluations(record& r, evaluation_form form);

}  // namespace kifu::inline v0::shogi
