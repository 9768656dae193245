// What each record format cannot hold, counted over the whole tree of a record.
#include "kifu/shogi/conversion.hpp"

#include <algorithm>
#include <iterator>
#include <vector>

#include "counted.hpp"
#include "kifu/shogi/csa.hpp"
#include "shogi/csa_words.hpp"
#include "shogi/one_line.hpp"

namespace kifu::inline v0::shogi {
namespace {

// How many nodes of the record carry each thing some format cannot hold.
struct tally {
  std::size_t timed = 0, milliseconds = 0, specials = 0, bookmarks = 0, not_understood = 0;
  std::size_t footers = 0, respelled = 0;  // CSA words that KIF spells with another word
  std::size_t draws = 0;                   // plain draws (引き分け), which KIF has no word for
  std::size_t unworded = 0;   // special moves without a CSA word (封じ手, 不戦勝 …)
  std::size_t unspelled = 0;  // CSA words that KIF has no word for (%MATTA)
};

tally count(const record& r) {
  tally t;
  for (const record_node& n : r.nodes) {
    t.timed += n.time ? 1 : 0;
    t.milliseconds += n.time && n.time->milliseconds != 0 ? 1 : 0;
    t.specials += n.special != special_move::none ? 1 : 0;
    t.bookmarks += n.bookmarks.size();
    t.not_understood += n.unparsed.size();
    t.footers += n.footer ? 1 : 0;
    t.draws += n.special == special_move::draw ? 1 : 0;
    // JKF's words are CSA's: a special move without one is written in its own word, which JKF
    // readers do not know (a CSA word kept as read, %MATTA, is one of JKF's).
    t.unworded += n.special != special_move::none && !n.text.starts_with('%') &&
                          detail::code_of_special(r, n).empty()
                      ? 1
                      : 0;
    t.unspelled += n.text.starts_with('%') && n.special == special_move::unknown ? 1 : 0;
    // A CSA word whose special move KIF writes with a word that reads back as another CSA word.
    t.respelled += n.text.starts_with('%') && n.special != special_move::unknown &&
                           detail::code_of_special(r, n) != std::string_view(n.text).substr(1)
                       ? 1
                       : 0;
  }
  return t;
}

// What a USI line leaves out: everything but the main line's moves, in one warning.
diagnostic_list usi_losses(const record& r, const tally& t) {
  std::vector<std::string> lost;
  // 手合割 is the start position, which USI holds.
  const auto headers = static_cast<std::size_t>(std::count_if(
      r.headers.begin(), r.headers.end(), [](const header_entry& h) { return h.key != "手合割"; }));
  if (headers > 0) lost.push_back(kifu::detail::counted(headers, "header", "headers"));
  std::size_t comment_lines = 0, off_line = r.nodes.size();
  for (std::size_t i = 0; i < r.nodes.size(); ++i) {
    const text_lines comments = r.comments(i);
    comment_lines += static_cast<std::size_t>(std::distance(comments.begin(), comments.end()));
  }
  const auto line = r.main_line();
  off_line -= line.size() + 1;  // the start and the main line
  if (comment_lines > 0)
    lost.push_back(kifu::detail::counted(comment_lines, "comment line", "comment lines"));
  if (off_line > 0)
    lost.push_back(kifu::detail::counted(off_line, "move", "moves") + " of variations");
  if (t.timed > 0) lost.push_back(kifu::detail::counted(t.timed, "time", "times"));
  if (!line.empty() &&
      (r.nodes[line.back()].special != special_move::none || r.nodes[line.back()].footer))
    lost.emplace_back("the result");
  if (lost.empty()) return {};
  std::string message = "USI holds the main line's moves alone: ";
  for (std::size_t i = 0; i < lost.size(); ++i)
    message += (i == 0 ? "" : i + 1 == lost.size() ? " and " : ", ") + lost[i];
  return {
      {diagnostic_code::record_not_written, severity::warning, 0, 0, 0, message + " not written"}};
}

}  // namespace

std::string_view to_string(record_format f) noexcept {
  switch (f) {
    case record_format::kif:
      return "KIF";
    case record_format::ki2:
      return "KI2";
    case record_format::csa:
      return "CSA";
    case record_format::jkf:
      return "JKF";
    case record_format::usi:
      return "USI";
  }
  return "";
}

std::optional<record_format> record_format_from_string(std::string_view name) noexcept {
  for (const record_format f : {record_format::kif, record_format::ki2, record_format::csa,
                                record_format::jkf, record_format::usi}) {
    const std::string_view known = to_string(f);
    if (name.size() == known.size() &&
        std::equal(name.begin(), name.end(), known.begin(), [](char a, char b) {
          return (a >= 'a' && a <= 'z' ? static_cast<char>(a - 'a' + 'A') : a) == b;
        }))
      return f;
  }
  return std::nullopt;
}

diagnostic_list conversion_losses(const record& r, record_format format) {
  diagnostic_list out;
  if (format == record_format::csa) {
    // The CSA writer says what it leaves out; encoding problems are not losses of the format.
    const auto written = write_csa(r, {csa_version::v3_0, text_encoding::utf8, true});
    for (const auto& d : written.diagnostics())
      if (d.code == diagnostic_code::record_not_written) out.push_back(d);
    return out;
  }
  const tally t = count(r);
  const std::string name(to_string(format));
  if (format == record_format::usi) return usi_losses(r, t);
  const auto warn = [&](std::string message) {
    out.push_back(
        {diagnostic_code::record_not_written, severity::warning, 0, 0, 0, std::move(message)});
  };
  if (const std::size_t broken = detail::broken_one_line_fields(r);
      broken > 0 && (format == record_format::kif || format == record_format::ki2))
    warn(detail::line_breaks_written_as_spaces(broken));
  if (t.draws > 0 && (format == record_format::kif || format == record_format::ki2))
    warn(name + " has no word for a plain draw: " +
         kifu::detail::counted(t.draws, "引き分け is", "引き分け are") +
         " written 持将棋, the nearest");
  if (format == record_format::ki2) {
    if (t.timed > 0)
      warn("KI2 has no times: " + kifu::detail::counted(t.timed, "time", "times") + " not written");
    if (t.specials > 0)
      warn("KI2 has no special-move lines: " +
           kifu::detail::counted(t.specials, "special move", "special moves") +
           " (投了 …) stated by the まで line alone");
    return out;
  }
  if (t.milliseconds > 0)
    warn(name + " times are whole seconds: " +
         kifu::detail::counted(t.milliseconds, "time loses its", "times lose their") +
         " milliseconds");
  if (t.unspelled > 0 && format == record_format::kif)
    warn(kifu::detail::counted(t.unspelled, "CSA special move", "CSA special moves") + " that " +
         "KIF has no word for (%MATTA …) written as in CSA, which other KIF readers may not "
         "know");
  if (t.respelled > 0)
    warn(kifu::detail::counted(t.respelled, "CSA special move is", "CSA special moves are") +
         " written with " + name + "'s nearest word (%MAX_MOVES as 持将棋, %ERROR as 中断 …)");
  if (format == record_format::jkf) {
    if (t.unworded > 0)
      warn("JKF has no word for " +
           kifu::detail::counted(t.unworded, "special move", "special moves") +
           " (封じ手, 不戦勝, 不戦敗 or a word of the record's own): written as in KIF, which "
           "other JKF readers may not know");
    if (t.footers > 0)
      warn("JKF has no まで lines: " + kifu::detail::counted(t.footers, "line", "lines") +
           " not written (a special move keeps the result where the record has one)");
    if (t.bookmarks > 0)
      warn("JKF has no bookmarks: " + kifu::detail::counted(t.bookmarks, "bookmark", "bookmarks") +
           " not written");
    if (t.not_understood > 0)
      warn(kifu::detail::counted(t.not_understood, "line", "lines") +
           " the reader did not understand not written: JKF has no place for them");
    if (!r.program_lines.empty())
      warn(kifu::detail::counted(r.program_lines.size(), "# line", "# lines") +
           " not written: JKF has no place for them");
  }
  return out;
}

}  // namespace kifu::inline v0::shogi
