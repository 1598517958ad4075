// The search memo: one search per distinct input on a thread, exact key comparison, and the same
// answer as searching again.
#include <catch2/catch.hpp>

#include <cstdint>
#include <thread>

#include "kernel/solver/memo.hpp"
#include "kernel/solver/playout.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

// A key whose hash is constant: only the exact comparison tells two keys apart.
struct CollidingKey {
  int value;
  friend bool operator==(const CollidingKey&, const CollidingKey&) = default;
  std::uint64_t hash() const { return 42; }
};

struct Key {
  std::uint64_t v;
  friend bool operator==(const Key&, const Key&) = default;
  std::uint64_t hash() const { return v; }
};

}  // namespace

TEST_CASE("the memo searches once per key and tells colliding keys apart", "[solver][memo]") {
  auto& memo = solver::Memo<CollidingKey, int>::for_this_thread();
  int searches = 0;
  auto square = [&](int v) { return [&searches, v] { ++searches; return v * v; }; };
  CHECK(memo.get({7}, square(7)) == 49);
  CHECK(memo.get({7}, square(7)) == 49);
  CHECK(searches == 1);
  CHECK(memo.get({8}, square(8)) == 64);  // same hash, another key
  CHECK(searches == 2);
  int other_thread_searches = 0;  // another thread keeps its own results
  std::thread([&] {
    auto& theirs = solver::Memo<CollidingKey, int>::for_this_thread();
    theirs.get({7}, [&] { ++other_thread_searches; return 49; });
  }).join();
  CHECK(other_thread_searches == 1);
}

TEST_CASE("the memo starts afresh when full", "[solver][memo]") {
  auto& memo = solver::Memo<Key, std::uint64_t>::for_this_thread();
  int searches = 0;
  for (std::uint64_t k = 0; k <= solver::Memo<Key, std::uint64_t>::kCapacity; ++k)
    memo.get({k}, [&] { ++searches; return k; });
  CHECK(memo.get({0}, [&] { ++searches; return std::uint64_t{0}; }) == 0);
  CHECK(searches == static_cast<int>(solver::Memo<Key, std::uint64_t>::kCapacity) + 2);  // key 0 was dropped
}

TEST_CASE("a kept play-out is the play-out found again, and other inputs are searched anew", "[solver][memo]") {
  const Board b = test::board_from({".XO.O.",
                                    "XO.OXO",
                                    ".XOXX.",
                                    "XXO.OX",
                                    "OO.XO."});
  PointSet region;
  for (Point p : b.points())
    if (b.at(p) == Color::empty) region.insert(p);
  solver::PlayoutRules rules;
  solver::Budget budget;
  budget.max_nodes = 100000;
  const solver::Playout first = solver::play_out(b, region, rules, Color::black, budget);
  const solver::Playout again = solver::play_out(b, region, rules, Color::black, budget);
  REQUIRE(first.end == solver::PlayoutEnd::exact);
  CHECK(again.value == first.value);
  CHECK(again.nodes == first.nodes);  // the node count is the search's, reported unchanged
  CHECK(again.line.size() == first.line.size());
  // White first is another question: its count differs from Black first's on this board.
  const solver::Playout white = solver::play_out(b, region, rules, Color::white, budget);
  REQUIRE(white.end == solver::PlayoutEnd::exact);
  CHECK(white.value < first.value);
}

}  // namespace kiyaku
