// kifu/cerke/score.hpp: the hands (役) a set of captured pieces forms, and season-by-season score
// tracking of a CKKA record: the rate doubles at every 再行 (at most ×64), the declared points
// move at 終季 (clamped so that both scores stay within 0–40), and the game ends at 40/0 or after
// the fourth season.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/cerke/record.hpp"
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0::cerke {

/// A captured piece as it counts for hands: its colour and profession.
struct captured_piece {
  cerke::color color{};  ///< 赤 or 黒
  piece profession{};    ///< 船 … 王
  friend bool operator==(const captured_piece&, const captured_piece&) = default;
};

/// The hands a set of captured pieces forms.
struct hand_evaluation {
  /// Kinds held more often than the 49-piece set has them; when not empty there are no hands.
  std::vector<captured_piece> too_many;
  std::vector<hand> hands;  ///< every hand formed (a 同色 hand replaces its plain one)
  int score = 0;            ///< the sum of their values (王 counts 5)
};

/// The hands formed by `captured`. Each 王 is also a wildcard for one missing piece of any hand
/// (of a 同色 hand only when it has that colour), as cetkaik_calculate_hand defines it.
KIFU_API hand_evaluation evaluate_hands(std::span<const captured_piece> captured);

/// The outcome of one season that ended with 終季.
struct season_result {
  std::size_t season_index = 0;  ///< 0 for the first season
  cerke::season season{};        ///< 春 夏 秋 冬 by index
  std::string declarer;          ///< the player's name, or `ia` / `a` without names
  std::int32_t rate = 1;         ///< the rate at 終季
  std::int32_t points = 0;       ///< the points declared after 而手 (before clamping)
  std::array<std::int32_t, 2> scores_after{};  ///< both scores after the transfer
  std::vector<named_hand> hands;               ///< the hands as the declaration wrote them
  source_position position;                    ///< where the declaration stands
};

/// The score history of a record.
struct score_track {
  std::array<std::string, 2> names;             ///< player-line order; `ia` and `a` without names
  std::array<std::int32_t, 2> initial{20, 20};  ///< the scores before the first season
  std::vector<season_result> seasons;           ///< one entry per 終季
  bool game_over = false;                       ///< 40/0 reached or the fourth season ended
};

/// Follows the score through the record. The side of each move alternates from the season's
/// first mover: with `{一位色:…}` (one colour per season, 黒 = the IA side moves first) when it
/// names that season, otherwise the first-named player in the first season and the other player
/// first in each season after that. A `或為` declaration is made by the player who moved last.
/// Diagnostics: a declarer who is not a player or cannot be told, moves after the game ended.
KIFU_API parse_result<score_track> track_scores(const record& r);

/// The score track as TSV with the header
/// `season_index	season	declarer	rate	points	scores_after	hands`, scores as
/// `NAME=SCORE;NAME=SCORE` in player-line order and hands joined with 加.
KIFU_API std::string write_tsv(const score_track& track);

}  // namespace kifu::inline v0::cerke
