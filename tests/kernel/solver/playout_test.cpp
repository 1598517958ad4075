#include "kernel/solver/playout.hpp"

#include <algorithm>
#include <cstdlib>
#include <catch2/catch.hpp>

#include "kernel/solver/dfpn.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::LocalCount;
using solver::PlayoutEnd;
using solver::PlayoutGame;
using solver::PlayoutRules;
using solver::SimpleKo;
using test::board_from;
using test::marked;

PlayoutRules counting(LocalCount c) {
  PlayoutRules r;
  r.count = c;
  return r;
}

// Replays the witness on a fresh game: it must end by two passes with the reported count, or
// where every point is held for good, the held count being the reported one.
int count_at_end_of(const Board& b, const PointSet& region, const PlayoutRules& rules, Color first,
                    const solver::Playout& po) {
  PlayoutGame game(b, region, rules, first);
  for (const auto& m : po.line) game.play(m);
  if (!po.line_ends_settled) {
    REQUIRE(game.ended());
    return game.local_count();
  }
  REQUIRE(game.settled_captives());
  game.set_goal(Color::black, po.value);
  REQUIRE(game.settled() == true);
  game.set_goal(Color::black, po.value + 1);
  REQUIRE(game.settled() == false);
  return po.value;
}

// The wall lives by its eyes on the bottom row, outside the region.
const test::Picture kStoneInWall = {"XXXXX", "XaObX", "XXXXX", ".X.X."};

PointSet stone_in_wall_region(const Board& b) {
  return marked(b, kStoneInWall, 'a') | marked(b, kStoneInWall, 'b') | b.chain(b.point(2, 1));
}

TEST_CASE("a lone stone inside a living wall is captured and Black fills the space, whoever starts", "[playout]") {
  const Board b = board_from(kStoneInWall);
  const PointSet region = stone_in_wall_region(b);
  for (LocalCount count : {LocalCount::area, LocalCount::stones})
    for (Color first : {Color::black, Color::white}) {
      const auto po = solver::play_out(b, region, counting(count), first, {});
      REQUIRE(po.end == PlayoutEnd::exact);
      CHECK(po.value == 3);
      CHECK(count_at_end_of(b, region, counting(count), first, po) == 3);
    }
}

TEST_CASE("the witness line removes the captured stone", "[playout]") {
  const Board b = board_from(kStoneInWall);
  const PointSet region = stone_in_wall_region(b);
  const auto po = solver::play_out(b, region, counting(LocalCount::stones), Color::black, {});
  PlayoutGame game(b, region, counting(LocalCount::stones), Color::black);
  for (const auto& m : po.line) game.play(m);
  CHECK(game.ended());
  CHECK(game.board().at(b.point(2, 1)) == Color::black);  // captured, then filled
  CHECK(game.board().captures_by(Color::black) == 1);
}

TEST_CASE("the capture question: the lone stone is taken whoever starts; the wall, outside the region, never",
          "[playout]") {
  const Board b = board_from(kStoneInWall);
  const PointSet region = stone_in_wall_region(b);
  const solver::Budget budget;
  for (Color first : {Color::black, Color::white}) {
    std::uint64_t nodes = 0;
    CHECK(solver::can_take(b, region, counting(LocalCount::area), first, b.point(2, 1), budget, nodes) ==
          solver::Value::hero_wins);
    CHECK(nodes > 0);
    CHECK(solver::can_take(b, region, counting(LocalCount::area), first, b.point(0, 0), budget, nodes) ==
          solver::Value::hero_loses);
  }
}

TEST_CASE("an eye its owner may not fill counts in the area count but not in the stone count", "[playout]") {
  const test::Picture rows = {"aXbX", "XXXX"};
  const Board b = board_from(rows);
  const PointSet region = marked(b, rows, 'a');  // b is the group's other eye, outside the region
  for (Color first : {Color::black, Color::white}) {
    CHECK(solver::play_out(b, region, counting(LocalCount::stones), first, {}).value == 0);
    CHECK(solver::play_out(b, region, counting(LocalCount::area), first, {}).value == 1);
  }
}

TEST_CASE("an empty point between settled walls goes to the side that moves first", "[playout]") {
  const test::Picture rows = {"XaO.", "XXO.", "...."};
  // The walls are outside the region: settled by assumption, never captured by the play-out.
  const Board b = board_from(rows);
  const PointSet region = marked(b, rows, 'a');
  CHECK(solver::play_out(b, region, counting(LocalCount::stones), Color::black, {}).value == 1);
  CHECK(solver::play_out(b, region, counting(LocalCount::stones), Color::white, {}).value == -1);
}

