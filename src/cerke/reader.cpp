// Reading CKKA files: the file frame (BOM, line ends), the header items and the player line by
// hand, the body element by element through the X3 grammar (grammar.cpp), and the classification
// of each raw move into one of the eleven move kinds with the constraints of the EBNF. Notation ①
// moves are kept for resolution on the board (board.cpp); notations ② and ③ go through
// transliteration.cpp.
#include <algorithm>
#include <cstring>
#include <limits>
#include <utility>

#include "cerke/grammar.hpp"
#include "cerke/notation1.hpp"
#include "cerke/text.hpp"
#include "cerke/transliteration.hpp"
#include "diagnostic_builder.hpp"
#include "encoding/code_point.hpp"
#include "excerpt.hpp"
#include "kifu/cerke/ckka.hpp"
#include "kifu/encoding.hpp"
#include "kifu/pekzep.hpp"

namespace kifu::inline v0::cerke {
namespace {

constexpr std::size_t max_errors = 100;

// The UTF-8 character at p, for messages ("end of line" at a line break or the end).
std::string_view character_at(const char* p, const char* end) {
  if (p == end) return "end of input";
  if (*p == '\n' || *p == '\r') return "end of line";
  const auto len =
      static_cast<std::ptrdiff_t>(kifu::detail::sequence_length(static_cast<unsigned char>(*p)));
  return {p, static_cast<std::size_t>(std::min(len, end - p))};
}

std::string quoted(std::string_view s) {
  if (s == "end of input" || s == "end of line") return std::string(s);
  return "'" + kifu::detail::excerpt(s) + "'";
}

class reader {
 public:
  reader(std::string_view text, const ckka_read_options& options)
      : begin_(text.data()), end_(text.data() + text.size()), place_(text), options_(options) {}

  parse_result<record> run() {
    const char* p = begin_;
    if (end_ - p >= 3 && std::memcmp(p, "\xEF\xBB\xBF", 3) == 0) {
      error(p, diagnostic_code::ckka_bom,
            "the file starts with a byte-order mark, which CKKA does not allow (save it as UTF-8 "
            "without BOM)");
      p += 3;
    }
    if (!options_.body_only) p = read_header(p);
    read_body(p);
    if (!pending_.empty()) resolve_notation1(record_, pending_, result_);
    result_.set_value(std::move(record_));
    return std::move(result_);
  }

 private:
  const char* begin_;
  const char* end_;
  kifu::detail::diagnostic_builder place_;  // lines are counted on from the last place
  const ckka_read_options& options_;
  record record_;
  parse_result<record> result_;
  std::size_t errors_ = 0;
  std::vector<notation1_move> pending_;  // notation ① moves, resolved after the body is read
  bool moves_seen_ = false;              // a move element was read

  source_position position(const char* p) {
    const auto at = place_.locate(static_cast<std::size_t>(p - begin_));
    return {at.offset, at.line, at.column};
  }

  void warning(const char* p, diagnostic_code code, std::string message) {
    const auto at = position(p);
    result_.add({code, severity::warning, at.offset, at.line, at.column, std::move(message)});
  }

  void error(const char* p, diagnostic_code code, std::string message) {
    if (errors_ == max_errors) return;
    const auto at = position(p);
    result_.add({code, severity::error, at.offset, at.line, at.column, std::move(message)});
    if (++errors_ == max_errors) {
      result_.add({code, severity::note, at.offset, at.line, at.column,
                   "too many errors; the rest of the file is not reported"});
    }
  }

  const char* skip_spaces(const char* p, const char* last) const {
    while (p < last)
      if (const std::size_t n = detail::space_length(p, last))
        p += n;
      else
        break;
    return p;
  }

  // ---- header ----

  const char* read_header(const char* p) {
    while (p < end_) {
      const char* line_end = static_cast<const char*>(std::memchr(p, '\n', end_ - p));
      if (line_end == nullptr) line_end = end_;
      const char* q = skip_spaces(p, line_end);
      if (q < line_end && (detail::column_index(*q) >= 0 || *q == '"')) return p;
      read_header_line(q, line_end);
      p = line_end == end_ ? end_ : line_end + 1;
    }
    return p;
  }

