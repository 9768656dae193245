// kifu/shogi/names.hpp: the words Japanese shogi records use for pieces and numbers, as tables
// an application can use to read and write them: every spelling of every piece kind
// (王/玉, 竜/龍, 全/成銀, 圭/成桂, 杏/成香), the CSA piece codes, full-width and kanji digits.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

#include "kifu/shogi/types.hpp"

namespace kifu::inline v0::shogi {

/// Every way KIF, KI2, board diagrams and tsume notation write a piece kind, the usual spelling
/// of each kind first (歩 香 桂 銀 金 角 飛 玉 と 杏 … in this order; to_string gives 成香 for
/// the promoted lance, as KIF's move lines write it).
inline constexpr std::array<std::pair<std::string_view, piece_kind>, 19> piece_names = {{
    {"歩", piece_kind::pawn},       {"香", piece_kind::lance},
    {"桂", piece_kind::knight},     {"銀", piece_kind::silver},
    {"金", piece_kind::gold},       {"角", piece_kind::bishop},
    {"飛", piece_kind::rook},       {"玉", piece_kind::king},
    {"王", piece_kind::king},       {"と", piece_kind::pro_pawn},
    {"杏", piece_kind::pro_lance},  {"成香", piece_kind::pro_lance},
    {"圭", piece_kind::pro_knight}, {"成桂", piece_kind::pro_knight},
    {"全", piece_kind::pro_silver}, {"成銀", piece_kind::pro_silver},
    {"馬", piece_kind::horse},      {"龍", piece_kind::dragon},
    {"竜", piece_kind::dragon},
}};

/// The piece kind of any spelling in piece_names (`王` and `玉` are both the king).
constexpr std::optional<piece_kind> piece_kind_from_string(std::string_view name) noexcept {
  for (const auto& [text, kind] : piece_names)
    if (text == name) return kind;
  return std::nullopt;
}

/// The two-letter codes of CSA files and JSON Kifu Format, indexed by piece_kind (FU KY KE GI
/// KI KA HI OU TO NY NK NG - UM RY; empty for none and the unused 13).
inline constexpr std::array<std::string_view, 16> csa_piece_codes = {
    "", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "", "UM", "RY"};

/// The piece kind of a CSA code (`FU` … `RY`). Readers call it for every move: one switch.
constexpr std::optional<piece_kind> piece_kind_from_csa(std::string_view code) noexcept {
  if (code.size() != 2) return std::nullopt;
  switch ((static_cast<unsigned>(code[0]) << 8) | static_cast<unsigned char>(code[1])) {
    case ('F' << 8) | 'U':
      return piece_kind::pawn;
    case ('K' << 8) | 'Y':
      return piece_kind::lance;
    case ('K' << 8) | 'E':
      return piece_kind::knight;
    case ('G' << 8) | 'I':
      return piece_kind::silver;
    case ('K' << 8) | 'I':
      return piece_kind::gold;
    case ('K' << 8) | 'A':
      return piece_kind::bishop;
    case ('H' << 8) | 'I':
      return piece_kind::rook;
    case ('O' << 8) | 'U':
      return piece_kind::king;
    case ('T' << 8) | 'O':
      return piece_kind::pro_pawn;
    case ('N' << 8) | 'Y':
      return piece_kind::pro_lance;
    case ('N' << 8) | 'K':
      return piece_kind::pro_knight;
    case ('N' << 8) | 'G':
      return piece_kind::pro_silver;
    case ('U' << 8) | 'M':
      return piece_kind::horse;
    case ('R' << 8) | 'Y':
      return piece_kind::dragon;
    default:
      return std::nullopt;
  }
}

/// Full-width digits as KIF writes files: １..９ (index 0 is empty).
inline constexpr std::array<std::string_view, 10> full_width_digits = {
    "", "１", "２", "３", "４", "５", "６", "７", "８", "９"};

/// Kanji digits as KIF writes ranks and counts: 一..九 (index 0 is empty).
inline constexpr std::array<std::string_view, 10> kanji_digits = {"",   "一", "二", "三", "四",
                                                                  "五", "六", "七", "八", "九"};

}  // namespace kifu::inline v0::shogi
