// Lists the works of a T-BASE .dia file with their start positions, streaming the file, and
// checks each solution of the .tjn beside it.
// Usage: tbase_works FILE.dia [FILE.tjn]
#include <fstream>
#include <iostream>
#include <iterator>

#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/set.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: tbase_works FILE.dia [FILE.tjn]\n";
    return 2;
  }
  kifu::tbase::tjn_file solutions;
  kifu::tbase::solution_index by_number;  // the first solution of each work number
  if (argc > 2) {
    std::ifstream tjn(argv[2], std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(tjn)),
                            std::istreambuf_iterator<char>());
    auto file = kifu::tbase::read_tjn(bytes);
    for (const auto& d : file.diagnostics()) std::cerr << kifu::format(d, argv[2]) << '\n';
    if (file.has_value()) solutions = std::move(file).value();
    auto index = kifu::tbase::index_solutions(solutions);
    for (const auto& d : index.diagnostics()) std::cerr << kifu::format(d, argv[2]) << '\n';
    by_number = std::move(index).value();
  }

  std::ifstream in(argv[1], std::ios::binary);
  kifu::tbase::dia_reader reader(in);
  kifu::tbase::dia_record work;
  while (reader.next(work)) {
    for (const auto& d : reader.diagnostics()) std::cerr << kifu::format(d, argv[1]) << '\n';
    const auto start = kifu::tbase::start_position(work);
    std::cout << work.number.value_or(0) << '\t' << work.author << '\t' << work.title << '\t'
              << (start.has_value() ? kifu::shogi::to_sfen(*start) : "?");
    if (const auto s = by_number.find(work)) {
      const auto solved = kifu::tbase::resolve_solution(work, solutions.records[*s]);
      std::cout << '\t'
                << (solved.ok() ? std::to_string(solved->moves.size()) + " moves" : "unresolved")
                << (solved.ok() && solved->checkmate ? ", mate" : "");
    }
    std::cout << '\n';
  }
  for (const auto& d : reader.diagnostics()) std::cerr << kifu::format(d, argv[1]) << '\n';
}
