// kifu/tsume/verify.hpp: checks a tsume problem's recorded solution with the solver and gives
// a verdict in the terms of T-BASE's 完全性 code, with the evidence for it: 余詰 (another
// attacker move also mates within the remaining count), 早詰 (a shorter mate from the start),
// 不詰 (no mate, or a defence that escapes the recorded line), 変長 (a defence that resists
// longer than the recorded one). Lengths follow the count of the options (see solver.hpp);
// with the tsume count a futile interposition is neither an escape nor a longer defence.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tsume/solver.hpp"

namespace kifu::inline v0::tsume {

/// What one finding shows.
enum class finding_kind : std::uint8_t {
  not_mate,        ///< the recorded line does not end in mate
  no_mate,         ///< 不詰: the start has no mate at all
  escape,          ///< 不詰: a defence the record does not consider escapes every mate
  shorter,         ///< 早詰: a mate shorter than the recorded one
  dual,            ///< 余詰: another attacker move mates within the remaining count
  dual_last_move,  ///< another mate on the last move (tolerated by the convention)
  longer_defence,  ///< 変長: a defence that holds out longer than the recorded one
  missed_mate,     ///< the recorded last move does not mate, this one does: the record is wrong
  no_check,        ///< a recorded attacker move gives no check: the line is no tsume from there
};

/// A short English name of a finding kind (no-mate, escape, shorter, dual, …).
KIFU_API std::string_view to_string(finding_kind k) noexcept;

/// One piece of evidence.
struct finding {
  finding_kind kind = finding_kind::not_mate;  ///< what it shows
  int ply = 0;                    ///< the ply (1-based) where the line leaves the record; 0: start
  std::vector<shogi::move> line;  ///< the line from that ply (the alternative move first)
  std::string text;               ///< that line in tsume notation (14龍13金合22金…)
  int length = 0;                 ///< its length in plies from the ply (0: none or unknown)
};

/// The verdict on one work.
struct verification {
  std::optional<tbase::completeness> verdict;  ///< nullopt when a limit stopped a check
  std::vector<finding> findings;               ///< the evidence, in ply order
  int shortest = -1;                           ///< the shortest mate from the start (-1: none)
  std::uint64_t nodes = 0;                     ///< positions the solver expanded
  std::chrono::duration<double> elapsed{};     ///< wall time
};

/// Checks `solution` (legal moves from `start`, black first) against the solver. The time and
/// node limits of `options` apply to the whole check.
[[nodiscard]] KIFU_API verification verify(const shogi::position& start,
                                           const std::vector<shogi::move>& solution,
                                           const solve_options& options = {});

}  // namespace kifu::inline v0::tsume
