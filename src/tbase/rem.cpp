// The .rem comment file: sections by work number, colour codes.
#include "kifu/tbase/rem.hpp"

#include <array>

#include "tbase/text_lines.hpp"

namespace kifu::inline v0::tbase {

namespace {

constexpr std::size_t longest_rem_line = 72;

std::optional<int> section_number(std::string_view bytes) {
  if (bytes.size() < 2 || bytes.size() > 10 || bytes[0] != '#') return std::nullopt;
  int n = 0;
  for (char c : bytes.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

std::string_view to_string(rem_color c) noexcept {
  static constexpr std::array<std::string_view, 8> names = {"",   "青",   "赤", "紫",
                                                            "緑", "水色", "黄", "白"};
  return names[static_cast<std::size_t>(c) & 7U];
}

std::vector<rem_span> colored_spans(const rem_section& section) {
  std::vector<rem_span> spans;
  rem_color color = rem_color::none;
  for (std::size_t li = 0; li < section.lines.size(); ++li) {
    const std::string_view line = section.lines[li];
    std::size_t start = 0;
    const auto flush = [&](std::size_t end) {
      if (end > start) spans.push_back({li, color, std::string(line.substr(start, end - start))});
    };
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
      if (line[i] == '$' && line[i + 1] >= '1' && line[i + 1] <= '7') {
        flush(i);
        color = static_cast<rem_color>(line[i + 1] - '0');
        start = i + 2;
        ++i;
      }
    }
    flush(line.size());
  }
  return spans;
}

parse_result<rem_file> read_rem(std::string_view bytes) {
  parse_result<rem_file> result;
  rem_file file;
  diagnostic_list diagnostics;
  std::string text;
  bool first = true;
  file.trailer = std::string(detail::for_each_line(bytes, [&](const detail::text_line& line) {
    if (first) file.line_ending = line.crlf ? line_ending::crlf : line_ending::lf;
    first = false;
    if (line.bytes.size() > longest_rem_line) {
      diagnostics.push_back({diagnostic_code::rem_syntax, severity::warning, line.offset,
                             line.number, 1,
                             "the line has " + std::to_string(line.bytes.size()) +
                                 " bytes; .rem lines have at most 72"});
    }
    if (line.bytes == "#") {
      file.sections.push_back({std::nullopt, "#", {}, line.offset});
      return;
    }
    if (const auto n = section_number(line.bytes)) {
      file.sections.push_back({*n, std::string(line.bytes), {}, line.offset});
      return;
    }
    if (!file.sections.empty() && !file.sections.back().number) {
      diagnostics.push_back(
          {diagnostic_code::rem_syntax, severity::warning, line.offset, line.number, 1,
           "text after a lone '#' (the end mark) belongs to no work; it is kept"});
    } else if (file.sections.empty() && file.preamble.empty()) {
      diagnostics.push_back({diagnostic_code::rem_syntax, severity::warning, line.offset,
                             line.number, 1,
                             "text before the first #NNNN header belongs to no work; it is kept"});
    } else if (line.bytes.starts_with('#')) {
      // A damaged header would join this work's comment to the one above.
      diagnostics.push_back(
          {diagnostic_code::rem_syntax, severity::warning, line.offset, line.number, 1,
           "a line that starts with '#' but is not a work header (#NNNN) is read as a line of "
           "the comment above"});
    }
    detail::decode_line(line, text, diagnostic_code::rem_syntax, diagnostics);
    (file.sections.empty() ? file.preamble : file.sections.back().lines).push_back(text);
  }));
  for (auto& d : diagnostics) result.add(std::move(d));
  result.set_value(std::move(file));
  return result;
}

parse_result<std::string> write_rem(const rem_file& file) {
  parse_result<std::string> result;
  std::string out;
  diagnostic_list diagnostics;
  for (const auto& l : file.preamble) detail::encode_line(l, file.line_ending, out, diagnostics);
  for (const rem_section& s : file.sections) {
    const bool header_fits = s.number ? section_number(s.header) == s.number : s.header == "#";
    const std::string header = header_fits ? s.header
                               : s.number  ? "#" + detail::four_digits(*s.number)
                                           : "#";
    detail::encode_line(header, file.line_ending, out, diagnostics);
    for (const auto& l : s.lines) detail::encode_line(l, file.line_ending, out, diagnostics);
  }
  out += file.trailer;
  for (auto& d : diagnostics) result.add(std::move(d));
  result.set_value(std::move(out));
  return result;
}

}  // namespace kifu::inline v0::tbase
