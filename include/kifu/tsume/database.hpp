// kifu/tsume/database.hpp: T-BASE sets loaded for searching: every work's bibliographic fields,
// start position and solution replayed into per-move records and their text lines.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tsume/move_record.hpp"

namespace kifu::inline v0::tsume {

/// The bytes of one T-BASE set.
struct set_bytes {
  std::string name;  ///< shown in results and diagnostics (the file stem, say)
  std::string dia;   ///< the .dia file
  std::string tjn;   ///< the .tjn file (empty when there is none)
};

/// One work of the database.
struct problem {
  std::uint16_t set = 0;                            ///< index into database::sets
  int number = 0;                                   ///< 作品番号
  std::string author;                               ///< 作者名
  std::string title;                                ///< 作品題名
  std::string source;                               ///< 出典
  std::string published;                            ///< 発表年月
  std::string original_source;                      ///< 作品原出典
  std::string article;                              ///< 記事
  std::optional<int> move_count;                    ///< 詰手数 as stated
  std::optional<tbase::originality> originality;    ///< オリジナル
  std::optional<tbase::jissen_type> jissen_type;    ///< 実戦型
  std::optional<tbase::completeness> completeness;  ///< 完全性
  std::optional<shogi::square> king_square;         ///< 玉位置
  std::array<shogi::piece, 81> board{};             ///< the diagram, index (file-1)*9 + rank-1
  tbase::kind_counts
      pieces{};  ///< pieces of the diagram and the attacker's hand by kind (玉飛角金銀桂香歩)
  std::uint32_t first_move = 0;   ///< index of its first move in database::moves
  std::uint32_t moves = 0;        ///< number of moves of its solution (0: none or unresolved)
  bool solved = false;            ///< the .tjn solution was resolved
  bool checkmate = false;         ///< the solution ends in mate
  std::uint8_t final_pieces = 0;  ///< pieces on the board after the last move (詰上り)
  std::string_view dia_bytes;     ///< the record's bytes in its set's .dia
  std::string_view tjn_bytes;     ///< the solution's lines in its set's .tjn (empty: none)
};

namespace detail {
struct slice;  // what one loading thread builds
}  // namespace detail

/// Loaded sets, ready for search.
class database {
 public:
  database() = default;
  database(database&&) noexcept = default;             ///< problems keep pointing into the sets
  database& operator=(database&&) noexcept = default;  ///< see above
  database(const database&) = delete;
  database& operator=(const database&) = delete;

  /// Loads the sets, resolving and annotating every solution on `threads` threads. Problems a
  /// set cannot give (damaged records, unresolvable solutions) are reported through `report`
  /// with the set's name; the rest is loaded. Field problems (code tbase_field) after the first
  /// `field_message_limit` come without their text: code, severity, offset and line, column 0
  /// and an empty message, enough to count them. Writing the text costs more than reading the
  /// field, so a database with a damaged field in every work then loads as fast as a clean one.
  KIFU_API static database load(
      std::vector<set_bytes> sets, unsigned threads,
      const std::function<void(const diagnostic&, std::string_view set)>& report,
      std::size_t field_message_limit = std::numeric_limits<std::size_t>::max());

  /// The sets, in load order.
  const std::vector<set_bytes>& sets() const noexcept { return sets_; }
  /// Every work, set by set in file order.
  const std::vector<problem>& problems() const noexcept { return problems_; }
  /// Every move record, problem by problem.
  const std::vector<move_record>& moves() const noexcept { return moves_; }
  /// The text line of move `i` (see move_record.hpp).
  std::string_view line(std::size_t i) const noexcept {
    return std::string_view(lines_).substr(line_starts_[i],
                                           line_starts_[i + 1] - line_starts_[i] - 1);
  }
  /// The lines of a problem's moves, each ending in '\n'.
  std::string_view lines(const problem& p) const noexcept {
    return std::string_view(lines_).substr(
        line_starts_[p.first_move],
        line_starts_[p.first_move + p.moves] - line_starts_[p.first_move]);
  }
  /// Offset of move `i`'s line in the text of all lines.
  std::uint64_t line_start(std::size_t i) const noexcept { return line_starts_[i]; }

 private:
  void reserve_like_first_set(std::size_t set_count);
  void append(detail::slice&& s,
              const std::function<void(const diagnostic&, std::uint16_t set)>& report);

  std::vector<set_bytes> sets_;
  std::vector<problem> problems_;
  std::vector<move_record> moves_;
  std::string lines_;
  std::vector<std::uint64_t> line_starts_{0};  // one more than moves_
};

}  // namespace kifu::inline v0::tsume
