// The typed fields of a .dia record: every field is read by its kind, then written back the
// same way; when that does not give the bytes read, the bytes are kept (verbatim_field).
#include "tbase/dia_fields.hpp"

#include <algorithm>
#include <cstring>

#include "kifu/encoding.hpp"

namespace kifu::inline v0::tbase {

namespace {

using detail::field_kind;
using detail::field_layout;
using detail::field_problem;

constexpr auto make_letters() {
  // Index = kind; upper case (the defender's letter).
  std::array<char, 16> letters{};
  using shogi::piece_kind;
  const std::pair<piece_kind, char> table[] = {
      {piece_kind::king, 'Q'},      {piece_kind::rook, 'A'},       {piece_kind::bishop, 'S'},
      {piece_kind::gold, 'D'},      {piece_kind::silver, 'F'},     {piece_kind::knight, 'G'},
      {piece_kind::lance, 'H'},     {piece_kind::pawn, 'J'},       {piece_kind::dragon, 'Z'},
      {piece_kind::horse, 'X'},     {piece_kind::pro_silver, 'C'}, {piece_kind::pro_knight, 'V'},
      {piece_kind::pro_lance, 'B'}, {piece_kind::pro_pawn, 'N'}};
  for (const auto& [kind, letter] : table) letters[static_cast<std::size_t>(kind)] = letter;
  return letters;
}
constexpr std::array<char, 16> upper_letters = make_letters();

constexpr auto make_pieces() {
  std::array<shogi::piece, 128> pieces{};
  for (std::size_t k = 0; k < upper_letters.size(); ++k) {
    const char c = upper_letters[k];
    if (c == 0) continue;
    const auto kind = static_cast<shogi::piece_kind>(k);
    pieces[static_cast<unsigned char>(c)] = {shogi::color::white, kind};
    pieces[static_cast<unsigned char>(c - 'A' + 'a')] = {shogi::color::black, kind};
  }
  return pieces;
}
constexpr std::array<shogi::piece, 128> pieces_of_letters = make_pieces();

constexpr bool is_digit(char c) noexcept {
  return c >= '0' && c <= '9';
}

std::string_view trim_spaces(std::string_view s) noexcept {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

bool is_ascii(std::string_view s) noexcept {
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

void append_hex(unsigned char byte, std::string& out) {
  static constexpr char hex[] = "0123456789ABCDEF";
  out += "\\x";
  out += hex[byte >> 4U];
  out += hex[byte & 15U];
}

// Appends `utf8` to `out`, control characters as \xNN.
void append_escaped(std::string_view utf8, std::string& out) {
  for (const char c : utf8) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u == 0x7F) {
      append_hex(u, out);
    } else {
      out += c;
    }
  }
}

// A field's bytes in quotes as a person reads them: Shift_JIS decoded ('第3番 '), only the bytes
// that do not decode and control characters as \xNN.
std::string quoted(std::string_view raw) {
  std::string s = "'";
  std::string utf8;
  while (!raw.empty()) {
    utf8.clear();
    diagnostic error;
    if (append_shift_jis_as_utf8(raw, utf8, &error)) {
      append_escaped(utf8, s);
      break;
    }
    // The bytes before the error decode; the byte at it does not.
    const std::size_t bad = std::min(error.offset, raw.size() - 1);
    utf8.clear();
    if (append_shift_jis_as_utf8(raw.substr(0, bad), utf8)) {
      append_escaped(utf8, s);
    } else {
      for (std::size_t i = 0; i < bad; ++i) append_hex(static_cast<unsigned char>(raw[i]), s);
    }
    append_hex(static_cast<unsigned char>(raw[bad]), s);
    raw.remove_prefix(bad + 1);
  }
  return s + "'";
}

// True when decoding the Shift_JIS `text` and encoding it again gives the same bytes: always,
// unless it uses the rows where Windows-31J has two codes for one character (NEC row 13 and the
// IBM extensions), which are checked by encoding.
bool decodes_exactly(std::string_view text) {
  bool duplicates_possible = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (!is_shift_jis_lead_byte(c)) continue;
    duplicates_possible |= c == 0x87 || c >= 0xED;
    ++i;
  }
  if (!duplicates_possible) return true;
  std::string utf8;
  std::string again;
  return append_shift_jis_as_utf8(text, utf8) && append_utf8_as_shift_jis(utf8, again) &&
         again == text;
}

// ---- reading, one overload per member type ----

struct field_reader {
  const field_layout& f;
  std::string_view raw;
  std::vector<field_problem>& problems;
  bool messages = true;  // false: problems without their text, which costs more than the rest

