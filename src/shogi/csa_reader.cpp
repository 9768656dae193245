// The CSA reader: the decoded text cut into games at `/` lines, each line into `,` statements,
// each statement read by its first character into the record; every move is replayed.
#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstring>
#include <utility>

#include "counted.hpp"
#include "detect_shapes.hpp"
#include "excerpt.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/names.hpp"
#include "shogi/csa_position.hpp"
#include "shogi/csa_words.hpp"
#include "shogi/illegal_reason.hpp"
#include "shogi/kif_file.hpp"

namespace kifu::inline v0::shogi {
namespace {

using detail::csa_position_builder;
using detail::file_text;

// Where one game of a file is: [begin, end) of the text, and the `/` line after it.
struct game_span {
  std::size_t begin = 0, end = 0;
  std::uint32_t first_line = 1;
  std::uint32_t separator_line = 0;  // 0: the last game
};

// True when `line` (without its line end) is a game separator: `/` and nothing else but blanks.
bool is_separator(std::string_view line) {
  const auto first = line.find_first_not_of(" \t\r");
  return first != std::string_view::npos && line[first] == '/' &&
         line.find_first_not_of(" \t\r", first + 1) == std::string_view::npos;
}

// The games of the text: the stretches between separator lines that hold more than blanks (at
// least one, even for a blank text).
std::vector<game_span> game_spans(std::string_view text) {
  std::vector<game_span> spans;
  game_span span;
  std::uint32_t line = 1;   // the number of the line at `counted`
  std::size_t counted = 0;  // lines are counted only up to a separator
  const auto holds_more_than_blanks = [&](std::size_t from, std::size_t to) {
    return text.substr(from, to - from).find_first_not_of(" \t\r\n") != std::string_view::npos;
  };
  // '/' is rare outside dates: each one found is checked for being a line of its own.
  for (std::size_t slash = text.find('/'); slash != std::string_view::npos;
       slash = text.find('/', slash + 1)) {
    const std::size_t start = text.rfind('\n', slash) + 1;  // npos + 1 == 0
    const std::size_t eol = std::min(text.find('\n', slash), text.size());
    if (!is_separator(text.substr(start, eol - start))) continue;
    line += static_cast<std::uint32_t>(
        std::count(text.begin() + static_cast<std::ptrdiff_t>(counted),
                   text.begin() + static_cast<std::ptrdiff_t>(start), '\n'));
    counted = start;
    span.end = start;
    span.separator_line = line;
    if (holds_more_than_blanks(span.begin, span.end)) spans.push_back(span);
    span = {std::min(eol + 1, text.size()), 0, line + 1, 0};
  }
  span.end = text.size();
  if (holds_more_than_blanks(span.begin, span.end) || spans.empty()) spans.push_back(span);
  return spans;
}

// The parts of the reading that stay the same across the games of a file.
struct file_state {
  file_text text;
  std::optional<text_encoding> declared;  // from the `'CSA encoding=` line
  kifu::diagnostic_list notes;            // about the whole file, given with its first game
};

// Reads the statements of one game into a record.
class game_reader {
 public:
  game_reader(const csa_read_options& options, file_state& file) : options_(options), file_(file) {}

  // Reads the game in [begin, end) of the text, whose first line has number `first_line`.
  void run(std::size_t begin, std::size_t end, std::uint32_t first_line) {
    const std::string_view text = file_.text.decoded.utf8;
    line_number_ = first_line;
    for (const auto& d : file_.notes) result_.add(d);  // the first game carries them
    file_.notes.clear();
    record_.nodes.reserve((end - begin) / 12 + 1);  // a move and its time take about 12 bytes
    // One pass over the bytes: lines end at '\n', statements at ',' (lines are short, so a
    // byte loop beats a library search per line and per statement). Comments and information
    // lines ($KEY:value, N+name) run to the end of their line, commas included.
    const char* const base = text.data();
    const char* p = base + begin;
    const char* const stop = base + end;
    while (p < stop) {
      line_offset_ = static_cast<std::size_t>(p - base);
      for (const char* statement = p;; statement = ++p) {
        if (runs_to_line_end(statement, stop)) {
          const void* eol =
              std::memchr(statement, '\n', static_cast<std::size_t>(stop - statement));
          p = eol ? static_cast<const char*>(eol) : stop;
          if (*statement == '\'')
            read_comment(trimmed(statement, p));
          else
            read_statement(trimmed(statement, p));
          break;
        }
        while (p < stop && *p != '\n' && *p != ',') ++p;
        read_statement(trimmed(statement, p));
        if (p == stop || *p == '\n') break;
      }
      if (next_nul_ < file_.text.nul_offsets.size()) report_nuls(p);
      ++p;
      ++line_number_;
    }
    finish();
  }

