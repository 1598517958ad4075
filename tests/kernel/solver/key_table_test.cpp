#include "kernel/solver/key_table.hpp"
#include "kernel/solver/chunked_vector.hpp"
#include "kernel/solver/large_pages.hpp"
#include "kernel/solver/dfpn.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <random>
#include <vector>

using kiyaku::solver::BlockCache;
using kiyaku::solver::KeyTable;
using kiyaku::solver::LargePageAllocator;

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

TEST_CASE("while the table doubles a step at a time, every key is found once, with its last value",
          "[solver][key-table]") {
  // Puts of new keys, puts over keys that may still wait in the old array, and find_or_put of both,
  // across many doublings; checked against std::map after every step of one doubling's span.
  KeyTable<std::uint64_t> table;
  std::map<std::uint64_t, std::uint64_t> expected;
  std::vector<std::uint64_t> keys;
  std::mt19937_64 random(3);
  for (std::uint64_t step = 1; step <= 300'000; ++step) {
    const std::uint64_t choice = random() % 4;
    if (choice == 0 || keys.empty()) {
      const std::uint64_t key = random() | 1;
      table.put(key, step);
      if (!expected.count(key)) keys.push_back(key);
      expected[key] = step;
    } else if (choice == 1) {
      const std::uint64_t key = keys[random() % keys.size()];
      table.put(key, step);
      expected[key] = step;
    } else if (choice == 2) {
      const std::uint64_t key = keys[random() % keys.size()];
      REQUIRE(table.find_or_put(key, ~std::size_t{0}, [] { return std::uint64_t{0}; }) == expected[key]);
    } else {
      const std::uint64_t key = random() | 1;
      const std::uint64_t got = table.find_or_put(key, ~std::size_t{0}, [&] { return step; });
      if (!expected.count(key)) {
        keys.push_back(key);
        expected[key] = step;
      }
      REQUIRE(got == expected[key]);
    }
    // Half the steps add a key, so the doubling that starts at 131,072 entries (from 262,144 slots)
    // runs from about step 262,000 to 295,000: checked densely there, now and then elsewhere.
    if (step % 50'000 == 0 || (step > 258'000 && step < 300'000 && step % 4'001 == 0)) {
      REQUIRE(table.size() == expected.size());
      std::size_t wrong = 0, seen = 0;
      for (const auto& [key, value] : expected) {
        const std::uint64_t* found = table.find(key);
        wrong += found == nullptr || *found != value;
      }
      table.for_each([&](std::uint64_t key, std::uint64_t value) {
        ++seen;
        wrong += !expected.count(key) || expected.at(key) != value;
      });
      REQUIRE(wrong == 0);
      REQUIRE(seen == expected.size());
    }
  }
  CHECK(table.find(2) == nullptr);  // even keys were never put
}

TEST_CASE("a chunked vector keeps every element where it was put", "[solver][key-table]") {
  kiyaku::solver::ChunkedVector<std::uint64_t> v;
  CHECK(v.empty());
  v.push_back(7);
  const std::uint64_t* first = &v[0];
  const std::size_t n = 5 * kiyaku::solver::ChunkedVector<std::uint64_t>::kChunk + 3;
  for (std::uint64_t i = 1; i < n; ++i) v.push_back(i * 3);
  CHECK(&v[0] == first);  // not moved, unlike std::vector's doubling
  CHECK(v.size() == n);
  CHECK(v[0] == 7);
  bool all = true;
  for (std::uint64_t i = 1; i < n; ++i) all = all && v[i] == i * 3;
  CHECK(all);
  v.back() = 1;
  CHECK(v[n - 1] == 1);
}

namespace {
// A value that says how long a bounded table should keep it.
struct Ranked {
  std::uint64_t value = 0;
  std::uint64_t rank = 0;
  std::uint64_t keep_rank() const noexcept { return rank; }
};
}  // namespace

TEST_CASE(
    "a bounded table stays within its bound, finds every entry it holds with its own value, and keeps the "
    "higher ranks longer",
    "[solver][key-table]") {
  KeyTable<Ranked> table;
  table.bound(4096);  // slots: it holds at most three quarters of them
  std::mt19937_64 random(5);
  std::vector<std::uint64_t> keys;
  for (int i = 0; i < 100'000; ++i) {
    const std::uint64_t key = i % 3 ? random() : static_cast<std::uint64_t>(i) << 40;  // low bits alike too
    const std::uint64_t rank = key % 10 == 0 ? 1 : 0;                                  // one in ten precious
    table.put(key, Ranked{key * 3, rank});
    keys.push_back(key);
    REQUIRE(table.find(key) != nullptr);  // the newest entry is always kept
    if (i % 7 == 0) table.put(keys[i / 2], Ranked{keys[i / 2] * 3, keys[i / 2] % 10 == 0 ? 1u : 0u});
  }
  CHECK(table.size() <= 3 * 4096 / 4);
  CHECK(table.size() >= 3 * 4096 / 4 - 1);

  // Every entry the table walks is found by its key (the entries moved back behind an evicted one
  // included), with its own value, and nothing else is found.
  std::map<std::uint64_t, std::uint64_t> held;
  table.for_each([&](std::uint64_t key, const Ranked& r) { held[key] = r.value; });
  CHECK(held.size() == table.size());
  std::size_t found = 0, precious = 0;
  bool all_own = true, all_held = true;
  for (const std::uint64_t key : keys) {
    const Ranked* r = table.find(key);
    if (!r) continue;
    ++found;
    all_own = all_own && r->value == key * 3;
    all_held = all_held && held.count(key) == 1;
  }
  for (const auto& [key, value] : held) precious += key % 10 == 0;
  CHECK(all_own);
  CHECK(all_held);
  CHECK(found == held.size());
  // One key in ten is precious; given way only to its peers, it fills most of the table.
  CHECK(precious * 2 > held.size());

  // At its bound find_or_put makes the value and keeps nothing new.
  const std::size_t before = table.size();
  REQUIRE(table.find(12345) == nullptr);
  CHECK(table.find_or_put(12345, 1'000'000, [] { return Ranked{9, 0}; }).value == 9);
  CHECK(table.size() == before);
}

