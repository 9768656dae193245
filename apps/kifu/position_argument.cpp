// Reading a position argument through the library's USI line reader.
#include "position_argument.hpp"

#include <algorithm>

#include "command.hpp"
#include "kifu/shogi/sfen.hpp"

namespace kifu_cli {

bool is_position_argument(std::string_view line) {
  const auto first_word = line.substr(0, line.find(' '));
  return first_word == "position" || first_word == "startpos" || first_word == "sfen" ||
         std::count(first_word.begin(), first_word.end(), '/') == 8;
}

std::optional<kifu::shogi::record> read_position_argument(std::string_view text,
                                                          const std::string& name,
                                                          std::uint32_t line, std::size_t offset) {
  auto r = kifu::shogi::read_usi_record(text);
  for (auto d : r.diagnostics()) {
    if (d.has_location()) {
      d.line = line;
      d.offset += offset;
    }
    report(d, name);
  }
  if (!r.ok()) return std::nullopt;
  return std::move(r).value();
}

}  // namespace kifu_cli
