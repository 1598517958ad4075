// Yasunaga's removal game with its owner confined (parts::RemovalGame's `owner_confined`): a search
// restriction that can only hurt the owner, used first for strings a game record's end-of-game
// estimate sees dead. "Prevented" found under it must hold without it, and settled() must still
// agree with the exhaustive solver under it; a verdict that rests on it says so.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/removal_game.hpp"
#include "tests/kernel/random_boards.hpp"
#include "rulesets/verdicts.hpp"
#include "tests/kernel/test_boards.hpp"
#include "tests/rulesets/confined_verdicts.hpp"

namespace kiyaku {
namespace {

using parts::RemovalGame;
using parts::RemovalMove;
using solver::Value;

}  // namespace

TEST_CASE("a confined owner plays only next to his own stones or to capture", "[yasunaga1932]") {
  const Board b = test::board_from({"XXXXX", "X.O.X", "X..OX", "XXXXX", ".X.X."});
  PointSet region;  // inside the wall
  for (int x = 1; x <= 3; ++x)
    for (int y = 1; y <= 2; ++y) region.insert(b.point(x, y));
  for (bool confined : {false, true}) {
    std::vector<RemovalMove> moves;
    RemovalGame(b, b.point(2, 1), region, {}, Color::white, {}, confined).moves(moves);
    const bool plays_b3 = std::any_of(moves.begin(), moves.end(), [&](const RemovalMove& m) {
      return m.kind == RemovalMove::Kind::play && m.point == b.point(1, 2);
    });
    CHECK(plays_b3 == !confined);                 // B3 touches no white stone
    CHECK(moves.size() == (confined ? 4U : 5U));  // the other three empty points and the pass
  }
}

TEST_CASE("the confinement only hurts the owner, and settled() stays exact under it", "[solver][dfpn][yasunaga1932]") {
  int compared = 0, prevented = 0;
  test::for_each_random_game(40, 30, [&](const Board& b) {
    for (const PointSet& region : test::whole_and_left_part(b))
      for (Point target : b.points()) {
        if (!is_stone(b.at(target)) || b.chain_head(target) != target || !region.contains(target)) continue;
        for (Color first : {Color::black, Color::white}) {
          RemovalGame reference_game(b, target, region, {}, first, {}, true);
          const Value expected = solver::Solver<RemovalGame>(reference_game, solver::Budget{20'000}).solve().value;
          RemovalGame game(b, target, region, {}, first, {}, true);
          const Value found = solver::ProofNumberSolver<RemovalGame>(game, solver::Budget{200'000}).solve().value;
          RemovalGame free_game(b, target, region, {}, first);
          const Value free = solver::ProofNumberSolver<RemovalGame>(free_game, solver::Budget{200'000}).solve().value;
          if (expected == Value::unknown || found == Value::unknown || free == Value::unknown) continue;
          ++compared;
          CHECK(found == expected);
          if (found == Value::hero_loses) {  // prevented under the confinement: prevented without it
            ++prevented;
            CHECK(free == Value::hero_loses);
          }
        }
      }
  });
  CHECK(compared > 300);
  CHECK(prevented > 50);
}

TEST_CASE("a removal verdict rests on the confinement only where the unconfined check ran out", "[yasunaga1932]") {
  // Black's wall lives by its eyes on the bottom row; White's lone stone inside looks dead.
  // (tests/rulesets/playout_confined_status_test.cpp plays the same pocket out.)
  Position pos(test::board_from({"XXXXXX", "X....X", "X.O..X", "X....X", "X....X", "XXXXXX", ".X.X.X"}));
  const Point white = pos.board().point(2, 2);
  pos.set_looks_dead(pos.board().chain(white));
  test::ConfinedTally tally;
  for (std::uint64_t nodes : {1'000, 3'000}) {
    INFO(nodes << " nodes");
    parts::RemovalStatusOptions options;
    options.budget = solver::Budget{nodes};
    const parts::StatusMap statuses = parts::removal_status(pos, options);
    const StringVerdict& v = statuses.strings[static_cast<std::size_t>(statuses.index[white])];
    if (v.status == Status::undecided) continue;
    tally.add(v, "assumed: searched with its owner playing only next to his own stones");
  }
  CHECK(tally.assumed > 0);  // 1,000 nodes decide the confined search and not the unconfined check
  CHECK(tally.plain > 0);    // 3,000 decide the unconfined check too
}

}  // namespace kiyaku
