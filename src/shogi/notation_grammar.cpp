// The X3 grammar of a move in Japanese notation (KIF, KI2 and tsume forms):
//   move  = [side] (同 [space] | digit digit) [piece] {word} [modifier] ['(' ascii-digit{2} ')']
//   side  = ▲ | ☗ | △ | ☖          digit = 1-9 | １-９ | 一-九
//   piece = 歩 香 桂 銀 金 角 飛 玉 王 と 成香 成桂 成銀 杏 圭 全 馬 龍 竜
//   word  = 上 行 引 寄 直 右 左       modifier = 不成 | 生 | 成 | 打 | 合
#include "shogi/notation_grammar.hpp"

#include <boost/spirit/home/x3.hpp>

#include "shogi/kif_text.hpp"

namespace kifu::shogi::grammar {
namespace {

namespace x3 = boost::spirit::x3;
using side_mark = written_move::side_mark;
using promotion = written_move::promotion;

const x3::symbols<std::uint8_t> digit({{"1", 1},  {"2", 2},  {"3", 3},  {"4", 4},  {"5", 5},
                                       {"6", 6},  {"7", 7},  {"8", 8},  {"9", 9},  {"１", 1},
                                       {"２", 2}, {"３", 3}, {"４", 4}, {"５", 5}, {"６", 6},
                                       {"７", 7}, {"８", 8}, {"９", 9}, {"一", 1}, {"二", 2},
                                       {"三", 3}, {"四", 4}, {"五", 5}, {"六", 6}, {"七", 7},
                                       {"八", 8}, {"九", 9}},
                                      "digit");

const auto piece = [] {
  x3::symbols<piece_kind> table;
  for (const auto& [text, kind] : kif_text::piece_names) table.add(text, kind);
  table.name("piece");
  return table;
}();

const x3::symbols<std::uint8_t> word({{"上", word_up},
                                      {"行", word_up},
                                      {"引", word_down},
                                      {"寄", word_sideways},
                                      {"直", word_straight},
                                      {"右", word_right},
                                      {"左", word_left}},
                                     "relative word");

const x3::symbols<side_mark> side({{"▲", side_mark::black},
                                   {"☗", side_mark::black},
                                   {"△", side_mark::white},
                                   {"☖", side_mark::white}},
                                  "side mark");

const auto set_side = [](auto& c) { x3::_val(c).side = x3::_attr(c); };
const auto set_same = [](auto& c) { x3::_val(c).same = true; };
const auto set_file = [](auto& c) { x3::_val(c).to.file = x3::_attr(c); };
const auto set_rank = [](auto& c) { x3::_val(c).to.rank = x3::_attr(c); };
const auto set_kind = [](auto& c) { x3::_val(c).kind = x3::_attr(c); };
const auto add_word = [](auto& c) { x3::_val(c).words |= x3::_attr(c); };
const auto set_promote = [](auto& c) { x3::_val(c).promote = promotion::promote; };
const auto set_no_promote = [](auto& c) { x3::_val(c).promote = promotion::no_promote; };
const auto set_drop = [](auto& c) { x3::_val(c).drop = true; };
const auto set_interposition = [](auto& c) {
  x3::_val(c).drop = true;
  x3::_val(c).interposition = true;
};
const auto set_origin = [](auto& c) {
  const char f = boost::fusion::at_c<0>(x3::_attr(c));
  const char r = boost::fusion::at_c<1>(x3::_attr(c));
  if (f == '0' && r == '0') {
    x3::_val(c).drop = true;  // 打(00)
  } else if (f >= '1' && f <= '9' && r >= '1' && r <= '9') {
    x3::_val(c).from =
        square{static_cast<std::uint8_t>(f - '0'), static_cast<std::uint8_t>(r - '0')};
  } else {
    x3::_pass(c) = false;
  }
};

const x3::rule<struct move_id, written_move> move_rule = "move";
const auto move_rule_def = -side[set_side] >>
                           (x3::lit("同")[set_same] >> -(x3::lit("　") | x3::lit(' ')) |
                            digit[set_file] >> digit[set_rank]) >>
                           -piece[set_kind] >> *word[add_word] >>
                           -(x3::lit("不成")[set_no_promote] | x3::lit("生")[set_no_promote] |
                             x3::lit("成")[set_promote] | x3::lit("打")[set_drop] |
                             x3::lit("合")[set_interposition]) >>
                           -(x3::lit('(') >> (x3::ascii::digit >> x3::ascii::digit)[set_origin] >>
                             x3::lit(')'));

BOOST_SPIRIT_DEFINE(move_rule)

}  // namespace

bool parse_written(const char*& first, const char* last, written_move& out) {
  out = {};
  const char* start = first;
  if (!x3::parse(first, last, move_rule, out)) return false;
  out.length = static_cast<std::size_t>(first - start);
  return true;
}

}  // namespace kifu::shogi::grammar
