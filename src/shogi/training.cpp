// HuffmanCodedPos and PackedSfen, both moves of 16 bits, and the examples of games as HCPE, PSV
// and plain text: the position codes are tables of bits in the order they are written, built at
// compile time from the published code of each piece.
#include "kifu/shogi/training.hpp"

#include <algorithm>
#include <charconv>
#include <type_traits>

#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/sfen.hpp"

namespace kifu::inline v0::shogi {

namespace {

// A Huffman code: its bits in the order they are written (bit 0 first) and how many.
struct code {
  std::uint8_t bits = 0;
  std::uint8_t length = 0;
};

// A code from its bits written out ("1100c"): 'c' is the colour bit (1 for white), 'p' the
// promotion bit.
constexpr code make_code(std::string_view written, color c, bool promoted) {
  code out;
  for (const char b : written) {
    const bool one = b == '1' || (b == 'c' && c == color::white) || (b == 'p' && promoted);
    out.bits = static_cast<std::uint8_t>(out.bits | (one ? 1U : 0U) << out.length);
    ++out.length;
  }
  return out;
}

// The written codes of one position layout, indexed by piece_kind (1 歩 … 7 飛): on the board
// a piece is its kind's code with a promotion bit (none for 金) and a colour bit; in hand, one
// bit shorter, so that every position takes 256 bits (a piece in hand leaves an empty square of
// 1 bit on the board). The hands are written in `hand_order`.
struct layout {
  std::array<std::string_view, 8> board;
  std::array<std::string_view, 8> hand;
  std::array<piece_kind, 7> hand_order;
};

// HuffmanCodedPos (Apery's boardCodeTable and handCodeTable): colour bit before promotion bit.
constexpr layout hcp_layout = {
    {"", "10cp", "1100cp", "1110cp", "1101cp", "11110c", "111110cp", "111111cp"},
    {"", "00c", "1000c", "1100c", "1010c", "1110c", "111110c", "111111c"},
    {piece_kind::pawn, piece_kind::lance, piece_kind::knight, piece_kind::silver, piece_kind::gold,
     piece_kind::bishop, piece_kind::rook}};

// YaneuraOu's PackedSfen (its huffman_table): promotion bit before colour bit, its own codes for
// 桂 and 銀, 金 last in hand.
constexpr layout packed_sfen_layout = {
    {"", "10pc", "1100pc", "1101pc", "1110pc", "11110c", "111110pc", "111111pc"},
    {"", "00c", "1000c", "1010c", "1100c", "1110c", "111100c", "111110c"},
    {piece_kind::pawn, piece_kind::lance, piece_kind::knight, piece_kind::silver,
     piece_kind::bishop, piece_kind::rook, piece_kind::gold}};

// The codes of a layout, built at compile time.
struct codebook {
  std::array<std::array<code, 16>, 2> board{};  // [colour][piece_kind]; none for the king
  std::array<std::array<code, 8>, 2> hand{};    // [colour][piece_kind]
  std::array<code, 32> of_piece{};  // by the core's piece code (colour bit 0x10, kind below; 0
                                    // an empty square): one lookup and no branch a square
  std::array<piece_kind, 7> hand_order{};
  // Two squares at once: of_pair[a << 5 | b] the code of piece code a then b (at most 16 bits),
  // halving the chain of dependent steps the board takes.
  std::array<std::uint32_t, 1024> of_pair{};  // bits << 8 | length
};

constexpr code empty_code{0, 1};

constexpr codebook make_codebook(const layout& l) {
  codebook b;
  for (const color c : {color::black, color::white}) {
    const int side = static_cast<int>(c);
    for (int k = 1; k <= 7; ++k) {
      b.board[side][k] = make_code(l.board[k], c, false);
      if (k != static_cast<int>(piece_kind::gold))
        b.board[side][static_cast<int>(promoted(static_cast<piece_kind>(k)))] =
            make_code(l.board[k], c, true);
      b.hand[side][k] = make_code(l.hand[k], c, false);
    }
  }
  b.of_piece[0] = empty_code;
  for (int c = 0; c < 2; ++c)
    for (int k = 1; k < 16; ++k) b.of_piece[static_cast<std::size_t>(c << 4 | k)] = b.board[c][k];
  b.hand_order = l.hand_order;
  for (std::size_t first = 0; first < 32; ++first)
    for (std::size_t second = 0; second < 32; ++second) {
      const code x = b.of_piece[first], y = b.of_piece[second];
      const std::uint32_t bits = x.bits | static_cast<std::uint32_t>(y.bits) << x.length;
      b.of_pair[first << 5 | second] = bits << 8 | static_cast<std::uint32_t>(x.length + y.length);
    }
  return b;
}

constexpr codebook hcp_codes = make_codebook(hcp_layout);
constexpr codebook packed_sfen_codes = make_codebook(packed_sfen_layout);

// The number of each kind a dropping move16 names (歩 1 香 2 桂 3 銀 4 角 5 飛 6 金 7), by
// piece_kind; YaneuraOu's Move16 numbers them alike.
constexpr std::array<int, 8> drop_number = {0, 1, 2, 3, 4, 7, 5, 6};

constexpr int index_of(square s) noexcept {
  return (s.file - 1) * 9 + s.rank - 1;
}
constexpr square square_of(int i) noexcept {
  return {static_cast<std::uint8_t>(i / 9 + 1), static_cast<std::uint8_t>(i % 9 + 1)};
}

// Writes bits into 32 bytes, least significant bit of each byte first: into a 64-bit word,
// which is stored when full (as a little-endian word holds them); the bounds are checked only
// then, and the length at the end.
class bit_writer {
 public:
  // Appends `length` (at most 16) bits; false when a fifth word would be filled.
  bool put(std::uint32_t bits, int length) noexcept {
    word_ |= static_cast<std::uint64_t>(bits) << fill_;
    fill_ += length;
    if (fill_ < 64) return true;
    if (stored_ == 4) return false;
    words_[stored_++] = word_;
    fill_ -= 64;  // the bits past the word start the next
    word_ = fill_ != 0 ? static_cast<std::uint64_t>(bits) >> (length - fill_) : 0;
    return true;
  }
  // The bits written so far.
  int at() const noexcept { return stored_ * 64 + fill_; }
  // The 256 bits as bytes.
  void store(hcp& out) const noexcept {
    for (int w = 0; w < 4; ++w)
      for (int b = 0; b < 8; ++b)
        out[static_cast<std::size_t>(w * 8 + b)] = static_cast<std::uint8_t>(words_[w] >> (8 * b));
  }

