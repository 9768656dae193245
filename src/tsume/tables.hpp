// The storage of a tsume database: fixed-size work entries, packed moves and one text pool.
// The same bytes serve a database loaded from T-BASE sets and one mapped from an index file
// (kifu/tsume/index.hpp), so both are searched by the same code. All integers are little-endian
// and fixed in width; nothing holds a pointer.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "kifu/tsume/database.hpp"

namespace kifu::inline v0::tsume::detail {

static_assert(std::endian::native == std::endian::little, "the index layout is little-endian");

/// A string of the text pool.
struct text_ref {
  std::uint32_t offset = 0;
  std::uint32_t size = 0;
};

/// What the moves of a work hold, for rejecting a query without rendering its lines. Bits are
/// indexed by piece kind (0–15); index 0 of the arrays is the attacker, 1 the defender.
struct move_summary {
  std::uint32_t characters = 0;   // the non-ASCII characters of the lines (see line_character)
  std::uint16_t dropped[2] = {};  // kinds dropped
  std::uint16_t moved[2] = {};    // kinds moved on the board
  std::uint16_t promoted[2] = {};
  std::uint16_t declined[2] = {};
  std::uint16_t interposed = 0;  // kinds the defender interposed
  std::uint8_t pad[2] = {};
};

/// One work. The board and the hands use the square code of packed_move and the piece code
/// (colour << 4 | kind; 0 empty).
struct work_entry {
  std::uint32_t first_move = 0;  // index of its first move in the move table
  std::uint16_t moves = 0;       // moves of its resolved solution
  std::uint16_t set = 0;         // index into the set table
  std::int32_t number = 0;       // 作品番号 (0: none)
  std::uint32_t record = 0;      // index of the record in its .dia
  std::uint64_t dia_offset = 0;  // byte offset of the record in its .dia
  std::uint64_t tjn_offset = 0;  // byte offset of the solution's lines in its .tjn
  std::uint32_t dia_size = 0;
  std::uint32_t tjn_size = 0;  // 0: no solution
  text_ref author, title, source, published, original_source, article, comment;
  std::int16_t move_count = -1;  // 詰手数 (-1: none)
  std::int8_t originality = -1;  // codes; -1: none
  std::int8_t jissen_type = -1;
  std::int8_t completeness = -1;
  std::uint8_t king_square = 0;  // square code (0: none)
  std::uint8_t flags = 0;        // solved_flag | checkmate_flag
  std::uint8_t final_pieces = 0;
  std::uint8_t board_pieces = 0;
  tbase::kind_counts pieces{};  // board and attacker's hand by kind, 玉飛角金銀桂香歩
  tbase::kind_counts hand{};    // the attacker's hand (index 0 unused)
  std::array<std::uint8_t, 81> board{};
  std::uint8_t pad[2] = {};  // explicit padding: every byte is written, for the checksum
  move_summary summary;
  std::uint8_t pad2[4] = {};
};
static_assert(sizeof(work_entry) == 232 && std::has_unique_object_representations_v<work_entry>,
              "no padding: every byte of an index is written");

inline constexpr std::uint8_t solved_flag = 1;
inline constexpr std::uint8_t checkmate_flag = 2;

/// One ply, five bytes: squares as codes (0: none; else (file-1)*9 + rank), the kinds, and the
/// flags promotion (bits 0–1), check (2), interposition (3–4), 中合 (5), discovered (6), 同 (7).
/// The side is the ply's parity: the attacker moves first.
struct packed_move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  std::uint8_t king = 0;
  std::uint8_t kinds = 0;  // piece | captured << 4
  std::uint8_t flags = 0;
};
static_assert(sizeof(packed_move) == 5);

/// Where a set came from.
struct set_entry {
  text_ref name;
  std::array<text_ref, 3> paths;  // .dia, .tjn, .rem (empty: none)
  std::array<std::uint64_t, 3> sizes{};
  std::array<std::int64_t, 3> modified_ns{};
};
static_assert(sizeof(set_entry) == 80 && std::has_unique_object_representations_v<set_entry>);

/// The square code of a square (0 for none or invalid).
constexpr std::uint8_t square_code(shogi::square s) noexcept {
  return s.valid() ? static_cast<std::uint8_t>((s.file - 1) * 9 + s.rank) : 0;
}
/// The square of a code (file 0 for 0).
constexpr shogi::square code_square(std::uint8_t c) noexcept {
  if (c == 0) return {};
  return {static_cast<std::uint8_t>((c - 1) / 9 + 1), static_cast<std::uint8_t>((c - 1) % 9 + 1)};
}
/// The piece code of a piece.
constexpr std::uint8_t piece_code(shogi::piece p) noexcept {
  if (p.kind == shogi::piece_kind::none) return 0;
  return static_cast<std::uint8_t>(static_cast<int>(p.color) << 4 | static_cast<int>(p.kind));
}
/// The piece of a code.
constexpr shogi::piece code_piece(std::uint8_t c) noexcept {
  return {static_cast<shogi::color>(c >> 4), static_cast<shogi::piece_kind>(c & 15)};
}

/// Packs a move record.
packed_move pack(const move_record& m) noexcept;
/// Unpacks the move of ply `ply` (1 for the first).
move_record unpack(const packed_move& m, std::uint16_t ply) noexcept;
/// Adds a move to a work's summary.
void summarize(const move_record& m, move_summary& s) noexcept;
/// Appends the move lines of a work's packed `moves` (the first is ply 1), each ended by '\n';
/// with `ends`, also the offset in `out` after each line's '\n'.
void append_lines(std::span<const packed_move> moves, std::string& out,
                  std::vector<std::uint32_t>* ends = nullptr);

/// The bit of a non-ASCII character that a move line can hold (rank kanji, 同, the full-width
/// space, piece names, 成, 打), or 0 for any other character; `c` is one UTF-8 character.
std::uint32_t line_character(std::string_view c) noexcept;

/// The tables of a database, owned or mapped.
struct tables {
  std::span<const work_entry> works;
  std::span<const packed_move> moves;
  std::string_view text;
  std::span<const set_entry> set_entries;
  std::vector<set_bytes> sets;  // names and files; the bytes too when loaded from sets

  std::vector<work_entry> own_works;  // when built in memory
  std::vector<packed_move> own_moves;
  std::string own_text;
  std::vector<set_entry> own_sets;
  const void* mapping = nullptr;  // when mapped from an index
  std::size_t mapping_size = 0;

  tables() = default;
  tables(const tables&) = delete;
  tables& operator=(const tables&) = delete;
  ~tables();

  /// A string of the pool.
  std::string_view str(text_ref r) const noexcept { return text.substr(r.offset, r.size); }
  /// Points the spans at the owned vectors.
  void use_own() noexcept {
    works = own_works;
    moves = own_moves;
    text = own_text;
    set_entries = own_sets;
  }
};

/// The storage of a database, for the search and the index writer.
struct database_access {
  static const tables& of(const database& db) noexcept { return *db.tables_; }
};

}  // namespace kifu::inline v0::tsume::detail
