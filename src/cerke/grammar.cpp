// The Spirit X3 grammar of one body element of CKKA notation ⓪, following the EBNF of the
// specification, left-factored so that an element is read in one pass:
//
//   element     = move | capture | comment | declaration | season-end | game-end
//   move        = color piece square                                        (parachute)
//               | square 皇 ( bracket square [square]                       (tam-no-step / latter)
//                          | square [ bracket square | square ] )           (no-step / former /
//                                                                            unspecified)
//               | square piece-or-片 square ( square result | result )
//   result      = 無撃裁 | 橋 size ( 水 water | [此無] ) | 水 water
//   capture     = 手 [color] piece
//   declaration = (或 | [name]) 為 ( hand {加 hand} ( 而手 number sep* 終季 | sep* 再行 )
//                                  | (hand) {(hand)} sep* ( 再行 | 終季 sep* 手 number ) )
//
// The semantic actions fill a raw_element held in the context, so no rule needs an
// attribute; the reader classifies the raw move and checks the constraints afterwards.
#include "cerke/grammar.hpp"

#include <boost/spirit/home/x3.hpp>

#include "cerke/text.hpp"
#include "pekzep/grammar_def.hpp"

namespace kifu::inline v0::cerke::detail {
namespace {

namespace x3 = boost::spirit::x3;

struct out_tag;

template <class Context>
raw_element& out(const Context& c) {
  return x3::get<out_tag>(c);
}

/// A square such as `CAI`, with its value as attribute.
struct square_parser : x3::parser<square_parser> {
  using attribute_type = square;
  static constexpr bool has_attribute = true;

  template <class Iterator, class Context, class RContext, class Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context&, RContext&,
             Attribute& attr) const {
    square s;
    if (!detail::read_square(first, last, s)) return false;
    x3::traits::move_to(s, attr);
    return true;
  }
};

/// [first, last) of the text inside an escaped block.
struct text_range {
  const char* first = nullptr;
  const char* last = nullptr;
};

/// An escaped block `#…#{ text }#…#` (Open/Close `{` `}` or `[` `]`).
template <char Open, char Close>
struct escaped_parser : x3::parser<escaped_parser<Open, Close>> {
  using attribute_type = text_range;
  static constexpr bool has_attribute = true;

  template <class Iterator, class Context, class RContext, class Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context&, RContext&,
             Attribute& attr) const {
    text_range r;
    if (!parse_escaped(first, last, Open, Close, r.first, r.last)) return false;
    x3::traits::move_to(r, attr);
    return true;
  }
};

/// One separator character (space, line break or punctuation).
struct separator_parser : x3::parser<separator_parser> {
  using attribute_type = x3::unused_type;
  static constexpr bool has_attribute = false;

  template <class Iterator, class Context, class RContext, class Attribute>
  bool parse(Iterator& first, const Iterator& last, const Context&, RContext&, Attribute&) const {
    if (first == last) return false;
    const std::size_t n = detail::separator_length(first, last);
    first += static_cast<std::ptrdiff_t>(n);
    return n != 0;
  }
};

constexpr square_parser square_p{};
constexpr escaped_parser<'{', '}'> comment_p{};
constexpr escaped_parser<'[', ']'> name_p{};
constexpr separator_parser separator_p{};

const x3::symbols<piece> pieces({{"船", piece::ship},
                                 {"兵", piece::pawn},
                                 {"弓", piece::bow},
                                 {"車", piece::chariot},
                                 {"虎", piece::tiger},
                                 {"馬", piece::horse},
                                 {"筆", piece::clerk},
                                 {"巫", piece::shaman},
                                 {"将", piece::general},
                                 {"王", piece::king}},
                                "a piece (船 兵 弓 車 虎 馬 筆 巫 将 王)");

const x3::symbols<color> colors({{"黒", color::black}, {"赤", color::red}}, "a colour (黒 or 赤)");

const x3::symbols<sticks> water_results(
    {{"或", {std::nullopt, true}},
     {"或此無", {std::nullopt, false}},
     {"無此無", {0, false}},
     {"一此無", {1, false}},
     {"二此無", {2, false}},
     {"三", {3, true}},
     {"四", {4, true}},
     {"五", {5, true}}},
    "the water cast: 或, 或此無, 無此無, 一此無, 二此無, 三, 四 or 五 (3 or more heads succeed)");