  // A problem at byte `at` of the field; `message()` gives its text, asked only when wanted.
  template <class Message>
  void problem(std::size_t at, Message&& message, severity level = severity::warning) const {
    if (!messages) {
      problems.push_back({f.offset + at, level, {}});
      return;
    }
    std::string text(f.name);
    text.append(": ").append(message());
    problems.push_back({f.offset + at, level, std::move(text)});
  }

  // Each read returns true when writing the value gives the same bytes.
  bool read(std::optional<int>& out) const {
    out.reset();
    const std::string_view digits = trim_spaces(raw);
    if (digits.empty()) return true;
    int value = 0;
    for (char c : digits) {
      if (!is_digit(c)) {
        problem(0,
                [&] { return quoted(raw) + " is not a number; the bytes are kept as they are"; });
        return false;
      }
      value = value * 10 + (c - '0');
    }
    out = value;
    return digits.size() == raw.size();
  }

  bool read(std::optional<shogi::square>& out) const {
    out.reset();
    if (raw == "  ") return true;
    if (raw == "00") return false;  // no square, written back as blanks
    if (raw[0] >= '1' && raw[0] <= '9' && raw[1] >= '1' && raw[1] <= '9') {
      out = shogi::square{static_cast<std::uint8_t>(raw[0] - '0'),
                          static_cast<std::uint8_t>(raw[1] - '0')};
      return true;
    }
    problem(
        0, [&] { return quoted(raw) + " is not a square (file and rank digits 1-9, such as 82)"; });
    return false;
  }

  template <class E>
  bool read(std::optional<E>& out) const {
    constexpr int max = std::is_same_v<E, completeness> ? 4 : 3;
    out.reset();
    if (raw[0] == ' ') return true;
    if (raw[0] >= '0' && raw[0] <= '0' + max) {
      out = static_cast<E>(raw[0] - '0');
      return true;
    }
    problem(0, [&] { return quoted(raw) + " is not one of the codes 0-" + std::to_string(max); });
    return false;
  }

  bool read(kind_counts& out) const {
    out = {};
    bool exact = true;
    const bool has_king = f.width == 9;
    std::size_t at = 0;
    for (std::size_t k = has_king ? 0 : 1; k < 8; ++k) {
      const std::size_t width = k == 7 ? 2 : 1;
      int value = 0;
      for (std::size_t i = 0; i < width; ++i, ++at) {
        const char c = raw[at];
        if (is_digit(c)) {
          value = value * 10 + (c - '0');
          continue;
        }
        exact = false;
        // A piece count that cannot be read changes the problem: an error, not a guess.
        if (c != ' ')
          problem(
              at, [&] { return quoted(raw.substr(at, 1)) + " is not a digit; read as 0"; },
              severity::error);
      }
      out[k] = static_cast<std::uint8_t>(value);
    }
    return exact;
  }

  bool read(std::array<shogi::piece, 81>& out) const {
    out = {};
    bool exact = true;
    for (std::size_t file = 0; file < 9; ++file) {
      for (std::size_t rank = 0; rank < 9; ++rank) {
        const std::size_t at = file * 10 + rank;
        const auto c = static_cast<unsigned char>(raw[at]);
        if (c == ' ') continue;
        const shogi::piece p = c < 128 ? pieces_of_letters[c] : shogi::piece{};
        if (p.kind == shogi::piece_kind::none) {
          exact = false;
          problem(
              at,
              [&] {
                return quoted(raw.substr(at, 1)) + " on " + std::to_string(file + 1) +
                       std::to_string(rank + 1) +
                       " is not a piece letter; the square is read as empty";
              },
              severity::error);  // a piece lost changes the problem
        }
        out[file * 9 + rank] = p;
      }
      if (raw[file * 10 + 9] != '/') {
        exact = false;
        problem(file * 10 + 9,
                [&] { return "expected '/' after file " + std::to_string(file + 1); });
      }
    }
    return exact;
  }

  bool read(std::string& out) const {
    return f.kind == field_kind::number_or_text ? read_number_or_text(out) : read_text(out);
  }

  // 出典中番号: digits are a number, kept without its leading zeros (000099 is "99"); anything
  // else is a text (P157, 第3番), kept without the blanks around it.
  bool read_number_or_text(std::string& out) const {
    const std::string_view trimmed = trim_spaces(raw);
    if (!trimmed.empty() && std::all_of(trimmed.begin(), trimmed.end(), is_digit)) {
      const std::size_t zeros = std::min(trimmed.find_first_not_of('0'), trimmed.size() - 1);
      out.assign(trimmed.substr(zeros));
      return trimmed.size() == raw.size();  // written back with zeros in front, right-aligned
    }
    bool exact = read_text(out);
    const std::size_t leading = std::min(out.find_first_not_of(' '), out.size());
    if (leading > 0) {
      out.erase(0, leading);
      exact = false;  // written back left-aligned
    }
    return exact;
  }

