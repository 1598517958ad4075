// The search memo: one search per distinct input on a thread, exact key comparison, and the same
// answer as searching again.
#include <catch2/catch.hpp>

#include <cstdint>
#include <thread>

#include "kernel/solver/memo.hpp"
#include "kernel/solver/playout.hpp"
#include "rulesets/parts/confirmation.hpp"
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
  auto square = [&](int v) {
    return [&searches, v](bool&) {
      ++searches;
      return v * v;
    };
  };
  auto get = [&](int v) { return memo.get({v}, {v}, square(v)); };  // no family: the key twice
  CHECK(get(7) == 49);
  CHECK(get(7) == 49);
  CHECK(searches == 1);
  CHECK(get(8) == 64);  // same hash, another key
  CHECK(searches == 2);
  int other_thread_searches = 0;  // another thread keeps its own results
  std::thread([&] {
    auto& theirs = solver::Memo<CollidingKey, int>::for_this_thread();
    theirs.get({7}, {7}, [&](bool&) {
      ++other_thread_searches;
      return 49;
    });
  }).join();
  CHECK(other_thread_searches == 1);
}

TEST_CASE("a result kept under a shared key serves the family only when its search says it holds there",
          "[solver][memo]") {
  auto& memo = solver::Memo<Key, int>::for_this_thread();  // not the memo the next test fills
  const Key family{1000};
  int searches = 0;
  auto search = [&](int value, bool holds) {
    return [&searches, value, holds](bool& holds_for_shared) {
      ++searches;
      holds_for_shared = holds;
      return value;
    };
  };
  CHECK(memo.get({1001}, family, search(5, false)) == 5);  // kept for 1001 only
  CHECK(memo.get({1002}, family, search(6, true)) == 6);   // kept for the family
  CHECK(searches == 2);
  CHECK(memo.get({1001}, family, search(0, false)) == 6);  // the family's result comes first
  CHECK(memo.get({1003}, family, search(0, false)) == 6);
  CHECK(memo.get({1004}, {2000}, search(7, false)) == 7);  // another family searches anew
  CHECK(searches == 3);
}

TEST_CASE("the memo starts afresh when full", "[solver][memo]") {
  auto& memo = solver::Memo<Key, std::uint64_t>::for_this_thread();
  int searches = 0;
  auto get = [&](std::uint64_t k) {
    return memo.get({k}, {k}, [&](bool&) {
      ++searches;
      return k;
    });
  };
  for (std::uint64_t k = 0; k <= solver::Memo<Key, std::uint64_t>::kCapacity; ++k) get(k);
  CHECK(get(0) == 0);
  CHECK(searches == static_cast<int>(solver::Memo<Key, std::uint64_t>::kCapacity) + 2);  // key 0 was dropped
}

