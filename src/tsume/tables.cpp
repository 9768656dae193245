// The storage of a tsume database: packing move records and summarising a work's moves.
#include "tsume/tables.hpp"

#include <sys/mman.h>

#include "kifu/shogi/names.hpp"

namespace kifu::inline v0::tsume::detail {

tables::~tables() {
  if (mapping) munmap(const_cast<void*>(mapping), mapping_size);
}

packed_move pack(const move_record& m) noexcept {
  packed_move p;
  p.from = square_code(m.from);
  p.to = square_code(m.to);
  p.king = square_code(m.king);
  p.kinds =
      static_cast<std::uint8_t>(static_cast<int>(m.piece) | static_cast<int>(m.captured) << 4);
  p.flags = static_cast<std::uint8_t>(static_cast<int>(m.promotion) | m.check << 2 |
                                      static_cast<int>(m.interposition) << 3 | m.chuai << 5 |
                                      m.discovered << 6 | m.same << 7);
  return p;
}

void append_lines(std::span<const packed_move> moves, std::string& out,
                  std::vector<std::uint32_t>* ends) {
  for (std::size_t k = 0; k < moves.size(); ++k) {
    append_line(out, unpack(moves[k], static_cast<std::uint16_t>(k + 1)));
    out += '\n';
    if (ends != nullptr) ends->push_back(static_cast<std::uint32_t>(out.size()));
  }
}

move_record unpack(const packed_move& p, std::uint16_t ply) noexcept {
  move_record m;
  m.ply = ply;
  m.side = ply % 2 == 1 ? 1 : 2;
  m.from = code_square(p.from);
  m.to = code_square(p.to);
  m.king = code_square(p.king);
  m.piece = static_cast<shogi::piece_kind>(p.kinds & 15);
  m.captured = static_cast<shogi::piece_kind>(p.kinds >> 4);
  m.promotion = static_cast<promotion>(p.flags & 3);
  m.check = (p.flags >> 2 & 1) != 0;
  m.interposition = static_cast<interposition>(p.flags >> 3 & 3);
  m.chuai = (p.flags >> 5 & 1) != 0;
  m.discovered = (p.flags >> 6 & 1) != 0;
  m.same = (p.flags >> 7 & 1) != 0;
  return m;
}

namespace {

// The non-ASCII characters a move line can hold, one bit each.
constexpr std::string_view line_characters[] = {"一", "二", "三", "四", "五", "六", "七", "八",
                                                "九", "同", "　", "歩", "香", "桂", "銀", "金",
                                                "角", "飛", "玉", "と", "馬", "龍", "成", "打"};

std::uint32_t characters_of(std::string_view text) noexcept {
  std::uint32_t bits = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (n > 1) bits |= line_character(text.substr(i, n));
    i += n;
  }
  return bits;
}

}  // namespace

std::uint32_t line_character(std::string_view c) noexcept {
  for (std::size_t i = 0; i < std::size(line_characters); ++i)
    if (line_characters[i] == c) return std::uint32_t{1} << i;
  return 0;
}

void summarize(const move_record& m, move_summary& s) noexcept {
  const int side = m.side == 1 ? 0 : 1;
  const auto bit = static_cast<std::uint16_t>(1U << static_cast<unsigned>(m.piece));
  if (m.from.file == 0)
    s.dropped[side] |= bit;
  else
    s.moved[side] |= bit;
  if (m.promotion == promotion::promoted) s.promoted[side] |= bit;
  if (m.promotion == promotion::declined) s.declined[side] |= bit;
  if (m.interposition != interposition::none) s.interposed |= bit;
  // The characters of the kif field (see append_line), without writing it.
  struct bits {
    std::array<std::uint32_t, 10> ranks{};
    std::array<std::uint32_t, 16> pieces{};
    std::uint32_t same = characters_of("同　");
    std::uint32_t promote = characters_of("成");
    std::uint32_t drop = characters_of("打");
    bits() {
      for (std::size_t r = 0; r < ranks.size(); ++r)
        ranks[r] = characters_of(shogi::kanji_digits[r]);
      for (std::size_t k = 0; k < pieces.size(); ++k)
        pieces[k] = characters_of(shogi::to_string(static_cast<shogi::piece_kind>(k)));
    }
  };
  static const bits table;
  s.characters |= m.same ? table.same : table.ranks[m.to.rank % 10];
  s.characters |= table.pieces[static_cast<std::size_t>(m.piece) & 15];
  if (m.promotion == promotion::promoted) s.characters |= table.promote;
  if (m.from.file == 0) s.characters |= table.drop;
}

}  // namespace kifu::inline v0::tsume::detail
