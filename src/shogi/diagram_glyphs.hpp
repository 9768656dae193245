// Private: what diagrams write for pieces: one kanji a piece (王 for the upper side's king),
// SFEN letters for the data-piece attributes, and the labels of the two sides.
#pragma once

#include <string>
#include <string_view>

#include "kifu/shogi/diagram.hpp"
#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi::detail {

/// The one-kanji name a diagram draws: diagram_kanji, except 王 for the upper side's king (and
/// 玉 for every king in tsume mode, where only the defender has one).
inline std::string_view diagram_glyph(piece_kind k, bool upper, bool tsume) noexcept {
  if (k == piece_kind::king) return upper && !tsume ? "王" : "玉";
  return diagram_kanji(k);
}

/// A move as pictures write it (a caption, a graph's label): KI2's ▲８四桂, 同 without KI2's
/// full-width space after it (▲同桂).
inline std::string picture_move_text(std::string ki2) {
  if (const auto space = ki2.find("同　"); space != std::string::npos)
    ki2.erase(space + std::string_view("同").size(), std::string_view("　").size());
  return ki2;
}

/// The SFEN letters of a piece as its owner sees it: P, +R for black; p, +r for white.
inline std::string_view sfen_letters(piece pc) noexcept {
  static constexpr std::string_view black[] = {"",  "P",  "L",  "N",  "S",  "G", "B",  "R",
                                               "K", "+P", "+L", "+N", "+S", "",  "+B", "+R"};
  static constexpr std::string_view white[] = {"",  "p",  "l",  "n",  "s",  "g", "b",  "r",
                                               "k", "+p", "+l", "+n", "+s", "",  "+b", "+r"};
  const auto i = static_cast<std::size_t>(pc.kind);
  return pc.color == color::black ? black[i] : white[i];
}

/// The label of a side: 先手/後手 or 下手/上手.
inline std::string_view side_label(color c, side_names names) noexcept {
  if (names == side_names::shitate_uwate) return c == color::black ? "下手" : "上手";
  return c == color::black ? "先手" : "後手";
}

/// The turn mark of a side: ☗ for black, ☖ for white.
inline std::string_view side_mark(color c) noexcept {
  return c == color::black ? "☗" : "☖";
}

}  // namespace kifu::inline v0::shogi::detail
