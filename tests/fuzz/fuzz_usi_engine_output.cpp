// Fuzz harness: the readers of a USI engine's lines (info, bestmove, option, checkmate, id). What
// each reads writes back to a line that reads the same; a score's bounds and mate sign are
// consistent.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "kifu/usi/protocol.hpp"

using namespace kifu::usi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  if (const auto i = parse_info(line)) {
    if (!i->pv.empty() && !i->string.empty()) std::abort();  // each runs to the end of the line
    if (parse_info(write_info(*i)) != i) std::abort();
    if (i->score) {
      const score& s = *i->score;
      if (s.mates() && s.mated()) std::abort();
      if (s.negated().negated() != s) std::abort();
      if (s.type == score::kind::centipawns && s.mate_sign != 0) std::abort();
    }
  }
  if (const auto b = parse_bestmove(line)) {
    if (b->move.empty() || parse_bestmove(write_bestmove(*b)) != b) std::abort();
  }
  if (const auto o = parse_option(line)) {
    if (o->name.empty() || o->type.empty()) std::abort();
    if (parse_option(write_option(*o)) != o) std::abort();
    (void)check_option_value(*o, o->default_value);
  }
  if (const auto c = parse_checkmate(line)) {
    if (c->result == checkmate::kind::mate && c->moves.empty()) std::abort();
    if (parse_checkmate(write_checkmate(*c)) != c) std::abort();
  }
  if (const auto i = parse_id(line)) {
    if (i->key.empty() || parse_id(write_id(*i)) != i) std::abort();
  }
  return 0;
}
