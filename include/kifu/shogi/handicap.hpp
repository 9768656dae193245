// kifu/shogi/handicap.hpp: the 手合割 (handicap) names of KIF records and their start positions.
// 平手 starts with black (先手) to move; every handicap starts with white (上手) to move;
// その他 has no position of its own (a board diagram gives it).
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi {

/// The seventeen 手合割 of KIF.
enum class handicap : std::uint8_t {
  even,                ///< 平手
  lance,               ///< 香落ち (上手's 1一香 removed)
  right_lance,         ///< 右香落ち (9一香 removed)
  bishop,              ///< 角落ち
  rook,                ///< 飛車落ち
  rook_lance,          ///< 飛香落ち
  two_pieces,          ///< 二枚落ち (飛 角)
  three_pieces,        ///< 三枚落ち (飛 角 1一香)
  four_pieces,         ///< 四枚落ち (飛 角 香 香)
  five_pieces,         ///< 五枚落ち (… and 8一桂)
  left_five_pieces,    ///< 左五枚落ち (… and 2一桂)
  six_pieces,          ///< 六枚落ち (飛 角 香 香 桂 桂)
  left_seven_pieces,   ///< 左七枚落ち (… and 3一銀)
  right_seven_pieces,  ///< 右七枚落ち (… and 7一銀)
  eight_pieces,        ///< 八枚落ち (飛 角 香 香 桂 桂 銀 銀)
  ten_pieces,          ///< 十枚落ち (all but the king)
  other,               ///< その他: the record's board diagram gives the position
};

/// Every handicap, in the order above.
KIFU_API std::span<const handicap> all_handicaps() noexcept;

/// The KIF name, e.g. "飛香落ち".
KIFU_API std::string_view to_string(handicap h) noexcept;

/// The JSON Kifu Format preset key, e.g. "HIKY".
KIFU_API std::string_view jkf_preset(handicap h) noexcept;

/// The handicap of a KIF name; also accepts 飛落ち for 飛車落ち and 香落 style names without ち.
KIFU_API std::optional<handicap> handicap_from_string(std::string_view name) noexcept;

/// The SFEN of the start position; empty for その他.
KIFU_API std::string_view start_sfen(handicap h) noexcept;

/// The start position (move number 1); nothing for その他.
KIFU_API std::optional<position> start_position(handicap h);

/// The 手合割 whose start position `p` is (board, hands and side to move; 平手 for the initial
/// position), if any: how a writer names a start that a reader got as a diagram or an SFEN.
KIFU_API std::optional<handicap> handicap_of(const position& p);

}  // namespace kifu::inline v0::shogi
