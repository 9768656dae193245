// The X3 grammar of a move in Japanese notation (KIF, KI2 and tsume forms):
//   move  = [side] (同 {space} | digit digit) [piece] {word} [modifier] [origin]
//   side  = ▲ | ☗ | △ | ☖          digit = 1-9 | １-９ | 一-九
//   origin = ('(' | '（') number number (')' | '）')      number = 0-9 | ０-９
//   piece = 歩 香 桂 銀 金 角 飛 玉 王 と 成香 成桂 成銀 杏 圭 全 馬 龍 竜
//   word  = 上 行 引 寄 直 右 左       modifier = 不成 | 生 | 成 | 打 | 合
#include "shogi/notation_grammar.hpp"

#include <array>
#include <boost/spirit/home/x3.hpp>

#include "encoding/code_point.hpp"
#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi::detail {
namespace {

namespace x3 = boost::spirit::x3;
using side_mark = written_move::side_mark;
using promotion = written_move::promotion;

// A word of one or two characters and what it means, keyed by code points.
template <typename T>
struct table_entry {
  char32_t first = 0;
  char32_t second = 0;  // 0 for a one-character word
  T value{};
};

template <typename T>
constexpr table_entry<T> entry(std::string_view text, T value) {
  const char* const end = text.data() + text.size();
  const auto a = kifu::detail::code_point_at(text.data(), end);
  return {a.code, kifu::detail::code_point_at(text.data() + a.length, end).code, value};
}

// An X3 primitive matching the longest word of a small table. The first character is decoded
// once and found by a hash that is perfect for the table (its multiplier is searched at compile
// time): one multiplication and one comparison instead of a symbol table's walk over bytes.
template <typename T, std::size_t N>
class word_table : public x3::parser<word_table<T, N>> {
 public:
  using attribute_type = T;
  static constexpr bool has_attribute = true;

  constexpr explicit word_table(std::array<table_entry<T>, N> entries) : entries_(entries) {
    // Entries sharing a first character become adjacent, two-character words first.
    const auto before = [](const table_entry<T>& x, const table_entry<T>& y) {
      return x.first < y.first || (x.first == y.first && x.second != 0 && y.second == 0);
    };
    for (std::size_t i = 1; i < N; ++i)
      for (std::size_t j = i; j > 0 && before(entries_[j], entries_[j - 1]); --j)
        std::swap(entries_[j], entries_[j - 1]);
    for (multiplier_ = 0x9E3779B1U; !place_all(); multiplier_ += 2) {  // odd, golden-ratio start
    }
    for (const auto& e : entries_) has_ascii_ = has_ascii_ || e.first < 0x80;
  }

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context&, const RContext&,
             Attribute& attr) const {
    if (first == last) return false;
    if (!has_ascii_ && static_cast<unsigned char>(*first) < 0x80)
      return false;  // '(' after a move, spaces: rejected at once
    const auto [a, one] = kifu::detail::code_point_at(first, last);
    const slot& s = slots_[hash(a)];
    if (s.first != a) return false;
    for (std::size_t i = s.begin; i < s.end; ++i) {
      const table_entry<T>& e = entries_[i];
      std::uint8_t two = 0;
      if (e.second != 0) {
        const auto b = kifu::detail::code_point_at(first + one, last);
        if (b.code != e.second) continue;
        two = b.length;
      }
      x3::traits::move_to(e.value, attr);
      first += one + two;
      return true;
    }
    return false;
  }

 private:
  static constexpr std::size_t slot_count = 128;
  struct slot {
    char32_t first = 0;
    std::uint8_t begin = 0, end = 0;  // the entries starting with `first`
  };

  constexpr std::size_t hash(char32_t c) const {
    return (static_cast<std::uint32_t>(c) * multiplier_) >> 25;  // the top 7 bits: 0..127
  }

  constexpr bool place_all() {
    slots_ = {};
    for (std::size_t i = 0; i < N; ++i) {
      slot& s = slots_[hash(entries_[i].first)];
      if (s.end == 0) {
        s = {entries_[i].first, static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(i + 1)};
      } else if (s.first == entries_[i].first && s.end == i) {
        ++s.end;
      } else {
        return false;  // a collision: try the next multiplier
      }
    }
    return true;
  }

  std::array<table_entry<T>, N> entries_;
  std::array<slot, slot_count> slots_{};
  std::uint32_t multiplier_ = 0;
  bool has_ascii_ = false;  // some word starts with an ASCII character
};