  bool read_text(std::string& out) const {
    out.clear();
    std::string_view text = raw;
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (is_ascii(text)) {
      out.assign(text);
      return true;
    }
    diagnostic error;
    if (append_shift_jis_as_utf8(text, out, &error)) return decodes_exactly(text);
    // Keep what decodes (the bytes before the error always do); the writer keeps the raw bytes.
    (void)append_shift_jis_as_utf8(text.substr(0, error.offset), out);
    while (!out.empty() && out.back() == ' ') out.pop_back();
    problem(error.offset, [&] {
      return error.offset + 1 == text.size() &&
                     is_shift_jis_lead_byte(static_cast<unsigned char>(text.back()))
                 ? std::string("the field ends in the middle of a Shift_JIS character")
                 : error.message;
    });
    return false;
  }
};

// ---- writing ----

struct field_writer {
  const field_layout& f;
  char* out;  // f.width bytes
  std::vector<field_problem>* problems;

  void problem(std::string message) const {
    if (problems)
      problems->push_back(
          {f.offset, severity::error, std::string(f.name) + ": " + std::move(message)});
  }

  void write(const std::optional<int>& value) const {
    std::memset(out, ' ', f.width);
    if (!value) return;
    const std::string digits = std::to_string(*value);
    if (*value < 0 || digits.size() > f.width) {
      problem(digits + " does not fit in " + std::to_string(f.width) + " digits");
      return;
    }
    std::memset(out, '0', f.width - digits.size());
    std::memcpy(out + f.width - digits.size(), digits.data(), digits.size());
  }

  void write(const std::optional<shogi::square>& s) const {
    out[0] = out[1] = ' ';
    if (!s) return;
    if (!s->valid()) {
      problem("not a square of the board");
      return;
    }
    out[0] = static_cast<char>('0' + s->file);
    out[1] = static_cast<char>('0' + s->rank);
  }

  template <class E>
  void write(const std::optional<E>& value) const {
    out[0] = value ? static_cast<char>('0' + static_cast<int>(*value)) : ' ';
  }

  void write(const kind_counts& counts) const {
    std::size_t at = 0;
    for (std::size_t k = f.width == 9 ? 0 : 1; k < 8; ++k) {
      const int value = counts[k];
      if (k == 7) {
        if (value > 99) problem("more than 99 歩");
        out[at++] = static_cast<char>('0' + value / 10 % 10);
        out[at++] = static_cast<char>('0' + value % 10);
      } else {
        if (value > 9) problem("more than 9 of a kind");
        out[at++] = static_cast<char>('0' + value % 10);
      }
    }
  }

  void write(const std::array<shogi::piece, 81>& board) const {
    for (std::size_t file = 0; file < 9; ++file) {
      for (std::size_t rank = 0; rank < 9; ++rank)
        out[file * 10 + rank] = board_letter(board[file * 9 + rank]);
      out[file * 10 + 9] = '/';
    }
  }

