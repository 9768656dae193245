// Reading a position argument through the library's USI line reader.
#include "position_argument.hpp"

#include <algorithm>

#include "command.hpp"
#include "input.hpp"
#include "kifu/detect.hpp"
#include "kifu/shogi/sfen.hpp"
#include "record_file.hpp"

namespace kifu_cli {

std::optional<std::vector<position_line>> position_lines(std::string_view bytes) {
  std::vector<position_line> out;
  std::size_t offset = bytes.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  for (std::uint32_t line = 1; offset <= bytes.size(); ++line) {
    const std::size_t end = std::min(bytes.find('\n', offset), bytes.size());
    std::string_view text = bytes.substr(offset, end - offset);
    while (!text.empty() && (text.back() == '\r' || text.back() == ' ' || text.back() == '\t'))
      text.remove_suffix(1);
    const std::size_t lead = std::min(text.find_first_not_of(" \t"), text.size());
    // Blank lines and # comment lines are passed over (see detect_input). The library's input
    // detection judges the first line, so that a file is a list of positions here exactly when
    // the readers take it for a position; each later line is read as one.
    if (lead < text.size() && text[lead] != '#') {
      if (out.empty() && kifu::detect_input(text.substr(lead)).kind != kifu::input_kind::usi)
        return std::nullopt;
      out.push_back({text.substr(lead), line, offset + lead, lead});
    }
    offset = end + 1;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

namespace {

// The position argument `-`: the one position line of standard input.
std::optional<kifu::shogi::record> read_position_from_stdin() {
  constexpr kifu::input_kind positions[] = {kifu::input_kind::usi};
  const auto bytes = read_input("-", positions);
  if (!bytes) return std::nullopt;
  const std::string name(display_name("-"));
  const auto lines = position_lines(*bytes);
  if (!lines) {
    error_at(name) << "no SFEN, 'startpos' or USI position line here; give one position";
    return std::nullopt;
  }
  if (lines->size() > 1) {
    error_at(name) << "holds " << lines->size() << " position lines; give one (line "
                   << (*lines)[1].line << " is a second)";
    return std::nullopt;
  }
  return read_position_line(lines->front(), name);
}

}  // namespace

std::optional<kifu::shogi::record> read_position_argument(std::string_view text,
                                                          const std::string& name,
                                                          std::uint32_t line, std::size_t offset,
                                                          std::size_t indent) {
  if (text == "-" && line == 1 && offset == 0) return read_position_from_stdin();
  auto r = kifu::shogi::read_usi_record(text);
  for (auto d : r.diagnostics()) {
    if (d.has_location()) {
      d.line = line;
      d.offset += offset;
      d.column += static_cast<std::uint32_t>(indent);
    }
    report(d, name);
  }
  if (!r.ok()) return std::nullopt;
  return std::move(r).value();
}

std::optional<kifu::shogi::record> read_position_line(const position_line& position,
                                                      const std::string& name) {
  return read_position_argument(position.text, name, position.line, position.offset,
                                position.indent);
}

}  // namespace kifu_cli