 private:
  std::array<std::uint64_t, 4> words_{};
  std::uint64_t word_ = 0;
  int fill_ = 0;
  int stored_ = 0;
};

class bit_reader {
 public:
  explicit bit_reader(const hcp& in) : in_(in) {}
  // The next `length` bits (the first in bit 0) without taking them; bits past the end are 0.
  std::uint32_t peek(int length) const noexcept {
    std::uint32_t v = 0;
    for (int i = 0; i < length && at_ + i < 256; ++i)
      v |= static_cast<std::uint32_t>((in_[(at_ + i) / 8] >> ((at_ + i) % 8)) & 1U) << i;
    return v;
  }
  std::uint32_t take(int length) noexcept {
    const std::uint32_t v = peek(length);
    at_ += length;
    return v;
  }
  int left() const noexcept { return 256 - at_; }

 private:
  const hcp& in_;
  int at_ = 0;
};

// Matches the next bits against a code table entry.
bool next_is(const bit_reader& r, code c) noexcept {
  return c.length != 0 && c.length <= r.left() && r.peek(c.length) == c.bits;
}

// A position's 256 bits in a layout; nothing when it has none.
std::optional<hcp> encode(const position& p, const codebook& book) noexcept {
  const auto black_king = p.king_square(color::black), white_king = p.king_square(color::white);
  if (!black_king || !white_king) return std::nullopt;
  if (p.state().by_kind[static_cast<int>(piece_kind::king)].count() != 2) return std::nullopt;
  bit_writer w;
  w.put(p.side_to_move() == color::white ? 1 : 0, 1);
  w.put(static_cast<std::uint32_t>(index_of(*black_king)), 7);
  w.put(static_cast<std::uint32_t>(index_of(*white_king)), 7);
  // The core's squares are in the layouts' order already, two at a time; kings write nothing.
  const auto& squares = p.state().squares;
  static_assert(std::tuple_size_v<std::remove_cvref_t<decltype(squares)>> == 81);
  for (std::size_t i = 0; i + 1 < 81; i += 2) {
    const std::uint32_t c = book.of_pair[(squares[i] & 0x1FU) << 5 | (squares[i + 1] & 0x1FU)];
    if (!w.put(c >> 8, static_cast<int>(c & 0xFF))) return std::nullopt;
  }
  const code last = book.of_piece[squares[80] & 0x1F];
  if (!w.put(last.bits, last.length)) return std::nullopt;
  for (const color side : {color::black, color::white})
    for (const piece_kind k : book.hand_order) {
      const code c = book.hand[static_cast<int>(side)][static_cast<int>(k)];
      for (int n = p.hand(side, k); n > 0; --n)
        if (!w.put(c.bits, c.length)) return std::nullopt;
    }
  if (w.at() != 256) return std::nullopt;  // not the 40 pieces of a set
  hcp out;
  w.store(out);
  return out;
}

// The position 256 bits of a layout hold; `name` names the layout in messages.
parse_result<position> decode(const hcp& bytes, const codebook& book, std::string_view name) {
  parse_result<position> r;
  const auto fail = [&](std::string message) {
    r.add({diagnostic_code::hcp_invalid, severity::error, 0, 0, 0, std::move(message)});
    return r;
  };
  bit_reader in(bytes);
  position p;
  p.set_side_to_move(in.take(1) != 0 ? color::white : color::black);
  const int black_king = static_cast<int>(in.take(7)), white_king = static_cast<int>(in.take(7));
  if (black_king > 80 || white_king > 80 || black_king == white_king)
    return fail("the kings' squares of the " + std::string(name) +
                " are not two squares of the board");
  p.set(square_of(black_king), {color::black, piece_kind::king});
  p.set(square_of(white_king), {color::white, piece_kind::king});
  for (int i = 0; i < 81; ++i) {
    if (i == black_king || i == white_king) continue;
    if (next_is(in, empty_code)) {
      in.take(1);
      continue;
    }
    bool found = false;
    for (const color c : {color::black, color::white})
      for (int k = 1; k < 16 && !found; ++k)
        if (next_is(in, book.board[static_cast<int>(c)][k])) {
          in.take(book.board[static_cast<int>(c)][k].length);
          p.set(square_of(i), {c, static_cast<piece_kind>(k)});
          found = true;
        }
    if (!found)
      return fail("square " + std::to_string(i) + " of the " + std::string(name) +
                  " holds no piece's code");
  }
  while (in.left() > 0) {
    bool found = false;
    for (const color c : {color::black, color::white})
      for (int k = 1; k <= 7 && !found; ++k)
        if (next_is(in, book.hand[static_cast<int>(c)][k])) {
          in.take(book.hand[static_cast<int>(c)][k].length);
          const auto kind = static_cast<piece_kind>(k);
          if (p.hand(c, kind) == 18) {  // more than a set holds: no position has it
            r.add({diagnostic_code::hcp_invalid, severity::error, 0, 0, 0,
                   "the hands of the " + std::string(name) + " hold more than 18 of a kind"});
            return r;
          }
          p.set_hand(c, kind, p.hand(c, kind) + 1);
          found = true;
        }
    if (!found) return fail("the hands of the " + std::string(name) + " hold a code of no piece");
  }
  // Both codes hold every piece of the set, each once (to_hcp gives none for fewer): other
  // counts are bits that are no position's code.
  std::array<int, 16> counts{};  // by unpromoted kind, kings (8) too
  for (int i = 0; i < 81; ++i)
    if (const piece q = p.at(square_of(i)); q.kind != piece_kind::none)
      ++counts[static_cast<int>(unpromoted(q.kind))];
  for (int k = 1; k <= 7; ++k) {
    const auto kind = static_cast<piece_kind>(k);
    counts[k] += p.hand(color::black, kind) + p.hand(color::white, kind);
    if (counts[k] != piece_set_count[k])
      return fail("the " + std::string(name) + " holds " + std::to_string(counts[k]) + " " +
                  std::string(to_string(kind)) + ", where the set it codes holds " +
                  std::to_string(piece_set_count[k]));
  }
  r.set_value(std::move(p));
  return r;
}

// The move a destination, an origin square (or a dropped kind's number) and a promotion flag
// stand for in `p`, when it is legal there.
std::optional<move> legal_move_of(const position& p, int to, int from, bool drop,
                                  bool promotes) noexcept {
  if (to > 80) return std::nullopt;
  move m;
  if (drop) {
    const auto kind = std::find(drop_number.begin() + 1, drop_number.end(), from);
    if (kind == drop_number.end() || promotes) return std::nullopt;
    m = move::drop(square_of(to), static_cast<piece_kind>(kind - drop_number.begin()));
  } else {
    if (from > 80) return std::nullopt;
    const piece pc = p.at(square_of(from));
    if (pc.kind == piece_kind::none) return std::nullopt;
    m = move::board(square_of(from), square_of(to), pc.kind, promotes ? promote::yes : promote::no);
  }
  if (!p.is_legal(m)) return std::nullopt;
  return m;
}

// Appends a 16-bit number, little-endian.
void put16(std::vector<std::uint8_t>& out, std::uint16_t v) {
  out.push_back(static_cast<std::uint8_t>(v & 0xFF));
  out.push_back(static_cast<std::uint8_t>(v >> 8));
}

// The words that end a game by a draw or a foul, which the options may leave out. A plain draw
// (引き分け, CSA's %HIKIWAKE) is left out only when both kinds of draw are (--drop-draws).
std::string_view left_out_ending(const record_node& last, const training_options& o) noexcept {
  const special_move end = last.special;
  if (end == special_move::repetition && !o.keep_repetitions) return "a draw by 千日手";
  if (end == special_move::draw)
    return o.keep_jishogi || o.keep_repetitions ? "" : "a draw (引き分け)";
  if (end == special_move::jishogi && !o.keep_jishogi) return "a draw by 持将棋";
  if ((end == special_move::illegal_win || end == special_move::illegal_loss) && !o.keep_fouls)
    return "a game ended by 反則";
  return {};
}

}  // namespace

std::optional<hcp> to_hcp(const position& p) noexcept {
  return encode(p, hcp_codes);
}

parse_result<position> parse_hcp(const hcp& code_bytes) {
  return decode(code_bytes, hcp_codes, "HCP");
}

std::optional<packed_sfen> to_packed_sfen(const position& p) noexcept {
  return encode(p, packed_sfen_codes);
}

parse_result<position> parse_packed_sfen(const packed_sfen& code_bytes) {
  return decode(code_bytes, packed_sfen_codes, "PackedSfen");
}

std::uint16_t to_move16(const move& m) noexcept {
  const int to = index_of(m.to());
  if (m.is_drop())
    return static_cast<std::uint16_t>(to | (80 + drop_number[static_cast<int>(m.kind())]) << 7);
  return static_cast<std::uint16_t>(to | index_of(m.from()) << 7 | (m.promotes() ? 1 << 14 : 0));
}

std::optional<move> parse_move16(std::uint16_t code16, const position& p) noexcept {
  if ((code16 >> 15) != 0) return std::nullopt;
  const int from = (code16 >> 7) & 0x7F;
  return legal_move_of(p, code16 & 0x7F, from > 80 ? from - 80 : from, from > 80,
                       ((code16 >> 14) & 1U) != 0);
}

std::uint16_t to_psv_move16(const move& m) noexcept {
  const int to = index_of(m.to());
  if (m.is_drop())
    return static_cast<std::uint16_t>(to | drop_number[static_cast<int>(m.kind())] << 7 | 1 << 14);
  return static_cast<std::uint16_t>(to | index_of(m.from()) << 7 | (m.promotes() ? 1 << 15 : 0));
}

std::optional<move> parse_psv_move16(std::uint16_t code16, const position& p) noexcept {
  return legal_move_of(p, code16 & 0x7F, (code16 >> 7) & 0x7F, ((code16 >> 14) & 1U) != 0,
                       ((code16 >> 15) & 1U) != 0);
}

namespace {

// Who won by the まで line that ends a game whose record has no end word (KI2 has none):
// "まで64手で後手の勝ち", "…時間切れにより先手の勝ち", "…下手の反則負け" name the side; 千日手 and
// 持将棋 are draws; "まで61手詰" is a mate by the side that moved last. `to_move`: the side to
// move after the last move.
std::optional<game_outcome> outcome_of_footer(std::string_view footer, color to_move) {
  const auto wins = [](color c) {
    return c == color::black ? game_outcome::black_won : game_outcome::white_won;
  };
  const auto has = [footer](std::string_view word) {
    return footer.find(word) != std::string_view::npos;
  };
  std::optional<color> side;
  if (has("先手") || has("下手")) side = color::black;
  if (has("後手") || has("上手")) side = color::white;
  if (side && has("勝ち")) return wins(*side);
  if (side && has("負け")) return wins(opponent(*side));
  if (has("千日手") || has("持将棋")) return game_outcome::draw;
  if (!side && has("詰") && !has("不詰")) return wins(opponent(to_move));
  return std::nullopt;
}

}  // namespace

std::optional<game_outcome> outcome_of(const record& r) {
  const auto line = r.main_line();
  if (line.empty()) return std::nullopt;
  const record_node& last = r.nodes[line.back()];
  // The game replayed once: a special node leaves the position as it was, so this is the
  // position the word was written in, or the one the last move left.
  const position end = r.position_after(line.back());
  const color to_move = end.side_to_move();
  const auto wins = [](color c) {
    return c == color::black ? game_outcome::black_won : game_outcome::white_won;
  };
  switch (last.special) {
    case special_move::resign:
    case special_move::checkmate:
    case special_move::time_up:
    case special_move::illegal_loss:
      return wins(opponent(to_move));
    case special_move::entering_king:
    case special_move::illegal_win:
      return wins(to_move);
    case special_move::repetition:
    case special_move::jishogi:
    case special_move::draw:
      return game_outcome::draw;
    default:
      break;
  }
  if (last.special == special_move::none && last.footer)
    if (const auto said = outcome_of_footer(*last.footer, to_move)) return said;
  // A game whose last move mates, without an end word.
  if (last.move && end.is_checkmate()) return wins(opponent(to_move));
  return std::nullopt;
}

std::optional<double> rating_of(const record& r, color player) {
  const std::string_view key = player == color::black ? "black_rate:" : "white_rate:";
  for (const std::string_view line : r.comments(0)) {
    if (!line.starts_with(key)) continue;
    const std::string_view value = line.substr(line.rfind(':') + 1);
    double rating = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), rating);
    if (error == std::errc{} && end == value.data() + value.size()) return rating;
  }
  return std::nullopt;
}

