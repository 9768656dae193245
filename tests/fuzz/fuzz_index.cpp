// Fuzz harness: opening index files. The first byte chooses the input: even, the rest is the
// file as it is (foreign, truncated, a damaged checksum); odd, the rest is (offset, xor) pairs
// applied to a valid index whose checksum is then made right again, so the checks behind the
// checksum are reached. An index that opens is read whole and searched.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

#include "kifu/tsume/index.hpp"
#include "kifu/tsume/query.hpp"
#include "small_database.hpp"

using namespace kifu;
using namespace kifu::tsume;

namespace {

// The index file each input is written to, in the temporary directory (TMPDIR), removed when
// the run ends.
struct scratch_file {
  std::string path;
  scratch_file() {
    std::error_code e;
    const std::filesystem::path dir = std::filesystem::temp_directory_path(e);
    if (e) {  // not a finding either
      std::fprintf(stderr, "fuzz_index: no temporary directory: %s\n", e.message().c_str());
      std::exit(2);
    }
    path = (dir / ("kifu-fuzz-index-" + std::to_string(getpid()) + ".kidx")).string();
  }
  ~scratch_file() { std::remove(path.c_str()); }
  scratch_file(const scratch_file&) = delete;
  scratch_file& operator=(const scratch_file&) = delete;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string valid = write_index(fuzz::small_database());
  static const scratch_file scratch;
  const std::string& path = scratch.path;
  static const auto query = compiled_query::compile(
      parse_query(R"({"moves": [{"patterns": [{"regex": "歩打,2"}, {"token": "-**金合"}]}],
                     "diagram": {"squares": {"12": "v玉"}}})")
          .value_or_throw());
  if (size == 0) return 0;
  std::string bytes;
  if (data[0] % 2 == 0) {
    bytes.assign(reinterpret_cast<const char*>(data) + 1, size - 1);
  } else {
    bytes = valid;
    for (std::size_t i = 1; i + 2 < size; i += 3) {
      const std::size_t at = (data[i] | data[i + 1] << 8) % bytes.size();
      bytes[at] = static_cast<char>(bytes[at] ^ data[i + 2]);
    }
    const std::uint64_t sum = index_checksum(bytes);
    std::memcpy(bytes.data() + 40, &sum, sizeof sum);
  }
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
    if (!out.flush()) {  // not a finding: the harness cannot test what it could not write
      std::fprintf(stderr, "fuzz_index: cannot write %s\n", path.c_str());
      std::exit(2);
    }
  }
  const auto opened = database::open_index(path);
  if (!opened.has_value()) {
    if (opened.diagnostics().empty() || opened.diagnostics().front().message.empty()) std::abort();
    return 0;
  }
  const database& db = *opened;
  for (std::size_t i = 0; i < db.size(); ++i) {
    const problem p = db.at(i);
    (void)db.lines(p);
    (void)db.solution(p);
    (void)db.start_position(p);
  }
  (void)search(db, *query, 1);
  (void)stale_sources(db);
  return 0;
}
