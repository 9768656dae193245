// kifu/cerke/ckka.hpp: reading CKKA record files (notation ⓪ of the specification, with the
// compatibility switches real records need, and notations ①②③ on request), writing canonical
// notation ⓪, the records as JSON, and the semantic checks that run after reading.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/cerke/record.hpp"
#include "kifu/diagnostic.hpp"

namespace kifu::inline v0::cerke {

/// The notations of the CKKA specification a record body may be written in.
enum class notation : std::uint8_t {
  /// Notation ⓪ only, the canonical form: every move with its outcome (無撃裁, 橋, 水).
  zero,
  /// Notation ⓪ and notation ①, which leaves out 無撃裁, 橋 and 水 (`XU兵XYXAU`, `ME弓MIMU四`,
  /// `LY弓ZY無`, `或車CI`): each ① move is resolved into notation ⓪ by replaying the record on the
  /// board up to it. A move the board cannot resolve is an error (cerke.unresolved).
  one,
  /// Notation ② (Pekzep words: `TU dau2 XY.`, `[JV] zau saup1 ua hop1 om2.`, `ta xot1.`): the
  /// body is turned word by word into notation ① and read as with `one`; positions refer to the
  /// original text.
  two,
  /// Notation ③ (cerke_noter's JSON strings: `"mauAmaimy1"`, `"BVzi"`), read the same way. Its
  /// declarations (`=tymor`, `=taxt=…`) do not say which hands were formed, so a record that has
  /// one cannot be read past it.
  three,
};

/// How to read a CKKA file.
struct ckka_read_options {
  /// Accept the hand declarations written before 2021-09-30, `[SY]為(獣)(王)再行` and
  /// `[SY]為(行行)終季 手五` (the syntax of the Rust parser and of its test records). When false
  /// they are an error.
  bool legacy_declarations = true;
  /// Read the whole text as a body (no header, no player line), e.g. to read single elements
  /// such as `黒弓MY` or `或為王 再行` that would otherwise be taken for header lines.
  bool body_only = false;
  /// The notation of the body. With `zero`, a notation ① move is an error (cerke.unsupported)
  /// that says which notation it looks like.
  cerke::notation notation = notation::zero;
};

/// Reads a CKKA file: UTF-8 without BOM (a BOM is an error, the rest is still read), CRLF or LF,
/// the header `{…}` items and the player line, then the body in notation ⓪. Capture comments may
/// be glued to their move (as cerke_online writes them) or separated. Every syntax error is
/// reported with its position; reading goes on at the next separator, and the value holds what
/// could be read. Text with nothing in it (spaces and line ends at most) is an error and gives
/// no record, unless `body_only`.
KIFU_API parse_result<record> read_ckka(std::string_view utf8,
                                        const ckka_read_options& options = {});

/// Writes canonical notation ⓪: header items one per line in order (with the fewest `#` that
/// keep each one unambiguous), the player line if there is one, one move element per line with
/// its `{comment}` and capture comment after it (separated by one space), each declaration on
/// its own line (`或為王加獣 再行`, `[SY]為行行而手五 終季`), season and game ends on their own
/// lines, numbers as canonical Pekzep numerals, LF line ends and a final newline.
KIFU_API std::string write_ckka(const record& r);

/// Writes one move in notation ⓪ (`LO弓NOCO橋四水五`), without comment or capture comment.
KIFU_API std::string to_ckka(const move& m);

/// The record as JSON: {"header": [...], "players": [...] | null, "body": [...]}, every body
/// element with its "type", its fields and its "line"/"column".
KIFU_API std::string write_json(const record& r);

/// Checks what the grammar cannot: 橋無 written as a success, a capture comment after a move that
/// cannot capture (a drop, a 皇 move, a failed move), declared points that are not the rate times
/// the sum of the hand values (王 counts 5), declarations that do not follow a move, season-end
/// comments that do not follow 終季 or name another season, and moves after 星一周.
KIFU_API diagnostic_list check_ckka(const record& r);

}  // namespace kifu::inline v0::cerke
