#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "kernel/game_end.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;

using test::board_from;

namespace {

// The point of a 19x19 board at a column (A = 0, no I) and a row as the diagram numbers it.
Point at19(const Board& b, int column, int row) { return b.point(column, 19 - row); }

}  // namespace

TEST_CASE("A lone stone inside a wall's territory looks dead and the walls look safe", "[game_end]") {
  const Board b = board_from({
      "....XO...",
      "....XO...",
      "....XO...",
      ".O..XO...",
      "....XO...",
      "....XO...",
      "....XO...",
      "....XO...",
      "....XO...",
  });
  const GameEndEstimate e = estimate_game_end(b);
  CHECK(e.dead.to_vector() == std::vector<Point>{b.point(1, 3)});
  CHECK(e.safe.contains(b.point(4, 0)));
  CHECK(e.safe.contains(b.point(5, 8)));
  CHECK_FALSE(e.safe.contains(b.point(1, 3)));
  CHECK(e.neutral.empty());
}

TEST_CASE("A string its owner cannot save is dead, however long it is", "[game_end]") {
  // Black's seven stones on the edge are in atari, and their extension is in atari again: read, not
  // judged by their length or by the White wall's own areas, which are too small to make it safe.
  const Board b = board_from({
      "XXXXXXX..",
      "OOOOOOOO.",
      ".........",
      ".........",
      ".........",
      ".........",
      "XXXXXXXXX",
      ".........",
      ".........",
  });
  CHECK(estimate_game_end(b).dead.contains(b.point(0, 0)));
}

TEST_CASE("Of two short strings in a capturing race, reading takes neither as dead", "[game_end]") {
  // White's two stones on the first line are in atari, and Black's five around them cannot live
  // either: each is taken with its owner moving first, so the reading leaves both to the areas,
  // which find Black's stones dead inside White's and White's alive.
  const Board b = board_from({
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      "OOOOOOOOO",
      "OO.OOO...",
      "XXXXXO...",
      ".OOXOO...",
  });
  const GameEndEstimate e = estimate_game_end(b);
  CHECK(e.dead.contains(b.point(0, 7)));
  CHECK(e.dead.contains(b.point(3, 8)));
  CHECK_FALSE(e.dead.contains(b.point(1, 8)));
}

TEST_CASE("A few enemy stones inside a long wall's area do not make the wall look dead", "[game_end]") {
  const Board b = board_from({
      "....XO...",
      ".O..XO...",
      "....XO...",
      "....XO...",
      "....XO...",
      "....XO...",
      "....XO...",
      ".O..XO...",
      "....XO...",
  });
  const GameEndEstimate e = estimate_game_end(b);
  CHECK(e.dead.contains(b.point(1, 1)));
  CHECK(e.dead.contains(b.point(1, 7)));
  CHECK_FALSE(e.dead.contains(b.point(4, 4)));
  CHECK(e.safe.contains(b.point(4, 4)));
}

TEST_CASE("A boundary is open where a neutral point is next to no living stone: walls three points apart",
          "[game_end]") {
  const Board dame = board_from({
      "...X.O...",  //
      "...X.O...",  //
      "...X.O...",  //
  });
  CHECK(open_boundary_points(dame, estimate_game_end(dame)).empty());  // one point apart: every point is a dame
  const Board wide = board_from({
      "..X...O..",  //
      "..X...O..",  //
      "..X...O..",  //
  });
  const GameEndEstimate e = estimate_game_end(wide);
  const PointSet open = open_boundary_points(wide, e);
  REQUIRE(open.size() == 3);
  for (int y = 0; y < 3; ++y) CHECK(open.contains(wide.point(4, y)));  // the middle column, neutral and untouched
  CHECK((open & ~e.neutral).empty());
}

