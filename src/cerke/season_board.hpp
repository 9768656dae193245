// Private: the board a record is replayed on, one season at a time: the position, whose turn it
// is, and the play of one move by the rules (board.cpp). The replay (board.cpp) and the
// resolution of notation ① moves (notation1.cpp) both drive it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "kifu/cerke/board.hpp"

namespace kifu::inline v0::cerke::detail {

/// The index of `s` in position::squares and in a square_set.
constexpr std::size_t index(square s) noexcept {
  return static_cast<std::size_t>(s.row) * 9 + static_cast<std::size_t>(s.column);
}

/// The name of `s` as written in CKKA ("ZO").
inline std::string name(square s) {
  return std::string(to_string(s));
}

struct piece_move;

/// A record's board, season by season. A season stops at its first illegal move: later moves of
/// the season are not played.
class season_board {
 public:
  /// The board at the start of the first season of `r` (its `{一位色:…}` read).
  explicit season_board(const record& r);

  /// Starts the next season from the initial position.
  void next_season();

  /// Plays `m` and returns an empty string, or returns why it is illegal and stops the season.
  /// Capture comments that disagree with the move are added to `notes` when it is given.
  std::string play(const move_element& m, parse_result<replay_result>* notes);

  /// Stops the season at `at` (a move that could not be read).
  void stop_at(const source_position& at) noexcept {
    stopped_ = true;
    stopped_at_ = at;
  }
  /// True when the season stopped; stopped_at() says where.
  bool stopped() const noexcept { return stopped_; }
  /// Where the season stopped.
  const source_position& stopped_at() const noexcept { return stopped_at_; }
  /// The position.
  const position& board() const noexcept { return pos_; }
  /// Moves the position out (the board is done with).
  position take_board() noexcept { return std::move(pos_); }
  /// The side to move, when known.
  std::optional<side> to_move() const noexcept { return to_move_; }
  /// The side that made the last move of the season, when known.
  std::optional<side> last_mover() const noexcept { return last_mover_; }

 private:
  std::vector<color> colors_;
  std::size_t season_ = 0;
  position pos_;
  std::optional<side> to_move_;
  std::optional<side> last_mover_;
  bool stopped_ = false;
  source_position stopped_at_;

  void start_season();
  void moved(std::optional<side> mover);
  std::string play_drop(const parachute& d);
  std::string play_piece(const piece_move& pm, const move_element& m,
                         parse_result<replay_result>* notes);
  std::string check_path(const piece_move& pm, const board_piece& mover);
  std::string check_landing(const piece_move& pm, const board_piece& mover) const;
  void take_and_land(const piece_move& pm, const board_piece& mover, const move_element& m,
                     parse_result<replay_result>* notes);
  bool free_for_tam(square s) const;
  bool two_steps(square src, const std::optional<square>& a, square b) const;
  bool tam_path_fits(const move& m, square src, square& dest) const;
  std::string play_tam(const move& m);
};

}  // namespace kifu::inline v0::cerke::detail
