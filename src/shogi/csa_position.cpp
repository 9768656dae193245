// CSA start positions: PI with removed pieces, rows of three-character squares (collapsed
// spaces tolerated), piece lists with 00 for the hand and 00AL for the rest.
#include "shogi/csa_position.hpp"

#include <array>

#include "kifu/shogi/names.hpp"

namespace kifu::inline v0::shogi::detail {
namespace {

csa_position_problem problem(std::size_t column, std::string message,
                             severity level = severity::error) {
  return {level, column, std::move(message)};
}

bool is_digit(char c) {
  return c >= '1' && c <= '9';
}

}  // namespace

std::optional<csa_position_problem> csa_position_builder::add(std::string_view s) {
  if (s.starts_with("PI")) return add_initial(s.substr(2));
  if (s.size() >= 2 && is_digit(s[1])) return add_row(s[1] - '0', s.substr(2));
  if (s.starts_with("P+")) return add_pieces(color::black, s.substr(2));
  if (s.starts_with("P-")) return add_pieces(color::white, s.substr(2));
  return problem(
      0, "'" + std::string(s.substr(0, 2)) + "' is not a position statement (PI, P1-P9, P+ or P-)");
}

std::optional<csa_position_problem> csa_position_builder::add_initial(std::string_view removals) {
  if (initial_ || rows_ != 0)
    return problem(0, initial_ ? "a second PI line" : "PI after P1-P9 rows: use one or the other");
  initial_ = true;
  board_ = position::initial();
  for (std::size_t i = 0; i < removals.size(); i += 4) {
    const std::string_view group = removals.substr(i, 4);
    const auto kind = group.size() == 4 ? piece_kind_from_csa(group.substr(2)) : std::nullopt;
    if (!kind || !is_digit(group[0]) || !is_digit(group[1]))
      return problem(2 + i, "'" + std::string(group) +
                                "' is not a piece to remove (a square and a code: 82HI)");
    const square sq{static_cast<std::uint8_t>(group[0] - '0'),
                    static_cast<std::uint8_t>(group[1] - '0')};
    if (board_.at(sq).kind != *kind)
      return problem(
          2 + i, "PI removes " + std::string(group) + " but the even-game position has " +
                     (board_.at(sq).kind == piece_kind::none
                          ? std::string("no piece")
                          : std::string(csa_piece_codes[static_cast<int>(board_.at(sq).kind)])) +
                     " there");
    board_.set(sq, piece{});
  }
  return std::nullopt;
}

std::optional<csa_position_problem> csa_position_builder::add_row(int rank,
                                                                  std::string_view cells) {
  if (initial_) return problem(0, "P1-P9 rows after PI: use one or the other");
  if ((rows_ & (1U << rank)) != 0) return problem(0, "a second P" + std::to_string(rank) + " row");
  rows_ |= static_cast<std::uint16_t>(1U << rank);
  // Squares from file 9 to 1: " * " for an empty one, or a sign and a code ("-KY"). Writers
  // that collapse spaces give " * * " or "-KY * "; any spacing is read, with a warning.
  std::array<piece, 9> row{};
  std::array<std::size_t, 9> columns{};
  int count = 0;
  // A trailing blank may have been trimmed from the last square.
  bool canonical = cells.size() == 27 || (cells.size() == 26 && cells.back() == '*');
  for (std::size_t i = 0; i < cells.size();) {
    const char c = cells[i];
    if (c == ' ') {
      ++i;
    } else if (c == '*') {
      if (count == 9) return problem(2 + i, "more than nine squares in the row");
      canonical &= i % 3 == 1;
      columns[count] = 2 + i;
      row[count++] = piece{};
      ++i;
    } else if ((c == '+' || c == '-') && i + 3 <= cells.size()) {
      const auto kind = piece_kind_from_csa(cells.substr(i + 1, 2));
      if (!kind)
        return problem(2 + i, "'" + std::string(cells.substr(i, 3)) +
                                  "' is not a square of a row (' * ', or a sign and a code: -KY)");
      if (count == 9) return problem(2 + i, "more than nine squares in the row");
      canonical &= i % 3 == 0;
      columns[count] = 2 + i;
      row[count++] = piece{c == '+' ? color::black : color::white, *kind};
      i += 3;
    } else {
      return problem(2 + i, "'" + std::string(cells.substr(i, 1)) +
                                "' cannot start a square of a row (' * ', or a sign and a code: "
                                "-KY)");
    }
  }
  if (count != 9)
    return problem(0, "P" + std::to_string(rank) + " holds " + std::to_string(count) +
                          " squares; a row has nine");
  for (int i = 0; i < 9; ++i)
    board_.set({static_cast<std::uint8_t>(9 - i), static_cast<std::uint8_t>(rank)}, row[i]);
  for (int i = 0; i < 9; ++i)
    if (auto too_many = check_count(row[i], columns[i])) return too_many;
  if (!canonical)
    return problem(0,
                   "the squares of P" + std::to_string(rank) +
                       " are not three characters each (spaces collapsed?); read anyway",
                   severity::warning);
  return std::nullopt;
}

std::optional<csa_position_problem> csa_position_builder::add_pieces(color side,
                                                                     std::string_view list) {
  placed_ = true;
  for (std::size_t i = 0; i < list.size(); i += 4) {
    const std::string_view group = list.substr(i, 4);
    if (group == "00AL") {
      if (rest_) return problem(2 + i, "a second 00AL: only one side gets the remaining pieces");
      if (i + 4 != list.size()) return problem(2 + i, "00AL must be the last of its line");
      rest_ = side;
      continue;
    }
    const auto kind = group.size() == 4 ? piece_kind_from_csa(group.substr(2)) : std::nullopt;
    const bool hand = group.starts_with("00");
    if (!kind || (!hand && (!is_digit(group[0]) || !is_digit(group[1]))))
      return problem(2 + i, "'" + std::string(group) +
                                "' is not a piece to place (a square or 00 for the hand, and a "
                                "code: 55KA, 00FU, 00AL)");
    if (hand) {
      if (!is_hand_kind(*kind))
        return problem(2 + i,
                       "'" + std::string(group) + "': only 歩 香 桂 銀 金 角 飛 are held in hand");
      board_.set_hand(side, *kind, board_.hand(side, *kind) + 1);
    } else {
      const square sq{static_cast<std::uint8_t>(group[0] - '0'),
                      static_cast<std::uint8_t>(group[1] - '0')};
      if (board_.at(sq).kind != piece_kind::none)
        return problem(2 + i, std::string(group.substr(0, 2)) + " already holds a piece");
      board_.set(sq, piece{side, *kind});
    }
    if (auto too_many = check_count({side, *kind}, 2 + i)) return too_many;
  }
  return std::nullopt;
}

std::optional<csa_position_problem> csa_position_builder::check_count(piece placed,
                                                                      std::size_t column) {
  const auto d = board_.check_piece_count(placed);
  if (!d) return std::nullopt;
  const piece_kind kind = unpromoted(placed.kind);
  const int bit =
      kind == piece_kind::king ? 8 + static_cast<int>(placed.color) : static_cast<int>(kind);
  if ((too_many_ & (1U << bit)) != 0) return std::nullopt;  // said once
  too_many_ |= static_cast<std::uint16_t>(1U << bit);
  return csa_position_problem{severity::error, column, d->message, d->code};
}

csa_start csa_position_builder::build(color side) const {
  csa_start out{board_, {}};
  // A board by rows gives all nine: the squares of a row left out would be empty unseen.
  if (rows_ != 0 && rows_ != all_rows) {
    std::string missing;
    for (int rank = 1; rank <= 9; ++rank)
      if ((rows_ & (1U << rank)) == 0)
        missing += (missing.empty() ? "P" : ", P") + std::to_string(rank);
    out.problems.push_back(
        problem(0, "rows " + missing + " are missing: a board by rows gives all nine, P1-P9"));
  }
  if (rest_) {
    std::array<int, 9> left = piece_set_count;
    for (std::uint8_t f = 1; f <= 9; ++f)
      for (std::uint8_t r = 1; r <= 9; ++r) {
        const piece_kind k = unpromoted(board_.at({f, r}).kind);
        if (is_hand_kind(k)) --left[static_cast<int>(k)];
      }
    for (int k = 1; k <= 7; ++k) {
      const auto kind = static_cast<piece_kind>(k);
      left[k] -= board_.hand(color::black, kind) + board_.hand(color::white, kind);
      if (left[k] > 0) out.start.set_hand(*rest_, kind, board_.hand(*rest_, kind) + left[k]);
    }
  }
  out.start.set_side_to_move(side);
  // PI alone needs no check: the even game less some pieces is a possible position whichever
  // side moves (no piece is left without a move, and no line opens onto a king).
  if (initial_ && !placed_) return out;
  // Too many pieces were errors at the statement that placed one too many; the rest breaks
  // only the rules of play, which tsume and fun problems do on purpose: warnings.
  for (const auto& d : out.start.validate())
    if (d.code != diagnostic_code::position_piece_count)
      out.problems.push_back(problem(0, d.message, severity::warning));
  return out;
}

}  // namespace kifu::inline v0::shogi::detail
