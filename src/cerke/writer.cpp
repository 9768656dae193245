// Writing canonical CKKA notation ⓪, and the spellings of squares, pieces, colours, hands and
// seasons.
#include <array>

#include "kifu/cerke/ckka.hpp"
#include "kifu/pekzep.hpp"

namespace kifu::inline v0::cerke {
namespace {

constexpr std::array<std::string_view, 81> square_names = [] {
  // Rows A E I U O Y AI AU IA, each with the nine columns K L N T Z X C M P.
  return std::array<std::string_view, 81>{
      "KA",  "LA",  "NA",  "TA",  "ZA",  "XA",  "CA",  "MA",  "PA",  "KE",  "LE",  "NE",
      "TE",  "ZE",  "XE",  "CE",  "ME",  "PE",  "KI",  "LI",  "NI",  "TI",  "ZI",  "XI",
      "CI",  "MI",  "PI",  "KU",  "LU",  "NU",  "TU",  "ZU",  "XU",  "CU",  "MU",  "PU",
      "KO",  "LO",  "NO",  "TO",  "ZO",  "XO",  "CO",  "MO",  "PO",  "KY",  "LY",  "NY",
      "TY",  "ZY",  "XY",  "CY",  "MY",  "PY",  "KAI", "LAI", "NAI", "TAI", "ZAI", "XAI",
      "CAI", "MAI", "PAI", "KAU", "LAU", "NAU", "TAU", "ZAU", "XAU", "CAU", "MAU", "PAU",
      "KIA", "LIA", "NIA", "TIA", "ZIA", "XIA", "CIA", "MIA", "PIA"};
}();

constexpr std::array<std::string_view, 10> piece_names = {"船", "兵", "弓", "車", "虎",
                                                          "馬", "筆", "巫", "将", "王"};

constexpr std::array<std::string_view, 21> hand_names = {
    "無抗行処",   "同色無抗行処", "筆兵無傾", "同色筆兵無傾", "地心",         "同色地心", "馬弓兵",
    "同色馬弓兵", "行行",         "同色行行", "王",           "獣",           "同色獣",   "戦集",
    "同色戦集",   "助友",         "同色助友", "闇戦之集",     "同色闇戦之集", "撃皇",     "皇再来"};

constexpr std::array<std::string_view, 6> season_names = {"春", "夏", "秋", "冬", "上季", "下季"};

void append_piece(std::string& out, const std::optional<piece>& p) {
  out += p ? to_string(*p) : "片";
}

// The stick value as written: 或 for unknown, 無 for 0, else the numeral.
void append_heads(std::string& out, const std::optional<std::uint8_t>& heads) {
  if (!heads) {
    out += "或";
    return;
  }
  out += pekzep::format(*heads).view();
}

void append_water(std::string& out, const sticks& s) {
  out += "水";
  append_heads(out, s.heads);
  if (!s.success) out += "此無";
}

void append_bridge(std::string& out, const sticks& s) {
  out += "橋";
  append_heads(out, s.heads);
  if (!s.success) out += "此無";
}

void append_bracket(std::string& out, const std::optional<square>& s) {
  out += '[';
  out += s ? to_string(*s) : "或";
  out += ']';
}

struct move_writer {
  std::string& out;