const x3::symbols<sticks> bridge_sizes({{"或", {std::nullopt, true}},
                                        {"無", {0, true}},
                                        {"一", {1, true}},
                                        {"二", {2, true}},
                                        {"三", {3, true}},
                                        {"四", {4, true}},
                                        {"五", {5, true}}},
                                       "the stepping cast: 或, 無, 一, 二, 三, 四 or 五");

const x3::symbols<std::int8_t> stick_values(
    {{"或", -1}, {"無", 0}, {"一", 1}, {"二", 2}, {"三", 3}, {"四", 4}, {"五", 5}},
    "a stick value");

const x3::symbols<named_hand> hands({{"無抗行処", {hand::unbeatable}},
                                     {"同色無抗行処", {hand::flush_unbeatable}},
                                     {"筆兵無傾", {hand::social_order}},
                                     {"同色筆兵無傾", {hand::flush_social_order}},
                                     {"地心", {hand::culture}},
                                     {"同色地心", {hand::flush_culture}},
                                     {"馬弓兵", {hand::cavalry}},
                                     {"同色馬弓兵", {hand::flush_cavalry}},
                                     {"行行", {hand::attack}},
                                     {"同色行行", {hand::flush_attack}},
                                     {"王", {hand::king}},
                                     {"同色王", {hand::king, true}},
                                     {"獣", {hand::animals}},
                                     {"同色獣", {hand::flush_animals}},
                                     {"戦集", {hand::army}},
                                     {"同色戦集", {hand::flush_army}},
                                     {"助友", {hand::comrades}},
                                     {"同色助友", {hand::flush_comrades}},
                                     {"闇戦之集", {hand::deadly_army}},
                                     {"同色闇戦之集", {hand::flush_deadly_army}},
                                     {"撃皇", {hand::stepping}},
                                     {"皇再来", {hand::futile_move}}},
                                    "a hand name (王 獣 馬弓兵 行行 地心 筆兵無傾 戦集 助友 "
                                    "闇戦之集 無抗行処, 同色…, 撃皇, 皇再来)");

const x3::symbols<season> season_ends({{"春終", season::spring},
                                       {"夏終", season::summer},
                                       {"秋終", season::autumn},
                                       {"冬終", season::winter},
                                       {"上季終", season::upper},
                                       {"下季終", season::lower}},
                                      "a season end");

// Semantic actions: each writes into the raw_element of the context.
constexpr auto push_square = [](auto& c) {
  auto& m = out(c).move;
  if (m.square_count == m.squares.size()) {
    x3::_pass(c) = false;
    return;
  }
  m.squares[m.square_count++] = x3::_attr(c);
};
constexpr auto set_bracket = [](auto& c) {
  auto& m = out(c).move;
  m.bracket_after = static_cast<std::int8_t>(m.square_count);
  m.bracket = x3::_attr(c);
};
constexpr auto set_bracket_unknown = [](auto& c) {
  auto& m = out(c).move;
  m.bracket_after = static_cast<std::int8_t>(m.square_count);
};
constexpr auto set_tam = [](auto& c) { out(c).move.tam = true; };
constexpr auto set_piece = [](auto& c) { out(c).move.moved = x3::_attr(c); };
constexpr auto set_wildcard = [](auto& c) { out(c).move.moved.reset(); };
constexpr auto set_drop_color = [](auto& c) {
  out(c).move.drop = true;
  out(c).move.drop_color = x3::_attr(c);
};
constexpr auto set_no_stick = [](auto& c) { out(c).move.no_stick = true; };
constexpr auto set_bridge = [](auto& c) { out(c).move.bridge = x3::_attr(c); };
constexpr auto bridge_failed = [](auto& c) { out(c).move.bridge->success = false; };
constexpr auto set_water = [](auto& c) { out(c).move.water = x3::_attr(c); };
constexpr auto is_move = [](auto& c) { out(c).kind = element_kind::move; };
constexpr auto mark_outcome = [](auto& c) { out(c).move.outcome_at = x3::_where(c).begin(); };
constexpr auto push_value = [](auto& c) {
  auto& m = out(c).move;
  m.values[m.value_count++] = x3::_attr(c);
};
constexpr auto set_failed = [](auto& c) { out(c).move.failed = true; };
constexpr auto set_back_to = [](auto& c) { out(c).move.back_to = x3::_attr(c); };
constexpr auto set_unknown_color = [](auto& c) {
  out(c).move.drop = true;
  out(c).move.unknown_color = true;
};

