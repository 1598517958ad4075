// A string whose confirmation runs out of budget is searched once more after the position's other
// strings, starting from what they proved after a capture (rulesets/parts/status.cpp). 参考図18<2>
// at 10000 nodes: Black's C15 D15 is undecided in board order and dead on the second search
// (20678 nodes for both). F16 and B15 at 20000 nodes no longer show it: the confirmation's guess
// after a big capture decides them in one search.
#include <catch2/catch.hpp>

#include <algorithm>

#include "kernel/solver/region.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/undecided_reason.hpp"
#include "tests/corpus/corpus_record.hpp"
#include "tests/rulesets/unspent_budget.hpp"

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

// And skipped where no proof lent since the first search is of a state it met: 死活例3 at 5000
// nodes. Black's F19 string and his A19 string both run out; the strings after them prove states
// in the table they share, but for F19 none that its first search met (346 new proofs,
// none of them on its 7889 states), so it is searched once, while A19, whose states gained proofs,
// is searched twice.
TEST_CASE("an undecided string is not searched again where no new proof touches its first search",
          "[rulesets][japan1989]") {
  const Position& pos = test::corpus_record("j89-ex03").position;
  parts::ConfirmationStatusOptions options;
  options.budget = solver::Budget{5'000};
  const parts::StatusMap statuses = parts::confirmation_status(pos, options);
  const auto* skipped = statuses.at(*parse_gtp_vertex(pos.board(), "F19"));
  const auto* retried = statuses.at(*parse_gtp_vertex(pos.board(), "A19"));
  REQUIRE(skipped != nullptr);
  REQUIRE(retried != nullptr);
  CHECK(skipped->status == Status::undecided);
  CHECK(skipped->nodes <= options.budget.max_nodes);  // one search
  CHECK(retried->status == Status::undecided);
  CHECK(retried->nodes >= 2 * options.budget.max_nodes);  // two searches, both out of budget
  // The reason names the region the search played on (undecided_reason.hpp).
  const Board& b = pos.board();
  const parts::PlayArea area = parts::confirmation_area(
      pos, solver::settled_facts(pos), b.chain_head(skipped->stones.front()), solver::RegionKind::benson);
  CHECK(skipped->reason.find("ran out" + parts::region_words(b, area.region)) != std::string::npos);
}

// The second search is run only where a new proof is of a state the first met (status.cpp), so
// an undecided search must report those states: its root among them, as a sorted set of keys; a
// decided search reports none.
TEST_CASE("an undecided confirmation reports the states it met", "[rulesets][japan1989]") {
  const Position& pos = test::corpus_record("j89-ref18-2").position;
  const Board& b = pos.board();
  const Point head = b.chain_head(*parse_gtp_vertex(b, "C15"));
  const parts::PlayArea area =
      parts::confirmation_area(pos, solver::settled_facts(pos), head, solver::RegionKind::benson);
  const parts::ConfirmationRules rules;
  const parts::ConfirmationGame root(b, head, area, rules, parts::first_to_move(rules.first_mover, b.at(head)));

  solver::ProofTable table;
  parts::MetStates met{1, 2, 3};  // overwritten
  const auto undecided = parts::confirm_sharing(b, head, area, rules, solver::Budget{1'000}, table, &met);
  REQUIRE(undecided.status == parts::Confirmed::undecided);
  CHECK(met.size() > 100);
  CHECK(std::is_sorted(met.begin(), met.end()));
  CHECK(std::adjacent_find(met.begin(), met.end()) == met.end());
  CHECK(std::binary_search(met.begin(), met.end(), root.key()));

  solver::ProofTable fresh;
  parts::MetStates none;
  const auto decided = parts::confirm_sharing(b, head, area, rules, solver::Budget{2'000'000}, fresh, &none);
  CHECK(decided.status == parts::Confirmed::dead);
  CHECK(none.empty());
}

// A string still undecided takes up to Budget::unspent_shares budgets more out of what the
// position's other searches left unspent (status.cpp), as the batch asks for game records.
// 参考図11<1> at 2000 nodes: one of its seven searched strings runs out alone and is decided so,
// the others keep their verdicts, and the position's searches stay within a budget for each of
// its strings.
TEST_CASE("an undecided string is decided on the nodes the position's other searches left unspent",
          "[rulesets][japan1989]") {
  const Position& pos = test::corpus_record("j89-ref11-1").position;
  parts::ConfirmationStatusOptions alone;
  alone.budget = solver::Budget{2'000};
  parts::ConfirmationStatusOptions pooled = alone;
  pooled.budget.unspent_shares = 4;
  const test::PooledChange change =
      test::pooled_change(parts::confirmation_status(pos, alone), parts::confirmation_status(pos, pooled));
  CHECK(change.newly_decided == 1);
  CHECK(change.nodes <= alone.budget.max_nodes * static_cast<std::uint64_t>(change.strings));
}

}  // namespace kiyaku