TEST_CASE("An open column between two walls is neutral and filling it closes both areas", "[game_end]") {
  const Board b = board_from({
      "...X.O...",
      "...X.O...",
      "...X.O...",
      "...X.O...",
      "...X.O...",
      "...X.O...",
      "...X.O...",
      "...X.O...",
      "...X.O...",
  });
  const GameEndEstimate e = estimate_game_end(b);
  REQUIRE(e.neutral.size() == 9);
  for (int y = 0; y < 9; ++y) CHECK(e.neutral.contains(b.point(4, y)));
  const DameFilling f = plan_dame_filling(b, e, Color::black);
  CHECK(f.fills.size() == 9);
  CHECK(f.left_open.empty());
  CHECK(f.reinforcements.empty());
  CHECK(b.at(b.point(4, 0)) == Color::empty);  // planned on a copy
}

TEST_CASE("Planned fills and reinforcements are legal in turn and leave no living string in atari", "[game_end]") {
  // Black's wall has a cutting point at D6 and a dent at E5: filling the neutral points can leave
  // a black string short of liberties, which the plan must then reinforce.
  const Board b = board_from({
      "...XO....",
      "...XO....",
      "...XO....",
      "..X.XO...",
      "..XX.O...",
      "...XO....",
      "...XO....",
      "...XO....",
      "...XO....",
  });
  const GameEndEstimate e = estimate_game_end(b);
  const DameFilling f = plan_dame_filling(b, e, Color::white);
  INFO("fills " << f.fills.size() << ", reinforcements " << f.reinforcements.size());
  // Every planned move is legal in sequence and leaves no living string in atari.
  Board after = b;
  REQUIRE(f.sequence.size() == f.fills.size() + f.reinforcements.size() + f.endgame.size());
  for (const Move& m : f.sequence) {
    REQUIRE(after.check(m.color, m.point) == PlayCheck::legal);
    after.play(m.color, m.point);
  }
  for (Point p : after.points())
    if (is_stone(after.at(p)) && !e.dead.contains(p)) CHECK_FALSE(after.in_atari(p));
  CHECK(f.fills.size() + f.left_open.size() == e.neutral.size());
}

TEST_CASE("A gap two points wide between two walls is filled one stone each, in rounds", "[game_end]") {
  const Board b = board_from({
      "..X..O...",
      "..X..O...",
      "..X..O...",
      "..X..O...",
      "..X..O...",
      "..X..O...",
      "..X..O...",
      "..X..O...",
      "..X..O...",
  });
  const GameEndEstimate e = estimate_game_end(b);
  CHECK(e.neutral.size() == 18);  // equal distance alone would find no neutral point at all
  const DameFilling f = plan_dame_filling(b, e, Color::black);
  CHECK(f.left_open.empty());
  REQUIRE(f.fills.size() == 18);
  int black = 0;
  for (const Move& m : f.fills) black += m.color == Color::black;
  CHECK(black == 9);  // each side closes its own half
  for (const Move& m : f.fills) CHECK((m.color == Color::black) == (b.coord(m.point).x == 3));
}

TEST_CASE("A group whose one eye space is a straight four is not taken as dead; a square four is", "[game_end]") {
  auto corner_group = [](const std::string& eye_row_1, const std::string& eye_row_2) {
    return board_from({
        eye_row_1 + "O....",
        eye_row_2 + "O....",
        "OOOOOO....",
        "XXXXXXXXXX",
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
    });
  };
  // White's corner group has one eye space of four points, inside Black's safe wall.
  const Board straight = corner_group("....O", "OOOOO");
  const Board square = corner_group("..OOO", "..OOO");
  CHECK_FALSE(estimate_game_end(straight).dead.contains(straight.point(4, 0)));
  CHECK(estimate_game_end(square).dead.contains(square.point(4, 0)));
}

