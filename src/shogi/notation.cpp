// Japanese move notation: resolving written moves against a position (JSA relative words,
// implicit drops, 同, 合) and writing KIF, KI2 and tsume notation.
#include "kifu/shogi/notation.hpp"

#include <array>

#include "excerpt.hpp"
#include "shogi/illegal_reason.hpp"
#include "shogi/kif_text.hpp"
#include "shogi/notation_grammar.hpp"

namespace kifu::inline v0::shogi {
namespace {

// An error about a move apart from any text (the caller that read the text gives the place).
diagnostic error(diagnostic_code code, std::string message) {
  return {.code = code, .message = std::move(message)};
}

// The same error at the start of the text that holds the move.
diagnostic error_at_start(diagnostic d) {
  d.offset = 0;
  d.line = d.column = 1;
  return d;
}

std::string square_text(square s) {
  return std::to_string(s.file) + std::string(kanji_digits[s.rank]);
}

std::string origin_text(square s) {
  return "(" + std::to_string(s.file) + std::to_string(s.rank) + ")";
}

// How far a board move goes forward for the side that makes it (negative: backward).
int forward_distance(const move& m, color side) {
  const int d = m.from().rank - m.to().rank;
  return side == color::black ? d : -d;
}

bool promotion_matches(written_move::promotion w, const move& m) {
  return w == written_move::promotion::promote ? m.promotes() : !m.promotes();
}

// Keeps the candidates that fit the relative words (上 引 寄 直 first, then 右 左).
std::vector<move> apply_words(std::vector<move> moves, std::uint8_t words, color side) {
  const auto keep = [&](auto predicate) {
    std::vector<move> kept;
    for (const move& m : moves)
      if (predicate(m)) kept.push_back(m);
    moves = std::move(kept);
  };
  if (words & word_up) keep([&](const move& m) { return forward_distance(m, side) > 0; });
  if (words & word_down) keep([&](const move& m) { return forward_distance(m, side) < 0; });
  if (words & word_sideways) keep([&](const move& m) { return forward_distance(m, side) == 0; });
  if (words & word_straight)
    keep([&](const move& m) {
      return m.from().file == m.to().file && forward_distance(m, side) > 0;
    });
  if (words & (word_right | word_left)) {
    // Black's right is the low file numbers; white's right is the high ones.
    const bool want_low = ((words & word_right) != 0) == (side == color::black);
    int best = want_low ? 10 : 0;
    for (const move& m : moves)
      best = want_low ? std::min<int>(best, m.from().file) : std::max<int>(best, m.from().file);
    keep([&](const move& m) { return m.from().file == best; });
  }
  return moves;
}

std::string candidate_list(const std::vector<move>& moves) {
  std::string s;
  for (const move& m : moves) {
    if (!s.empty()) s += ", ";
    s += m.is_drop() ? std::string(to_string(m.kind())) + "打"
                     : std::string(to_string(m.kind())) + origin_text(m.from());
    if (m.promotes()) s += "成";
  }
  return s;
}

std::string destination_text(square to, std::optional<square> previous_to, bool half_width) {
  if (previous_to && *previous_to == to) return half_width ? "同" : "同　";
  if (half_width) return std::to_string(to.file) + std::to_string(to.rank);
  return std::string(full_width_digits[to.file]) + std::string(kanji_digits[to.rank]);
}

// The board moves of the same kind as `m` that also reach its square, from other squares, one
// per square (as moves without promotion: a rival that must promote there is a rival too).
std::vector<move> rivals(const move& m, const move_list& legal) {
  std::vector<move> out;
  for (const move& x : legal)
    if (!x.is_drop() && x.to() == m.to() && x.kind() == m.kind() && x.from() != m.from() &&
        std::none_of(out.begin(), out.end(), [&](const move& o) { return o.from() == x.from(); }))
      out.push_back(move::board(x.from(), x.to(), x.kind(), promote::no));
  return out;
}

bool could_promote(const move& m, const move_list& legal) {
  return !m.is_drop() && !m.promotes() &&
         legal.contains(move::board(m.from(), m.to(), m.kind(), promote::yes));
}

// The shortest relative words that single out `m` among the pieces that can reach its square.
std::string relative_words(const move& m, const move_list& legal, color side) {
  std::vector<move> same_kind = rivals(m, legal);
  if (same_kind.empty()) return "";
  same_kind.push_back(move::board(m.from(), m.to(), m.kind(), promote::no));
  constexpr std::array<std::uint8_t, 14> tries = {word_up,
                                                  word_down,
                                                  word_sideways,
                                                  word_straight,
                                                  word_right,
                                                  word_left,
                                                  word_right | word_up,
                                                  word_right | word_down,
                                                  word_right | word_sideways,
                                                  word_left | word_up,
                                                  word_left | word_down,
                                                  word_left | word_sideways,
                                                  word_right | word_straight,
                                                  word_left | word_straight};
  for (std::uint8_t words : tries) {
    const auto left = apply_words(same_kind, words, side);
    if (left.size() == 1 && left[0].from() == m.from()) {
      std::string s;
      if (words & word_right) s += "右";
      if (words & word_left) s += "左";
      if (words & word_up) s += "上";
      if (words & word_down) s += "引";
      if (words & word_sideways) s += "寄";
      if (words & word_straight) s += "直";
      return s;
    }
  }
  return "";  // cannot happen: two pieces of a kind never stand on one square
}

// The piece and what follows it in JSA form: relative words, 成/不成, or 打 for a drop that a
// board piece of the same kind could also make.
std::string jsa_piece_and_suffix(const move& m, const position& p, const move_list& legal) {
  std::string s(to_string(m.kind()));
  if (m.is_drop()) {
    for (const move& x : legal)
      if (!x.is_drop() && x.to() == m.to() && x.kind() == m.kind()) return s + "打";
    return s;
  }
  s += relative_words(m, legal, p.side_to_move());
  if (m.promotes()) return s + "成";
  if (could_promote(m, legal)) return s + "不成";
  return s;
}

// The one move a written move that fits no legal move must mean, if there is one: the move
// from its origin when that is written; a drop when 打 is written, or when its kind is in hand
// and no piece of that kind on the board could go to its square (as KI2 leaves 打 out).
std::optional<move> meant_move(const written_move& w, const position& p, square to) {
  if (w.from)
    return move::board(*w.from, to, p.at(*w.from).kind,
                       promote{w.promote == written_move::promotion::promote});
  if (!is_hand_kind(w.kind)) return std::nullopt;
  if (!w.drop) {
    const color side = p.side_to_move();
    if (w.words != 0 || w.promote != written_move::promotion::unspecified ||
        p.hand(side, w.kind) == 0)
      return std::nullopt;
    for (std::uint8_t f = 1; f <= 9; ++f)
      for (std::uint8_t r = 1; r <= 9; ++r)
        if (p.at({f, r}) == piece{side, w.kind} && detail::could_move(p, {f, r}, to))
          return std::nullopt;  // the board move may be the one meant
  }
  return move::drop(to, w.kind);
}

}  // namespace

parse_result<written_move> parse_written_move(std::string_view text) {
  const char* first = text.data();
  written_move w;
  if (!detail::parse_written(first, text.data() + text.size(), w))
    return error_at_start(error(diagnostic_code::notation_syntax,
                                "'" + kifu::detail::excerpt(text) +
                                    "' is not a move (like ７六歩(77), ▲同　歩, 14龍, 13金合)"));
  return w;
}

// The legal moves to `to` of pieces of `kind` (any kind when none), drops included: every
// piece of that kind is tried with and without promotion, which is much cheaper than generating
// all legal moves.
move_list legal_moves_to(const position& p, square to, piece_kind kind) {
  move_list out;
  const color side = p.side_to_move();
  for (std::uint8_t f = 1; f <= 9; ++f) {
    for (std::uint8_t r = 1; r <= 9; ++r) {
      const piece q = p.at({f, r});
      if (q.kind == piece_kind::none || q.color != side ||
          (kind != piece_kind::none && q.kind != kind))
        continue;
      const move plain = move::board({f, r}, to, q.kind, promote::no);
      if (p.is_legal(plain)) out.push_back(plain);
      const bool zone = side == color::black ? (r <= 3 || to.rank <= 3) : (r >= 7 || to.rank >= 7);
      const move promoting = move::board({f, r}, to, q.kind, promote::yes);
      if (zone && can_promote(q.kind) && p.is_legal(promoting)) out.push_back(promoting);
    }
  }
  for (const piece_kind k : hand_order) {
    if ((kind != piece_kind::none && k != kind) || p.hand(side, k) == 0) continue;
    if (p.is_legal(move::drop(to, k))) out.push_back(move::drop(to, k));
  }
  return out;
}

parse_result<move> resolve(const written_move& w, const position& p,
                           std::optional<square> previous_to) {
  const color side = p.side_to_move();
  if ((w.side == written_move::side_mark::black && side != color::black) ||
      (w.side == written_move::side_mark::white && side != color::white))
    return error(diagnostic_code::illegal_move,
                 std::string("the move is marked for ") +
                     (w.side == written_move::side_mark::black ? "▲ (black)" : "△ (white)") +
                     " but the other side is to move");
  if (w.same && !previous_to)
    return error(diagnostic_code::notation_syntax, "同 needs a previous move");
  const square to = w.same ? *previous_to : w.to;
  if (w.from) {
    const piece on = p.at(*w.from);
    if (on.kind == piece_kind::none || on.color != side)
      return error(diagnostic_code::notation_no_piece,
                   "no piece of the side to move on " + origin_text(*w.from));
    if (w.kind != piece_kind::none && on.kind != w.kind)
      return error(diagnostic_code::notation_no_piece,
                   "the piece on " + origin_text(*w.from) + " is " +
                       std::string(to_string(on.kind)) + ", not " + std::string(to_string(w.kind)));
    // The origin is known: check that one move directly (the common KIF case, kept fast).
    const move m =
        move::board(*w.from, to, on.kind, promote{w.promote == written_move::promotion::promote});
    if (p.is_legal(m)) return m;
  }
  // 打 with a known kind: check the one drop directly as well.
  if (w.drop && !w.from && w.kind != piece_kind::none && is_hand_kind(w.kind) &&
      p.is_legal(move::drop(to, w.kind)))
    return move::drop(to, w.kind);
  const move_list legal = legal_moves_to(p, to, w.kind);
  std::vector<move> found;
  if (!w.from) {
    std::vector<move> board_moves, drops;
    for (const move& m : legal) {
      if (m.to() != to || (w.kind != piece_kind::none && m.kind() != w.kind)) continue;
      if (m.is_drop())
        drops.push_back(m);
      else if (promotion_matches(w.promote, m))
        board_moves.push_back(m);
    }
    if (w.drop) {
      found = drops;
    } else if (!board_moves.empty()) {
      found = apply_words(board_moves, w.words, side);
      if (found.empty())
        return error(diagnostic_code::notation_no_piece,
                     "the relative words exclude every piece that reaches " + square_text(to) +
                         ": " + candidate_list(board_moves));
    } else {
      found = drops;  // 打 may be left out when no board piece can move there
    }
  }

  if (found.size() == 1) return found[0];
  if (found.empty()) {
    bool must_promote = false;
    for (const move& m : legal)
      must_promote |= m.to() == to && m.promotes() &&
                      (w.kind == piece_kind::none || m.kind() == w.kind) &&
                      (!w.from || m.from() == *w.from);
    std::string message = "no legal move takes " +
                          std::string(w.kind == piece_kind::none ? "a piece" : to_string(w.kind)) +
                          " to " + square_text(to);
    if (must_promote && w.promote != written_move::promotion::promote)
      message += " without promoting (write 成)";
    else if (const auto meant = meant_move(w, p, to))
      message += ": " + detail::why_illegal(p, *meant);  // the reason the CSA reader gives
    return error(diagnostic_code::notation_no_piece, message);
  }
  const std::string square_name = square_text(to);
  return error(diagnostic_code::notation_ambiguous,
               "the move to " + square_name + " fits several pieces: " + candidate_list(found) +
                   " (add 上 引 寄 直 右 左, 打, or the origin)");
}

detail::read_move detail::read_and_resolve(std::string_view text, bool whole, const position& p,
                                           std::optional<square> previous_to) {
  read_move r;
  const char* first = text.data();
  r.parsed = parse_written(first, text.data() + text.size(), r.written);
  if (r.parsed && (!whole || r.written.length == text.size()))
    r.resolved = resolve(r.written, p, previous_to);
  return r;
}

parse_result<move> parse_japanese_move(std::string_view text, const position& p,
                                       std::optional<square> previous_to) {
  auto r = detail::read_and_resolve(text, false, p, previous_to);
  if (!r.parsed) return parse_written_move(text).diagnostics().front();
  if (r.resolved.ok()) return std::move(r.resolved);
  return error_at_start(r.resolved.diagnostics().front());
}

std::string to_kif(const move& m, const position& p, std::optional<square> previous_to) {
  std::string s = destination_text(m.to(), previous_to, false);
  s += to_string(m.kind());
  if (m.is_drop()) return s + "打";
  if (m.promotes())
    s += "成";
  else if (could_promote(m, p.legal_moves()))
    s += "不成";
  return s + origin_text(m.from());
}

std::string to_ki2(const move& m, const position& p, std::optional<square> previous_to) {
  std::string s = p.side_to_move() == color::black ? "▲" : "△";
  s += destination_text(m.to(), previous_to, false);
  return s + jsa_piece_and_suffix(m, p, p.legal_moves());
}

parse_result<std::vector<move>> parse_tsume_moves(std::string_view text, const position& start,
                                                  std::vector<std::string_view>* written) {
  parse_result<std::vector<move>> r;
  std::vector<move> moves;
  position p = start;
  std::optional<square> previous_to;
  std::size_t i = 0;
  const auto fail = [&](diagnostic d, std::size_t at) {
    const auto pos = locate_utf8(text, at);
    d.offset = at;
    d.line = pos.line;
    d.column = pos.column;
    d.message = "move " + std::to_string(moves.size() + 1) + ": " + d.message;
    r.add(std::move(d));
  };
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n') {
      ++i;
      continue;
    }
    if (text.substr(i).starts_with("　")) {
      i += 3;
      continue;
    }
    auto read = detail::read_and_resolve(text.substr(i), false, p, previous_to);
    const written_move& w = read.written;
    if (!read.parsed || w.from) {
      fail(error(diagnostic_code::notation_syntax, "cannot read a move here"), i);
      break;
    }
    const auto& m = read.resolved;
    if (!m.ok()) {
      fail(m.diagnostics().front(), i);
      break;
    }
    moves.push_back(*m);
    if (written) written->push_back(text.substr(i, w.length));
    previous_to = m->to();
    p.play(*m);
    i += w.length;
  }
  r.set_value(std::move(moves));
  return r;
}

std::vector<std::string> to_tsume_moves(const std::vector<move>& moves, const position& start) {
  std::vector<std::string> written;
  written.reserve(moves.size());
  position p = start;
  std::optional<square> previous_to;
  for (const move& m : moves) {
    const move_list legal = p.legal_moves();
    std::string s = destination_text(m.to(), previous_to, true);
    // A drop by the side in check blocks the check: 合.
    s += m.is_drop() && p.in_check() ? std::string(to_string(m.kind())) + "合"
                                     : jsa_piece_and_suffix(m, p, legal);
    written.push_back(std::move(s));
    previous_to = m.to();
    // A tsume's defender drops from the pieces its diagram leaves out (残り全部), which a start
    // position often does not put in its hand.
    const color side = p.side_to_move();
    if (m.is_drop() && side != start.side_to_move() && p.hand(side, m.kind()) == 0)
      p.set_hand(side, m.kind(), 1);
    p.play(m);
  }
  return written;
}

std::string to_tsume(const std::vector<move>& moves, const position& start) {
  std::string s;
  for (const std::string& m : to_tsume_moves(moves, start)) s += m;
  return s;
}

}  // namespace kifu::inline v0::shogi
