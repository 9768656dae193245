// shogi::position: board and hand access, playing moves, and validation.
#include "kifu/shogi/position.hpp"

#include <cassert>

#include "shogi/core.hpp"
#include "shogi/illegal_reason.hpp"
#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi {

using namespace detail;

std::string_view to_string(color c) noexcept {
  return c == color::black ? "先手" : "後手";
}

std::string_view to_string(piece_kind k) noexcept {
  switch (k) {
    case piece_kind::pawn:
      return "歩";
    case piece_kind::lance:
      return "香";
    case piece_kind::knight:
      return "桂";
    case piece_kind::silver:
      return "銀";
    case piece_kind::gold:
      return "金";
    case piece_kind::bishop:
      return "角";
    case piece_kind::rook:
      return "飛";
    case piece_kind::king:
      return "玉";
    case piece_kind::pro_pawn:
      return "と";
    case piece_kind::pro_lance:
      return "成香";
    case piece_kind::pro_knight:
      return "成桂";
    case piece_kind::pro_silver:
      return "成銀";
    case piece_kind::horse:
      return "馬";
    case piece_kind::dragon:
      return "龍";
    case piece_kind::none:
      break;
  }
  return "";
}

bool move_list::contains(const move& m) const noexcept {
  for (const auto& x : *this)
    if (x == m) return true;
  return false;
}

std::uint64_t position::hash() const noexcept {
  // The board's key, with each hand count weighed by a random odd number of its own and the
  // whole mixed once more, so that hands that differ by a piece differ in every bit.
  static constexpr auto weights = [] {
    std::array<std::array<std::uint64_t, 8>, 2> w{};
    std::uint64_t state = 0x68616E64ULL;
    for (auto& side : w)
      for (auto& k : side) k = splitmix(state) | 1;
    return w;
  }();
  std::uint64_t h = state_.key;
  for (int c = 0; c < 2; ++c)
    for (int k = 1; k < 8; ++k) h += state_.hands[c][k] * weights[c][k];
  return splitmix(h);
}

position position::initial() noexcept {
  // Built once: every record starts from it (or from a handicap made from it).
  static const position start = [] {
    position p;
    constexpr std::array<piece_kind, 9> back = {
        piece_kind::lance,  piece_kind::knight, piece_kind::silver,
        piece_kind::gold,   piece_kind::king,   piece_kind::gold,
        piece_kind::silver, piece_kind::knight, piece_kind::lance};
    for (std::uint8_t f = 1; f <= 9; ++f) {
      p.set({f, 9}, {color::black, back[f - 1]});
      p.set({f, 1}, {color::white, back[f - 1]});
      p.set({f, 7}, {color::black, piece_kind::pawn});
      p.set({f, 3}, {color::white, piece_kind::pawn});
    }
    p.set({8, 8}, {color::black, piece_kind::bishop});
    p.set({2, 8}, {color::black, piece_kind::rook});
    p.set({2, 2}, {color::white, piece_kind::bishop});
    p.set({8, 2}, {color::white, piece_kind::rook});
    return p;
  }();
  return start;
}

void position::set(square s, piece p) noexcept {
  if (!s.valid()) return;
  const int i = square_index(s);
  if (state_.squares[i] != 0) remove_piece(state_, i);
  if (p.kind != piece_kind::none) put_piece(state_, i, piece_code(p.color, p.kind));
}

void position::set_side_to_move(color c) noexcept {
  if (c != state_.side) state_.key ^= zobrist_side;
  state_.side = c;
}

int position::hand(color c, piece_kind k) const noexcept {
  return is_hand_kind(k) ? state_.hands[static_cast<int>(c)][static_cast<int>(k)] : 0;
}

void position::set_hand(color c, piece_kind k, int count) noexcept {
  if (is_hand_kind(k) && count >= 0 && count <= 18)
    state_.hands[static_cast<int>(c)][static_cast<int>(k)] = static_cast<std::uint8_t>(count);
}

std::optional<square> position::king_square(color c) const noexcept {
  const int i = state_.king[static_cast<int>(c)];
  if (i == no_square) return std::nullopt;
  return square_at(i);
}

