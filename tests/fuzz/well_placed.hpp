// Shared by the fuzz harnesses: a diagnostic points into the input and says something, unless
// it is about the input as a whole (its encoding), which has no place.
#pragma once

#include <cstddef>
#include <cstdlib>

#include "kifu/diagnostic.hpp"

inline bool well_placed(const kifu::diagnostic& d, std::size_t size) {
  if (d.message.empty()) return false;
  if (!d.has_location())
    return d.code == kifu::diagnostic_code::unsupported_encoding ||
           d.code == kifu::diagnostic_code::encoding_mismatch;
  return d.offset <= size && d.column != 0;
}

/// Aborts unless every diagnostic of `r` is well placed in an input of `size` bytes.
template <class T>
void check_diagnostics(const kifu::parse_result<T>& r, std::size_t size) {
  for (const auto& d : r.diagnostics())
    if (!well_placed(d, size)) std::abort();
}
