// kifu/shogi/notation.hpp: moves in Japanese notation, read and written.
//   KIF   ７六歩(77)  同　歩(76)  ４五角打  ２二角成(88)  ２二角不成(88)
//   KI2   ▲７六歩  △同　歩  ▲５八金左  ▲２二角成  (JSA relative words 上 引 寄 右 左 直)
//   tsume 14龍13金合22金同金13龍同玉24金12玉22角成同玉33金打21玉22歩12玉23金寄
// Reading accepts 王/玉, 竜/龍, 全/成銀, 圭/成桂, 杏/成香, full-width, half-width and kanji
// digits, 同 with or without a full-width space, 打(00), 行 for 上 and 生 for 不成.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi {

/// JSA relative words (相対表記), as bit flags.
enum relative_word : std::uint8_t {
  word_up = 1,        ///< 上 (also 行): moves forward
  word_down = 2,      ///< 引: moves backward
  word_sideways = 4,  ///< 寄: moves along the rank
  word_straight = 8,  ///< 直: moves straight forward
  word_right = 16,    ///< 右: the piece on the mover's right
  word_left = 32,     ///< 左: the piece on the mover's left
};

/// A move as written, before it is checked against a position.
struct written_move {
  enum class side_mark : std::uint8_t { none, black, white };  ///< ▲☗ / △☖
  enum class promotion : std::uint8_t { unspecified, promote, no_promote };

  side_mark side = side_mark::none;
  bool same = false;                   ///< 同: the destination of the previous move
  square to{};                         ///< the destination when not 同
  piece_kind kind = piece_kind::none;  ///< the piece as written (none: 合 without a kind)
  std::uint8_t words = 0;              ///< relative_word flags
  promotion promote = promotion::unspecified;
  bool drop = false;           ///< 打, (00) or 合
  bool interposition = false;  ///< 合 (a drop that blocks a check, tsume notation)
  std::optional<square> from;  ///< (77) in KIF
  std::size_t length = 0;      ///< bytes of text the move took
};

/// Reads the longest move written at the start of `text` (no position needed).
KIFU_API parse_result<written_move> parse_written_move(std::string_view text);

/// Finds the move `w` describes in `p`; `previous_to` is where the last move went (for 同).
/// Zero or several matching legal moves are an error that names the candidates (without a
/// location: `w` has no text).
KIFU_API parse_result<move> resolve(const written_move& w, const position& p,
                                    std::optional<square> previous_to);

/// Reads one move in KIF or KI2 form and resolves it in `p`; errors point at the start of `text`.
KIFU_API parse_result<move> parse_japanese_move(std::string_view text, const position& p,
                                                std::optional<square> previous_to = std::nullopt);

/// Writes a move as KIF does: ７六歩(77), 同　歩(76), ４五角打, ２二角成(88), ２二角不成(88).
KIFU_API std::string to_kif(const move& m, const position& p,
                            std::optional<square> previous_to = std::nullopt);

/// Writes a move in the minimal JSA form of KI2 (with ▲/△): relative words only when two or more
/// pieces of the kind can reach the square, 打 only when a board piece could also move there,
/// 不成 when the piece could have promoted.
KIFU_API std::string to_ki2(const move& m, const position& p,
                            std::optional<square> previous_to = std::nullopt);

/// Reads a tsume solution written without separators (T-BASE .tjn style) from `start`. When
/// `written` is given, it receives the text of each move read.
KIFU_API parse_result<std::vector<move>> parse_tsume_moves(
    std::string_view text, const position& start, std::vector<std::string_view>* written = nullptr);

/// Writes a move sequence in tsume notation: half-width digits, 同, 合 for defender drops. The
/// defender (the side not to move at `start`) drops from the pieces the diagram leaves out
/// (残り全部) when `start` does not put them in its hand.
KIFU_API std::string to_tsume(const std::vector<move>& moves, const position& start);

/// The same, one string per move.
KIFU_API std::vector<std::string> to_tsume_moves(const std::vector<move>& moves,
                                                 const position& start);

}  // namespace kifu::inline v0::shogi
