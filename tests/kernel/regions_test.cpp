#include "kernel/regions.hpp"

#include <catch2/catch.hpp>
#include <random>

#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;
using kiyaku::test::board_from;
using kiyaku::test::marked;

TEST_CASE("the empty board is one region bordered by no colour", "[regions]") {
  const Board b(5, 7);
  const auto regions = empty_regions(b);
  REQUIRE(regions.size() == 1);
  CHECK(regions[0].points.size() == 35);
  CHECK_FALSE(regions[0].borders_black);
  CHECK_FALSE(regions[0].borders_white);
}

TEST_CASE("empty regions come in reading order with the colours on their border", "[regions]") {
  const test::Picture picture = {"aXbOc", "XXbOO", "bbbOd"};
  const Board b = board_from(picture);
  const auto regions = empty_regions(b);
  REQUIRE(regions.size() == 4);
  CHECK(regions[0].points == marked(b, picture, 'a'));
  CHECK((regions[0].borders_black && !regions[0].borders_white));
  CHECK(regions[1].points == marked(b, picture, 'b'));
  CHECK((regions[1].borders_black && regions[1].borders_white));
  CHECK(regions[2].points == marked(b, picture, 'c'));
  CHECK((!regions[2].borders_black && regions[2].borders_white));
  CHECK(regions[3].points == marked(b, picture, 'd'));
  CHECK((!regions[3].borders_black && regions[3].borders_white));
}

TEST_CASE("a full board has no empty region", "[regions]") {
  const Board b = board_from({"XO", "OX"});
  CHECK(empty_regions(b).empty());
}

TEST_CASE("connected_sets groups any predicate into maximal connected sets", "[regions]") {
  const test::Picture picture = {"XX.O.", ".XOO.", "X..OO", "X.X.."};
  const Board b = board_from(picture);
  SECTION("the stones of one colour form its chains") {
    const auto sets = connected_sets(b, [&](Point p) { return b.at(p) == Color::black; });
    REQUIRE(sets.size() == 3);
    CHECK(sets[0] == b.chain(b.point(0, 0)));
    CHECK(sets[1] == b.chain(b.point(0, 2)));
    CHECK(sets[2] == b.chain(b.point(2, 3)));
  }
  SECTION("points not occupied by white connect through black stones and empty points") {
    const auto sets = connected_sets(b, [&](Point p) { return b.at(p) != Color::white; });
    REQUIRE(sets.size() == 2);
    CHECK(sets[0] == marked(b, {"aaa..", "aa...", "aaa..", "aaaaa"}, 'a'));
    CHECK(sets[1] == marked(b, {"....a", "....a", ".....", "....."}, 'a'));
  }
  SECTION("a predicate true nowhere gives no set") {
    CHECK(connected_sets(b, [](Point) { return false; }).empty());
  }
}

TEST_CASE("empty regions partition the empty points of random boards", "[regions]") {
  std::mt19937 rng(5);
  for (int round = 0; round < 40; ++round) {
    Board b(2 + static_cast<int>(rng() % 24), 2 + static_cast<int>(rng() % 24));
    for (Point p : b.points()) {
      const Color colours[] = {Color::empty, Color::black, Color::white};
      b.set_stone(p, colours[rng() % 3]);
    }
    PointSet seen;
    for (const Region& region : empty_regions(b)) {
      REQUIRE_FALSE(region.points.empty());
      REQUIRE_FALSE(seen.intersects(region.points));
      seen |= region.points;
      bool black = false, white = false;
      region.points.for_each([&](Point p) {
        REQUIRE(b.at(p) == Color::empty);
        for (Point n : b.neighbours(p)) {
          REQUIRE((b.at(n) != Color::empty || region.points.contains(n)));  // maximal
          black = black || b.at(n) == Color::black;
          white = white || b.at(n) == Color::white;
        }
      });
      REQUIRE(region.borders_black == black);
      REQUIRE(region.borders_white == white);
      // Connected: a flood fill from its first point reaches all of it.
      const Point first = region.points.to_vector().front();
      const auto from_first = connected_sets(b, [&](Point p) { return region.points.contains(p); });
      REQUIRE(from_first.size() == 1);
      REQUIRE(from_first[0].contains(first));
    }
    for (Point p : b.points()) REQUIRE(seen.contains(p) == (b.at(p) == Color::empty));
  }
}