TEST_CASE("a kept play-out is the play-out found again, and other inputs are searched anew", "[solver][memo]") {
  const Board b = test::board_from({".XO.O.", "XO.OXO", ".XOXX.", "XXO.OX", "OO.XO."});
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

namespace kiyaku {
namespace {

struct Found {
  parts::Confirmed status;
  std::uint64_t nodes;
  std::size_t witness;
  friend bool operator==(const Found&, const Found&) = default;
};

Found found(const parts::Confirmation& c) { return {c.status, c.stats.nodes, c.witness.size()}; }

// `f()` on a thread of its own, so with memos that start empty.
template <class F>
auto on_own_thread(F&& f) {
  decltype(f()) out;
  std::thread([&] { out = f(); }).join();
  return out;
}

template <class T>
std::vector<T> concatenated(std::vector<T> a, const std::vector<T>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// Every string of the board, confirmed under each of `readings` in order, on a thread of its own.
std::vector<Found> confirm_all(const Board& b, const std::vector<parts::ConfirmationRules>& readings) {
  return on_own_thread([&] {
    std::vector<Found> out;
    PointSet empty;
    for (Point p : b.points())
      if (b.at(p) == Color::empty) empty.insert(p);
    solver::Budget budget;
    budget.max_nodes = 20000;
    for (const parts::ConfirmationRules& rules : readings)
      for (Point p : b.points())
        if (is_stone(b.at(p)) && b.chain_head(p) == p)
          out.push_back(found(parts::confirm(b, p, {empty | b.chain(p), {}, std::nullopt}, rules, budget)));
    return out;
  });
}

}  // namespace

TEST_CASE("a confirmation kept for one ko-pass reading serves another only where it cannot differ", "[solver][memo]") {
  // Two kos and a shared liberty: some confirmations here play ko-passes, and there the re-ban
  // readings (A4) search differently; the pass scope (A3) changes which ko-passes are offered.
  const Board b = test::board_from({".XO.O.", "XO.OXO", ".XOXX.", "XXO.OX", "OO.XO."});
  parts::ConfirmationRules once, per_capture, all_kos;
  per_capture.reban = parts::ReBan::per_capture;
  all_kos.pass_scope = parts::PassScope::all_kos;
  for (const auto& other : {per_capture, all_kos}) {
    const auto fresh_base = confirm_all(b, {once});
    const auto fresh_other = confirm_all(b, {other});
    REQUIRE(fresh_base.size() == fresh_other.size());
    CHECK(fresh_base != fresh_other);  // the readings differ on this board, so the checks below can fail
    // One thread, both readings in turn: the second is served from the memo where it may be.
    CHECK(confirm_all(b, {once, other}) == concatenated(fresh_base, fresh_other));
    CHECK(confirm_all(b, {other, once}) == concatenated(fresh_other, fresh_base));
  }
}

namespace {

struct PlayedOut {
  solver::PlayoutEnd end;
  int value, floor, ceiling;
  std::uint64_t nodes;
  std::size_t line;
  friend bool operator==(const PlayedOut&, const PlayedOut&) = default;
};

// The whole board's play-outs, Black first and White first, under each of `caps` (repetition cap,
// free excess) in order, on a thread of its own.
std::vector<PlayedOut> play_out_all(const Board& b, const std::vector<std::pair<int, int>>& caps) {
  return on_own_thread([&] {
    std::vector<PlayedOut> out;
    solver::Budget budget;
    budget.max_nodes = 20000;
    for (const auto& [cap, excess] : caps)
      for (Color first : {Color::black, Color::white}) {
        solver::PlayoutRules rules;
        rules.max_occurrences = cap;
        rules.free_excess = excess;
        const auto po = solver::play_out(b, b.every_point(), rules, first, budget);
        out.push_back({po.end, po.value, po.black_floor, po.white_ceiling, po.nodes, po.line.size()});
      }
    return out;
  });
}

}  // namespace

TEST_CASE("a play-out kept for one repetition cap serves another only where no play would repeat", "[solver][memo]") {
  const std::pair<int, int> superko{1, 0}, kaise{3, 2};
  // A 4x4 board from random play (seed 253 of test::random_game) whose play-out, White first,
  // repeats positions: under superko it is found (-1), under the 1962 cap the budget runs out. And
  // a quiet shape where no play ever recreates a position.
  const Board kos = test::board_from({"XX.X", "XOX.", "OOXX", ".OOO"});
  const Board quiet = test::board_from({"..XO..", "..XO..", "..XO..", "......"});
  for (const Board* b : {&kos, &quiet}) {
    const auto fresh_superko = play_out_all(*b, {superko});
    const auto fresh_kaise = play_out_all(*b, {kaise});
    CHECK((fresh_superko != fresh_kaise) == (b == &kos));  // the caps differ on the kos only
    CHECK(play_out_all(*b, {superko, kaise}) == concatenated(fresh_superko, fresh_kaise));
    CHECK(play_out_all(*b, {kaise, superko}) == concatenated(fresh_kaise, fresh_superko));
  }
}

TEST_CASE("a thread's memo starts afresh with each job it runs", "[solver][memo]") {
  int searches = 0;
  const auto get = [&] {  // a memo of its own: no other test keeps longs
    return solver::Memo<Key, long>::for_this_thread().get({3}, {3}, [&](bool&) {
      ++searches;
      return 9L;
    });
  };
  CHECK(get() == 9);
  CHECK(get() == 9);
  CHECK(searches == 1);  // kept within the job
  solver::begin_job();
  CHECK(get() == 9);
  CHECK(searches == 2);  // searched again in the next
}

}  // namespace kiyaku
