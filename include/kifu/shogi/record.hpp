// kifu/shogi/record.hpp: a shogi game record as KIF and KI2 files hold it: headers, the start
// position, and a tree of moves with times, comments, bookmarks and special moves.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/encoding.hpp"
#include "kifu/shogi/handicap.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::shogi {

/// Words that end a line of play instead of a move.
enum class special_move : std::uint8_t {
  none,
  interrupt,        ///< 中断
  resign,           ///< 投了
  jishogi,          ///< 持将棋
  repetition,       ///< 千日手
  checkmate,        ///< 詰み
  time_up,          ///< 切れ負け
  illegal_win,      ///< 反則勝ち (the side to move wins: the last move broke a rule)
  illegal_loss,     ///< 反則負け (the side to move loses)
  entering_king,    ///< 入玉勝ち
  win_by_default,   ///< 不戦勝
  loss_by_default,  ///< 不戦敗
  no_mate,          ///< 不詰 (tsume)
  sealed,           ///< 封じ手
  draw,             ///< 引き分け, a plain draw (CSA %HIKIWAKE); KIF writes 持将棋
  unknown,          ///< a word kifu does not know, kept as written
};

/// The KIF word of a special move ("投了"); empty for none and unknown.
KIFU_API std::string_view to_string(special_move s) noexcept;

/// Time spent on a move and in total, in seconds, as KIF writes it: ( 0:01/00:00:01).
struct move_time {
  std::int32_t move_seconds = 0;   ///< this move
  std::int32_t total_seconds = 0;  ///< the player's total so far
  std::int32_t milliseconds = 0;   ///< 0-999 more for this move (CSA V3.0 `T1.234`; not in KIF)
  friend bool operator==(const move_time&, const move_time&) = default;
};

/// Where a node's comment lines are in its record's comment text (meaningful only in that
/// record; 32-bit offsets hold up to 4 GiB of comments).
struct text_span {
  std::uint32_t offset = 0;  ///< the first byte
  std::uint32_t size = 0;    ///< bytes, the line end after each line included
};

/// Lines of text, each ended by '\n', seen as a range of string views without the line ends.
class text_lines {
 public:
  /// A forward iterator over the lines.
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = std::string_view;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = std::string_view;

    iterator() = default;
    /// The lines from the start of `rest` on.
    explicit iterator(std::string_view rest) : rest_(rest) {}
    /// The current line.
    std::string_view operator*() const { return rest_.substr(0, rest_.find('\n')); }
    /// Moves to the next line.
    iterator& operator++() {
      rest_.remove_prefix(std::min(rest_.size(), rest_.find('\n') + 1));
      return *this;
    }
    /// Moves to the next line, returning the current one.
    iterator operator++(int) {
      iterator was = *this;
      ++*this;
      return was;
    }
    /// Iterators of one range are equal when as many lines are left.
    friend bool operator==(const iterator& a, const iterator& b) {
      return a.rest_.size() == b.rest_.size();
    }

   private:
    std::string_view rest_;
  };

  text_lines() = default;
  /// The lines of `text`, whose every line ends with '\n'.
  explicit text_lines(std::string_view text) : text_(text) {}

  /// The first line.
  iterator begin() const { return iterator(text_); }
  /// Past the last line.
  iterator end() const { return iterator(text_.substr(text_.size())); }
  /// True when there is no line.
  bool empty() const { return text_.empty(); }
  /// How many lines there are.
  std::size_t size() const {
    return static_cast<std::size_t>(std::count(text_.begin(), text_.end(), '\n'));
  }
  /// The lines as strings.
  std::vector<std::string> to_vector() const { return {begin(), end()}; }
  /// The text, each line followed by '\n'.
  std::string_view text() const { return text_; }

 private:
  std::string_view text_;
};

/// Indices of the nodes that follow a node. Most nodes have one, held inline; a branch point
/// keeps all of them on the heap.
class node_list {
 public:
  /// Appends a node index.
  void push_back(std::size_t index) {
    if (size_ == 0) {
      one_ = index;
    } else {
      if (size_ == 1) many_.assign(1, one_);
      many_.push_back(index);
    }
    ++size_;
  }
  /// Number of indices.
  std::size_t size() const noexcept { return size_; }
  /// True when there is none.
  bool empty() const noexcept { return size_ == 0; }
  /// The first index.
  const std::size_t* begin() const noexcept { return size_ > 1 ? many_.data() : &one_; }
  /// Past the last index.
  const std::size_t* end() const noexcept { return begin() + size_; }
  /// The i-th index.
  std::size_t operator[](std::size_t i) const noexcept { return begin()[i]; }
  /// The first index (the main line); the list must not be empty.
  std::size_t front() const noexcept { return *begin(); }
  /// The last index; the list must not be empty.
  std::size_t back() const noexcept { return begin()[size_ - 1]; }

 private:
  std::size_t size_ = 0;
  std::size_t one_ = 0;            // the index while there is only one
  std::vector<std::size_t> many_;  // every index once there are two or more
};

