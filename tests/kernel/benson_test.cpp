#include "kernel/benson.hpp"

#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "kernel/regions.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;
using kiyaku::test::board_from;
using kiyaku::test::random_game;
using kiyaku::test::map_of;
using kiyaku::test::marked;
using kiyaku::test::Rows;

namespace {

using kiyaku::test::B;
using kiyaku::test::W;

// The pass-alive stones and vital regions of `c` as maps ('#' = in the set).
struct Maps {
  Rows stones, vital;
};
Maps maps_of(const Board& b, Color c) {
  const PassAlive alive = pass_alive(b, c);
  return {map_of(b, alive.stones), map_of(b, alive.vital_regions)};
}

}  // namespace

TEST_CASE("nothing is pass-alive on the empty board", "[benson]") {
  for (int size : {2, 9, 19}) {
    const Board b(size);
    CHECK(pass_alive(b, B).stones.empty());
    CHECK(pass_alive(b, W).vital_regions.empty());
  }
}

TEST_CASE("a group with two one-point eyes is pass-alive in the corner, on the edge and in the centre", "[benson]") {
  SECTION("corner") {
    const Board b = board_from({".X.X..", "XXXX..", "......"});
    const Maps m = maps_of(b, B);
    CHECK(m.stones == Rows{".#.#..", "####..", "......"});
    CHECK(m.vital == Rows{"#.#...", "......", "......"});
  }
  SECTION("edge") {
    const Board b = board_from({"..X.X.X..", "..XXXXX..", "........."});
    const Maps m = maps_of(b, B);
    CHECK(m.stones == Rows{"..#.#.#..", "..#####..", "........."});
    CHECK(m.vital == Rows{"...#.#...", ".........", "........."});
  }
  SECTION("centre") {
    const Board b = board_from({".......", ".XXXXX.", ".X.X.X.", ".XXXXX.", "......."});
    const Maps m = maps_of(b, B);
    CHECK(m.stones == Rows{".......", ".#####.", ".#.#.#.", ".#####.", "......."});
    CHECK(m.vital == Rows{".......", ".......", "..#.#..", ".......", "......."});
  }
}

TEST_CASE("a group with one eye, even a two-point eye, is not pass-alive", "[benson]") {
  const auto picture = GENERATE(test::Picture{".X....", "XX....", "......"}, test::Picture{"..X...", "XXX...", "......"},
                                test::Picture{".......", ".XXXX..", ".X..X..", ".XXXX..", "......."});
  const Board b = board_from(picture);
  const PassAlive alive = pass_alive(b, B);
  CHECK(alive.stones.empty());
  CHECK(alive.vital_regions.empty());
}

TEST_CASE("a false eye does not count: the chain beside it has no second eye", "[benson]") {
  SECTION("white cuts at the diagonal") {
    const Board b = board_from({".X.X..", "XXXO..", "......"});
    CHECK(pass_alive(b, B).stones.empty());
  }
  SECTION("the same shape connected is alive") {
    const Board b = board_from({".X.X..", "XXXX..", "......"});
    CHECK(pass_alive(b, B).stones.size() == 6);
  }
}

TEST_CASE("a big eye holding opponent stones is secure only if every empty point is a liberty", "[benson]") {
  SECTION("a white stone in the middle of a 3x3 eye: every empty point touches black") {
    const Board b = board_from({".XXXX..", "X...X..", "X.O.X..", "X...X..", "XXXXX..", ".......", "......."});
    const Maps m = maps_of(b, B);
    CHECK(m.stones == Rows{".####..", "#...#..", "#...#..", "#...#..", "#####..", ".......", "......."});
    // The white stone is part of the secure eye space: it is dead under any rule.
    CHECK(m.vital == Rows{"#......", ".###...", ".###...", ".###...", ".......", ".......", "......."});
  }
  SECTION("white stones along a two-row eye") {
    const Board b = board_from({".X.....", "XXXXXX.", "XO.O.X.", "XXXXXX.", "......."});
    const Maps m = maps_of(b, B);
    CHECK(m.stones == Rows{".#.....", "######.", "#....#.", "######.", "......."});
    CHECK(m.vital == Rows{"#......", ".......", ".####..", ".......", "......."});
  }
  SECTION("the middle point of the 3x3 eye is empty and not a liberty") {
    const Board b = board_from({".XXXX..", "X.O.X..", "X...X..", "X...X..", "XXXXX..", ".......", "......."});
    const PassAlive alive = pass_alive(b, B);
    CHECK(alive.stones.empty());
    CHECK(alive.vital_regions.empty());
  }
}

