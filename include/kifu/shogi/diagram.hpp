// kifu/shogi/diagram.hpp: pictures of positions (局面図) as SVG text, in book (書籍風) or game
// (対局風) style, tsume problems included, and text diagrams (KIF's BOD and a compact one).
// Every drawn piece carries what it is (class and data-* attributes), so apps can style and
// script the picture and tests can read the position back.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "kifu/api.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// How a diagram is drawn.
enum class diagram_style : std::uint8_t {
  book,  ///< 書籍風: black on white, Mincho pieces, thin grid, thick frame
  game,  ///< 対局風: board colour, pieces drawn as pieces, Gothic letters
};

/// Where the caption goes.
enum class caption_position : std::uint8_t { above, below };

/// What a side's hand is called: 先手/後手 (even games) or 下手/上手 (handicap games).
enum class side_names : std::uint8_t { sente_gote, shitate_uwate };

/// What a tsume diagram shows for the defender's (後手's) hand.
enum class defender_hand : std::uint8_t {
  rest,    ///< 残り全部: the pieces that are neither on the board nor in the attacker's hand
  hidden,  ///< nothing
};

/// Everything a diagram can show besides the position.
struct diagram_options {
  diagram_style style = diagram_style::book;  ///< book or game style
  std::string caption{};  ///< 【図は35手目 ▲７六歩まで】, 第1図 (may break lines; a line too long
                          ///< for the picture is wrapped); empty: none
  caption_position caption_at = caption_position::below;  ///< above or below the board
  std::string black_name{};                   ///< 先手's (下手's) name after its label
  std::string white_name{};                   ///< 後手's (上手's) name after its label
  side_names names = side_names::sente_gote;  ///< 先手/後手 or 下手/上手
  bool tsume = false;  ///< tsume problem: the attacker's hand as 持駒, no side labels
  defender_hand tsume_defender = defender_hand::rest;  ///< the defender's hand in tsume mode
  std::optional<square> last_move{};                   ///< the square to highlight
  std::optional<square> last_move_from{};  ///< also highlight this origin (of a board move)
  bool flip = false;                       ///< draw from 後手's side (後手 at the bottom)
  bool coordinates = true;                 ///< １–９ across the top, 一–九 down the right
  int width = 0;  ///< the picture's width in pixels (the height follows); 0: its natural size
  int ply = 0;    ///< moves played before the position (for BOD's 手数＝ line; 0: none)
  std::string last_move_text{};  ///< the last move as written, e.g. ▲７六歩 (for BOD's 手数＝ line)
};

/// A position and the options that picture it as its record says: player names, 下手/上手 in a
/// handicap game, the last move highlighted and a caption 【図は35手目 ▲７六歩まで】.
struct record_diagram {
  shogi::position position;              ///< the position after the node
  diagram_options options;               ///< names, labels, last move and caption from the record
  std::optional<shogi::move> last_move;  ///< the move that led to it (none at the start)
};

/// The SVG picture of a position (UTF-8, standalone, with a viewBox). The upper side's pieces are
/// drawn rotated 180°; its king is 王 and the lower side's 玉 (tsume mode: 玉).
KIFU_API std::string write_svg(const position& p, const diagram_options& options = {});

/// The KIF board diagram (BOD) of a position: hands, the 9×9 board with `v` before the upper
/// side's pieces, the side to move when it is 後手, and a 手数＝ line when options give a ply.
/// Labels follow options.names (先手/後手 or 下手/上手). read_kif reads it back.
KIFU_API std::string write_bod(const position& p, const diagram_options& options = {});

/// A compact Unicode diagram for terminals and plain-text posts: ☗☖ hand lines with kanji counts,
/// one line a rank (`v` before 後手's pieces as in KIF, the board turned or not; 王 for the upper
/// king, 玉 the lower) and the caption's lines above or below.
KIFU_API std::string write_text_diagram(const position& p, const diagram_options& options = {});

/// The position after node `node` of a record (0: the start) and the options that picture it.
KIFU_API record_diagram diagram_at(const record& r, std::size_t node);

/// The position after `ply` moves of the main line (0: the start) and its options; nothing when
/// the main line is shorter.
KIFU_API std::optional<record_diagram> diagram_at_ply(const record& r, int ply);

}  // namespace kifu::inline v0::shogi
