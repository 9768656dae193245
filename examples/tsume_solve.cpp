// Example: prove a tsume problem's shortest mate by the books' count, showing each step of the
// search as it ends, then the main line in tsume notation.
#include <kifu/shogi/notation.hpp>
#include <kifu/shogi/sfen.hpp>
#include <kifu/tsume/solver.hpp>

#include <iostream>

int main(int argc, char** argv) {
  using namespace kifu;
  // 将棋図巧 第18番 (伊藤看寿, 1755): 23 plies.
  const std::string sfen =
      argc > 1 ? argv[1] : "7n1/5+B+P1r/7k1/7+p1/6P2/7N1/7N1/8B/9 b N2Pr4g4s4l13p 1";
  const auto p = shogi::parse_sfen(sfen);
  if (!p.ok()) {
    for (const auto& d : p.diagnostics()) std::cerr << format(d, "<sfen>") << '\n';
    return 1;
  }
  tsume::solve_options options;
  options.count = tsume::mate_count::tsume;
  options.time_limit = std::chrono::seconds(10);
  options.on_step = [](const tsume::solve_step& s) { std::cout << tsume::to_string(s) << '\n'; };
  const tsume::solve_result r = tsume::solve(*p, options);
  switch (r.status) {
    case tsume::solve_status::proved:
      std::cout << shogi::to_tsume(r.main_line, *p) << '\n'
                << "mate " << r.length << (r.shortest ? "" : " (not proved the shortest)") << '\n';
      break;
    case tsume::solve_status::disproved:
      std::cout << "no mate\n";
      break;
    case tsume::solve_status::unknown:
      std::cout << "unknown: " << tsume::to_string(r.shortfall) << '\n';
      break;
    case tsume::solve_status::invalid:
      for (const auto& d : r.diagnostics) std::cerr << format(d, "<sfen>") << '\n';
      return 1;
  }
}