TEST_CASE("A shared liberty that either side can fill only with a reinforcement after is filled, then reinforced",
          "[game_end]") {
  // The final position of the 51st Honinbo, game 5 (1996). N8 is the last liberty but one of a
  // black string (M9-O7, its other liberty P7) and of a white one (K12-O8, its other L12): who
  // fills N8 puts both in atari, so both sides add a 手入れ in their own area. Left open, N8 was
  // dame beside living stones and wiped out Black's right side as seki (Art. 8 read literally).
  const Board b = board_from({
      ".........XXXXO.O.O.",  // 19
      ".X.X..XX.XOXXOO.OXX",  // 18
      "..XOXXO.XOOOXXOOOOX",  // 17
      "..XOOOX.XOO.OOXXXX.",  // 16
      ".XXXXOXXO.O...OOOXX",  // 15
      "XOOOXOOXXOO..OOOOX.",  // 14
      "XO..OO.OXXO.OOXOX..",  // 13
      "XO.OXX.OXO.XOXXOX..",  // 12
      ".O..OOXOXOOOXXXX...",  // 11
      "O.O..O.OXXXOOXXX...",  // 10
      ".OOO.OOOX.OXOOX....",  // 9
      "..OOOXXXXXOX.OX....",  // 8
      "..OXXXOXOOXXXX.....",  // 7
      "..OX.XOOO.OXOOX....",  // 6
      "..OX.XXO.O.OOOX....",  // 5
      "..OXX.O..OOOXXXXX..",  // 4
      "...OOOOOOOXX...XXX.",  // 3
      ".....O..O.OXX....X.",  // 2
      ".....O.O..O.XXX.X..",  // 1
  });
  const Point n8 = at19(b, 12, 8), p7 = at19(b, 14, 7), l12 = at19(b, 10, 12);
  const GameEndEstimate e = estimate_game_end(b);
  REQUIRE(e.neutral.contains(n8));
  const DameFilling f = plan_dame_filling(b, e, Color::white);
  CHECK(f.left_open.empty());  // T19 (S18-T17 against S19) is the same shape and is filled too
  auto played_at = [&](Point p) {
    return std::find_if(f.sequence.begin(), f.sequence.end(), [&](const Move& m) { return m.point == p; });
  };
  const auto fill = played_at(n8);
  REQUIRE(fill != f.sequence.end());
  // Both strings the fill put in atari are reinforced after it, at their other liberty.
  for (Point teire : {p7, l12}) {
    INFO("reinforcement " << teire);
    const auto r = played_at(teire);
    REQUIRE(r != f.sequence.end());
    CHECK(r > fill);
    CHECK(r->color == b.at(teire == p7 ? at19(b, 14, 6) : at19(b, 10, 11)));  // the owner of the string beside it
  }
  Board after = b;
  for (const Move& m : f.sequence) {
    REQUIRE(after.check(m.color, m.point) == PlayCheck::legal);
    after.play(m.color, m.point);
  }
  for (Point p : after.points())
    if (is_stone(after.at(p)) && !e.dead.contains(p)) CHECK_FALSE(after.in_atari(p));
}

namespace {

// Dead stones as given, no neutral point: plan_dame_filling only reinforces.
GameEndEstimate dead_only(const Board& b, const std::vector<Point>& dead) {
  GameEndEstimate e;
  for (Point p : dead) e.dead |= b.chain(p);
  return e;
}

}  // namespace

TEST_CASE("A living string short of liberties gets the one stone that saves it (手入れ)", "[game_end]") {
  // White's B19-like stone at (1,0) has two liberties. Black's (2,0) ataris it, and its extension
  // at (0,0) has no liberty: the dead black stones at (0,1)-(1,2) still take them, so Black could
  // take it. White's connection at (2,0) saves it; the first liberty, (0,0), does not.
  const Board b = board_from({
      ".O.X...",
      "XXOX...",
      ".XOX...",
      "OOOX...",
      "..OX...",
      "..OX...",
      "..OX...",
  });
  const DameFilling f = plan_dame_filling(b, dead_only(b, {b.point(0, 1)}), Color::black);
  REQUIRE(f.reinforcements.size() == 1);
  CHECK(f.reinforcements.front().color == Color::white);
  CHECK(f.reinforcements.front().point == b.point(2, 0));
  CHECK(f.sequence.size() == 1);
}

TEST_CASE("A takeable string that no single stone saves gets no 手入れ: its status is the text's to judge",
          "[game_end]") {
  const Board b = board_from({
      ".O.X.",
      "XXXX.",
      ".....",
  });
  const DameFilling f = plan_dame_filling(b, dead_only(b, {}), Color::black);
  CHECK(f.reinforcements.empty());
}