  // A `/` line at `at` (line `line`), then another game: read_csa reads only the first.
  void more_games_follow(std::size_t at, std::uint32_t line) {
    line_offset_ = at;
    line_number_ = line;
    report(severity::warning, diagnostic_code::csa_more_records, 0,
           "a '/' line, then another game: only the first game is read (read_csa_records, or "
           "a command that reads every game, reads them all)");
  }

  // The game read; text with no CSA statement (empty, or another format) holds none.
  parse_result<record> take_result() {
    record_.encoding = encoding();
    if (found_) result_.set_value(std::move(record_));
    return std::move(result_);
  }

 private:
  enum class stage : std::uint8_t { start, information, position, moves };

  text_encoding encoding() const {
    const text_encoding detected = file_.text.encoding;
    const std::string_view bytes = file_.text.decoded.utf8;
    const bool ascii = std::all_of(bytes.begin(), bytes.end(), [](char c) {
      return (static_cast<unsigned char>(c) & 0x80) == 0;
    });
    if (ascii) return file_.declared.value_or(text_encoding::shift_jis);  // the CSA default
    return detected;
  }

  void report(severity level, diagnostic_code code, std::size_t column_offset,
              std::string message) {
    result_.add(file_.text.on_line(line_offset_, line_number_, column_offset, code, level,
                                   std::move(message)));
  }

  // The NUL bytes (spaces now) of the line that ends at `line_end`.
  [[gnu::cold]] void report_nuls(const char* line_end) {
    const auto end = static_cast<std::size_t>(line_end - file_.text.decoded.utf8.data());
    for (const std::size_t at : file_.text.take_nuls(next_nul_, line_offset_, end))
      report(severity::warning, diagnostic_code::nul_character, at - line_offset_,
             std::string(detail::nul_message));
  }

  // The column offset of `part`, a view into the current line.
  std::size_t column_of(std::string_view part) const {
    return static_cast<std::size_t>(part.data() - file_.text.decoded.utf8.data()) - line_offset_;
  }

  // True for a statement that takes the rest of its line: a comment, a name or a $KEY:value.
  static bool runs_to_line_end(const char* statement, const char* stop) {
    if (statement == stop) return false;
    const char c = *statement;
    return c == '\'' || c == '$' ||
           (c == 'N' && stop - statement > 1 && (statement[1] == '+' || statement[1] == '-'));
  }

  // The text in [from, to) without the '\r' of a CRLF line end.
  static std::string_view trimmed(const char* from, const char* to) {
    if (to > from && to[-1] == '\r') --to;
    return {from, static_cast<std::size_t>(to - from)};
  }

  void read_comment(std::string_view line) {
    if (line.starts_with("'CSA encoding=") && line_number_ == 1) return read_encoding(line);
    found_ = true;
    // Among the record information, `'KEY：value` is a header CSA has no keyword for, as the
    // writer keeps one (持ち時間：各５時間, a time limit in words): read back as that header, in
    // its place, so that a CSA file written again is the same.
    if (stage_ == stage::start || stage_ == stage::information)
      if (const auto h = header_in_comment(line.substr(1))) return read_header(h->first, h->second);
    record_.add_comment(current_, line.substr(1));
  }

