// Lists the works of a T-BASE .dia file with their start positions, streaming the file, and
// checks each solution of the .tjn beside it.
// Usage: tbase_works FILE.dia [FILE.tjn]
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>

#include "kifu/shogi/sfen.hpp"
#include "kifu/tbase/dia.hpp"
#include "kifu/tbase/tjn.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: tbase_works FILE.dia [FILE.tjn]\n";
    return 2;
  }
  std::map<int, kifu::tbase::tjn_record> solutions;
  if (argc > 2) {
    std::ifstream tjn(argv[2], std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(tjn)),
                            std::istreambuf_iterator<char>());
    const auto file = kifu::tbase::read_tjn(bytes);
    for (const auto& d : file.diagnostics()) std::cerr << kifu::format(d, argv[2]) << '\n';
    if (file.has_value())
      for (const auto& r : file->records) solutions[r.number] = r;
  }

  std::ifstream in(argv[1], std::ios::binary);
  kifu::tbase::dia_reader reader(in);
  kifu::tbase::dia_record work;
  while (reader.next(work)) {
    for (const auto& d : reader.diagnostics()) std::cerr << kifu::format(d, argv[1]) << '\n';
    const auto start = kifu::tbase::start_position(work);
    std::cout << work.number.value_or(0) << '\t' << work.author << '\t' << work.title << '\t'
              << (start.has_value() ? kifu::shogi::to_sfen(*start) : "?");
    if (const auto s = solutions.find(work.number.value_or(0)); s != solutions.end()) {
      const auto solved = kifu::tbase::resolve_solution(work, s->second);
      std::cout << '\t'
                << (solved.ok() ? std::to_string(solved->moves.size()) + " moves" : "unresolved")
                << (solved.ok() && solved->checkmate ? ", mate" : "");
    }
    std::cout << '\n';
  }
  for (const auto& d : reader.diagnostics()) std::cerr << kifu::format(d, argv[1]) << '\n';
}
