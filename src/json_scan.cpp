// Finding a value of JSON text by its path, and diagnostics placed at JSON values.
#include "json_scan.hpp"

#include <algorithm>

#include "diagnostic_builder.hpp"

namespace kifu::inline v0::detail {
namespace {

class scanner {
 public:
  explicit scanner(std::string_view text) noexcept : s_(text) {}

  std::size_t blanks(std::size_t i) const noexcept {
    while (i < s_.size() && (s_[i] == ' ' || s_[i] == '\t' || s_[i] == '\r' || s_[i] == '\n')) ++i;
    return i;
  }

  // The offset after the string that starts at `i` (at its opening quote).
  std::size_t string_end(std::size_t i) const noexcept {
    for (++i; i < s_.size(); ++i) {
      if (s_[i] == '\\')
        ++i;
      else if (s_[i] == '"')
        return i + 1;
    }
    return s_.size();
  }

  // The offset after the value that starts at `i`.
  std::size_t value_end(std::size_t i) const noexcept {
    if (i >= s_.size()) return i;
    if (s_[i] == '"') return string_end(i);
    if (s_[i] != '{' && s_[i] != '[') {
      while (i < s_.size() && std::string_view(",]} \t\r\n").find(s_[i]) == std::string_view::npos)
        ++i;
      return i;
    }
    int depth = 0;
    while (i < s_.size()) {
      const char c = s_[i];
      if (c == '"') {
        i = string_end(i);
        continue;
      }
      if (c == '{' || c == '[') ++depth;
      if ((c == '}' || c == ']') && --depth == 0) return i + 1;
      ++i;
    }
    return i;
  }

  // The value of key `key` in the object at `i`, or npos.
  std::size_t member(std::size_t i, std::string_view key) const noexcept {
    if (i >= s_.size() || s_[i] != '{') return std::string_view::npos;
    for (i = blanks(i + 1); i < s_.size() && s_[i] == '"';) {
      const std::size_t end = string_end(i);
      const std::string_view name = s_.substr(i + 1, end - i - 2);
      i = blanks(end);
      if (i >= s_.size() || s_[i] != ':') break;
      i = blanks(i + 1);
      if (name == key) return i;
      i = blanks(value_end(i));
      if (i >= s_.size() || s_[i] != ',') break;
      i = blanks(i + 1);
    }
    return std::string_view::npos;
  }

  // Element `index` of the array at `i`, or npos.
  std::size_t element(std::size_t i, std::size_t index) const noexcept {
    std::size_t found = std::string_view::npos;
    each_element(i, [&](std::size_t k, std::size_t at) {
      if (k == index) found = at;
      return k < index;
    });
    return found;
  }

  // Calls `visit(k, offset)` for the elements of the array at `i` in order, while it gives true.
  template <class Visit>
  void each_element(std::size_t i, Visit&& visit) const {
    if (i >= s_.size() || s_[i] != '[') return;
    i = blanks(i + 1);
    for (std::size_t k = 0; i < s_.size() && s_[i] != ']'; ++k) {
      if (!visit(k, i)) return;
      i = blanks(value_end(i));
      if (i >= s_.size() || s_[i] != ',') break;
      i = blanks(i + 1);
    }
  }

 private:
  std::string_view s_;
};

}  // namespace

std::size_t json_value_offset(std::string_view text, std::string_view path) noexcept {
  const scanner scan(text);
  std::size_t at = scan.blanks(0);
  while (!path.empty()) {
    std::size_t next = std::string_view::npos;
    if (path[0] == '[') {
      const std::size_t close = std::min(path.find(']'), path.size());
      std::size_t index = 0;
      for (char c : path.substr(1, close - 1))
        index = index * 10 + static_cast<std::size_t>(c - '0');
      next = scan.element(at, index);
      path.remove_prefix(std::min(close + 1, path.size()));
    } else {
      if (path[0] == '.') path.remove_prefix(1);
      const std::size_t end = std::min(path.find_first_of(".["), path.size());
      next = scan.member(at, path.substr(0, end));
      path.remove_prefix(end);
    }
    if (next == std::string_view::npos) break;
    at = next;
  }
  return at;
}

std::vector<std::size_t> json_element_offsets(std::string_view text, std::size_t array) {
  std::vector<std::size_t> out;
  scanner(text).each_element(array, [&](std::size_t, std::size_t at) {
    out.push_back(at);
    return true;
  });
  return out;
}

std::size_t json_member_offset(std::string_view text, std::size_t object,
                               std::string_view key) noexcept {
  return scanner(text).member(object, key);
}

std::size_t json_too_deep_byte(std::string_view text) noexcept {
  const scanner scan(text);
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      i = scan.string_end(i) - 1;
    } else if (c == '[' || c == '{') {
      if (++depth > json_deepest_nesting) return i + 1;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return 0;
}

std::size_t json_quoted_number_byte(std::string_view text, std::string_view what) noexcept {
  const std::size_t open = what.find('\'');
  const std::size_t close = what.rfind('\'');
  if (open == std::string_view::npos || close <= open + 1) return 1;
  const std::string_view number = what.substr(open + 1, close - open - 1);
  const scanner scan(text);
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '"') {
      i = scan.string_end(i);
    } else if (text.substr(i).starts_with(number)) {
      return i + 1;
    } else {
      ++i;
    }
  }
  return 1;
}

