// The text of a KIF file: decoding shared by its records, and the records' spans between
// separator lines.
#include "shogi/kif_file.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "shogi/kif_text.hpp"

namespace kifu::inline v0::shogi::detail {
namespace {

// The line that ends one record and starts the next in files holding several.
constexpr std::string_view separator_mark = "#--separator--";

// The start of the first `#--separator--` line at or after `from` (only blanks before the mark
// on its line), or the end of the text.
std::size_t next_separator(std::string_view text, std::size_t from) {
  // '#' is rare in records: memchr finds each candidate (string_view::find walks byte by byte).
  const char* const begin = text.data();
  const char* const end = begin + text.size();
  for (const char* p = begin + from;
       (p = static_cast<const char*>(std::memchr(p, '#', static_cast<std::size_t>(end - p))));
       ++p) {
    const auto at = static_cast<std::size_t>(p - begin);
    if (!text.substr(at).starts_with(separator_mark)) continue;
    const std::size_t line_start = text.rfind('\n', at) + 1;  // npos + 1 == 0
    if (detail::trim_left(text.substr(line_start, at - line_start)).empty()) return line_start;
  }
  return text.size();
}

// True when the text holds nothing but blanks and line ends.
bool only_blanks(std::string_view text) {
  return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

}  // namespace

diagnostic file_text::on_line(std::size_t line_offset, std::uint32_t line,
                              std::size_t column_offset, diagnostic_code code, severity level,
                              std::string message) {
  kifu::detail::diagnostic_builder builder(decoded, cursor);
  diagnostic d =
      builder.at(line_offset + column_offset, line_offset, line, code, level, std::move(message));
  cursor = builder.cursor();
  return d;
}

std::span<const std::size_t> file_text::take_nuls(std::size_t& next, std::size_t begin,
                                                  std::size_t end) const {
  while (next < nul_offsets.size() && nul_offsets[next] < begin) ++next;
  const std::size_t first = next;
  while (next < nul_offsets.size() && nul_offsets[next] < end) ++next;
  return std::span(nul_offsets).subspan(first, next - first);
}

void blank_nuls(file_text& f) {
  std::string& text = f.decoded.utf8;
  for (auto at = text.find('\0'); at != std::string::npos; at = text.find('\0', at + 1)) {
    text[at] = ' ';
    f.nul_offsets.push_back(at);
  }
}

namespace {

// A CR that does not end a line (CRLF) is spacing in KIF, wherever it stands: it becomes a space
// (same length, so offsets still map back to the input), and no kept text can hold one that a
// writer would put at a line end. In a text without a single LF, CRs end its lines (old
// Macintosh files): each becomes an LF.
void blank_lone_crs(std::string& text) {
  const char replacement = text.find('\n') == std::string::npos ? '\n' : ' ';
  for (auto at = text.find('\r'); at != std::string::npos; at = text.find('\r', at + 1))
    if (at + 1 == text.size() || text[at + 1] != '\n') text[at] = replacement;
}

}  // namespace

parse_result<file_text> open_file(std::string_view bytes, std::string_view name) {
  auto decoded = decode_repairing(bytes);
  if (!decoded.has_value()) return parse_result<file_text>::failed_as(decoded);
  const diagnostic_list repairs = decoded.diagnostics();
  file_text f;
  f.decoded = std::move(decoded).value();
  f.encoding = f.decoded.encoding;
  f.cursor.original = f.decoded.original_offset(0);
  blank_nuls(f);
  blank_lone_crs(f.decoded.utf8);
  const bool ascii_only =
      f.decoded.utf8.size() == bytes.size() && f.decoded.encoding == text_encoding::utf8 &&
      std::all_of(bytes.begin(), bytes.end(), [](char c) { return (c & 0x80) == 0; });
  if (ascii_only && (name.ends_with(".kif") || name.ends_with(".ki2")))
    f.encoding = text_encoding::shift_jis;  // indistinguishable: the extension decides
  parse_result<file_text> out(std::move(f));
  for (const diagnostic& d : repairs) out.add(d);
  return out;
}

std::vector<record_span> record_spans(std::string_view text) {
  std::vector<record_span> spans;
  record_span span;
  for (;;) {
    span.end = next_separator(text, span.begin);
    const std::string_view part = text.substr(span.begin, span.end - span.begin);
    const bool last = span.end == text.size();
    // Lines are counted only when a separator follows (most files hold one record).
    const auto lines =
        last ? 0 : static_cast<std::uint32_t>(std::count(part.begin(), part.end(), '\n'));
    span.separator_line = last ? 0 : span.first_line + lines;
    if (!only_blanks(part)) spans.push_back(span);
    const std::size_t separator_end = last ? text.size() : text.find('\n', span.end);
    if (last || separator_end == std::string_view::npos) break;
    span.first_line += lines + 1;
    span.begin = separator_end + 1;
  }
  if (spans.empty()) spans.push_back({0, text.size(), 1, 0});
  return spans;
}

}  // namespace kifu::inline v0::shogi::detail
