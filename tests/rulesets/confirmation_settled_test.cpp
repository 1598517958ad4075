// df-pn stops where ConfirmationGame::settled() says Benson's analysis fixes the winner. That
// shortcut must never change a value: the exhaustive solver, which does not use it, is the judge.
#include <catch2/catch.hpp>
#include <cstddef>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "reports/text_report.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::Value;

// Two play areas per board: the whole board, and its left part only (strings reaching the
// right part then have liberties nobody may fill, which is what anchors a chain).
std::vector<PointSet> areas_of(const Board& b) {
  PointSet left;
  for (Point p : b.points())
    if (b.coord(p).x < b.width() - 2) left.insert(p);
  return {b.every_point(), left};
}

std::vector<Point> chain_heads(const Board& b) {
  std::vector<Point> heads;
  for (Point p : b.points())
    if (is_stone(b.at(p)) && b.chain_head(p) == p) heads.push_back(p);
  return heads;
}

struct Tally {
  int compared = 0;       // both solvers decided
  int settled_roots = 0;  // ... and settled() already knew the answer at the start
  int settled_inside = 0; // ... and df-pn used settled() below the start
};

void compare_solvers(const Board& b, Point target, const PointSet& area, Tally& tally) {
  const parts::ConfirmationRules rules;
  const parts::PlayArea play_area{area, {}, std::nullopt};
  const Color first = parts::first_to_move(rules.first_mover, b.at(target));
  parts::ConfirmationGame reference_game(b, target, play_area, rules, first);
  solver::Solver<parts::ConfirmationGame> reference(reference_game, solver::Budget{20'000});
  const Value expected = reference.solve().value;
  if (expected == Value::unknown) return;

  parts::ConfirmationGame game(b, target, play_area, rules, first);
  const auto at_root = game.settled();
  solver::ProofNumberSolver<parts::ConfirmationGame> dfpn(game, solver::Budget{200'000});
  const auto found = dfpn.solve();
  if (found.value == Value::unknown) return;
  INFO("target " << target << ", area of " << area.size() << " points");
  REQUIRE(found.value == expected);
  if (at_root) REQUIRE(*at_root == (expected == Value::hero_wins));
  ++tally.compared;
  tally.settled_roots += at_root.has_value();
  tally.settled_inside += !at_root && found.stats.settled > 0;
}

}  // namespace

TEST_CASE("settled() never changes the value of a confirmation", "[solver][dfpn][benson]") {
  Tally tally;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    const Board b = test::random_game(5, seed, seed % 2 ? 1000 : 30);
    for (const PointSet& area : areas_of(b))
      for (Point target : chain_heads(b))
        if (area.contains(target)) compare_solvers(b, target, area, tally);
  }
  // The test bites only if the shortcut was taken, at the start and deeper, on decided games.
  CHECK(tally.compared > 100);
  CHECK(tally.settled_roots > 10);
  CHECK(tally.settled_inside > 10);
}


TEST_CASE("a verdict settled by the pass-alive analysis says so at the end of its witness line", "[solver][benson]") {
  // Black's chain has three eyes: pass-alive before any play, so no play is needed.
  const Board b = test::board_from({".X.X.",
                                    "XXXXX",
                                    ".....",
                                    "....."});
  const auto c = parts::confirm(b, b.point(0, 1), parts::PlayArea{b.every_point(), {}, std::nullopt}, parts::ConfirmationRules{},
                                solver::Budget{1000});
  CHECK(c.status == parts::Confirmed::alive);
  CHECK(c.witness.empty());
  CHECK(c.witness_ends_settled);
  CHECK(reports::witness_text(b, {}, false, true) == "then pass-alive analysis settles it");
}

}  // namespace kiyaku
