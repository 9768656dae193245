// Hands from captured pieces, and season-by-season score tracking of CKKA records.
#include "kifu/cerke/score.hpp"

#include <algorithm>

#include "cerke/text.hpp"
#include "excerpt.hpp"

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

namespace {

// The scores of a record followed season by season: who moved last, who declared, the rate.
class score_tracker {
 public:
  explicit score_tracker(const record& r) : r_(r) {
    name_players();
    colors_ = detail::first_mover_colors(r, [&](const header_item& item) {
      out_.add(at(item.position, diagnostic_code::ckka_header,
                  "{一位色:…} should hold one 黒 or 赤 per season; the rest is ignored",
                  severity::warning));
    });
    // Without names, player 0 is the IA side; with names, the first-named player moves first in
    // the first season, so its side is the one the first colour names.
    if (colors_.size() > 4)
      for (const auto& item : r.header)
        if (item.key == "一位色") {
          out_.add(at(item.position, diagnostic_code::ckka_header,
                      "{一位色:…} names " + std::to_string(colors_.size()) +
                          " seasons; a game has four (春 夏 秋 冬)",
                      severity::warning));
          break;
        }
    side_of_first_player_ =
        r.players && !colors_.empty() ? (detail::ia_side_first(colors_[0]) ? 0 : 1) : 0;
    scores_ = track_.initial;
    season_first_ = first_mover(0, -1);
  }

  // Follows the whole record.
  parse_result<score_track> run() {
    for (const auto& e : r_.body) {
      // A move after 星一周 is reported by check_ckka; once here would say it twice.
      if (const auto* end = std::get_if<game_end>(&e)) {
        if (!track_.game_over && !reported_over_)
          out_.add(at(end->position, diagnostic_code::ckka_order,
                      "星一周 ends the game after " + std::to_string(season_index_) +
                          " of its 4 seasons, while both players "
                          "still have points (" +
                          std::to_string(scores_[0]) + " and " + std::to_string(scores_[1]) + ")",
                      severity::warning));
        reported_over_ = true;
      }
      if (const auto* m = std::get_if<move_element>(&e))
        on_move(*m);
      else if (const auto* d = std::get_if<declaration>(&e); d != nullptr && !track_.game_over)
        on_declaration(*d);
    }
    out_.set_value(std::move(track_));
    return std::move(out_);
  }

 private:
  const record& r_;
  parse_result<score_track> out_;
  score_track track_;
  std::vector<color> colors_;
  int side_of_first_player_ = 0;
  std::array<std::int32_t, 2> scores_{};
  std::size_t season_index_ = 0;
  std::int32_t rate_ = 1;
  int season_first_ = -1;
  int last_mover_ = -1;
  std::size_t moves_ = 0;
  bool reported_over_ = false;

  // The players' names and starting scores (the sides' names without a player line).
  void name_players() {
    if (r_.players) {
      track_.names = {(*r_.players)[0].name, (*r_.players)[1].name};
      track_.initial = {(*r_.players)[0].score, (*r_.players)[1].score};
    } else {
      track_.names = {"ia", "a"};
    }
  }

  // The player who moves first in season `season_index` (-1: unknown), `previous` having moved
  // first in the season before.
  int first_mover(std::size_t season_index, int previous) const {
    if (season_index < colors_.size()) {
      const int side = detail::ia_side_first(colors_[season_index]) ? 0 : 1;
      return side == side_of_first_player_ ? 0 : 1;
    }
    if (season_index == 0) return r_.players ? 0 : -1;  // unknown without names or 一位色
    return previous < 0 ? -1 : 1 - previous;
  }

  // Counts a move (and reports the first one after the game ended).
  void on_move(const move_element& m) {
    if (track_.game_over && !reported_over_) {
      out_.add(at(m.position, diagnostic_code::ckka_order,
                  "a move after the game ended (" +
                      (season_index_ >= 4 ? std::string("after the fourth season")
                                          : "a player reached 40") +
                      ")"));
      reported_over_ = true;
    }
    last_mover_ = season_first_ < 0 ? -1 : static_cast<int>((season_first_ + moves_) % 2);
    ++moves_;
  }

  // The player who made declaration `d` (named, or else the last mover); -1 (reported) when
  // it cannot be told.
  int declarer_of(const declaration& d) {
    if (d.declarer) {
      for (int i = 1; i >= 0; --i) {  // the later name wins when both players share it
        if (track_.names[static_cast<std::size_t>(i)] != *d.declarer) continue;
        // The hand was formed by the move before the declaration: its player declares.
        if (moves_ > 0 && last_mover_ >= 0 && last_mover_ != i)
          out_.add(at(d.position, diagnostic_code::ckka_declarer,
                      "the declarer is " + kifu::detail::excerpt(*d.declarer) +
                          ", but the hand was formed by " +
                          track_.names[static_cast<std::size_t>(last_mover_)] +
                          ", who made the move before it"));
        return i;
      }
      out_.add(at(d.position, diagnostic_code::ckka_declarer,
                  "the declarer '" + kifu::detail::excerpt(*d.declarer) +
                      "' is not one of the players (" + track_.names[0] + ", " + track_.names[1] +
                      ")"));
      return -1;
    }
    if (moves_ == 0) {
      out_.add(at(d.position, diagnostic_code::ckka_order,
                  "a declaration before any move of the season"));
      return -1;
    }
    if (last_mover_ < 0) {
      out_.add(at(d.position, diagnostic_code::ckka_declarer,
                  "cannot tell who declared 或為…: the record has neither a player line nor a "
                  "{一位色:…} header for this season"));
      return -1;
    }
    return last_mover_;
  }

  // Doubles the rate (再行) or ends the season (終季) with the points moving between players.
  void on_declaration(const declaration& d) {
    const int declarer = declarer_of(d);
    if (declarer < 0) return;
    if (d.action == declaration_action::ty_mok) {
      rate_ = std::min(rate_ * 2, 64);
      return;
    }
    const std::int32_t points = d.points.value_or(0);
    const auto mine = static_cast<std::size_t>(declarer), theirs = 1 - mine;
    const std::int64_t transfer = std::clamp<std::int64_t>(points, -scores_[mine], scores_[theirs]);
    scores_[mine] += static_cast<std::int32_t>(transfer);
    scores_[theirs] -= static_cast<std::int32_t>(transfer);
    season_result s;
    s.season_index = season_index_;
    s.season = static_cast<season>(season_index_);
    s.declarer = track_.names[mine];
    s.rate = rate_;
    s.points = points;
    s.scores_after = scores_;
    s.hands = d.hands;
    s.position = d.position;
    track_.seasons.push_back(std::move(s));
    ++season_index_;
    rate_ = 1;
    moves_ = 0;
    season_first_ = first_mover(season_index_, season_first_);
    track_.game_over = scores_[0] <= 0 || scores_[1] <= 0 || season_index_ >= 4;
  }
};

}  // namespace

parse_result<score_track> track_scores(const record& r) {
  return score_tracker(r).run();
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
