// kifu/tsume/index.hpp: a tsume database saved as one file that opens without parsing
// (database::open_index maps it): every work's fields, diagram, packed per-move records and
// summary, its .rem comment, and where it came from (set, record, byte offsets).
//
// Layout, all integers little-endian: a 128-byte header (the mark `KIFUTIDX`, the format
// version, the header size, the writing kifu's version, the file size, a 64-bit checksum of the
// whole file, and offset and size of each section), then four sections, each 8-byte aligned:
// works (232-byte entries), moves (5 bytes each), text (UTF-8 strings, each once) and sets
// (80-byte entries: name, paths, sizes and modification times of the .dia, .tjn and .rem).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "kifu/api.hpp"
#include "kifu/tsume/database.hpp"

namespace kifu::inline v0::tsume {

/// The format version written; an index of another version must be rebuilt.
inline constexpr std::uint32_t index_format_version = 1;

/// The bytes of an index file holding `db`.
KIFU_API std::string write_index(const database& db);

/// The checksum an index's header must hold for `bytes` (the whole file; the checksum field,
/// bytes 40–47, counts as zero).
KIFU_API std::uint64_t index_checksum(std::string_view bytes);

/// The size and modification time of a file as an index records them (size 0 and time 0 when
/// it cannot be read).
KIFU_API file_stamp stamp_file(const std::string& path);

/// Warnings (index.stale) for each source file of an opened index that has changed or gone
/// since the index was written.
KIFU_API diagnostic_list stale_sources(const database& db);

}  // namespace kifu::inline v0::tsume
