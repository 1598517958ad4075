// df-pn stops Yasunaga's removal game where RemovalGame::settled() says Benson's analysis fixes
// the winner. That shortcut must never change a value: the exhaustive solver, which does not use
// it, is the judge, under both repetition bans and both first movers.
#include <catch2/catch.hpp>
#include <utility>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/removal_game.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using parts::RemovalGame;
using solver::Value;

struct Tally {
  int compared = 0;         // both solvers decided
  int kept_at_root = 0;     // ... and settled() gave the owner the win at the start
  int removed_at_root = 0;  // ... and settled() gave the attacker the win at the start
  int settled_inside = 0;   // ... and df-pn used settled() below the start
};

void compare_solvers(const Board& b, Point target, const PointSet& region, const parts::RemovalRules& rules,
                     Color first, Tally& tally) {
  RemovalGame reference_game(b, target, region, rules, first);
  const Value expected = solver::Solver<RemovalGame>(reference_game, solver::Budget{20'000}).solve().value;
  if (expected == Value::unknown) return;
  RemovalGame game(b, target, region, rules, first);
  const auto at_root = game.settled();
  const auto found = solver::ProofNumberSolver<RemovalGame>(game, solver::Budget{200'000}).solve();
  if (found.value == Value::unknown) return;
  INFO("target " << target << ", region of " << region.size() << " points, "
                 << (first == b.at(target) ? "owner" : "attacker") << " first");
  REQUIRE(found.value == expected);
  if (at_root) REQUIRE(*at_root == (expected == Value::hero_wins));
  ++tally.compared;
  tally.kept_at_root += at_root == false;
  tally.removed_at_root += at_root == true;
  tally.settled_inside += !at_root && found.stats.settled > 0;
}

}  // namespace

TEST_CASE("settled() never changes the value of a removal game", "[solver][dfpn][benson][yasunaga1932]") {
  Tally tally;
  test::for_each_random_game(60, 30, [&](const Board& b) {
    for (const auto ban : {parts::RepetitionBan::since_last_pass, parts::RepetitionBan::simple_ko})
      for (const PointSet& region : test::whole_and_left_part(b))
        for (Point target : b.points()) {
          if (!is_stone(b.at(target)) || b.chain_head(target) != target || !region.contains(target)) continue;
          parts::RemovalRules rules;
          rules.repetition = ban;
          for (Color first : {Color::black, Color::white}) compare_solvers(b, target, region, rules, first, tally);
        }
  });
  CAPTURE(tally.compared, tally.kept_at_root, tally.removed_at_root, tally.settled_inside);
  // The test bites only if both shortcuts were taken, at the start and deeper, on decided games.
  CHECK(tally.compared > 500);
  CHECK(tally.kept_at_root > 10);
  CHECK(tally.removed_at_root > 10);
  CHECK(tally.settled_inside > 100);
}

// Found by random play: after these seven plays White's stone at (3,3) stands in a kill region
// of Black's, but White has taken Black stones since the last pass, so a fill of Black's could
// recreate a board of the window (Art. 7). The same board without that history is settled.
TEST_CASE("a removal game is not settled for the attacker who lost stones since the last pass",
          "[benson][yasunaga1932]") {
  const Board b = test::board_from({"XX.O.", "..XXX", "OXX..", "XXXOX", "X..X."});
  const Point target = b.point(3, 3);
  RemovalGame game(b, target, b.every_point(), {}, Color::black);
  const std::vector<std::pair<int, int>> plays{{4, 0}, {4, 2}, {2, 0}, {4, 4}, {1, 1}, {1, 4}, {2, 4}};
  Color c = Color::black;
  for (const auto& [x, y] : plays) {
    game.play({parts::RemovalMove::Kind::play, b.point(x, y), c});
    c = opponent(c);
  }
  RemovalGame same_board(game.board(), target, b.every_point(), {}, Color::white);
  CHECK(same_board.settled() == true);
  CHECK(!game.settled());
}

}  // namespace kiyaku
