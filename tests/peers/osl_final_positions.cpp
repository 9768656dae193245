// Prints the final position of the first game of each CSA file as OpenShogiLib (Debian
// libosl-dev, osl::CsaFile) reads it: a "# FILE" line, then the SFEN after the last move, or
// "error: …". OpenShogiLib splits comment lines at ',' (kifu and tsshogi do not): comment lines
// holding one are left out before it reads. Used by differential_csa_osl.sh; built only when
// libosl-dev is installed.
//   osl_final_positions FILE...
#include <osl/record/csaRecord.h>
#include <osl/usi.h>

#include <exception>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    std::string text, line;
    while (std::getline(in, line))
      if (!(line.rfind('\'', 0) == 0 && line.find(',') != std::string::npos)) text += line + '\n';
    std::cout << "# " << argv[i] << '\n';
    try {
      std::istringstream is(text);
      const osl::CsaFile file(is);
      osl::NumEffectState state(file.initialState());
      for (const osl::Move m : file.moves()) state.makeMove(m);
      std::string sfen = osl::usi::show(state);
      if (sfen.rfind("sfen ", 0) == 0) sfen.erase(0, 5);
      std::cout << sfen << '\n';
    } catch (const std::exception& e) {
      std::cout << "error: " << e.what() << '\n';
    }
  }
  return 0;
}
