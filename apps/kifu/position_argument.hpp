// One reader for every position given on the command line or as a file's first line (kifu
// diagram, perft, tsume solve): an SFEN, `sfen SFEN`, `startpos`, or a USI line
// `position startpos|sfen SFEN moves …` (an SFEN followed by moves too).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/shogi/record.hpp"

namespace kifu_cli {

/// A file's position line: its text (trimmed), its line number and its byte offset.
struct position_line {
  std::string_view text;   ///< the line, without spaces around it or its line end
  std::uint32_t line = 1;  ///< its line number, from 1
  std::size_t offset = 0;  ///< the byte offset of its first character
  std::size_t indent = 0;  ///< the spaces and tabs before it on its line
};

/// The lines of `bytes` that are neither blank nor # comments (after a UTF-8 byte-order mark),
/// one position each, when the first is a position argument; nothing when the file holds a
/// record (or nothing). `--record K` chooses the K-th.
std::optional<std::vector<position_line>> position_lines(std::string_view bytes);

/// The position argument `text` as a record (its start, and the moves as the main line);
/// diagnostics are printed as NAME:LINE:COL, `text` being line `line` of `name`, `offset`
/// bytes into it and `indent` characters into its line. Nothing when it has an error.
std::optional<kifu::shogi::record> read_position_argument(std::string_view text,
                                                          const std::string& name,
                                                          std::uint32_t line = 1,
                                                          std::size_t offset = 0,
                                                          std::size_t indent = 0);

/// read_position_argument of a file's position line.
std::optional<kifu::shogi::record> read_position_line(const position_line& position,
                                                      const std::string& name);

}  // namespace kifu_cli
