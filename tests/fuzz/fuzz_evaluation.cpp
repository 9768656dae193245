// Fuzz harness: engine evaluations in comments (floodgate's `**` lines, ShogiHome's `#…=`
// lines), read against the position after 7g7f 3c3d. What is read has a legal reading line, and
// written in ShogiHome's form it reads back the same; in floodgate's form, its score and line.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "kifu/shogi/evaluation.hpp"
#include "kifu/shogi/sfen.hpp"

using namespace kifu::shogi;

namespace {

// The input as comment lines (each ended by '\n', as a record keeps them).
std::string as_lines(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  if (!text.empty() && text.back() != '\n') text += '\n';
  return text;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += l + '\n';
  return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const position after = parse_usi_position("startpos moves 7g7f 3c3d").value();
  constexpr square last_to{3, 4};  // 3c3d went to 3四: a reading line may start 同 there
  const std::string text = as_lines(data, size);
  const auto e = read_evaluation(text_lines(text), after, last_to);
  const auto unreadable = unreadable_evaluation_line(text_lines(text));
  if (unreadable && !is_evaluation_line(*unreadable) && !unreadable->starts_with("** "))
    std::abort();  // only a line of an evaluation's shape is named
  if (!e) return 0;
  position p = after;
  for (const move& m : e->pv) {
    if (!p.is_legal(m)) std::abort();
    p.play(m);
  }
  if (e->mate && e->mate_sign == 0 && *e->mate == 0) std::abort();
  if (e->engine.find('\n') != std::string::npos) std::abort();
  const std::string home = joined(evaluation_lines(*e, after, evaluation_form::shogihome, last_to));
  if (read_evaluation(text_lines(home), after, last_to) != e) std::abort();
  if (unreadable_evaluation_line(text_lines(home))) std::abort();  // what kifu writes reads
  if (e->score && !e->mate) {
    const std::string flood = joined(evaluation_lines(*e, after, evaluation_form::floodgate));
    const auto back = read_evaluation(text_lines(flood), after, last_to);
    const std::int32_t clamped = std::clamp(*e->score, -99999, 99999);  // ±100000: a mate
    if (!back || back->score != clamped || back->pv != e->pv) std::abort();
  }
  const auto quick = read_evaluation_score(text_lines(text));  // needs a score or a mate
  if ((e->score || e->mate) && (!quick || quick->score != e->score || quick->mate != e->mate))
    std::abort();
  return 0;
}