  // `KEY：value` with a KIF header's full-width colon and a key of a few characters without
  // blanks or punctuation; nothing otherwise.
  static std::optional<std::pair<std::string_view, std::string_view>> header_in_comment(
      std::string_view text) {
    constexpr std::string_view colon = "：";
    const std::size_t at = text.find(colon);
    if (at == 0 || at == std::string_view::npos || at > 30) return std::nullopt;
    const std::string_view key = text.substr(0, at);
    if (std::any_of(key.begin(), key.end(), [](char c) {
          return static_cast<unsigned char>(c) < 0x80 &&
                 !std::isalnum(static_cast<unsigned char>(c));
        }))
      return std::nullopt;
    return std::pair(key, text.substr(at + colon.size()));
  }

  void read_encoding(std::string_view line) {
    const std::string_view name = line.substr(std::string_view("'CSA encoding=").size());
    std::optional<text_encoding> declared;
    if (name == "UTF-8") declared = text_encoding::utf8;
    if (name == "SHIFT_JIS") declared = text_encoding::shift_jis;
    found_ = true;
    if (!declared) {
      report(severity::warning, diagnostic_code::encoding_mismatch, 14,
             "unknown encoding '" + std::string(name) +
                 "' (CSA names UTF-8 and SHIFT_JIS); the encoding is found from the bytes");
      return;
    }
    file_.declared = declared;
    const text_encoding detected = file_.text.encoding;
    const std::string_view text = file_.text.decoded.utf8;
    const bool ascii = std::all_of(text.begin(), text.end(), [](char c) {
      return (static_cast<unsigned char>(c) & 0x80) == 0;
    });
    const bool utf8_bytes = detected != text_encoding::shift_jis;
    if (!ascii && utf8_bytes != (*declared == text_encoding::utf8))
      report(severity::warning, diagnostic_code::encoding_mismatch, 14,
             "the file declares " + std::string(name) + " but its bytes are " +
                 (utf8_bytes ? "UTF-8" : "Shift_JIS") + "; it is read as " +
                 (utf8_bytes ? "UTF-8" : "Shift_JIS"));
  }

  void read_statement(std::string_view s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    if (s.empty()) return;
    switch (s[0]) {
      case 'V':
        return read_version(s);
      case 'N':
        if (s.size() >= 2 && (s[1] == '+' || s[1] == '-'))
          return read_header(s.substr(0, 2), s.substr(2));
        break;
      case '$':
        return read_dollar(s);
      case 'P':
        return read_position(s);
      case '+':
      case '-':
        if (s.size() == 1) return read_side(s);
        return read_move(s);
      case 'T':
        return read_time(s);
      case '%':
        return read_special(s);
      default:
        break;
    }
    not_understood(s, "'" + kifu::detail::excerpt(s) + "' is not a CSA statement");
  }

  // Keeps a statement kifu did not understand as a comment line of the node it follows, as its
  // message says: every writer writes a comment as one (a line kept verbatim, as the KIF reader
  // keeps its own, would be read by a KIF reader as whatever it looks like, a move say).
  [[gnu::cold]] void not_understood(std::string_view s, std::string message,
                                    diagnostic_code code = diagnostic_code::csa_syntax) {
    report(severity::warning, code, column_of(s), std::move(message) + "; kept as a comment");
    record_.add_comment(current_, s);
  }

  void read_version(std::string_view s) {
    found_ = true;
    static constexpr std::array<std::string_view, 5> known = {"V1", "V2", "V2.1", "V2.2", "V3.0"};
    if (stage_ != stage::start)
      return report(severity::warning, diagnostic_code::csa_order, column_of(s),
                    "the version line '" + kifu::detail::excerpt(s) +
                        "' belongs at the start of the file; ignored here");
    if (std::find(known.begin(), known.end(), s) == known.end())
      report(severity::warning, diagnostic_code::csa_syntax, column_of(s),
             "unknown version '" + kifu::detail::excerpt(s) +
                 "' (CSA has V2, V2.1, V2.2 and V3.0); read as V3.0");
    stage_ = stage::information;
  }

