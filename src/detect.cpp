// Naming what a file holds from its bytes: magic numbers first, then the shape of its first
// lines once decoded (see kifu/detect.hpp).
#include "kifu/detect.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>

#include "detect_shapes.hpp"
#include "encoding/utf16_sniff.hpp"

namespace kifu::inline v0 {

namespace {

struct kind_names {
  std::string_view name;         // to_string
  std::string_view description;  // describe
};

constexpr std::array<kind_names, 26> names{{
    {"empty", "an empty file"},
    {"KIF", "a KIF shogi record"},
    {"KI2", "a KI2 shogi record"},
    {"CSA", "a CSA shogi record"},
    {"JKF", "a JSON Kifu Format shogi record"},
    {"SFEN/USI", "an SFEN or USI position line"},
    {"T-BASE .dia", "a T-BASE diagram file (.dia)"},
    {"T-BASE .tjn", "a T-BASE solution file (.tjn)"},
    {"T-BASE .rem", "a T-BASE remark file (.rem)"},
    {"tsume index", "a tsume index file"},
    {"CKKA", "a CKKA cerke record"},
    {"SGF", "an SGF Go record"},
    {"Go text board", "a Go board drawn as text"},
    {"Pekzep", "Pekzep numerals"},
    {"text", "text in no format kifu reads"},
    {"HTML", "an HTML or XML page"},
    {"PDF", "a PDF document"},
    {"PNG", "a PNG picture"},
    {"JPEG", "a JPEG picture"},
    {"GIF", "a GIF picture"},
    {"ZIP", "a ZIP archive"},
    {"gzip", "gzip-compressed data"},
    {"UTF-16", "UTF-16 text"},
    {"binary", "binary data"},
    {"Markdown", "a Markdown document"},
    {"JSON", "JSON that is no shogi record"},
}};

constexpr std::size_t looked_at = 65536;  // how much of a file the shape is read from
constexpr std::size_t first_look = 4096;  // what is looked at first
constexpr std::size_t first_lines = 512;  // what is decoded first

bool starts_with_bytes(std::string_view bytes, std::string_view mark) {
  return bytes.substr(0, mark.size()) == mark;
}

// The magic numbers of the foreign formats people give by mistake, and of kifu's index file.
std::optional<input_detection> by_magic(std::string_view b) {
  struct magic {
    std::string_view bytes;
    input_kind kind;
    std::string_view reason;
  };
  static constexpr std::array<magic, 10> magics{{
      {"KIFUTIDX", input_kind::tsume_index, "starts with the mark KIFUTIDX"},
      {"%PDF-", input_kind::pdf, "starts with %PDF-"},
      {"\x89PNG\r\n\x1a\n", input_kind::png, "starts with the PNG signature"},
      {"\xFF\xD8\xFF", input_kind::jpeg, "starts with the JPEG marker FF D8 FF"},
      {"GIF87a", input_kind::gif, "starts with GIF87a"},
      {"GIF89a", input_kind::gif, "starts with GIF89a"},
      {"PK\x03\x04", input_kind::zip, "starts with the ZIP signature PK"},
      {"PK\x05\x06", input_kind::zip, "starts with the ZIP signature PK"},
      {"\x1F\x8B", input_kind::gzip, "starts with the gzip signature 1F 8B"},
      {"\xFE\xFF", input_kind::utf16, "starts with the UTF-16 byte-order mark FE FF"},
  }};
  for (const auto& m : magics)
    if (starts_with_bytes(b, m.bytes)) return input_detection{m.kind, std::nullopt, m.reason};
  if (starts_with_bytes(b, "\xFF\xFE"))
    return input_detection{input_kind::utf16, std::nullopt,
                           "starts with the UTF-16 byte-order mark FF FE"};
  return std::nullopt;
}

// Text with NUL bytes is UTF-16 when they fall as UTF-16's do (encoding/utf16_sniff.hpp), binary
// otherwise; control codes other than tab, line ends, form feed and the DOS end-of-file mark also
// make it binary.
// True when the control code `c` is not one that text holds (tab, line ends, form feed, EOF).
constexpr bool is_foreign_control(unsigned char c) noexcept {
  return c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != 0x1A;
}

// How many bytes of `b` are control codes text does not hold, NULs aside. Text is scanned eight
// bytes at a time: a word without a byte below 0x20 (most of them) is passed at once.
std::size_t foreign_controls(std::string_view b) noexcept {
  std::size_t controls = 0, i = 0;
  for (; i + 8 <= b.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, b.data() + i, 8);
    if (((word - 0x2020202020202020ULL) & ~word & 0x8080808080808080ULL) == 0) continue;
    for (std::size_t k = i; k < i + 8; ++k)
      controls += is_foreign_control(static_cast<unsigned char>(b[k]));
  }
  for (; i < b.size(); ++i) controls += is_foreign_control(static_cast<unsigned char>(b[i]));
  return controls;
}

std::optional<input_detection> by_control_bytes(std::string_view b) {
  if (std::memchr(b.data(), 0, b.size()) != nullptr) {  // NULs: UTF-16 or binary
    switch (detail::utf16_without_mark(b)) {
      case detail::utf16_order::little_endian:
        return input_detection{input_kind::utf16, std::nullopt,
                               "has a NUL byte after each ASCII character: UTF-16LE"};
      case detail::utf16_order::big_endian:
        return input_detection{input_kind::utf16, std::nullopt,
                               "has a NUL byte before each ASCII character: UTF-16BE"};
      case detail::utf16_order::none:
        break;
    }
    return input_detection{input_kind::binary, std::nullopt, "holds NUL bytes"};
  }
  if (foreign_controls(b) * 100 > b.size())
    return input_detection{input_kind::binary, std::nullopt, "holds control codes"};
  return std::nullopt;
}

// The first `size` bytes of `bytes`, ended after their last line end (so that no character is
// cut in two) when they hold one.
std::string_view first_bytes(std::string_view bytes, std::size_t size) {
  if (bytes.size() <= size) return bytes;
  bytes = bytes.substr(0, size);
  const auto end = bytes.rfind('\n');
  return end == std::string_view::npos ? bytes : bytes.substr(0, end + 1);
}

// One line in `encoding` as UTF-8: the line itself when it is UTF-8, else decoded into `buffer`;
// nothing when it does not decode, where the text looked at ends.
std::optional<std::string_view> decode_line(std::string_view line, text_encoding encoding,
                                            std::string& buffer) {
  if (encoding != text_encoding::shift_jis) {
    if (find_invalid_utf8(line) != std::string_view::npos) return std::nullopt;
    return line;
  }
  buffer.clear();
  if (!append_shift_jis_as_utf8(line, buffer, nullptr)) return std::nullopt;
  return std::string_view(buffer);
}

// One line of the text without its line end and surrounding blanks (ASCII and U+3000).
std::string_view trimmed(std::string_view line) {
  auto blank_front = [&] {
    if (!line.empty() && (line.front() == ' ' || line.front() == '\t')) return std::size_t{1};
    return line.starts_with("\u3000") ? std::size_t{3} : std::size_t{0};
  };
  auto blank_back = [&] {
    if (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
      return std::size_t{1};
    return line.ends_with("\u3000") ? std::size_t{3} : std::size_t{0};
  };
  for (std::size_t n; (n = blank_front()) != 0;) line.remove_prefix(n);
  for (std::size_t n; (n = blank_back()) != 0;) line.remove_suffix(n);
  return line;
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_upper(char c) {
  return c >= 'A' && c <= 'Z';
}

std::size_t leading_digits(std::string_view s) {
  std::size_t n = 0;
  while (n < s.size() && is_digit(s[n])) ++n;
  return n;
}

bool starts_with_any(std::string_view s, std::initializer_list<std::string_view> heads) {
  return std::any_of(heads.begin(), heads.end(), [&](auto h) { return s.starts_with(h); });
}

bool contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}

// A KIF move line: a move number, blanks, then a move or an end word (`1 ７六歩(77)`).
bool is_kif_move_line(std::string_view line) {
  if (detail::full_width_move_line(line)) return true;
  const std::size_t n = leading_digits(line);
  if (n == 0 || n >= line.size() || (line[n] != ' ' && line[n] != '\t')) return false;
  const auto rest = trimmed(line.substr(n));
  return starts_with_any(
      rest, {"１",   "２",   "３",   "４",   "５",     "６",     "７",       "８",   "９",
             "同",   "投了", "中断", "詰み", "千日手", "持将棋", "切れ負け", "反則", "入玉",
             "不戦", "封じ", "不詰", "▲",    "△",      "☗",      "☖"});
}

// A KI2 move line: a side's mark, then a square or 同 (`▲７六歩　△３四歩`).
bool is_ki2_move_line(std::string_view line) {
  for (std::string_view mark : {"▲", "△", "☗", "☖"}) {
    if (!line.starts_with(mark)) continue;
    const auto rest = line.substr(mark.size());
    return starts_with_any(rest, {"１", "２", "３", "４", "５", "６", "７", "８", "９", "同"}) ||
           (!rest.empty() && rest.front() >= '1' && rest.front() <= '9');
  }
  return false;
}

// A line KIF files hold and other formats do not: a header key with its full-width colon, the
// column heads of the move list, a board diagram's hand or frame.
bool is_kif_header_line(std::string_view line) {
  return starts_with_any(
             line, {"手数----", "手数＝", "#KIF", "# ----", "+---------------------------+"}) ||
         (contains(line, "：") &&
          starts_with_any(line, {"開始日時", "終了日時", "棋戦", "手合割", "先手", "後手", "下手",
                                 "上手", "場所", "持ち時間", "表題", "作者", "作品名", "戦型",
                                 "先手の持駒", "後手の持駒", "備考", "出典", "発表誌"}));
}

// Whether JSON text holds one object a line: its first line is a whole object and the next
// line that is not blank starts another. (JKF is one document; pretty-printed, its first line
// is a lone '{'.)
bool is_json_lines(std::string_view text) {
  const std::size_t end = text.find('\n');
  if (end == std::string_view::npos) return false;
  std::string_view first = text.substr(0, end);
  while (!first.empty() && (first.back() == '\r' || first.back() == ' ')) first.remove_suffix(1);
  if (first.size() < 2 || first.back() != '}') return false;
  const auto next = text.find_first_not_of(" \t\r\n", end);
  return next != std::string_view::npos && text[next] == '{';
}

// Whether JSON text names a member of JSON Kifu Format's top level within its first 64 KB.
bool has_jkf_member(std::string_view text) {
  const std::string_view head = text.substr(0, 65536);
  for (const std::string_view key : {"\"header\"", "\"initial\"", "\"moves\""})
    for (std::size_t at = head.find(key); at != std::string_view::npos;
         at = head.find(key, at + 1)) {
      const auto colon = head.find_first_not_of(" \t\r\n", at + key.size());
      if (colon != std::string_view::npos && head[colon] == ':') return true;
    }
  return false;
}

// A line of Markdown that no record holds: a code fence (```), or a table's rule (| --- | :-: |),
// which a KIF reader would take for a board diagram's row. A record quoted in a Markdown
// document sits inside such a fence; the document is not the record.
bool is_markdown_line(std::string_view line) {
  if (line.starts_with("```") || line.starts_with("~~~")) return true;
  if (!line.starts_with('|') || !line.ends_with('|') || line.size() < 5) return false;
  return line.find_first_not_of("|-: ") == std::string_view::npos && contains(line, "---");
}

// An SFEN board (9 ranks, 8 slashes, SFEN letters) followed by the side to move.
// A USI position line, or a word of SFEN board letters with at least four ranks (a mistyped
// SFEN too, which the SFEN reader then points at, not a KIF reader that would take its digit
// for a move number).
bool is_sfen(std::string_view line) {
  if (line == "startpos" || starts_with_any(line, {"position ", "sfen ", "startpos "})) return true;
  const auto board = line.substr(0, line.find_first_of(" \t"));
  return std::count(board.begin(), board.end(), '/') >= 4 &&
         std::all_of(board.begin(), board.end(), [](char c) {
           return c == '/' || c == '+' || (c >= '1' && c <= '9') ||
                  std::string_view("plnsgbrkPLNSGBRK").find(c) != std::string_view::npos;
         });
}

// A USI move: 7g7f, 8h2b+, P*5e.
bool is_usi_move(std::string_view w) {
  const auto square = [&](std::size_t at) {
    return w[at] >= '1' && w[at] <= '9' && w[at + 1] >= 'a' && w[at + 1] <= 'i';
  };
  if (w.size() == 4 && w[1] == '*')
    return std::string_view("PLNSGBR").find(w[0]) != std::string_view::npos && square(2);
  return (w.size() == 4 || (w.size() == 5 && w[4] == '+')) && square(0) && square(2);
}

// A line of USI moves alone (7g7f 3c3d …), as some programs copy a game: no position names
// their start, which the USI reader then says.
bool is_usi_moves(std::string_view line) {
  bool any = false;
  for (std::size_t at = 0; at < line.size();) {
    const std::size_t end = std::min(line.find_first_of(" \t", at), line.size());
    if (end > at) {
      if (!is_usi_move(line.substr(at, end - at))) return false;
      any = true;
    }
    at = end + 1;
  }
  return any;
}

// A line of a Go board's column letters: A B C … J (no I), ASCII or full-width.
bool is_go_columns(std::string_view line) {
  std::string letters;
  for (std::size_t i = 0; i < line.size();) {
    const auto c = static_cast<unsigned char>(line[i]);
    if (c == ' ' || c == '\t') {
      ++i;
    } else if (is_upper(line[i])) {
      letters += line[i++];
    } else if (line.substr(i).starts_with("\xEF\xBC") && i + 2 < line.size() &&
               static_cast<unsigned char>(line[i + 2]) >= 0xA1 &&
               static_cast<unsigned char>(line[i + 2]) <= 0xBA) {  // Ａ–Ｚ
      letters += static_cast<char>('A' + (static_cast<unsigned char>(line[i + 2]) - 0xA1));
      i += 3;
    } else if (line.substr(i).starts_with("\u3000")) {
      i += 3;
    } else {
      return false;
    }
  }
  return letters.size() >= 5 && letters.starts_with("ABCDEFGH") && !contains(letters, "I");
}

// A row of a Go board drawn with stones and grid characters.
bool is_go_row(std::string_view line) {
  return (contains(line, "●") || contains(line, "○")) &&
         (contains(line, "┼") || contains(line, "┌") || contains(line, "├") ||
          contains(line, "╋") || contains(line, "┠"));
}

// A Pekzep numeral: its kanji and nothing else (arabic numbers are left to other kinds).
bool is_pekzep_line(std::string_view line) {
  if (line.empty()) return false;
  for (std::size_t i = 0; i < line.size(); i += 3) {
    const auto c = line.substr(i, 3);
    if (std::string_view("一二三四五六七八九十百万億無下").find(c) == std::string_view::npos ||
        c.size() != 3)
      return false;
  }
  return true;
}

// A CKKA move or player line: `MAU弓MAIMY橋五`, `[mun1] [mun1]`.
bool is_ckka_line(std::string_view line) {
  std::size_t n = 0;
  while (n < line.size() && is_upper(line[n])) ++n;
  if (n >= 1 && n <= 3 && n < line.size() && static_cast<unsigned char>(line[n]) >= 0x80)
    return true;
  return line.starts_with('[') && contains(line, "] [");
}

// What follows an SGF game tree's '(': a node's ';', or (in files that leave it out) a property
// such as `GM[1]`.
bool is_sgf_game_start(std::string_view rest) {
  const auto at = rest.find_first_not_of(" \t\r\n");
  if (at == std::string_view::npos) return false;
  if (rest[at] == ';') return true;
  std::size_t end = at;
  while (end < rest.size() && is_upper(rest[end])) ++end;
  return end > at && end - at <= 2 && end < rest.size() && rest[end] == '[';
}

// What the lines of `bytes` (the start of a file, in `encoding`) show, each decoded as it is
// looked at, up to the first that does not decode. With `whole` unset the bytes are only the
// file's first lines: nothing when they do not decide.
std::optional<input_detection> by_lines(std::string_view bytes, text_encoding encoding,
                                        bool whole) {
  auto found = [&](input_kind kind, std::string_view reason) {
    return input_detection{kind, encoding, reason};
  };
  if (encoding == text_encoding::utf8_bom) bytes.remove_prefix(3);
  std::string buffer;       // a line decoded from Shift_JIS
  bool seen_text = false;   // a line that is not blank
  bool first_seen = false;  // a line that is neither blank nor a # comment
  bool ki2_moves = false, kif_header = false, go_board = false, sensei = false;
  bool all_pekzep = true, ckka = false;
  for (std::size_t at = 0; at < bytes.size();) {
    auto end = bytes.find('\n', at);
    if (end == std::string_view::npos) end = bytes.size();
    const auto raw = bytes.substr(at, end - at);  // the structure checks below are ASCII
    at = end + 1;
    const auto decoded = decode_line(raw, encoding, buffer);
    if (!decoded) break;
    const auto line = trimmed(*decoded);
    if (line.empty()) continue;
    if (!seen_text && raw.starts_with('#') && raw.size() >= 5 && leading_digits(raw.substr(1)) == 4)
      return found(input_kind::tbase_rem, "starts with a #NNNN work number line");
    seen_text = true;
    // The first line that tells is the first that is not a # comment (a list of SFENs may open
    // with some; KIF's #KIF line tells nothing by itself).
    if (!first_seen && !line.starts_with('#')) {
      first_seen = true;
      const auto first = line;
      if (first.starts_with('<')) {
        std::string head(first.substr(0, 16));
        std::transform(head.begin(), head.end(), head.begin(),
                       [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
        if (starts_with_any(head,
                            {"<!doctype", "<html", "<?xml", "<head", "<body", "<!--", "<svg"}))
          return found(input_kind::html, "starts with an HTML or XML tag");
      }
      if (first.starts_with('(') && is_sgf_game_start(bytes.substr(bytes.find('(') + 1)))
        return found(input_kind::sgf, "starts with an SGF game tree");
      if (first.starts_with('{')) {
        const auto after = bytes.find_first_not_of(" \t\r\n", bytes.find('{') + 1);
        if (after != std::string_view::npos && bytes[after] != '"' && bytes[after] != '}')
          return found(input_kind::ckka, "starts with a {key:value} header or {comment}");
        if (is_json_lines(bytes.substr(bytes.find('{'))))
          return found(input_kind::json, "holds a JSON object on each line, as JSON Lines do");
        if (!has_jkf_member(bytes))
          return found(input_kind::json,
                       "starts with a JSON object without JSON Kifu Format's "
                       "\"header\", \"initial\" or \"moves\"");
        return found(input_kind::jkf, "starts with a JSON object");
      }
      if (first.starts_with('[')) {  // an array of objects or strings: JSON, not a board
        const auto after = bytes.find_first_not_of(" \t\r\n", bytes.find('[') + 1);
        if (after != std::string_view::npos &&
            (bytes[after] == '{' || bytes[after] == '[' || bytes[after] == '"'))
          return found(input_kind::json,
                       "starts with a JSON array; a JSON Kifu Format record is one JSON object");
      }
      if (leading_digits(raw) >= 10 && std::count(raw.begin(), raw.end(), '/') >= 8)
        return found(input_kind::tbase_dia, "starts with a T-BASE diagram line");
      if (leading_digits(raw) == 4 && raw.size() > 4 && raw[4] == ' ')
        return found(input_kind::tbase_tjn, "starts with a NNNN work number and moves");
      if (is_sfen(first)) return found(input_kind::usi, "starts with an SFEN or USI position");
      if (is_usi_moves(first)) return found(input_kind::usi, "starts with USI moves");
    }
    if (is_markdown_line(line))
      return found(input_kind::markdown, "has a Markdown code fence or table rule");
    // A numbered move line decides (nothing that follows would outrank it).
    if (is_kif_move_line(line)) return found(input_kind::kif, "has numbered move lines");
    ki2_moves |= is_ki2_move_line(line);
    kif_header |= is_kif_header_line(line);
    go_board |= is_go_columns(line) || is_go_row(line);
    sensei |= line.starts_with("$$");  // Sensei's Library's diagram markup
    all_pekzep &= is_pekzep_line(line);
    ckka |= is_ckka_line(line);
  }
  if (!whole) return std::nullopt;
  if (!seen_text) return found(input_kind::text, "does not decode as UTF-8 or Shift_JIS");
  if (ki2_moves) return found(input_kind::ki2, "has move lines that start with ▲ or △");
  if (kif_header) return found(input_kind::kif, "has KIF header lines");
  if (go_board) return found(input_kind::go_text, "has a Go board's rows or column letters");
  if (sensei) return found(input_kind::go_text, "has a Sensei's Library diagram ($$ lines)");
  if (all_pekzep) return found(input_kind::pekzep, "has only Pekzep numerals");
  if (ckka) return found(input_kind::ckka, "has CKKA move lines");
  return found(input_kind::text, "text in no format kifu reads");
}

// Whether a line of `bytes` starts with KIF's move-list heading, 手数---- (in UTF-8 or
// Shift_JIS): a KIF record whose header section keeps a line that looks like CSA (N+名前) is
// still KIF.
bool has_kif_move_heading(std::string_view bytes) noexcept {
  for (const std::string_view heading :
       {std::string_view("手数----"), std::string_view("\x8E\xE8\x90\x94----")})
    for (std::size_t at = bytes.find(heading); at != std::string_view::npos;
         at = bytes.find(heading, at + 1))
      if (at == 0 || bytes[at - 1] == '\n') return true;
  return false;
}

// What `head` (the start of a file) shows: its control bytes, CSA statements, then its lines.
// The first 512 bytes are looked at first, in the encoding they show; with `whole` unset,
// nothing when neither they nor the rest decide.
std::optional<input_detection> detect_in(std::string_view head, bool whole) {
  const auto lines = first_bytes(head, first_lines);
  if (auto c = by_control_bytes(lines)) return *c;
  const auto encoding = detect_encoding(lines);
  // CSA is told from its statements, which are ASCII in every encoding.
  if (detail::has_csa_statements(lines) && !has_kif_move_heading(head))
    return {{input_kind::csa, encoding, "has CSA statements"}};
  if (lines.size() == head.size()) return by_lines(head, encoding, whole);
  if (auto d = by_lines(lines, encoding, false)) return d;
  if (auto c = by_control_bytes(head)) return *c;
  const auto all = detect_encoding(head);
  if (detail::has_csa_statements(head) && !has_kif_move_heading(head))
    return {{input_kind::csa, all, "has CSA statements"}};
  return by_lines(head, all, whole);
}

}  // namespace

std::string_view to_string(input_kind kind) noexcept {
  return names.at(static_cast<std::size_t>(kind)).name;
}

std::string_view describe(input_kind kind) noexcept {
  return names.at(static_cast<std::size_t>(kind)).description;
}

bool is_foreign(input_kind kind) noexcept {
  return kind > input_kind::text;
}

input_detection detect_input(std::string_view bytes) {
  if (auto m = by_magic(bytes)) return *m;
  const auto content = bytes.starts_with("\xEF\xBB\xBF") ? bytes.substr(3) : bytes;
  if (content.find_first_not_of(" \t\r\n\f\x1A") == std::string_view::npos)
    return {input_kind::empty, std::nullopt, "holds no characters but blanks"};
  // Most files tell what they are in their first lines: the first 4 KB are looked at first, the
  // first 64 KB only when they do not decide.
  if (bytes.size() > first_look)
    if (auto d = detect_in(first_bytes(bytes, first_look), false)) return *d;
  return *detect_in(first_bytes(bytes, looked_at), true);
}

std::optional<std::size_t> first_foreign_control(std::string_view bytes) noexcept {
  for (std::size_t i = 0; i < bytes.size(); ++i)
    if (is_foreign_control(static_cast<unsigned char>(bytes[i]))) return i;
  return std::nullopt;
}

}  // namespace kifu::inline v0

namespace kifu::inline v0::detail {

bool has_csa_statements(std::string_view bytes) noexcept {
  if (bytes.starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
  if (bytes.starts_with("'CSA encoding=")) return true;
  for (std::size_t at = 0; at < bytes.size();) {
    const std::size_t eol = std::min(bytes.find('\n', at), bytes.size());
    std::string_view line = bytes.substr(at, eol - at);
    at = eol + 1;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty() || line.starts_with('\'')) continue;
    const auto starts = [&](std::string_view p) { return line.starts_with(p); };
    // A $ header is a keyword in capitals ($EVENT:); Sensei's Library's Go diagrams open their
    // lines with $$.
    const bool header = line.size() >= 2 && line[0] == '$' && line[1] >= 'A' && line[1] <= 'Z';
    if (starts("V1") || starts("V2") || starts("V3") || starts("N+") || starts("N-") || header ||
        starts("PI") || starts("P+") || starts("P-") || line == "+" || line == "-")
      return true;
    if (line.size() >= 2 && line[0] == 'P' && line[1] >= '1' && line[1] <= '9') return true;
    return line.size() >= 7 && (line[0] == '+' || line[0] == '-') &&
           std::all_of(line.begin() + 1, line.begin() + 5,
                       [](char c) { return c >= '0' && c <= '9'; });
  }
  return false;
}

}  // namespace kifu::inline v0::detail
