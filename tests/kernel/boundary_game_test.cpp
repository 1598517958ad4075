#include <catch2/catch.hpp>

#include "kernel/boundary_game.hpp"
#include "kernel/game_end.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;

using test::board_from;

namespace {

// A bay in the boundary: Black's wall on the left, White's on the right, four points apart on
// the top two lines. (4,0) and (4,1) are neutral and next to no stone: an open boundary, whose
// first play pushes into the other's area. Below, the walls meet at the dame (4,2).
const test::Picture kBay = {
    "..X...O..",  //
    "..X...O..",  //
    "..XX.OO..",  //
    "...XO....",  //
    "...XO....",  //
    "...XO....",  //
    "...XO....",  //
    "...XO....",  //
    "...XO....",  //
};

// The boundary input as the finish builds it: the areas left of the gap Black's, right White's.
BoundaryInput bay_input(const Board& b, const GameEndEstimate& e) {
  BoundaryInput in;
  in.dead = e.dead;
  in.neutral = e.neutral;
  in.open = open_boundary_points(b, e);
  in.nearer.assign(kMaxPoints, 0);
  for (Point p : b.points())
    if (b.at(p) == Color::empty && !e.neutral.contains(p)) in.nearer[p] = b.coord(p).x < 4 ? -1 : 1;
  return in;
}

}  // namespace

TEST_CASE("An open boundary is read as a local endgame with the territory count", "[boundary_game]") {
  const Board b = board_from(kBay);
  const GameEndEstimate e = estimate_game_end(b);
  const BoundaryInput in = bay_input(b, e);
  REQUIRE(in.open.size() == 2);
  const std::vector<PointSet> games = boundary_games(b, in);
  REQUIRE(games.size() == 1);
  CHECK(games[0].size() == 7);  // the stretch (4,0)-(4,2) and the points of both areas beside it
  std::uint64_t nodes = 0;
  const std::optional<LocalResult> r = solve_boundary_game(b, in, games[0], nodes);
  REQUIRE(r);
  CHECK(nodes > 0);
  // Whoever starts pushes at (4,1) and keeps a point of his area that the other's push would take.
  for (Color first : {Color::black, Color::white}) {
    const LocalLine& line = r->from[color_index(first)];
    REQUIRE_FALSE(line.moves.empty());
    CHECK(line.moves.front() == Move{first, b.point(4, 1)});
    CHECK(line.value == black_sign(first));
  }
  CHECK(r->swing(Color::black) == 2);
}

TEST_CASE("The finish plays an open boundary's line for the side to move and reports it read", "[boundary_game]") {
  const Board b = board_from(kBay);
  const GameEndEstimate e = estimate_game_end(b);
  for (Color first : {Color::black, Color::white}) {
    const DameFilling f = plan_dame_filling(b, e, first);
    REQUIRE_FALSE(f.sequence.empty());
    CHECK(f.sequence.front() == Move{first, b.point(4, 1)});
    CHECK(f.endgame.front() == f.sequence.front());  // reported as the endgame's, not as a fill
    CHECK(f.boundary_read.contains(b.point(4, 0)));
    CHECK(f.boundary_read.contains(b.point(4, 1)));
  }
}

TEST_CASE("An open boundary worth more than two points to whoever starts is left to the custom's fills",
          "[boundary_game]") {
  // The bay five points wide (White's wall a point further right on the top two lines):
  // starting there gains three points. Players do not stop with such a move open; the record
  // stopped before its endgame did.
  Board b = board_from(kBay);
  for (int y = 0; y < 2; ++y) {
    b.set_stone(b.point(6, y), Color::empty);
    b.set_stone(b.point(7, y), Color::white);
  }
  b.set_stone(b.point(7, 2), Color::white);
  const GameEndEstimate e = estimate_game_end(b);
  const BoundaryInput in = bay_input(b, e);
  const std::vector<PointSet> games = boundary_games(b, in);
  REQUIRE(games.size() == 1);
  std::uint64_t nodes = 0;
  CHECK_FALSE(solve_boundary_game(b, in, games[0], nodes));
  CHECK(nodes > 0);  // read, and found too large
}

TEST_CASE("An open boundary beside stones taken as dead is the remains of a fight, not read", "[boundary_game]") {
  // White's stone at (3,1) in Black's area, with two liberties, one of them in the gap.
  Board b = board_from(kBay);
  b.set_stone(b.point(3, 1), Color::white);
  const GameEndEstimate e = estimate_game_end(b);
  REQUIRE(e.dead.contains(b.point(3, 1)));
  const BoundaryInput in = bay_input(b, e);
  REQUIRE_FALSE(in.open.empty());
  CHECK(boundary_games(b, in).empty());
}
