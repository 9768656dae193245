// kifu/tbase/convert.hpp: T-BASE works as tsume KIF records and back.
#pragma once

#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/tjn.hpp"

namespace kifu::inline v0::tbase {

/// The Japanese word of an enumeration value: 新作 再発表 改作 盗作; 桂香なし 11香型 21桂型
/// 11香21桂型; 完全 余早詰 不詰 不詰・余早詰 変長.
KIFU_API std::string_view to_string(originality v) noexcept;
KIFU_API std::string_view to_string(jissen_type v) noexcept;   ///< see above
KIFU_API std::string_view to_string(completeness v) noexcept;  ///< see above

/// A work as a tsume KIF record: headers 作品番号 作品名 作者 発表誌 発表年月 手数 完全性 (and
/// 備考 出典 受賞 when set), the diagram, the solution's moves (when given) and `まで N手詰`.
KIFU_API parse_result<shogi::record> to_record(const dia_record& problem,
                                               const tjn_record* solution);

/// A work made from a tsume record (black, the attacker, to move; every piece not on the board
/// or in black's hand in white's hand).
struct tbase_work {
  dia_record problem;   ///< the .dia record
  tjn_record solution;  ///< the .tjn record (no lines when the record has no moves)
};

/// Builds a work from a tsume record: the diagram and hand, the headers read back (as
/// to_record writes them), counts and the mate position computed from the main line. `number`
/// is used when the record has no numeric 作品番号. A start position T-BASE cannot hold (white
/// to move, pieces in white's hand missing) is an error.
KIFU_API parse_result<tbase_work> from_record(const shogi::record& record, int number);

}  // namespace kifu::inline v0::tbase
