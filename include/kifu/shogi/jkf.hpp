// kifu/shogi/jkf.hpp: JSON Kifu Format (JKF, as json-kifu-format 5.x reads and writes it).
//   {"header": {...}, "initial": {"preset": "HIRATE"} | {"preset": "OTHER", "data": {...}},
//    "moves": [{"comments": [...]}, {"move": {...}, "time": {...}, "forks": [[...]]}, ...]}
// JKF has no place for bookmarks, まで footers or `#` lines; they are left out, but a result
// said by a まで line alone (KI2's) is written as the special move it states. Special moves JKF
// has no code for (封じ手, 不戦勝, 不戦敗, unknown words) are written as their Japanese word.
#pragma once

#include <string>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// Writes a record as JKF (UTF-8 JSON, two-space indentation).
KIFU_API std::string write_jkf(const record& r);

/// Reads JKF; every move is checked for legality, as in read_kif.
KIFU_API parse_result<record> read_jkf(std::string_view json);

}  // namespace kifu::inline v0::shogi