  void read_header_line(const char* p, const char* line_end) {
    while ((p = skip_spaces(p, line_end)) < line_end) {
      const char* hashes_end = p;
      while (hashes_end < line_end && *hashes_end == '#') ++hashes_end;
      if (hashes_end < line_end && *hashes_end == '[') {
        read_player_line(p, line_end);
        return;
      }
      const char* first = nullptr;
      const char* last = nullptr;
      const char* start = p;
      if (hashes_end == line_end || *hashes_end != '{') {
        error(p, diagnostic_code::ckka_header,
              quoted(character_at(p, line_end)) +
                  " in the header: expected a {…} item, the player line [name]score "
                  "[name]score, or a line starting with a square (the body)");
        return;
      }
      if (!detail::parse_escaped(p, line_end, '{', '}', first, last)) {
        error(start, diagnostic_code::ckka_header,
              "unterminated header item: the closing '}" +
                  std::string(static_cast<std::size_t>(hashes_end - start), '#') +
                  "' must stand on the same line");
        return;
      }
      if (record_.players)
        error(start, diagnostic_code::ckka_header,
              "a header item after the player line (the player line ends the header)");
      const std::string_view content(first, static_cast<std::size_t>(last - first));
      header_item item;
      item.position = position(start);
      if (const auto colon = content.find(':'); colon != std::string_view::npos) {
        if (colon != 0) item.key = std::string(content.substr(0, colon));
        item.value = std::string(content.substr(colon + 1));
      } else {
        item.value = std::string(content);
      }
      record_.header.push_back(std::move(item));
    }
  }

  // [name]score: returns false after reporting an error.
  bool read_player(const char*& p, const char* line_end, player& out) {
    const char* start = p;
    const char* first = nullptr;
    const char* last = nullptr;
    if (!detail::parse_escaped(p, line_end, '[', ']', first, last)) {
      error(start, diagnostic_code::ckka_header,
            "a player name needs its closing ']' on the same line (write #[…]# for a name "
            "containing ']')");
      return false;
    }
    out.name.assign(first, last);
    const char* score_end = p;
    while (score_end < line_end && detail::space_length(score_end, line_end) == 0) ++score_end;
    if (score_end == p) return true;
    const std::string_view score(p, static_cast<std::size_t>(score_end - p));
    const auto value = pekzep::parse(score);
    if (!value.ok()) {
      error(p, diagnostic_code::ckka_header,
            "the score of player '" + kifu::detail::excerpt(out.name) +
                "': " + value.diagnostics().front().message);
      return false;
    }
    out.score = *value;
    out.score_written = true;
    p = score_end;
    return true;
  }

  void read_player_line(const char* p, const char* line_end) {
    if (record_.players) {
      error(p, diagnostic_code::ckka_header, "a second player line");
      return;
    }
    std::array<player, 2> players;
    std::array<const char*, 2> starts{p, nullptr};
    if (!read_player(p, line_end, players[0])) return;
    p = skip_spaces(p, line_end);
    starts[1] = p;
    if (p == line_end || (*p != '[' && *p != '#')) {
      error(p, diagnostic_code::ckka_header,
            "the player line names two players: [first]score [second]score (scores may be "
            "omitted)");
      return;
    }
    if (!read_player(p, line_end, players[1])) return;
    p = skip_spaces(p, line_end);
    if (p != line_end) {
      error(p, diagnostic_code::ckka_header,
            quoted(character_at(p, line_end)) + " after the player line");
      return;
    }
    auto& [a, b] = players;
    if (!a.score_written && b.score_written) a.score = 40 - b.score;
    if (a.score_written && !b.score_written) b.score = 40 - a.score;
    check_players(players, starts);
    record_.players = std::move(players);
  }

  // The player line's sense: the two hold 40 points between them, neither below 0, and the
  // names tell them apart (a declaration [name] names its declarer).
  void check_players(const std::array<player, 2>& players, const std::array<const char*, 2>& at) {
    const auto& [a, b] = players;
    for (std::size_t i = 0; i < 2; ++i)
      if (players[i].score < 0 || players[i].score > 40)
        return error(at[i], diagnostic_code::ckka_header,
                     "player '" + kifu::detail::excerpt(players[i].name) + "' holds " +
                         std::to_string(players[i].score) +
                         " points: a score is 0 to 40, the two making 40");
    if (a.score + b.score != 40)
      return error(at[1], diagnostic_code::ckka_header,
                   "the scores " + std::to_string(a.score) + " and " + std::to_string(b.score) +
                       " make " + std::to_string(a.score + b.score) +
                       ", not 40 (omit one and it is inferred)");
    if (a.name == b.name)
      warning(at[1], diagnostic_code::ckka_header,
              "both players are named '" + kifu::detail::excerpt(a.name) + "': a declaration [" +
                  kifu::detail::excerpt(a.name) + "] is taken for the second");
  }

