// kifu/tsume/query.hpp: searching a tsume database by move sequence (regular expressions,
// substrings and TumeBase-style move tokens, in any order, in order or consecutive, counted),
// bibliographic fields and the diagram. A query is a JSON document:
//
//   {"moves": [{"order": "any", "times": 1,
//               "patterns": [{"regex": "歩打,2"}, {"text": "香打,2"}, {"token": "-**金合"}]}],
//    "info": {"author": {"regex": "駒場"}, "title": {"text": "七変化"},
//             "move_count": {"min": 1, "max": 99}, "completeness": [0], "originality": [0, 1]},
//    "diagram": {"pieces": {"玉": 1, "金": 4}, "squares": {"82": "v玉"}, "king": "82",
//                "final_pieces": {"max": 3}, "checkmate": true}}
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/tsume/database.hpp"

namespace kifu::inline v0::tsume {

/// How the patterns of a group must occur among a solution's moves.
enum class order : std::uint8_t {
  any,          ///< each pattern matches at least `times` moves, each counted on its own
  in_order,     ///< the patterns occur as an ordered subsequence, `times` times without overlap
  consecutive,  ///< the patterns match consecutive moves, `times` times without overlap
};

/// What a move pattern's value is.
enum class pattern_kind : std::uint8_t {
  regex,  ///< a Perl regular expression searched in the move's line (bytes of UTF-8)
  text,   ///< a substring of the move's line
  token,  ///< a TumeBase move token: `+**金`, `-84玉`, `+8*香`, `-86*合`, `+**歩不成`
};

/// One move pattern.
struct pattern {
  pattern_kind kind = pattern_kind::text;  ///< regex, text or token
  std::string value;                       ///< the pattern as written
};

/// Patterns that must occur together.
struct move_group {
  tsume::order order = order::any;  ///< how they occur
  int times = 1;                    ///< how often (at least)
  std::vector<pattern> patterns;    ///< the patterns
};

/// A condition on a text field: a substring, or a regular expression when `regex` is set.
struct text_condition {
  std::string value;   ///< the text or expression
  bool regex = false;  ///< value is a regular expression
};

/// A range of integers; either end may be open.
struct int_range {
  std::optional<int> min;  ///< lowest allowed value
  std::optional<int> max;  ///< highest allowed value
  /// True when `v` lies in the range.
  bool contains(int v) const noexcept { return (!min || v >= *min) && (!max || v <= *max); }
};

/// Conditions on the bibliographic fields of the .dia record.
struct info_conditions {
  std::optional<text_condition> author;           ///< 作者名
  std::optional<text_condition> title;            ///< 作品題名
  std::optional<text_condition> source;           ///< 出典
  std::optional<text_condition> published;        ///< 発表年月
  std::optional<text_condition> original_source;  ///< 作品原出典
  std::optional<text_condition> article;          ///< 記事
  std::optional<int_range> move_count;            ///< 詰手数
  std::optional<int_range> number;                ///< 作品番号
  std::vector<int> completeness;                  ///< allowed 完全性 codes (empty: any)
  std::vector<int> originality;                   ///< allowed オリジナル codes (empty: any)
  std::vector<int> jissen_type;                   ///< allowed 実戦型 codes (empty: any)
};

/// A piece required on (or an empty square required at) a square of the diagram.
struct square_condition {
  shogi::square square;  ///< where
  shogi::piece piece;    ///< what (kind none: empty)
};

/// Conditions on the start position and the position after the last move.
struct diagram_conditions {
  std::array<std::optional<int>, 8>
      pieces;  ///< exact counts by kind 玉飛角金銀桂香歩 (board and attacker's hand)
  std::vector<square_condition> squares;  ///< pieces on squares of the diagram
  std::optional<shogi::square> king;      ///< the defender's king's square
  std::optional<int_range> board_pieces;  ///< pieces on the board at the start
  std::optional<int_range> final_pieces;  ///< pieces on the board after the last move (煙詰: 3)
  std::optional<bool> checkmate;          ///< the solution ends (or does not end) in mate
};

/// A whole query: every part that is given must hold.
struct query {
  std::vector<move_group> moves;  ///< all groups must hold
  info_conditions info;           ///< bibliographic conditions
  diagram_conditions diagram;     ///< diagram conditions
};

/// Reads a query from its JSON form (see the top of this file). Unknown keys, malformed
/// patterns and regular expressions are errors with their place.
KIFU_API parse_result<query> parse_query(std::string_view json);

/// A query compiled for searching (patterns parsed, regular expressions built).
class KIFU_API compiled_query {
 public:
  /// Compiles `q`; a malformed pattern is an error naming it.
  static parse_result<compiled_query> compile(const query& q);
  compiled_query(compiled_query&&) noexcept;
  compiled_query& operator=(compiled_query&&) noexcept;
  ~compiled_query();

  /// True when work `index` of `db` satisfies the query.
  bool matches(const database& db, std::size_t index) const;

 private:
  compiled_query();
  struct impl;
  std::unique_ptr<impl> impl_;
};

/// The indexes (for database::at) of the problems that satisfy `q`, in order, searched on
/// `threads` threads. A regular expression too complex for Boost.Regex to match is an error
/// (the problems it was tried on count as not matching).
KIFU_API parse_result<std::vector<std::size_t>> search(const database& db, const compiled_query& q,
                                                       unsigned threads);

/// As above, but stopping at `deadline` (looked at between problems): then the problems found
/// so far come with an error query.stopped.
KIFU_API parse_result<std::vector<std::size_t>> search(
    const database& db, const compiled_query& q, unsigned threads,
    std::chrono::steady_clock::time_point deadline);

}  // namespace kifu::inline v0::tsume
