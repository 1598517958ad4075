// A string whose confirmation runs out of budget is searched once more after the position's other
// strings, starting from what they proved after a capture (rulesets/parts/status.cpp). 参考図18<2>
// at 10000 nodes: Black's C15 D15 is undecided in board order and dead on the second search
// (20678 nodes for both). Until session 32 the case was F16 and B15 at 20000 nodes (session 23);
// the confirmation's guess after a big capture now decides them in one search.
#include <catch2/catch.hpp>

#include "kernel/vertex.hpp"
#include "rulesets/parts/status.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {

TEST_CASE("an undecided string is searched again from the proofs of the strings after it", "[rulesets][japan1989]") {
  const Position& pos = test::corpus_record("j89-ref18-2").position;
  parts::ConfirmationStatusOptions options;
  options.budget = solver::Budget{10'000};
  const parts::StatusMap statuses = parts::confirmation_status(pos, options);
  const auto* s = statuses.at(*parse_gtp_vertex(pos.board(), "C15"));
  REQUIRE(s != nullptr);
  CHECK(s->status == Status::dead);
  CHECK(s->nodes > options.budget.max_nodes);  // both searches are counted: the first ran out
}

}  // namespace kiyaku