  // ---- body ----

  void read_body(const char* p) {
    record_.body.reserve(static_cast<std::size_t>(end_ - p) / 24);
    std::size_t last_move = std::numeric_limits<std::size_t>::max();
    const char* previous_end = nullptr;
    detail::raw_element element;
    detail::failure why;
    while (true) {
      while (p < end_)
        if (const std::size_t n = detail::separator_length(p, end_))
          p += n;
        else
          break;
      if (p == end_ || errors_ == max_errors) return;
      const char* start = p;
      if (!detail::parse_element(p, end_, element, why)) {
        if (!report_syntax(start, why)) return;  // another notation: one error is enough
        last_move = std::numeric_limits<std::size_t>::max();
        p = std::max(start + 1, why.where);
        while (p < end_ && detail::separator_length(p, end_) == 0) ++p;
        previous_end = nullptr;
        continue;
      }
      const bool glued = start == previous_end;
      previous_end = p;
      using detail::element_kind;
      const auto kind = element.kind;
      if (glued && kind != element_kind::capture && kind != element_kind::comment)
        error(start, diagnostic_code::ckka_separator,
              "no separator before this element: write a space, a line break or punctuation "
              "between elements");
      if (kind == element_kind::capture || kind == element_kind::comment) {
        attach(start, element, last_move);
        continue;
      }
      last_move = std::numeric_limits<std::size_t>::max();
      switch (kind) {
        case element_kind::move: {
          const bool first_move = !std::exchange(moves_seen_, true);
          if (element.move.is_notation1() ||
              (options_.notation == notation::one && element.move.is_ambiguous_tam())) {
            if (options_.notation != notation::one) {
              refuse_notation1(start, element.move, first_move);
              return;
            }
            last_move = record_.body.size();
            pending_.push_back({record_.body.size(), element.move});
            record_.body.emplace_back(move_element{placeholder(element.move), std::nullopt,
                                                   std::nullopt, position(start)});
          } else if (auto m = classify(start, element.move)) {
            last_move = record_.body.size();
            record_.body.emplace_back(
                move_element{*m, std::nullopt, std::nullopt, position(start)});
          }
          break;
        }
        case element_kind::declaration:
          record_.body.emplace_back(make_declaration(start, element.declaration));
          break;
        case element_kind::season_end:
          record_.body.emplace_back(season_end{element.ended, position(start)});
          break;
        default:
          record_.body.emplace_back(game_end{position(start)});
          break;
      }
    }
  }

  void attach(const char* start, const detail::raw_element& element, std::size_t last_move) {
    const bool is_capture = element.kind == detail::element_kind::capture;
    auto* target = last_move < record_.body.size()
                       ? std::get_if<move_element>(&record_.body[last_move])
                       : nullptr;
    if (target == nullptr) {
      error(start, diagnostic_code::ckka_misplaced,
            is_capture ? "a capture comment (手…) must directly follow its move"
                       : "a {comment} must directly follow a move");
      return;
    }
    if (is_capture) {
      if (target->capture) {
        error(start, diagnostic_code::ckka_misplaced, "a second capture comment for one move");
        return;
      }
      target->capture = element.capture;
      target->capture->position = position(start);
    } else {
      if (target->comment) {
        error(start, diagnostic_code::ckka_misplaced, "a second {comment} for one move");
        return;
      }
      target->comment.emplace(element.text_first, element.text_last);
    }
  }

