// Writing a tsume database as an index file, and opening one by mapping it: the header and every
// offset, size and code are checked before use, so a truncated, corrupted or foreign file is an
// error, never a crash or a wrong answer.
#include "kifu/tsume/index.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstring>
#include <filesystem>
#include <thread>

#include "kifu/version.hpp"
#include "tsume/tables.hpp"

namespace kifu::inline v0::tsume {

namespace {

constexpr char index_mark[8] = {'K', 'I', 'F', 'U', 'T', 'I', 'D', 'X'};

struct section {
  std::uint64_t offset = 0;
  std::uint64_t size = 0;
};

enum section_id : std::size_t { works_section, moves_section, text_section, sets_section };

struct index_header {
  char mark[8] = {};
  std::uint32_t format_version = 0;
  std::uint32_t header_size = 0;
  char library_version[16] = {};
  std::uint64_t file_size = 0;
  std::uint64_t checksum = 0;  // of the file with this field zero (bytes 40–47)
  section sections[4];
  std::uint8_t reserved[16] = {};
};
static_assert(sizeof(index_header) == 128 && offsetof(index_header, checksum) == 40);

// A 64-bit checksum in four lanes of eight bytes, fast enough to check a whole index at every
// opening (several GB/s).
class checksum {
 public:
  void add(const void* data, std::size_t size) noexcept {
    const auto* p = static_cast<const unsigned char*>(data);
    // Bytes are taken in 32-byte blocks; a partial block waits for the next call.
    while (size > 0 && pending_ > 0) {
      block_[pending_++] = *p++;
      --size;
      if (pending_ == 32) {
        mix_block(block_);
        pending_ = 0;
      }
    }
    for (; size >= 32; size -= 32, p += 32) mix_block(p);
    std::memcpy(block_ + pending_, p, size);  // under 32 bytes (none if the first loop ran out)
    pending_ += size;
  }

  std::uint64_t value() const noexcept {
    std::uint64_t h = length_ * prime1;
    for (std::size_t i = 0; i < 4; ++i) h = (h ^ lanes_[i]) * prime2 + std::rotl(h, 27);
    for (std::size_t i = 0; i < pending_; ++i) h = (h ^ block_[i]) * prime1;
    h ^= h >> 33;
    h *= prime2;
    h ^= h >> 29;
    return h;
  }

 private:
  static constexpr std::uint64_t prime1 = 0x9E3779B185EBCA87ULL;
  static constexpr std::uint64_t prime2 = 0xC2B2AE3D27D4EB4FULL;

  void mix_block(const unsigned char* p) noexcept {
    for (std::size_t i = 0; i < 4; ++i) {
      std::uint64_t w;
      std::memcpy(&w, p + 8 * i, 8);
      lanes_[i] = std::rotl(lanes_[i] + w * prime2, 31) * prime1;
    }
    length_ += 32;
  }

