// kifu/tsume/database.hpp: T-BASE sets loaded for searching: every work's bibliographic fields,
// start position and solution replayed into per-move records and their text lines.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tsume/move_record.hpp"

namespace kifu::inline v0::tsume {

/// A file a set was read from, as it was when read: an index records these to tell when its
/// sources change.
struct file_stamp {
  std::string path;              ///< the path as given (empty: no such file)
  std::uint64_t size = 0;        ///< its size in bytes
  std::int64_t modified_ns = 0;  ///< its modification time, nanoseconds of the file clock
};

/// The bytes of one T-BASE set.
struct set_bytes {
  std::string name;                 ///< shown in results and diagnostics (the file stem, say)
  std::string dia;                  ///< the .dia file
  std::string tjn;                  ///< the .tjn file (empty when there is none)
  std::string rem;                  ///< the .rem comment file (empty when there is none)
  std::array<file_stamp, 3> files;  ///< where the .dia, .tjn and .rem came from (optional)
};

/// One work of the database, as a value; its text fields point into the database.
struct problem {
  std::uint32_t index = 0;           ///< its index in the database
  std::uint16_t set = 0;             ///< index into database::sets
  int number = 0;                    ///< 作品番号 (0: none)
  std::string_view author;           ///< 作者名
  std::string_view title;            ///< 作品題名
  std::string_view source;           ///< 出典
  std::string_view published;        ///< 発表年月
  std::string_view original_source;  ///< 作品原出典
  std::string_view article;          ///< 記事
  std::string_view comment;          ///< its .rem section's lines joined by '\n', colour codes kept
  std::optional<int> move_count;     ///< 詰手数 as stated
  std::optional<tbase::originality> originality;    ///< オリジナル
  std::optional<tbase::jissen_type> jissen_type;    ///< 実戦型
  std::optional<tbase::completeness> completeness;  ///< 完全性
  std::optional<shogi::square> king_square;         ///< 玉位置
  std::array<shogi::piece, 81> board{};             ///< the diagram, index (file-1)*9 + rank-1
  tbase::kind_counts hand{};  ///< the attacker's hand by kind (index 0 unused)
  tbase::kind_counts
      pieces{};  ///< pieces of the diagram and the attacker's hand by kind (玉飛角金銀桂香歩)
  std::uint32_t first_move = 0;   ///< index of its first move in the database
  std::uint32_t moves = 0;        ///< number of moves of its solution (0: none or unresolved)
  bool solved = false;            ///< the .tjn solution was resolved
  bool checkmate = false;         ///< the solution ends in mate
  std::uint8_t final_pieces = 0;  ///< pieces on the board after the last move (詰上り)
  std::uint32_t record = 0;       ///< index of its record in its set's .dia
  std::uint64_t dia_offset = 0;   ///< byte offset of the record in the .dia
  std::uint32_t dia_size = 0;     ///< its size in bytes
  std::uint64_t tjn_offset = 0;   ///< byte offset of the solution's lines in the .tjn
  std::uint32_t tjn_size = 0;     ///< their size in bytes (0: no solution)
};

/// The lines of a problem's comment (problem::comment split at '\n'; none when it is empty).
KIFU_API std::vector<std::string_view> comment_lines(const problem& p);

namespace detail {
struct tables;           // the storage, owned or mapped
struct database_access;  // how the search and the index writer reach it
}  // namespace detail

/// Which file of a set a diagnostic of database::load is about.
enum class set_file : std::uint8_t {
  dia,  ///< the .dia diagrams
  tjn,  ///< the .tjn solutions (a solution that does not resolve included)
  rem,  ///< the .rem comments
};

/// Loaded sets, ready for search. Copies share the same read-only storage.
class KIFU_API database {
 public:
  /// Where database::load reports a problem: the diagnostic, its set's name and the file.
  using load_report = std::function<void(const diagnostic&, std::string_view set, set_file file)>;

  database();

  /// Loads the sets, resolving and annotating every solution on `threads` threads. Problems a
  /// set cannot give (damaged records, unresolvable solutions) are reported through `report`
  /// with the set's name; the rest is loaded. Field problems (code tbase_field) after the first
  /// `field_message_limit` come without their text: code, severity, offset and line, column 0
  /// and an empty message, enough to count them. Writing the text costs more than reading the
  /// field, so a database with a damaged field in every work then loads as fast as a clean one.
  static database load(std::vector<set_bytes> sets, unsigned threads,
                       const std::function<void(const diagnostic&, std::string_view set)>& report,
                       std::size_t field_message_limit = std::numeric_limits<std::size_t>::max());
  /// The same, telling the file of the set each problem is about (a .tjn line's problem names
  /// the .tjn, whose line it counts).
  static database load(std::vector<set_bytes> sets, unsigned threads, const load_report& report,
                       std::size_t field_message_limit = std::numeric_limits<std::size_t>::max());

  /// Opens an index written by write_index (kifu/tsume/index.hpp) by mapping it: no parsing.
  /// A truncated, corrupted or foreign file, or one of another format version, is an error.
  static parse_result<database> open_index(const std::string& path);

  /// The number of works.
  std::size_t size() const noexcept;
  /// Work `i` (i < size()).
  problem at(std::size_t i) const noexcept;
  /// The sets, in load order: names and files, and their bytes when loaded from them (an
  /// opened index has no bytes: read them from the files).
  const std::vector<set_bytes>& sets() const noexcept;
  /// The number of move records of all works.
  std::size_t move_count() const noexcept;
  /// Move record `i` of all works (see problem::first_move).
  move_record move(std::size_t i) const noexcept;
  /// The text line of move record `i` (see move_record.hpp).
  std::string line(std::size_t i) const;
  /// The lines of a problem's moves, each ending in '\n'.
  std::string lines(const problem& p) const;
  /// The diagram of a problem as a position, the attacker (先手) to move.
  shogi::position start_position(const problem& p) const;
  /// The moves of a problem's resolved solution.
  std::vector<shogi::move> solution(const problem& p) const;
  /// The problem's .dia record bytes (empty when the database was opened from an index).
  std::string_view dia_bytes(const problem& p) const noexcept;
  /// The problem's solution lines in its .tjn (empty for an opened index or no solution).
  std::string_view tjn_bytes(const problem& p) const noexcept;

 private:
  friend struct detail::database_access;
  explicit database(std::shared_ptr<detail::tables> t) noexcept : tables_(std::move(t)) {}
  std::shared_ptr<detail::tables> tables_;
};

}  // namespace kifu::inline v0::tsume
