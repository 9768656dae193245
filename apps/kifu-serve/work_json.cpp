// A work as kifu serve's JSON API and page show it.
#include "work_json.hpp"

#include <array>

#include "kifu/shogi/diagram.hpp"
#include "kifu/shogi/notation.hpp"
#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/rem.hpp"

namespace kifu_cli {

using nlohmann::json;

namespace {

template <class E>
json optional_code(const std::optional<E>& v) {
  return v ? json(static_cast<int>(*v)) : json(nullptr);
}

// 完全, 余早詰 … for a 完全性 code.
json completeness_name(const std::optional<kifu::tbase::completeness>& c) {
  static constexpr std::array<const char*, 5> names = {"完全", "余早詰", "不詰", "不詰・余早詰",
                                                       "変長"};
  const auto k = c ? static_cast<std::size_t>(*c) : names.size();
  return k < names.size() ? json(names[k]) : json(nullptr);
}

json square_text(kifu::shogi::square s) {
  return std::to_string(s.file) + std::to_string(s.rank);
}

// The colour names the page styles a comment with ($1–$7).
const char* color_name(kifu::tbase::rem_color c) {
  using kifu::tbase::rem_color;
  switch (c) {
    case rem_color::blue:
      return "blue";
    case rem_color::red:
      return "red";
    case rem_color::purple:
      return "purple";
    case rem_color::green:
      return "green";
    case rem_color::cyan:
      return "cyan";
    case rem_color::yellow:
      return "yellow";
    case rem_color::white:
      return "white";
    case rem_color::none:
      break;
  }
  return nullptr;
}

// A URL path segment: bytes other than letters, digits and -._~ percent-encoded.
std::string url_segment(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if ((u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || c == '-' ||
        c == '.' || c == '_' || c == '~') {
      out += c;
    } else {
      out += '%';
      out += hex[u >> 4];
      out += hex[u & 15];
    }
  }
  return out;
}

}  // namespace

json work_summary(const work_library& library, std::size_t i) {
  const kifu::tsume::problem& p = library.work(i);
  return {{"set", library.set_name(i)},
          {"number", p.number},
          {"author", p.author},
          {"title", p.title},
          {"source", p.source},
          {"published", p.published},
          {"move_count", p.move_count ? json(*p.move_count) : json(nullptr)},
          {"moves", p.moves},
          {"completeness", optional_code(p.completeness)},
          {"completeness_name", completeness_name(p.completeness)},
          {"checkmate", p.checkmate},
          {"diagram", "/api/work/" + url_segment(library.set_name(i)) + "/" +
                          std::to_string(p.number) + "/diagram.svg"}};
}

json work_details(const work_library& library, std::size_t i) {
  const kifu::tsume::problem& p = library.work(i);
  json j = work_summary(library, i);
  j["original_source"] = p.original_source;
  j["article"] = p.article;
  j["originality"] = optional_code(p.originality);
  j["jissen_type"] = optional_code(p.jissen_type);
  j["king_square"] = p.king_square ? square_text(*p.king_square) : json(nullptr);
  j["solved"] = p.solved;
  const auto start = library.start(i);
  j["sfen"] = start ? json(kifu::shogi::to_sfen(*start)) : json(nullptr);
  j["svg"] = start ? json(*work_svg(library, i, 0)) : json(nullptr);
  json plies = json::array(), usi = json::array(), text = json::array();
  if (start) {
    const auto moves = library.solution(i);
    const auto tsume = kifu::shogi::to_tsume_moves(moves, *start);
    kifu::shogi::position position = *start;
    std::optional<kifu::shogi::square> previous;
    for (std::size_t k = 0; k < moves.size(); ++k) {
      const auto& m = moves[k];
      json ply{{"ply", k + 1},
               {"ki2", kifu::shogi::to_ki2(m, position, previous)},
               {"tsume", k < tsume.size() ? json(tsume[k]) : json(nullptr)},
               {"usi", kifu::shogi::to_usi(m)},
               {"to", square_text(m.to())},
               {"from", m.is_drop() ? json(nullptr) : square_text(m.from())}};
      position.play(m);
      previous = m.to();
      ply["sfen"] = kifu::shogi::to_sfen(position);
      usi.push_back(ply["usi"]);
      text.push_back(ply["ki2"]);
      plies.push_back(std::move(ply));
    }
  }
  j["moves_usi"] = std::move(usi);
  j["moves_text"] = std::move(text);
  j["plies"] = std::move(plies);
  kifu::tbase::rem_section section;
  section.lines = library.comment(i);
  json spans = json::array();
  for (const auto& s : kifu::tbase::colored_spans(section)) {
    const char* color = color_name(s.color);
    spans.push_back(
        {{"line", s.line}, {"color", color ? json(color) : json(nullptr)}, {"text", s.text}});
  }
  j["comment"] = section.lines;
  j["comment_spans"] = std::move(spans);
  return j;
}

std::optional<std::string> work_svg(const work_library& library, std::size_t i, int ply) {
  const auto start = library.start(i);
  if (!start || ply < 0) return std::nullopt;
  kifu::shogi::position position = *start;
  kifu::shogi::diagram_options options;
  options.tsume = true;
  if (ply > 0) {
    const auto moves = library.solution(i);
    if (static_cast<std::size_t>(ply) > moves.size()) return std::nullopt;
    for (int k = 0; k < ply; ++k) position.play(moves[k]);
    const auto& last = moves[ply - 1];
    options.last_move = last.to();
    if (!last.is_drop()) options.last_move_from = last.from();
  }
  return kifu::shogi::write_svg(position, options);
}

}  // namespace kifu_cli