constexpr auto set_capture_color = [](auto& c) { out(c).capture.color = x3::_attr(c); };
constexpr auto set_capture_piece = [](auto& c) {
  out(c).kind = element_kind::capture;
  out(c).capture.taken = x3::_attr(c);
};
constexpr auto set_comment = [](auto& c) {
  out(c).kind = element_kind::comment;
  out(c).text_first = x3::_attr(c).first;
  out(c).text_last = x3::_attr(c).last;
};

constexpr auto set_anonymous = [](auto& c) { out(c).declaration.anonymous = true; };
constexpr auto set_name = [](auto& c) {
  out(c).declaration.name_first = x3::_attr(c).first;
  out(c).declaration.name_last = x3::_attr(c).last;
};
constexpr auto push_hand = [](auto& c) { out(c).declaration.hands.push_back(x3::_attr(c)); };
constexpr auto set_legacy = [](auto& c) { out(c).declaration.legacy = true; };
constexpr auto ty_mok = [](auto& c) {
  out(c).kind = element_kind::declaration;
  out(c).declaration.action = declaration_action::ty_mok;
};
constexpr auto ta_xot = [](auto& c) {
  out(c).kind = element_kind::declaration;
  out(c).declaration.action = declaration_action::ta_xot;
};
constexpr auto mark_points = [](auto& c) {
  out(c).declaration.points_first = x3::_where(c).begin();
};
constexpr auto set_points = [](auto& c) {
  out(c).declaration.has_points = true;
  out(c).declaration.points = x3::_attr(c);
};
// -?[0-9]+, saturating far outside the 32-bit range so that the reader can report it.
constexpr auto set_arabic = [](auto& c) {
  const auto range = x3::_attr(c);
  auto p = range.begin();
  const bool negative = *p == '-';
  if (negative) ++p;
  std::int64_t v = 0;
  for (; p != range.end(); ++p) v = v > 100'000'000'000 ? v : v * 10 + (*p - '0');
  out(c).declaration.has_points = true;
  out(c).declaration.points = negative ? -v : v;
};

constexpr auto set_season = [](auto& c) {
  out(c).kind = element_kind::season_end;
  out(c).ended = x3::_attr(c);
};
constexpr auto set_game_end = [](auto& c) { out(c).kind = element_kind::game_end; };

const auto seps = *separator_p;

const auto tam_bracket = x3::rule<struct tam_bracket_id>{"a bracket [square] or [或]"} =
    x3::lit('[') > (square_p[set_bracket] | x3::lit("或")[set_bracket_unknown]) > x3::lit(']');

// Every parser an expectation (`>`) can fail on is a named rule, so that the error names what
// was expected in words (an unnamed X3 parser would give its C++ type name).
const auto tam_square = x3::rule<struct tam_square_id>{"a square"} = square_p[push_square];

const auto tam_squares =
    x3::rule<struct tam_squares_id>{"the squares of the 皇 move ([square] or a square)"} =
        (tam_bracket > tam_square > -tam_square) |
        (tam_square > -((tam_bracket > tam_square) | tam_square));

const auto water_cast = x3::rule<struct water_cast_id>{
    "the water cast: 或, 或此無, 無此無, 一此無, 二此無, 三, 四 or 五"} = water_results[set_water];

const auto water_stick = x3::lit("水") > water_cast;

const auto bridge_cast =
    x3::rule<struct bridge_cast_id>{"the stepping cast: 或, 無, 一, 二, 三, 四 or 五"} =
        bridge_sizes[set_bridge];

const auto bridge_stick = x3::lit("橋") > bridge_cast >
                          -(water_stick | x3::lit("此無")[bridge_failed]);

constexpr const char* outcome_name =
    "無撃裁, 橋 or 水 (notation ⓪ writes the outcome of every move that is not a drop or a 皇 "
    "move)";

const auto result = x3::rule<struct result_id>{outcome_name} =
    x3::lit("無撃裁")[set_no_stick] | bridge_stick | water_stick;

const auto destination = x3::rule<struct destination_id>{"a destination square"} =
    square_p[push_square];

// Notation ①: up to two stick values, 此無, and the square the piece went back to; the reader
// refuses it, or resolves it on the board.
const auto values = stick_values[push_value] >> -stick_values[push_value] >>
                    -x3::lit("此無")[set_failed] >> -square_p[set_back_to];
const auto notation1_tail =
    values | (x3::lit("此無")[set_failed] >> -square_p[set_back_to]) | x3::eps;

const auto outcome = x3::rule<struct outcome_id>{
    outcome_name} = -square_p[push_square] >> x3::eps[mark_outcome] >> (result | notation1_tail);

const auto after_piece = destination > outcome;

