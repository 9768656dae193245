// kifu/tbase/dia.hpp: the .dia diagram file of T-BASE, the tsume database of the 全詰連
// database committee: typed records, a whole-buffer reader, a streaming reader and a writer that
// gives back the bytes it read.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <istream>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/position.hpp"

namespace kifu::inline v0::tbase {

/// オリジナル: whether the work is new.
enum class originality : std::uint8_t {
  new_work = 0,     ///< 新作
  republished = 1,  ///< 再発表
  revised = 2,      ///< 改作
  plagiarism = 3,   ///< 盗作
};

/// 実戦型: which corner pieces of a game position the diagram keeps.
enum class jissen_type : std::uint8_t {
  none = 0,                ///< 桂香なし
  lance_11 = 1,            ///< 11香型
  knight_21 = 2,           ///< 21桂型
  lance_11_knight_21 = 3,  ///< 11香21桂型
};

/// 完全性: whether the stated solution is sound.
enum class completeness : std::uint8_t {
  complete = 0,          ///< 完全
  dual_or_shorter = 1,   ///< 余早詰 (another or a shorter mate exists)
  no_mate = 2,           ///< 不詰
  no_mate_and_dual = 3,  ///< 不詰・余早詰
  length_variation = 4,  ///< 変長 (a variation of the same length or longer)
};

/// Counts per piece kind in T-BASE order 玉 飛 角 金 銀 桂 香 歩 (index 0 is 玉).
using kind_counts = std::array<std::uint8_t, 8>;

/// The kinds of kind_counts, in order.
inline constexpr std::array<shogi::piece_kind, 8> kind_order = {
    shogi::piece_kind::king,  shogi::piece_kind::rook,   shogi::piece_kind::bishop,
    shogi::piece_kind::gold,  shogi::piece_kind::silver, shogi::piece_kind::knight,
    shogi::piece_kind::lance, shogi::piece_kind::pawn};

/// The index in kind_counts of a kind (a promoted kind counts as its base kind).
constexpr std::size_t kind_index(shogi::piece_kind k) noexcept {
  for (std::size_t i = 0; i < kind_order.size(); ++i)
    if (kind_order[i] == shogi::unpromoted(k)) return i;
  return 0;
}

/// The fields of a .dia record, in file order.
enum class dia_field : std::uint8_t {
  hand,
  hand_count,
  board,  // line 1
  number,
  author,
  author_code,
  source,
  source_code,
  source_index,
  published,  // line 2
  king_square,
  move_count,
  originality,
  piece_count,
  piece_kinds,
  article,
  title,
  jissen_type,
  completeness,
  awards,
  original_source,
  mate_king_square,
  mate_piece_count,
  mate_attacker_count,
  ids,  // line 3
  placed_kinds,
  placed_count,
  placed_id,
  placed_count_id,
  mark,
  original_number,  // line 4
  answer_segment,
  answer_difficulty,
  reversed,
  deleted,
  classification,
  classification_tail,
};

/// The Japanese name of a field as the format description writes it (作者名, 詰手数, …).
KIFU_API std::string_view to_string(dia_field field) noexcept;

/// Where a record's text lines end: how the file was written.
enum class line_ending : std::uint8_t { crlf, lf };

/// The bytes of a field that its typed value cannot reproduce (blank-padded numbers, invalid
/// Shift_JIS, unknown letters); the writer uses them while the typed value is unchanged.
struct verbatim_field {
  dia_field field{};      ///< which field
  std::string raw;        ///< the bytes as read
  std::string canonical;  ///< what the typed value as read would be written as
  friend bool operator==(const verbatim_field&, const verbatim_field&) = default;
};

/// One work of a .dia file (330 bytes in three or four lines). Text fields are UTF-8 with their
/// padding kept; numbers are nullopt when the field is blank.
struct dia_record {
  // line 1
  kind_counts hand{};                    ///< 持駒: the attacker's hand (index 0 unused)
  std::optional<int> hand_count;         ///< 持駒数
  std::array<shogi::piece, 81> board{};  ///< 図面, index (file-1)*9 + (rank-1); 玉方 white
  // line 2
  std::optional<int> number;                 ///< 作品番号 (1–9999)
  std::string author;                        ///< 作者名 (12 bytes)
  std::optional<int> author_code;            ///< 作者コード
  std::string source;                        ///< 出典 (20 bytes)
  std::optional<int> source_code;            ///< 出典コード
  std::string source_index;                  ///< 出典中番号 (000099 is "99"; P157 stays text)
  std::string published;                     ///< 発表年月 (6 bytes of text: 199307, 元和28)
  std::optional<shogi::square> king_square;  ///< 玉位置
  std::optional<int> move_count;             ///< 詰手数
  std::optional<tbase::originality> originality;    ///< オリジナル
  std::optional<int> piece_count;                   ///< 使用駒数
  kind_counts piece_kinds{};                        ///< 使用駒種類
  std::string article;                              ///< 記事 (18 bytes)
  std::string title;                                ///< 作品題名 (10 bytes)
  std::optional<tbase::jissen_type> jissen_type;    ///< 実戦型
  std::optional<tbase::completeness> completeness;  ///< 完全性
  std::string awards;                               ///< 入賞歴 (2 bytes)
  std::string original_source;                      ///< 作品原出典 (16 bytes)
  std::optional<shogi::square> mate_king_square;    ///< 詰上り玉位置
  std::optional<int> mate_piece_count;              ///< 詰上り駒数
  std::optional<int> mate_attacker_count;  ///< 詰上り攻方駒数 (three-line form only)
  // line 3
  std::string ids;  ///< the twelve 4-byte IDs SAKU_ID … JISSEN_ID, as read (48 bytes)
  // line 4
  kind_counts placed_kinds{};       ///< 置駒種類
  std::optional<int> placed_count;  ///< 置駒数
  std::string placed_id;            ///< 置駒_ID (4 bytes)
  std::string placed_count_id;      ///< OKINUM_ID (4 bytes)
  std::string mark;                 ///< MRK (1 byte)
  std::string original_number;      ///< ORG_NUM (5 bytes)
  std::string answer_segment;       ///< KAITOU_SEG (5 bytes)
  std::string answer_difficulty;    ///< KAITOU_DIF (3 bytes)
  std::string reversed;             ///< HANTEN (1 byte)
  std::string deleted;              ///< SAKUJO (1 byte)
  std::string classification;       ///< 分類コード (13 bytes)
  std::string classification_tail;  ///< 分類コードもしくは発表日 (2 bytes)

