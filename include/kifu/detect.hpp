// kifu/detect.hpp: what a file holds, named from its bytes alone, so that a program can send it
// to the reader that understands it, or refuse it with a message that names what it is. Names
// every format kifu reads (KIF, KI2, CSA, JKF, SFEN/USI lines, T-BASE .dia/.tjn/.rem, tsume
// index files, CKKA, SGF, text Go boards, Pekzep numerals) and the foreign files people give by
// mistake (HTML, PDF, pictures, archives, UTF-16 text, other binary data).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/encoding.hpp"

namespace kifu::inline v0 {

/// The kinds of input detect_input() tells apart.
enum class input_kind : std::uint8_t {
  empty,        ///< no bytes, or only blanks
  kif,          ///< a shogi record in KIF (or a KIF board diagram, BOD)
  ki2,          ///< a shogi record in KI2
  csa,          ///< a shogi record in CSA
  jkf,          ///< a shogi record in JSON Kifu Format
  usi,          ///< SFEN or USI position lines (`sfen …`, `position startpos moves …`)
  tbase_dia,    ///< T-BASE diagrams (.dia)
  tbase_tjn,    ///< T-BASE solutions (.tjn)
  tbase_rem,    ///< T-BASE remarks (.rem)
  tsume_index,  ///< a tsume index file written by kifu (mark KIFUTIDX)
  ckka,         ///< a cerke record in CKKA
  sgf,          ///< an SGF game record (Go)
  go_text,      ///< a Go board drawn as text
  pekzep,       ///< Pekzep numerals, one a line
  text,         ///< text in none of the formats above
  html,         ///< HTML or XML
  pdf,          ///< a PDF document
  png,          ///< a PNG picture
  jpeg,         ///< a JPEG picture
  gif,          ///< a GIF picture
  zip,          ///< a ZIP archive
  gzip,         ///< gzip-compressed data
  utf16,        ///< text in UTF-16, which kifu does not read
  binary,       ///< other binary data
  markdown,     ///< a Markdown document (fenced code, a table's rule), records quoted or not
  json,         ///< JSON that is no JSON Kifu Format record (JSON Lines, another document)
};

/// A short name of a kind: "KIF", "T-BASE .dia", "SGF", "PNG picture" …
KIFU_API std::string_view to_string(input_kind kind) noexcept;

/// The kind with its article, as a message names what a file holds: "a KIF shogi record",
/// "an SGF Go record", "a PDF document".
KIFU_API std::string_view describe(input_kind kind) noexcept;

/// True for the kinds no kifu reader reads: HTML, Markdown, PDF, pictures, archives, UTF-16
/// text and other binary data.
KIFU_API bool is_foreign(input_kind kind) noexcept;

/// What detect_input() found.
struct input_detection {
  input_kind kind = input_kind::empty;  ///< what the bytes hold
  /// The text's encoding, for text kinds, as far as the lines that decided show it (text all in
  /// ASCII reads as UTF-8, as detect_encoding says).
  std::optional<text_encoding> encoding;
  std::string_view reason;  ///< why, in a few words ("starts with (;")
};

/// Names what `bytes` hold from their content (never from a file name): the first 64 KB are
/// looked at, the rest only for its NUL bytes. Never fails; text in no known format is `text`.
KIFU_API input_detection detect_input(std::string_view bytes);

/// The offset of the first control code that text does not hold (not tab, a line end, form
/// feed or the DOS end-of-file mark; NUL included), for saying where one is when detect_input
/// calls the bytes binary for them; nullopt when there is none.
KIFU_API std::optional<std::size_t> first_foreign_control(std::string_view bytes) noexcept;

}  // namespace kifu::inline v0
