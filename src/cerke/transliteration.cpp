// Notations ② and ③, read by way of notation ①: the body is turned element by element into
// notation ① (② `TU dau2 XY.` → `TU虎XY`, `[JV] zau saup1 ua hop1 om2.` → `[JV]為獣而手三`,
// `ta xot1.` → `終季`; ③ `"mauAmaimy1"` → `MAU弓MAIMY一`, `"BVzi"` → `黒船ZI`), read with notation
// ① resolution, and every position is mapped back to the original text.
#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "cerke/text.hpp"
#include "cerke/transliteration.hpp"
#include "diagnostic_builder.hpp"
#include "excerpt.hpp"
#include "kifu/cerke/ckka.hpp"

namespace kifu::inline v0::cerke {
namespace {

struct word {
  std::string_view pekzep;  // one or more words separated by single spaces
  std::string_view kanji;
};

// Pieces, colours, stick values and numerals (used in moves and after 手).
constexpr std::array<word, 27> move_words = {{
    {"nuak1", "船"}, {"kauk2", "兵"}, {"gua2", "弓"},  {"kaun1", "車"}, {"dau2", "虎"},
    {"maun1", "馬"}, {"kua2", "筆"},  {"tuk2", "巫"},  {"uai1", "将"},  {"io", "王"},
    {"tam2", "皇"},  {"kok1", "赤"},  {"huok2", "黒"}, {"mun1", "無"},  {"et2", "一"},
    {"ik2", "二"},   {"om2", "三"},   {"om1", "三"},   {"ap1", "四"},   {"un1", "五"},
    {"net2", "六"},  {"nik2", "七"},  {"nom2", "八"},  {"nom1", "八"},  {"nap1", "九"},
    {"nun1", "十"},  {"kit1", "百"},
}};

// What follows a declaration, as an element of its own.
constexpr std::array<word, 2> action_words = {{{"ty mok1", "再行"}, {"ta xot1", "終季"}}};

// Words of declarations, longest first where one starts another.
constexpr std::array<word, 14> declaration_words = {{
    {"kua2 kauk2 mun1 aum2", "筆兵無傾"},
    {"huet kaik a dat2", "闇戦之集"},
    {"mun1 mak1 mok1 hue", "無抗行処"},
    {"maun1 gua2 kauk2", "馬弓兵"},
    {"huep2 hia1", "地心"},
    {"uaip2 hi1", "助友"},
    {"kaik dat2", "戦集"},
    {"mok1 mok1", "行行"},
    {"bap pok", "同色"},
    {"saup1", "獣"},
    {"io", "王"},
    {"zau", "為"},
    {"ua", "而"},
    {"hop1", "手"},
}};

bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
}

// Whether `text` at `at` starts with the words of `w` followed by a word boundary.
bool matches(std::string_view text, std::size_t at, std::string_view w) {
  return text.substr(at, w.size()) == w &&
         (at + w.size() == text.size() || !is_word_char(text[at + w.size()]));
}

class transliterator {
 public:
  explicit transliterator(std::string_view text) : in_(text) {}

  // Writes the notation ① text; false (with the offending offset) at an unknown word.
  bool run(std::size_t body, std::string& out, std::vector<offset_pair>& map, std::size_t& bad) {
    out.assign(in_.substr(0, body));
    map.push_back({0, 0});
    bool in_declaration = false, hands_open = false, last_was_hand = false;
    for (std::size_t i = body; i < in_.size();) {
      const char c = in_[i];
      const char* here = in_.data() + i;
      const char* end = in_.data() + in_.size();
      if (const std::size_t n = detail::separator_length(here, end)) {
        // Spaces part the words of an element; a period, other punctuation or a line break
        // ends the element.
        if (detail::space_length(here, end) == 0) {
          out += c == '\n' ? '\n' : ' ';
          in_declaration = hands_open = last_was_hand = false;
        }
        i += n;
        continue;
      }
      map.push_back({out.size(), i});
      if (c == '[' || c == '#') {  // a declarer's name, copied as written
        const char* first = in_.data() + i;
        const char* name_first = nullptr;
        const char* name_last = nullptr;
        if (!detail::parse_escaped(first, in_.data() + in_.size(), '[', ']', name_first,
                                   name_last)) {
          bad = i;
          return false;
        }
        const auto n = static_cast<std::size_t>(first - (in_.data() + i));
        out.append(in_.substr(i, n));
        i += n;
        continue;
      }
      if (c >= 'A' && c <= 'Z') {  // a square
        const char* first = in_.data() + i;
        square s;
        if (!detail::read_square(first, in_.data() + in_.size(), s)) {
          bad = i;
          return false;
        }
        out += to_string(s);
        i = static_cast<std::size_t>(first - in_.data());
        continue;
      }
      if (matches(in_, i, "zau")) in_declaration = hands_open = true;
      if (matches(in_, i, "ua") || matches(in_, i, "hop1")) hands_open = false;
      const word* found = find(action_words, i);
      if (found == nullptr && in_declaration) found = find(declaration_words, i);
      if (found == nullptr) found = find(move_words, i);
      if (found == nullptr) {
        bad = i;
        return false;
      }
      const bool flush = found->pekzep == "bap pok";
      const bool is_hand = hands_open && found->pekzep != "zau" && !flush;
      if (hands_open && (is_hand || flush) && last_was_hand) out += "加";
      // 手 after the hands is the current syntax's 而手.
      if (found->pekzep == "hop1" && (out.size() < 3 || out.substr(out.size() - 3) != "而"))
        out += "而";
      out += found->kanji;
      last_was_hand = is_hand;
      i += found->pekzep.size();
    }
    return true;
  }