  void write(const std::string& text) const {
    std::memset(out, ' ', f.width);
    if (f.kind == field_kind::number_or_text && !text.empty() &&
        std::all_of(text.begin(), text.end(), is_digit)) {
      const std::string_view digits =
          std::string_view(text).substr(std::min(text.find_first_not_of('0'), text.size() - 1));
      if (digits.size() > f.width) {
        problem(std::string(digits) + " does not fit in " + std::to_string(f.width) + " digits");
        return;
      }
      std::memset(out, '0', f.width - digits.size());
      std::memcpy(out + f.width - digits.size(), digits.data(), digits.size());
      return;
    }
    std::string bytes;
    if (is_ascii(text)) {
      bytes = text;
    } else {
      diagnostic error;
      if (!append_utf8_as_shift_jis(text, bytes, &error)) {
        problem(error.message);
        return;
      }
    }
    if (bytes.size() > f.width) {
      problem("'" + text + "' needs " + std::to_string(bytes.size()) + " bytes; the field has " +
              std::to_string(f.width));
      return;
    }
    std::memcpy(out, bytes.data(), bytes.size());
  }
};

// Calls `fn` with the member that holds field `f` (Record is dia_record or const dia_record).
template <class Record, class Fn>
void with_member(Record& r, dia_field f, Fn&& fn) {
  switch (f) {
    case dia_field::hand:
      return fn(r.hand);
    case dia_field::hand_count:
      return fn(r.hand_count);
    case dia_field::board:
      return fn(r.board);
    case dia_field::number:
      return fn(r.number);
    case dia_field::author:
      return fn(r.author);
    case dia_field::author_code:
      return fn(r.author_code);
    case dia_field::source:
      return fn(r.source);
    case dia_field::source_code:
      return fn(r.source_code);
    case dia_field::source_index:
      return fn(r.source_index);
    case dia_field::published:
      return fn(r.published);
    case dia_field::king_square:
      return fn(r.king_square);
    case dia_field::move_count:
      return fn(r.move_count);
    case dia_field::originality:
      return fn(r.originality);
    case dia_field::piece_count:
      return fn(r.piece_count);
    case dia_field::piece_kinds:
      return fn(r.piece_kinds);
    case dia_field::article:
      return fn(r.article);
    case dia_field::title:
      return fn(r.title);
    case dia_field::jissen_type:
      return fn(r.jissen_type);
    case dia_field::completeness:
      return fn(r.completeness);
    case dia_field::awards:
      return fn(r.awards);
    case dia_field::original_source:
      return fn(r.original_source);
    case dia_field::mate_king_square:
      return fn(r.mate_king_square);
    case dia_field::mate_piece_count:
      return fn(r.mate_piece_count);
    case dia_field::mate_attacker_count:
      return fn(r.mate_attacker_count);
    case dia_field::ids:
      return fn(r.ids);
    case dia_field::placed_kinds:
      return fn(r.placed_kinds);
    case dia_field::placed_count:
      return fn(r.placed_count);
    case dia_field::placed_id:
      return fn(r.placed_id);
    case dia_field::placed_count_id:
      return fn(r.placed_count_id);
    case dia_field::mark:
      return fn(r.mark);
    case dia_field::original_number:
      return fn(r.original_number);
    case dia_field::answer_segment:
      return fn(r.answer_segment);
    case dia_field::answer_difficulty:
      return fn(r.answer_difficulty);
    case dia_field::reversed:
      return fn(r.reversed);
    case dia_field::deleted:
      return fn(r.deleted);
    case dia_field::classification:
      return fn(r.classification);
    case dia_field::classification_tail:
      return fn(r.classification_tail);
  }
}

constexpr bool table_in_field_order() {
  for (std::size_t i = 0; i < detail::fields.size(); ++i)
    if (static_cast<std::size_t>(detail::fields[i].field) != i) return false;
  return true;
}
static_assert(table_in_field_order());

}  // namespace

std::string_view to_string(dia_field field) noexcept {
  return detail::layout(field).name;
}

char board_letter(shogi::piece p) noexcept {
  const char upper = upper_letters[static_cast<std::size_t>(p.kind) & 15U];
  if (upper == 0) return ' ';
  return p.color == shogi::color::white ? upper : static_cast<char>(upper - 'A' + 'a');
}

std::optional<shogi::piece> piece_of_board_letter(char letter) noexcept {
  const auto c = static_cast<unsigned char>(letter);
  if (c >= 128 || pieces_of_letters[c].kind == shogi::piece_kind::none) return std::nullopt;
  return pieces_of_letters[c];
}

namespace detail {

void decode_frame(std::string_view frame, dia_record& r, std::vector<field_problem>& problems,
                  bool messages) {
  r.verbatim.clear();
  char canonical[frame_size];
  for (const field_layout& f : fields) {
    if (f.field == dia_field::mate_attacker_count && !r.three_line) {
      r.mate_attacker_count.reset();
      continue;
    }
    const std::string_view raw = frame.substr(f.offset, f.width);
    bool exact = true;
    with_member(r, f.field, [&](auto& member) {
      exact = field_reader{f, raw, problems, messages}.read(member);
    });
    if (exact) continue;
    with_member(r, f.field, [&](const auto& member) {
      field_writer{f, canonical, nullptr}.write(member);
    });
    const std::string_view written(canonical, f.width);
    if (written != raw) r.verbatim.push_back({f.field, std::string(raw), std::string(written)});
  }
}

void encode_frame(const dia_record& r, char* frame, std::vector<field_problem>& problems) {
  for (const field_layout& f : fields) {
    char* out = frame + f.offset;
    if (f.field == dia_field::mate_attacker_count && !r.three_line) {
      std::memset(out, ' ', f.width);
      continue;
    }
    std::vector<field_problem> field_problems;
    with_member(r, f.field, [&](const auto& member) {
      field_writer{f, out, &field_problems}.write(member);
    });
    const auto kept = std::find_if(r.verbatim.begin(), r.verbatim.end(),
                                   [&](const verbatim_field& v) { return v.field == f.field; });
    if (kept != r.verbatim.end() && kept->raw.size() == f.width && field_problems.empty() &&
        std::string_view(out, f.width) == kept->canonical) {
      std::memcpy(out, kept->raw.data(), f.width);
    }
    problems.insert(problems.end(), field_problems.begin(), field_problems.end());
  }
}

}  // namespace detail
}  // namespace kifu::inline v0::tbase
