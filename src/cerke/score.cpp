// Hands from captured pieces, and season-by-season score tracking of CKKA records.
#include "kifu/cerke/score.hpp"

#include <algorithm>

#include "cerke/text.hpp"

namespace kifu::inline v0::cerke {
namespace {

using counts = std::array<std::uint8_t, 10>;  // indexed by piece

constexpr std::size_t index(piece p) noexcept {
  return static_cast<std::size_t>(p);
}

// How many of each profession one colour of the set has.
constexpr counts set_of_one_color = {1, 8, 2, 2, 2, 2, 2, 2, 2, 1};

struct requirement {
  hand plain, flush;
  counts need;
};

// 船 兵 弓 車 虎 馬 筆 巫 将 王
constexpr std::array<requirement, 9> requirements = {{
    {hand::unbeatable, hand::flush_unbeatable, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1}},
    {hand::social_order, hand::flush_social_order, {0, 1, 1, 0, 0, 0, 1, 1, 1, 0}},
    {hand::culture, hand::flush_culture, {0, 0, 0, 0, 0, 0, 1, 1, 1, 0}},
    {hand::cavalry, hand::flush_cavalry, {0, 1, 1, 0, 0, 1, 0, 0, 0, 0}},
    {hand::attack, hand::flush_attack, {1, 0, 0, 1, 0, 1, 0, 0, 0, 0}},
    {hand::animals, hand::flush_animals, {0, 0, 0, 0, 1, 1, 0, 0, 0, 0}},
    {hand::army, hand::flush_army, {0, 2, 0, 0, 0, 0, 0, 0, 1, 0}},
    {hand::comrades, hand::flush_comrades, {0, 2, 0, 1, 0, 0, 0, 0, 0, 0}},
    {hand::deadly_army, hand::flush_deadly_army, {0, 5, 0, 0, 0, 0, 0, 0, 0, 0}},
}};

// True when `have` forms `need`, each 王 beyond the ones `need` asks for standing in for one
// missing piece.
bool forms(const counts& have, const counts& need) noexcept {
  const std::size_t king = index(piece::king);
  if (have[king] < need[king]) return false;
  int missing = 0;
  for (std::size_t p = 0; p < king; ++p) missing += std::max(0, need[p] - have[p]);
  return missing <= have[king] - need[king];
}

std::string_view season_name(std::size_t i) {
  constexpr std::array<std::string_view, 4> names = {"春", "夏", "秋", "冬"};
  return names[i];
}

diagnostic at(const source_position& p, diagnostic_code code, std::string message,
              severity level = severity::error) {
  return {code, level, p.offset, p.line, p.column, std::move(message)};
}

// The first-mover colours of `{一位色:…}`, one per season (black: the IA side moves first).
std::vector<color> first_mover_colors(const record& r, parse_result<score_track>& out) {
  std::vector<color> colors;
  for (const auto& item : r.header)
    if (item.key == "一位色" && !detail::read_colors(item.value, colors))
      out.add(at(item.position, diagnostic_code::ckka_header,
                 "{一位色:…} should hold one 黒 or 赤 per season; the rest is ignored",
                 severity::warning));
  return colors;
}

}  // namespace

hand_evaluation evaluate_hands(std::span<const captured_piece> captured) {
  hand_evaluation result;
  std::array<counts, 2> by_color{};
  for (const auto& c : captured) ++by_color[static_cast<std::size_t>(c.color)][index(c.profession)];
  for (std::size_t col = 0; col < 2; ++col)
    for (std::size_t p = 0; p < 10; ++p)
      if (by_color[col][p] > set_of_one_color[p])
        result.too_many.push_back({static_cast<color>(col), static_cast<piece>(p)});
  if (!result.too_many.empty()) return result;
  counts all{};
  for (std::size_t p = 0; p < 10; ++p)
    all[p] = static_cast<std::uint8_t>(by_color[0][p] + by_color[1][p]);
  if (all[index(piece::king)] > 0) result.hands.push_back(hand::king);
  for (const auto& req : requirements) {
    if (forms(by_color[0], req.need) || forms(by_color[1], req.need))
      result.hands.push_back(req.flush);
    else if (forms(all, req.need))
      result.hands.push_back(req.plain);
  }
  for (const hand h : result.hands) result.score += value(h);
  return result;
}

