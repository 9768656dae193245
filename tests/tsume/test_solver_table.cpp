// The solver's transposition table (a private header): it starts small and grows to the memory
// asked for, keeping its entries.
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include <catch2/catch.hpp>

#include "tsume/solver_table.hpp"

using namespace kifu::tsume::detail;

TEST_CASE("the solver's table grows to the memory asked for and keeps its entries",
          "[tsume][solver]") {
  // 64 MB: 2,097,152 entries, of which 524,288 are in use at first; a million entries make it
  // double twice.
  table t(std::size_t{64} << 20);
  std::mt19937_64 random(20261127);
  std::vector<std::uint64_t> keys(1'000'000);
  for (auto& k : keys) k = random() | 1;  // a key is never 0 (an empty entry)
  const std::vector<std::uint32_t> no_path;
  for (std::size_t i = 0; i < keys.size(); ++i)
    t.store_mate(keys[i], hand_unit(kifu::shogi::piece_kind::pawn), static_cast<int>(i % 100), 1);
  std::size_t found = 0;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const probe p = t.look(keys[i], hand_unit(kifu::shogi::piece_kind::pawn), kUnlimited, no_path);
    if (p.pn == 0 && p.length == static_cast<int>(i % 100)) ++found;
  }
  // Only a cluster that overflowed (more than eight of its keys before the table grew, or at
  // the end, half full) gave entries up: about one in a hundred. A growth that left entries
  // behind would lose about half of them.
  CHECK(found >= keys.size() * 98 / 100);
  // A million entries of 2,097,152, less the ones given up.
  CHECK(t.hashfull() >= 465);
  CHECK(t.hashfull() <= 476);
  // A hand with fewer pieces than the proof needs is not proved.
  CHECK(t.look(keys[0], 0, kUnlimited, no_path).pn != 0);
}

