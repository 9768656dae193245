// kifu/shogi/training.hpp: positions and moves in the fixed-size layouts that learning programs
// read, and game records turned into training examples:
//  - HuffmanCodedPos (HCP, 32 bytes), the position code of Apery, dlshogi and cshogi;
//  - move16, the 16-bit move of those programs (destination, origin or dropped kind, promotion);
//  - HCPE (HuffmanCodedPosAndEval, 38 bytes): a position, its evaluation, the move played from
//    it and the game's result, one for each position of a game's main line.
// The byte layouts follow their published definitions; read_hcp and read_move16 read them back.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
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

/// The HCP of a position; nothing when it has no HCP (a side without its one king, or more
/// pieces than the 40 of a set, which do not fit in 256 bits).
KIFU_API std::optional<hcp> to_hcp(const position& p) noexcept;

/// The position an HCP holds (move number 1); an error when the bits are not a position's code.
KIFU_API parse_result<position> read_hcp(const hcp& code);

/// A move as move16: bits 0–6 the destination square, bits 7–13 the origin square (a drop: 80
/// plus the dropped kind, 歩 1 香 2 桂 3 銀 4 角 5 飛 6 金 7), bit 14 set for a promotion.
KIFU_API std::uint16_t to_move16(const move& m) noexcept;

/// The move a move16 stands for in `p` (the moving piece's kind from the board); nothing when it
/// is not a legal move there.
KIFU_API std::optional<move> read_move16(std::uint16_t code, const position& p) noexcept;

/// How a game ended, for training.
enum class game_outcome : std::uint8_t {
  draw = 0,       ///< 千日手 or 持将棋
  black_won = 1,  ///< 先手 (下手) won
  white_won = 2,  ///< 後手 (上手) won
};

/// Who won a record's main line, from the word that ends it: 投了, 詰み and 切れ負け lose for
/// the side to move, 入玉勝ち wins for it, 千日手 and 持将棋 are draws. Nothing for a game
/// that did not end so (中断, no end word, 反則 and 不戦, whose sides the records write in more
/// than one way).
KIFU_API std::optional<game_outcome> outcome_of(const record& r);

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

/// Which games and positions become training examples.
struct training_options {
  bool keep_draws = true;    ///< keep games drawn by 千日手 or 持将棋
  int min_plies = 0;         ///< leave out games with fewer moves in their main line
  bool keep_illegal = true;  ///< a game with an illegal move (kept by a lenient reader) gives
                             ///< the positions before that move; false: nothing
};

/// Appends one entry for each position of `r`'s main line from which a move was played, with
/// the game's outcome, up to an illegal move (a record_node flagged `illegal`); nothing when
/// the game has no outcome, is left out by `options`, or holds a position without an HCP.
/// `why`, when given, says why the game gave nothing or stopped early (empty otherwise). The
/// evaluation is that of a floodgate
/// `'** EVAL` comment on the move played (the score of the engine that played it, which is the
/// side to move), else 0.
KIFU_API std::size_t append_hcpe(const record& r, const training_options& options,
                                 std::vector<hcpe_entry>& out, std::string_view* why = nullptr);

/// Writes entries as HCPE bytes (hcpe_size each).
KIFU_API void write_hcpe(const std::vector<hcpe_entry>& entries, std::vector<std::uint8_t>& out);

}  // namespace kifu::inline v0::shogi
