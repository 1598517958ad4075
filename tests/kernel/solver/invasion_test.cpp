#include "kernel/solver/invasion.hpp"

#include <catch2/catch.hpp>

#include <random>

#include "kernel/solver/dfpn.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::Invasion;
using solver::invade;
using test::board_from;

const solver::Budget kInvadeBudget{.max_nodes = 20000, .max_depth = 40, .max_witness = 0};

// The points of the rectangle [x0, x1] x [y0, y1].
PointSet rectangle(const Board& b, int x0, int y0, int x1, int y1) {
  PointSet out;
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) out.insert(b.point(x, y));
  return out;
}

// White's wall on the top edge lives by its nine-point area alone, with a dead black stone in the
// middle; Black's wall around it is out of reach.
const test::Picture kNineWithStone = {
    "XO...OX..",  //
    "XO.X.OX..",  //
    "XO...OX..",  //
    "XOOOOOX..",  //
    "XXXXXXX..",  //
    ".........",  //
    ".........",
};

TEST_CASE("A dead stone in the middle of a nine-point area makes trouble when its owner moves first", "[invasion]") {
  Board b = board_from(kNineWithStone);
  const PointSet area = rectangle(b, 2, 0, 4, 2);
  CHECK(invade(b, area, Color::white, kInvadeBudget) == Invasion::kills);
  // White's stone below the dead one leaves Black no nakade, seki or race.
  b.play(Color::white, b.point(3, 2));
  CHECK(invade(b, area, Color::white, kInvadeBudget) == Invasion::fails);
}

TEST_CASE("A wall with an eye of its own elsewhere is not at stake in the area", "[invasion]") {
  const Board b = board_from({
      "XO...O.OX",  //
      "XO.X.OOOX",  //
      "XO...OXXX",  //
      "XOOOOOX..",  //
      "XXXXXXX..",  //
      ".........",  //
      ".........",
  });
  CHECK(invade(b, rectangle(b, 2, 0, 4, 2), Color::white, kInvadeBudget) == Invasion::fails);
}

TEST_CASE("A wall that wins the capturing race against the stones around it needs no answer", "[invasion]") {
  // Black's wall has two liberties: White takes it long before Black fills the area's eight.
  const Board b = board_from({
      "XO...OX.O",  //
      "XO.X.OX.O",  //
      "XO...OXOO",  //
      "XOOOOOXO.",  //
      "XXXXXXXO.",  //
      "OOOOOOOO.",  //
      ".........",
  });
  CHECK(invade(b, rectangle(b, 2, 0, 4, 2), Color::white, kInvadeBudget) == Invasion::fails);
}

TEST_CASE("The invasion is undecided when its budget runs out", "[invasion]") {
  const Board b = board_from(kNineWithStone);
  const solver::Budget tiny{.max_nodes = 1, .max_depth = 40, .max_witness = 0};
  CHECK(invade(b, rectangle(b, 2, 0, 4, 2), Color::white, tiny) == Invasion::unknown);
}

// df-pn and the exhaustive depth-first solver (search.hpp) answer the same question alike
// wherever both decide it: random stones of both colours inside a corner area of White's.
TEST_CASE("df-pn and the exhaustive solver agree on random invasions", "[invasion]") {
  std::mt19937 rng(20261130);
  const solver::Budget budget{.max_nodes = 30000, .max_depth = 40, .max_witness = 0};
  int compared = 0, kills = 0;
  for (int round = 0; round < 150; ++round) {
    Board b = board_from({
        "...OX..",  //
        "...OX..",  //
        "...OX..",  //
        "OOOOX..",  //
        "XXXXX..",  //
        ".......",  //
        ".......",
    });
    const PointSet area = rectangle(b, 0, 0, 2, 2);
    for (Point p : area.to_vector()) {
      const int r = static_cast<int>(rng() % 6);
      const Color c = r == 0 ? Color::black : r == 1 ? Color::white : Color::empty;
      if (c != Color::empty && b.check(c, p) == PlayCheck::legal && !b.would_capture(c, p)) b.play(c, p);
    }
    PointSet open;  // the area minus White's stones: an invadable area holds none of them
    area.for_each([&](Point p) {
      if (b.at(p) != Color::white) open.insert(p);
    });
    if (open.empty()) continue;
    solver::InvasionGame exhaustive_game(b, open, Color::white, Color::black);
    solver::Solver<solver::InvasionGame> exhaustive(exhaustive_game, budget);
    solver::InvasionGame proof_game(b, open, Color::white, Color::black);
    solver::ProofNumberSolver<solver::InvasionGame> proof(proof_game, budget);
    const solver::Value a = exhaustive.solve().value, d = proof.solve().value;
    if (a == solver::Value::unknown || d == solver::Value::unknown) continue;
    CHECK(a == d);
    ++compared;
    kills += d == solver::Value::hero_wins;
  }
  CHECK(compared >= 100);
  CHECK(kills > 0);
  CHECK(kills < compared);
}

}  // namespace
}  // namespace kiyaku

TEST_CASE("A wall stone the invader takes and the owner takes back is not lost", "[invasion]") {
  // White's dead pair and the empty point beside it are Black's area; White's stone there takes
  // Black's (3,0), and Black's (3,0) takes the three back: no 手入れ is owed (Hon-93-1).
  Board b = board_from({
      "XX.XO....",  //
      "XXOOX....",  //
      "XXXXX....",  //
      ".........",  //
  });
  PointSet area;
  for (Point p : {b.point(2, 0), b.point(2, 1), b.point(3, 1)}) area.insert(p);
  CHECK(invade(b, area, Color::black, kInvadeBudget) == Invasion::fails);
}
