// Private: the start position of a CSA game, built from its `PI`, `P1`-`P9` and `P+`/`P-`
// statements and the side line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi::detail {

/// A problem of a position statement, at a byte of the statement.
struct csa_position_problem {
  severity level = severity::error;
  std::size_t column = 0;  ///< byte offset in the statement
  std::string message;
  diagnostic_code code = diagnostic_code::csa_position;  ///< what kind of problem
};

/// The position the statements give, and its problems (a piece on a rank it cannot leave …;
/// too many pieces of a kind are reported at the statement that places one too many).
struct csa_start {
  position start;
  std::vector<csa_position_problem> problems;
};

/// Collects the position statements of one game in order.
class csa_position_builder {
 public:
  /// Adds a statement that starts with `P`; its first problem, if any (the rest of a bad
  /// statement is not read).
  std::optional<csa_position_problem> add(std::string_view statement);
  /// The position with `side` to move; `00AL` gives one side every piece not placed.
  csa_start build(color side) const;

 private:
  std::optional<csa_position_problem> add_initial(std::string_view removals);
  std::optional<csa_position_problem> add_row(int rank, std::string_view cells);
  std::optional<csa_position_problem> add_pieces(color side, std::string_view list);
  // The problem when `placed`, just put at `column`, is one too many of its kind for the set;
  // said once per kind (kings: per side).
  std::optional<csa_position_problem> check_count(piece placed, std::size_t column);

  position board_;                                  // empty until PI or rows fill it
  bool initial_ = false;                            // PI was read
  std::uint16_t rows_ = 0;                          // bit r: row P<r> was read
  static constexpr std::uint16_t all_rows = 0x3FE;  // bits 1 to 9
  std::optional<color> rest_;                       // the side given 00AL
  bool placed_ = false;                             // P+/P- placed pieces or hands
  std::uint16_t too_many_ = 0;  // bit k: too many of kind k reported (kings: bit 8 + side)
};

}  // namespace kifu::inline v0::shogi::detail