  void read_dollar(std::string_view s) {
    const std::size_t colon = s.find(':');
    if (colon == std::string_view::npos || colon == 1)
      return not_understood(s, "'" + kifu::detail::excerpt(s) + "' is not a $KEY:value line");
    read_header(s.substr(0, colon), s.substr(colon + 1));
  }

  // A record-information line anywhere in the game: WCSC records put $END_TIME after the moves.
  void read_header(std::string_view key, std::string_view value) {
    found_ = true;
    if (stage_ == stage::start) stage_ = stage::information;
    header_entry h{std::string(key.substr(key.starts_with('$') ? 1 : 0)), std::string(value)};
    for (const auto& name : detail::header_names)
      if (name.csa == key) h.key = std::string(name.kif);
    record_.headers.push_back(std::move(h));
  }

  void read_position(std::string_view s) {
    found_ = true;
    if (stage_ == stage::moves)
      return not_understood(s, "a start position line after the moves", diagnostic_code::csa_order);
    stage_ = stage::position;
    if (!position_start_) position_start_ = {line_offset_, line_number_};
    if (auto problem = position_.add(s))
      report(problem->level, problem->code, column_of(s) + problem->column,
             std::move(problem->message));
  }

  // The side line ends the start position.
  void read_side(std::string_view s) {
    found_ = true;
    if (stage_ == stage::moves)
      return not_understood(s, "a side-to-move line after the moves", diagnostic_code::csa_order);
    start_moves(s[0] == '+' ? color::black : color::white, column_of(s), true);
  }

  // Builds the start position (the even game when none was given) and starts the moves.
  void start_moves(color side, std::size_t column, bool side_line) {
    stage_ = stage::moves;
    if (!position_start_) {
      report(severity::warning, diagnostic_code::csa_position, column,
             side_line ? "no start position (PI, P1-P9 or P+/P-) before the '+' or '-' line; the "
                         "even-game position is assumed"
                       : "no start position (PI, P1-P9 or P+/P-, then + or -); the even-game "
                         "position is assumed");
      (void)position_.add("PI");
    } else if (!side_line) {
      report(severity::warning, diagnostic_code::csa_position, column,
             "no '+' or '-' line ends the start position; the side of the first move is taken");
    }
    auto built = position_.build(side);
    for (const auto& problem : built.problems)
      report(problem.level, diagnostic_code::csa_position, column,
             "start position: " + problem.message);
    record_.start = built.start;
    name_handicap();
    cursor_ = record_.start;
  }

  // A start that is one of the 手合割 (PI82HI22KA: 二枚落ち) is named so, and its players are
  // 下手 and 上手 (N+ and N- were read as 先手 and 後手); another is a diagram of its own.
  void name_handicap() {
    const auto named = handicap_of(record_.start);
    record_.has_board_diagram = !named;
    if (!named || *named == handicap::even) return;
    record_.handicap = named;
    for (header_entry& h : record_.headers) {
      if (h.key == "先手") h.key = "下手";
      if (h.key == "後手") h.key = "上手";
    }
  }

  void read_move(std::string_view s) {
    found_ = true;
    const color side = s[0] == '+' ? color::black : color::white;
    if (stage_ != stage::moves) start_moves(side, column_of(s), false);
    if (failed_) return skip();
    if (record_.nodes[current_].special != special_move::none) return after_special(s);
    const auto m = parse_move(s);
    if (!m) return;
    if (!cursor_.is_legal(*m)) return illegal(s, *m);
    append(s, *m, special_move::none);
  }

