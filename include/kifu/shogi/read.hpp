// kifu/shogi/read.hpp: the records of a file whatever its format. The format is found from the
// bytes (detect_input) or named, and that format's reader reads every record the file holds.
#pragma once

#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/detect.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// How read_records reads.
struct record_read_options {
  /// Keep an illegal move (flagged `illegal`) instead of ending its line there; either way the
  /// move gets an error diagnostic.
  bool lenient = false;
  /// The file name, which breaks KIF's encoding ties (.kif/.ki2 Shift_JIS, .kifu/.ki2u UTF-8).
  std::string_view file_name;
};

/// True for the kinds read_records reads: KIF, KI2, CSA, JKF, and SFEN/USI position lines.
KIFU_API bool is_record_kind(input_kind kind) noexcept;

/// Every record of `bytes` read as `kind`: each game of a KIF or KI2 file (read_kif_records)
/// or of a CSA file (read_csa_records), the one record of a JKF file (read_jkf) or of USI
/// position lines (read_usi_record). Empty for a kind that is no shogi record.
[[nodiscard]] KIFU_API std::vector<parse_result<record>> read_records(
    std::string_view bytes, input_kind kind, const record_read_options& options = {});

/// Every record of `bytes`, read as the kind detect_input finds; empty when the bytes are no
/// shogi record (detect_input says what they are).
[[nodiscard]] KIFU_API std::vector<parse_result<record>> read_records(
    std::string_view bytes, const record_read_options& options = {});

}  // namespace kifu::inline v0::shogi
