// SFEN and USI: reading with diagnostics that point at the offending character, and writing.
#include "kifu/shogi/sfen.hpp"
#include "excerpt.hpp"
#include "shogi/illegal_reason.hpp"

#include <charconv>
#include <ostream>
#include <utility>
#include <vector>

namespace kifu::inline v0::shogi {
namespace {

constexpr std::string_view letters = " PLNSGBRK";  // index = piece_kind 1..8

piece_kind kind_of_letter(char upper) noexcept {
  const auto i = letters.find(upper);
  return i == std::string_view::npos || i == 0 ? piece_kind::none : static_cast<piece_kind>(i);
}

char to_upper(char c) noexcept {
  return c >= 'a' && c <= 'z' ? static_cast<char>(c - 32) : c;
}
bool is_lower(char c) noexcept {
  return c >= 'a' && c <= 'z';
}

diagnostic error_at(diagnostic_code code, std::size_t offset, std::string message) {
  return {
      code, severity::error, offset, 1, static_cast<std::uint32_t>(offset + 1), std::move(message)};
}

// A word of the input and where it starts.
struct word {
  std::string_view text;
  std::size_t offset = 0;
};

std::vector<word> split_words(std::string_view text) {
  // A line end is a blank too: a line read from a file, or written by write_usi_record, ends
  // with one. A word that starts with # starts a comment, to the line's end (a file of
  // positions may say what they are so).
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  std::vector<word> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && blank(text[i])) ++i;
    if (i < text.size() && text[i] == '#') {
      i = std::min(text.find('\n', i), text.size());
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && !blank(text[i])) ++i;
    if (i > start) words.push_back({text.substr(start, i - start), start});
  }
  return words;
}

bool read_board(std::string_view board, std::size_t base, position& p, parse_result<position>& r) {
  std::uint8_t rank = 1;
  int file = 9;
  bool promote = false;
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    const std::size_t at = base + i;
    if (c == '/') {
      if (file != 0) {
        r.add(error_at(diagnostic_code::sfen_syntax, at,
                       "rank " + std::to_string(rank) + " has " + std::to_string(9 - file) +
                           " squares instead of 9"));
        return false;
      }
      if (++rank > 9) {
        r.add(error_at(diagnostic_code::sfen_syntax, at, "more than 9 ranks"));
        return false;
      }
      file = 9;
    } else if (c >= '1' && c <= '9') {
      file -= c - '0';
    } else if (c == '+') {
      promote = true;
      continue;
    } else {
      const piece_kind base_kind = kind_of_letter(to_upper(c));
      if (base_kind == piece_kind::none) {
        r.add(error_at(diagnostic_code::sfen_syntax, at,
                       "'" + kifu::detail::excerpt(std::string_view(&c, 1)) +
                           "' is not a piece letter (P L N S G B R K, "
                           "upper case for black, + for promoted)"));
        return false;
      }
      if (promote && !can_promote(base_kind)) {
        r.add(error_at(diagnostic_code::sfen_syntax, at,
                       "'+" + kifu::detail::excerpt(std::string_view(&c, 1)) +
                           "': this piece cannot be promoted"));
        return false;
      }
      if (file >= 1)
        p.set({static_cast<std::uint8_t>(file), rank}, {is_lower(c) ? color::white : color::black,
                                                        promote ? promoted(base_kind) : base_kind});
      --file;
    }
    if (promote && (c < 'A' || c > 'z')) {
      r.add(error_at(diagnostic_code::sfen_syntax, at, "'+' must be followed by a piece letter"));
      return false;
    }
    promote = false;
    if (file < 0) {
      r.add(error_at(diagnostic_code::sfen_syntax, at,
                     "rank " + std::to_string(rank) + " has more than 9 squares"));
      return false;
    }
  }
  if (rank != 9 || file != 0) {
    r.add(error_at(diagnostic_code::sfen_syntax, base + board.size(),
                   "the board needs 9 ranks of 9 squares, separated by '/'"));
    return false;
  }
  return true;
}

