// kifu/cerke/record.hpp: typed records of the cerke (机戦) record format CKKA: squares, pieces,
// stick results, the eleven move kinds of notation ⓪, hand declarations (再行 / 終季), season and
// game ends, header items and the player line. Every element carries its source position.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "kifu/api.hpp"

namespace kifu::inline v0::cerke {

/// A board column, left to right as CKKA letters them: K L N T Z X C M P.
enum class column : std::uint8_t { k, l, n, t, z, x, c, m, p };

/// A board row, from the A side to the IA side: A E I U O Y AI AU IA.
enum class row : std::uint8_t { a, e, i, u, o, y, ai, au, ia };

/// One of the 81 squares, written column then row (`CAI`, `ZO`).
struct square {
  cerke::column column{};  ///< K..P
  cerke::row row{};        ///< A..IA
  friend constexpr bool operator==(square, square) = default;
};

/// The colour of a piece (a separate attribute from the side it plays for).
enum class color : std::uint8_t {
  red,   ///< 赤 (kok1)
  black  ///< 黒 (huok2)
};

/// The ten professions of the pieces a side owns (皇 is not one of them; see tam moves).
enum class piece : std::uint8_t {
  ship,     ///< 船 (nuak1)
  pawn,     ///< 兵 (kauk2)
  bow,      ///< 弓 (gua2)
  chariot,  ///< 車 (kaun1)
  tiger,    ///< 虎 (dau2)
  horse,    ///< 馬 (maun1)
  clerk,    ///< 筆 (kua2)
  shaman,   ///< 巫 (tuk2)
  general,  ///< 将 (uai1)
  king      ///< 王 (io)
};

/// The result of casting the five sticks (裁): the number of heads 0..5 (nothing when the record
/// writes 或, unknown) and whether the move succeeded.
struct sticks {
  std::optional<std::uint8_t> heads;  ///< 0..5, or unknown (或)
  bool success = true;                ///< false when the record writes 此無
  friend bool operator==(const sticks&, const sticks&) = default;
};

/// Where an element starts in the input: byte offset, 1-based line and column (code points).
struct source_position {
  std::size_t offset = 0;    ///< byte offset
  std::uint32_t line = 1;    ///< 1-based line
  std::uint32_t column = 1;  ///< 1-based column in code points
  friend bool operator==(const source_position&, const source_position&) = default;
};

/// `XU兵XY無撃裁`: a move without stepping that needs no sticks. `piece` is empty for 片.
struct no_step_no_stick {
  square src, dest;            ///< from, to
  std::optional<piece> moved;  ///< the piece, or nothing for the wildcard 片
  friend bool operator==(const no_step_no_stick&, const no_step_no_stick&) = default;
};

/// `LY弓ZY水五`: a move without stepping into the water (皇水), with its water-entry sticks.
struct no_step_water {
  square src, dest;            ///< from (outside the water), to (a water square)
  std::optional<piece> moved;  ///< the piece (never 船), or nothing for 片
  sticks water;                ///< the water-entry cast
  friend bool operator==(const no_step_water&, const no_step_water&) = default;
};

/// `XU兵XYXAU無撃裁`: a move stepping over a piece that needs no sticks.
struct step_no_stick {
  square src, step, dest;      ///< from, stepped-on square, to
  std::optional<piece> moved;  ///< the piece, or nothing for 片
  friend bool operator==(const step_no_stick&, const step_no_stick&) = default;
};

/// `NY巫CYCO水五`: a stepping move into the water with its water-entry sticks.
struct step_water {
  square src, step, dest;      ///< from (outside the water), stepped-on square, to (water)
  std::optional<piece> moved;  ///< the piece (never 船), or nothing for 片
  sticks water;                ///< the water-entry cast
  friend bool operator==(const step_water&, const step_water&) = default;
};

/// `ME弓MIMU橋四`: a stepping move whose unbounded continuation needed a cast (橋).
struct step_bridge {
  square src, step, dest;      ///< from, stepped-on square, planned destination
  std::optional<piece> moved;  ///< the piece, or nothing for 片
  sticks bridge;               ///< the stepping cast (failure: 此無, the piece stays at src)
  friend bool operator==(const step_bridge&, const step_bridge&) = default;
};

/// `LO弓NOCO橋四水五`: a stepping move with a stepping cast and a water-entry cast.
struct step_bridge_water {
  square src, step, dest;      ///< from (outside the water), stepped-on square, to (water)
  std::optional<piece> moved;  ///< the piece (never 船), or nothing for 片
  sticks bridge;               ///< the stepping cast (always a success here)
  sticks water;                ///< the water-entry cast
  friend bool operator==(const step_bridge_water&, const step_bridge_water&) = default;
};

/// `黒弓MY`: a piece from the hand (手駒) dropped on a square.
struct parachute {
  cerke::color color{};  ///< its colour
  piece dropped{};       ///< its profession
  square dest;           ///< where it lands
  friend bool operator==(const parachute&, const parachute&) = default;
};

/// `KE皇[LE]KI`: the 皇 moves twice without stepping; the first destination may be unknown.
struct tam_no_step {
  square src, dest;                  ///< from, final square
  std::optional<square> first_dest;  ///< the square between, if written (not 或)
  friend bool operator==(const tam_no_step&, const tam_no_step&) = default;
};

/// `PAU皇CAIMAU`: the 皇 steps over a piece on its way, without saying during which half.
struct tam_step_unspecified {
  square src, step, dest;  ///< from, stepped-on square, final square
  friend bool operator==(const tam_step_unspecified&, const tam_step_unspecified&) = default;
};

/// `KE皇LI[KE]KA`: the 皇 steps over a piece during its first half-move.
struct tam_step_during_former {
  square src, step, dest;            ///< from, stepped-on square, final square
  std::optional<square> first_dest;  ///< where the first half ended, if written (not 或)
  friend bool operator==(const tam_step_during_former&, const tam_step_during_former&) = default;
};

/// `PAU皇[MAU]CAIMAU`: the 皇 steps over a piece during its second half-move.
struct tam_step_during_latter {
  square src, step, dest;            ///< from, stepped-on square, final square
  std::optional<square> first_dest;  ///< where the first half ended, if written (not 或)
  friend bool operator==(const tam_step_during_latter&, const tam_step_during_latter&) = default;
};

/// One of the eleven move kinds of notation ⓪.
using move = std::variant<no_step_no_stick, no_step_water, step_no_stick, step_water, step_bridge,
                          step_bridge_water, parachute, tam_no_step, tam_step_unspecified,
                          tam_step_during_former, tam_step_during_latter>;

/// The capture comment `手[色]駒` after a move: which piece the move took.
struct capture_comment {
  std::optional<cerke::color> color;  ///< its colour, if written
  piece taken{};                      ///< its profession
  source_position position;           ///< where the comment starts
  friend bool operator==(const capture_comment&, const capture_comment&) = default;
};

/// A move element: the move, its `{comment}` and its capture comment.
struct move_element {
  cerke::move move;                        ///< what happened
  std::optional<std::string> comment;      ///< the text inside `{…}`, if any
  std::optional<capture_comment> capture;  ///< `手[色]駒`, if written
  source_position position;                ///< where the move starts
  friend bool operator==(const move_element&, const move_element&) = default;
};

/// The hands (役) a declaration can name. `同色王` is read as `king` (the same hand).
enum class hand : std::uint8_t {
  unbeatable,          ///< 無抗行処 (50)
  flush_unbeatable,    ///< 同色無抗行処 (52)
  social_order,        ///< 筆兵無傾 (10)
  flush_social_order,  ///< 同色筆兵無傾 (12)
  culture,             ///< 地心 (7)
  flush_culture,       ///< 同色地心 (9)
  cavalry,             ///< 馬弓兵 (5)
  flush_cavalry,       ///< 同色馬弓兵 (7)
  attack,              ///< 行行 (5)
  flush_attack,        ///< 同色行行 (7)
  king,                ///< 王 or 同色王 (always 5)
  animals,             ///< 獣 (3)
  flush_animals,       ///< 同色獣 (5)
  army,                ///< 戦集 (3)
  flush_army,          ///< 同色戦集 (5)
  comrades,            ///< 助友 (3)
  flush_comrades,      ///< 同色助友 (5)
  deadly_army,         ///< 闇戦之集 (3)
  flush_deadly_army,   ///< 同色闇戦之集 (5)
  stepping,            ///< 撃皇 (-5, strict rules only)
  futile_move          ///< 皇再来 (-3, strict rules only)
};

/// A hand as a declaration names it, with the spelling used (王 or 同色王).
struct named_hand {
  cerke::hand hand{};                  ///< which hand
  bool written_as_flush_king = false;  ///< true for the spelling 同色王
  friend bool operator==(const named_hand&, const named_hand&) = default;
};

/// What follows a declaration: play on at double rate, or end the season.
enum class declaration_action : std::uint8_t {
  ty_mok,  ///< 再行 (ty mok1): play continues, the rate doubles
  ta_xot   ///< 終季 (ta xot1): the season ends and the declarer takes the points
};

/// How a declaration was written.
enum class declaration_syntax : std::uint8_t {
  current,  ///< `[SY]為獣加王 再行`, `[SY]為行行而手五 終季` (since 2021-09-30)
  legacy    ///< `[SY]為(獣)(王)再行`, `[SY]為(行行)終季 手五` (before 2021-09-30)
};

/// A hand declaration `[name]為…` or `或為…` with its 再行 or 終季.
struct declaration {
  std::optional<std::string> declarer;  ///< the name inside `[…]`, nothing for 或
  std::vector<named_hand> hands;        ///< the hands, in the order written
  declaration_action action{};          ///< 再行 or 終季
  std::optional<std::int32_t> points;   ///< the number after 而手 (or 手 in legacy syntax)
  declaration_syntax syntax{};          ///< which syntax the record used
  source_position position;             ///< where the declaration starts
  /// Equal declarations mean the same: the syntax they were written in does not count.
  friend bool operator==(const declaration& a, const declaration& b) {
    return a.declarer == b.declarer && a.hands == b.hands && a.action == b.action &&
           a.points == b.points && a.position == b.position;
  }
};

/// The seasons a season-end comment can name.
enum class season : std::uint8_t {
  spring,  ///< 春
  summer,  ///< 夏
  autumn,  ///< 秋
  winter,  ///< 冬
  upper,   ///< 上季 (first of two)
  lower    ///< 下季 (second of two)
};

/// A season-end comment such as `春終`.
struct season_end {
  cerke::season season{};    ///< which season ended
  source_position position;  ///< where it starts
  friend bool operator==(const season_end&, const season_end&) = default;
};

/// The game-end comment `星一周`.
struct game_end {
  source_position position;  ///< where it starts
  friend bool operator==(const game_end&, const game_end&) = default;
};

/// One element of the body.
using body_element = std::variant<move_element, declaration, season_end, game_end>;

/// One header item `{key:value}`; an item without a colon, or with an empty key, has no key.
struct header_item {
  std::optional<std::string> key;  ///< the text before the first ':', if not empty
  std::string value;               ///< the rest
  source_position position;        ///< where the item starts
  friend bool operator==(const header_item&, const header_item&) = default;
};

/// One side of the player line `[筆]十二 [翰]二十八`.
struct player {
  std::string name;            ///< the text inside `[…]`
  std::int32_t score = 20;     ///< the points held (inferred when not written)
  bool score_written = false;  ///< true when the line gave the score
  friend bool operator==(const player&, const player&) = default;
};

/// A whole CKKA record.
struct record {
  std::vector<header_item> header;               ///< header items, in input order
  std::optional<std::array<player, 2>> players;  ///< the player line (first player first)
  std::vector<body_element> body;                ///< the body, in input order
  friend bool operator==(const record&, const record&) = default;
};

/// The record with every source position reset, to compare records by content alone (a record
/// and its reprint, say).
KIFU_API record without_positions(record r);

/// The CKKA spelling of a square (`CAI`).
KIFU_API std::string_view to_string(square s) noexcept;
/// The kanji of a piece (`弓`).
KIFU_API std::string_view to_string(piece p) noexcept;
/// The kanji of a colour (`黒`).
KIFU_API std::string_view to_string(color c) noexcept;
/// The name of a hand (`同色馬弓兵`); `king` is `王`.
KIFU_API std::string_view to_string(hand h) noexcept;
/// The name of a season as a season-end comment writes it, without 終 (`春`, `上季`).
KIFU_API std::string_view to_string(season s) noexcept;

/// True for the nine squares of the water (皇水): NO TO ZO XO CO ZI ZU ZY ZAI.
constexpr bool is_water(square s) noexcept {
  if (s.row == row::o) return s.column >= column::n && s.column <= column::c;
  return s.column == column::z &&
         (s.row == row::i || s.row == row::u || s.row == row::y || s.row == row::ai);
}

/// The value of a hand (王 counts 5; 撃皇 -5, 皇再来 -3).
constexpr int value(hand h) noexcept {
  constexpr std::array<int, 21> values = {50, 52, 10, 12, 7, 9, 5, 7, 5,  7, 5,
                                          3,  5,  3,  5,  3, 5, 3, 5, -5, -3};
  return values[static_cast<std::size_t>(h)];
}

}  // namespace kifu::inline v0::cerke
