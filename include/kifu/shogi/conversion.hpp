// kifu/shogi/conversion.hpp: the record formats kifu writes and what each cannot hold, so that a
// conversion says what it leaves out instead of dropping it silently.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "kifu/api.hpp"
#include "kifu/diagnostic.hpp"
#include "kifu/shogi/record.hpp"

namespace kifu::inline v0::shogi {

/// The shogi record formats kifu reads and writes.
enum class record_format : std::uint8_t {
  kif,  ///< KIF (write_kif)
  ki2,  ///< KI2 (write_ki2)
  csa,  ///< CSA (write_csa)
  jkf,  ///< JSON Kifu Format (write_jkf)
  usi,  ///< a USI `position … moves …` line (write_usi_record)
};

/// The usual name of a format ("KIF", "KI2", "CSA", "JKF", "USI").
KIFU_API std::string_view to_string(record_format f) noexcept;

/// The format a name gives in any case ("kif", "KI2", "csa", "jkf", "usi"); nothing for another.
KIFU_API std::optional<record_format> record_format_from_string(std::string_view name) noexcept;

/// The former name of record_format_from_string.
[[deprecated("use record_format_from_string")]] inline std::optional<record_format>
record_format_named(std::string_view name) noexcept {
  return record_format_from_string(name);
}

/// What writing `r` in `format` leaves out or changes, one warning (code record_not_written,
/// no location) per kind: variations and bookmarks in CSA, times and special moves in KI2,
/// milliseconds in KIF and JKF, CSA words that KIF and JKF spell with their nearest word, all
/// but the main line's moves in USI, and so on. Empty when the format holds all of `r`.
KIFU_API diagnostic_list conversion_losses(const record& r, record_format format);

}  // namespace kifu::inline v0::shogi