TEST_CASE("key 0, which marks an empty slot, is a key like any other", "[solver][key-table]") {
  KeyTable<int> table;
  CHECK(table.find(0) == nullptr);
  CHECK(table.find_or_put(0, 10, [] { return 5; }) == 5);
  CHECK(table.find_or_put(0, 10, [] { return 6; }) == 5);  // kept: found, not made again
  table.put(1, 7);
  CHECK(table.size() == 2);
  table.put(0, 8);
  REQUIRE(table.find(0) != nullptr);
  CHECK(*table.find(0) == 8);
  CHECK(table.size() == 2);
  std::map<std::uint64_t, int> seen;
  table.for_each([&](std::uint64_t key, int value) { seen[key] = value; });
  CHECK(seen == std::map<std::uint64_t, int>{{0, 8}, {1, 7}});

  KeyTable<int> full;  // past its limit find_or_put makes the value and keeps nothing
  CHECK(full.find_or_put(0, 0, [] { return 3; }) == 3);
  CHECK(full.find(0) == nullptr);
  CHECK(full.size() == 0);
}

TEST_CASE("df-pn's tables keep its numbers in 8 bytes and give them back whole", "[solver][key-table]") {
  using kiyaku::solver::ProofNumbers;
  using kiyaku::solver::StoredNumbers;
  static_assert(sizeof(StoredNumbers) == 8);
  for (const ProofNumbers n :
       {ProofNumbers{0, 1u << 30, ProofNumbers::kNoCycle, true},
        ProofNumbers{1u << 30, 0, ProofNumbers::kNoCycle, false}, ProofNumbers{17, 4, ProofNumbers::kNoCycle, true},
        ProofNumbers{1u << 30, 0, ProofNumbers::kNoCycle, true, true}}) {
    const ProofNumbers back = StoredNumbers(n).numbers();
    CHECK(back.pn == n.pn);
    CHECK(back.dn == n.dn);
    CHECK(back.searched == n.searched);
    CHECK(back.unread == n.unread);
    CHECK(back.low == ProofNumbers::kNoCycle);
  }
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

TEST_CASE("a big table's freed block serves the thread's next table of its size, which starts empty",
          "[solver][key-table]") {
  using Allocator = LargePageAllocator<std::uint64_t>;
  BlockCache* cache = BlockCache::of_this_thread();
  REQUIRE(cache != nullptr);
  cache->release_all();                                                  // earlier tests' blocks
  const std::size_t n = (Allocator::kPage / sizeof(std::uint64_t)) * 3;  // three pages: large
  REQUIRE(Allocator::large(n));
  Allocator allocator;
  std::uint64_t* first = allocator.allocate(n);
  allocator.deallocate(first, n);
  CHECK(cache->take(3 * Allocator::kPage) == first);    // kept, not given back to the system
  CHECK(cache->take(3 * Allocator::kPage) == nullptr);  // once
  REQUIRE(cache->keep(first, 3 * Allocator::kPage));
  std::uint64_t* again = allocator.allocate(n);
  CHECK(again == first);
  CHECK(cache->take(3 * Allocator::kPage) == nullptr);  // a block serves one table at a time
  allocator.deallocate(again, n);

  // A table grown over kept blocks starts as empty as one on fresh memory.
  {
    KeyTable<std::uint64_t> filled;
    for (std::uint64_t k = 1; k <= 300'000; ++k) filled.put(k, k);
  }
  KeyTable<std::uint64_t> fresh;
  for (std::uint64_t k = 1; k <= 300'000; ++k) fresh.put(k + 1'000'000, k);
  std::size_t seen = 0;
  fresh.for_each([&](std::uint64_t, std::uint64_t) { ++seen; });
  CHECK(seen == 300'000);
  CHECK(fresh.find(7) == nullptr);
}

TEST_CASE("the block cache holds no more than its bound", "[solver][key-table]") {
  BlockCache* cache = BlockCache::of_this_thread();
  REQUIRE(cache != nullptr);
  cache->release_all();
  CHECK_FALSE(cache->keep(nullptr, BlockCache::kMaxBytes + 1));
  void* block = std::aligned_alloc(LargePageAllocator<char>::kPage, BlockCache::kMaxBytes / 2);
  REQUIRE(block != nullptr);
  REQUIRE(cache->keep(block, BlockCache::kMaxBytes / 2));
  CHECK_FALSE(cache->keep(nullptr, BlockCache::kMaxBytes / 2 + LargePageAllocator<char>::kPage));
  cache->release_all();
}
