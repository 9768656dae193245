// Taking "offset" and "limit" out of a search request's JSON object without moving other bytes.
#include "paging.hpp"

#include <charconv>
#include <string_view>
#include <vector>

namespace kifu_cli {
namespace {

bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// One member of the top-level object: its bytes [start, end), its key and its value's text.
struct member {
  std::size_t start, end;
  std::string_view key, value;
};

// The end of the string starting at `at` (past its closing quote), or npos.
std::size_t string_end(std::string_view s, std::size_t at) {
  for (std::size_t i = at + 1; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
    } else if (s[i] == '"') {
      return i + 1;
    }
  }
  return std::string_view::npos;
}

// The end of the value starting at `at`: the next ',' or '}' outside strings and brackets.
std::size_t value_end(std::string_view s, std::size_t at) {
  int depth = 0;
  for (std::size_t i = at; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"') {
      i = string_end(s, i);
      if (i == std::string_view::npos) return i;
      --i;
    } else if (c == '[' || c == '{') {
      ++depth;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    } else if ((c == ',' || c == '}') && depth == 0) {
      return i;
    }
  }
  return std::string_view::npos;
}

// The members of the top-level object and the commas between them; false when the text is not
// a well-formed object at this level (the query reader then says what is wrong).
bool members_of(std::string_view s, std::vector<member>& members,
                std::vector<std::size_t>& commas) {
  std::size_t i = 0;
  const auto skip = [&] {
    while (i < s.size() && blank(s[i])) ++i;
  };
  skip();
  if (i == s.size() || s[i] != '{') return false;
  ++i;
  skip();
  if (i < s.size() && s[i] == '}') return true;
  while (i < s.size()) {
    if (s[i] != '"') return false;
    const std::size_t start = i;
    const std::size_t key_end = string_end(s, i);
    if (key_end == std::string_view::npos) return false;
    i = key_end;
    skip();
    if (i == s.size() || s[i] != ':') return false;
    ++i;
    skip();
    const std::size_t end = value_end(s, i);
    if (end == std::string_view::npos) return false;
    std::size_t last = end;
    while (last > i && blank(s[last - 1])) --last;
    members.push_back(
        {start, last, s.substr(start + 1, key_end - start - 2), s.substr(i, last - i)});
    i = end;
    if (s[i] == '}') return true;
    commas.push_back(i);
    ++i;
    skip();
  }
  return false;
}

}  // namespace

std::optional<std::string> take_paging(std::string& json, paging& out, std::size_t largest) {
  std::vector<member> members;
  std::vector<std::size_t> commas;
  if (!members_of(json, members, commas)) return std::nullopt;
  std::vector<bool> kept(members.size(), true);
  for (std::size_t k = 0; k < members.size(); ++k) {
    const member& m = members[k];
    if (m.key != "offset" && m.key != "limit") continue;
    std::size_t value = 0;
    const auto [end, error] =
        std::from_chars(m.value.data(), m.value.data() + m.value.size(), value);
    if (error != std::errc() || end != m.value.data() + m.value.size())
      return "\"" + std::string(m.key) + "\" must be a whole number from 0, not " +
             std::string(m.value);
    if (m.key == "offset") {
      out.offset = value;
    } else if (value > largest) {
      return "\"limit\" is at most " + std::to_string(largest) + " results a page";
    } else {
      out.limit = value;
    }
    kept[k] = false;
  }
  // Blank the members taken and every comma, then put back the commas between kept members.
  for (std::size_t k = 0; k < members.size(); ++k)
    if (!kept[k])
      json.replace(members[k].start, members[k].end - members[k].start,
                   members[k].end - members[k].start, ' ');
  for (const std::size_t c : commas) json[c] = ' ';
  bool first = true;
  for (std::size_t k = 0; k < members.size(); ++k) {
    if (!kept[k]) continue;
    if (!first) json[commas[k - 1]] = ',';
    first = false;
  }
  return std::nullopt;
}

}  // namespace kifu_cli
