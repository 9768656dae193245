// The OpenShogiLib half of bench/side_by_side_osl.sh: reads KIF files with osl::KakinokiFile
// (file -> Shift_JIS -> parse -> validation) and prints records per second.
// Built by the script against Debian's libosl-dev; not part of the kifu build.
#include <osl/record/kakinoki.h>

#include <chrono>
#include <cstdio>
#include <string>

int main(int argc, char** argv) {
  const double seconds = std::stod(argv[1]);
  long records = 0, moves = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 2; i < argc; ++i) {
      osl::KakinokiFile file(argv[i]);
      moves += static_cast<long>(file.load().moves().size());
      ++records;
    }
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  std::printf("OpenShogiLib %.0f records/s (%ld moves per pass)\n", records / elapsed,
              moves * (argc - 2) / records);
  return 0;
}
