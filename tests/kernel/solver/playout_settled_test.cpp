// df-pn stops a play-out's threshold question where PlayoutGame::settled() finds every point of
// the region held for good. That shortcut must never change an answer: the exhaustive solver,
// which does not use it, is the judge. And a play-out whose line stops there must report the
// held count and the stones its holders take.
#include <catch2/catch.hpp>
#include <thread>
#include <tuple>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/playout.hpp"
#include "kernel/solver/search.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/solver/capturing_prefix.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::PlayoutGame;
using solver::Value;

solver::PlayoutRules area_rules(solver::SimpleKo ko) {
  solver::PlayoutRules r;
  r.count = solver::LocalCount::area;
  r.simple_ko = ko;
  return r;
}

struct SettledTally {
  int compared = 0;        // both solvers decided
  int settled_roots = 0;   // ... and settled() knew the answer at the start
  int settled_inside = 0;  // ... and df-pn used settled() below the start
  int with_fringe = 0;     // ... with a fringe
  int path_took = 0;       // ... asked after plays that took stones
};

void compare_question(const Board& b, const PointSet& region, const solver::Fringe& fringe,
                      const solver::PlayoutRules& rules, Color first, Color hero, int k, SettledTally& tally) {
  PlayoutGame reference_game(b, region, rules, first, fringe);
  reference_game.set_goal(hero, k);
  solver::Solver<PlayoutGame> reference(reference_game, solver::Budget{20'000});
  const Value expected = reference.solve().value;
  if (expected == Value::unknown) return;

  PlayoutGame game(b, region, rules, first, fringe);
  game.set_goal(hero, k);
  const auto at_root = game.settled();
  solver::ProofNumberSolver<PlayoutGame> dfpn(game, solver::Budget{200'000});
  const auto found = dfpn.solve();
  if (found.value == Value::unknown) return;
  INFO((hero == Color::black ? "Black >= " : "White <= ")
       << k << ", " << (first == Color::black ? "Black" : "White") << " first, region of " << region.size()
       << " points, fringe of " << fringe.points.size());
  REQUIRE(found.value == expected);
  if (at_root) REQUIRE(*at_root == (expected == Value::hero_wins));
  ++tally.compared;
  tally.settled_roots += at_root.has_value();
  tally.settled_inside += !at_root && found.stats.settled > 0;
  tally.with_fringe += !fringe.points.empty();
}

// No fringe; and for the left part, the column beyond it as either colour's (a fragment's
// surroundings: its holder may take the liberties there, the other may not).
std::vector<solver::Fringe> fringes_for(const Board& b, const PointSet& region) {
  std::vector<solver::Fringe> out{{}};
  if (region == b.every_point()) return out;
  const PointSet beyond = test::column_beyond_left_part(b);
  out.push_back({beyond, Color::black});
  out.push_back({beyond, Color::white});
  return out;
}

// A play-out of `region` (Black first) in a new thread; where `others_first`, after that thread
// played the same region out under the stones count and with White first, and asked a threshold
// question of it.
solver::Playout play_out_in_new_thread(const Board& b, const PointSet& region, const solver::PlayoutRules& rules,
                                       bool others_first) {
  const solver::Budget budget{20'000};
  solver::Playout found;
  std::thread([&] {
    if (others_first) {
      solver::PlayoutRules stones = rules;
      stones.count = solver::LocalCount::stones;
      (void)solver::play_out(b, region, stones, Color::black, budget);
      (void)solver::play_out(b, region, rules, Color::white, budget);
      std::uint64_t nodes = 0;
      const int count = PlayoutGame(b, region, rules, Color::black).local_count();
      (void)solver::can_force(b, region, rules, Color::black, Color::white, count + 1, budget, nodes);
    }
    found = solver::play_out(b, region, rules, Color::black, budget);
  }).join();
  return found;
}

}  // namespace

TEST_CASE("settled() never changes the answer to a play-out's threshold question", "[solver][dfpn][playout][benson]") {
  SettledTally tally;
  test::for_each_random_game(40, 40, [&](const Board& b) {
    for (const auto ko : {solver::SimpleKo::banned, solver::SimpleKo::allowed})
      for (const PointSet& region : test::whole_and_left_part(b))
        for (const solver::Fringe& fringe : fringes_for(b, region)) {
          const int count = PlayoutGame(b, region, area_rules(ko), Color::black).local_count();
          for (Color first : {Color::black, Color::white})
            for (int k : {count - 2, count, count + 2}) {
              compare_question(b, region, fringe, area_rules(ko), first, Color::black, k, tally);
              compare_question(b, region, fringe, area_rules(ko), first, Color::white, k, tally);
            }
        }
  });
  // The test bites only if the shortcut was taken, at the start and deeper, on decided questions.
  CHECK(tally.compared > 200);
  CHECK(tally.settled_roots > 20);
  CHECK(tally.settled_inside > 20);
  CHECK(tally.with_fringe > 100);
}

// Under the stones count a held point counts once its holder fills it, and the value is the held
// count only where every held point can be filled (PlayoutGame::fill_order) and the state does not
// follow a pass. The plays before the question give states with fewer empty points, where the
// fills are few enough for the exhaustive solver to reach the end.
TEST_CASE("settled() never changes the answer of a stones-count play-out", "[solver][dfpn][playout][benson]") {
  SettledTally tally;
  test::for_each_random_game(40, 40, [&](const Board& b) {
    for (const auto ko : {solver::SimpleKo::banned, solver::SimpleKo::allowed})
      for (const PointSet& region : test::whole_and_left_part(b)) {
        solver::PlayoutRules rules = area_rules(ko);
        rules.count = solver::LocalCount::stones;
        const int count = PlayoutGame(b, region, rules, Color::black).local_count();
        for (Color first : {Color::black, Color::white})
          for (int k : {count - 2, count, count + 2}) {
            compare_question(b, region, {}, rules, first, Color::black, k, tally);
            compare_question(b, region, {}, rules, first, Color::white, k, tally);
          }
      }
  });
  CHECK(tally.compared > 100);
  CHECK(tally.settled_roots + tally.settled_inside > 20);
  CAPTURE(tally.compared, tally.settled_roots, tally.settled_inside);
}

// Under a repetition cap a holder's fill could recreate a position of the path: settled() holds
// only where no stone of a holder was taken on a point he holds (holders_kept_their_points()).
// So the questions are also asked after a few plays, captures first, that give the path captures.
using test::Prefix;

void compare_after(const Board& b, const PointSet& region, const solver::PlayoutRules& rules, Color first,
                   const Prefix& prefix, Color hero, int k, SettledTally& tally) {
  PlayoutGame reference_game(b, region, rules, first);
  PlayoutGame game(b, region, rules, first);
  for (const auto& m : prefix.moves) {
    reference_game.play(m);
    game.play(m);
  }
  reference_game.set_goal(hero, k);
  reference_game.key_by_whole_path();
  const Value expected = solver::Solver<PlayoutGame>(reference_game, solver::Budget{20'000}).solve().value;
  if (expected == Value::unknown) return;
  game.set_goal(hero, k);
  const auto at_root = game.settled();
  const auto found = solver::ProofNumberSolver<PlayoutGame>(game, solver::Budget{200'000}).solve();
  if (found.value == Value::unknown) return;
  INFO((hero == Color::black ? "Black >= " : "White <= ") << k << " after " << prefix.moves.size() << " plays");
  REQUIRE(found.value == expected);
  if (at_root) REQUIRE(*at_root == (expected == Value::hero_wins));
  ++tally.compared;
  tally.settled_roots += at_root.has_value();
  tally.settled_inside += !at_root && found.stats.settled > 0;
  tally.path_took += prefix.captures > 0;
}

TEST_CASE("settled() never changes a play-out's answer under a repetition cap", "[solver][dfpn][playout][benson]") {
  SettledTally tally;
  unsigned seed = 0;
  test::for_each_random_game(12, 40, [&](const Board& b) {
    for (const int cap : {1, 3})
      for (const auto count_by : {solver::LocalCount::area, solver::LocalCount::stones}) {
        solver::PlayoutRules rules = area_rules(solver::SimpleKo::banned);
        rules.max_occurrences = cap;
        rules.count = count_by;
        for (const PointSet& region : test::whole_and_left_part(b))
          for (Color first : {Color::black, Color::white}) {
            const Prefix prefix = test::capturing_prefix(b, region, rules, first, ++seed, 12);
            for (const Prefix& p : {Prefix{}, prefix}) {
              PlayoutGame at(b, region, rules, first);
              for (const auto& m : p.moves) at.play(m);
              const int count = at.local_count();
              for (int k : {count - 2, count, count + 2}) {
                compare_after(b, region, rules, first, p, Color::black, k, tally);
                compare_after(b, region, rules, first, p, Color::white, k, tally);
              }
            }
          }
      }
  });
  CAPTURE(tally.compared, tally.settled_roots, tally.settled_inside, tally.path_took);
  CHECK(tally.compared > 200);
  CHECK(tally.settled_roots > 10);
  CHECK(tally.settled_inside > 10);
  CHECK(tally.path_took > 50);
}

TEST_CASE("under a repetition cap a state is not settled where a holder's points lost stones on the way",
          "[playout][benson]") {
  // Found by random play: after these five plays every point is held, but the path took stones
  // on points their colour holds, so a fill there might recreate a position of the path.
  const Board b = test::board_from({"XX.X.", "OOX.X", "OXXX.", ".X.OX", ".XOX."});
  const std::vector<PlayoutGame::Move> path{{Color::black, b.point(2, 0)},
                                            {Color::white, b.point(4, 4)},
                                            {Color::black, b.point(0, 3)},
                                            {Color::white, b.point(1, 1)},
                                            {Color::black, b.point(4, 2)}};
  for (const int cap : {0, 1, 3}) {
    solver::PlayoutRules rules = area_rules(solver::SimpleKo::banned);
    rules.max_occurrences = cap;
    PlayoutGame game(b, b.every_point(), rules, Color::black);
    for (const auto& m : path) game.play(m);
    game.set_goal(Color::black, 0);
    PlayoutGame same_board(game.board(), b.every_point(), rules, game.to_move());
    same_board.set_goal(Color::black, 0);
    INFO("cap " << cap);
    REQUIRE(same_board.settled());
    CHECK(game.settled().has_value() == (cap == 0));
    CHECK(same_board.settled_captives().has_value());
    CHECK(game.settled_captives().has_value() == (cap == 0));
  }
}

TEST_CASE("a play-out line that stops where every point is held reports the held count and the stones taken",
          "[playout][benson]") {
  // Black's wall lives by two solid eyes; the white stone at (2,0) stands in Black's two-point
  // space, where White cannot add a stone and Black can take it whenever he likes.
  const Board b = test::board_from({"X.OXX", "XXXXX", "X.X.X"});
  const PointSet region = b.every_point();
  for (Color first : {Color::black, Color::white}) {
    const auto po = solver::play_out(b, region, area_rules(solver::SimpleKo::banned), first, {});
    REQUIRE(po.end == solver::PlayoutEnd::exact);
    CHECK(po.value == static_cast<int>(region.size()));
    REQUIRE(po.line_ends_settled);
    CHECK(po.line.empty());
    CHECK(po.taken_at_end.contains(b.point(2, 0)));
    CHECK(po.taken_at_end.size() == 1);
  }
}

// A thread's play-outs on one region, fringe and count share their settled counts (the board alone
// decides them, PlayoutGame::SettledCounts): a play-out gives the same value, line and node count
// whatever its thread played out before, on the same terms or on others (the stones count).
TEST_CASE("a play-out does not depend on the play-outs its thread ran before", "[solver][playout][benson]") {
  int compared = 0, ended_settled = 0;
  test::for_each_random_game(30, 40, [&](const Board& b) {
    for (const PointSet& region : test::whole_and_left_part(b)) {
      const solver::PlayoutRules rules = area_rules(solver::SimpleKo::banned);
      const solver::Playout alone = play_out_in_new_thread(b, region, rules, false);
      const solver::Playout after = play_out_in_new_thread(b, region, rules, true);
      REQUIRE(after.end == alone.end);
      REQUIRE(after.value == alone.value);
      REQUIRE(after.line == alone.line);
      REQUIRE(after.nodes == alone.nodes);
      compared += alone.end == solver::PlayoutEnd::exact;
      ended_settled += alone.line_ends_settled;
    }
  });
  // The test bites only where play-outs end and the held counts decide some of them.
  CHECK(compared > 30);
  CHECK(ended_settled > 10);
}

}  // namespace kiyaku

// The play-out never takes a string that reaches outside its region, so such a string standing
// in the other colour's closed space is not his to hold. Here White's string (1,2)-(3,2) reaches
// the column beyond the region, Black's fringe: it keeps its two stones in the region for good.
TEST_CASE("a string reaching outside the region is never held by the other colour", "[playout][benson]") {
  const Board b = test::board_from({"OXX.X", ".XXX.", "XOOOX", "XX..X", "X.X.X"});
  const PointSet region = test::whole_and_left_part(b)[1];
  const solver::Fringe fringe{test::column_beyond_left_part(b), Color::black};
  const int n = static_cast<int>(region.size());
  for (const auto& [hero, k, wins] : {std::tuple{Color::white, n - 4, true}, std::tuple{Color::black, n - 3, false}}) {
    PlayoutGame game(b, region, area_rules(solver::SimpleKo::banned), Color::black, fringe);
    game.set_goal(hero, k);
    const auto at_root = game.settled();
    if (at_root) CHECK(*at_root == wins);
    const auto found = solver::ProofNumberSolver<PlayoutGame>(game, solver::Budget{200'000}).solve();
    CHECK(found.value == (wins ? Value::hero_wins : Value::hero_loses));
  }
}

// A fill the kill-region argument needs must stay legal: a string reaching outside the region may
// not be left with one liberty, and the other colour's fringe plays take its outside liberties.
// Here White's (1,3) joins his region stones to (2,3) outside, whose outside liberties are (2,2),
// Black's fringe, and (3,3); after Black's (2,2) White may never fill (0,2), so under the stones
// count Black keeps -3 (2 stones against 5), not -4.
TEST_CASE("a fill that the other colour's fringe plays would bar holds nothing", "[playout][benson]") {
  const Board b = test::board_from({"XXX.", "OOX.", ".O.X", "OOO."});
  const PointSet region = test::whole_and_left_part(b)[1];
  const solver::Fringe fringe{test::column_beyond_left_part(b), Color::black};
  solver::PlayoutRules rules = area_rules(solver::SimpleKo::banned);
  rules.count = solver::LocalCount::stones;
  for (const auto& [hero, k, wins] : {std::tuple{Color::black, -3, true}, std::tuple{Color::white, -4, false}}) {
    PlayoutGame game(b, region, rules, Color::black, fringe);
    game.set_goal(hero, k);
    const auto at_root = game.settled();
    if (at_root) CHECK(*at_root == wins);
    const auto found = solver::ProofNumberSolver<PlayoutGame>(game, solver::Budget{200'000}).solve();
    CHECK(found.value == (wins ? Value::hero_wins : Value::hero_loses));
  }
}