bool read_hands(std::string_view hands, std::size_t base, position& p, parse_result<position>& r) {
  if (hands == "-") return true;
  int count = 0;
  std::size_t digits = 0;  // the digits of the count before the next letter
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const char c = hands[i];
    if (c >= '0' && c <= '9') {
      ++digits;
      count = count * 10 + (c - '0');
      if (count > 18) {
        r.add(error_at(diagnostic_code::sfen_syntax, base + i, "a hand count above 18"));
        return false;
      }
      continue;
    }
    const piece_kind k = kind_of_letter(to_upper(c));
    if (!is_hand_kind(k)) {
      r.add(error_at(diagnostic_code::sfen_syntax, base + i,
                     "'" + kifu::detail::excerpt(std::string_view(&c, 1)) +
                         "' cannot be in a hand (R B G S N L P, or '-')"));
      return false;
    }
    if (digits > 0 && count == 0) {
      r.add(error_at(diagnostic_code::sfen_syntax, base + i - digits,
                     "a hand count of 0 (a piece not in the hand is left out)"));
      return false;
    }
    const color side = is_lower(c) ? color::white : color::black;
    // SFEN names a kind once a hand: a second time is counted in, and said.
    if (p.hand(side, k) > 0) {
      diagnostic twice =
          error_at(diagnostic_code::sfen_syntax, base + i - digits,
                   "'" + std::string(1, c) + "' is named twice in the hand; the counts are added");
      twice.level = severity::warning;
      r.add(std::move(twice));
    }
    p.set_hand(side, k, p.hand(side, k) + (digits == 0 ? 1 : count));
    count = 0;
    digits = 0;
  }
  if (digits != 0) {
    r.add(error_at(diagnostic_code::sfen_syntax, base + hands.size(),
                   "a count without a piece letter"));
    return false;
  }
  return true;
}

// Reads the SFEN fields of words[first...]; returns how many words it used (0 on error).
std::size_t read_sfen_words(const std::vector<word>& words, std::size_t first,
                            std::size_t end_offset, parse_result<position>& r) {
  position p;
  if (first >= words.size()) {
    r.add(error_at(diagnostic_code::sfen_syntax, end_offset, "missing SFEN board"));
    return 0;
  }
  if (!read_board(words[first].text, words[first].offset, p, r)) return 0;
  if (first + 1 >= words.size() || (words[first + 1].text != "b" && words[first + 1].text != "w")) {
    r.add(error_at(diagnostic_code::sfen_syntax,
                   first + 1 < words.size() ? words[first + 1].offset : end_offset,
                   "expected the side to move, 'b' (black) or 'w' (white)"));
    return 0;
  }
  p.set_side_to_move(words[first + 1].text == "b" ? color::black : color::white);
  if (first + 2 >= words.size()) {
    r.add(error_at(diagnostic_code::sfen_syntax, end_offset,
                   "missing hands ('-' when both are empty)"));
    return 0;
  }
  if (!read_hands(words[first + 2].text, words[first + 2].offset, p, r)) return 0;
  std::size_t used = 3;
  if (first + 3 < words.size() && words[first + 3].text != "moves") {
    const auto& w = words[first + 3];
    int n = 0;
    const auto [end, ec] = std::from_chars(w.text.data(), w.text.data() + w.text.size(), n);
    if (ec != std::errc{} || end != w.text.data() + w.text.size() || n < 1) {
      r.add(error_at(diagnostic_code::sfen_syntax, w.offset,
                     "the move number must be a positive integer"));
      return 0;
    }
    p.set_move_number(n);
    used = 4;
  } else {
    r.add({diagnostic_code::sfen_syntax, severity::warning, end_offset, 1,
           static_cast<std::uint32_t>(end_offset + 1), "no move number; taken as 1"});
  }
  // Too many pieces of a kind is an error (no position holds them); the rest breaks only the
  // rules of play, which tsume and fun problems do on purpose: warnings, as the record readers
  // give them, so that every position a record holds reads back from its SFEN.
  for (auto d : p.validate()) {
    if (d.code != diagnostic_code::position_piece_count) d.level = severity::warning;
    d.offset = words[first].offset;
    d.line = 1;
    d.column = static_cast<std::uint32_t>(d.offset + 1);
    r.add(std::move(d));
  }
  r.set_value(p);
  return used;
}

