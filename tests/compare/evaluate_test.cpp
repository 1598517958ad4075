// evaluate<R>: the outcome's totals. Its node count is the whole effort behind its verdicts, the
// result's own play-outs included (the benchmark's "nodes per position" reads it).
#include <catch2/catch.hpp>

#include "compare/evaluate.hpp"
#include "rulesets/japan1989.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

TEST_CASE("an outcome's nodes are its strings' searches plus its result's", "[compare][evaluate]") {
  // 参考図7<1>, a snapback: the statuses are searched, then Art. 13-1's play-outs ask whether a
  // first move gains (it does not: the game is counted).
  const io::Document& doc = test::corpus_record("j89-ref07-1");
  solver::Budget budget;
  budget.max_nodes = 20000;
  const Outcome o = evaluate<Japan1989>(doc, Choices(Japan1989::choices()), budget);
  REQUIRE(o.result.kind == ResultKind::win);
  std::uint64_t strings = 0;
  for (const auto& s : o.strings) strings += s.nodes;
  CHECK(o.result.nodes > 0);
  CHECK(o.nodes == strings + o.result.nodes);
}

}  // namespace
}  // namespace kiyaku