  // Reports why an element could not be read; false when the body is in another notation.
  bool report_syntax(const char* start, const detail::failure& why) {
    const char* at = why.where != nullptr ? why.where : start;
    const std::string found = quoted(character_at(at, end_));
    if (!why.expected.empty()) {
      const bool notation2 = why.expected.starts_with("皇") && end_ - at >= 2 && *at == ' ' &&
                             at[1] >= 'a' && at[1] <= 'z';
      if (notation2) {
        error(at, diagnostic_code::ckka_unsupported,
              "this looks like notation ② (Pekzep words such as `TU dau2 XY.`), which is read "
              "only when the read options ask for notation ②");
        return false;
      }
      error(at, diagnostic_code::ckka_syntax, "expected " + why.expected + ", found " + found);
      return true;
    }
    const std::string_view rest(start, static_cast<std::size_t>(end_ - start));
    const char c = *start;
    if (c == '"') {
      error(start, diagnostic_code::ckka_unsupported,
            "this looks like notation ③ (JSON strings such as \"mauAmaimy1\"), which is read "
            "only when the read options ask for notation ③");
      return false;
    } else if (c >= 'a' && c <= 'z') {
      error(start, diagnostic_code::ckka_unsupported,
            found +
                " cannot start an element; notation ② (Pekzep words such as `TU dau2 XY.`) "
                "is read only when the read options ask for notation ②");
      return false;
    } else if (c == '{' || c == '#') {
      error(start, diagnostic_code::ckka_syntax,
            "unterminated {comment} or [name]: the closing bracket (with as many # as the "
            "opening one) must stand on the same line");
    } else if (rest.starts_with("再行") || rest.starts_with("終季")) {
      error(start, diagnostic_code::ckka_syntax,
            std::string(rest.substr(0, 6)) +
                " must end a hand declaration such as 或為王加獣 再行 or [SY]為行行而手五 終季");
    } else {
      error(start, diagnostic_code::ckka_syntax,
            found +
                " cannot start an element (a move, a capture comment 手…, a {comment}, a "
                "declaration …為…, a season end such as 春終, or 星一周)");
    }
    return true;
  }

  // Refuses a notation ① move in a body read as notation ⓪. When it is the body's first move,
  // the whole body is most likely notation ①, and the message says how to read it as such.
  void refuse_notation1(const char* start, const detail::raw_move& m, bool first_move) {
    const std::string how =
        first_move ? ": this first move is notation ①, so the body probably is too; read it as "
                     "notation ①"
                   : "";
    if (m.drop) {
      error(start, diagnostic_code::ckka_unsupported,
            "a drop needs its colour (黒 or 赤); 或 is notation ①, read only when the read "
            "options ask for notation ①" +
                how);
      return;
    }
    error(m.outcome_at, diagnostic_code::ckka_unsupported,
          "expected 無撃裁, 橋 or 水 (notation ⓪ writes the outcome of every move that is not a "
          "drop or a 皇 move), found " +
              quoted(character_at(m.outcome_at, end_)) +
              "; notation ①, which leaves the outcome out, is read only when the read options "
              "ask for notation ①" +
              how);
  }

  // Stands in for a notation ① move until the board resolves it.
  static move placeholder(const detail::raw_move& m) {
    if (m.drop) return parachute{color::red, *m.moved, m.squares[0]};
    if (m.tam) return tam_no_step{m.squares[0], m.squares[m.square_count - 1], std::nullopt};
    return no_step_no_stick{m.squares[0], m.squares[m.square_count - 1], m.moved};
  }

  std::optional<move> classify(const char* start, const detail::raw_move& m) {
    const auto& s = m.squares;
    if (m.drop) return parachute{m.drop_color, *m.moved, s[0]};
    if (m.tam) {
      const bool bracket = m.bracket_after >= 0;
      if (m.square_count == 2) return tam_no_step{s[0], s[1], m.bracket};
      if (!bracket) return tam_step_unspecified{s[0], s[1], s[2]};
      if (m.bracket_after == 1) return tam_step_during_latter{s[0], s[1], s[2], m.bracket};
      return tam_step_during_former{s[0], s[1], s[2], m.bracket};
    }
    const bool step = m.square_count == 3;
    const square dest = s[m.square_count - 1];
    if (m.water) {
      bool fine = true;
      if (is_water(s[0])) {
        error(start, diagnostic_code::ckka_water_entry,
              "a move with a water cast (水) must start outside the water; " +
                  std::string(to_string(s[0])) + " is a water square (write 無撃裁)");
        fine = false;
      }
      if (m.moved == piece::ship) {
        error(start, diagnostic_code::ckka_water_entry,
              "船 never casts to enter the water (write 無撃裁)");
        fine = false;
      }
      if (!is_water(dest)) {
        error(start, diagnostic_code::ckka_water_entry,
              "a water cast (水) needs a water destination; " + std::string(to_string(dest)) +
                  " is not one of NO TO ZO XO CO ZI ZU ZY ZAI");
        fine = false;
      }
      if (!fine) return std::nullopt;
    }
    if (!step) {
      if (m.bridge) {
        error(start, diagnostic_code::ckka_move_shape,
              "a stepping cast (橋) needs a stepped-on square: source, piece, step, destination");
        return std::nullopt;
      }
      if (m.water) return no_step_water{s[0], s[1], m.moved, *m.water};
      return no_step_no_stick{s[0], s[1], m.moved};
    }
    if (m.bridge && m.water)
      return step_bridge_water{s[0], s[1], s[2], m.moved, *m.bridge, *m.water};
    if (m.bridge) return step_bridge{s[0], s[1], s[2], m.moved, *m.bridge};
    if (m.water) return step_water{s[0], s[1], s[2], m.moved, *m.water};
    return step_no_stick{s[0], s[1], s[2], m.moved};
  }