bool parse_square(std::string_view two, square& s) {
  if (two.size() != 2 || two[0] < '1' || two[0] > '9' || two[1] < 'a' || two[1] > 'i') return false;
  s = {static_cast<std::uint8_t>(two[0] - '0'), static_cast<std::uint8_t>(two[1] - 'a' + 1)};
  return true;
}

}  // namespace

parse_result<position> parse_sfen(std::string_view text) {
  parse_result<position> r;
  const auto words = split_words(text);
  const std::size_t first = !words.empty() && words[0].text == "sfen" ? 1 : 0;
  const std::size_t used = read_sfen_words(words, first, text.size(), r);
  if (used != 0 && first + used < words.size()) {
    r.add(error_at(diagnostic_code::sfen_syntax, words[first + used].offset,
                   "unexpected text after the SFEN"));
  }
  return r;
}

namespace {

// The SFEN text of each board cell code (kind in the low four bits, 0x10 for white): up to two
// characters ("+r"), none for an empty cell.
struct cell_text {
  char chars[2];
  std::uint8_t size;
};
constexpr std::array<cell_text, 32> cell_texts = [] {
  std::array<cell_text, 32> table{};
  for (int code = 0; code < 32; ++code) {
    const auto kind = static_cast<piece_kind>(code & 0x0F);
    if (kind == piece_kind::none || (code & 0x0F) == 13) continue;  // 13: no such kind
    const char upper = letters[static_cast<int>(unpromoted(kind))];
    const char letter = (code & 0x10) != 0 ? static_cast<char>(upper + 32) : upper;
    table[code] = is_promoted(kind) ? cell_text{{'+', letter}, 2} : cell_text{{letter, 0}, 1};
  }
  return table;
}();

}  // namespace

void append_sfen(std::string& out, const position& p) {
  // Written into a buffer that holds any position (81 squares with '+', separators, two full
  // hands and the move number), then appended once. The board is read square by square from
  // the position's own array: file 9 to 1 of each rank, 9 squares apart.
  char buffer[160];
  char* o = buffer;
  for (int rank = 1; rank <= 9; ++rank) {
    if (rank > 1) *o++ = '/';
    int empties = 0;
    for (int file = 9; file >= 1; --file) {
      const std::uint8_t code = p.state().squares[(file - 1) * 9 + rank - 1];
      if (code == 0) {
        ++empties;
        continue;
      }
      if (empties) *o++ = static_cast<char>('0' + std::exchange(empties, 0));
      const cell_text& text = cell_texts[code & 0x1F];
      o[0] = text.chars[0];
      o[1] = text.chars[1];
      o += text.size;
    }
    if (empties) *o++ = static_cast<char>('0' + empties);
  }
  *o++ = ' ';
  *o++ = p.side_to_move() == color::black ? 'b' : 'w';
  *o++ = ' ';
  const char* const hands_start = o;
  for (int side = 0; side < 2; ++side)
    for (piece_kind k : hand_order) {
      const int n = p.state().hands[side][static_cast<int>(k)];
      if (n == 0) continue;
      if (n >= 10) *o++ = '1';
      if (n > 1) *o++ = static_cast<char>('0' + n % 10);
      const char letter = letters[static_cast<int>(k)];
      *o++ = side == 0 ? letter : static_cast<char>(letter + 32);
    }
  if (o == hands_start) *o++ = '-';
  *o++ = ' ';
  o = std::to_chars(o, buffer + sizeof buffer, p.move_number()).ptr;
  out.append(buffer, o);
}

std::string to_sfen(const position& p) {
  std::string out;
  append_sfen(out, p);
  return out;
}

