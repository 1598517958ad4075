// PlayArea::attacker_near keeps the attacker next to T and the owner's new stones (or one empty
// point away). A search restriction, not a rule: it can only hurt the attacker, so a "dead" found
// under it must be dead under the full confirmation. The exhaustive solver without it is the judge.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "tests/kernel/random_boards.hpp"

namespace kiyaku {
namespace {

using solver::Value;

struct NearTally {
  int dead_under_restriction = 0;  // the restricted search proved the attacker's win
};

void compare(const Board& b, Point target, NearTally& tally) {
  const parts::ConfirmationRules rules;
  const Color first = parts::first_to_move(rules.first_mover, b.at(target));
  const parts::PlayArea full{b.every_point(), {}, std::nullopt};
  parts::ConfirmationGame reference_game(b, target, full, rules, first);
  solver::Solver<parts::ConfirmationGame> reference(reference_game, solver::Budget{20'000});
  const Value expected = reference.solve().value;
  if (expected == Value::unknown) return;

  parts::PlayArea near = full;
  near.attacker_near = true;
  parts::ConfirmationGame game(b, target, near, rules, first);
  solver::ProofNumberSolver<parts::ConfirmationGame> dfpn(game, solver::Budget{200'000});
  const Value found = dfpn.solve().value;
  INFO("target " << target);
  if (found == Value::hero_wins) {
    REQUIRE(expected == Value::hero_wins);
    ++tally.dead_under_restriction;
  }
}

}  // namespace

TEST_CASE("the attacker kept near the owner's stones never finds dead what is alive", "[solver][dfpn]") {
  NearTally tally;
  test::for_each_random_game(40, 30, [&](const Board& b) {
    for (Point p : b.points())
      if (is_stone(b.at(p)) && b.chain_head(p) == p) compare(b, p, tally);
  });
  CHECK(tally.dead_under_restriction > 5);  // the test bites only if the restricted search proves deaths
}

TEST_CASE("the attacker kept near plays only next to the owner's stones or one empty point away", "[solver]") {
  Board b(9);
  const Point stone = b.point(4, 4);
  b.play(Color::black, stone);
  const parts::ConfirmationRules rules;
  parts::PlayArea area{b.every_point(), {}, std::nullopt};
  auto attacker_plays = [&] {
    parts::ConfirmationGame game(b, stone, area, rules, Color::white);
    std::vector<parts::ConfirmationMove> moves;
    game.moves(moves);
    std::vector<Point> plays;
    for (const auto& m : moves)
      if (m.kind == parts::ConfirmationMove::Kind::play) plays.push_back(m.point);
    CHECK(game.mobility() == plays.size() + 1);  // and the pass
    return plays;
  };
  CHECK(attacker_plays().size() == 80);
  area.attacker_near = true;
  const std::vector<Point> near = attacker_plays();
  CHECK(near.size() == 12);  // the points within two steps of the stone
  for (Point p : near) {
    const auto [x, y] = b.coord(p);
    CHECK(std::abs(x - 4) + std::abs(y - 4) <= 2);
  }
}

}  // namespace kiyaku
