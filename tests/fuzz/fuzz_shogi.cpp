// Fuzz harness: SFEN, USI position commands, Japanese moves and tsume sequences. Whatever reads
// must write back and read again to the same thing.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"

using namespace kifu::shogi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto sfen = parse_sfen(text);
  if (sfen.ok()) {
    const auto again = parse_sfen(to_sfen(*sfen));
    if (!again.ok() || !(*again == *sfen)) std::abort();
  }
  const auto usi = parse_usi_position(text);
  if (!usi.ok() && usi.diagnostics().empty()) std::abort();

  // Japanese notation against a fixed position with pieces in hand for both sides.
  static const position base =
      parse_sfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1").value();
  const auto m = parse_japanese_move(text, base, square{5, 5});
  if (m.ok()) {
    if (!base.is_legal(*m)) std::abort();
    const auto back = parse_japanese_move(to_ki2(*m, base, square{5, 5}), base, square{5, 5});
    if (!back.ok() || !(*back == *m)) std::abort();
  }
  const auto line = parse_tsume_moves(text, base);
  if (line.has_value() && line.ok()) {
    const auto back = parse_tsume_moves(to_tsume(*line, base), base);
    if (!back.ok() || !(*back == *line)) std::abort();
  }
  return 0;
}
