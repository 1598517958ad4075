// A play-out's confinement (kernel/solver/playout.hpp): the confined colour plays only next to a
// stone of his own, or to capture. It is a search restriction: it may cost the confined colour, never
// the other, and the settled() shortcut must still agree with the exhaustive solver under it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/playout.hpp"
#include "kernel/solver/search.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::PlayoutEnd;
using solver::PlayoutGame;
using solver::Value;
using test::board_from;

solver::PlayoutRules area_rules() {
  solver::PlayoutRules r;
  r.count = solver::LocalCount::area;
  return r;
}

solver::PlayoutRules rules_for(solver::LocalCount count) {
  solver::PlayoutRules r;
  r.count = count;
  return r;
}

constexpr std::array<solver::LocalCount, 2> kCounts{solver::LocalCount::area, solver::LocalCount::stones};

std::vector<Point> points_of(const std::vector<solver::PlayoutMove>& moves) {
  std::vector<Point> out;
  for (const auto& m : moves) out.push_back(m.point);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("a confined colour plays only next to his own stones or to capture; the other anywhere", "[playout]") {
  const Board b = board_from({"XXXXX", "X.O.X", "X..OX", "XXXXX", ".X.X."});
  PointSet region;  // inside the wall
  for (int x = 1; x <= 3; ++x)
    for (int y = 1; y <= 2; ++y) region.insert(b.point(x, y));
  for (Color confined : {Color::black, Color::white}) {
    std::vector<solver::PlayoutMove> moves;
    PlayoutGame(b, region, area_rules(), Color::white, {}, {confined}).moves(moves);
    // White's stones at C4 and D3 touch every empty point of the region but B3.
    const std::vector<Point> white_points =
        confined == Color::white
            ? std::vector<Point>{b.point(1, 1), b.point(3, 1), b.point(2, 2), kNoPoint}
            : std::vector<Point>{b.point(1, 1), b.point(3, 1), b.point(1, 2), b.point(2, 2), kNoPoint};
    std::vector<Point> expected = white_points;
    std::sort(expected.begin(), expected.end());
    CHECK(points_of(moves) == expected);
  }
}

// The value under confinement is never worse for the other colour, and where settled() cuts a
// confined question short, the exhaustive solver (which never asks it) gives the same answer.
TEST_CASE("confinement only costs the confined colour, and settled() stays exact under it", "[playout][benson]") {
  int compared_values = 0, compared_questions = 0, moved = 0;
  test::for_each_random_game(30, 30, [&](const Board& b) {
    for (const PointSet& region : test::whole_and_left_part(b))
      for (solver::LocalCount counted : kCounts)
        for (Color confined : {Color::black, Color::white})
          for (Color first : {Color::black, Color::white}) {
            const solver::Budget budget{20'000};
            const solver::PlayoutRules rules = rules_for(counted);
            const auto free = solver::play_out(b, region, rules, first, budget);
            const auto held = solver::play_out(b, region, rules, first, budget, {}, std::nullopt, {confined});
            CHECK(held.confined == confined);
            if (free.end == PlayoutEnd::exact && held.end == PlayoutEnd::exact) {
              ++compared_values;
              moved += held.value != free.value;
              if (confined == Color::white) CHECK(held.value >= free.value);
              if (confined == Color::black) CHECK(held.value <= free.value);
            }
            const int count = PlayoutGame(b, region, rules, Color::black).local_count();
            for (Color hero : {Color::black, Color::white}) {
              PlayoutGame reference_game(b, region, rules, first, {}, {confined});
              reference_game.set_goal(hero, count);
              const Value expected = solver::Solver<PlayoutGame>(reference_game, budget).solve().value;
              PlayoutGame game(b, region, rules, first, {}, {confined});
              game.set_goal(hero, count);
              const Value found = solver::ProofNumberSolver<PlayoutGame>(game, solver::Budget{200'000}).solve().value;
              if (expected == Value::unknown || found == Value::unknown) continue;
              ++compared_questions;
              CHECK(found == expected);
            }
          }
  });
  CHECK(compared_values > 100);
  CHECK(compared_questions > 200);
  CHECK(moved > 0);  // the confinement does cost the confined colour somewhere
}

TEST_CASE("the other colour kept near plays next to the owner's stones or one point away, or captures", "[playout]") {
  // Black's wall around a 4x5 space with White's stone at its top left; Black's plays may reach
  // the points next to it and the points next to those, not the far corner.
  const Board b = board_from({"XXXXXX", "XO...X", "X....X", "X....X", "X....X", "X....X", "XXXXXX", ".X.X.X"});
  PointSet region;
  for (int x = 1; x <= 4; ++x)
    for (int y = 1; y <= 5; ++y) region.insert(b.point(x, y));
  std::vector<solver::PlayoutMove> near_moves, free_moves;
  PlayoutGame(b, region, area_rules(), Color::black, {}, {Color::white, true}).moves(near_moves);
  PlayoutGame(b, region, area_rules(), Color::black, {}, {Color::white}).moves(free_moves);
  CHECK(free_moves.size() == 20);  // 19 empty points and the pass
  const std::vector<Point> expected_near = [&] {
    std::vector<Point> v{b.point(2, 1), b.point(1, 2), b.point(3, 1), b.point(2, 2), b.point(1, 3), kNoPoint};
    std::sort(v.begin(), v.end());
    return v;
  }();
  CHECK(points_of(near_moves) == expected_near);
}

// Where Black, kept near White's confined stones, still takes every point of the region, the play-out
// with White's confinement alone gives Black every point too.
TEST_CASE("a full count found with the other colour kept near holds under the owner's confinement alone",
          "[playout][benson]") {
  int full = 0;
  test::for_each_random_game(30, 30, [&](const Board& b) {
    for (const PointSet& region : test::whole_and_left_part(b))
      for (solver::LocalCount counted : kCounts)
        for (Color owner : {Color::black, Color::white})
          for (Color first : {Color::black, Color::white}) {
            const solver::Budget budget{20'000};
            const solver::PlayoutRules rules = rules_for(counted);
            const auto near = solver::play_out(b, region, rules, first, budget, {}, std::nullopt, {owner, true});
            const int every_point = static_cast<int>(region.size()) * (owner == Color::white ? 1 : -1);
            if (near.end != PlayoutEnd::exact || near.value != every_point) continue;
            const auto confined = solver::play_out(b, region, rules, first, budget, {}, std::nullopt, {owner});
            if (confined.end != PlayoutEnd::exact) continue;
            ++full;
            CHECK(confined.value == every_point);
          }
  });
  CHECK(full > 10);
}

// A confined colour with no stone in the region and none next to it can only capture; where the
// other leaves him nothing in atari, he never plays again, and the region is the other's: his area
// as it stands under the area count, every point filled under the stones count (the line plays
// the fills). Black's wall around an empty 4x5 space with White confined: settled at the root,
// where the 20 fills of the stones count would otherwise each be a node of the proof.
TEST_CASE("a confined colour with nothing left to play leaves the region to the other at once", "[playout]") {
  const Board b = board_from({"XXXXXX", "X....X", "X....X", "X....X", "X....X", "X....X", "XXXXXX", ".X.X.X"});
  PointSet region;
  for (int x = 1; x <= 4; ++x)
    for (int y = 1; y <= 5; ++y) region.insert(b.point(x, y));
  for (solver::LocalCount counted : kCounts)
    for (Color first : {Color::black, Color::white}) {
      const auto po =
          solver::play_out(b, region, rules_for(counted), first, solver::Budget{20}, {}, std::nullopt, {Color::white});
      REQUIRE(po.end == PlayoutEnd::exact);
      CHECK(po.value == 20);
      Board end = b;
      for (const auto& m : po.line)
        if (m.point != kNoPoint) end.play(m.color, m.point);
      int black_stones = 0;
      region.for_each([&](Point p) { black_stones += end.at(p) == Color::black; });
      CHECK(black_stones == (counted == solver::LocalCount::stones ? 20 : 0));
    }
}

}  // namespace kiyaku
