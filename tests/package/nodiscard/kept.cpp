// The same call with its result used compiles (the control for discarded.cpp).
#include <kifu/shogi/kif.hpp>

bool read_and_check() {
  return kifu::shogi::read_kif("▲７六歩").ok();
}
