// Private: the arithmetic of the proof and disproof numbers a df-pn node passes to its children.
#pragma once

#include <cstdint>

#include "tsume/solver_table.hpp"

namespace kifu::inline v0::tsume::detail {

/// `v`, or the largest number below kInf (which marks a solved node) when it is larger.
constexpr std::uint32_t saturate(std::uint64_t v) noexcept {
  return v >= kInf ? kInf - 1 : static_cast<std::uint32_t>(v);
}

/// The threshold a node gives the child it searches for the number it sums over its children
/// (dn at an OR node, pn at an AND node): the child's number `own` plus the `room` left under
/// the node's own threshold, divided by the `weight` the child's number counts with in that
/// sum, rounded up so that the child has room to move. Given the room undivided, a child
/// weighted as hard searched up to `weight` times too long before its node could turn to
/// another (bench/RESULTS.md, "A widened test's threshold").
constexpr std::uint32_t summed_threshold(std::uint32_t own, std::uint64_t room,
                                         std::uint64_t weight) noexcept {
  return saturate(std::uint64_t{own} + (room + weight - 1) / weight);
}

}  // namespace kifu::inline v0::tsume::detail