TEST_CASE("Two liberties that are not a shortage need no 手入れ: a tiger's mouth", "[game_end]") {
  const Board b = board_from({
      "XO...",
      "X.O..",
      "XXO..",
      ".XO..",
      ".XO..",
  });
  CHECK(plan_dame_filling(b, dead_only(b, {}), Color::black).reinforcements.empty());
}

TEST_CASE("A string a fill leaves in atari beside a dead stone takes the dead stone (手入れ)", "[game_end]") {
  // White's (2,1)-(3,1)-(3,0) has one liberty, (2,0); extending there leaves it one, (1,0). The
  // dead black stone at (1,1) is in atari at (1,0): White takes it, as players answer such a dame,
  // and his string has two liberties again.
  const Board b = board_from({
      "...OX..",
      "OXOOXX.",
      "OOXXXX.",
      "OOX....",
      ".......",
  });
  const DameFilling f = plan_dame_filling(b, dead_only(b, {b.point(1, 1)}), Color::black);
  REQUIRE(f.reinforcements.size() == 1);
  CHECK(f.reinforcements.front().color == Color::white);
  CHECK(f.reinforcements.front().point == b.point(1, 0));
  Board after = b;
  for (const Move& m : f.sequence) after.play(m.color, m.point);
  CHECK(after.at(b.point(1, 1)) == Color::empty);
  CHECK(after.liberty_count(b.point(3, 0)) == 2);
}

TEST_CASE("A string in atari that one stone cannot save gets two: the extension, then its own 手入れ", "[game_end]") {
  // Black's (0,0)-(1,0) and (3,0)-(5,1) share their last liberty (2,0). Black's stone there
  // leaves the joined string one liberty, (5,0), where Black then takes the dead white stone at
  // (4,0) (Hon-69-2's A11 and A9).
  const Board b = board_from({
      "XX.XO...",
      "OOOXXXO.",
      "...OOOO.",
      "........",
      "........",
  });
  const DameFilling f = plan_dame_filling(b, dead_only(b, {b.point(4, 0)}), Color::black);
  REQUIRE(f.reinforcements.size() >= 2);
  CHECK(f.reinforcements[0] == Move{Color::black, b.point(2, 0)});
  CHECK(f.reinforcements[1] == Move{Color::black, b.point(5, 0)});
}

TEST_CASE("A dead stone its owner could revive by moving first gets the 手入れ that answers it", "[game_end]") {
  // White's wall lives by its nine points alone. Black, moving first beside his dead stone, makes
  // a nakade or a seki of them: White adds one stone inside, and after it Black has nothing.
  const Board b = board_from({
      "XO...OX..",
      "XO.X.OX..",
      "XO...OX..",
      "XOOOOOX..",
      "XXXXXXX..",
      ".........",
      ".........",
  });
  const DameFilling f = plan_dame_filling(b, dead_only(b, {b.point(3, 1)}), Color::black);
  REQUIRE(f.reinforcements.size() == 1);
  const Move teire = f.reinforcements.front();
  CHECK(teire.color == Color::white);
  const Coord at = b.coord(teire.point);
  CHECK(at.x >= 2);
  CHECK(at.x <= 4);
  CHECK(at.y <= 2);
  CHECK(f.fills.empty());
}

TEST_CASE("A dead stone in an area whose wall has an eye elsewhere needs no 手入れ", "[game_end]") {
  const Board b = board_from({
      "XO...O.OX",
      "XO.X.OOOX",
      "XO...OXXX",
      "XOOOOOX..",
      "XXXXXXX..",
      ".........",
      ".........",
  });
  CHECK(plan_dame_filling(b, dead_only(b, {b.point(3, 1)}), Color::black).reinforcements.empty());
}