TEST_CASE("a seki is not pass-alive for either side", "[benson]") {
  // One eye each and two shared liberties: whoever fills a shared liberty first is captured.
  const Board b = board_from({".X.O.", "XX.OO"});
  CHECK(pass_alive(b, B).stones.empty());
  CHECK(pass_alive(b, W).stones.empty());
}

TEST_CASE("two chains sharing two eyes are both pass-alive", "[benson]") {
  const Board b = board_from({".XX..", "X.X..", "XX...", ".....", "....."});
  REQUIRE(b.chain_head(b.point(1, 0)) != b.chain_head(b.point(0, 1)));
  const Maps m = maps_of(b, B);
  CHECK(m.stones == Rows{".##..", "#.#..", "##...", ".....", "....."});
  CHECK(m.vital == Rows{"#....", ".#...", ".....", ".....", "....."});
}

TEST_CASE("a whole-board group needs two separate eyes", "[benson]") {
  SECTION("one eye") {
    const Board b = board_from({"XXX", "X.X", "XXX"});
    CHECK(pass_alive(b, B).stones.empty());
  }
  SECTION("two eyes") {
    const Board b = board_from({".XX", "XXX", "XX."});
    CHECK(pass_alive(b, B).stones.size() == 7);
    CHECK(pass_alive(b, B).vital_regions.size() == 2);
    CHECK(pass_alive(b, W).stones.empty());
  }
}

TEST_CASE("both colours can be pass-alive on one board, beside a group that is not", "[benson]") {
  const Board b = board_from({".X.X.O.O.", "XXXXXOOOO", ".........", "XX.......", ".X......."});
  const Maps black = maps_of(b, B);
  CHECK(black.stones == Rows{".#.#.....", "#####....", ".........", ".........", "........."});
  CHECK(black.vital == Rows{"#.#......", ".........", ".........", ".........", "........."});
  const Maps white = maps_of(b, W);
  CHECK(white.stones == Rows{".....#.#.", ".....####", ".........", ".........", "........."});
  CHECK(white.vital == Rows{"......#.#", ".........", ".........", ".........", "........."});
}

TEST_CASE("a stone that is not a player's colour asks for nothing", "[benson]") {
  const Board b = board_from({".X", "X."});
  CHECK(pass_alive(b, Color::empty).stones.empty());
  CHECK(pass_alive(b, Color::border).vital_regions.empty());
}

namespace {

// One attack: the owner always passes, the attacker plays random legal moves (filling eyes
// too). Returns how many moves the attacker made.
int attack(Board& b, Color owner, const PassAlive& alive, std::mt19937& rng) {
  const auto eyes = connected_sets(b, [&](Point p) { return alive.vital_regions.contains(p); });
  const Color attacker = opponent(owner);
  int moves = 0;
  for (; moves < 200; ++moves) {
    std::vector<Point> legal;
    for (Point p : b.points())
      if (b.check(attacker, p) == PlayCheck::legal) legal.push_back(p);
    if (legal.empty()) break;
    b.play(attacker, legal[rng() % legal.size()]);
    b.pass();
    alive.stones.for_each([&](Point p) { REQUIRE(b.at(p) == owner); });
    // A healthy region can never be filled: its last empty point would be suicide.
    for (const PointSet& eye : eyes) {
      bool has_empty = false;
      eye.for_each([&](Point p) { has_empty = has_empty || b.at(p) == Color::empty; });
      REQUIRE(has_empty);
    }
  }
  return moves;
}

}  // namespace

