// kifu/cerke/board.hpp: the cerke board (9×9, two sides, the neutral 皇), where each piece may
// move by the rules of the game (normal and on a 皇処 square), and the replay of a CKKA record
// on it: every move checked for legality, captures into the captor's hand, the 皇 square
// tracked, each season restarted from the initial position, and every declaration compared
// with the hands the declarer's captured pieces form.
#pragma once

#include <array>
#include <bitset>
#include <optional>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/cerke/record.hpp"
#include "kifu/cerke/score.hpp"
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0::cerke {

/// The two sides: the A side starts on rows A E I, the IA side on rows AI AU IA.
enum class side : std::uint8_t { a, ia };

/// A piece standing on the board.
struct board_piece {
  cerke::color color{};  ///< 赤 or 黒
  piece profession{};    ///< 船 … 王
  side owner{};          ///< who moves it
  friend bool operator==(const board_piece&, const board_piece&) = default;
};

/// A set of squares (bit row * 9 + column).
using square_set = std::bitset<81>;

/// Where a piece may go in one move: `finite` needs no sticks when reached after stepping,
/// `infinite` (range moves) needs a stepping cast (橋) then.
struct reach {
  square_set finite;    ///< fixed steps and leaps
  square_set infinite;  ///< range moves
};

/// A position: the pieces, the 皇 and both hands (持ち駒).
struct position {
  std::array<std::optional<board_piece>, 81> squares;  ///< indexed by row * 9 + column
  square tam{column::z, row::o};                       ///< where the 皇 stands
  std::array<std::vector<captured_piece>, 2> hands;    ///< indexed by side

  /// The piece on `s`, if any (the 皇 is not a board_piece; see `tam`).
  const std::optional<board_piece>& at(square s) const noexcept {
    return squares[static_cast<std::size_t>(s.row) * 9 + static_cast<std::size_t>(s.column)];
  }
  /// True when a piece or the 皇 stands on `s`.
  bool occupied(square s) const noexcept { return at(s).has_value() || s == tam; }
  friend bool operator==(const position&, const position&) = default;
};

/// The standard starting position (皇 on ZO).
KIFU_API position initial_position();

/// True when `s` is a 皇処 (tam2 hue) in `p`: NI CI TU XU ZO TY XY NAI CAI, the 皇's square and
/// the eight squares around it.
KIFU_API bool is_tam_hue(const position& p, square s) noexcept;

/// Where a piece of profession `prof` owned by `owner` may go from `from` (the squares may hold
/// pieces: those are captures or squares to step on).
KIFU_API reach movable(const position& p, square from, piece prof, side owner) noexcept;

/// The record replayed on the board.
struct replay_result {
  position final;                  ///< the position after the last move
  std::size_t moves_replayed = 0;  ///< moves that were legal and applied
  std::size_t season = 0;          ///< the season `final` belongs to, from 0
  std::size_t season_moves = 0;    ///< the moves of that season played to reach `final`
  std::optional<move> last_move;   ///< the last move played in that season, if any
};

/// How far a replay goes: the position after `moves` moves of season `season` (from 0), or at
/// the end of that season when `moves` is nothing.
struct replay_limit {
  std::size_t season = 0;            ///< which season, from 0
  std::optional<std::size_t> moves;  ///< how many of its moves; nothing for all
};

/// Replays every move of the record. Each season starts from the initial position with empty
/// hands; the side of the first mover comes from `{一位色:…}` when it names the season (黒: the
/// IA side), otherwise from the piece the first move takes. Illegal moves, wrong capture
/// comments and declarations that do not match the hands formed are diagnostics (code
/// cerke.illegal-move, cerke.capture, cerke.hands); replay of a season stops at its first
/// illegal move.
KIFU_API parse_result<replay_result> replay(const record& r);

/// Replays the record up to a season and a move (see replay_limit), with the same checks as
/// replay() on the moves played; a season or move the record does not reach is an error
/// (cerke.illegal-move, at the last element read, names what the record holds).
KIFU_API parse_result<replay_result> replay(const record& r, const replay_limit& limit);

/// Every problem of a record read, as `kifu ckka check` reports them: check_ckka's, the score
/// track's (track_scores) and the replay's on the board, in that order.
KIFU_API diagnostic_list check_record(const record& r);

}  // namespace kifu::inline v0::cerke
