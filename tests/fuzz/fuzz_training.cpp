// Fuzz harness: the readers of training-data codes. 32 bytes read as a HuffmanCodedPos and as a
// PackedSfen: a position read writes back to a code that reads as the same position (the same
// bytes but for the order of the pieces in hand, which the formats do not fix); two more bytes
// read as each kind of 16-bit move in that position: a move read is legal there and writes back
// to the same code.
#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "kifu/shogi/training.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 32) return 0;
  hcp code{};
  std::copy(data, data + 32, code.begin());
  const std::uint16_t move_code =
      size >= 34 ? static_cast<std::uint16_t>(data[32] | data[33] << 8) : 0;
  const auto check = [&](const kifu::parse_result<position>& read, auto to_code, auto read_code,
                         auto read_move, auto write_move) {
    if (!read.ok()) {
      if (read.diagnostics().empty() || read.diagnostics()[0].message.empty()) std::abort();
      return;
    }
    const auto again = to_code(*read);
    if (!again) std::abort();
    const auto back = read_code(*again);
    if (!back.ok() || *back != *read) std::abort();
    if (to_code(*back) != again) std::abort();  // the written order is canonical
    if (const auto m = read_move(move_code, *read)) {
      if (!read->is_legal(*m) || write_move(*m) != move_code) std::abort();
    }
  };
  check(
      parse_hcp(code), [](const position& p) { return to_hcp(p); },
      [](const hcp& c) { return parse_hcp(c); },
      [](std::uint16_t c, const position& p) { return parse_move16(c, p); },
      [](const move& m) { return to_move16(m); });
  check(
      parse_packed_sfen(code), [](const position& p) { return to_packed_sfen(p); },
      [](const packed_sfen& c) { return parse_packed_sfen(c); },
      [](std::uint16_t c, const position& p) { return parse_psv_move16(c, p); },
      [](const move& m) { return to_psv_move16(m); });
  return 0;
}