  void head(square src, const std::optional<piece>& p) {
    out += to_string(src);
    append_piece(out, p);
  }
  void operator()(const no_step_no_stick& m) {
    head(m.src, m.moved);
    out += to_string(m.dest);
    out += "無撃裁";
  }
  void operator()(const no_step_water& m) {
    head(m.src, m.moved);
    out += to_string(m.dest);
    append_water(out, m.water);
  }
  void operator()(const step_no_stick& m) {
    head(m.src, m.moved);
    out += to_string(m.step);
    out += to_string(m.dest);
    out += "無撃裁";
  }
  void operator()(const step_water& m) {
    head(m.src, m.moved);
    out += to_string(m.step);
    out += to_string(m.dest);
    append_water(out, m.water);
  }
  void operator()(const step_bridge& m) {
    head(m.src, m.moved);
    out += to_string(m.step);
    out += to_string(m.dest);
    append_bridge(out, m.bridge);
  }
  void operator()(const step_bridge_water& m) {
    head(m.src, m.moved);
    out += to_string(m.step);
    out += to_string(m.dest);
    append_bridge(out, m.bridge);
    append_water(out, m.water);
  }
  void operator()(const parachute& m) {
    out += to_string(m.color);
    out += to_string(m.dropped);
    out += to_string(m.dest);
  }
  void operator()(const tam_no_step& m) {
    out += to_string(m.src);
    out += "皇";
    if (m.first_dest) append_bracket(out, m.first_dest);
    out += to_string(m.dest);
  }
  void operator()(const tam_step_unspecified& m) {
    out += to_string(m.src);
    out += "皇";
    out += to_string(m.step);
    out += to_string(m.dest);
  }
  void operator()(const tam_step_during_former& m) {
    out += to_string(m.src);
    out += "皇";
    out += to_string(m.step);
    append_bracket(out, m.first_dest);
    out += to_string(m.dest);
  }
  void operator()(const tam_step_during_latter& m) {
    out += to_string(m.src);
    out += "皇";
    append_bracket(out, m.first_dest);
    out += to_string(m.step);
    out += to_string(m.dest);
  }
};

// The fewest '#' around open…close that keep `text` unambiguous: the text may not contain the
// closing bracket followed by that many '#'.
std::size_t hashes_needed(std::string_view text, char close) {
  std::size_t n = 0;
  while (true) {
    std::string terminator(1, close);
    terminator.append(n, '#');
    if (text.find(terminator) == std::string_view::npos) return n;
    ++n;
  }
}

void append_escaped(std::string& out, std::string_view text, char open, char close) {
  const std::size_t n = hashes_needed(text, close);
  out.append(n, '#');
  out += open;
  out += text;
  out += close;
  out.append(n, '#');
}

void append_declaration(std::string& out, const declaration& d) {
  if (d.declarer)
    append_escaped(out, *d.declarer, '[', ']');
  else
    out += "或";
  out += "為";
  for (std::size_t i = 0; i < d.hands.size(); ++i) {
    if (i != 0) out += "加";
    out += d.hands[i].written_as_flush_king ? "同色王" : to_string(d.hands[i].hand);
  }
  if (d.action == declaration_action::ty_mok) {
    out += " 再行";
    return;
  }
  out += "而手";
  out += pekzep::format(d.points.value_or(0)).view();
  out += " 終季";
}

}  // namespace

std::string_view to_string(square s) noexcept {
  return square_names[static_cast<std::size_t>(s.row) * 9 + static_cast<std::size_t>(s.column)];
}
std::string_view to_string(piece p) noexcept {
  return piece_names[static_cast<std::size_t>(p)];
}
std::string_view to_string(color c) noexcept {
  return c == color::black ? "黒" : "赤";
}
std::string_view to_string(hand h) noexcept {
  return hand_names[static_cast<std::size_t>(h)];
}
std::string_view to_string(season s) noexcept {
  return season_names[static_cast<std::size_t>(s)];
}

record without_positions(record r) {
  for (auto& item : r.header) item.position = {};
  for (auto& e : r.body)
    std::visit(
        [](auto& element) {
          element.position = {};
          if constexpr (std::is_same_v<std::decay_t<decltype(element)>, move_element>)
            if (element.capture) element.capture->position = {};
        },
        e);
  return r;
}

std::string to_ckka(const move& m) {
  std::string out;
  std::visit(move_writer{out}, m);
  return out;
}

std::string write_ckka(const record& r) {
  std::string out;
  out.reserve(64 + r.header.size() * 40 + r.body.size() * 32);
  for (const auto& item : r.header) {
    std::string content;
    if (item.key) {
      content = *item.key + ":";
    } else if (item.value.find(':') != std::string::npos) {
      content = ":";
    }
    content += item.value;
    append_escaped(out, content, '{', '}');
    out += '\n';
  }
  if (r.players) {
    for (std::size_t i = 0; i < 2; ++i) {
      const auto& p = (*r.players)[i];
      if (i != 0) out += ' ';
      append_escaped(out, p.name, '[', ']');
      if (p.score_written) out += pekzep::format(p.score).view();
    }
    out += '\n';
  }
  for (const auto& element : r.body) {
    if (const auto* m = std::get_if<move_element>(&element)) {
      std::visit(move_writer{out}, m->move);
      if (m->comment) {
        out += ' ';
        append_escaped(out, *m->comment, '{', '}');
      }
      if (m->capture) {
        out += " 手";
        if (m->capture->color) out += to_string(*m->capture->color);
        out += to_string(m->capture->taken);
      }
    } else if (const auto* d = std::get_if<declaration>(&element)) {
      append_declaration(out, *d);
    } else if (const auto* s = std::get_if<season_end>(&element)) {
      out += to_string(s->season);
      out += "終";
    } else {
      out += "星一周";
    }
    out += '\n';
  }
  return out;
}

}  // namespace kifu::inline v0::cerke
