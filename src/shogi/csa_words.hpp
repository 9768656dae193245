// Private: the words of CSA files: the special moves (after `%`; JSON Kifu Format's `special`
// uses them too) and the record-information keys with the KIF headers they become.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi::detail {

/// A CSA word and the special move it reads as.
struct special_code {
  special_move special;
  std::string_view code;
};

/// The words in the order writers look them up: the first word of a special move is the one
/// written. MAX_MOVES and ERROR read as the nearest KIF word (the CSA reader keeps
/// the word itself in the node's text). ILLEGAL_ACTION has a side: see special_of_code.
inline constexpr std::array<special_code, 13> special_codes = {{
    {special_move::resign, "TORYO"},
    {special_move::interrupt, "CHUDAN"},
    {special_move::repetition, "SENNICHITE"},
    {special_move::time_up, "TIME_UP"},
    {special_move::illegal_loss, "ILLEGAL_MOVE"},
    {special_move::jishogi, "JISHOGI"},
    {special_move::entering_king, "KACHI"},
    {special_move::checkmate, "TSUMI"},
    {special_move::no_mate, "FUZUMI"},
    {special_move::draw, "HIKIWAKE"},
    {special_move::jishogi, "MAX_MOVES"},
    {special_move::interrupt, "ERROR"},
    {special_move::illegal_win, "OUTE_SENNICHITE"},  // floodgate: the checking side repeated
}};

/// A record-information key of CSA and the KIF header it becomes.
struct header_name {
  std::string_view csa;  ///< `N+`, `$EVENT` …
  std::string_view kif;  ///< 先手, 棋戦 …
};

/// The keys with a KIF header of their own; other `$KEY`s keep their name without the `$`.
inline constexpr std::array<header_name, 9> header_names = {{
    {"N+", "先手"},
    {"N-", "後手"},
    {"$EVENT", "棋戦"},
    {"$SITE", "場所"},
    {"$START_TIME", "開始日時"},
    {"$END_TIME", "終了日時"},
    {"$TIME_LIMIT", "持ち時間"},
    {"$OPENING", "戦型"},
    {"$NOTE", "備考"},
}};

/// True when black is to move at node `n` (the side that would make its ply).
inline bool black_to_move_at(const record& r, const record_node& n) noexcept {
  return (n.ply % 2 == 1) == (r.start.side_to_move() == color::black);
}

/// The special move of a CSA word (without `%`), or unknown: `+ILLEGAL_ACTION` (black broke a
/// rule) is a loss for the side to move when that is black and a win otherwise.
inline special_move special_of_code(std::string_view code, bool black_to_move) noexcept {
  if (code == "+ILLEGAL_ACTION" || code == "-ILLEGAL_ACTION")
    return (code[0] == '+') == black_to_move ? special_move::illegal_loss
                                             : special_move::illegal_win;
  for (const auto& c : special_codes)
    if (c.code == code) return c.special;
  return special_move::unknown;
}

/// The CSA word (without `%`) for the special move of node `n`; empty when CSA has none.
/// 反則勝ち is the ILLEGAL_ACTION of the side not to move.
inline std::string code_of_special(const record& r, const record_node& n) {
  if (n.special == special_move::illegal_win)
    return black_to_move_at(r, n) ? "-ILLEGAL_ACTION" : "+ILLEGAL_ACTION";
  for (const auto& c : special_codes)
    if (c.special == n.special) return std::string(c.code);
  return {};
}

/// The special-move node that the まで line of node `last` states (special_of_footer), for the
/// writers without まで lines (CSA, JKF) to write as the end of the line; nothing when it states
/// none.
inline std::optional<record_node> stated_end(const record& r, std::size_t last) {
  const auto said = special_of_footer(r, last);
  if (!said) return std::nullopt;
  record_node end;
  end.special = *said;
  end.parent = last;
  end.ply = r.nodes[last].ply + 1;
  return end;
}

}  // namespace kifu::inline v0::shogi::detail