parse_result<score_track> track_scores(const record& r) {
  parse_result<score_track> out;
  score_track track;
  if (r.players) {
    track.names = {(*r.players)[0].name, (*r.players)[1].name};
    track.initial = {(*r.players)[0].score, (*r.players)[1].score};
  } else {
    track.names = {"ia", "a"};
  }
  const std::vector<color> colors = first_mover_colors(r, out);
  // Without names, player 0 is the IA side; with names, the first-named player moves first in
  // the first season, so its side is the one the first colour names.
  const int side_of_first_player =
      r.players && !colors.empty() ? (colors[0] == color::black ? 0 : 1) : 0;
  const auto first_mover = [&](std::size_t season_index, int previous) -> int {
    if (season_index < colors.size()) {
      const int side = colors[season_index] == color::black ? 0 : 1;
      return side == side_of_first_player ? 0 : 1;
    }
    if (season_index == 0) return r.players ? 0 : -1;  // unknown without names or 一位色
    return previous < 0 ? -1 : 1 - previous;
  };

  std::array<std::int32_t, 2> scores = track.initial;
  std::size_t season_index = 0;
  std::int32_t rate = 1;
  int season_first = first_mover(0, -1);
  int last_mover = -1;
  std::size_t moves = 0;
  bool reported_over = false;
  for (const auto& e : r.body) {
    if (const auto* m = std::get_if<move_element>(&e)) {
      if (track.game_over && !reported_over) {
        out.add(at(m->position, diagnostic_code::ckka_order,
                   "a move after the game ended (" +
                       (season_index >= 4 ? std::string("after the fourth season")
                                          : "a player reached 40") +
                       ")"));
        reported_over = true;
      }
      last_mover = season_first < 0 ? -1 : static_cast<int>((season_first + moves) % 2);
      ++moves;
      continue;
    }
    const auto* d = std::get_if<declaration>(&e);
    if (d == nullptr || track.game_over) continue;
    int declarer = -1;
    if (d->declarer) {
      for (int i = 0; i < 2; ++i)
        if (track.names[static_cast<std::size_t>(i)] == *d->declarer) declarer = i;
      if (declarer < 0) {
        out.add(at(d->position, diagnostic_code::ckka_declarer,
                   "the declarer '" + *d->declarer + "' is not one of the players (" +
                       track.names[0] + ", " + track.names[1] + ")"));
        continue;
      }
    } else if (moves == 0) {
      out.add(at(d->position, diagnostic_code::ckka_order,
                 "a declaration before any move of the season"));
      continue;
    } else if (last_mover < 0) {
      out.add(at(d->position, diagnostic_code::ckka_declarer,
                 "cannot tell who declared 或為…: the record has neither a player line nor a "
                 "{一位色:…} header for this season"));
      continue;
    } else {
      declarer = last_mover;
    }
    if (d->action == declaration_action::ty_mok) {
      rate = std::min(rate * 2, 64);
      continue;
    }
    const std::int32_t points = d->points.value_or(0);
    const auto mine = static_cast<std::size_t>(declarer), theirs = 1 - mine;
    const std::int64_t transfer = std::clamp<std::int64_t>(points, -scores[mine], scores[theirs]);
    scores[mine] += static_cast<std::int32_t>(transfer);
    scores[theirs] -= static_cast<std::int32_t>(transfer);
    season_result s;
    s.season_index = season_index;
    s.season = static_cast<season>(season_index);
    s.declarer = track.names[mine];
    s.rate = rate;
    s.points = points;
    s.scores_after = scores;
    s.hands = d->hands;
    s.position = d->position;
    track.seasons.push_back(std::move(s));
    ++season_index;
    rate = 1;
    moves = 0;
    season_first = first_mover(season_index, season_first);
    track.game_over = scores[0] <= 0 || scores[1] <= 0 || season_index >= 4;
  }
  out.set_value(std::move(track));
  return out;
}

std::string write_tsv(const score_track& track) {
  std::string out = "season_index\tseason\tdeclarer\trate\tpoints\tscores_after\thands\n";
  for (const auto& s : track.seasons) {
    out += std::to_string(s.season_index);
    out += '\t';
    out += season_name(s.season_index);
    out += '\t';
    out += s.declarer;
    out += '\t';
    out += std::to_string(s.rate);
    out += '\t';
    out += std::to_string(s.points);
    out += '\t';
    for (std::size_t i = 0; i < 2; ++i) {
      if (i != 0) out += ';';
      out += track.names[i];
      out += '=';
      out += std::to_string(s.scores_after[i]);
    }
    out += '\t';
    for (std::size_t i = 0; i < s.hands.size(); ++i) {
      if (i != 0) out += "加";
      out += s.hands[i].written_as_flush_king ? "同色王" : to_string(s.hands[i].hand);
    }
    out += '\n';
  }
  return out;
}

}  // namespace kifu::inline v0::cerke
