#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "kernel/dame_game.hpp"
#include "kernel/game_end.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;

using test::board_from;
using test::marked;
using test::point_at;

namespace {

// The black stone S has two liberties: t, inside Black's area, and the dame d. White filling d
// puts S in atari and Black must add a stone at t (a 手入れ, a point lost); Black filling d joins
// S to his wall and nothing is lost. The fill is White's sente: the 手入れ is owed whoever moves,
// as White, moving first, could exact it.
const test::Picture kTempoDame = {
    ".XXO.....",  //
    ".XXO.....",  //
    ".XtSO....",  //
    ".XXdO....",  //
    ".XXO.....",  //
    ".XO......",  //
    ".XO......",  //
    ".XO......",  //
    ".XO......",  //
};

// Here d touches no other black stone: Black filling it leaves S one liberty, so only White
// fills it, and Black's 手入れ at t follows whoever moves first.
const test::Picture kForcedTeire = {
    ".XXO.....",  //
    ".XXOO....",  //
    ".XtSdO...",  //
    ".XXOO....",  //
    ".XXO.....",  //
    ".XO......",  //
    ".XO......",  //
    ".XO......",  //
    ".XO......",  //
};

Board with_s(const test::Picture& picture) {
  Board b = board_from(picture);
  b.set_stone(point_at(b, picture, 'S'), Color::black);
  return b;
}

DamePhaseInput only_d(const Board& b, const test::Picture& picture, Color first) {
  PointSet d;
  d.insert(point_at(b, picture, 'd'));
  return {PointSet{}, d, d, d, first, 50000, {}, {}};
}

// Whoever moves first, the dame phase of `picture` is White's fill at d and Black's 手入れ at t,
// after which White has the move.
void check_white_fill_then_black_teire(const test::Picture& picture) {
  const Board b = with_s(picture);
  const Point d = point_at(b, picture, 'd'), t = point_at(b, picture, 't');
  for (Color first : {Color::black, Color::white}) {
    INFO("first: " << (first == Color::black ? "black" : "white"));
    const DamePhase phase = solve_dame_phase(b, only_d(b, picture, first));
    REQUIRE(phase.unsolved.empty());
    CHECK(phase.sequence == std::vector<Move>{{Color::white, d}, {Color::black, t}});
    CHECK(phase.next == Color::white);
  }
}

}  // namespace

TEST_CASE("The dame phase gives a fill that forces a 手入れ to the side it is sente for", "[dame_game]") {
  check_white_fill_then_black_teire(kTempoDame);
}

TEST_CASE("The dame phase plays a 手入れ that no order avoids, whoever moves first", "[dame_game]") {
  check_white_fill_then_black_teire(kForcedTeire);
}

TEST_CASE("The dame phase past its budget plays nothing and says so", "[dame_game]") {
  const Board b = with_s(kTempoDame);
  DamePhaseInput in = only_d(b, kTempoDame, Color::white);
  in.max_nodes = 1;
  const DamePhase phase = solve_dame_phase(b, in);
  CHECK(phase.unsolved == phase.hot);
  CHECK(phase.sequence.empty());
}

TEST_CASE("Dame filling of a game's end: a fill that forces a 手入れ is played, and the 手入れ with it",
          "[dame_game]") {
  const Board b = with_s(kTempoDame);
  const Point d = point_at(b, kTempoDame, 'd'), t = point_at(b, kTempoDame, 't');
  const GameEndEstimate e = estimate_game_end(b);
  REQUIRE(e.neutral.contains(d));
  REQUIRE_FALSE(e.neutral.contains(t));
  for (Color first : {Color::black, Color::white}) {
    const DameFilling f = plan_dame_filling(b, e, first);
    const auto fill = std::find(f.sequence.begin(), f.sequence.end(), Move{Color::white, d});
    REQUIRE(fill != f.sequence.end());
    REQUIRE(fill + 1 != f.sequence.end());
    CHECK(fill[1] == Move{Color::black, t});
    CHECK(std::find(f.reinforcements.begin(), f.reinforcements.end(), Move{Color::black, t}) != f.reinforcements.end());
  }
}

