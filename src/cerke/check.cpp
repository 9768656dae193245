// Semantic checks of CKKA records, separate from the grammar: stick results, capture comments,
// declarations, the declared points and season-end comments.
#include <algorithm>
#include <utility>

#include "kifu/cerke/ckka.hpp"
#include "kifu/pekzep.hpp"

namespace kifu::inline v0::cerke {
namespace {

diagnostic at(const source_position& p, diagnostic_code code, std::string message) {
  return {code, severity::error, p.offset, p.line, p.column, std::move(message)};
}

// Why a move cannot capture, or nothing when it can.
const char* why_no_capture(const move& m) {
  struct visitor {
    const char* operator()(const parachute&) const { return "a drop never captures"; }
    const char* operator()(const tam_no_step&) const { return "the 皇 never captures"; }
    const char* operator()(const tam_step_unspecified&) const { return "the 皇 never captures"; }
    const char* operator()(const tam_step_during_former&) const { return "the 皇 never captures"; }
    const char* operator()(const tam_step_during_latter&) const { return "the 皇 never captures"; }
    const char* operator()(const step_bridge& b) const {
      return b.bridge.success ? nullptr : "the move failed (此無), so the piece stayed";
    }
    const char* water(const sticks& s) const {
      return s.success ? nullptr : "the water entry failed (此無), so the piece stayed";
    }
    const char* operator()(const no_step_water& w) const { return water(w.water); }
    const char* operator()(const step_water& w) const { return water(w.water); }
    const char* operator()(const step_bridge_water& w) const { return water(w.water); }
    const char* operator()(const no_step_no_stick&) const { return nullptr; }
    const char* operator()(const step_no_stick&) const { return nullptr; }
  };
  return std::visit(visitor{}, m);
}

// Whether a season-end comment may name the season with this index (0 for the first).
bool names_season(season s, std::size_t index) {
  if (s == season::upper) return index == 0;
  if (s == season::lower) return index == 1;
  return static_cast<std::size_t>(s) == index;
}

const sticks* bridge_of(const move& m) {
  if (const auto* b = std::get_if<step_bridge>(&m)) return &b->bridge;
  if (const auto* b = std::get_if<step_bridge_water>(&m)) return &b->bridge;
  return nullptr;
}

}  // namespace

diagnostic_list check_ckka(const record& r) {
  diagnostic_list out;
  std::int64_t rate = 1;
  bool move_since_declaration = false;
  bool game_ended = false;
  std::size_t seasons_ended = 0;
  bool after_ta_xot = false;  // the element before was a 終季
  for (const auto& e : r.body) {
    const bool follows_ta_xot = std::exchange(after_ta_xot, false);
    if (const auto* s = std::get_if<season_end>(&e)) {
      if (!follows_ta_xot)
        out.push_back(at(s->position, diagnostic_code::ckka_order,
                         std::string(to_string(s->season)) + "終 must follow a 終季"));
      else if (!names_season(s->season, seasons_ended - 1))
        out.push_back(at(s->position, diagnostic_code::ckka_order,
                         std::string(to_string(s->season)) + "終 after season " +
                             std::to_string(seasons_ended) +
                             " (seasons are 春 夏 秋 冬, or 上季 "
                             "下季)"));
      continue;
    }
    if (const auto* m = std::get_if<move_element>(&e)) {
      if (game_ended)
        out.push_back(at(m->position, diagnostic_code::ckka_order, "a move after 星一周"));
      if (const sticks* b = bridge_of(m->move); b && b->heads == 0 && b->success)
        out.push_back(at(m->position, diagnostic_code::ckka_sticks,
                         "橋無 is written as a success, but a stepping cast with no head never "
                         "lets the piece move (write 橋無此無)"));
      if (m->capture)
        if (const char* why = why_no_capture(m->move))
          out.push_back(
              at(m->capture->position, diagnostic_code::ckka_capture,
                 std::string("a capture comment after a move that cannot capture: ") + why));
      move_since_declaration = true;
      continue;
    }
    if (const auto* d = std::get_if<declaration>(&e)) {
      if (!move_since_declaration)
        out.push_back(at(d->position, diagnostic_code::ckka_order,
                         "a declaration must follow the move that formed the hand"));
      move_since_declaration = false;
      if (d->action == declaration_action::ty_mok) {
        rate = std::min<std::int64_t>(rate * 2, 64);
        continue;
      }
      std::int64_t sum = 0;
      for (const auto& h : d->hands) sum += value(h.hand);
      if (d->points && *d->points != rate * sum) {
        std::string hands;
        for (const auto& h : d->hands) {
          if (!hands.empty()) hands += " + ";
          hands += to_string(h.hand);
          hands += ' ';
          hands += std::to_string(value(h.hand));
        }
        out.push_back(at(d->position, diagnostic_code::ckka_points,
                         "declared 手" + std::string(pekzep::format(*d->points).view()) + " (" +
                             std::to_string(*d->points) + "), but rate ×" + std::to_string(rate) +
                             " times " + hands + " is " + std::to_string(rate * sum)));
      }
      rate = 1;
      ++seasons_ended;
      after_ta_xot = true;
      continue;
    }
    if (std::holds_alternative<game_end>(e)) game_ended = true;
  }
  return out;
}

}  // namespace kifu::inline v0::cerke
