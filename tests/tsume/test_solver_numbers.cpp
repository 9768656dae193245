// The arithmetic of the numbers a df-pn node passes to its children (a private header).
#include <catch2/catch.hpp>

#include "tsume/solver_numbers.hpp"

using namespace kifu::tsume::detail;

TEST_CASE("a child's threshold is the room under its node's, in the child's own units",
          "[tsume][solver]") {
  // A child counted once: its number plus all the room.
  CHECK(summed_threshold(5, 100, 1) == 105);
  // A child whose number counts 16 times in its node's sum (a futility test widened to a
  // search for any mate): a room of 406 under the node's threshold is 26 of the child's own
  // (406 / 16 rounded up), not 406.
  CHECK(summed_threshold(20, 406, 16) == 46);
  // The least room still lets the child move on: one more than its number.
  CHECK(summed_threshold(20, 1, 16) == 21);
  CHECK(summed_threshold(20, 16, 16) == 21);
  CHECK(summed_threshold(20, 17, 16) == 22);
  // Numbers stay below the mark of a solved node.
  CHECK(summed_threshold(kInf - 2, 1'000, 1) == kInf - 1);
  CHECK(summed_threshold(0, std::uint64_t{1} << 40, 1) == kInf - 1);
}