TEST_CASE("The dame phase's sum: sente games to their sente side, then the gote ones in turn, largest first",
          "[dame_game]") {
  const Board b(9);
  auto at = [&](int x) { return b.point(x, 0); };
  auto line = [](std::vector<Move> moves, int value) { return LocalLine{std::move(moves), value}; };
  LocalResult sente_for_white;  // White's fill forces Black's 手入れ; Black's fill only prevents it
  sente_for_white.from[color_index(Color::white)] = line({{Color::white, at(0)}, {Color::black, at(1)}}, -1);
  sente_for_white.from[color_index(Color::black)] = line({{Color::black, at(0)}}, 0);
  LocalResult gote_two;  // worth a point to whoever starts
  gote_two.from[color_index(Color::black)] = line({{Color::black, at(2)}}, 1);
  gote_two.from[color_index(Color::white)] = line({{Color::white, at(2)}}, -1);
  LocalResult gote_one;  // worth a point to Black only
  gote_one.from[color_index(Color::black)] = line({{Color::black, at(3)}}, 1);
  gote_one.from[color_index(Color::white)] = line({{Color::white, at(3)}}, 0);
  const std::vector<std::optional<LocalResult>> games{gote_one, std::nullopt, sente_for_white, gote_two};
  SECTION("Black to move: White still takes his sente; Black the larger gote, White the other") {
    CHECK(play_sum(games, Color::black) ==
          std::vector<Move>{{Color::white, at(0)}, {Color::black, at(1)}, {Color::black, at(2)}, {Color::white, at(3)}});
  }
  SECTION("White to move: his sente, the larger gote, then Black the other") {
    CHECK(play_sum(games, Color::white) ==
          std::vector<Move>{{Color::white, at(0)}, {Color::black, at(1)}, {Color::white, at(2)}, {Color::black, at(3)}});
  }
}

TEST_CASE("Dame filling of random games' ends plays a legal line, every move once, in time", "[dame_game]") {
  int with_hot_points = 0;
  for (unsigned seed = 1; seed <= 60; ++seed) {
    INFO("seed " << seed);
    const Board b = test::random_game(9, seed, 40 + static_cast<int>(seed) % 50);
    const GameEndEstimate e = estimate_game_end(b);
    DamePhaseInput in{e.dead, e.neutral, e.neutral, e.neutral, Color::black, 100000, {}, {}};
    with_hot_points += !solve_dame_phase(b, in).hot.empty();
    for (Color first : {Color::black, Color::white}) {
      const DameFilling f = plan_dame_filling(b, e, first);
      Board replay = b.position_only();
      for (const Move& m : f.sequence) {
        REQUIRE(replay.check(m.color, m.point) == PlayCheck::legal);
        replay.play(m.color, m.point);
      }
      CHECK(f.sequence.size() == f.fills.size() + f.reinforcements.size() + f.endgame.size());
    }
  }
  CHECK(with_hot_points >= 10);  // the boards put the dame phase to work
}

TEST_CASE("A stone in atari needs no 手入れ where the stones that take it are taken back, not as a ko", "[dame_game]") {
  // Black's stone at (3,0) beside White's dead pair: White's capture at (2,0) joins the pair, which
  // Black takes back on (3,0) (Hon-93-1's A11 beside B11-B12).
  Board b = board_from({
      "XX.XO....",  //
      "XXOOX....",  //
      "XXXXX....",  //
      ".........",  //
  });
  REQUIRE(b.in_atari(b.point(3, 0)));
  CHECK(capture_answered_by_retaking(b, b.point(3, 0)));
  // A single stone taking a single stone: a ko, which the taker may win.
  Board ko = board_from({
      "OX.X.....",  //
      ".OX......",  //
      ".........",  //
  });
  CHECK_FALSE(capture_answered_by_retaking(ko, ko.point(1, 0)));
  // Two stones taken: their other point need not be the owner's after the exchange.
  Board two = board_from({
      "XX.XXO...",  //
      "XXOOOX...",  //
      "XXXXXX...",  //
  });
  REQUIRE(two.in_atari(two.point(3, 0)));
  CHECK_FALSE(capture_answered_by_retaking(two, two.point(3, 0)));
}

TEST_CASE("The local lines are played only where together they are what each was alone: no fill takes a living stone",
          "[dame_game]") {
  // White's two stones W have two liberties: e, where an open boundary's line puts a Black stone,
  // and f, a dame Black fills. Alone, neither play takes anything; one after the other, the fill
  // takes the two stones, which were neither dead nor in atari at the stop.
  const test::Picture picture = {
      "XXeWWX.O.",  //
      "XXXXfX.O.",  //
      "XXXXXX.O.",  //
      "......O..",  //
      "......O..",  //
      "......O..",  //
      "......O..",  //
      "......O..",  //
      "......O..",  //
  };
  Board b = board_from(picture);
  marked(b, picture, 'W').for_each([&](Point p) { b.set_stone(p, Color::white); });
  const Point e = point_at(b, picture, 'e'), f = point_at(b, picture, 'f');
  PointSet boundary;
  boundary.insert(e);
  const std::vector<Move> both{{Color::black, e}, {Color::black, f}};
  CHECK_FALSE(independent_lines(b, both, boundary, PointSet{}));
  CHECK(independent_lines(b, {{Color::black, f}}, boundary, PointSet{}));  // the fill alone
  // Stones given up at the stop may be taken: the 手入れ that takes them is a dame game's own.
  CHECK(independent_lines(b, both, boundary, marked(b, picture, 'W')));
  // A play of the open boundary's own line may take a living stone: its game counts the prisoner.
  CHECK(independent_lines(b, {{Color::black, f}, {Color::black, e}}, boundary, PointSet{}));
  // An illegal play: the fill at f after White's stone there.
  CHECK_FALSE(independent_lines(b, {{Color::white, f}, {Color::black, f}}, boundary, PointSet{}));
}