diagnostic json_syntax_error(std::string_view text, std::size_t byte, diagnostic_code code,
                             std::string message) {
  const std::size_t at = std::min(text.size(), byte > 0 ? byte - 1 : 0);
  return diagnostic_builder(text).at(at, code, severity::error, std::move(message));
}

diagnostic json_value_error(std::string_view text, std::string_view path, diagnostic_code code,
                            std::string message, std::string_view root) {
  std::string_view in_document = path;
  if (!root.empty() && in_document.starts_with(root)) in_document.remove_prefix(root.size());
  return diagnostic_builder(text).at(json_value_offset(text, in_document), code, severity::error,
                                     std::string(path) + " " + std::move(message));
}

std::string json_error_words(std::string_view what) {
  if (what.starts_with("[json.exception.")) {
    const std::size_t end = what.find("] ");
    if (end != std::string_view::npos) what.remove_prefix(end + 2);
  }
  if (what.starts_with("parse error")) {
    const std::size_t colon = what.find(": ");
    if (colon != std::string_view::npos) what.remove_prefix(colon + 2);
  }
  const auto after = [&](std::string_view words) {
    const std::size_t at = what.find(words);
    return at == std::string_view::npos ? std::string_view{} : what.substr(at + words.size());
  };
  // "syntax error while parsing object - unexpected end of input; expected '}'": what went
  // wrong, in the JSON's terms; the parser's "last read: '…'" shows the text the diagnostic's
  // place already points at.
  if (what.starts_with("syntax error while parsing ") && !after(" - ").empty()) {
    std::string out(after(" - "));
    if (const std::size_t last = out.find("; last read: "); last != std::string::npos) {
      const std::size_t rest = out.find("'; ", last);
      out.erase(last, rest == std::string::npos ? std::string::npos : rest + 1 - last);
    }
    if (out == "unexpected end of input" || out.starts_with("unexpected end of input;"))
      return "the text ends in the middle of the " +
             std::string(what.substr(27, what.find(" - ") - 27)) + out.substr(23);
    if (out.ends_with("; expected end of input")) return "text follows the JSON value";
    // The parser's grammar words, in a reader's: a "literal" is a value, a "string literal" a
    // text in double quotes.
    for (const auto& [parser, plain] :
         {std::pair<std::string_view, std::string_view>{"invalid literal; expected string literal",
                                                        "expected a name in double quotes"},
          {"expected string literal", "expected a name in double quotes"},
          {"invalid literal", "not a JSON value (a word must be true, false or null)"},
          {"or a literal", "or a value"}})
      if (const std::size_t at = out.find(parser); at != std::string::npos)
        out.replace(at, parser.size(), plain);
    return out;
  }
  // The wrong type where a value was read: "type must be number, but is string",
  // "cannot use operator[] with a numeric argument with number".
  const auto a = [](std::string_view type) {  // "a number", "an object"
    return (type.starts_with('a') || type.starts_with('o') ? "an " : "a ") + std::string(type);
  };
  if (const auto is = after("type must be "); !is.empty()) {
    const std::size_t but = is.find(", but is ");
    if (but != std::string_view::npos)
      return "is " + a(is.substr(but + 9)) + " where " + a(is.substr(0, but)) + " belongs";
  }
  if (const auto is = after("with a numeric argument with "); !is.empty())
    return "is " + a(is) + " where an array belongs";
  if (const auto is = after("with a string argument with "); !is.empty())
    return "is " + a(is) + " where an object belongs";
  if (const auto is = after("cannot use value() with "); !is.empty())
    return "is " + a(is) + " where an object belongs";
  return std::string(what);
}

}  // namespace kifu::inline v0::detail