TEST_CASE("a table smaller than its first part takes no more than the memory asked for",
          "[tsume][solver]") {
  table t(std::size_t{1} << 20);  // 4,096 clusters of 8
  const std::vector<std::uint32_t> no_path;
  for (std::uint64_t k = 1; k <= 20'000; ++k) t.store_mate(k * 0x9E3779B97F4A7C15ULL, 0, 1, 1);
  // 20,000 entries offered to 32,768 (a full cluster gives one up): it never grows beyond them.
  CHECK(t.hashfull() <= 610);
  CHECK(t.hashfull() >= 590);
}

TEST_CASE("numbers stored without a search give way and do not make the table grow",
          "[tsume][solver]") {
  // 64 MB: 2,097,152 entries, 524,288 (250 per mille) in use at first.
  table t(std::size_t{64} << 20);
  std::mt19937_64 random(20261128);
  for (int i = 0; i < 1'000'000; ++i) t.store_numbers(random() | 1, 0, 3, 1, 0);
  // A million offered: the first part fills (a full cluster gives one up) and stays the part.
  CHECK(t.hashfull() <= 250);
  CHECK(t.hashfull() >= 240);
  // Entries that took work make it grow.
  for (int i = 0; i < 1'000'000; ++i) t.store_mate(random() | 1, 0, 1, 1);
  CHECK(t.hashfull() > 400);
}

namespace {
// A table of one cluster, a board's key and an empty path: the entries of one board meet there.
struct one_cluster {
  table t{table::cluster_bytes};
  const std::uint64_t key = 0x9E3779B97F4A7C15ULL;
  const std::vector<std::uint32_t> no_path;
};
}  // namespace

TEST_CASE_METHOD(one_cluster,
                 "an answer takes the place of the open entries it answers, not of another answer",
                 "[tsume][solver]") {
  using kifu::shogi::piece_kind;
  // One cluster, full of open entries of one board with eight hands: 0, 2, ... 14 pawns. Each
  // took more work than a fresh answer, so none of them was the cheapest to give up.
  const hand_bits pawn = hand_unit(piece_kind::pawn), gold = hand_unit(piece_kind::gold),
                  silver = hand_unit(piece_kind::silver);
  for (hand_bits pawns = 0; pawns < 16; pawns += 2) t.store_numbers(key, pawns * pawn, 5, 5, 1000);
  // Two disproofs for hands that no open entry has and neither holds the other's pieces, found
  // in turn by two children of one node, as a futility test and a check find theirs: before,
  // the second pushed the first out, then the first the second, and the node never saw both.
  t.store_nomate(key, gold + 2 * pawn, 9, kNoCause, 0, 1);
  t.store_nomate(key, silver + 5 * pawn, 9, kNoCause, 0, 1);
  CHECK(t.look(key, gold + 2 * pawn, 9, no_path).dn == 0);
  CHECK(t.look(key, silver + 5 * pawn, 9, no_path).dn == 0);
  // The disproofs took the places of the open entries of 0 and 2 pawns (hands within theirs).
  // A proof for 7 pawns, a hand no entry has, takes the place of an open entry of a hand that
  // holds at least its pieces (8 pawns), which it also proves, and not of an answer.
  t.store_mate(key, 7 * pawn, 3, 1);
  CHECK(t.look(key, 7 * pawn, 3, no_path).pn == 0);
  CHECK(t.look(key, 8 * pawn, 3, no_path).pn == 0);
  CHECK(t.look(key, gold + 2 * pawn, 9, no_path).dn == 0);
  CHECK(t.look(key, silver + 5 * pawn, 9, no_path).dn == 0);
}

TEST_CASE_METHOD(
    one_cluster,
    "a hand marked for the nested searches has numbers of its own, and the same answers",
    "[tsume][solver]") {
  using kifu::shogi::piece_kind;
  const hand_bits gold = hand_unit(piece_kind::gold), pawn = hand_unit(piece_kind::pawn);
  const hand_bits nested = gold | nested_numbers_mark;
  t.store_numbers(key, gold, 3, 12, 10);
  t.store_numbers(key, nested, 7, 40, 10);
  const probe own = t.look(key, gold, 9, no_path);
  CHECK((own.found && own.pn == 3 && own.dn == 12));
  const probe apart = t.look(key, nested, kUnlimited, no_path);
  CHECK((apart.found && apart.pn == 7 && apart.dn == 40));
  CHECK_FALSE(t.look(key, (gold + pawn) | nested_numbers_mark, kUnlimited, no_path).found);
  // A proof for a smaller hand answers a marked lookup of a larger one; the pieces it gives are
  // the proof's, unmarked.
  t.store_mate(key, gold, 5, 1);
  const probe proved = t.look(key, (gold + pawn) | nested_numbers_mark, kUnlimited, no_path);
  CHECK((proved.pn == 0 && proved.length == 5 && proved.pieces == gold));
  // A disproof of a larger hand answers a marked lookup of a smaller one.
  t.store_nomate(key, gold + 3 * pawn, kUnlimited, kNoCause, 0, 1);
  const probe disproved = t.look(key, (2 * pawn) | nested_numbers_mark, kUnlimited, no_path);
  CHECK((disproved.dn == 0 && disproved.pieces == gold + 3 * pawn));
}

TEST_CASE_METHOD(
    one_cluster,
    "a disproof that relies on a repetition keeps whether a bound on the length cut it",
    "[tsume][solver]") {
  using kifu::shogi::piece_kind;
  const hand_bits pawn = hand_unit(piece_kind::pawn), gold = hand_unit(piece_kind::gold);
  // Searched within 9 plies, two hands of one board disproved by repetitions of the position at
  // path index 1 in its visit 7: the gold's with no line cut by the bound, the pawn's with one.
  t.store_nomate(key, gold, 9, 1, 7, 1, true);
  t.store_nomate(key, pawn, 9, 1, 7, 1, false);
  const std::vector<std::uint32_t> path = {3, 7}, path_later = {3, 8};
  const probe general = t.look(key, gold, 9, path);
  CHECK((general.dn == 0 && general.cause == 1 && general.general));
  const probe bounded = t.look(key, pawn, 9, path);
  CHECK((bounded.dn == 0 && bounded.cause == 1 && !bounded.general));
  // Neither holds beyond its plies, nor once the position's visit has ended.
  CHECK(t.look(key, gold, 11, path).dn != 0);
  CHECK(t.look(key, gold, 9, path_later).dn != 0);
  CHECK(t.look(key, gold, 9, no_path).dn != 0);
}

TEST_CASE("a table given up while its next part's pages are asked for ends, its entries intact",
          "[tsume][solver]") {
  // 64 MB: 65,536 clusters in use at first. 240,000 entries that took work are past seven
  // eighths of the way to the doubling (229,376), short of it (262,144): the pages of the next
  // part are being asked for when the table is given up.
  auto t = std::make_unique<table>(std::size_t{64} << 20);
  std::mt19937_64 random(20261203);
  std::vector<std::uint64_t> keys(240'000);
  for (auto& k : keys) k = random() | 1;
  for (const std::uint64_t k : keys) t->store_mate(k, 0, 3, 1);
  const std::vector<std::uint32_t> no_path;
  std::size_t found = 0;
  for (const std::uint64_t k : keys) found += t->look(k, 0, kUnlimited, no_path).pn == 0 ? 1 : 0;
  CHECK(found >= keys.size() * 99 / 100);
  t.reset();  // joins the thread asking for pages, which stops after its piece
}