TEST_CASE("The two shared liberties of a seki the record leaves are not filled", "[game_end]") {
  // The final position of the 42nd Honinbo, game 1 (1987). Black's string T18-T14 (nine stones
  // with R18) and White's R17-T10 (eleven stones) have the same two liberties, S17 and T13, and
  // no other: whoever fills one, his opponent takes his string at the other and lives in the
  // space. Filled, Black's S17 and then his "手入れ" at T13 took White's eleven stones.
  const Board b = board_from({
      ".....O........OOOOO",  // 19
      "....O.O......O.OXXX",  // 18
      ".OOOXO.O..O..OOXO.X",  // 17
      "OOXOXOOXOOXOO.OXOOX",  // 16
      "OXXXXXXXOXXXXOOXXOX",  // 15
      "XXXXOOOXXOX.OXOXOOX",  // 14
      "OXOXXOXX.OX..XXXXO.",  // 13
      "OOOOOOOX.X.....XXOO",  // 12
      "..OO...OXX.......XO",  // 11
      "OOOOOOO.OOX....X.XO",  // 10
      "OXOXXOXO.OOXX....XX",  // 9
      "XXXX.XXOOXXXOXX....",  // 8
      "XXOXXX.XOOXOOOX....",  // 7
      "XOOOOOX.XXXO..OX...",  // 6
      "OO..OXX..XO.O.OX...",  // 5
      "...OOOX..XOO..OX...",  // 4
      "....OXX..XXXO.OXX..",  // 3
      "...OOX.....XOOOOX..",  // 2
      "...OXX.....XXXOXX..",  // 1
  });
  const Point s17 = at19(b, 17, 17), t13 = at19(b, 18, 13);
  const GameEndEstimate e = estimate_game_end(b);
  REQUIRE(e.neutral.contains(s17));
  REQUIRE(e.neutral.contains(t13));
  for (Color first : {Color::black, Color::white}) {
    const DameFilling f = plan_dame_filling(b, e, first);
    for (Point p : {s17, t13}) {
      CHECK(std::none_of(f.sequence.begin(), f.sequence.end(), [&](const Move& m) { return m.point == p; }));
      CHECK(std::count(f.left_open.begin(), f.left_open.end(), p) == 1);
    }
  }
}

TEST_CASE("A stone thrown into an eye space beside the same two liberties is sacrificed by a fill", "[game_end]") {
  // The final position of T-22-1 (top right): Black's lone S19 and White's twelve stones M19-T17
  // share their only liberties, R19 and T19. Black's fill at R19 offers two stones, White takes
  // them at T19, and the space they leave is too small to matter: no seki, as the players counted.
  const Board b = board_from({
      "XOO..XO.X.XOOOOO.X.",  // 19
      "XXOO.XOOOOOXXOXOOOO",  // 18
      "XXXO..XXO.OOXXXXOXO",  // 17
      ".XXO.X.XXOOXX.XXXXX",  // 16
      "X.XOX..XOXOOXXOX...",  // 15
      ".XOOXX.XO.OXXOOOX..",  // 14
      "XOOOOOXXOOOOOOOOX..",  // 13
      ".XO.OOOXOXOXXX.OX..",  // 12
      "XXOOXXOXXXOOOXOOX..",  // 11
      "..XXX.OOX.XXXXXOOX.",  // 10
      "XX..XO.OX.X.XXO.OX.",  // 9
      "XX.XOO.O.XXOXO.OOX.",  // 8
      "OX..X.O.OOXOO.OOX.X",  // 7
      "OOXX.XX.OXXXOO.OXX.",  // 6
      ".OOXOOX.OXOOOXXXOO.",  // 5
      "...OOOXXOOXO.OOXX..",  // 4
      "...O..OXOXXXOOOOX..",  // 3
      "....OOOXX.XXO.OXX..",  // 2
      ".....OXX.XXOOOXX...",  // 1
  });
  const Point r19 = at19(b, 16, 19), s19 = at19(b, 17, 19), t19 = at19(b, 18, 19);
  GameEndEstimate e = estimate_game_end(b);
  revise_estimate(b, e, b.chain(s19), {});  // as a text that finds S19 alive revises it
  REQUIRE(e.neutral.contains(r19));
  const DameFilling f = plan_dame_filling(b, e, Color::black);
  CHECK(std::count(f.fills.begin(), f.fills.end(), Move{Color::black, r19}) == 1);
  CHECK(std::count(f.reinforcements.begin(), f.reinforcements.end(), Move{Color::white, t19}) == 1);
}