  bool three_line = false;  ///< line 2 continues into the IDs (詰上り攻方駒数 present)
  tbase::line_ending line_ending = line_ending::crlf;  ///< how the record's lines end
  std::vector<verbatim_field> verbatim;  ///< fields whose bytes the typed values cannot give
  std::size_t index = 0;                 ///< 0-based record index in its file
  std::size_t offset = 0;                ///< byte offset of the record in its file
  std::uint32_t line = 0;                ///< 1-based line the record starts on (0: not read)
  std::size_t size = 0;                  ///< its length in bytes in its file, line ends included

  /// The piece on a square of the diagram (none for a square off the board).
  shogi::piece at(shogi::square s) const noexcept {
    return s.valid() ? board[(s.file - 1) * 9 + s.rank - 1] : shogi::piece{};
  }

  /// 出典中番号 as a number; nullopt when it is blank or a text that is not one (P157, 第3番).
  std::optional<int> source_index_number() const noexcept {
    if (source_index.empty()) return std::nullopt;
    long long value = 0;
    for (const char c : source_index) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + (c - '0');
      if (value > std::numeric_limits<int>::max()) return std::nullopt;
    }
    return static_cast<int>(value);
  }

  friend bool operator==(const dia_record&, const dia_record&) = default;
};

/// A whole .dia file: its records and any bytes after the last one (a 0x1A end-of-file mark).
struct dia_file {
  std::vector<dia_record> records;  ///< in file order
  std::string trailer;              ///< bytes after the last record, kept for the writer
};

/// Reads a whole .dia file from memory. Records of the wrong length, truncated records and
/// invalid Shift_JIS are diagnostics naming the record and byte offset; reading resumes at the
/// next line that starts a record.
KIFU_API parse_result<dia_file> read_dia(std::string_view bytes);

/// Reads .dia records one at a time from a stream; memory stays constant whatever the file size.
class KIFU_API dia_reader {
 public:
  /// Reads from `in`, which must outlive the reader.
  explicit dia_reader(std::istream& in);
  ~dia_reader();
  dia_reader(const dia_reader&) = delete;
  dia_reader& operator=(const dia_reader&) = delete;

  /// Fills `out` with the next record (reusing its storage); false at the end of the file.
  bool next(dia_record& out);
  /// The diagnostics raised since the last call (cleared by each call to next); after next has
  /// returned false, those about the file's end (a record cut short): read them then too.
  const diagnostic_list& diagnostics() const noexcept;
  /// The bytes after the last record, once next has returned false.
  const std::string& trailer() const noexcept;

 private:
  struct state;
  std::unique_ptr<state> state_;
};

/// Calls `handle` for every record of a whole .dia file in memory, reusing one record object;
/// `report` gets every diagnostic. Returns the number of records read.
KIFU_API std::size_t for_each_dia(std::string_view bytes,
                                  const std::function<void(const dia_record&)>& handle,
                                  const std::function<void(const diagnostic&)>& report);

/// Appends one record's bytes (330, or 326/327 with LF line ends) to `out`. A text that does not
/// fit its field or has no Shift_JIS form, or a number too wide, is an error naming the field;
/// the field is then left blank.
KIFU_API diagnostic_list append_dia(std::string& out, const dia_record& record);

/// Writes a whole file: every record, then the trailer.
KIFU_API parse_result<std::string> write_dia(const dia_file& file);

/// The problem's start position: the diagram, the attacker (black) to move with the hand of
/// line 1, and the defender (white) holding every other piece of the 40-piece set except the
/// attacker's king. Too many pieces of a kind is an error.
KIFU_API parse_result<shogi::position> start_position(const dia_record& record);

/// The attacker's pieces are lower-case letters and the defender's upper-case:
/// 玉Q 飛A 角S 金D 銀F 桂G 香H 歩J 龍Z 馬X 全C 圭V 杏B とN. Returns the letter of a piece
/// ('\0' for a kind with no letter).
KIFU_API char board_letter(shogi::piece p) noexcept;

/// The piece of a board letter; nullopt for any byte that is not a letter of the format.
KIFU_API std::optional<shogi::piece> piece_of_board_letter(char letter) noexcept;

}  // namespace kifu::inline v0::tbase
