// Reads KIF and CSA files (by extension: .csa is CSA) from disk again and again with kifu (bytes
// -> decode -> parse -> legality replay) and prints records per CPU second: the kifu half of
// bench/side_by_side_osl.sh. With --csa-from, writes a KIF file as CSA (V2.2, Shift_JIS) for
// that script.
// Usage: read_record_files SECONDS FILE...
//        read_record_files --csa-from KIF_FILE CSA_FILE
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>

#include "file_bytes.hpp"
#include "kifu/shogi/csa.hpp"
#include "kifu/shogi/kif.hpp"

namespace {

using kifu_bench::read_file;

// Writes KIF file `from` as the CSA file `to`; 0 on success.
int csa_from_kif(const char* from, const char* to) {
  std::string bytes;
  if (!read_file(from, bytes)) return std::fprintf(stderr, "%s: cannot open\n", from), 1;
  const auto r = kifu::shogi::read_kif(bytes);
  const auto csa = r.ok() ? kifu::shogi::write_csa(*r) : kifu::parse_result<std::string>{};
  std::FILE* f = csa.has_value() ? std::fopen(to, "wb") : nullptr;
  if (f == nullptr) return std::fprintf(stderr, "%s: not written as CSA\n", from), 1;
  const bool written = std::fwrite(csa->data(), 1, csa->size(), f) == csa->size();
  return std::fclose(f) == 0 && written ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::string_view(argv[1]) == "--csa-from") return csa_from_kif(argv[2], argv[3]);
  if (argc < 3) {
    std::fprintf(stderr, "usage: read_record_files SECONDS FILE...\n");
    return 2;
  }
  const double seconds = std::stod(argv[1]);
  long records = 0, moves = 0;
  const std::clock_t start = std::clock();  // CPU time: steadier than wall time on a shared machine
  double elapsed = 0;
  std::string bytes;
  while (elapsed < seconds) {
    for (int i = 2; i < argc; ++i) {
      if (!read_file(argv[i], bytes)) {
        std::fprintf(stderr, "%s: cannot open\n", argv[i]);
        return 1;
      }
      const auto r = std::string_view(argv[i]).ends_with(".csa") ? kifu::shogi::read_csa(bytes)
                                                                 : kifu::shogi::read_kif(bytes);
      if (!r.ok()) {
        std::fprintf(stderr, "%s: not read\n", argv[i]);
        return 1;
      }
      ++records;
      moves += static_cast<long>(r->main_line().size());
    }
    elapsed = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  }
  std::printf("kifu %.0f records/s (%ld main-line nodes per pass)\n", records / elapsed,
              moves * (argc - 2) / records);
  return 0;
}