namespace {

// YaneuraOu's scale, which the learners of PSV and HCPE read: a mate n plies away is
// ±(32000 − n), a mate beyond its 246 plies ±31754, every score below that.
constexpr std::int32_t value_mate = 32000;
constexpr std::int32_t value_mate_in_max_ply = value_mate - 246;

// An evaluation of the position after a move as a training score of the position before it,
// from black's side: the move itself is one ply more of a mate.
std::int32_t training_score(const evaluation& e) {
  if (e.mate) {
    const int plies = *e.mate > 0 ? *e.mate : -*e.mate;
    const std::int32_t value = plies == 0
                                   ? value_mate_in_max_ply
                                   : std::max(value_mate - (plies + 1), value_mate_in_max_ply);
    return (*e.mate > 0 || e.mate_sign > 0) ? value : -value;
  }
  if (!e.score) return 0;
  return std::clamp(*e.score, -(value_mate_in_max_ply - 1), value_mate_in_max_ply - 1);
}

}  // namespace

std::size_t for_each_example(const record& r, const training_options& options,
                             const std::function<void(const training_example&)>& take,
                             std::string_view* why) {
  const auto say = [why](std::string_view text) {
    if (why != nullptr) *why = text;
    return std::size_t{0};
  };
  const auto result = outcome_of(r);
  if (!result)
    return say(
        "the game has no result (中断, 不戦, no end word, or a record cut short by an error)");
  const auto line = r.main_line();
  if (const auto left_out = left_out_ending(r.nodes[line.back()], options); !left_out.empty())
    return say(left_out);
  std::size_t moves = 0;
  bool illegal = false;
  for (const std::size_t i : line) {
    moves += r.nodes[i].move ? 1 : 0;
    illegal |= r.nodes[i].illegal;
  }
  if (static_cast<int>(moves) < options.min_plies) return say("fewer moves than asked for");
  if (options.min_rating)
    for (const color c : {color::black, color::white}) {
      const auto rating = rating_of(r, c);
      if (!rating) return say("a player without a rating ('black_rate or 'white_rate)");
      if (*rating < *options.min_rating) return say("a player rated below the minimum");
    }
  if (illegal && !options.keep_illegal) return say("an illegal move");
  if (why != nullptr) *why = {};
  std::size_t n = 0;
  for (main_line_cursor c(r); c.next();) {
    const record_node& node = r.nodes[c.node()];
    if (node.illegal) {
      if (why != nullptr) *why = "an illegal move: the positions before it only";
      break;
    }
    if (!node.move) continue;
    std::int32_t eval = 0;
    if (const auto e = read_evaluation_score(r.comments(c.node()))) eval = training_score(*e);
    if (c.before().side_to_move() == color::white) eval = -eval;
    take({c.before(), *node.move, static_cast<std::int16_t>(eval), *result});
    ++n;
  }
  return n;
}

