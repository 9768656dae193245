// HuffmanCodedPos, move16 and HCPE: the codes are tables of bits in the order they are written,
// built at compile time from the published code of each piece.
#include "kifu/shogi/training.hpp"

#include <algorithm>

#include "kifu/shogi/csa.hpp"

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

// The codes of the seven kinds that go to hand, indexed by piece_kind (1 歩 … 7 飛): on the
// board a piece is its kind's code then the promotion bit (none for 金); in hand, one bit
// shorter, so that every position takes 256 bits (a piece in hand leaves an empty square of
// 1 bit on the board).
constexpr std::array<std::string_view, 8> board_written = {
    "", "10cp", "1100cp", "1110cp", "1101cp", "11110c", "111110cp", "111111cp"};
constexpr std::array<std::string_view, 8> hand_written = {"",      "00c",   "1000c",   "1100c",
                                                          "1010c", "1110c", "111110c", "111111c"};

// board_codes[colour][piece_kind]: every kind but the king (its square is written apart).
constexpr auto board_codes = [] {
  std::array<std::array<code, 16>, 2> t{};
  for (const color c : {color::black, color::white})
    for (int k = 1; k <= 7; ++k) {
      t[static_cast<int>(c)][k] = make_code(board_written[k], c, false);
      if (k != static_cast<int>(piece_kind::gold))
        t[static_cast<int>(c)][static_cast<int>(promoted(static_cast<piece_kind>(k)))] =
            make_code(board_written[k], c, true);
    }
  return t;
}();
constexpr auto hand_codes = [] {
  std::array<std::array<code, 8>, 2> t{};
  for (const color c : {color::black, color::white})
    for (int k = 1; k <= 7; ++k) t[static_cast<int>(c)][k] = make_code(hand_written[k], c, false);
  return t;
}();
constexpr code empty_code{0, 1};
// The board code of each piece code of the core (colour bit 0x10, kind below; 0 is an empty
// square): one lookup and no branch a square. Kings write nothing there (their squares come
// first).
constexpr auto code_of_piece = [] {
  std::array<code, 32> t{};
  t[0] = empty_code;
  for (int c = 0; c < 2; ++c)
    for (int k = 1; k < 16; ++k) t[static_cast<std::size_t>(c << 4 | k)] = board_codes[c][k];
  return t;
}();

// Kinds in hand in the order they are written.
constexpr std::array<piece_kind, 7> hand_write_order = {
    piece_kind::pawn, piece_kind::lance,  piece_kind::knight, piece_kind::silver,
    piece_kind::gold, piece_kind::bishop, piece_kind::rook};

// move16's number of each kind a drop names (歩 1 香 2 桂 3 銀 4 角 5 飛 6 金 7), by piece_kind.
constexpr std::array<int, 8> drop_number = {0, 1, 2, 3, 4, 7, 5, 6};

constexpr int index_of(square s) noexcept {
  return (s.file - 1) * 9 + s.rank - 1;
}
constexpr square square_of(int i) noexcept {
  return {static_cast<std::uint8_t>(i / 9 + 1), static_cast<std::uint8_t>(i % 9 + 1)};
}

// Writes bits into 32 bytes, least significant bit of each byte first: 64 bits at a time, as
// a little-endian word holds them.
class bit_writer {
 public:
  explicit bit_writer(hcp& out) : out_(out) {}
  // Appends `length` (at most 8) bits; false when they would pass the 256th.
  bool put(std::uint32_t bits, int length) noexcept {
    if (at_ + length > 256) return false;
    const int fill = at_ % 64;
    word_ |= static_cast<std::uint64_t>(bits) << fill;
    at_ += length;
    if (fill + length >= 64) {  // the word is full: store it, keep the bits past it
      store(at_ / 64 - 1);
      word_ = fill + length > 64 ? static_cast<std::uint64_t>(bits) >> (64 - fill) : 0;
    }
    return true;
  }
  int at() const noexcept { return at_; }

 private:
  void store(int word) noexcept {
    for (int b = 0; b < 8; ++b)
      out_[static_cast<std::size_t>(word * 8 + b)] = static_cast<std::uint8_t>(word_ >> (8 * b));
  }
  hcp& out_;
  std::uint64_t word_ = 0;
  int at_ = 0;
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

}  // namespace

std::optional<hcp> to_hcp(const position& p) noexcept {
  const auto black_king = p.king_square(color::black), white_king = p.king_square(color::white);
  if (!black_king || !white_king) return std::nullopt;
  hcp out{};
  bit_writer w(out);
  w.put(p.side_to_move() == color::white ? 1 : 0, 1);
  w.put(static_cast<std::uint32_t>(index_of(*black_king)), 7);
  w.put(static_cast<std::uint32_t>(index_of(*white_king)), 7);
  if (p.state().by_kind[static_cast<int>(piece_kind::king)].count() != 2) return std::nullopt;
  // The core's squares are in HCP's order already.
  for (const std::uint8_t piece_code : p.state().squares) {
    const code c = code_of_piece[piece_code & 0x1F];
    if (!w.put(c.bits, c.length)) return std::nullopt;
  }
  for (const color side : {color::black, color::white})
    for (const piece_kind k : hand_write_order) {
      const code c = hand_codes[static_cast<int>(side)][static_cast<int>(k)];
      for (int n = p.hand(side, k); n > 0; --n)
        if (!w.put(c.bits, c.length)) return std::nullopt;
    }
  if (w.at() != 256) return std::nullopt;  // fewer pieces than a set's 40
  return out;
}