  // The move of a statement such as +7776FU, or nothing (with the error reported).
  std::optional<move> parse_move(std::string_view s) {
    const color side = s[0] == '+' ? color::black : color::white;
    const auto digit = [&](std::size_t i) { return s[i] >= '0' && s[i] <= '9'; };
    if (s.size() != 7 || !digit(1) || !digit(2) || !digit(3) || !digit(4)) {
      fail(s, diagnostic_code::csa_syntax,
           "'" + kifu::detail::excerpt(s) +
               "' is not a CSA move (a sign, two squares and a piece code: +7776FU, +0055KA)");
      return std::nullopt;
    }
    const auto kind = piece_kind_from_csa(s.substr(5, 2));
    const square from{static_cast<std::uint8_t>(s[1] - '0'), static_cast<std::uint8_t>(s[2] - '0')};
    const square to{static_cast<std::uint8_t>(s[3] - '0'), static_cast<std::uint8_t>(s[4] - '0')};
    const bool drop = from.file == 0 && from.rank == 0;
    if (!kind || to.file == 0 || to.rank == 0 || (!drop && (from.file == 0 || from.rank == 0))) {
      fail(s, diagnostic_code::csa_syntax,
           "'" + kifu::detail::excerpt(s) + "': " +
               (kind ? "a square is 11 to 99 (00 only as the origin of a drop)"
                     : "'" + std::string(s.substr(5, 2)) + "' is not a piece code (FU … RY)"));
      return std::nullopt;
    }
    if (side != cursor_.side_to_move()) {
      fail(s, diagnostic_code::illegal_move,
           "'" + std::string(s) + "' is not legal: it is " +
               (cursor_.side_to_move() == color::black ? "先手 (+)" : "後手 (-)") + "'s turn");
      return std::nullopt;
    }
    if (drop) return move::drop(to, *kind);
    // The code names the piece after the move: a promoted code on an unpromoted piece promotes.
    const piece_kind before = cursor_.at(from).kind;
    if (can_promote(before) && promoted(before) == *kind)
      return move::board(from, to, before, promote::yes);
    return move::board(from, to, *kind, promote::no);
  }

  // An illegal move: an error; lenient reading keeps it, flagged, when it can be played on the
  // board (detail::playable, as the KIF and USI readers do); otherwise the game stops there.
  [[gnu::cold, gnu::noinline]] void illegal(std::string_view s, const move& m) {
    const std::string reason = detail::why_illegal(cursor_, m);
    const bool keep = options_.lenient && detail::playable(cursor_, m);
    if (!keep) {
      fail(s, diagnostic_code::illegal_move, "'" + std::string(s) + "' is not legal: " + reason);
      return;
    }
    report(severity::error, diagnostic_code::illegal_move, column_of(s),
           "'" + std::string(s) + "' is not legal: " + reason +
               "; kept as played (lenient reading): the moves after it are read from the "
               "position it leaves");
    append(s, m, special_move::none);
    record_.nodes[current_].illegal = true;
  }

  [[gnu::cold]] void fail(std::string_view s, diagnostic_code code, std::string message) {
    report(severity::error, code, column_of(s), std::move(message));
    failed_ = true;
  }

  // A statement after the game stopped at an error: counted, reported once at the end.
  void skip() {
    if (skipped_ == 0) skipped_from_ = {line_offset_, line_number_};
    ++skipped_;
  }

  [[gnu::cold]] void after_special(std::string_view s) {
    fail(s, diagnostic_code::csa_after_special,
         "'" + kifu::detail::excerpt(s) + "' follows '" + record_.nodes[current_].text +
             "', which ends the game");
  }

  void append(std::string_view s, const std::optional<move>& m, special_move special) {
    const std::size_t index = record_.nodes.size();
    record_.nodes[current_].children.push_back(index);
    record_node& n = record_.nodes.emplace_back();  // built in place: a node is large
    n.parent = current_;
    n.ply = record_.nodes[current_].ply + 1;
    n.move = m;
    n.special = special;
    if (!m) n.text.assign(s);  // the CSA word of a special move; a move's text is its move
    n.line = line_number_;
    if (m) cursor_.play(*m);
    current_ = index;
    timed_ = false;
  }

  void read_special(std::string_view s) {
    found_ = true;
    if (stage_ != stage::moves) start_moves(cursor_.side_to_move(), column_of(s), false);
    if (failed_) return skip();
    if (record_.nodes[current_].special != special_move::none) return after_special(s);
    const std::string_view word = s.substr(1);
    if (word.empty()) return not_understood(s, "'%' without a word is not a special move");
    special_move special = detail::special_of_code(word, cursor_.side_to_move() == color::black);
    if (special == special_move::unknown && word != "MATTA")
      report(severity::warning, diagnostic_code::csa_unknown_special, column_of(s),
             "'" + kifu::detail::excerpt(s) + "' is not a CSA special move; kept as one");
    append(s, std::nullopt, special);
  }