namespace {

// Whether `r`'s positions have the 256-bit codes of HCP and PackedSfen: legal moves keep both
// kings and all the pieces, so the start decides for every position. Says why not when not.
bool has_whole_set(const record& r, std::string_view* why) {
  if (to_hcp(r.start)) return true;
  if (why != nullptr)
    *why =
        "a handicap game, or a start without the 40 pieces of a set and both kings: HCP and "
        "PackedSfen hold only positions of the whole set (the sfen text holds any)";
  return false;
}

}  // namespace

std::size_t append_hcpe(const record& r, const training_options& options,
                        std::vector<hcpe_entry>& out, std::string_view* why) {
  if (!has_whole_set(r, why)) return 0;
  return for_each_example(
      r, options,
      [&out](const training_example& e) {
        out.push_back({to_hcp(e.before).value_or(hcp{}), e.eval, to_move16(e.played),
                       static_cast<std::uint8_t>(e.result)});
      },
      why);
}

void write_hcpe(const std::vector<hcpe_entry>& entries, std::vector<std::uint8_t>& out) {
  out.reserve(out.size() + entries.size() * hcpe_size);
  for (const hcpe_entry& e : entries) {
    out.insert(out.end(), e.position.begin(), e.position.end());
    put16(out, static_cast<std::uint16_t>(e.eval));
    put16(out, e.move16);
    out.push_back(e.game_result);
    out.push_back(0);
  }
}