  std::uint64_t lanes_[4] = {prime1, prime2, ~prime1, ~prime2};
  std::uint64_t length_ = 0;
  unsigned char block_[32] = {};
  std::size_t pending_ = 0;
};

std::uint64_t file_checksum(const unsigned char* bytes, std::size_t size) {
  index_header header;
  std::memcpy(&header, bytes, sizeof header);
  header.checksum = 0;
  checksum sum;
  sum.add(&header, sizeof header);
  sum.add(bytes + sizeof header, size - sizeof header);
  return sum.value();
}

std::size_t aligned(std::size_t n) {
  return (n + 7) & ~std::size_t{7};
}

diagnostic invalid(std::string message) {
  return {.code = diagnostic_code::index_invalid,
          .message = "not a usable kifu index: " + std::move(message) +
                     "; build it again with kifu tbase index"};
}

// The piece codes a diagram can hold, as a table: the board check reads 81 bytes a work.
constexpr std::array<bool, 256> piece_codes = [] {
  std::array<bool, 256> valid{};
  for (int code = 0; code < 256; ++code) {
    const int kind = code & 15;
    valid[code] = code >> 5 == 0 && kind != 13 && (kind != 0 || code == 0);
  }
  return valid;
}();

bool valid_board(const std::array<std::uint8_t, 81>& board) {
  bool valid = true;
  for (const std::uint8_t code : board) valid &= piece_codes[code];  // no branch per square
  return valid;
}

bool valid_ref(detail::text_ref r, std::size_t text_size) {
  return r.offset <= text_size && r.size <= text_size - r.offset;
}

// The first problem of the tables' entries, or an empty string when they can be used.
std::string entry_problem(const detail::tables& t) {
  const std::size_t text = t.text.size();
  for (const detail::set_entry& s : t.set_entries) {
    if (!valid_ref(s.name, text)) return "a set's name lies outside the text";
    for (const auto& p : s.paths)
      if (!valid_ref(p, text)) return "a set's path lies outside the text";
  }
  std::uint64_t next_move = 0;
  for (std::size_t i = 0; i < t.works.size(); ++i) {
    const detail::work_entry& w = t.works[i];
    const auto work = [i] { return "work " + std::to_string(i + 1) + ": "; };  // on failure only
    if (w.first_move != next_move) return work() + "its moves do not follow the previous work's";
    next_move = std::uint64_t{w.first_move} + w.moves;
    if (next_move > t.moves.size()) return work() + "its moves lie outside the move table";
    if (w.set >= t.set_entries.size()) return work() + "its set is not in the set table";
    for (const auto r :
         {w.author, w.title, w.source, w.published, w.original_source, w.article, w.comment})
      if (!valid_ref(r, text)) return work() + "a text field lies outside the text";
    if (w.move_count < -1 || w.originality < -1 || w.originality > 3 || w.jissen_type < -1 ||
        w.jissen_type > 3 || w.completeness < -1 || w.completeness > 4 || w.king_square > 81 ||
        w.flags > 3 || w.final_pieces > 40 || w.board_pieces > 40)
      return work() + "a field holds an impossible value";
    if (!valid_board(w.board)) return work() + "its diagram holds an impossible piece";
    if (std::any_of(w.hand.begin(), w.hand.end(), [](std::uint8_t n) { return n > 18; }) ||
        std::any_of(w.pieces.begin(), w.pieces.end(), [](std::uint8_t n) { return n > 40; }))
      return work() + "its piece counts are impossible";
  }
  if (next_move != t.moves.size()) return "moves that belong to no work";
  for (const detail::packed_move& m : t.moves) {
    const int piece = m.kinds & 15;
    const int captured = m.kinds >> 4;
    if (m.from > 81 || m.to == 0 || m.to > 81 || m.king > 81 || piece == 0 || piece == 13 ||
        captured == 13 || (m.flags & 3) > 2 || (m.flags >> 3 & 3) > 2)
      return "a move holds an impossible square, piece or flag";
  }
  return {};
}

// Closes a file descriptor at the end of a scope.
struct file_closer {
  int fd;
  ~file_closer() {
    if (fd >= 0) close(fd);
  }
};

}  // namespace

std::string write_index(const database& db) {
  const detail::tables& t = detail::database_access::of(db);
  index_header header;
  std::memcpy(header.mark, index_mark, sizeof index_mark);
  header.format_version = index_format_version;
  header.header_size = sizeof header;
  const std::string_view version = KIFU_VERSION_STRING;
  std::memcpy(header.library_version, version.data(),
              std::min(version.size(), sizeof header.library_version - 1));
  const std::pair<const void*, std::size_t> parts[] = {
      {t.works.data(), t.works.size_bytes()},
      {t.moves.data(), t.moves.size_bytes()},
      {t.text.data(), t.text.size()},
      {t.set_entries.data(), t.set_entries.size_bytes()}};
  std::size_t at = sizeof header;
  for (std::size_t s = 0; s < 4; ++s) {
    header.sections[s] = {at, parts[s].second};
    at = aligned(at + parts[s].second);
  }
  header.file_size = at;
  std::string bytes(at, '\0');
  for (std::size_t s = 0; s < 4; ++s)
    if (parts[s].second)
      std::memcpy(bytes.data() + header.sections[s].offset, parts[s].first, parts[s].second);
  std::memcpy(bytes.data(), &header, sizeof header);
  header.checksum =
      file_checksum(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  std::memcpy(bytes.data(), &header, sizeof header);
  return bytes;
}

parse_result<database> database::open_index(const std::string& path) {
  parse_result<database> result;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  const file_closer closer{fd};
  struct stat st {};
  if (fd < 0 || fstat(fd, &st) != 0) {
    result.add({.code = diagnostic_code::index_invalid,
                .message = std::string("cannot be opened: ") + std::strerror(errno)});
    return result;
  }
  const auto size = static_cast<std::size_t>(st.st_size);
  if (!S_ISREG(st.st_mode) || size < sizeof(index_header)) {
    result.add(invalid("it is shorter than an index header"));
    return result;
  }
  void* map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
  if (map == MAP_FAILED) {
    result.add({.code = diagnostic_code::index_invalid,
                .message = std::string("cannot be mapped: ") + std::strerror(errno)});
    return result;
  }
  auto t = std::make_shared<detail::tables>();
  t->mapping = map;  // unmapped with the tables, whatever happens next
  t->mapping_size = size;
  const auto* bytes = static_cast<const unsigned char*>(map);
  index_header h;
  std::memcpy(&h, bytes, sizeof h);
  if (std::memcmp(h.mark, index_mark, sizeof index_mark) != 0) {
    result.add(invalid("it does not start with the mark KIFUTIDX"));
    return result;
  }
  if (h.format_version != index_format_version) {
    result.add({.code = diagnostic_code::index_version,
                .message = "an index of format version " + std::to_string(h.format_version) +
                           " (written by kifu " +
                           std::string(h.library_version, strnlen(h.library_version, 16)) +
                           "); this kifu reads version " + std::to_string(index_format_version) +
                           ": rebuild it with kifu tbase index"});
    return result;
  }
  if (h.header_size != sizeof h || h.file_size != size) {
    result.add(invalid("it is " + std::to_string(size) + " bytes long, its header says " +
                       std::to_string(h.file_size) + " (truncated?)"));
    return result;
  }
  constexpr std::size_t entry_sizes[] = {sizeof(detail::work_entry), sizeof(detail::packed_move), 1,
                                         sizeof(detail::set_entry)};
  for (std::size_t s = 0; s < 4; ++s) {
    const section& sec = h.sections[s];
    if (sec.offset < sizeof h || sec.offset % 8 != 0 || sec.offset > size ||
        sec.size > size - sec.offset || sec.size % entry_sizes[s] != 0) {
      result.add(invalid("its section table points outside the file"));
      return result;
    }
  }
  // The checksum on a second thread while this one checks the entries: both must pass.
  std::uint64_t sum = 0;
  std::thread summing([&] { sum = file_checksum(bytes, size); });
  const auto span_of = [&](section_id s) { return bytes + h.sections[s].offset; };
  t->works = {reinterpret_cast<const detail::work_entry*>(span_of(works_section)),
              h.sections[works_section].size / sizeof(detail::work_entry)};
  t->moves = {reinterpret_cast<const detail::packed_move*>(span_of(moves_section)),
              h.sections[moves_section].size / sizeof(detail::packed_move)};
  t->text = {reinterpret_cast<const char*>(span_of(text_section)), h.sections[text_section].size};
  t->set_entries = {reinterpret_cast<const detail::set_entry*>(span_of(sets_section)),
                    h.sections[sets_section].size / sizeof(detail::set_entry)};
  const std::string problem = entry_problem(*t);
  summing.join();
  if (sum != h.checksum) {
    result.add(invalid("its checksum does not match its contents (damaged?)"));
    return result;
  }
  if (!problem.empty()) {
    result.add(invalid(problem));
    return result;
  }
  for (const detail::set_entry& e : t->set_entries) {
    set_bytes set;
    set.name = t->str(e.name);
    for (std::size_t f = 0; f < 3; ++f)
      set.files[f] = {std::string(t->str(e.paths[f])), e.sizes[f], e.modified_ns[f]};
    t->sets.push_back(std::move(set));
  }
  result.set_value(database(std::move(t)));
  return result;
}

std::uint64_t index_checksum(std::string_view bytes) {
  if (bytes.size() < sizeof(index_header)) return 0;
  return file_checksum(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
}

file_stamp stamp_file(const std::string& path) {
  file_stamp stamp{path, 0, 0};
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) return stamp;
  stamp.size = static_cast<std::uint64_t>(st.st_size);
  stamp.modified_ns =
      static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
  return stamp;
}

diagnostic_list stale_sources(const database& db) {
  diagnostic_list out;
  for (const set_bytes& set : db.sets()) {
    for (const file_stamp& recorded : set.files) {
      if (recorded.path.empty()) continue;
      const file_stamp now = stamp_file(recorded.path);
      std::string what;
      if (now.size == 0 && now.modified_ns == 0)
        what = "can no longer be read";
      else if (now.size != recorded.size || now.modified_ns != recorded.modified_ns)
        what = "has changed";
      else
        continue;
      out.push_back({.code = diagnostic_code::index_stale,
                     .level = severity::warning,
                     .message = recorded.path + " " + what +
                                " since the index was built: its answers may be out of date; "
                                "rebuild it with kifu tbase index"});
    }
  }
  return out;
}

}  // namespace kifu::inline v0::tsume
