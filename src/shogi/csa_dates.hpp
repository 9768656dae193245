// Private: the dates and time limits of CSA's $ lines, which CSA readers parse ($START_TIME
// and $END_TIME take YYYY/MM/DD HH:MM:SS, $TIME_LIMIT HH:MM+SS), from what KIF headers hold.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kifu::inline v0::shogi::detail {

/// A date as KIF writes it (2008/12/20 or 2008年12月20日, a weekday in brackets after it, a time
/// 10:00, 10:00:00 or 10時00分 after that) in CSA's form, 2008/12/20 or 2008/12/20 10:00:00;
/// nothing for other text and for a day or a time that does not exist.
std::optional<std::string> csa_date(std::string_view text);

/// A time limit in CSA's form, HH:MM+SS (the time, then the byoyomi in seconds), written with
/// two digits each (1:30+30 as 01:30+30); nothing for other text.
std::optional<std::string> csa_time_limit(std::string_view text);

}  // namespace kifu::inline v0::shogi::detail
