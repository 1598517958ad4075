// What the tests of the unspent-budget pass (parts::spend_unused_budget: the confirmation texts and
// Yasunaga's removal game) compare: one position's statuses without the pass and with it. The pass
// may only decide strings that were undecided, and the searches together stay within a budget for
// each string of the position (the confirmation texts) or each string searched (Yasunaga's).
#pragma once
#include <catch2/catch.hpp>

#include <cstdint>

#include "rulesets/parts/status.hpp"

namespace kiyaku::test {

struct PooledChange {
  int undecided_before = 0, newly_decided = 0, searched = 0, strings = 0;
  std::uint64_t nodes = 0;  // with the pass
};

// Checks that the same strings come out in the same order and that no decided verdict moved.
inline PooledChange pooled_change(const parts::StatusMap& before, const parts::StatusMap& after) {
  REQUIRE(before.strings.size() == after.strings.size());
  PooledChange c;
  c.strings = static_cast<int>(before.strings.size());
  for (std::size_t i = 0; i < before.strings.size(); ++i) {
    const StringVerdict& a = before.strings[i];
    const StringVerdict& b = after.strings[i];
    CHECK(a.stones == b.stones);
    if (a.status == Status::undecided) {
      ++c.undecided_before;
      c.newly_decided += b.status != Status::undecided;
    } else {
      CHECK(b.status == a.status);
    }
    c.searched += a.nodes > 0;
    c.nodes += b.nodes;
  }
  return c;
}

}  // namespace kiyaku::test
