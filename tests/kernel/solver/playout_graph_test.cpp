// The play-out's static knowledge (PlayoutGame::settled_value) at every threshold: the state graph
// (tests/kernel/solver/playout_graph.hpp), which ends its lines where that knowledge fixes the
// count, must answer each question as the exhaustive solver does, which ignores it. The settled()
// tests ask three thresholds near the count; this one asks eleven, over both counts, both
// simple-ko settings, each kind of fringe and the owner's confinement.
#include <catch2/catch.hpp>
#include <vector>

#include "kernel/solver/playout.hpp"
#include "kernel/solver/search.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/solver/playout_graph.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::PlayoutGame;
using solver::Value;

struct GraphTally {
  int compared = 0;   // questions the exhaustive solver decided
  int hero_wins = 0;  // ... that the hero wins
  int fringed = 0;    // ... with a fringe
  int confined = 0;   // ... with the owner confined
};

// No fringe; and for the left part, the column beyond it as Black's, as White's (a fragment's
// surroundings) and as Black's assumed territory (a game record's).
std::vector<solver::Fringe> graph_fringes(const Board& b, const PointSet& region) {
  std::vector<solver::Fringe> out{{}};
  if (region == b.every_point()) return out;
  const PointSet beyond = test::column_beyond_left_part(b);
  out.push_back({beyond, Color::black});
  out.push_back({beyond, Color::white});
  solver::Fringe assumed;
  assumed.assumed[color_index(Color::black)] = beyond;
  out.push_back(assumed);
  return out;
}

void compare_graph(const Board& b, const PointSet& region, const solver::PlayoutRules& rules,
                   const solver::Fringe& fringe, solver::Confinement confinement, Color first, GraphTally& tally) {
  PlayoutGame game(b, region, rules, first, fringe, confinement);
  test::PlayoutGraph graph;
  if (!graph.build(game, 5'000)) return;
  const int count = game.local_count();
  for (Color hero : {Color::black, Color::white})
    for (int k = count - 5; k <= count + 5; ++k) {
      PlayoutGame reference_game(b, region, rules, first, fringe, confinement);
      reference_game.set_goal(hero, k);
      const Value expected = solver::Solver<PlayoutGame>(reference_game, solver::Budget{2'000}).solve().value;
      if (expected == Value::unknown) continue;
      INFO((hero == Color::black ? "Black >= " : "White <= ")
           << k << ", " << (first == Color::black ? "Black" : "White") << " first, region of " << region.size()
           << " points, " << (rules.count == solver::LocalCount::area ? "area" : "stones")
           << (rules.simple_ko == solver::SimpleKo::banned ? ", ko banned" : ", ko allowed") << ", fringe of "
           << fringe.all_points().size() << " (holder " << static_cast<int>(fringe.holder) << "), confined "
           << static_cast<int>(confinement.owner));
      const bool wins = graph.forces(hero, k);
      REQUIRE(wins == (expected == Value::hero_wins));
      ++tally.compared;
      tally.hero_wins += wins;
      tally.fringed += !fringe.all_points().empty();
      tally.confined += confinement.owner != Color::empty;
    }
}

}  // namespace

TEST_CASE("settled() fixes no play-out count that play cannot reach, at any threshold",
          "[solver][playout][benson][graph]") {
  GraphTally tally;
  // 4x4 and 5x5 games, ended (odd seeds) and stopped after 10 to 49 plies
  const auto each_board = [](auto&& check) {
    for (const auto& [size, games] : {std::pair{4, 48u}, std::pair{5, 24u}})
      for (unsigned seed = 1; seed <= games; ++seed) {
        INFO(size << "x" << size << ", seed " << seed);
        check(test::random_game(size, seed, seed % 2 ? 1000 : 10 + static_cast<int>(seed % 40)));
      }
  };
  each_board([&](const Board& b) {
    for (const auto count : {solver::LocalCount::area, solver::LocalCount::stones})
      for (const auto ko : {solver::SimpleKo::banned, solver::SimpleKo::allowed})
        for (const PointSet& region : test::whole_and_left_part(b))
          for (const solver::Fringe& fringe : graph_fringes(b, region))
            for (const Color confined : {Color::empty, Color::white})
              for (Color first : {Color::black, Color::white}) {
                solver::PlayoutRules rules;
                rules.count = count;
                rules.simple_ko = ko;
                compare_graph(b, region, rules, fringe, solver::Confinement{confined, false}, first, tally);
              }
  });
  CAPTURE(tally.compared, tally.hero_wins, tally.fringed, tally.confined);
  CHECK(tally.compared > 50'000);
  CHECK(tally.hero_wins > 20'000);
  CHECK(tally.compared - tally.hero_wins > 20'000);
  CHECK(tally.fringed > 30'000);
  CHECK(tally.confined > 20'000);
}

TEST_CASE("the state graph of a play-out too large for its cap is not used, and the game is left as it was",
          "[solver][playout][graph]") {
  const Board empty(5);
  solver::PlayoutRules rules;
  PlayoutGame game(empty, empty.every_point(), rules, Color::black);
  const std::uint64_t key = game.key();
  test::PlayoutGraph graph;
  CHECK_FALSE(graph.build(game, 1'000));
  CHECK(game.key() == key);
  CHECK(game.board().hash() == empty.hash());
}

}  // namespace kiyaku