TEST_CASE("the opponent cannot capture a pass-alive stone, however it plays", "[benson]") {
  const unsigned seed = GENERATE(range(1u, 9u));
  const Color owner = seed % 2 ? B : W;
  std::mt19937 rng(seed);
  std::size_t alive_stones = 0;
  int attacking_moves = 0;
  for (int plies : {60, 90, 120, 150, 1000}) {
    Board b = random_game(9, seed, plies);
    const PassAlive alive = pass_alive(b, owner);
    alive_stones += alive.stones.size();
    attacking_moves += attack(b, owner, alive, rng);
  }
  // The test bites only if there were pass-alive stones to attack, and real attacks.
  CHECK(alive_stones > 0);
  CHECK(attacking_moves > 40);
}

TEST_CASE("a chain with a liberty the opponent may not fill is pass-alive without eyes", "[benson]") {
  // The opponent may play only on the left three columns. Black's lower chain has a liberty in
  // column 3, which lasts for ever: anchored. The upper black chain and white's chain have all
  // their liberties in that area and no eyes.
  const test::Picture rows = {"XO...", "XO...", ".XX..", "....."};
  const Board b = board_from(rows);
  const PointSet area = marked(b, {"aaa..", "aaa..", "aaa..", "aaa.."}, 'a');
  CHECK(map_of(b, pass_alive_within(b, B, area, area).stones) == Rows{".....", ".....", ".##..", "....."});
  CHECK(pass_alive(b, B).stones.empty());
  CHECK(pass_alive_within(b, W, area, area).stones.empty());
}

TEST_CASE("a safe region is one every point of which is next to an anchored chain that borders it alone", "[benson]") {
  // White's wall has liberties where black may not play: anchored. The corner region it
  // encloses is healthy, but its corner point is not next to the wall: black might own an eye
  // there one day, so the region is not safe. In the second picture every point of the region
  // (the black stone too) is next to the wall: safe.
  const test::Picture rows = {"X.OO..", "..O...", "OOO...", "......"};
  const Board b = board_from(rows);
  const PointSet black_area = marked(b, {"aaa...", "aaa...", "aaa...", "aaaaaa"}, 'a');
  const PassAlive white = pass_alive_within(b, W, black_area, black_area);
  CHECK(map_of(b, white.stones) == Rows{"..##..", "..#...", "###...", "......"});
  CHECK(map_of(b, white.vital_regions) == Rows{"##....", "##....", "......", "......"});
  CHECK(white.safe_regions.empty());

  const test::Picture hugged = {".X.O..", "OOOO..", "......"};
  const Board h = board_from(hugged);
  const PointSet corner = marked(h, {"aaa...", "......", "......"}, 'a');
  const PassAlive wall = pass_alive_within(h, W, corner, corner);
  CHECK(map_of(h, wall.safe_regions) == Rows{"###...", "......", "......"});
  CHECK(map_of(h, wall.vital_regions) == Rows{"###...", "......", "......"});
}

TEST_CASE("anchored chains may share the hugging of a safe region", "[benson]") {
  // Black may play only in the two middle columns. Each white chain keeps liberties outside them
  // (anchored), and each point of the region between them is next to one of the two, though
  // neither chain is next to every point: a black play there is still always captured.
  const test::Picture rows = {".O.XO..", ".O..O.."};
  const Board b = board_from(rows);
  const PointSet middle = marked(b, {"..aa...", "..aa..."}, 'a');
  const PassAlive white = pass_alive_within(b, W, middle, middle);
  CHECK(map_of(b, white.safe_regions) == Rows{"..##...", "..##..."});
  // With the right-hand wall one column further off, the region's right-hand points touch no
  // anchored chain: a black eye could form there, so nothing is safe.
  const test::Picture wider = {".O.X.O.", ".O...O."};
  const Board w = board_from(wider);
  const PointSet three = marked(w, {"..aaa..", "..aaa.."}, 'a');
  CHECK(pass_alive_within(w, W, three, three).safe_regions.empty());
}

