// Reads KIF files from disk again and again with kifu (bytes -> decode -> parse -> legality
// replay) and prints records per second: the kifu half of bench/side_by_side_osl.sh.
// Usage: read_kif_files SECONDS FILE...
#include <chrono>
#include <cstdio>
#include <string>

#include "kifu/shogi/kif.hpp"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: read_kif_files SECONDS FILE...\n");
    return 2;
  }
  const double seconds = std::stod(argv[1]);
  long records = 0, moves = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 2; i < argc; ++i) {
      std::FILE* f = std::fopen(argv[i], "rb");
      if (f == nullptr) {
        std::fprintf(stderr, "%s: cannot open\n", argv[i]);
        return 1;
      }
      std::fseek(f, 0, SEEK_END);
      std::string bytes(static_cast<std::size_t>(std::ftell(f)), '\0');
      std::rewind(f);
      bytes.resize(std::fread(bytes.data(), 1, bytes.size(), f));
      std::fclose(f);
      const auto r = kifu::shogi::read_kif(bytes);
      if (!r.ok()) {
        std::fprintf(stderr, "%s: not read\n", argv[i]);
        return 1;
      }
      ++records;
      moves += static_cast<long>(r->main_line().size());
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  std::printf("kifu %.0f records/s (%ld main-line nodes per pass)\n", records / elapsed,
              moves * (argc - 2) / records);
  return 0;
}
