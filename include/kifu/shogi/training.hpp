// kifu/shogi/training.hpp: positions and moves in the fixed-size layouts that learning programs
// read, and game records turned into training examples:
//  - HuffmanCodedPos (HCP, 32 bytes), the position code of Apery, dlshogi and cshogi, and
//    move16, their 16-bit move;
//  - PackedSfen (32 bytes), the position code of YaneuraOu's learner, and its Move16;
//  - HCPE (38 bytes: position, evaluation, move played, game result) and PSV (YaneuraOu's
//    PackedSfenValue, 40 bytes), one for each position of a game's main line, and the same
//    examples as YaneuraOu's plain text (`sfen` / `move` / `score` / `ply` / `result` / `e`).
// The byte layouts follow their published definitions; the read_ functions read them back.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// A position as HuffmanCodedPos: 256 bits, each byte's least significant bit first: the side
/// to move, the two kings' squares (7 bits each, black's first), every other square from 1一,
/// 1二 … to 9九 as a Huffman code (empty: 1 bit), then the pieces in hand, black's then white's,
/// 歩 香 桂 銀 金 角 飛 in order. Squares are numbered (file - 1) * 9 + rank - 1.
using hcp = std::array<std::uint8_t, 32>;

/// A position as YaneuraOu's PackedSfen: laid out as an HCP, with YaneuraOu's own piece codes
/// (a board piece's promotion bit before its colour bit) and hands in the order
/// 歩 香 桂 銀 角 飛 金.
using packed_sfen = std::array<std::uint8_t, 32>;

/// The HCP of a position; nothing when it has no HCP (a side without its one king, or more
/// pieces than the 40 of a set, which do not fit in 256 bits).
KIFU_API std::optional<hcp> to_hcp(const position& p) noexcept;

/// The position an HCP holds (move number 1); an error when the bits are not a position's code.
KIFU_API parse_result<position> parse_hcp(const hcp& code);

/// The former name of parse_hcp.
[[deprecated("use parse_hcp")]] inline parse_result<position> read_hcp(const hcp& code) {
  return parse_hcp(code);
}

/// The PackedSfen of a position; nothing when it has none (as to_hcp).
KIFU_API std::optional<packed_sfen> to_packed_sfen(const position& p) noexcept;

/// The position a PackedSfen holds (move number 1); an error when it is no position's code.
KIFU_API parse_result<position> parse_packed_sfen(const packed_sfen& code);

/// The former name of parse_packed_sfen.
[[deprecated("use parse_packed_sfen")]] inline parse_result<position> read_packed_sfen(
    const packed_sfen& code) {
  return parse_packed_sfen(code);
}

/// A move as move16 (Apery, dlshogi, cshogi): bits 0–6 the destination square, bits 7–13 the
/// origin square (a drop: 80 plus the dropped kind, 歩 1 香 2 桂 3 銀 4 角 5 飛 6 金 7), bit 14
/// set for a promotion.
KIFU_API std::uint16_t to_move16(const move& m) noexcept;

/// The move a move16 stands for in `p` (the moving piece's kind from the board); nothing when it
/// is not a legal move there.
KIFU_API std::optional<move> parse_move16(std::uint16_t code, const position& p) noexcept;

/// The former name of parse_move16.
[[deprecated("use parse_move16")]] inline std::optional<move> read_move16(
    std::uint16_t code, const position& p) noexcept {
  return parse_move16(code, p);
}

/// A move as YaneuraOu's Move16 (PSV): bits 0–6 the destination square, bits 7–13 the origin
/// square or, for a drop, the dropped kind (歩 1 香 2 桂 3 銀 4 角 5 飛 6 金 7), bit 14 set for a
/// drop, bit 15 for a promotion.
KIFU_API std::uint16_t to_psv_move16(const move& m) noexcept;

/// The legal move of `p` a YaneuraOu Move16 stands for; nothing when it is none.
KIFU_API std::optional<move> parse_psv_move16(std::uint16_t code, const position& p) noexcept;

/// The former name of parse_psv_move16.
[[deprecated("use parse_psv_move16")]] inline std::optional<move> read_psv_move16(
    std::uint16_t code, const position& p) noexcept {
  return parse_psv_move16(code, p);
}

/// How a game ended, for training.
enum class game_outcome : std::uint8_t {
  draw = 0,       ///< 千日手 or 持将棋
  black_won = 1,  ///< 先手 (下手) won
  white_won = 2,  ///< 後手 (上手) won
};

/// Who won a record's main line, from the word that ends it: 投了, 詰み, 切れ負け and 反則負け
/// lose for the side to move, 入玉勝ち and 反則勝ち win for it, 千日手 and 持将棋 are draws.
/// Without an end word (KI2 writes none), its まで line: "まで64手で後手の勝ち" names the winner.
/// Nothing for a game that did not end so (中断, 不戦, neither), unless its last move mates.
KIFU_API std::optional<game_outcome> outcome_of(const record& r);

