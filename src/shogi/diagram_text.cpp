// Text diagrams of a position: KIF's BOD and a compact Unicode one.
#include "kifu/shogi/diagram.hpp"
#include "shogi/bod.hpp"
#include "shogi/diagram_glyphs.hpp"

namespace kifu::inline v0::shogi {

using namespace detail;

std::string write_bod(const position& p, const diagram_options& options) {
  std::string out;
  out.reserve(1024);
  append_bod(out, p, side_label(color::black, options.names),
             side_label(color::white, options.names));
  if (options.ply > 0 && !options.last_move_text.empty())
    out += "手数＝" + std::to_string(options.ply) + "  " + options.last_move_text + "  まで\n";
  return out;
}

namespace {

// ☗先手 持駒：飛 角 歩二 (or なし); in tsume mode 持駒： for the attacker and 残り全部 or nothing
// for the defender.
void append_hand(std::string& out, const position& p, color side, const diagram_options& o) {
  if (o.tsume && side == color::white) {
    if (o.tsume_defender == defender_hand::rest) out += "持駒：残り全部\n";
    return;
  }
  if (!o.tsume) {
    out += side_mark(side);
    const std::string& name = side == color::black ? o.black_name : o.white_name;
    out += name.empty() ? std::string(side_label(side, o.names)) : name;
    out += ' ';
  }
  append_hand_line(out, p, side, "持駒：");
  if (out.ends_with("　\n")) out.replace(out.size() - 4, 4, "\n");  // BOD's space after the last
}

}  // namespace

std::string write_text_diagram(const position& p, const diagram_options& options) {
  std::string out;
  out.reserve(1024);
  const color upper = options.flip ? color::black : color::white;
  const std::string caption = options.caption.empty() ? "" : options.caption + "\n";
  if (options.caption_at == caption_position::above) out += caption;
  append_hand(out, p, upper, options);
  out += options.flip ? " １ ２ ３ ４ ５ ６ ７ ８ ９\n" : " ９ ８ ７ ６ ５ ４ ３ ２ １\n";
  for (int row = 0; row < 9; ++row) {
    const auto rank = static_cast<std::uint8_t>(options.flip ? 9 - row : row + 1);
    for (int column = 0; column < 9; ++column) {
      const auto file = static_cast<std::uint8_t>(options.flip ? column + 1 : 9 - column);
      const piece pc = p.at({file, rank});
      if (pc.kind == piece_kind::none) {
        out += " ・";
        continue;
      }
      const bool is_upper = pc.color == upper;
      out += pc.color == color::white ? 'v' : ' ';  // KIF's mark of 後手, the board turned or not
      out += diagram_glyph(pc.kind, is_upper, options.tsume);
    }
    out += ' ';
    out += kanji_digits[rank];
    out += '\n';
  }
  append_hand(out, p, opponent(upper), options);
  if (!options.tsume) {
    out += side_mark(p.side_to_move());
    out += side_label(p.side_to_move(), options.names);
    out += "の番\n";
  }
  if (options.caption_at == caption_position::below) out += caption;
  return out;
}

}  // namespace kifu::inline v0::shogi
