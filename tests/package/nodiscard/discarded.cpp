// Must not compile with -Werror: the result of a reader carries its diagnostics.
#include <kifu/shogi/kif.hpp>

void read_and_forget() {
  kifu::shogi::read_kif("▲７六歩");
}