parse_result<position> read_hcp(const hcp& code_bytes) {
  parse_result<position> r;
  const auto fail = [&](std::string message) {
    r.add({diagnostic_code::hcp_invalid, severity::error, 0, 0, 0, std::move(message)});
    return r;
  };
  bit_reader in(code_bytes);
  position p;
  p.set_side_to_move(in.take(1) != 0 ? color::white : color::black);
  const int black_king = static_cast<int>(in.take(7)), white_king = static_cast<int>(in.take(7));
  if (black_king > 80 || white_king > 80 || black_king == white_king)
    return fail("the kings' squares of the HCP are not two squares of the board");
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
        if (next_is(in, board_codes[static_cast<int>(c)][k])) {
          in.take(board_codes[static_cast<int>(c)][k].length);
          p.set(square_of(i), {c, static_cast<piece_kind>(k)});
          found = true;
        }
    if (!found) return fail("square " + std::to_string(i) + " of the HCP holds no piece's code");
  }
  while (in.left() > 0) {
    bool found = false;
    for (const color c : {color::black, color::white})
      for (int k = 1; k <= 7 && !found; ++k)
        if (next_is(in, hand_codes[static_cast<int>(c)][k])) {
          in.take(hand_codes[static_cast<int>(c)][k].length);
          const auto kind = static_cast<piece_kind>(k);
          p.set_hand(c, kind, p.hand(c, kind) + 1);
          found = true;
        }
    if (!found) return fail("the hands of the HCP hold a code of no piece");
  }
  r.set_value(std::move(p));
  return r;
}

std::uint16_t to_move16(const move& m) noexcept {
  const int to = index_of(m.to());
  if (m.is_drop())
    return static_cast<std::uint16_t>(to | (80 + drop_number[static_cast<int>(m.kind())]) << 7);
  return static_cast<std::uint16_t>(to | index_of(m.from()) << 7 | (m.promotes() ? 1 << 14 : 0));
}

std::optional<move> read_move16(std::uint16_t code16, const position& p) noexcept {
  const int to = code16 & 0x7F, from = (code16 >> 7) & 0x7F;
  const bool promotes = (code16 >> 14) & 1U;
  if (to > 80 || (code16 >> 15) != 0) return std::nullopt;
  move m;
  if (from > 80) {
    const auto kind = std::find(drop_number.begin() + 1, drop_number.end(), from - 80);
    if (kind == drop_number.end() || promotes) return std::nullopt;
    m = move::drop(square_of(to), static_cast<piece_kind>(kind - drop_number.begin()));
  } else {
    const piece pc = p.at(square_of(from));
    if (pc.kind == piece_kind::none) return std::nullopt;
    m = move::board(square_of(from), square_of(to), pc.kind, promotes ? promote::yes : promote::no);
  }
  if (!p.is_legal(m)) return std::nullopt;
  return m;
}

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
      return wins(opponent(to_move));
    case special_move::entering_king:
      return wins(to_move);
    case special_move::repetition:
    case special_move::jishogi:
      return game_outcome::draw;
    default:
      break;
  }
  // A game whose last move mates, without an end word.
  if (last.move && end.is_checkmate()) return wins(opponent(to_move));
  return std::nullopt;
}

std::size_t append_hcpe(const record& r, const training_options& options,
                        std::vector<hcpe_entry>& out, std::string_view* why) {
  const auto say = [why](std::string_view text) {
    if (why != nullptr) *why = text;
    return std::size_t{0};
  };
  const auto result = outcome_of(r);
  if (!result) return say("the game has no result (中断, 反則, 不戦, or no end word)");
  if (*result == game_outcome::draw && !options.keep_draws) return say("a draw");
  std::size_t moves = 0;
  for (const std::size_t i : r.main_line()) moves += r.nodes[i].move ? 1 : 0;
  if (static_cast<int>(moves) < options.min_plies) return say("fewer moves than asked for");
  const std::size_t first = out.size();
  if (why != nullptr) *why = {};
  for (main_line_cursor c(r); c.next();) {
    const record_node& node = r.nodes[c.node()];
    if (node.illegal) {
      if (!options.keep_illegal) {
        out.resize(first);
        return say("an illegal move");
      }
      if (why != nullptr) *why = "an illegal move: the positions before it only";
      break;
    }
    if (!node.move) continue;
    const auto code = to_hcp(c.before());
    if (!code) {
      out.resize(first);
      return say("a position of the game has no HCP (a king missing)");
    }
    hcpe_entry e;
    e.position = *code;
    e.move16 = to_move16(*node.move);
    e.game_result = static_cast<std::uint8_t>(*result);
    for (const std::string_view line : r.comments(c.node()))
      if (const auto comment = parse_engine_comment(line, c.after());
          comment && comment->evaluation) {
        e.eval = static_cast<std::int16_t>(
            std::clamp<std::int32_t>(*comment->evaluation, -32767, 32767));
        break;
      }
    out.push_back(e);
  }
  return out.size() - first;
}

void write_hcpe(const std::vector<hcpe_entry>& entries, std::vector<std::uint8_t>& out) {
  out.reserve(out.size() + entries.size() * hcpe_size);
  for (const hcpe_entry& e : entries) {
    out.insert(out.end(), e.position.begin(), e.position.end());
    const auto eval = static_cast<std::uint16_t>(e.eval);
    out.push_back(static_cast<std::uint8_t>(eval & 0xFF));
    out.push_back(static_cast<std::uint8_t>(eval >> 8));
    out.push_back(static_cast<std::uint8_t>(e.move16 & 0xFF));
    out.push_back(static_cast<std::uint8_t>(e.move16 >> 8));
    out.push_back(e.game_result);
    out.push_back(0);
  }
}

}  // namespace kifu::inline v0::shogi