bool can_play(const PlayoutGame& g, Point p) {
  std::vector<solver::PlayoutMove> moves;
  g.moves(moves);
  return std::any_of(moves.begin(), moves.end(), [&](const auto& m) { return m.point == p; });
}

TEST_CASE("the ko retake is barred by the simple ko or by superko, and allowed by a free excess", "[playout]") {
  const test::Picture rows = {".XO.", "XO.O", ".XO."};
  const Board b = board_from(rows);
  const PointSet all = b.every_point();
  const Point take = b.point(2, 1), retake = b.point(1, 1);
  auto after_capture = [&](PlayoutRules r) {
    PlayoutGame g(b, all, r, Color::black);
    g.play({Color::black, take});
    REQUIRE(g.board().at(retake) == Color::empty);
    return can_play(g, retake);
  };
  PlayoutRules simple;
  CHECK_FALSE(after_capture(simple));
  PlayoutRules free_ko;
  free_ko.simple_ko = SimpleKo::allowed;
  CHECK(after_capture(free_ko));
  PlayoutRules superko = free_ko;
  superko.max_occurrences = 1;
  CHECK_FALSE(after_capture(superko));
  superko.free_excess = 1;
  CHECK(after_capture(superko));
}

// Three white stones in the middle of a black wall's 5x3 space, which they cannot live in:
// Black takes the whole space, 15 points, whoever starts. The count as the board stands is -3.
const test::Picture kDeadThree = {"XXXXXXX", "X.....X", "X.OOO.X", "X.....X", "XXXXXXX", ".X.X.X."};

PointSet dead_three_space(const Board& b) {
  PointSet space;
  for (int x = 1; x <= 5; ++x)
    for (int y = 1; y <= 3; ++y) space.insert(b.point(x, y));
  return space;
}

TEST_CASE("a guess at the value orders the threshold questions: the value and the line stay, the questions cost less",
          "[playout]") {
  const Board b = board_from(kDeadThree);
  const PointSet space = dead_three_space(b);
  const PlayoutRules rules = counting(LocalCount::area);
  for (Color first : {Color::black, Color::white}) {
    const auto plain = solver::play_out(b, space, rules, first, {});
    const auto guessed = solver::play_out(b, space, rules, first, {}, {}, 15);
    REQUIRE(plain.end == PlayoutEnd::exact);
    CHECK(plain.value == 15);
    CHECK(guessed.end == plain.end);
    CHECK(guessed.value == plain.value);
    CHECK(guessed.black_floor == plain.black_floor);
    CHECK(guessed.white_ceiling == plain.white_ceiling);
    CHECK(guessed.line == plain.line);
    CHECK(guessed.nodes < plain.nodes);
    // A guess far off costs questions but still finds the value.
    CHECK(solver::play_out(b, space, rules, first, {}, {}, -15).value == 15);
  }
}

// Open ground between two walls outside the region (settled by assumption).
const test::Picture kOpenGround = {"XXaaaOO", "XXaaaOO", "XXaaaOO"};

// Where the guess is the value, its two questions settle it: Black's at the value, then White's
// at the same count (not Black's just above, the same proof turned round). The line then reads
// both sides' moves from those two proofs, asking at each step whether a pass keeps the mover's
// bound and, where it does not, which moves with a lesser symmetric key than the proof's keep it
// (together 49% and 55% of the questions here). Asking Black's question above the value too and
// searching the line afresh cost 8,533 nodes against 3,893 for the two questions.
TEST_CASE("a play-out whose guess is the value costs its two questions and a line", "[playout]") {
  // Open ground between two settled walls: its value lies inside the range, so both questions at
  // it need a search (at the range's end one of them holds without one).
  const Board b = board_from(kOpenGround);
  const PointSet space = marked(b, kOpenGround, 'a');
  const PlayoutRules rules = counting(LocalCount::area);
  for (Color first : {Color::black, Color::white}) {
    const auto plain = solver::play_out(b, space, rules, first, {});
    REQUIRE(plain.end == PlayoutEnd::exact);
    REQUIRE(std::abs(plain.value) < 9);
    std::uint64_t questions = 0;
    REQUIRE(solver::can_force(b, space, rules, first, Color::black, plain.value, {}, questions) ==
            solver::Value::hero_wins);
    REQUIRE(solver::can_force(b, space, rules, first, Color::white, plain.value, {}, questions) ==
            solver::Value::hero_wins);
    const auto guessed = solver::play_out(b, space, rules, first, {}, {}, plain.value);
    REQUIRE(guessed.end == PlayoutEnd::exact);
    CHECK(guessed.line == plain.line);
    INFO("value " << plain.value << ", questions " << questions << ", play-out " << guessed.nodes);
    CHECK(guessed.nodes >= questions);
    CHECK(guessed.nodes <= questions + questions * 2 / 3);
  }
}