 private:
  std::string_view in_;

  template <std::size_t N>
  const word* find(const std::array<word, N>& words, std::size_t at) const {
    for (const auto& w : words)
      if (matches(in_, at, w.pekzep)) return &w;
    return nullptr;
  }
};

// The pieces of notation ③ (cerke_noter): one capital letter each.
std::string_view piece_letter(char c) {
  switch (c) {
    case 'V':
      return "船";
    case 'P':
      return "兵";
    case 'A':
      return "弓";
    case 'C':
      return "車";
    case 'T':
      return "虎";
    case 'H':
      return "馬";
    case 'O':
      return "筆";
    case 'S':
      return "巫";
    case 'G':
      return "将";
    case 'K':
      return "王";
    case 'M':
      return "皇";
    default:
      return {};
  }
}

// Lower-case squares (`maimy`) as CKKA squares (`MAIMY`); false if they are not squares.
bool append_squares(std::string_view lower, std::string& out) {
  std::string upper(lower);
  for (char& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  const char* p = upper.data();
  const char* end = p + upper.size();
  while (p != end) {
    square s;
    if (!detail::read_square(p, end, s)) return false;
    out += to_string(s);
  }
  return true;
}

// One string of notation ③ as notation ①; false with the reason.
bool json_move(std::string_view s, std::string& out, std::string& why) {
  if (s.size() >= 3 && (s[0] == 'B' || s[0] == 'R') && !piece_letter(s[1]).empty()) {
    out += s[0] == 'B' ? "黒" : "赤";  // a drop
    out += piece_letter(s[1]);
    if (append_squares(s.substr(2), out)) return true;
    why = "'" + kifu::detail::excerpt(s.substr(2)) + "' is not a square";
    return false;
  }
  const std::size_t piece_at = s.find_first_of("VPACTHOSGKM");
  std::size_t digits_at = s.find_first_of("012345");
  if (digits_at == std::string_view::npos) digits_at = s.size();
  if (piece_at == std::string_view::npos || digits_at < piece_at ||
      s.find_first_not_of("012345", digits_at) != std::string_view::npos ||
      !append_squares(s.substr(0, piece_at), out)) {
    why = "not a move of notation ③ (lower-case squares, a piece letter, squares, stick values)";
    return false;
  }
  out += piece_letter(s[piece_at]);
  if (!append_squares(s.substr(piece_at + 1, digits_at - piece_at - 1), out)) {
    why = "not a move of notation ③ (lower-case squares, a piece letter, squares, stick values)";
    return false;
  }
  constexpr std::array<std::string_view, 6> values = {"無", "一", "二", "三", "四", "五"};
  for (std::size_t i = digits_at; i < s.size(); ++i)
    out += values[static_cast<std::size_t>(s[i] - '0')];
  return true;
}

// Notation ③: JSON strings separated by spaces, line breaks or punctuation. A declaration
// (`=tymor`, `=taxt=…`) ends the text: `stop` is where it stands, `why` says why.
bool json_strings(std::string_view in, std::size_t body, std::string& out,
                  std::vector<offset_pair>& map, std::size_t& bad, std::string& why,
                  std::size_t& stop) {
  out.assign(in.substr(0, body));
  map.push_back({0, 0});
  for (std::size_t i = body; i < in.size();) {
    const char* here = in.data() + i;
    if (const std::size_t n = detail::separator_length(here, in.data() + in.size())) {
      out += *here == '\n' ? '\n' : ' ';
      i += n;
      continue;
    }
    const std::size_t close = in[i] == '"' ? in.find('"', i + 1) : std::string_view::npos;
    const std::string_view s =
        close == std::string_view::npos ? std::string_view() : in.substr(i + 1, close - i - 1);
    if (close == std::string_view::npos || s.find_first_of("\\\n") != std::string_view::npos) {
      bad = i;
      why = "expected a JSON string such as \"mauAmaimy1\" on one line";
      return false;
    }
    if (const auto eq = s.find('='); eq != std::string_view::npos) {
      stop = i;
      why = "notation ③ does not record which hands a declaration (" + std::string(s.substr(eq)) +
            ") names, and CKKA needs them";
      return true;
    }
    map.push_back({out.size(), i});
    if (!json_move(s, out, why)) {
      bad = i;
      return false;
    }
    i = close + 1;
  }
  return true;
}

// The offset in the original text of offset `at` of the notation ① text.
std::size_t original_offset(const std::vector<offset_pair>& map, std::size_t at) {
  const auto it = std::upper_bound(map.begin(), map.end(), at,
                                   [](std::size_t a, const offset_pair& p) { return a < p.out; });
  if (std::prev(it) == map.begin()) return at;  // the header, copied as it is
  return std::prev(it)->in;
}

}  // namespace

std::size_t find_body_start(std::string_view text) {
  for (std::size_t line = 0; line < text.size();) {
    std::size_t q = line;
    while (q < text.size())
      if (const std::size_t n = detail::space_length(text.data() + q, text.data() + text.size()))
        q += n;
      else
        break;
    if (q < text.size() && (detail::column_index(text[q]) >= 0 || text[q] == '"')) return line;
    const std::size_t nl = text.find('\n', line);
    if (nl == std::string_view::npos) break;
    line = nl + 1;
  }
  return text.size();
}

namespace {

// Reads `text`, the notation ① form of `utf8`, and maps every position back through `map`.
parse_result<record> read_mapped(std::string_view utf8, const std::string& text,
                                 const std::vector<offset_pair>& map,
                                 const ckka_read_options& options) {
  ckka_read_options as_notation1 = options;
  as_notation1.notation = notation::one;
  auto r = read_ckka(text, as_notation1);
  parse_result<record> out;
  kifu::detail::diagnostic_builder place(utf8);
  const auto relocate = [&](std::size_t at) {
    const auto p = place.locate(original_offset(map, at));
    return source_position{p.offset, p.line, p.column};
  };
  for (auto d : r.diagnostics()) {
    const auto p = relocate(d.offset);
    d.offset = p.offset, d.line = p.line, d.column = p.column;
    out.add(std::move(d));
  }
  if (!r.has_value()) return out;
  record rec = std::move(r).value();
  for (auto& item : rec.header) item.position = relocate(item.position.offset);
  for (auto& e : rec.body)
    std::visit(
        [&](auto& element) {
          element.position = relocate(element.position.offset);
          if constexpr (std::is_same_v<std::decay_t<decltype(element)>, move_element>)
            if (element.capture)
              element.capture->position = relocate(element.capture->position.offset);
        },
        e);
  out.set_value(std::move(rec));
  return out;
}

diagnostic error_at(std::string_view utf8, std::size_t offset, std::string message) {
  return kifu::detail::diagnostic_builder(utf8).at(offset, diagnostic_code::ckka_syntax,
                                                   severity::error, std::move(message));
}

}  // namespace

parse_result<record> read_notation2(std::string_view utf8, const ckka_read_options& options) {
  std::string text;
  std::vector<offset_pair> map;
  std::size_t bad = 0;
  if (!transliterator(utf8).run(find_body_start(utf8), text, map, bad)) {
    std::size_t end = bad;
    while (end < utf8.size() && utf8[end] != ' ' && utf8[end] != '.' && utf8[end] != '\n') ++end;
    return error_at(utf8, bad,
                    "'" + kifu::detail::excerpt(utf8.substr(bad, end - bad)) +
                        "' is not a word of notation ② (pieces such as dau2, stick values such "
                        "as ap1, or zau, ua, hop1, ty mok1, ta xot1 and hand names)");
  }
  return read_mapped(utf8, text, map, options);
}

parse_result<record> read_notation3(std::string_view utf8, const ckka_read_options& options) {
  std::string text, why;
  std::vector<offset_pair> map;
  std::size_t bad = 0, stop = std::string_view::npos;
  if (!json_strings(utf8, find_body_start(utf8), text, map, bad, why, stop))
    return error_at(utf8, bad, why);
  auto r = read_mapped(utf8, text, map, options);
  if (stop != std::string_view::npos) r.add(error_at(utf8, stop, why));
  return r;
}

}  // namespace kifu::inline v0::cerke