TEST_CASE("A point of a group's area that the other colour's stone touches is no eye", "[game_end]") {
  // The final position of T-02-1 (lower right). White's group P6-R3 has two areas of its own by
  // the count of their borders: R5, whose neighbours are all White's, and Q6, three of whose
  // neighbours are White's and one, Q7, Black's. Black plays Q6 joined to Q7, so Q6 is no eye and
  // the group is not safe (GNU Go lists it dead; the record, B+4.5, counts it so).
  const Board b = board_from({
      ".XXO........O......",  // 19
      ".XOO.......OXO.OX..",  // 18
      "X.XOOOO.X..OXO.OX..",  // 17
      "XXXXOXXO.O.OXXOX.O.",  // 16
      "OXOXOOXXOOOXXOOX.O.",  // 15
      "OOOX.OX.XOXXO.OX...",  // 14
      ".OXXXOX.XX.XOO.X.OO",  // 13
      "..OOO.OX.X.XO.OOOOX",  // 12
      ".O..O.O.X.XXXO.OXOX",  // 11
      "O.OOOOXXX.XOO.OXXXX",  // 10
      ".OXXOXO.OXXXO.OOX.X",  // 9
      "XXX.XX..OOX.O.OX.X.",  // 8
      "XOOX.X.O.XOOOOXXXXX",  // 7
      "O.OOOX...XOXXXO.OOX",  // 6
      ".....OX...XO.XOO.O.",  // 5
      "...OOOX..X...XXOOO.",  // 4
      "...OXX.X.....X.XOXX",  // 3
      "..OXXX.X......X.X..",  // 2
      "...OO.X........X...",  // 1
  });
  const GameEndEstimate e = estimate_game_end(b);
  CHECK_FALSE(e.safe.contains(at19(b, 14, 6)));  // P6
  CHECK_FALSE(e.safe.contains(at19(b, 16, 3)));  // R3
  CHECK(e.safe.contains(at19(b, 15, 7)));        // Black's Q7, which the eye's point touches
}

TEST_CASE("A one-point eye whose diagonal the other colour holds is false and counts for no eye", "[game_end]") {
  // The position at the stop of Hon-91-3 (top). Black's strings J19, K18-J16 and L19-N15 have two
  // areas of their own, J17-J18 and K19, but K19 is on the edge and White's L18 holds its diagonal:
  // White's stone there would cut L19-N15 off, so the group has one eye and is not safe (GNU Go lists
  // it dead; the record, B+10.5, counts it so).
  const Board b = board_from({
      ".O......X.XXO..O.O.",  // 19
      "XOO..O.X.XOXOOOXO.O",  // 18
      ".XOOO..X.XOX.OXXXO.",  // 17
      ".XXOXOOOXXOXXO.XOO.",  // 16
      ".XOOX.XOOOOOXOOXOX.",  // 15
      "..XXXXO....OOXOXOO.",  // 14
      ".XOOXOO...OXXXXXXO.",  // 13
      "..XOXO.O..OX.X..XOO",  // 12
      "..XOXXO....OOO.OXXO",  // 11
      "..XOOOOOO.OXOO.OXXX",  // 10
      "..XOX.OXOOXXXOXX...",  // 9
      "..XO.XXXXO.X.X.....",  // 8
      "...XX.O.XOOXXX.....",  // 7
      ".XXOX.XX..X..OX....",  // 6
      "XOOO...XOOOXXOX.X..",  // 5
      ".X.O.OXOXO.OXOOX...",  // 4
      ".OX..OX.XOO.OOXX...",  // 3
      ".X...O.XXXOO.OOXX..",  // 2
      "........XOO...OOX..",  // 1
  });
  const GameEndEstimate e = estimate_game_end(b);
  CHECK_FALSE(e.safe.contains(at19(b, 9, 18)));   // K18
  CHECK_FALSE(e.safe.contains(at19(b, 10, 19)));  // L19
  CHECK(e.safe.contains(at19(b, 10, 18)));        // White's L18, whose wall reaches the side
}