const auto after_source =
    x3::rule<struct after_source_id>{"皇, a piece (船 兵 弓 車 虎 馬 筆 巫 将 王) or 片"} =
        (x3::lit("皇")[set_tam] > tam_squares) | (pieces[set_piece] > after_piece) |
        (x3::lit("片")[set_wildcard] > after_piece);

const auto drop_square = x3::rule<struct drop_square_id>{"the square of the drop"} =
    square_p[push_square];

const auto move = ((colors[set_drop_color] >> pieces[set_piece] > drop_square) |
                   (x3::lit("或")[set_unknown_color] >> pieces[set_piece] > drop_square) |
                   (square_p[push_square] > after_source))[is_move];

const auto capture = x3::lit("手") >> (-colors[set_capture_color] >> pieces[set_capture_piece]);

const auto number = x3::rule<struct number_id>{"a number (Pekzep numeral or -?[0-9]+)"} =
    x3::eps[mark_points] >>
    (pekzep::detail::integer[set_points] | x3::raw[-x3::lit('-') >> +x3::ascii::digit][set_arabic]);

const auto hand_name = x3::rule<struct hand_name_id>{"a hand name"} = hands[push_hand];

const auto end_season = x3::rule<struct end_season_id>{"終季 after the points"} =
    x3::lit("終季")[ta_xot];

const auto legacy_points = x3::rule<struct legacy_points_id>{"手 and the points after 終季"} =
    x3::lit("手") > number;

const auto current_end =
    x3::rule<struct current_end_id>{"再行, or 而手 and the points followed by 終季"} =
        (x3::lit("而手") > number > seps > end_season) | (seps >> x3::lit("再行")[ty_mok]);

const auto legacy_end =
    x3::rule<struct legacy_end_id>{"再行, or 終季 followed by 手 and the points"} =
        x3::lit("再行")[ty_mok] | (x3::lit("終季")[ta_xot] > seps > legacy_points);

const auto legacy_hand = x3::lit('(') > hand_name > x3::lit(')');

const auto declaration_body =
    x3::rule<struct declaration_body_id>{"a hand name, or (hand name) in the legacy syntax"} =
        ((+legacy_hand)[set_legacy] > seps > legacy_end) |
        (hand_name > *(x3::lit("加") > hand_name) > current_end);

const auto declaration =
    ((x3::lit("或")[set_anonymous] | name_p[set_name]) >> x3::lit("為")) > declaration_body;

const auto element = move | capture | comment_p[set_comment] | declaration |
                     season_ends[set_season] | x3::lit("星一周")[set_game_end];

}  // namespace

bool parse_escaped(const char*& first, const char* last, char open, char close,
                   const char*& text_first, const char*& text_last) noexcept {
  const char* p = first;
  std::size_t hashes = 0;
  while (p != last && *p == '#') ++p, ++hashes;
  if (p == last || *p != open) return false;
  const char* const body = ++p;
  for (; p != last; ++p) {
    if (*p == '\n' || *p == '\r') return false;
    if (*p != close) continue;
    const char* q = p + 1;
    std::size_t n = 0;
    while (n < hashes && q != last && *q == '#') ++q, ++n;
    if (n == hashes) {
      text_first = body;
      text_last = p;
      first = q;
      return true;
    }
  }
  return false;
}

namespace {

// What an expectation failure names, or a plain word when X3 gave a C++ type name (a parser
// left unnamed by mistake: the test over the fuzz corpus finds it, the user never sees it).
std::string readable_name(std::string which) {
  const bool internal = which.find("boost") != std::string::npos ||
                        which.find("::") != std::string::npos ||
                        which.find("_GLOBAL__N") != std::string::npos ||
                        (which.size() > 2 && which[0] == 'N' && which[1] >= '0' && which[1] <= '9');
  return internal ? std::string("the rest of the move") : which;
}

}  // namespace

bool parse_element(const char*& first, const char* last, raw_element& out, failure& why) {
  out = raw_element{};
  const char* p = first;
  try {
    // The context refers to `out`; calling the grammar through it, rather than through
    // x3::with, does not copy the grammar (and its symbol tables) on every call.
    const auto context = x3::make_context<out_tag>(out);
    if (element.parse(p, last, context, x3::unused, x3::unused)) {
      first = p;
      return true;
    }
    why = {first, {}};
  } catch (const x3::expectation_failure<const char*>& e) {
    why = {e.where(), readable_name(e.which())};
  }
  return false;
}

}  // namespace kifu::inline v0::cerke::detail