namespace {

// PSV's result for the side to move of `p`.
std::int8_t result_for_side_to_move(game_outcome result, const position& p) noexcept {
  if (result == game_outcome::draw) return 0;
  return (result == game_outcome::black_won) == (p.side_to_move() == color::black) ? 1 : -1;
}

std::uint16_t ply_of(const position& p) noexcept {
  return static_cast<std::uint16_t>(std::clamp(p.move_number(), 0, 0xFFFF));
}

}  // namespace

std::size_t append_psv(const record& r, const training_options& options,
                       std::vector<psv_entry>& out, std::string_view* why) {
  if (!has_whole_set(r, why)) return 0;
  return for_each_example(
      r, options,
      [&out](const training_example& e) {
        out.push_back({to_packed_sfen(e.before).value_or(packed_sfen{}), e.eval,
                       to_psv_move16(e.played), ply_of(e.before),
                       result_for_side_to_move(e.result, e.before)});
      },
      why);
}

void write_psv(const std::vector<psv_entry>& entries, std::vector<std::uint8_t>& out) {
  out.reserve(out.size() + entries.size() * psv_size);
  for (const psv_entry& e : entries) {
    out.insert(out.end(), e.position.begin(), e.position.end());
    put16(out, static_cast<std::uint16_t>(e.score));
    put16(out, e.move);
    put16(out, e.game_ply);
    out.push_back(static_cast<std::uint8_t>(e.game_result));
    out.push_back(0);
  }
}

std::size_t append_sfen_text(const record& r, const training_options& options, std::string& out,
                             std::string_view* why) {
  return for_each_example(
      r, options,
      [&out](const training_example& e) {
        out += "sfen ";
        out += to_sfen(e.before);
        out += "\nmove ";
        out += to_usi(e.played);
        out += "\nscore ";
        out += std::to_string(e.eval);
        out += "\nply ";
        out += std::to_string(ply_of(e.before));
        out += "\nresult ";
        out += std::to_string(result_for_side_to_move(e.result, e.before));
        out += "\ne\n";
      },
      why);
}

}  // namespace kifu::inline v0::shogi