TEST_CASE("an eye shared with an anchored chain holds like a solid eye", "[benson]") {
  // Black may play everywhere but the right-hand point of the middle row, so the white pair at
  // the top right is anchored. The long white chain has one solid eye in the corner and one eye
  // it shares with that pair: black can never play there (nothing around it can be captured),
  // so the long chain is anchored too and both eyes are safe.
  const test::Picture rows = {".OO.OO", "OOOOX.", "XXXXXX"};
  const Board b = board_from(rows);
  const PointSet area = marked(b, {"aaaaaa", "aaaaa.", "aaaaaa"}, 'a');
  const PassAlive white = pass_alive_within(b, W, area, area);
  CHECK(map_of(b, white.safe_regions) == Rows{"#..#..", "......", "......"});
}

TEST_CASE("a region that also borders a chain that is not anchored is not safe", "[benson]") {
  // Black may play only on the left three columns. White's big chain is anchored (liberties in
  // the right-hand columns); the lone white stones on the left edge are not. The region under
  // the big chain's arm is next to it at every point, but it also borders the lone stone at the
  // left: once white captures the black string, black can take that stone and the region grows
  // past the big chain's reach (a random position where black then lives, found by the
  // confirmation test). No region that meets black's area is safe.
  const test::Picture rows = {"XOOO.", ".O.OO", "OXXXO", ".OOOO", "O.OO."};
  const Board b = board_from(rows);
  const PointSet area = marked(b, {"aaa..", "aaa..", "aaa..", "aaa..", "aaa.."}, 'a');
  const PassAlive white = pass_alive_within(b, W, area, b.every_point());
  CHECK(map_of(b, white.stones) == Rows{".###.", ".#.##", "#...#", ".####", "#.##."});
  CHECK(white.safe_regions.empty());
}

TEST_CASE("a region with a point its owner may not play on is not safe", "[benson]") {
  // The black string is in atari inside one anchored white chain. If white may play everywhere,
  // the region is safe. If white too is kept to the left three columns, capturing the string frees
  // a point in column 3 that white can never fill: a black stone played beside it lives.
  const test::Picture rows = {"OOOO.", "OO.OO", "OXXXO", "OOOOO", "O.OO."};
  const Board b = board_from(rows);
  const PointSet left = marked(b, {"aaa..", "aaa..", "aaa..", "aaa..", "aaa.."}, 'a');
  CHECK(map_of(b, pass_alive_within(b, W, left, b.every_point()).safe_regions) ==
        Rows{".....", "..#..", ".###.", ".....", ".#..."});
  CHECK(map_of(b, pass_alive_within(b, W, left, left).safe_regions) ==
        Rows{".....", ".....", ".....", ".....", ".#..."});
}

TEST_CASE("two solid eyes anchor a chain whose other liberties are all in the opponent's area", "[benson]") {
  // Black may play anywhere, so no liberty of the white chain is out of his reach; but its two
  // one-point eyes anchor it, which makes each eye a safe region. The black chain's region is not
  // safe: its corner stone is not next to white.
  const test::Picture rows = {".O.OX", "OOOOX", "X.XOX", "XXXXX"};
  const Board b = board_from(rows);
  const PassAlive white = pass_alive_within(b, W, b.every_point(), b.every_point());
  CHECK(map_of(b, white.stones) == Rows{".#.#.", "####.", "...#.", "....."});
  CHECK(map_of(b, white.safe_regions) == Rows{"#.#..", ".....", ".....", "....."});
}

