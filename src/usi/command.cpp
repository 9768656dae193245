// The USI commands a GUI sends, read one line at a time; the mate engine's answers.
#include "kifu/usi/command.hpp"

#include <array>
#include <charconv>
#include <istream>
#include <string>
#include <utility>

#include "kifu/shogi/sfen.hpp"

namespace kifu::inline v0::usi {

namespace {

constexpr bool is_space(char c) noexcept {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The first word of `text` (after spaces) and what follows it (spaces removed from its start).
std::pair<std::string_view, std::string_view> split_word(std::string_view text) {
  std::size_t start = 0;
  while (start < text.size() && is_space(text[start])) ++start;
  std::size_t end = start;
  while (end < text.size() && !is_space(text[end])) ++end;
  std::size_t rest = end;
  while (rest < text.size() && is_space(text[rest])) ++rest;
  std::string_view tail = text.substr(rest);
  while (!tail.empty() && is_space(tail.back())) tail.remove_suffix(1);
  return {text.substr(start, end - start), tail};
}

constexpr std::array<std::pair<std::string_view, command_kind>, 10> words = {{
    {"usi", command_kind::usi},
    {"isready", command_kind::isready},
    {"setoption", command_kind::setoption},
    {"usinewgame", command_kind::usinewgame},
    {"position", command_kind::position},
    {"go", command_kind::go},
    {"stop", command_kind::stop},
    {"ponderhit", command_kind::ponderhit},
    {"gameover", command_kind::gameover},
    {"quit", command_kind::quit},
}};

// `text` without spaces at either end.
std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// setoption name NAME [value VALUE]: the name, and the value, may hold spaces.
void read_setoption(std::string_view rest, command& c) {
  const auto [word, after] = split_word(rest);
  if (word != "name") return;
  std::string_view name = after, value;
  for (std::size_t at = after.find(" value"); at != std::string_view::npos;
       at = after.find(" value", at + 1))
    if (at + 6 == after.size() || is_space(after[at + 6])) {
      name = after.substr(0, at);
      value = after.substr(at + 6);
      break;
    }
  c.name = std::string(trimmed(name));
  c.value = std::string(trimmed(value));
}

// go … mate TIME|infinite: the other limits (btime, byoyomi …) are a game engine's.
void read_go(std::string_view rest, command& c) {
  while (!rest.empty()) {
    auto [word, after] = split_word(rest);
    rest = after;
    if (word == "ponder" || word == "infinite") c.until_stopped = true;
    if (word != "mate") continue;
    c.mate = true;  // a `mate` given twice: the last one holds
    c.mate_time.reset();
    c.error.clear();
    auto [time, more] = split_word(rest);
    rest = more;
    if (time.empty() || time == "infinite") continue;
    std::int64_t ms = 0;
    const auto [end, error] = std::from_chars(time.data(), time.data() + time.size(), ms);
    if (error == std::errc{} && end == time.data() + time.size() && ms > 0)
      c.mate_time = std::chrono::milliseconds(ms);
    else
      c.error = "go mate: '" + std::string(time.substr(0, 40)) + (time.size() > 40 ? "…" : "") +
                "' is neither a time of 1 millisecond or more nor infinite";
  }
}

}  // namespace

command parse_command(std::string_view line) {
  // A byte-order mark, which some GUIs and editors put before the first line, is no word.
  if (line.starts_with("\xEF\xBB\xBF")) line.remove_prefix(3);
  command c;
  const auto [word, rest] = split_word(line);
  c.word = std::string(word);
  c.rest = std::string(rest);
  c.rest_offset = rest.empty() ? line.size() : static_cast<std::size_t>(rest.data() - line.data());
  if (word.empty()) {
    c.kind = command_kind::empty;
    return c;
  }
  for (const auto& [text, kind] : words)
    if (word == text) c.kind = kind;
  if (c.kind == command_kind::setoption) read_setoption(rest, c);
  if (c.kind == command_kind::go) read_go(rest, c);
  return c;
}

line_status read_line(std::istream& in, std::string& line) {
  line.clear();
  std::streambuf* buffer = in.rdbuf();
  bool too_long = false, any = false;
  for (;;) {
    const int c = buffer == nullptr ? std::char_traits<char>::eof() : buffer->sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      if (!any) return line_status::end;
      break;
    }
    any = true;
    if (c == '\n') break;
    if (line.size() < max_line_length)
      line.push_back(static_cast<char>(c));
    else
      too_long = true;
  }
  if (too_long) return line_status::too_long;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line_status::line;
}

}  // namespace kifu::inline v0::usi
