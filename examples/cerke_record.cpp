// Example: a cerke (机戦) record in CKKA notation ⓪. Reads it, lists the moves by kind, runs the
// semantic checks, prints the canonical text and the score after each season.
#include <kifu/cerke/ckka.hpp>
#include <kifu/cerke/score.hpp>

#include <iostream>

constexpr std::string_view text =
    "{一位色:黒}\n"
    "MAU弓MAIMY橋一\tME弓MIMU橋五\n"
    "ZO皇[ZY]ZAIZAU\tMU弓MYZY橋一此無\n"
    "ZAI船ZIZA橋三手赤王\n"
    "或為王\n再行\n"
    "TE虎ZA無撃裁手黒船\tMY弓MU無撃裁手黒弓\n"
    "ZAU皇XAU[ZAI]TY\tMU弓MI無撃裁手赤兵\n"
    "或為馬弓兵加王\n再行\n"
    "ZI船ZIA無撃裁手黒王\n"
    "或為王而手二十\n終季\t春終\n星一周\n";

int main() {
  using namespace kifu::cerke;
  const auto r = read_ckka(text);
  for (const auto& d : r.diagnostics()) std::cerr << kifu::format(d, "example") << '\n';
  if (!r.ok()) return 1;

  for (const auto& element : r->body)
    if (const auto* m = std::get_if<move_element>(&element)) {
      std::cout << m->position.line << ':' << m->position.column << ' ' << to_ckka(m->move);
      if (std::holds_alternative<parachute>(m->move)) std::cout << " (a drop)";
      if (m->capture) std::cout << " takes " << to_string(m->capture->taken);
      std::cout << '\n';
    }

  for (const auto& d : check_ckka(*r)) std::cerr << kifu::format(d, "example") << '\n';
  std::cout << write_ckka(*r);

  const auto scores = track_scores(*r);
  for (const auto& s : scores->seasons)
    std::cout << to_string(s.season) << ": " << s.declarer << " ×" << s.rate << " 手" << s.points
              << " -> " << s.scores_after[0] << '/' << s.scores_after[1] << '\n';
}
