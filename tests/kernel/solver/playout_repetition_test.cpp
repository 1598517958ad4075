// Under a repetition cap the play-out's state key leaves out which earlier positions the path
// holds: a state where some play would recreate one reports it (path_dependence()), and the
// solvers keep the values resting on it for that path only. That must never change an answer:
// the judge is the exhaustive solver on the reference key, every position of the path in it,
// where no value is ever shared between paths.
#include <catch2/catch.hpp>
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

struct RepetitionTally {
  int compared = 0;     // the reference decided and so did df-pn
  int repeating = 0;    // ... and some play the search considered recreated a position of its path
  int after_plays = 0;  // ... asked after plays that took stones
};

PlayoutGame game_after(const Board& b, const PointSet& region, const solver::PlayoutRules& rules, Color first,
                       const std::vector<PlayoutGame::Move>& path, Color hero, int k) {
  PlayoutGame game(b, region, rules, first);
  for (const auto& m : path) game.play(m);
  game.set_goal(hero, k);
  return game;
}

void compare_question(const Board& b, const PointSet& region, const solver::PlayoutRules& rules, Color first,
                      const std::vector<PlayoutGame::Move>& path, Color hero, int k, RepetitionTally& tally) {
  PlayoutGame reference_game = game_after(b, region, rules, first, path, hero, k);
  reference_game.key_by_whole_path();
  const Value expected = solver::Solver<PlayoutGame>(reference_game, solver::Budget{5'000}).solve().value;
  if (expected == Value::unknown) return;
  PlayoutGame exhaustive_game = game_after(b, region, rules, first, path, hero, k);
  const Value exhaustive = solver::Solver<PlayoutGame>(exhaustive_game, solver::Budget{5'000}).solve().value;
  PlayoutGame dfpn_game = game_after(b, region, rules, first, path, hero, k);
  const Value dfpn = solver::ProofNumberSolver<PlayoutGame>(dfpn_game, solver::Budget{5'000}).solve().value;
  INFO((hero == Color::black ? "Black >= " : "White <= ")
       << k << " after " << path.size() << " plays, cap " << rules.max_occurrences << ", free excess "
       << rules.free_excess << ", simple ko " << (rules.simple_ko == solver::SimpleKo::banned ? "banned" : "allowed"));
  if (exhaustive != Value::unknown) REQUIRE(exhaustive == expected);
  if (dfpn == Value::unknown) return;
  REQUIRE(dfpn == expected);
  ++tally.compared;
  tally.repeating += dfpn_game.repetition_met() ? 1 : 0;
  tally.after_plays += path.empty() ? 0 : 1;
}

std::vector<solver::PlayoutRules> capped_rules() {
  std::vector<solver::PlayoutRules> out;
  for (const auto ko : {solver::SimpleKo::banned, solver::SimpleKo::allowed})
    for (const auto& [cap, excess] : {std::pair{1, 0}, std::pair{3, 0}, std::pair{1, 1}}) {
      solver::PlayoutRules r;
      r.simple_ko = ko;
      r.max_occurrences = cap;
      r.free_excess = excess;
      out.push_back(r);
    }
  return out;
}

}  // namespace

TEST_CASE("a capped play-out keyed by its position answers as one keyed by its whole path",
          "[solver][dfpn][playout][repetition]") {
  RepetitionTally tally;
  unsigned seed = 0;
  // 4x4 games stopped after 8 to 15 plies: open enough for captures and kos, so about one
  // question in ten meets a repetition (on finished 5x5 games, one in four hundred).
  for (unsigned game_seed = 1; game_seed <= 8; ++game_seed) {
    INFO("seed " << game_seed);
    const Board b = test::random_game(4, game_seed, 8 + static_cast<int>(game_seed % 8));
    for (const solver::PlayoutRules& rules : capped_rules())
      for (const PointSet& region : test::whole_and_left_part(b))
        for (Color first : {Color::black, Color::white}) {
          const auto path = test::capturing_prefix(b, region, rules, first, ++seed, 10).moves;
          for (const auto& p : {std::vector<PlayoutGame::Move>{}, path}) {
            const int count = game_after(b, region, rules, first, p, Color::black, 0).local_count();
            for (int k : {count - 2, count, count + 2}) {
              compare_question(b, region, rules, first, p, Color::black, k, tally);
              compare_question(b, region, rules, first, p, Color::white, k, tally);
            }
          }
        }
  }
  CAPTURE(tally.compared, tally.repeating, tally.after_plays);
  CHECK(tally.compared > 1000);
  CHECK(tally.repeating > 100);
  CHECK(tally.after_plays > 500);
}

TEST_CASE("a ko retake under positional superko depends on the path back to the position it recreates",
          "[playout][repetition]") {
  // Black's capture at (1,1) takes the white stone at (2,1); White's retake would recreate the
  // position before it, one ply back.
  const Board b = test::board_from({".XO..", "XO.O.", ".XO..", "....."});
  solver::PlayoutRules rules;
  rules.simple_ko = solver::SimpleKo::allowed;
  rules.max_occurrences = 1;
  PlayoutGame game(b, b.every_point(), rules, Color::black);
  std::vector<PlayoutGame::Move> moves;
  game.moves(moves);
  CHECK_FALSE(game.path_dependence().has_value());
  CHECK(game.moves_independent_of_path());
  game.play({Color::black, b.point(2, 1)});
  moves.clear();
  game.moves(moves);
  REQUIRE(game.path_dependence().has_value());
  CHECK(*game.path_dependence() == 1);
  CHECK_FALSE(game.moves_independent_of_path());
  for (const auto& m : moves) CHECK(m.point != b.point(1, 1));  // the retake is barred
}

}  // namespace kiyaku