// White's play-out after Black's reads the proofs Black's questions stored: the same values and
// bounds as each alone, for fewer nodes (the first is the same search).
TEST_CASE("both first movers' play-outs share their proofs: the same values, fewer nodes", "[playout]") {
  const Board b = board_from(kOpenGround);
  const PointSet space = marked(b, kOpenGround, 'a');
  const PlayoutRules rules = counting(LocalCount::area);
  const auto both = solver::play_out_both(b, space, rules, {});
  for (Color first : {Color::black, Color::white}) {
    const auto alone = solver::play_out(b, space, rules, first, {});
    const auto& shared = both.from(first);
    REQUIRE(alone.end == PlayoutEnd::exact);
    CHECK(shared.end == alone.end);
    CHECK(shared.value == alone.value);
    CHECK(shared.black_floor == alone.black_floor);
    CHECK(shared.white_ceiling == alone.white_ceiling);
    CHECK(count_at_end_of(b, space, rules, first, shared) == shared.value);
    if (first == Color::black) CHECK(shared.nodes == alone.nodes);
    if (first == Color::white) CHECK(shared.nodes < alone.nodes);
  }
}

// play_out_led, for a sum of regions: the lead's play-out is play_out()'s, the other's has the values
// it would have alone, read from the lead's proofs; where the lead's runs out of budget the other
// is not searched.
TEST_CASE("play_out_led plays the lead's play-out as play_out does, and the other's only after an exact one",
          "[playout]") {
  const Board b = board_from(kOpenGround);
  const PointSet space = marked(b, kOpenGround, 'a');
  const PlayoutRules rules = counting(LocalCount::area);
  for (Color lead : {Color::black, Color::white}) {
    INFO(color_name(lead) << " leads");
    const auto pair = solver::play_out_led(b, space, rules, lead, {});
    const auto& led = pair.from(lead);
    const auto& other = pair.from(opponent(lead));
    const auto led_alone = solver::play_out(b, space, rules, lead, {});
    const auto other_alone = solver::play_out(b, space, rules, opponent(lead), {});
    REQUIRE(led_alone.end == PlayoutEnd::exact);
    CHECK(led.value == led_alone.value);
    CHECK(led.line == led_alone.line);
    CHECK(other.end == PlayoutEnd::exact);
    CHECK(other.value == other_alone.value);
    CHECK(other.black_floor == other_alone.black_floor);
    CHECK(other.white_ceiling == other_alone.white_ceiling);
    CHECK(other.nodes < other_alone.nodes);
    solver::Budget short_of_it;
    short_of_it.max_nodes = led_alone.nodes / 2;
    const auto cut = solver::play_out_led(b, space, rules, lead, short_of_it);
    CHECK(cut.from(lead).end == PlayoutEnd::undecided);
    const auto& not_searched = cut.from(opponent(lead));
    CHECK(not_searched.end == PlayoutEnd::undecided);
    CHECK(not_searched.nodes == 0);
  }
}

// A guess orders play_out_led's questions as it does play_out()'s: a region whose stones are all
// to be taken, guessed at every point the taker's (Jungo's regions of hopeless stones).
TEST_CASE("play_out_led with a guess at the value: the same values and lines, fewer nodes", "[playout]") {
  const Board b = board_from(kDeadThree);
  const PointSet space = dead_three_space(b);
  const PlayoutRules rules = counting(LocalCount::area);
  for (Color lead : {Color::black, Color::white}) {
    INFO(color_name(lead) << " leads");
    const auto plain = solver::play_out_led(b, space, rules, lead, {});
    const auto guessed = solver::play_out_led(b, space, rules, lead, {}, {}, {}, 15);
    for (Color first : {Color::black, Color::white}) {
      REQUIRE(plain.from(first).end == PlayoutEnd::exact);
      CHECK(guessed.from(first).end == PlayoutEnd::exact);
      CHECK(guessed.from(first).value == plain.from(first).value);
      CHECK(guessed.from(first).line == plain.from(first).line);
    }
    CHECK(guessed.from(lead).nodes < plain.from(lead).nodes);
  }
}

