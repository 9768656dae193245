// The OpenShogiLib half of bench/side_by_side_osl.sh: reads KIF files with osl::KakinokiFile and
// CSA files (.csa) with osl::CsaFile (file -> parse -> validation; Shift_JIS conversion for
// KIF) and prints records per CPU second. Built by the script against Debian's libosl-dev; not
// part of the kifu build.
#include <osl/record/csaRecord.h>
#include <osl/record/kakinoki.h>

#include <cstdio>
#include <ctime>
#include <string>

int main(int argc, char** argv) {
  const double seconds = std::stod(argv[1]);
  long records = 0, moves = 0;
  const std::clock_t start = std::clock();  // CPU time: steadier than wall time on a shared machine
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 2; i < argc; ++i) {
      const std::string name = argv[i];
      if (name.size() > 4 && name.compare(name.size() - 4, 4, ".csa") == 0)
        moves += static_cast<long>(osl::CsaFile(name).load().moves().size());
      else
        moves += static_cast<long>(osl::KakinokiFile(name).load().moves().size());
      ++records;
    }
    elapsed = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  }
  std::printf("OpenShogiLib %.0f records/s (%ld moves per pass)\n", records / elapsed,
              moves * (argc - 2) / records);
  return 0;
}
