// Test helpers for CKKA: where the corpus lives, reading a text as a body alone, and records
// rendered in the JSON shapes in which the corpus keeps the two existing parsers' outputs
// (cetkaik_kiaak 0.1.10 and cerke_online_kiaak_parser 1.4.1; see tests/data/ckka/SOURCES.md), so
// that our reading can be compared with theirs element by element.
#pragma once

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "kifu/cerke/ckka.hpp"
#include "support/test_data.hpp"

namespace kifu::test {

/// tests/data/ckka.
inline std::filesystem::path ckka_dir() {
  return data_dir() / "ckka";
}

/// Reads `text` as a CKKA body alone (no header), with the default switches otherwise.
inline parse_result<cerke::record> read_body(std::string_view text) {
  cerke::ckka_read_options options;
  options.body_only = true;
  return cerke::read_ckka(text, options);
}

namespace detail {
using nlohmann::json;
using namespace kifu::cerke;

inline json optional_square(const std::optional<square>& s) {
  return s ? json(std::string(to_string(*s))) : json(nullptr);
}
inline json optional_piece(const std::optional<piece>& p) {
  return p ? json(std::string(to_string(*p))) : json(nullptr);
}
inline json heads(const sticks& s) {
  return s.heads ? json(*s.heads) : json(nullptr);
}

struct rust_move {
  json operator()(const no_step_no_stick& m) const {
    return {{"kind", "NoStepAndNoStick"},
            {"src", to_string(m.src)},
            {"prof", optional_piece(m.moved)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const no_step_water& m) const {
    return {{"kind", "NoStepAndWaterStick"},   {"src", to_string(m.src)},
            {"prof", optional_piece(m.moved)}, {"dest", to_string(m.dest)},
            {"water_stick", heads(m.water)},   {"water_success", m.water.success}};
  }
  json operator()(const step_no_stick& m) const {
    return {{"kind", "StepAndNoStick"},
            {"src", to_string(m.src)},
            {"prof", optional_piece(m.moved)},
            {"step", to_string(m.step)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const step_water& m) const {
    return {{"kind", "StepAndWaterStick"},     {"src", to_string(m.src)},
            {"prof", optional_piece(m.moved)}, {"step", to_string(m.step)},
            {"dest", to_string(m.dest)},       {"water_stick", heads(m.water)},
            {"water_success", m.water.success}};
  }
  json operator()(const step_bridge& m) const {
    return {{"kind", "StepAndBridgeStick"},      {"src", to_string(m.src)},
            {"prof", optional_piece(m.moved)},   {"step", to_string(m.step)},
            {"dest", to_string(m.dest)},         {"bridge_stick", heads(m.bridge)},
            {"bridge_success", m.bridge.success}};
  }
  json operator()(const step_bridge_water& m) const {
    return {{"kind", "StepAndBridgeStickAndWaterStick"},
            {"src", to_string(m.src)},
            {"prof", optional_piece(m.moved)},
            {"step", to_string(m.step)},
            {"dest", to_string(m.dest)},
            {"bridge_stick", heads(m.bridge)},
            {"water_stick", heads(m.water)},
            {"water_success", m.water.success}};
  }
  json operator()(const parachute& m) const {
    return {{"kind", "Parachute"},
            {"color", to_string(m.color)},
            {"prof", to_string(m.dropped)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const tam_no_step& m) const {
    return {{"kind", "TamNoStep"},
            {"src", to_string(m.src)},
            {"first_dest", optional_square(m.first_dest)},
            {"second_dest", to_string(m.dest)}};
  }
  json operator()(const tam_step_unspecified& m) const {
    return {{"kind", "TamStepUnspecified"},
            {"src", to_string(m.src)},
            {"step", to_string(m.step)},
            {"second_dest", to_string(m.dest)}};
  }
  json operator()(const tam_step_during_former& m) const {
    return {{"kind", "TamStepDuringFormer"},
            {"src", to_string(m.src)},
            {"step", to_string(m.step)},
            {"first_dest", optional_square(m.first_dest)},
            {"second_dest", to_string(m.dest)}};
  }
  json operator()(const tam_step_during_latter& m) const {
    return {{"kind", "TamStepDuringLatter"},
            {"src", to_string(m.src)},
            {"first_dest", optional_square(m.first_dest)},
            {"step", to_string(m.step)},
            {"second_dest", to_string(m.dest)}};
  }
};

inline json hand_names(const declaration& d, bool sorted) {
  std::vector<std::string> names;
  for (const auto& h : d.hands)
    names.emplace_back(h.written_as_flush_king ? "同色王" : to_string(h.hand));
  if (sorted) std::sort(names.begin(), names.end());
  return names;
}

// [row, column] as the TypeScript parser writes coordinates.
inline json ts_square(square s) {
  const std::string name(to_string(s));
  return json::array({name.substr(1), name.substr(0, 1)});
}

inline int ts_piece(piece p) {
  return static_cast<int>(p);  // 船 0, 兵 1, … 王 9: the same order
}

inline int ts_color(color c) {
  return c == color::red ? 0 : 1;
}

inline json ts_tam(const char* style, square src, const std::optional<square>& first_dest,
                   const std::optional<square>& step, square dest) {
  json m = {{"type", "TamMove"}, {"stepStyle", style}, {"src", ts_square(src)}};
  if (first_dest) m["firstDest"] = ts_square(*first_dest);
  if (step) m["step"] = ts_square(*step);
  m["secondDest"] = ts_square(dest);
  return {{"type", "tam_move"}, {"movement", m}};
}

struct ts_move {
  const move_element& element;

  json normal(square src, const std::optional<square>& step, square dest, json ciurl) const {
    json data = {{"type", step ? "SrcStepDst" : "SrcDst"}, {"src", ts_square(src)}};
    if (step) data["step"] = ts_square(*step);
    data["dest"] = ts_square(dest);
    json cc = {{"ciurl_event", std::move(ciurl)}};
    if (element.capture)
      cc["piece_capture"] = {{"color", ts_color(element.capture->color.value_or(color::red))},
                             {"prof", ts_piece(element.capture->taken)}};
    return {{"type", "normal_move"},
            {"movement", {{"type", "NonTamMove"}, {"data", data}}},
            {"ciurl_and_capture", cc}};
  }
  static json none() { return {{"type", "no_ciurl_event"}}; }
  static json water(const sticks& w) {
    return {{"type", "has_water_entry"}, {"water_entry_ciurl", heads(w)}};
  }
  json operator()(const no_step_no_stick& m) const { return normal(m.src, {}, m.dest, none()); }
  json operator()(const no_step_water& m) const {
    return normal(m.src, {}, m.dest, water(m.water));
  }
  json operator()(const step_no_stick& m) const { return normal(m.src, m.step, m.dest, none()); }
  json operator()(const step_water& m) const {
    return normal(m.src, m.step, m.dest, water(m.water));
  }
  json operator()(const step_bridge& m) const {
    return normal(m.src, m.step, m.dest,
                  {{"type", "only_stepping"},
                   {"stepping_ciurl", heads(m.bridge)},
                   {"infafterstep_success", m.bridge.success}});
  }
  json operator()(const step_bridge_water& m) const {
    json w = water(m.water);
    w["stepping_ciurl"] = heads(m.bridge);
    return normal(m.src, m.step, m.dest, w);
  }
  json operator()(const parachute& m) const {
    return {{"type", "from_hopzuo"},
            {"movement",
             {{"type", "NonTamMove"},
              {"data",
               {{"type", "FromHop1Zuo1"},
                {"color", ts_color(m.color)},
                {"prof", ts_piece(m.dropped)},
                {"dest", ts_square(m.dest)}}}}}};
  }
  json operator()(const tam_no_step& m) const {
    return ts_tam("NoStep", m.src, m.first_dest, std::nullopt, m.dest);
  }
  json operator()(const tam_step_unspecified& m) const {
    return ts_tam("StepsDuringLatter", m.src, std::nullopt, m.step, m.dest);
  }
  json operator()(const tam_step_during_former& m) const {
    return ts_tam("StepsDuringFormer", m.src, m.first_dest, m.step, m.dest);
  }
  json operator()(const tam_step_during_latter& m) const {
    return ts_tam("StepsDuringLatter", m.src, m.first_dest, m.step, m.dest);
  }
};
}  // namespace detail

/// The record in the neutral JSON rendering of cetkaik_kiaak's types (SOURCES.md).
inline nlohmann::json as_cetkaik_kiaak(const cerke::record& r) {
  using namespace detail;
  json info = json::array();
  for (const auto& item : r.header)
    info.push_back({{"key", item.key ? json(*item.key) : json(nullptr)}, {"value", item.value}});
  json players = nullptr;
  if (r.players)
    players = json::array({{{"name", (*r.players)[0].name}, {"point", (*r.players)[0].score}},
                           {{"name", (*r.players)[1].name}, {"point", (*r.players)[1].score}}});
  json body = json::array();
  for (const auto& e : r.body) {
    if (const auto* m = std::get_if<move_element>(&e)) {
      body.push_back({{"type", "move"}, {"move", std::visit(rust_move{}, m->move)}});
      if (m->capture)
        body.push_back({{"type", "capture_comment"}, {"prof", to_string(m->capture->taken)}});
    } else if (const auto* d = std::get_if<declaration>(&e)) {
      json j = {{"type", d->action == declaration_action::ty_mok ? "tymok" : "taxot"},
                {"player", d->declarer ? json(*d->declarer) : json(nullptr)},
                {"hands_sorted", hand_names(*d, true)}};
      if (d->points) j["score"] = *d->points;
      body.push_back(std::move(j));
    } else if (const auto* s = std::get_if<season_end>(&e)) {
      body.push_back({{"type", "season_end"}, {"season", to_string(s->season)}});
    } else {
      body.push_back({{"type", "game_end"}});
    }
  }
  return {{"header", {{"info", info}, {"players", players}}}, {"body", body}};
}

/// The record in cerke_online_kiaak_parser's own `Parsed` JSON.
inline nlohmann::json as_cerke_online_kiaak(const cerke::record& r) {
  using namespace detail;
  json out = json::object();
  for (const auto& item : r.header) {
    if (item.key == "一位色") out["starting_players"] = item.value;
    if (item.key == "始時") out["starting_time"] = item.value;
    if (item.key == "終時") out["ending_time"] = item.value;
  }
  json body = json::array();
  for (const auto& e : r.body) {
    if (const auto* m = std::get_if<move_element>(&e)) {
      body.push_back(std::visit(ts_move{*m}, m->move));
    } else if (const auto* d = std::get_if<declaration>(&e)) {
      if (d->action == declaration_action::ty_mok) {
        body.push_back({{"type", "before_tymok"}, {"hands", hand_names(*d, false)}});
        body.push_back({{"type", "go_again"}});
      } else {
        body.push_back(
            {{"type", "before_taxot"}, {"hands", hand_names(*d, false)}, {"score", *d->points}});
        body.push_back({{"type", "end_season"}});
      }
    } else if (const auto* s = std::get_if<season_end>(&e)) {
      body.push_back({{"type", "season_ends"}, {"season", static_cast<int>(s->season)}});
    } else {
      body.push_back({{"type", "game_set"}});
    }
  }
  out["parsed_bodies"] = std::move(body);
  return out;
}

}  // namespace kifu::test