// 1-9 in ASCII, full-width and kanji.
constexpr word_table digit = [] {
  constexpr std::array<std::string_view, 10> ascii = {"",  "1", "2", "3", "4",
                                                      "5", "6", "7", "8", "9"};
  std::array<table_entry<std::uint8_t>, 27> entries{};
  for (std::uint8_t d = 1; d <= 9; ++d) {
    entries[d - 1] = entry(ascii[d], d);
    entries[d + 8] = entry(full_width_digits[d], d);
    entries[d + 17] = entry(kanji_digits[d], d);
  }
  return word_table(entries);
}();
constexpr word_table piece = [] {
  std::array<table_entry<piece_kind>, piece_names.size()> entries{};
  for (std::size_t i = 0; i < entries.size(); ++i)
    entries[i] = entry(piece_names[i].first, piece_names[i].second);
  return word_table(entries);
}();

constexpr word_table word(std::array{
    entry("上", std::uint8_t{word_up}), entry("行", std::uint8_t{word_up}),
    entry("引", std::uint8_t{word_down}), entry("寄", std::uint8_t{word_sideways}),
    entry("直", std::uint8_t{word_straight}), entry("右", std::uint8_t{word_right}),
    entry("左", std::uint8_t{word_left})});

// What may follow the piece and the relative words.
enum class modifier : std::uint8_t { promote, no_promote, drop, interposition };

constexpr word_table modifier_word(std::array{
    entry("不成", modifier::no_promote), entry("生", modifier::no_promote),
    entry("成", modifier::promote), entry("打", modifier::drop),
    entry("合", modifier::interposition)});

constexpr word_table side(std::array{entry("▲", side_mark::black), entry("☗", side_mark::black),
                                     entry("△", side_mark::white), entry("☖", side_mark::white)});

const auto set_side = [](auto& c) { x3::_val(c).side = x3::_attr(c); };
const auto set_same = [](auto& c) { x3::_val(c).same = true; };
const auto set_file = [](auto& c) { x3::_val(c).to.file = x3::_attr(c); };
const auto set_rank = [](auto& c) { x3::_val(c).to.rank = x3::_attr(c); };
const auto set_kind = [](auto& c) { x3::_val(c).kind = x3::_attr(c); };
const auto add_word = [](auto& c) { x3::_val(c).words |= x3::_attr(c); };
const auto set_modifier = [](auto& c) {
  written_move& w = x3::_val(c);
  switch (x3::_attr(c)) {
    case modifier::promote:
      w.promote = promotion::promote;
      break;
    case modifier::no_promote:
      w.promote = promotion::no_promote;
      break;
    case modifier::interposition:
      w.interposition = true;
      w.drop = true;
      break;
    case modifier::drop:
      w.drop = true;
      break;
  }
};
const auto set_origin = [](auto& c) {
  const std::uint8_t f = boost::fusion::at_c<0>(x3::_attr(c));
  const std::uint8_t r = boost::fusion::at_c<1>(x3::_attr(c));
  if (f == 0 && r == 0)
    x3::_val(c).drop = true;  // 打(00)
  else if (f != 0 && r != 0)
    x3::_val(c).from = square{f, r};
  else
    x3::_pass(c) = false;
};

// An origin's digits, 0-9 in ASCII or full-width (some writers type （８８）).
constexpr word_table origin_digit = [] {
  std::array<table_entry<std::uint8_t>, 20> entries{};
  for (std::uint8_t d = 0; d <= 9; ++d) {
    const char ascii[] = {static_cast<char>('0' + d), '\0'};
    const char full_width[] = {'\xEF', '\xBC', static_cast<char>(0x90 + d), '\0'};
    entries[d] = entry(ascii, d);
    entries[d + 10] = entry(full_width, d);
  }
  return word_table(entries);
}();
const auto blank = x3::lit("　") | x3::lit(' ');
const auto open_paren = x3::lit('(') | x3::lit("（");
const auto close_paren = x3::lit(')') | x3::lit("）");

const x3::rule<struct move_id, written_move> move_rule = "move";
const auto move_rule_def = -side[set_side] >> (x3::lit("同")[set_same] >> *blank |
                                               digit[set_file] >> digit[set_rank]) >>
                           -piece[set_kind] >> *word[add_word] >> -modifier_word[set_modifier] >>
                           -(open_paren >> (origin_digit >> origin_digit)[set_origin] >>
                             close_paren);

BOOST_SPIRIT_DEFINE(move_rule)

}  // namespace

bool parse_written(const char*& first, const char* last, written_move& out) {
  out = {};
  const char* start = first;
  if (!x3::parse(first, last, move_rule, out)) return false;
  out.length = static_cast<std::size_t>(first - start);
  return true;
}

}  // namespace kifu::inline v0::shogi::detail
