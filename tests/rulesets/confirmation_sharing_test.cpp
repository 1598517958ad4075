// The confirmations of one owner's strings may share the states after each string's capture
// (confirm_sharing): a search then starts where the others left those states. That must never
// change a value: the exhaustive solver, which shares nothing, is the judge. What one search
// leaves in the lent table is proofs only (its open numbers would mislead the next, 死活例19).
// Before its own capture a search also lends and borrows at the state's relaxed key (the same state
// after another string's capture, ConfirmationGame::relaxed_key): the values must hold there too.
#include <catch2/catch.hpp>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "tests/kernel/random_boards.hpp"

namespace kiyaku {
namespace {

using solver::Value;

parts::Confirmed exhaustive(const Board& b, Point target, const parts::PlayArea& area) {
  const parts::ConfirmationRules rules;
  parts::ConfirmationGame game(b, target, area, rules, parts::first_to_move(rules.first_mover, b.at(target)));
  solver::Solver<parts::ConfirmationGame> reference(game, solver::Budget{20'000});
  switch (reference.solve().value) {
    case Value::hero_wins: return parts::Confirmed::dead;
    case Value::hero_loses: return parts::Confirmed::alive;
    case Value::unknown: break;
  }
  return parts::Confirmed::undecided;
}

}  // namespace

TEST_CASE("confirmations sharing their states after the capture keep every value", "[solver][dfpn]") {
  int compared = 0, shared_before = 0;
  std::size_t lent_entries = 0;
  std::uint64_t relaxed = 0;
  test::for_each_random_game(200, 30, [&](const Board& b) {
    const parts::PlayArea area{b.every_point(), {}, std::nullopt};
    solver::ProofTable tables[2];  // one per owner
    for (Point p : b.points()) {
      if (!is_stone(b.at(p)) || b.chain_head(p) != p) continue;
      solver::ProofTable& table = tables[color_index(b.at(p))];
      const bool warm = table.size() > 0;
      const auto found = parts::confirm_sharing(b, p, area, parts::ConfirmationRules{}, solver::Budget{200'000}, table);
      table.for_each([&](std::uint64_t, const solver::StoredNumbers& stored) {
        const solver::ProofNumbers n = stored.numbers();
        REQUIRE((n.pn == 0 || n.dn == 0));
        ++lent_entries;
      });
      relaxed += found.stats.relaxed;
      const parts::Confirmed expected = exhaustive(b, p, area);
      if (found.status == parts::Confirmed::undecided || expected == parts::Confirmed::undecided) continue;
      INFO("string at " << p);
      REQUIRE(found.status == expected);
      ++compared;
      shared_before += warm;
    }
  });
  // The test bites only if searches met tables that earlier searches had filled.
  CHECK(compared > 100);
  CHECK(shared_before > 20);
  CHECK(lent_entries > 0);
  CHECK(relaxed > 0);  // states before a capture refuted by another string's search after its own
}

}  // namespace kiyaku
