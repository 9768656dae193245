// Reading search queries from JSON.
#include <algorithm>
#include <boost/regex.hpp>
#include <nlohmann/json.hpp>

#include "diagnostic_builder.hpp"
#include "excerpt.hpp"
#include "json_scan.hpp"
#include "kifu/shogi/names.hpp"
#include "kifu/tsume/query.hpp"
#include "tsume/move_token.hpp"
#include "tsume/regex_words.hpp"

namespace kifu::inline v0::tsume {

namespace {

using nlohmann::json;

// An error in the query, with the JSON path of the value at fault.
struct query_error {
  std::string path;
  std::string message;
  diagnostic_code code = diagnostic_code::query_syntax;
  std::size_t at = std::string::npos;  // the byte of the (string) value at fault; npos: all of it
};

// Throws, for a malformed regular expression at `path`, what is wrong with it and the byte of
// the expression where Boost.Regex stopped.
void check_regex(const std::string& value, const std::string& path) {
  try {
    boost::regex(value, boost::regex::perl);
  } catch (const boost::regex_error& e) {
    throw query_error{path, "is a malformed regular expression: " + detail::regex_problem(e, value),
                      diagnostic_code::query_pattern, static_cast<std::size_t>(e.position())};
  }
}

void check_keys(const json& j, const std::string& path,
                std::initializer_list<std::string_view> allowed) {
  if (!j.is_object()) throw query_error{path, "must be an object"};
  for (const auto& [key, value] : j.items()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
      std::string list;
      for (auto a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      throw query_error{
          path, "has an unknown key '" + kifu::detail::excerpt(key) + "' (known: " + list + ")"};
    }
  }
}

int to_int(const json& j, const std::string& path) {
  if (!j.is_number_integer()) throw query_error{path, "must be an integer"};
  if (j.is_number_unsigned()
          ? j.get<std::uint64_t>() > INT32_MAX
          : j.get<std::int64_t>() < INT32_MIN || j.get<std::int64_t>() > INT32_MAX)
    throw query_error{path, "is outside the 32-bit range"};
  return static_cast<int>(j.get<std::int64_t>());
}

int_range to_range(const json& j, const std::string& path) {
  if (j.is_number_integer()) return {to_int(j, path), to_int(j, path)};
  check_keys(j, path, {"min", "max"});
  int_range r;
  if (j.contains("min")) r.min = to_int(j["min"], path + ".min");
  if (j.contains("max")) r.max = to_int(j["max"], path + ".max");
  if (r.min && r.max && *r.min > *r.max)
    throw query_error{path, "has min " + std::to_string(*r.min) + " above max " +
                                std::to_string(*r.max) + ": no problem could match"};
  return r;
}

text_condition to_text(const json& j, const std::string& path) {
  if (j.is_string()) return {j.get<std::string>(), false};
  check_keys(j, path, {"text", "regex"});
  if (j.size() != 1) throw query_error{path, "needs exactly one of 'text' or 'regex'"};
  const bool regex = j.contains("regex");
  const json& v = regex ? j["regex"] : j["text"];
  if (!v.is_string()) throw query_error{path, "must hold a string"};
  if (regex) check_regex(v.get<std::string>(), path + ".regex");
  return {v.get<std::string>(), regex};
}

std::vector<int> to_codes(const json& j, const std::string& path) {
  if (j.is_number_integer()) return {to_int(j, path)};
  if (!j.is_array()) throw query_error{path, "must be an integer or an array of integers"};
  std::vector<int> codes;
  for (std::size_t i = 0; i < j.size(); ++i)
    codes.push_back(to_int(j[i], path + "[" + std::to_string(i) + "]"));
  return codes;
}

std::optional<shogi::square> to_square(const json& j, const std::string& path) {
  const std::string s = j.is_string()           ? j.get<std::string>()
                        : j.is_number_integer() ? j.dump()
                                                : "";
  if (s.size() == 2 && s[0] >= '1' && s[0] <= '9' && s[1] >= '1' && s[1] <= '9')
    return shogi::square{static_cast<std::uint8_t>(s[0] - '0'),
                         static_cast<std::uint8_t>(s[1] - '0')};
  throw query_error{path, "must be a square written as file and rank digits, such as \"82\""};
}

// 玉飛角金銀桂香歩 and the promoted names, which count as their base kind.
// The index 玉飛角金銀桂香歩 of a piece name; promoted names count as their base kind.
int kind_index(std::string_view name) {
  const auto kind = shogi::piece_kind_from_string(name);
  return kind ? static_cast<int>(tbase::kind_index(*kind)) : -1;
}

shogi::piece to_piece(const json& j, const std::string& path) {
  if (!j.is_string())
    throw query_error{path,
                      "must be a piece name such as \"玉\" (attacker) or \"v玉\" (defender), or "
                      "\"・\" for empty"};
  std::string_view name = j.get_ref<const std::string&>();
  if (name == "・" || name.empty()) return {};
  shogi::color side = shogi::color::black;
  if (name.starts_with("v")) {
    side = shogi::color::white;
    name.remove_prefix(1);
  }
  if (const auto kind = shogi::piece_kind_from_string(name)) return {side, *kind};
  throw query_error{path, "'" + kifu::detail::excerpt(name) + "' is not a piece name"};
}

move_group to_group(const json& j, const std::string& path) {
  check_keys(j, path, {"order", "times", "patterns"});
  move_group g;
  if (j.contains("order")) {
    const json& o = j["order"];
    const std::string s = o.is_string() ? o.get<std::string>() : "";
    if (s == "any")
      g.order = order::any;
    else if (s == "in_order")
      g.order = order::in_order;
    else if (s == "consecutive")
      g.order = order::consecutive;
    else
      throw query_error{path + ".order", "must be \"any\", \"in_order\" or \"consecutive\""};
  }
  if (j.contains("times")) {
    g.times = to_int(j["times"], path + ".times");
    if (g.times < 1) throw query_error{path + ".times", "must be 1 or more"};
  }
  if (!j.contains("patterns") || !j["patterns"].is_array() || j["patterns"].empty())
    throw query_error{path + ".patterns", "must be a non-empty array of patterns"};
  for (std::size_t i = 0; i < j["patterns"].size(); ++i) {
    const std::string p_path = path + ".patterns[" + std::to_string(i) + "]";
    const json& p = j["patterns"][i];
    check_keys(p, p_path, {"regex", "text", "token"});
    if (p.size() != 1) throw query_error{p_path, "needs exactly one of 'regex', 'text' or 'token'"};
    const auto only = p.begin();
    const std::string key = only.key();
    const json& value = only.value();
    if (!value.is_string()) throw query_error{p_path + "." + key, "must be a string"};
    const pattern_kind kind = key == "regex"  ? pattern_kind::regex
                              : key == "text" ? pattern_kind::text
                                              : pattern_kind::token;
    if (kind == pattern_kind::regex) check_regex(value.get<std::string>(), p_path + "." + key);
    if (kind == pattern_kind::token && !detail::is_move_token(value.get<std::string>()))
      throw query_error{p_path + "." + key,
                        "'" + kifu::detail::excerpt(value.get<std::string>()) +
                            "' is not a move token: " + std::string(detail::move_token_form),
                        diagnostic_code::query_pattern};
    g.patterns.push_back({kind, value.get<std::string>()});
  }
  return g;
}

query to_query(const json& j) {
  check_keys(j, "query", {"moves", "info", "diagram"});
  query q;
  if (j.contains("moves")) {
    const json& m = j["moves"];
    if (!m.is_array()) throw query_error{"query.moves", "must be an array of groups"};
    for (std::size_t i = 0; i < m.size(); ++i)
      q.moves.push_back(to_group(m[i], "query.moves[" + std::to_string(i) + "]"));
  }
  if (j.contains("info")) {
    const json& in = j["info"];
    const std::string p = "query.info";
    check_keys(in, p,
               {"author", "title", "source", "published", "original_source", "article",
                "move_count", "number", "completeness", "originality", "jissen_type"});
    const auto text = [&](const char* key, std::optional<text_condition>& out) {
      if (in.contains(key)) out = to_text(in[key], p + "." + key);
    };
    text("author", q.info.author);
    text("title", q.info.title);
    text("source", q.info.source);
    text("published", q.info.published);
    text("original_source", q.info.original_source);
    text("article", q.info.article);
    if (in.contains("move_count"))
      q.info.move_count = to_range(in["move_count"], p + ".move_count");
    if (in.contains("number")) q.info.number = to_range(in["number"], p + ".number");
    if (in.contains("completeness"))
      q.info.completeness = to_codes(in["completeness"], p + ".completeness");
    if (in.contains("originality"))
      q.info.originality = to_codes(in["originality"], p + ".originality");
    if (in.contains("jissen_type"))
      q.info.jissen_type = to_codes(in["jissen_type"], p + ".jissen_type");
  }
  if (j.contains("diagram")) {
    const json& d = j["diagram"];
    const std::string p = "query.diagram";
    check_keys(d, p, {"pieces", "squares", "king", "board_pieces", "final_pieces", "checkmate"});
    if (d.contains("pieces")) {
      const json& pieces = d["pieces"];
      if (!pieces.is_object())
        throw query_error{p + ".pieces", "must be an object such as {\"玉\": 1, \"金\": 4}"};
      for (const auto& [name, count] : pieces.items()) {
        const int k = kind_index(name);
        if (k < 0)
          throw query_error{p + ".pieces",
                            "has '" + kifu::detail::excerpt(name) + "', which is not a piece name"};
        q.diagram.pieces[static_cast<std::size_t>(k)] = to_int(count, p + ".pieces." + name);
      }
    }
    if (d.contains("squares")) {
      const json& squares = d["squares"];
      if (!squares.is_object())
        throw query_error{p + ".squares", "must be an object such as {\"82\": \"v玉\"}"};
      for (const auto& [key, value] : squares.items()) {
        const std::string at = p + ".squares." + key;
        q.diagram.squares.push_back({*to_square(json(key), at), to_piece(value, at)});
      }
    }
    if (d.contains("king")) q.diagram.king = to_square(d["king"], p + ".king");
    if (d.contains("board_pieces"))
      q.diagram.board_pieces = to_range(d["board_pieces"], p + ".board_pieces");
    if (d.contains("final_pieces"))
      q.diagram.final_pieces = to_range(d["final_pieces"], p + ".final_pieces");
    if (d.contains("checkmate")) {
      if (!d["checkmate"].is_boolean())
        throw query_error{p + ".checkmate", "must be true or false"};
      q.diagram.checkmate = d["checkmate"].get<bool>();
    }
  }
  return q;
}

// The byte of JSON `text` that holds byte `n` of the string value starting at `quote` (its
// opening quote): escapes count as the bytes they stand for; n past the end is its closing quote.
std::size_t byte_in_string(std::string_view text, std::size_t quote, std::size_t n) {
  std::size_t i = quote + 1;
  for (std::size_t decoded = 0; i < text.size() && text[i] != '"';) {
    std::size_t bytes = 1, width = 1;  // UTF-8 bytes it stands for, bytes of JSON it takes
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == 'u') {
      const unsigned long code = std::stoul(std::string(text.substr(i + 2, 4)), nullptr, 16);
      const bool pair = code >= 0xD800 && code <= 0xDBFF;  // a surrogate pair: two escapes
      bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3;
      width = pair ? 12 : 6;
    } else if (text[i] == '\\') {
      width = 2;
    }
    if (decoded + bytes > n) break;
    decoded += bytes;
    i += width;
  }
  return std::min(i, text.size());
}

// The diagnostic of `e` in query `text`: at its value, or at the byte of it at fault.
diagnostic placed(std::string_view text, const query_error& e) {
  if (e.at == std::string::npos)
    return kifu::detail::json_value_error(text, e.path, e.code, e.message, "query");
  const std::string_view path = std::string_view(e.path).substr(std::string_view("query").size());
  const std::size_t quote = kifu::detail::json_value_offset(text, path);
  return kifu::detail::diagnostic_builder(text).at(byte_in_string(text, quote, e.at), e.code,
                                                   severity::error, e.path + " " + e.message);
}

}  // namespace

parse_result<query> parse_query(std::string_view text) {
  if (const std::size_t deep = kifu::detail::json_too_deep_byte(text); deep != 0)
    return kifu::detail::json_syntax_error(text, deep, diagnostic_code::query_syntax,
                                           "the query nests arrays and objects more than " +
                                               std::to_string(kifu::detail::json_deepest_nesting) +
                                               " levels deep");
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    return kifu::detail::json_syntax_error(
        text, e.byte, diagnostic_code::query_syntax,
        std::string("the query is not valid JSON: ") + kifu::detail::json_error_words(e.what()));
  } catch (const json::exception& e) {  // a number out of range, say
    return kifu::detail::json_syntax_error(
        text, kifu::detail::json_quoted_number_byte(text, e.what()), diagnostic_code::query_syntax,
        std::string("the query cannot be read: ") + kifu::detail::json_error_words(e.what()));
  }
  try {
    return to_query(j);
  } catch (const query_error& e) {
    return placed(text, e);
  }
}

}  // namespace kifu::inline v0::tsume