  // T12 or (V3.0) T12.345: the time of the move or special move before it.
  void read_time(std::string_view s) {
    found_ = true;
    if (failed_) return skip();
    std::int32_t seconds = 0, milliseconds = 0;
    const char* const end = s.data() + s.size();
    const auto whole = std::from_chars(s.data() + 1, end, seconds);
    bool good = whole.ec == std::errc() && seconds >= 0;
    const char* p = whole.ptr;
    if (good && p != end && *p == '.') {
      int digits = 0;
      for (++p; p != end && *p >= '0' && *p <= '9' && digits < 3; ++p, ++digits)
        milliseconds = milliseconds * 10 + (*p - '0');
      for (int d = digits; d < 3; ++d) milliseconds *= 10;
      good = digits > 0 || p == end;  // "T1." is read as T1
    }
    if (!good || p != end)
      return not_understood(s,
                            "'" + kifu::detail::excerpt(s) +
                                "' is not a time (T and whole seconds, or seconds with up to "
                                "three decimals)",
                            diagnostic_code::csa_time);
    if (current_ == 0 || timed_)
      return not_understood(s,
                            current_ == 0 ? "a time before the first move belongs to no move"
                                          : "a second time for one move",
                            diagnostic_code::csa_time);
    record_node& n = record_.nodes[current_];
    // The mover of a move; for a special move, the side to move (who resigned, ran out …).
    const bool black = detail::black_to_move_at(record_, n);
    std::int64_t& total = black ? total_ms_[0] : total_ms_[1];
    total += std::int64_t{seconds} * 1000 + milliseconds;
    n.time = move_time{seconds, static_cast<std::int32_t>(total / 1000), milliseconds};
    timed_ = true;
  }

  void finish() {
    if (stage_ != stage::moves && found_) start_moves(color::black, 0, false);
    if (skipped_ > 0) {
      line_offset_ = skipped_from_.first;
      line_number_ = skipped_from_.second;
      report(severity::note, diagnostic_code::csa_syntax, 0,
             kifu::detail::counted(skipped_, "statement", "statements") +
                 " after the error, from this line on, " + (skipped_ == 1 ? "was" : "were") +
                 " not read");
    }
    if (!found_) {
      report(severity::error, diagnostic_code::csa_no_record, 0,
             "no CSA statement found (a version line V2.2, N+, $KEY:, PI or P1-P9, + or -, or "
             "a move such as +7776FU)");
    }
  }

