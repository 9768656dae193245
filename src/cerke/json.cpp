// CKKA records as JSON (nlohmann::ordered_json keeps the field order readable).
#include <nlohmann/json.hpp>

#include "kifu/cerke/ckka.hpp"

namespace kifu::inline v0::cerke {
namespace {

using json = nlohmann::ordered_json;

json square_json(const std::optional<square>& s) {
  return s ? json(to_string(*s)) : json(nullptr);
}

json piece_json(const std::optional<piece>& p) {
  return p ? json(to_string(*p)) : json(nullptr);
}

json sticks_json(const sticks& s) {
  return {{"heads", s.heads ? json(*s.heads) : json(nullptr)}, {"success", s.success}};
}

void put_position(json& j, const source_position& p) {
  j["line"] = p.line;
  j["column"] = p.column;
}

struct move_json {
  json operator()(const no_step_no_stick& m) const {
    return {{"kind", "no_step_no_stick"},
            {"src", to_string(m.src)},
            {"piece", piece_json(m.moved)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const no_step_water& m) const {
    return {{"kind", "no_step_water"},
            {"src", to_string(m.src)},
            {"piece", piece_json(m.moved)},
            {"dest", to_string(m.dest)},
            {"water", sticks_json(m.water)}};
  }
  json operator()(const step_no_stick& m) const {
    return {{"kind", "step_no_stick"},
            {"src", to_string(m.src)},
            {"piece", piece_json(m.moved)},
            {"step", to_string(m.step)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const step_water& m) const {
    return {{"kind", "step_water"},         {"src", to_string(m.src)},
            {"piece", piece_json(m.moved)}, {"step", to_string(m.step)},
            {"dest", to_string(m.dest)},    {"water", sticks_json(m.water)}};
  }
  json operator()(const step_bridge& m) const {
    return {{"kind", "step_bridge"},        {"src", to_string(m.src)},
            {"piece", piece_json(m.moved)}, {"step", to_string(m.step)},
            {"dest", to_string(m.dest)},    {"bridge", sticks_json(m.bridge)}};
  }
  json operator()(const step_bridge_water& m) const {
    return {{"kind", "step_bridge_water"},  {"src", to_string(m.src)},
            {"piece", piece_json(m.moved)}, {"step", to_string(m.step)},
            {"dest", to_string(m.dest)},    {"bridge", sticks_json(m.bridge)},
            {"water", sticks_json(m.water)}};
  }
  json operator()(const parachute& m) const {
    return {{"kind", "parachute"},
            {"color", to_string(m.color)},
            {"piece", to_string(m.dropped)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const tam_no_step& m) const {
    return {{"kind", "tam_no_step"},
            {"src", to_string(m.src)},
            {"first_dest", square_json(m.first_dest)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const tam_step_unspecified& m) const {
    return {{"kind", "tam_step_unspecified"},
            {"src", to_string(m.src)},
            {"step", to_string(m.step)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const tam_step_during_former& m) const {
    return {{"kind", "tam_step_during_former"},
            {"src", to_string(m.src)},
            {"step", to_string(m.step)},
            {"first_dest", square_json(m.first_dest)},
            {"dest", to_string(m.dest)}};
  }
  json operator()(const tam_step_during_latter& m) const {
    return {{"kind", "tam_step_during_latter"},
            {"src", to_string(m.src)},
            {"first_dest", square_json(m.first_dest)},
            {"step", to_string(m.step)},
            {"dest", to_string(m.dest)}};
  }
};

json element_json(const body_element& e) {
  json j;
  if (const auto* m = std::get_if<move_element>(&e)) {
    j = {{"type", "move"}, {"move", std::visit(move_json{}, m->move)}};
    j["comment"] = m->comment ? json(*m->comment) : json(nullptr);
    if (m->capture) {
      j["capture"] = {
          {"color", m->capture->color ? json(to_string(*m->capture->color)) : json(nullptr)},
          {"piece", to_string(m->capture->taken)}};
    } else {
      j["capture"] = nullptr;
    }
    put_position(j, m->position);
  } else if (const auto* d = std::get_if<declaration>(&e)) {
    j = {{"type", d->action == declaration_action::ty_mok ? "ty_mok" : "ta_xot"}};
    j["declarer"] = d->declarer ? json(*d->declarer) : json(nullptr);
    json hands = json::array();
    for (const auto& h : d->hands)
      hands.push_back(h.written_as_flush_king ? "同色王" : to_string(h.hand));
    j["hands"] = std::move(hands);
    j["points"] = d->points ? json(*d->points) : json(nullptr);
    j["legacy_syntax"] = d->syntax == declaration_syntax::legacy;
    put_position(j, d->position);
  } else if (const auto* s = std::get_if<season_end>(&e)) {
    j = {{"type", "season_end"}, {"season", to_string(s->season)}};
    put_position(j, s->position);
  } else {
    j = {{"type", "game_end"}};
    put_position(j, std::get<game_end>(e).position);
  }
  return j;
}

}  // namespace

std::string write_json(const record& r) {
  json header = json::array();
  for (const auto& item : r.header)
    header.push_back({{"key", item.key ? json(*item.key) : json(nullptr)}, {"value", item.value}});
  json players = nullptr;
  if (r.players) {
    players = json::array();
    for (const auto& p : *r.players)
      players.push_back({{"name", p.name}, {"score", p.score}, {"score_written", p.score_written}});
  }
  json body = json::array();
  for (const auto& e : r.body) body.push_back(element_json(e));
  json j = {
      {"header", std::move(header)}, {"players", std::move(players)}, {"body", std::move(body)}};
  return j.dump(1) + "\n";
}

}  // namespace kifu::inline v0::cerke
