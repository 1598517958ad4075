#include "kernel/solver/key_table.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <random>

using kiyaku::solver::KeyTable;

TEST_CASE("the transposition table finds what was put, replaces on a second put, and grows", "[solver][key-table]") {
  KeyTable<int> table;
  CHECK(table.find(42) == nullptr);
  table.put(42, 1);
  table.put(42, 2);
  REQUIRE(table.find(42) != nullptr);
  CHECK(*table.find(42) == 2);
  CHECK(table.size() == 1);

  // Keys that agree in their low bits (as Zobrist keys of nearby states may), key 0 among them,
  // and random ones, well past the first capacity; checked against std::map.
  std::map<std::uint64_t, int> expected;
  std::mt19937_64 random(7);
  for (int i = 0; i < 5000; ++i) {
    const std::uint64_t key = i % 2 ? random() : static_cast<std::uint64_t>(i) << 40;
    table.put(key, i);
    expected[key] = i;
  }
  expected[42] = 2;
  CHECK(table.size() == expected.size());
  for (const auto& [key, value] : expected) {
    const int* found = table.find(key);
    REQUIRE(found != nullptr);
    CHECK(*found == value);
  }
  CHECK(table.find(0xDEADBEEFULL) == nullptr);
}
