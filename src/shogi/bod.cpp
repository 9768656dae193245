// The KIF board diagram (BOD) text of a position.
#include "shogi/bod.hpp"

#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi::detail {

void append_hand_line(std::string& out, const position& p, color side, std::string_view label) {
  out += label;
  bool any = false;
  for (piece_kind k : hand_order) {
    const int n = p.hand(side, k);
    if (n == 0) continue;
    out += to_string(k);
    if (n > 1) out += kanji_count(n);
    out += "　";
    any = true;
  }
  if (!any) out += "なし";
  out += '\n';
}

void append_bod(std::string& out, const position& p, std::string_view black,
                std::string_view white) {
  const auto label = [](std::string_view side) { return std::string(side) + "の持駒："; };
  append_hand_line(out, p, color::white, label(white));
  out += "  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n";
  for (std::uint8_t rank = 1; rank <= 9; ++rank) {
    out += '|';
    for (std::uint8_t file = 9; file >= 1; --file) {
      const piece pc = p.at({file, rank});
      if (pc.kind == piece_kind::none) {
        out += " ・";
      } else {
        out += pc.color == color::white ? 'v' : ' ';
        out += diagram_kanji(pc.kind);
      }
    }
    out += '|';
    out += kanji_digits[rank];
    out += '\n';
  }
  out += "+---------------------------+\n";
  append_hand_line(out, p, color::black, label(black));
  if (p.side_to_move() == color::white) {
    out += white;
    out += "番\n";
  }
}

}  // namespace kifu::inline v0::shogi::detail