void position::play(const move& m) noexcept {
  // The precondition (a move that follows the board), checked in debug builds: a null move
  // would pass the turn and a drop from an empty hand make a piece out of nothing.
  assert(detail::playable(*this, m));
  do_move(state_, m);
}

namespace {

// The English plural of each unpromoted kind, for messages (index: piece_kind).
constexpr std::array<std::string_view, 9> plural_names = {
    "", "pawns", "lances", "knights", "silvers", "golds", "bishops", "rooks", "kings"};

const char* side_name(color c) {
  return c == color::black ? "black" : "white";
}

}  // namespace

std::optional<diagnostic> position::check_piece_count(piece p) const {
  const piece_kind kind = unpromoted(p.kind);
  if (kind == piece_kind::none) return std::nullopt;
  const bool king = kind == piece_kind::king;
  int count = 0;
  for (int f = 1; f <= 9; ++f)
    for (int r = 1; r <= 9; ++r) {
      const piece c = at({static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)});
      count +=
          c.kind != piece_kind::none && unpromoted(c.kind) == kind && (!king || c.color == p.color);
    }
  if (!king) count += hand(color::black, kind) + hand(color::white, kind);
  const int limit = king ? 1 : piece_set_count[static_cast<int>(kind)];
  if (count <= limit) return std::nullopt;
  std::string message = std::to_string(count) + " " +
                        std::string(plural_names[static_cast<int>(kind)]) + " (" +
                        std::string(to_string(kind)) + ")";
  message += king ? std::string(" for ") + side_name(p.color) + ", the set holds one a side"
                  : " in all, the set holds " + std::to_string(limit);
  return diagnostic{
      .code = diagnostic_code::position_piece_count, .level = severity::error, .message = message};
}

diagnostic_list position::validate() const {
  diagnostic_list out;
  const auto problem = [&](diagnostic_code code, std::string message) {
    out.push_back({.code = code, .level = severity::error, .message = std::move(message)});
  };

  std::array<int, 2> kings{};
  for (int f = 1; f <= 9; ++f) {
    std::array<bool, 2> pawn_on_file{};
    std::array<int, 2> reported_two_pawns{};  // one 二歩 per file and side
    for (int r = 1; r <= 9; ++r) {
      const piece c = at({static_cast<std::uint8_t>(f), static_cast<std::uint8_t>(r)});
      if (c.kind == piece_kind::none) continue;
      const color side = c.color;
      const piece_kind k = c.kind;
      if (k == piece_kind::king) ++kings[static_cast<int>(side)];
      const std::string where = std::to_string(f) + std::string(kanji_digits[r]);
      if (is_dead_end(side, k, r))
        problem(diagnostic_code::position_dead_piece, std::string(side_name(side)) + " " +
                                                          std::string(to_string(k)) + " on " +
                                                          where + " could never move again");
      if (k == piece_kind::pawn) {
        if (pawn_on_file[static_cast<int>(side)] && !reported_two_pawns[static_cast<int>(side)]++)
          problem(diagnostic_code::position_two_pawns, std::string(side_name(side)) +
                                                           " has two unpromoted pawns on file " +
                                                           std::to_string(f) + " (二歩)");
        pawn_on_file[static_cast<int>(side)] = true;
      }
    }
  }
  for (const color side : {color::black, color::white})
    if (auto d = check_piece_count({side, piece_kind::king})) out.push_back(std::move(*d));
  for (int k = 1; k <= 7; ++k)
    if (auto d = check_piece_count({color::black, static_cast<piece_kind>(k)}))
      out.push_back(std::move(*d));
  const color side = side_to_move();
  if (const auto king = king_square(opponent(side));
      king && kings[static_cast<int>(opponent(side))] == 1 && is_attacked(*king, side))
    problem(diagnostic_code::position_opponent_in_check,
            std::string("the side not to move (") + side_name(opponent(side)) +
                ") is in check, so the last move was illegal");
  return out;
}

}  // namespace kifu::inline v0::shogi
