// USI engine output read and written word by word.
#include "kifu/usi/protocol.hpp"

#include <algorithm>
#include <charconv>

#include "kifu/encoding.hpp"

namespace kifu::inline v0::usi {

namespace {

// The words of a line, one at a time.
class words {
 public:
  explicit words(std::string_view line) : rest_(line) {}
  // The next word; empty at the end.
  std::string_view next() noexcept {
    skip_blanks();
    const std::size_t end = rest_.find_first_of(" \t");
    const std::string_view word = rest_.substr(0, end);
    rest_.remove_prefix(end == std::string_view::npos ? rest_.size() : end);
    return word;
  }
  // What is left, blanks before it skipped and after it trimmed.
  std::string_view rest() noexcept {
    skip_blanks();
    std::string_view r = rest_;
    while (!r.empty() && (r.back() == ' ' || r.back() == '\t' || r.back() == '\r'))
      r.remove_suffix(1);
    rest_ = {};
    return r;
  }
  // The words up to (not including) the first of `stops`, joined by single spaces.
  std::string until(std::initializer_list<std::string_view> stops) {
    std::string out;
    for (;;) {
      const std::string_view saved = rest_;
      const std::string_view w = next();
      if (w.empty()) break;
      bool stop = false;
      for (const std::string_view s : stops) stop |= w == s;
      if (stop) {
        rest_ = saved;
        break;
      }
      if (!out.empty()) out += ' ';
      out += w;
    }
    return out;
  }
  bool done() noexcept {
    skip_blanks();
    return rest_.empty() || rest_ == "\r";
  }