// White's play-out reads Black's proofs, so Black's is most of the work of the pair, and
// play_out_both gives it twice the budget: a region that Black's play-out alone cannot settle
// within the budget is settled here (1989 Art. 13-1: 死活例3's result, jigo).
TEST_CASE("play_out_both gives Black's play-out twice the budget", "[playout]") {
  const Board b = board_from(kOpenGround);
  const PointSet space = marked(b, kOpenGround, 'a');
  const PlayoutRules rules = counting(LocalCount::area);
  const auto unlimited = solver::play_out(b, space, rules, Color::black, {});
  REQUIRE(unlimited.end == PlayoutEnd::exact);
  solver::Budget short_of_it;
  short_of_it.max_nodes = unlimited.nodes * 3 / 4;
  CHECK(solver::play_out(b, space, rules, Color::black, short_of_it).end == PlayoutEnd::undecided);
  const auto both = solver::play_out_both(b, space, rules, short_of_it);
  CHECK(both.black_first.end == PlayoutEnd::exact);
  CHECK(both.black_first.value == unlimited.value);
  CHECK(both.white_first.end == PlayoutEnd::exact);
}

// The line's steps reuse one solver per side, whose statistics run on from step to step: each
// node is counted once. The questions share one budget and each side's line solver has one, so a
// play-out never reports more than three budgets (counting the running totals again reported 7,256
// nodes here, more than three and a half).
TEST_CASE("a play-out counts every node of its line once", "[playout]") {
  const Board b = board_from(kDeadThree);
  const PointSet space = dead_three_space(b);
  const PlayoutRules rules = counting(LocalCount::area);
  solver::Budget tight;
  tight.max_nodes = 2000;  // enough for this play-out (3,218 nodes: questions and line)
  const auto po = solver::play_out(b, space, rules, Color::white, tight, {}, 15);
  REQUIRE(po.end == PlayoutEnd::exact);
  CHECK(po.line.size() >= 4);
  CHECK(po.nodes <= 3 * tight.max_nodes);
}

TEST_CASE("a play-out that runs out of budget says undecided", "[playout]") {
  const Board b(4);
  const PointSet all = b.every_point();
  solver::Budget tiny;
  tiny.max_nodes = 50;
  const auto po = solver::play_out(b, all, counting(LocalCount::area), Color::black, tiny);
  CHECK(po.end == PlayoutEnd::undecided);
  CHECK(po.nodes <= 3 * tiny.max_nodes);
}

}  // namespace
}  // namespace kiyaku

namespace kiyaku {
namespace {

PointSet every_point(const Board& b) {
  PointSet all;
  for (Point p : b.points()) all.insert(p);
  return all;
}

}  // namespace

TEST_CASE("A search wider than the budget's max_width is not started, and says how wide it was", "[playout][width]") {
  const Board open(19);
  const PointSet region = every_point(open);
  solver::Budget budget;
  budget.max_nodes = 200;
  REQUIRE(budget.max_width < 361);
  const solver::Playout refused = solver::play_out(open, region, counting(LocalCount::area), Color::black, budget);
  CHECK(refused.end == PlayoutEnd::undecided);
  CHECK(refused.too_wide == 361);
  CHECK(refused.nodes == 0);
  // Both solvers refuse the same game at its root.
  PlayoutGame game(open, region, counting(LocalCount::area), Color::black);
  game.set_goal(Color::black, 1);
  solver::ProofNumberSolver<PlayoutGame> dfpn(game, budget);
  const auto by_dfpn = dfpn.solve();
  CHECK(by_dfpn.value == solver::Value::unknown);
  CHECK(by_dfpn.stats.too_wide == 361);
  CHECK(by_dfpn.stats.nodes == 0);
  solver::Solver<PlayoutGame> exhaustive(game, budget);
  CHECK(exhaustive.solve().stats.too_wide == 361);
  // Allowed the width, the same question is searched (and runs out of its small budget).
  budget.max_width = 361;
  const solver::Playout searched = solver::play_out(open, region, counting(LocalCount::area), Color::black, budget);
  CHECK(searched.too_wide == 0);
  CHECK(searched.nodes > 0);
}

}  // namespace kiyaku
