// kifu/shogi/record.hpp: a shogi game record as KIF and KI2 files hold it: headers, the start
// position, and a tree of moves with times, comments, bookmarks and special moves.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "kifu/encoding.hpp"
#include "kifu/shogi/handicap.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::shogi {

/// Words that end a line of play instead of a move.
enum class special_move : std::uint8_t {
  none,
  interrupt,        ///< 中断
  resign,           ///< 投了
  jishogi,          ///< 持将棋
  repetition,       ///< 千日手
  checkmate,        ///< 詰み
  time_up,          ///< 切れ負け
  illegal_win,      ///< 反則勝ち (the previous mover's opponent broke a rule)
  illegal_loss,     ///< 反則負け
  entering_king,    ///< 入玉勝ち
  win_by_default,   ///< 不戦勝
  loss_by_default,  ///< 不戦敗
  no_mate,          ///< 不詰 (tsume)
  sealed,           ///< 封じ手
  unknown,          ///< a word kifu does not know, kept as written
};

/// The KIF word of a special move ("投了"); empty for none and unknown.
std::string_view kif_word(special_move s) noexcept;

/// Time spent on a move and in total, in seconds, as KIF writes it: ( 0:01/00:00:01).
struct move_time {
  std::int32_t move_seconds = 0;   ///< this move
  std::int32_t total_seconds = 0;  ///< the player's total so far
  friend bool operator==(const move_time&, const move_time&) = default;
};

/// Indices of the nodes that follow a node: most nodes have one, so it is held inline.
using node_list = boost::container::small_vector<std::size_t, 1>;

/// One node of the move tree: the start position (node 0) or a ply.
struct record_node {
  std::size_t parent = 0;                     ///< index of the previous node (node 0: itself)
  node_list children;                         ///< following nodes; the first continues the line
  std::int32_t ply = 0;                       ///< 0 for the start, 1 for the first move, ...
  std::optional<shogi::move> move;            ///< the move, unless this is a special move
  special_move special = special_move::none;  ///< set when the node ends the line
  std::string text;                    ///< the move or word as written (for unknown specials)
  std::optional<move_time> time;       ///< consumed time, when written
  std::vector<std::string> comments;   ///< `*` lines (`**` engine lines keep one `*`)
  std::vector<std::string> bookmarks;  ///< `&` lines
  std::vector<std::string> unparsed;   ///< lines after this node kifu did not understand, verbatim
  std::optional<std::string> footer;   ///< the `まで…` line written after this node, if any
  std::uint32_t line = 0;              ///< source line (0 when built in memory)
  bool illegal = false;                ///< kept by the lenient reader although illegal
};

/// A header line `key：value`.
struct header_entry {
  std::string key;    ///< e.g. 開始日時, 先手, 手合割
  std::string value;  ///< the rest of the line, trailing spaces removed
  friend bool operator==(const header_entry&, const header_entry&) = default;
};

/// A whole game record.
struct record {
  std::vector<header_entry> headers;              ///< in file order, unknown keys included
  std::optional<shogi::handicap> handicap;        ///< from 手合割, when given and known
  position start = position::initial();           ///< the start position (a board diagram wins)
  bool has_board_diagram = false;                 ///< the start was given as a 9x9 diagram
  std::vector<record_node> nodes{record_node{}};  ///< node 0 is the start position
  std::vector<std::string>
      program_lines;  ///< `#` lines (not #KIF) and header-section lines not understood
  text_encoding encoding = text_encoding::utf8;  ///< what the file was

  /// The value of the first header with this key.
  std::optional<std::string> header(std::string_view key) const;
  /// The nodes of the main line after the start, in order (following first children).
  std::vector<std::size_t> main_line() const;
  /// The position before node `i` is played (its parent's position), replaying from the start.
  position position_before(std::size_t i) const;
  /// The position after node `i` is played (node 0: the start), replaying from the start.
  position position_after(std::size_t i) const;
};

}  // namespace kifu::shogi