/// One node of the move tree: the start position (node 0) or a ply.
struct record_node {
  /// An empty node. Written out (not defaulted) so that a new node is built member by member,
  /// without first being zeroed whole as value-initialisation does: readers add one per move.
  record_node() noexcept {}

  std::size_t parent = 0;                     ///< index of the previous node (node 0: itself)
  node_list children;                         ///< following nodes; the first continues the line
  std::int32_t ply = 0;                       ///< 0 for the start, 1 for the first move, ...
  std::optional<shogi::move> move;            ///< the move, unless this is a special move
  special_move special = special_move::none;  ///< set when the node ends the line
  /// The move or word as written, as far as the reader keeps it: the KIF/KI2 readers keep
  /// every move's text; the CSA reader keeps only special words (%TORYO …), not moves; JKF and
  /// records built in memory leave it empty. Writers do not need it.
  std::string text;
  std::optional<move_time> time;  ///< consumed time, when written
  text_span comments;  ///< its `*` lines in the record's comment text: read with record::comments
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
struct KIFU_API record {
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
  /// True for a handicap game, whose players are 下手 (black) and 上手 (white): 手合割 names a
  /// handicap (not 平手 or その他), or a 下手 or 上手 header names a player.
  bool handicap_game() const;
  /// Adds the move `m` after node `parent` (its first child continues the line, a later one is
  /// a variation) and gives the new node's index. The move is not checked; a `parent` that is
  /// not a node throws std::out_of_range.
  std::size_t add_move(std::size_t parent, const shogi::move& m);
  /// The nodes of the main line after the start, in order (following first children).
  std::vector<std::size_t> main_line() const;
  /// The position before node `i` is played (its parent's position), replaying from the start.
  position position_before(std::size_t i) const;
  /// The position after node `i` is played (node 0: the start), replaying from the start.
  position position_after(std::size_t i) const;

  /// The comment lines of node `i` (`*` lines without the `*`; `**` engine lines keep one `*`);
  /// none when there is no node `i`.
  text_lines comments(std::size_t i) const {
    if (i >= nodes.size()) return text_lines(std::string_view());
    const text_span s = nodes[i].comments;
    return text_lines(std::string_view(comment_text_).substr(s.offset, s.size));
  }
  /// Appends a comment line to node `i`; a text with line breaks adds one line per line.
  /// Throws std::out_of_range when there is no node `i`.
  void add_comment(std::size_t i, std::string_view line) {
    text_span& s = nodes.at(i).comments;
    if (s.size == 0)
      s.offset = static_cast<std::uint32_t>(comment_text_.size());
    else if (s.offset + s.size != comment_text_.size())
      move_comments_to_end(i);  // another node's lines came after this node's
    comment_text_.append(line).push_back('\n');
    s.size += static_cast<std::uint32_t>(line.size() + 1);
  }
  /// Removes the comments of node `i` (throws std::out_of_range when there is none).
  void clear_comments(std::size_t i) { nodes.at(i).comments = {}; }

 private:
  // Copies node `i`'s comment lines to the end of the buffer; the old copy is left unused until
  // unused text outweighs used text, and then the buffer is rebuilt.
  void move_comments_to_end(std::size_t i);

  // Every node's comment lines, each ended by '\n', in one buffer: commented games have comments
  // on most moves, and one allocation per node would cost more than reading the move.
  std::string comment_text_;
};

/// The special move that a まで line states for a line ending at node `last` (KI2 says a result
/// only so): `まで64手で後手の勝ち` after 後手's 64th move is 投了, a tsume's `まで7手詰` is 詰み,
/// and the words KIF writes for the others (`まで10手で中断`, `…時間切れにより後手の勝ち`,
/// `…先手の反則勝ち` …). Nothing when the node has no まで line or it states none of them (a win
/// by the side to move, say, which could be a time-out or a foul).
KIFU_API std::optional<special_move> special_of_footer(const record& r, std::size_t last);

/// Walks the main line of a record node by node, playing each move once (position_after()
/// replays from the start for every node it is asked about):
///
///     for (main_line_cursor c(r); c.next();) use(c.node(), c.before(), c.after());
///
/// A special node (投了 …) leaves the position as it was. The record must outlive the cursor.
class KIFU_API main_line_cursor {
 public:
  /// A cursor on node 0, the start position.
  explicit main_line_cursor(const record& r);
  /// Not from a temporary record, which would be gone before the first step.
  explicit main_line_cursor(const record&&) = delete;
  /// Steps to the next node of the main line; false at its end (the cursor stays on the last).
  bool next();
  /// The node the cursor is on (0: the start).
  std::size_t node() const noexcept { return node_; }
  /// The position before that node's move (node 0: the start).
  const position& before() const noexcept { return before_; }
  /// The position after that node's move (node 0: the start).
  const position& after() const noexcept { return after_; }

 private:
  const record* record_;
  std::size_t node_ = 0;
  position before_;
  position after_;
};

}  // namespace kifu::inline v0::shogi
