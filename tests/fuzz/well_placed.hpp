// Shared by the fuzz harnesses: a diagnostic points into the input and says something, unless
// it is about the input as a whole (an encoding kifu does not read), which has no place.
#pragma once

#include <cstddef>

#include "kifu/diagnostic.hpp"

inline bool well_placed(const kifu::diagnostic& d, std::size_t size) {
  if (d.message.empty()) return false;
  if (!d.has_location()) return d.code == kifu::diagnostic_code::unsupported_encoding;
  return d.offset <= size && d.column != 0;
}
