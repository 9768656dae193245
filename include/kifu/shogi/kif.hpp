// kifu/shogi/kif.hpp: reading and writing KIF and KI2 record files (柿木 format and its
// dialects: Kifu for Windows, ShogiGUI, Shogidokoro, ぴよ将棋, 81Dojo, lishogi, ShogiHome).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// How to read a record file.
struct kif_read_options {
  /// Keep an illegal move (flagged `illegal`) that can be played on the board, instead of
  /// stopping the line there: a board move from its written origin (KIF's (77)) holding a piece
  /// of the side to move, or a drop of a piece in hand onto an empty square (二歩, 打ち歩詰め).
  /// Either way the move gets an error diagnostic.
  bool lenient = false;
  /// The file name, used only to break an encoding tie (.kif/.ki2 Shift_JIS, .kifu/.ki2u UTF-8).
  std::string_view file_name{};
};

/// Reads a KIF or KI2 file from its bytes (UTF-8 with or without BOM, or Shift_JIS). Every move
/// is replayed and checked; an illegal move ends its line with an error (see `lenient`). Unknown
/// header keys, comments, bookmarks, `#` lines and unrecognised lines are kept. Text with no
/// header, board diagram or move (an empty file, another format) gives an error and no record.
/// A file holding several records, each ending at a `#--separator--` line, gives the first one
/// and a warning at the separator (use read_kif_records).
KIFU_API parse_result<record> read_kif(std::string_view bytes,
                                       const kif_read_options& options = {});

/// Reads every record of a KIF or KI2 file that may hold several, one after another with a
/// `#--separator--` line between them (stretches holding only blank lines are skipped). Each
/// record has its own diagnostics, their lines and offsets counted from the start of the file.
/// A file that cannot be decoded gives one failed result.
[[nodiscard]] KIFU_API std::vector<parse_result<record>> read_kif_records(
    std::string_view bytes, const kif_read_options& options = {});

/// Writes a record as KIF text (UTF-8): headers, a board diagram when the start is not a 手合割
/// position, the move lines with times and `+` markers, the footer, then the variations.
KIFU_API std::string write_kif(const record& r);

/// Writes a record as KI2 text (UTF-8): JSA move notation, no origins, no times and no special-move
/// lines (the まで footer states the result). KI2 needs no line to start the move section; the
/// KIF one is written only when lines kept before the first move (not understood, or comments
/// like `*先手：…`) would otherwise read back as header lines.
KIFU_API std::string write_ki2(const record& r);

/// The two record file formats of this header.
enum class kif_format : std::uint8_t {
  kif,  ///< KIF: numbered move lines with origins and times
  ki2,  ///< KI2: JSA move notation, no origins or times
};

/// Writes several records as one KIF or KI2 text, a `#--separator--` line between each record
/// and the next.
KIFU_API std::string write_kif_records(const std::vector<record>& records,
                                       kif_format format = kif_format::kif);

/// Encodes written text for a file: UTF-8 as is, or Shift_JIS with ☗/☖ replaced by ▲/△ (each
/// replacement is reported as a warning, since Shift_JIS cannot hold them).
KIFU_API parse_result<std::string> encode_record_text(std::string_view utf8,
                                                      text_encoding encoding);

/// The bytes of a KIF or KI2 file (or a BOD) holding `text` (UTF-8, as the writers give it) in
/// `encoding`: UTF-8 starts with `#KIF version=2.0 encoding=UTF-8`, without which Kifu for
/// Windows and ShogiGUI read a file as Shift_JIS; Shift_JIS is encode_record_text's.
KIFU_API parse_result<std::string> kif_file_bytes(std::string text, text_encoding encoding);

}  // namespace kifu::inline v0::shogi