  declaration make_declaration(const char* start, const detail::raw_declaration& d) {
    declaration out;
    out.position = position(start);
    if (!d.anonymous) out.declarer.emplace(d.name_first, d.name_last);
    out.hands = d.hands;
    out.action = d.action;
    out.syntax = d.legacy ? declaration_syntax::legacy : declaration_syntax::current;
    if (d.legacy && !options_.legacy_declarations)
      error(start, diagnostic_code::ckka_unsupported,
            "the declaration syntax 為(…)(…) was replaced on 2021-09-30 by 為…加… 再行 and "
            "為…而手N 終季 (the legacy syntax is switched off)");
    if (d.has_points) {
      if (d.points < std::numeric_limits<std::int32_t>::min() ||
          d.points > std::numeric_limits<std::int32_t>::max())
        error(d.points_first, diagnostic_code::ckka_out_of_range,
              "the points are outside the 32-bit range -2147483648 to 2147483647");
      else
        out.points = static_cast<std::int32_t>(d.points);
    }
    for (std::size_t i = 0; i < out.hands.size(); ++i)
      for (std::size_t j = 0; j < i; ++j)
        if (out.hands[i].hand == out.hands[j].hand) {
          const bool kings =
              out.hands[i].written_as_flush_king != out.hands[j].written_as_flush_king;
          error(start, diagnostic_code::ckka_hands,
                kings ? "王 and 同色王 are the same hand and may not both be declared"
                      : "the hand " + std::string(to_string(out.hands[i].hand)) +
                            " is declared twice");
        }
    return out;
  }
};

}  // namespace

namespace {

bool by_offset(const diagnostic& a, const diagnostic& b) {
  return a.offset < b.offset;
}

}  // namespace

parse_result<record> read_ckka(std::string_view utf8, const ckka_read_options& options) {
  if (const auto bad = find_invalid_utf8(utf8); bad != std::string_view::npos) {
    return kifu::detail::diagnostic_builder(utf8).at(
        bad, diagnostic_code::invalid_utf8, severity::error,
        "the bytes are not UTF-8 (CKKA files are UTF-8)");
  }
  auto r = options.notation == notation::three ? read_notation3(utf8, options)
           : options.notation == notation::two ? read_notation2(utf8, options)
                                               : reader(utf8, options).run();
  // Text with nothing in it (spaces at most) is no record; a body alone may be empty.
  if (!options.body_only && r.ok() && r->header.empty() && !r->players && r->body.empty())
    return kifu::detail::diagnostic_builder(utf8).at(
        0, diagnostic_code::ckka_syntax, severity::error,
        "the file is empty: no header, player line or move of a CKKA record");
  // In the order of the text: notation ①'s moves are resolved after the whole is parsed.
  diagnostic_list found = r.diagnostics();
  if (std::is_sorted(found.begin(), found.end(), by_offset)) return r;
  std::stable_sort(found.begin(), found.end(), by_offset);
  parse_result<record> sorted;
  for (auto& d : found) sorted.add(std::move(d));
  if (r.has_value()) sorted.set_value(*std::move(r));
  return sorted;
}

}  // namespace kifu::inline v0::cerke
