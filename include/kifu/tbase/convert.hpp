// kifu/tbase/convert.hpp: T-BASE works as tsume KIF records and back.
#pragma once

#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/rem.hpp"
#include "kifu/tbase/tjn.hpp"

namespace kifu::inline v0::tbase {

/// The Japanese word of an enumeration value: 新作 再発表 改作 盗作; 桂香なし 11香型 21桂型
/// 11香21桂型; 完全 余早詰 不詰 不詰・余早詰 変長.
KIFU_API std::string_view to_string(originality v) noexcept;
KIFU_API std::string_view to_string(jissen_type v) noexcept;   ///< see above
KIFU_API std::string_view to_string(completeness v) noexcept;  ///< see above

/// A work as a tsume KIF record: headers 作品番号 作品名 作者 作者コード 発表誌 出典コード
/// 出典中番号 発表年月 手数 オリジナル 実戦型 完全性 備考 出典 受賞 (each when set; 詰上り玉位置
/// 詰上り駒数 詰上り攻方駒数 too when no solution is given), the diagram, the .rem comment lines
/// (colour codes kept) as comments on the start, the solution's moves (when given) and `まで
/// N手詰`. Fields a record cannot carry (the IDs of line 3, the fields of line 4 that the diagram
/// does not give) are one warning (tbase.not-carried) naming them, when they are not blank.
KIFU_API parse_result<shogi::record> to_record(const dia_record& problem,
                                               const tjn_record* solution,
                                               const rem_section* comment = nullptr);

/// A work made from a tsume record (black, the attacker, to move; every piece not on the board
/// or in black's hand in white's hand).
struct tbase_work {
  dia_record problem;   ///< the .dia record
  tjn_record solution;  ///< the .tjn record (no lines when the record has no moves)
  rem_section comment;  ///< the .rem section: the start's comment lines (none: no comment)
};

/// Builds a work from a tsume record: the diagram and hand, the headers read back (as
/// to_record writes them), the comment lines of the start as the .rem section, counts and the
/// mate position computed from the main line (from the 詰上り headers without moves); 手数 is
/// the header's when there is one, else the number of moves. `number`
/// is used when the record has no numeric 作品番号. A start position T-BASE cannot hold (white
/// to move, pieces in white's hand missing) is an error.
KIFU_API parse_result<tbase_work> from_record(const shogi::record& record, int number);

}  // namespace kifu::inline v0::tbase