TEST_CASE("A point where one stone would put two short strings in atari at once gets the 手入れ", "[game_end]") {
  // The final position of the 26th Honinbo, game 2 (1971), White to move. Once the dame are filled
  // (Black's A1 among them), White's strings A4-F5 and G4-K4 have two liberties each and share G5.
  // Read alone each escapes (F6 joins the first to F9, H5 the second to H6), but Black's G5 ataris
  // both and White saves only one; White mends it at G5 himself, as GNU Go finishes the game and
  // as the players' count (B+1.5) has it.
  const Board b = board_from({
      ".......OOX.........",  // 19
      "......OOXX.........",  // 18
      "...O..OXX.......XXX",  // 17
      ".OXO..OOX..XXXXXOXO",  // 16
      ".XOOO.OXXXXOO..OOOO",  // 15
      "..XOXOXXOOX.OXX.O.O",  // 14
      "..OXX.XO.OO.OX.O.O.",  // 13
      "..OOX.XOOOOOXXO..O.",  // 12
      "..OXXOO.OXXOOXO.XOO",  // 11
      "O.OXXXXOOOXXOXXO.OX",  // 10
      "XOOX.OXO.XX.OX.OOXX",  // 9
      "XXXXXOXOOX.OXX.OXXX",  // 8
      "X.XXXOO.OX.OOXO.OX.",  // 7
      "XXOXO..OXX..OOO.OX.",  // 6
      "XOOOOO..OXXXOXOOX..",  // 5
      "OOXXXXOOOOXOOXO.X..",  // 4
      "OXO...XXXOXOXXOOXX.",  // 3
      "OXX......XXOXOOOXO.",  // 2
      ".X.......X.XXXXX.X.",  // 1
  });
  const DameFilling f = plan_dame_filling(b, estimate_game_end(b), Color::white);
  CHECK(std::count(f.reinforcements.begin(), f.reinforcements.end(), Move{Color::white, at19(b, 6, 5)}) == 1);
}

TEST_CASE("A point where one stone ataris a string and leaves another short gets the 手入れ", "[game_end]") {
  // The final position of the 16th Honinbo, game 2 (1961), White to move. White's B6 has two
  // liberties, A6 and B7, and once the dame are filled (White's D5 among them) his seven stones
  // C7-E6 have three, B7, B8 and B9. Black's B7 ataris the first and leaves the second two: White
  // cannot answer both. White mends it at B7, as GNU Go finishes the game and as the players' count
  // (W+1.5) has it.
  const Board b = board_from({
      "....XX.O.XXXXO...O.",  // 19
      "XX.XOXXOX.OXOOOO...",  // 18
      "OX.XOO.OXOOXXXXOOOO",  // 17
      "OOXXO.OOO.OOX.XXXOX",  // 16
      ".OOXO..X..OXXX.XXXX",  // 15
      ".OXXXOO.OOOXOOXXOOX",  // 14
      "..OOXXXOOXXXO.OO.O.",  // 13
      "..OXX.XXO..OO....OO",  // 12
      ".OXXXXOXOXXOXOOOOXO",  // 11
      ".OXXOOO.OOOXXXXXXXX",  // 10
      "..OOXOOO.OX.XOX....",  // 9
      "..OXXOXOXXXXOOX....",  // 8
      "..OOXXXXXOX.OX.....",  // 7
      ".OXOOXXOOOOOOX.X...",  // 6
      "OXX.XX.XO.O.X.X.XX.",  // 5
      ".OXXX..XXOOOOXXXOOO",  // 4
      "O.OOXXO.XXO..OOOXXO",  // 3
      ".OOXXOO.XOOO...OX.X",  // 2
      ".OXX....XXO....OXX.",  // 1
  });
  const DameFilling f = plan_dame_filling(b, estimate_game_end(b), Color::white);
  CHECK(std::count(f.reinforcements.begin(), f.reinforcements.end(), Move{Color::white, at19(b, 1, 7)}) == 1);
}
