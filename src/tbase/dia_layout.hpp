// The byte layout of a .dia record. The reader joins a record's lines into one 324-byte frame
// (line 1, line 2, the two bytes that are a line end or 詰上り攻方駒数, the IDs, line 4) so that
// every field sits at a fixed frame offset.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

#include "kifu/tbase/dia.hpp"

namespace kifu::inline v0::tbase::detail {

/// How a field's bytes are read.
enum class field_kind : unsigned char {
  number,          ///< decimal digits, blank when unknown
  square,          ///< two digits, file then rank
  enumeration,     ///< one digit
  hand,            ///< 飛角金銀桂香 one digit each, 歩 two
  kinds,           ///< 玉飛角金銀桂香 one digit each, 歩 two
  board,           ///< 9 files of 9 letters and a '/'
  text,            ///< Shift_JIS text padded with spaces
  number_or_text,  ///< decimal digits, or Shift_JIS text padded with spaces when not a number
};

/// One field: its place in the frame.
struct field_layout {
  dia_field field;
  std::string_view name;  ///< as the format description names it
  field_kind kind;
  unsigned short offset;  ///< in the frame
  unsigned char width;    ///< in bytes
};

inline constexpr std::size_t line1_size = 100;  ///< line 1 without its line end
inline constexpr std::size_t line2_size = 124;  ///< line 2 without its line end
inline constexpr std::size_t ids_size = 48;     ///< the IDs without their line end
inline constexpr std::size_t line4_size = 50;   ///< line 4 without its line end
inline constexpr std::size_t tail_offset = line1_size + line2_size;  ///< 詰上り攻方駒数
inline constexpr std::size_t ids_offset = tail_offset + 2;
inline constexpr std::size_t line4_offset = ids_offset + ids_size;
inline constexpr std::size_t frame_size = line4_offset + line4_size;  ///< 324

inline constexpr std::array<field_layout, 37> fields = {{
    {dia_field::hand, "持駒", field_kind::hand, 0, 8},
    {dia_field::hand_count, "持駒数", field_kind::number, 8, 2},
    {dia_field::board, "図面", field_kind::board, 10, 90},
    {dia_field::number, "作品番号", field_kind::number, 100, 4},
    {dia_field::author, "作者名", field_kind::text, 104, 12},
    {dia_field::author_code, "作者コード", field_kind::number, 116, 4},
    {dia_field::source, "出典", field_kind::text, 120, 20},
    {dia_field::source_code, "出典コード", field_kind::number, 140, 3},
    {dia_field::source_index, "出典中番号", field_kind::number_or_text, 143, 6},
    {dia_field::published, "発表年月", field_kind::text, 149, 6},
    {dia_field::king_square, "玉位置", field_kind::square, 155, 2},
    {dia_field::move_count, "詰手数", field_kind::number, 157, 3},
    {dia_field::originality, "オリジナル", field_kind::enumeration, 160, 1},
    {dia_field::piece_count, "使用駒数", field_kind::number, 161, 2},
    {dia_field::piece_kinds, "使用駒種類", field_kind::kinds, 163, 9},
    {dia_field::article, "記事", field_kind::text, 172, 18},
    {dia_field::title, "作品題名", field_kind::text, 190, 10},
    {dia_field::jissen_type, "実戦型", field_kind::enumeration, 200, 1},
    {dia_field::completeness, "完全性", field_kind::enumeration, 201, 1},
    {dia_field::awards, "入賞歴", field_kind::text, 202, 2},
    {dia_field::original_source, "作品原出典", field_kind::text, 204, 16},
    {dia_field::mate_king_square, "詰上り玉位置", field_kind::square, 220, 2},
    {dia_field::mate_piece_count, "詰上り駒数", field_kind::number, 222, 2},
    {dia_field::mate_attacker_count, "詰上り攻方駒数", field_kind::number, 224, 2},
    {dia_field::ids, "ID", field_kind::text, 226, 48},
    {dia_field::placed_kinds, "置駒種類", field_kind::kinds, 274, 9},
    {dia_field::placed_count, "置駒数", field_kind::number, 283, 2},
    {dia_field::placed_id, "置駒_ID", field_kind::text, 285, 4},
    {dia_field::placed_count_id, "OKINUM_ID", field_kind::text, 289, 4},
    {dia_field::mark, "MRK", field_kind::text, 293, 1},
    {dia_field::original_number, "ORG_NUM", field_kind::text, 294, 5},
    {dia_field::answer_segment, "KAITOU_SEG", field_kind::text, 299, 5},
    {dia_field::answer_difficulty, "KAITOU_DIF", field_kind::text, 304, 3},
    {dia_field::reversed, "HANTEN", field_kind::text, 307, 1},
    {dia_field::deleted, "SAKUJO", field_kind::text, 308, 1},
    {dia_field::classification, "分類コード", field_kind::text, 309, 13},
    {dia_field::classification_tail, "分類コードもしくは発表日", field_kind::text, 322, 2},
}};

/// The layout of a field (the table is in field order).
constexpr const field_layout& layout(dia_field f) noexcept {
  return fields[static_cast<std::size_t>(f)];
}

}  // namespace kifu::inline v0::tbase::detail
