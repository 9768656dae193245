// The OpenShogiLib half of tsume_vs_osl.sh: OpenShogiLib's df-pn mate search (Debian
// libosl-dev, osl::checkmate::Dfpn) on tsume problems, one per input line ("NAME<TAB>SFEN";
// white is given every piece not on the board or in black's hand, as kifu's solver does). Prints
// one line a problem: NAME, mate / nomate / unknown, nodes, seconds of CPU time. OpenShogiLib
// proves a mate (not the shortest) and gives up at its node limit.
//   osl_dfpn NODE_LIMIT < problems.tsv
#include <osl/checkmate/dfpn.h>
#include <osl/hashKey.h>
#include <osl/pathEncoding.h>
#include <osl/usi.h>

#include <cstdio>
#include <ctime>
#include <iostream>
#include <string>

namespace {
double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}
}  // namespace

int main(int argc, char** argv) {
  const std::size_t limit = argc > 1 ? std::stoul(argv[1]) : 10'000'000;
  std::string line;
  while (std::getline(std::cin, line)) {
    const auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    const std::string name = line.substr(0, tab), sfen = line.substr(tab + 1);
    try {
      osl::SimpleState problem = osl::usi::makeState("sfen " + sfen);
      problem.setPieceAll(osl::WHITE);
      const osl::NumEffectState state(problem);
      osl::checkmate::DfpnTable table(osl::BLACK);
      table.setGrowthLimit(limit);
      osl::checkmate::Dfpn dfpn;
      dfpn.setTable(&table);
      osl::Move best;
      const double start = cpu_seconds();
      const osl::checkmate::ProofDisproof pd = dfpn.hasCheckmateMove(
          state, osl::HashKey(state), osl::PathEncoding(osl::BLACK), limit, best);
      const double seconds = cpu_seconds() - start;
      const char* result = pd.isCheckmateSuccess() ? "mate" : pd.isFinal() ? "nomate" : "unknown";
      std::printf("%s\t%s\t%zu\t%.3f\n", name.c_str(), result, dfpn.nodeCount(), seconds);
    } catch (const std::exception& e) {
      std::printf("%s\terror\t0\t0\t%s\n", name.c_str(), e.what());
    }
    std::fflush(stdout);
  }
}