 private:
  void skip_blanks() noexcept {
    while (!rest_.empty() && (rest_.front() == ' ' || rest_.front() == '\t'))
      rest_.remove_prefix(1);
  }
  std::string_view rest_;
};

template <class T>
std::optional<T> number(std::string_view text) noexcept {
  if (!text.empty() && text.front() == '+') text.remove_prefix(1);
  T value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

void put(std::string& out, std::string_view key, const auto& value) {
  if (!value) return;
  out += ' ';
  out += key;
  out += ' ';
  out += std::to_string(*value);
}

}  // namespace

std::optional<info> parse_info(std::string_view line) {
  words w(line);
  if (w.next() != "info") return std::nullopt;
  info out;
  for (std::string_view key = w.next(); !key.empty(); key = w.next()) {
    if (key == "depth")
      out.depth = number<int>(w.next());
    else if (key == "seldepth")
      out.seldepth = number<int>(w.next());
    else if (key == "time")
      out.time_ms = number<std::int64_t>(w.next());
    else if (key == "nodes")
      out.nodes = number<std::int64_t>(w.next());
    else if (key == "nps")
      out.nps = number<std::int64_t>(w.next());
    else if (key == "hashfull")
      out.hashfull = number<int>(w.next());
    else if (key == "multipv")
      out.multipv = number<int>(w.next());
    else if (key == "currmove")
      out.currmove = std::string(w.next());
    else if (key == "string") {
      out.string = std::string(w.rest());
    } else if (key == "pv") {
      for (std::string_view m = w.next(); !m.empty(); m = w.next()) out.pv.emplace_back(m);
    } else if (key == "score") {
      score s;
      const std::string_view kind = w.next(), value = w.next();
      if (kind == "cp") {
        const auto v = number<std::int32_t>(value);
        if (!v) continue;
        s.value = *v;
      } else if (kind == "mate") {
        s.type = score::kind::mate;
        if (value == "+" || value == "-") {
          s.mate_sign = value == "+" ? 1 : -1;
        } else if (const auto v = number<std::int32_t>(value)) {
          s.value = *v;
          // `mate -0`: mated now (the plies are 0 and only the sign says so)
          if (*v == 0 && value.starts_with('-')) s.mate_sign = -1;
        } else {
          continue;
        }
      } else {
        continue;
      }
      out.score = s;
    } else if (key == "lowerbound" || key == "upperbound") {
      if (out.score) (key == "lowerbound" ? out.score->lowerbound : out.score->upperbound) = true;
    } else {
      w.next();  // an engine's own key (tbhits …) and its value
    }
  }
  return out;
}

std::string write_info(const info& i) {
  std::string out = "info";
  put(out, "depth", i.depth);
  put(out, "seldepth", i.seldepth);
  put(out, "time", i.time_ms);
  put(out, "nodes", i.nodes);
  put(out, "nps", i.nps);
  put(out, "hashfull", i.hashfull);
  put(out, "multipv", i.multipv);
  if (i.score) {
    const score& s = *i.score;
    if (s.type == score::kind::centipawns) {
      out += " score cp " + std::to_string(s.value);
    } else if (s.value == 0 && s.mate_sign != 0) {
      out += s.mate_sign > 0 ? " score mate +" : " score mate -";
    } else {
      out += " score mate " + std::to_string(s.value);
    }
    if (s.lowerbound) out += " lowerbound";
    if (s.upperbound) out += " upperbound";
  }
  if (!i.currmove.empty()) out += " currmove " + i.currmove;
  if (!i.pv.empty()) {
    out += " pv";
    for (const std::string& m : i.pv) out += ' ' + m;
  }
  if (!i.string.empty()) out += " string " + i.string;
  return out;
}

std::string write_info_string(std::string_view text) {
  constexpr std::size_t most = 1000;
  std::string out = "info string ";
  const std::size_t start = out.size();
  while (!text.empty() && out.size() - start < most) {
    const std::size_t bad = find_invalid_utf8(text);
    const std::string_view good = text.substr(0, bad);
    std::size_t take = std::min(good.size(), most - (out.size() - start));
    while (take > 0 && take < good.size() && (good[take] & 0xC0) == 0x80) --take;  // whole chars
    for (const char c : good.substr(0, take))
      out += static_cast<unsigned char>(c) < 0x20 || c == 0x7F ? ' ' : c;
    text.remove_prefix(take);
    if (take < good.size()) break;
    if (!text.empty()) {  // a byte that is not UTF-8, shown if all of \xNN fits
      if (out.size() - start + 4 > most) break;
      constexpr char hex[] = "0123456789ABCDEF";
      const auto byte = static_cast<unsigned char>(text.front());
      out += {'\\', 'x', hex[byte >> 4], hex[byte & 15]};
      text.remove_prefix(1);
    }
  }
  if (!text.empty()) out += "…";
  return out;
}

std::optional<bestmove> parse_bestmove(std::string_view line) {
  words w(line);
  if (w.next() != "bestmove") return std::nullopt;
  bestmove out;
  out.move = std::string(w.next());
  if (out.move.empty()) return std::nullopt;
  if (w.next() == "ponder") out.ponder = std::string(w.next());
  return out;
}

std::string write_bestmove(const bestmove& b) {
  return "bestmove " + b.move + (b.ponder.empty() ? "" : " ponder " + b.ponder);
}

std::optional<option> parse_option(std::string_view line) {
  words w(line);
  if (w.next() != "option" || w.next() != "name") return std::nullopt;
  option out;
  out.name = w.until({"type"});
  if (w.next() != "type") return std::nullopt;
  out.type = std::string(w.next());
  if (out.name.empty() || out.type.empty()) return std::nullopt;
  for (std::string_view key = w.next(); !key.empty(); key = w.next()) {
    const std::string value = w.until({"default", "min", "max", "var"});
    if (key == "default")
      out.default_value = value;
    else if (key == "min")
      out.min = number<std::int64_t>(value);
    else if (key == "max")
      out.max = number<std::int64_t>(value);
    else if (key == "var")
      out.vars.push_back(value);
  }
  return out;
}

std::string write_option(const option& o) {
  std::string out = "option name " + o.name + " type " + o.type;
  if (!o.default_value.empty()) out += " default " + o.default_value;
  put(out, "min", o.min);
  put(out, "max", o.max);
  for (const std::string& v : o.vars) out += " var " + v;
  return out;
}

std::optional<checkmate> parse_checkmate(std::string_view line) {
  words w(line);
  if (w.next() != "checkmate") return std::nullopt;
  checkmate out;
  const std::string_view first = w.next();
  if (first == "nomate")
    out.result = checkmate::kind::nomate;
  else if (first == "timeout")
    out.result = checkmate::kind::timeout;
  else if (first == "notimplemented")
    out.result = checkmate::kind::notimplemented;
  else if (first.empty())
    return std::nullopt;
  else
    for (std::string_view m = first; !m.empty(); m = w.next()) out.moves.emplace_back(m);
  return out;
}

std::string write_checkmate(const checkmate& c) {
  switch (c.result) {
    case checkmate::kind::nomate:
      return "checkmate nomate";
    case checkmate::kind::timeout:
      return "checkmate timeout";
    case checkmate::kind::notimplemented:
      return "checkmate notimplemented";
    case checkmate::kind::mate:
      break;
  }
  std::string out = "checkmate";
  for (const std::string& m : c.moves) out += ' ' + m;
  return out;
}

std::optional<id> parse_id(std::string_view line) {
  words w(line);
  if (w.next() != "id") return std::nullopt;
  id out;
  out.key = std::string(w.next());
  if (out.key.empty()) return std::nullopt;
  out.value = std::string(w.rest());
  return out;
}

std::string write_id(const id& i) {
  return "id " + i.key + (i.value.empty() ? "" : " " + i.value);
}

std::string check_option_value(const option& o, std::string_view value) {
  if (o.type == "spin") {
    const auto n = number<std::int64_t>(value);
    if (!n) return "a whole number";
    if ((o.min && *n < *o.min) || (o.max && *n > *o.max))
      return "a whole number from " + (o.min ? std::to_string(*o.min) : std::string("any")) +
             " to " + (o.max ? std::to_string(*o.max) : std::string("any"));
    return {};
  }
  if (o.type == "check")
    return value == "true" || value == "false" ? std::string() : std::string("true or false");
  if (o.type == "combo") {
    for (const std::string& v : o.vars)
      if (v == value) return {};
    std::string choices;
    for (const std::string& v : o.vars) choices += (choices.empty() ? "" : ", ") + v;
    return "one of " + choices;
  }
  return {};
}

}  // namespace kifu::inline v0::usi