TEST_CASE("a region with one point next to no wall stone is a kill region, not a safe one", "[benson]") {
  // Black may play only in the 2x2 corner, inside an anchored white wall. The corner point
  // touches no white stone, so a black eye could stand there: not safe. But one eye is all black
  // can get, and white, filling next to his wall and taking the corner point last, captures
  // every black stone: a kill region.
  const test::Picture rows = {"..O..", "..O..", "OOO..", "....."};
  const Board b = board_from(rows);
  const PointSet corner = marked(b, {"aa...", "aa...", ".....", "....."}, 'a');
  const PassAlive white = pass_alive_within(b, W, corner, corner);
  CHECK(white.safe_regions.empty());
  CHECK(map_of(b, white.kill_regions) == Rows{"##...", "##...", ".....", "....."});
  // One column wider, two points touch no white stone, but they touch each other: one eye at
  // most, still a kill region (few_interior_points; the exhaustive solver agrees,
  // tests/rulesets/confirmation_settled_test.cpp).
  const test::Picture wider = {"...O.", "...O.", "OOOO.", "....."};
  const Board w = board_from(wider);
  const PointSet box = marked(w, {"aaa..", "aaa..", ".....", "....."}, 'a');
  CHECK(map_of(w, pass_alive_within(w, W, box, box).kill_regions) == Rows{"###..", "###..", ".....", "....."});
  // Two columns wider, three in a row touch none (room for two eyes, at the ends): no kill region.
  const test::Picture widest = {"....O", "....O", "OOOOO", "....."};
  const Board x = board_from(widest);
  const PointSet wide_box = marked(x, {"aaaa.", "aaaa.", ".....", "....."}, 'a');
  CHECK(pass_alive_within(x, W, wide_box, wide_box).kill_regions.empty());
}

TEST_CASE("few points next to no c stone: one, or two next to each other", "[benson]") {
  const Board b = board_from({"...O.", "...O.", "OOOO.", "....."});
  const auto interior_of = [&](const test::Picture& marks) { return few_interior_points(b, W, marked(b, marks, 'a')); };
  CHECK(interior_of({"a....", ".....", ".....", "....."}));   // one point, A touching no white stone
  CHECK(interior_of({"aa...", ".....", ".....", "....."}));   // two, next to each other
  CHECK(interior_of({"aaa..", "aaa..", ".....", "....."}));   // C and the second row touch the wall
  CHECK(!interior_of({"a....", ".....", ".....", "....a"}));  // two apart
  CHECK(!interior_of({"aa...", ".....", ".....", "....a"}));  // three
}

TEST_CASE("a region a chain needs as an eye is no kill region", "[benson]") {
  // Black may play anywhere, so the white chain keeps no liberty out of his reach: it lives by
  // its two two-point eyes (pass-alive, not anchored). Filling either eye to capture a black
  // stone there would cost the chain the eye it needs, so neither is a kill region.
  const test::Picture rows = {"..O..O", "OOOOOO", "......", "......"};
  const Board b = board_from(rows);
  const PassAlive white = pass_alive_within(b, W, b.every_point(), b.every_point());
  CHECK(map_of(b, white.stones) == Rows{"..#..#", "######", "......", "......"});
  CHECK(white.kill_regions.empty());
}

TEST_CASE("a region a chain can do without as an eye is a kill region, though the chain is not anchored", "[benson]") {
  // Black may play anywhere, so no white chain is anchored: the two lone stones and the long
  // chain live by the one-point eyes they share. The long chain has a third region, around the
  // black stone, and stays pass-alive without it: white may fill it to capture, so it is a kill
  // region. Without any one-point eye the lone stone beside it would have one eye: none of them is.
  const test::Picture rows = {".O.X.O.", "O.OOO.O", "OOOOOOO"};
  const Board b = board_from(rows);
  const PassAlive white = pass_alive_within(b, W, b.every_point(), b.every_point());
  CHECK(map_of(b, white.stones) == Rows{".#...#.", "#.###.#", "#######"});
  CHECK(white.safe_regions.empty());
  CHECK(map_of(b, white.kill_regions) == Rows{"..###..", ".......", "......."});
}