std::string to_usi(const move& m) {
  std::string out;
  const auto put_square = [&](square s) {
    out += static_cast<char>('0' + s.file);
    out += static_cast<char>('a' + s.rank - 1);
  };
  if (m.is_drop()) {
    // Only hand kinds are dropped; a move made up with another kind shows '?'.
    out += is_hand_kind(m.kind()) ? letters[static_cast<int>(m.kind())] : '?';
    out += '*';
  } else {
    put_square(m.from());
  }
  put_square(m.to());
  if (m.promotes()) out += '+';
  return out;
}

std::ostream& operator<<(std::ostream& out, const move& m) {
  return out << to_usi(m);
}

std::ostream& operator<<(std::ostream& out, const position& p) {
  return out << to_sfen(p);
}

namespace {

// The move a USI word names in `p` (its piece from the board), not yet checked for legality.
parse_result<move> usi_move_named(std::string_view text, const position& p) {
  const auto syntax = [&](std::size_t at) {
    return error_at(diagnostic_code::usi_move_syntax, at,
                    "'" + kifu::detail::excerpt(text) + "' is not a USI move (7g7f, 8h2b+, P*5e)");
  };
  move m;
  square to;
  if (text.size() == 4 && text[1] == '*') {
    const piece_kind k = kind_of_letter(text[0]);
    if (!is_hand_kind(k)) return syntax(0);
    if (!parse_square(text.substr(2), to)) return syntax(2);
    m = move::drop(to, k);
  } else {
    square from;
    if (text.size() < 4 || text.size() > 5 || (text.size() == 5 && text[4] != '+'))
      return syntax(0);
    if (!parse_square(text.substr(0, 2), from)) return syntax(0);
    if (!parse_square(text.substr(2, 2), to)) return syntax(2);
    const piece moving = p.at(from);
    if (moving.kind == piece_kind::none || moving.color != p.side_to_move())
      return error_at(diagnostic_code::illegal_move, 0,
                      "'" + kifu::detail::excerpt(text) + "': no piece of the side to move on " +
                          std::string(text.substr(0, 2)));
    m = move::board(from, to, moving.kind, promote{text.size() == 5});
  }
  return m;
}

}  // namespace

parse_result<move> parse_usi_move(std::string_view text, const position& p) {
  auto named = usi_move_named(text, p);
  if (!named.ok()) return named;
  const move m = *named;
  if (const std::string why = p.why_illegal(m); !why.empty())
    return error_at(
        diagnostic_code::illegal_move, 0,
        "'" + kifu::detail::excerpt(text) + "' is not legal in " + to_sfen(p) + ": " + why);
  return m;
}