/// A player's rating as a floodgate record writes it (a `'black_rate:NAME:3382.0` or
/// `'white_rate:…` comment line before the first move); nothing when the record has none.
KIFU_API std::optional<double> rating_of(const record& r, color player);

/// Which games and positions become training examples.
struct training_options {
  bool keep_repetitions = true;        ///< keep games drawn by 千日手
  bool keep_jishogi = true;            ///< keep games drawn by 持将棋 (or by the move limit)
  bool keep_fouls = true;              ///< keep games won or lost by 反則 (a foul)
  int min_plies = 0;                   ///< leave out games with fewer moves in their main line
  std::optional<double> min_rating{};  ///< leave out games in which either player's rating
                                       ///< (rating_of) is missing or lower
  bool keep_illegal = true;  ///< a game with an illegal move (kept by a lenient reader) gives
                             ///< the positions before that move; false: nothing
};

/// One training example: a position of a game's main line and what followed it.
struct training_example {
  const position& before;  ///< the position
  const move& played;      ///< the move played from it
  std::int16_t eval;       ///< its evaluation for the side to move (0: none known)
  game_outcome result;     ///< how the game ended
};

/// Calls `take` with one example for each position of `r`'s main line from which a move was
/// played, up to an illegal move (a record_node flagged `illegal`); nothing when the game has
/// no outcome or is left out by `options`. Any start is taken, handicaps too. Returns the number of
/// examples; `why`, when given, says why the game gave nothing or stopped early (empty
/// otherwise). The evaluation is the record's on the move played (kifu/shogi/evaluation.hpp:
/// floodgate's `'**` line, ShogiHome's or Kifu for Windows' lines, all from black's side) on
/// YaneuraOu's scale, turned to the side to move's: a mate n plies after the move ±(32000 − n − 1),
/// one of unknown length or beyond 246 plies ±31754, a score clamped to ±31753; else 0.
KIFU_API std::size_t for_each_example(const record& r, const training_options& options,
                                      const std::function<void(const training_example&)>& take,
                                      std::string_view* why = nullptr);

/// One HCPE training example (38 bytes when written: hcp, eval as int16, bestMove16 as uint16,
/// gameResult as uint8, one byte of padding, all little-endian).
struct hcpe_entry {
  hcp position{};              ///< the position
  std::int16_t eval = 0;       ///< its evaluation for the side to move (0: none known)
  std::uint16_t move16 = 0;    ///< the move played from it
  std::uint8_t game_result{};  ///< a game_outcome
};

/// The size of an HCPE entry as written.
inline constexpr std::size_t hcpe_size = 38;

/// Appends the HCPE entries of `r`'s examples (see for_each_example); nothing for a game whose
/// positions have no HCP (a handicap game, a start without the whole set).
KIFU_API std::size_t append_hcpe(const record& r, const training_options& options,
                                 std::vector<hcpe_entry>& out, std::string_view* why = nullptr);

/// Writes entries as HCPE bytes (hcpe_size each).
KIFU_API void write_hcpe(const std::vector<hcpe_entry>& entries, std::vector<std::uint8_t>& out);

/// One PackedSfenValue training example (40 bytes when written: sfen, score as int16, move as
/// uint16, gamePly as uint16, game_result as int8, one byte of padding, all little-endian).
struct psv_entry {
  packed_sfen position{};       ///< the position
  std::int16_t score = 0;       ///< its evaluation for the side to move (0: none known)
  std::uint16_t move = 0;       ///< the move played from it (YaneuraOu's Move16)
  std::uint16_t game_ply = 0;   ///< the position's move number (1 at the start of a game)
  std::int8_t game_result = 0;  ///< 1: the side to move won the game, -1 lost it, 0 a draw
};

/// The size of a PSV entry as written.
inline constexpr std::size_t psv_size = 40;

/// Appends the PSV entries of `r`'s examples (see for_each_example); nothing for a game whose
/// positions have no PackedSfen (a handicap game, a start without the whole set).
KIFU_API std::size_t append_psv(const record& r, const training_options& options,
                                std::vector<psv_entry>& out, std::string_view* why = nullptr);

/// Writes entries as PSV bytes (psv_size each).
KIFU_API void write_psv(const std::vector<psv_entry>& entries, std::vector<std::uint8_t>& out);

/// Appends `r`'s examples (see for_each_example), handicap games too, as YaneuraOu's plain text,
/// six lines each:
/// `sfen SFEN`, `move USI`, `score EVAL`, `ply N`, `result 1|0|-1` (as psv_entry), `e`.
KIFU_API std::size_t append_sfen_text(const record& r, const training_options& options,
                                      std::string& out, std::string_view* why = nullptr);

}  // namespace kifu::inline v0::shogi
