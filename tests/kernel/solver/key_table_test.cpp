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

TEST_CASE("the path index finds the states on the path with their plies, also when keys share a slot",
          "[solver][key-table]") {
  kiyaku::solver::PathIndex path;
  // More keys than the index has counters, so many share one: it must still tell them apart, and
  // forget a key once erased while keeping the others of its slot. The witness walk erases in any
  // order, not only from the top.
  std::map<std::uint64_t, int> on_path;
  std::mt19937_64 random(11);
  for (int ply = 0; ply < 6000; ++ply) {
    const std::uint64_t key = random();
    path.push(key, ply);
    on_path[key] = ply;
  }
  CHECK_FALSE(path.contains(42));
  int erased = 0;
  for (auto it = on_path.begin(); it != on_path.end();) {
    if (++erased % 2) {
      path.erase(it->first);
      CHECK_FALSE(path.contains(it->first));
      it = on_path.erase(it);
    } else {
      ++it;
    }
  }
  for (const auto& [key, ply] : on_path) {
    REQUIRE(path.find(key).has_value());
    CHECK(*path.find(key) == ply);
  }
}