namespace {

// A USI line's start position (when it was read) and its moves up to the first that is not
// legal (or, read leniently, that cannot be played), with which of them are illegal.
struct usi_line {
  std::optional<position> start;
  std::vector<move> moves;
  std::vector<bool> illegal;
};

// Reads "[position] startpos|sfen SFEN|SFEN [moves M...]" into `r` (the position after the
// moves), keeping the start and the moves in `played` when given. `lenient`: an illegal move
// that can be played on the board is kept (an error all the same), as the KIF reader keeps one.
void read_usi_line(std::string_view text, parse_result<position>& r, usi_line* played,
                   bool lenient = false) {
  const auto words = split_words(text);
  std::size_t i = !words.empty() && words[0].text == "position" ? 1 : 0;
  if (i < words.size() && words[i].text == "startpos") {
    r.set_value(position::initial());
    ++i;
  } else if (i < words.size() && words[i].text == "sfen") {
    const std::size_t used = read_sfen_words(words, i + 1, text.size(), r);
    if (used == 0) return;
    i += 1 + used;
  } else if (i == 0 && !words.empty() && words[0].text.find('/') != std::string_view::npos) {
    const std::size_t used = read_sfen_words(words, 0, text.size(), r);  // a bare SFEN
    if (used == 0) return;
    i = used;
  } else {
    // After `position`, what follows is named; without it the text as a whole is no position.
    // A first word shaped as a USI move (legal or not): a game's moves copied without their start.
    const auto first_move =
        words.empty() ? parse_result<move>() : parse_usi_move(words[0].text, position::initial());
    const bool moves_alone =
        !words.empty() && i == 0 &&
        (first_move.ok() || (!first_move.diagnostics().empty() &&
                             first_move.diagnostics()[0].code != diagnostic_code::usi_move_syntax));
    const std::string message =
        i == 1 ? "expected 'startpos' or 'sfen' after 'position'"
        : words.empty()
            ? "no position: give an SFEN (lnsgkgsnl/… b - 1), 'startpos' or a USI position line"
        : moves_alone
            ? "moves alone name no start: write 'position startpos moves " +
                  kifu::detail::excerpt(words[0].text) + " …' for a game from the initial position"
            : "'" + kifu::detail::excerpt(words[0].text) +
                  "' is not an SFEN (lnsgkgsnl/… b - 1), 'startpos' or a USI position line";
    r.add(error_at(diagnostic_code::usi_move_syntax,
                   i < words.size() ? words[i].offset : text.size(), message));
    return;
  }
  if (r.has_errors()) return;
  if (played != nullptr) played->start = *r;
  if (i == words.size()) return;
  if (words[i].text != "moves") {
    r.add(error_at(diagnostic_code::usi_move_syntax, words[i].offset, "expected 'moves'"));
    return;
  }
  position p = *r;
  for (++i; i < words.size(); ++i) {
    auto m = parse_usi_move(words[i].text, p);
    const auto named = m.ok() || !lenient ? m : usi_move_named(words[i].text, p);
    const bool kept = m.ok() || (named.ok() && detail::playable(p, *named));
    for (auto d : m.diagnostics()) {
      d.offset += words[i].offset;
      d.column = static_cast<std::uint32_t>(d.offset + 1);
      if (kept)
        d.message +=
            "; kept as played (lenient reading): the moves after it are read from the "
            "position it leaves";
      r.add(std::move(d));
    }
    if (!kept) break;
    p.play(*named);
    if (played != nullptr) {
      played->moves.push_back(*named);
      played->illegal.push_back(!m.ok());
    }
  }
  r.set_value(p);
}

}  // namespace

parse_result<position> parse_usi_position(std::string_view text) {
  parse_result<position> r;
  read_usi_line(text, r, nullptr);
  return r;
}

parse_result<record> read_usi_record(std::string_view text, const usi_read_options& options) {
  parse_result<position> end;
  usi_line line;
  read_usi_line(text, end, &line, options.lenient);
  auto r = parse_result<record>::failed_as(end);
  if (!line.start) return r;
  // The moves up to one that is not legal, as the other readers keep a record up to its error.
  record out;
  out.start = *line.start;
  std::size_t node = 0;
  for (std::size_t k = 0; k < line.moves.size(); ++k) {
    node = out.add_move(node, line.moves[k]);
    out.nodes[node].illegal = line.illegal[k];
  }
  r.set_value(std::move(out));
  return r;
}

std::vector<parse_result<record>> read_usi_records(std::string_view text,
                                                   const usi_read_options& options) {
  std::vector<parse_result<record>> out;
  std::uint32_t number = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    const std::size_t begin = at;
    at = end + 1;
    ++number;
    if (line.ends_with('\r')) line.remove_suffix(1);
    const std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos || line[first] == '#') continue;
    auto one = read_usi_record(line, options);
    parse_result<record> placed;
    for (diagnostic d : one.diagnostics()) {
      if (d.has_location()) {
        d.line = number;
        d.offset += begin;
      }
      placed.add(std::move(d));
    }
    if (one.has_value()) placed.set_value(std::move(one).value());
    out.push_back(std::move(placed));
  }
  if (out.empty()) out.push_back(read_usi_record(""));  // says that there is no position
  return out;
}

std::string write_usi_record(const record& r) {
  std::string out =
      r.start == position::initial() ? "position startpos" : "position sfen " + to_sfen(r.start);
  bool first = true;
  for (const std::size_t i : r.main_line()) {
    if (!r.nodes[i].move) continue;
    out += first ? " moves " : " ";
    out += to_usi(*r.nodes[i].move);
    first = false;
  }
  return out + '\n';
}

}  // namespace kifu::inline v0::shogi
