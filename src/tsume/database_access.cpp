// Reading a tsume database: works, moves and their lines, positions and solutions, whether the
// tables were built from sets or mapped from an index.
#include <algorithm>

#include "kifu/tsume/database.hpp"
#include "tsume/tables.hpp"

namespace kifu::inline v0::tsume {

namespace {

template <class E>
std::optional<E> from_code(std::int8_t c) {
  return c < 0 ? std::nullopt : std::optional<E>(static_cast<E>(c));
}

}  // namespace

database::database() : tables_(std::make_shared<detail::tables>()) {}

std::size_t database::size() const noexcept {
  return tables_->works.size();
}

const std::vector<set_bytes>& database::sets() const noexcept {
  return tables_->sets;
}

std::size_t database::move_count() const noexcept {
  return tables_->moves.size();
}

problem database::at(std::size_t i) const noexcept {
  const detail::tables& t = *tables_;
  const detail::work_entry& w = t.works[i];
  problem p;
  p.index = static_cast<std::uint32_t>(i);
  p.set = w.set;
  p.number = w.number;
  p.author = t.str(w.author);
  p.title = t.str(w.title);
  p.source = t.str(w.source);
  p.published = t.str(w.published);
  p.original_source = t.str(w.original_source);
  p.article = t.str(w.article);
  p.comment = t.str(w.comment);
  if (w.move_count >= 0) p.move_count = w.move_count;
  p.originality = from_code<tbase::originality>(w.originality);
  p.jissen_type = from_code<tbase::jissen_type>(w.jissen_type);
  p.completeness = from_code<tbase::completeness>(w.completeness);
  if (w.king_square) p.king_square = detail::code_square(w.king_square);
  for (std::size_t s = 0; s < 81; ++s) p.board[s] = detail::code_piece(w.board[s]);
  p.hand = w.hand;
  p.pieces = w.pieces;
  p.first_move = w.first_move;
  p.moves = w.moves;
  p.solved = (w.flags & detail::solved_flag) != 0;
  p.checkmate = (w.flags & detail::checkmate_flag) != 0;
  p.final_pieces = w.final_pieces;
  p.record = w.record;
  p.dia_offset = w.dia_offset;
  p.dia_size = w.dia_size;
  p.tjn_offset = w.tjn_offset;
  p.tjn_size = w.tjn_size;
  return p;
}

move_record database::move(std::size_t i) const noexcept {
  // The ply is the move's place in its work: find the work by its first move.
  const auto& works = tables_->works;
  const auto w =
      std::upper_bound(works.begin(), works.end(), i,
                       [](std::size_t m, const detail::work_entry& e) { return m < e.first_move; });
  const std::size_t first = w == works.begin() ? 0 : std::prev(w)->first_move;
  return detail::unpack(tables_->moves[i], static_cast<std::uint16_t>(i - first + 1));
}

std::string database::line(std::size_t i) const {
  std::string s;
  append_line(s, move(i));
  return s;
}

std::string database::lines(const problem& p) const {
  std::string s;
  detail::append_lines(tables_->moves.subspan(p.first_move, p.moves), s);
  return s;
}

shogi::position database::start_position(const problem& p) const {
  tbase::dia_record r;
  r.board = p.board;
  r.hand = p.hand;
  auto position = tbase::start_position(r);
  return position.has_value() ? *position : shogi::position();
}

std::vector<shogi::move> database::solution(const problem& p) const {
  std::vector<shogi::move> moves;
  for (std::uint32_t k = 0; k < p.moves; ++k) {
    const move_record m = detail::unpack(tables_->moves[p.first_move + k], 1);
    moves.push_back(m.from.file == 0 ? shogi::move::drop(m.to, m.piece)
                                     : shogi::move::board(m.from, m.to, m.piece,
                                                          m.promotion == promotion::promoted
                                                              ? shogi::promote::yes
                                                              : shogi::promote::no));
  }
  return moves;
}

std::vector<std::string_view> comment_lines(const problem& p) {
  std::vector<std::string_view> lines;
  const std::string_view text = p.comment;
  for (std::size_t at = 0; !text.empty() && at <= text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return lines;
}

std::string_view database::dia_bytes(const problem& p) const noexcept {
  const std::string& dia = tables_->sets[p.set].dia;
  if (p.dia_offset + p.dia_size > dia.size()) return {};
  return std::string_view(dia).substr(p.dia_offset, p.dia_size);
}

std::string_view database::tjn_bytes(const problem& p) const noexcept {
  const std::string& tjn = tables_->sets[p.set].tjn;
  if (p.tjn_offset + p.tjn_size > tjn.size()) return {};
  return std::string_view(tjn).substr(p.tjn_offset, p.tjn_size);
}

}  // namespace kifu::inline v0::tsume
