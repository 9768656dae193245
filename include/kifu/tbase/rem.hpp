// kifu/tbase/rem.hpp: the .rem comment file of T-BASE: sections `#0001` … up to the next `#`,
// lines of at most 72 bytes, colour codes $1–$7.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/tbase/dia.hpp"

namespace kifu::inline v0::tbase {

/// The colours of the $1–$7 codes; none is the viewer's default colour.
enum class rem_color : std::uint8_t { none, blue, red, purple, green, cyan, yellow, white };

/// The Japanese name of a colour (青 赤 紫 緑 水色 黄 白; empty for none).
KIFU_API std::string_view to_string(rem_color c) noexcept;

/// The comment of one work: a `#0001` line and the lines up to the next `#` line. A lone `#`
/// (the file's end mark) is a section without a number.
struct rem_section {
  std::optional<int> number;       ///< 作品番号 from the `#0001` line; none for a lone `#`
  std::string header;              ///< the `#` line as written
  std::vector<std::string> lines;  ///< the comment lines as written (UTF-8, colour codes kept)
  std::size_t offset = 0;          ///< byte offset of the `#` line in its file
  friend bool operator==(const rem_section& a, const rem_section& b) {
    return a.number == b.number && a.header == b.header && a.lines == b.lines;
  }
};

/// A run of comment text in one colour.
struct rem_span {
  std::size_t line = 0;               ///< index into the section's lines
  rem_color color = rem_color::none;  ///< colour of the text
  std::string text;                   ///< the text without colour codes
  friend bool operator==(const rem_span&, const rem_span&) = default;
};

/// The coloured text of a section; a colour lasts until the next code, across lines.
KIFU_API std::vector<rem_span> colored_spans(const rem_section& section);

/// A whole .rem file.
struct rem_file {
  std::vector<std::string> preamble;                   ///< lines before the first section
  std::vector<rem_section> sections;                   ///< in file order, the end mark too
  tbase::line_ending line_ending = line_ending::crlf;  ///< how its lines end
  std::string trailer;  ///< bytes after the last line (a 0x1A end-of-file mark)
};

/// Reads a .rem file (Shift_JIS). Overlong lines and invalid Shift_JIS are diagnostics.
KIFU_API parse_result<rem_file> read_rem(std::string_view bytes);

/// Writes a .rem file back (Shift_JIS).
KIFU_API parse_result<std::string> write_rem(const rem_file& file);

}  // namespace kifu::inline v0::tbase