  const csa_read_options& options_;
  file_state& file_;
  parse_result<record> result_;
  record record_;
  csa_position_builder position_;
  std::optional<std::pair<std::size_t, std::uint32_t>> position_start_;  // offset, line
  position cursor_ = position::initial();  // the position after node current_
  stage stage_ = stage::start;
  std::size_t current_ = 0;  // the last node read
  bool timed_ = false;       // the last node has its time
  bool failed_ = false;      // an error stopped the game
  bool found_ = false;       // some CSA statement was read
  std::size_t skipped_ = 0;
  std::pair<std::size_t, std::uint32_t> skipped_from_{0, 0};
  std::array<std::int64_t, 2> total_ms_{};  // each side's time so far
  std::size_t line_offset_ = 0;
  std::uint32_t line_number_ = 1;
  std::size_t next_nul_ = 0;  // the first of file_.text.nul_offsets not yet reported
};

// The encoding a file's first line declares ('CSA encoding=UTF-8 or SHIFT_JIS), if any.
std::optional<text_encoding> declared_encoding(std::string_view bytes) {
  constexpr std::string_view mark = "'CSA encoding=";
  if (!bytes.starts_with(mark)) return std::nullopt;
  const std::string_view name =
      bytes.substr(mark.size(), bytes.find_first_of("\r\n") - mark.size());
  if (name == "UTF-8") return text_encoding::utf8;
  if (name == "SHIFT_JIS") return text_encoding::shift_jis;
  return std::nullopt;
}

// The bytes decoded: as the first line declares; otherwise as they look, Shift_JIS (the CSA
// default) when they could be EUC-JP as well. A declaration the bytes break is left to the
// reader to report (they are decoded as they look).
parse_result<decoded_text> decode_csa(std::string_view bytes, kifu::diagnostic_list& notes) {
  if (const auto declared = declared_encoding(bytes)) {
    auto as_declared = decode(bytes, *declared);
    if (as_declared.ok()) return as_declared;
  }
  auto detected = decode(bytes);
  if (detected.ok() || detected.diagnostics().empty()) return detected;
  if (detected.diagnostics()[0].code != diagnostic_code::unsupported_encoding) {
    // A byte that does not decode costs its character, not the games: read as '?', each with
    // an error the first game carries.
    auto repaired = decode_repairing(bytes);
    if (!repaired.has_value()) return detected;
    for (const diagnostic& d : repaired.diagnostics()) notes.push_back(d);
    return std::move(repaired).value();
  }
  auto sjis = decode(bytes, text_encoding::shift_jis);
  if (!sjis.ok()) return detected;
  notes.push_back({diagnostic_code::encoding_mismatch, severity::warning, 0, 0, 0,
                   "the bytes could be EUC-JP as well; read as Shift_JIS, the CSA default"});
  return sjis;
}

// True when some '\r' of `text` is not followed by '\n'. One pass without branches (the
// compiler vectorises it): CRLF files hold a '\r' on every line, too many for a search per '\r'.
bool has_lone_cr(std::string_view text) {
  if (text.empty()) return false;
  unsigned char found = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    found |= static_cast<unsigned char>(int{text[i] == '\r'} & int{text[i + 1] != '\n'});
  return found != 0 || text.back() == '\r';
}

// Old Macintosh files end lines with a lone CR: it becomes '\n' (same length, so every offset
// still maps back to the input).
void end_lone_cr_lines(std::string& text) {
  if (!has_lone_cr(text)) return;
  for (auto at = text.find('\r'); at != std::string::npos; at = text.find('\r', at + 1))
    if (at + 1 == text.size() || text[at + 1] != '\n') text[at] = '\n';
}

// The decoded file, or the decoding error.
parse_result<file_state> open_csa(std::string_view bytes) {
  file_state state;
  auto decoded = decode_csa(bytes, state.notes);
  if (!decoded.ok()) return parse_result<file_state>::failed_as(decoded);
  state.text.decoded = std::move(decoded).value();
  end_lone_cr_lines(state.text.decoded.utf8);
  detail::blank_nuls(state.text);
  state.text.encoding = state.text.decoded.encoding;
  state.text.cursor.original = state.text.decoded.original_offset(0);
  return state;
}

}  // namespace

parse_result<record> read_csa(std::string_view bytes, const csa_read_options& options) {
  auto opened = open_csa(bytes);
  if (!opened.ok()) return parse_result<record>::failed_as(opened);
  file_state file = std::move(opened).value();
  const auto spans = game_spans(file.text.decoded.utf8);
  game_reader r(options, file);
  r.run(spans[0].begin, spans[0].end, spans[0].first_line);
  if (spans.size() > 1) r.more_games_follow(spans[0].end, spans[0].separator_line);
  return r.take_result();
}

std::vector<parse_result<record>> read_csa_records(std::string_view bytes,
                                                   const csa_read_options& options) {
  std::vector<parse_result<record>> games;
  auto opened = open_csa(bytes);
  if (!opened.ok()) {
    games.push_back(parse_result<record>::failed_as(opened));
    return games;
  }
  file_state file = std::move(opened).value();
  for (const game_span& span : game_spans(file.text.decoded.utf8)) {
    game_reader r(options, file);
    r.run(span.begin, span.end, span.first_line);
    games.push_back(r.take_result());
  }
  return games;
}

bool looks_like_csa(std::string_view bytes) noexcept {
  return kifu::detail::has_csa_statements(bytes);
}

}  // namespace kifu::inline v0::shogi
