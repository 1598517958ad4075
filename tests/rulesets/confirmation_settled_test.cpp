// df-pn stops where ConfirmationGame::settled() says Benson's analysis fixes the winner. That
// shortcut must never change a value: the exhaustive solver, which does not use it, is the judge.
#include <catch2/catch.hpp>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "kernel/benson.hpp"
#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/search.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "reports/text_report.hpp"
#include "tests/kernel/random_boards.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::Value;

std::vector<Point> chain_heads(const Board& b) {
  std::vector<Point> heads;
  for (Point p : b.points())
    if (is_stone(b.at(p)) && b.chain_head(p) == p) heads.push_back(p);
  return heads;
}

struct SettledTally {
  int compared = 0;        // both solvers decided
  int settled_roots = 0;   // ... and settled() already knew the answer at the start
  int settled_inside = 0;  // ... and df-pn used settled() below the start
  int kill_only = 0;       // settled() found for the attacker by a kill region that is not safe
};

// The confirmation game, counting where settled() gives the attacker the win only because of a
// kill region with a point next to no wall stone (safe regions alone would not have).
class CountingGame : public parts::ConfirmationGame {
 public:
  CountingGame(const Board& b, Point target, const parts::PlayArea& area, const parts::ConfirmationRules& rules,
               Color first, int& kill_only)
      : ConfirmationGame(b, target, area, rules, first), area_(area.region), kill_only_(kill_only) {}
  std::optional<bool> settled() const {
    const auto fixed = ConfirmationGame::settled();
    if (fixed == true) count_kill_only();
    return fixed;
  }

 private:
  void count_kill_only() const {
    const PassAlive held = pass_alive_within(board(), attacker(), area_, area_);
    bool safe_enough = true;
    area_.for_each(
        [&](Point p) { safe_enough = safe_enough && (held.stones.contains(p) || held.safe_regions.contains(p)); });
    kill_only_ += safe_enough ? 0 : 1;
  }
  PointSet area_;
  int& kill_only_;
};

void compare_solvers(const Board& b, Point target, const PointSet& area, SettledTally& tally,
                     std::optional<parts::PlayArea::WinnerLimit> limit = std::nullopt) {
  const parts::ConfirmationRules rules;
  parts::PlayArea play_area{area, {}, std::nullopt};
  play_area.limit = limit;
  const Color first = parts::first_to_move(rules.first_mover, b.at(target));
  parts::ConfirmationGame reference_game(b, target, play_area, rules, first);
  solver::Solver<parts::ConfirmationGame> reference(reference_game, solver::Budget{20'000});
  const Value expected = reference.solve().value;
  if (expected == Value::unknown) return;

  int kill_only = 0;
  CountingGame game(b, target, play_area, rules, first, kill_only);
  const auto at_root = game.settled();
  solver::ProofNumberSolver<CountingGame> dfpn(game, solver::Budget{200'000});
  const auto found = dfpn.solve();
  if (found.value == Value::unknown) return;
  INFO("target " << target << ", area of " << area.size() << " points");
  REQUIRE(found.value == expected);
  if (at_root) REQUIRE(*at_root == (expected == Value::hero_wins));
  ++tally.compared;
  tally.settled_roots += at_root.has_value();
  tally.settled_inside += !at_root && found.stats.settled > 0;
  tally.kill_only += kill_only;
}

// The exhaustive solver's value of T's confirmation on the whole board (unknown past its budget).
Value exhaustive_value(const Board& b, Point target, std::optional<parts::PlayArea::WinnerLimit> limit) {
  const parts::ConfirmationRules rules;
  parts::PlayArea area{b.every_point(), {}, std::nullopt};
  area.limit = limit;
  parts::ConfirmationGame game(b, target, area, rules, parts::first_to_move(rules.first_mover, b.at(target)));
  solver::Solver<parts::ConfirmationGame> exhaustive(game, solver::Budget{20'000});
  return exhaustive.solve().value;
}

}  // namespace

TEST_CASE("settled() never changes the value of a confirmation", "[solver][dfpn][benson]") {
  SettledTally tally;
  test::for_each_random_game(80, 30, [&](const Board& b) {
    for (const PointSet& area : test::whole_and_left_part(b))
      for (Point target : chain_heads(b))
        if (area.contains(target)) compare_solvers(b, target, area, tally);
  });
  // The test bites only if the shortcut was taken, at the start and deeper, on decided games.
  CHECK(tally.compared > 100);
  CHECK(tally.settled_roots > 10);
  CHECK(tally.settled_inside > 10);
  CHECK(tally.kill_only > 5);
}

// PlayArea::limit (nihonkiin1949's questions) keeps settled(): its winners need no ko capture and
// no cycle. Each side is held back in turn, to no kos and to one.
TEST_CASE("settled() never changes the value of a confirmation whose winner is held back", "[solver][dfpn][benson]") {
  SettledTally tally;
  int bit = 0;  // games whose exhaustive value the limit changed
  test::for_each_random_game(30, 30, [&](const Board& b) {
    for (Point target : chain_heads(b))
      for (Color held : {Color::black, Color::white})
        for (std::uint8_t kos : {std::uint8_t{0}, std::uint8_t{1}}) {
          const parts::PlayArea::WinnerLimit limit{held, kos};
          compare_solvers(b, target, b.every_point(), tally, limit);
          bit += exhaustive_value(b, target, std::nullopt) != exhaustive_value(b, target, limit);
        }
  });
  CHECK(tally.compared > 100);
  CHECK(tally.settled_roots > 10);
  CHECK(tally.settled_inside > 10);
  CHECK(bit > 5);
}

TEST_CASE("a verdict settled by the pass-alive analysis says so at the end of its witness line", "[solver][benson]") {
  // Black's chain has three eyes: pass-alive before any play, so no play is needed.
  const Board b = test::board_from({".X.X.", "XXXXX", ".....", "....."});
  const auto c = parts::confirm(b, b.point(0, 1), parts::PlayArea{b.every_point(), {}, std::nullopt},
                                parts::ConfirmationRules{}, solver::Budget{1000});
  CHECK(c.status == parts::Confirmed::alive);
  CHECK(c.witness.empty());
  CHECK(c.witness_ends_settled);
  CHECK(reports::witness_text(b, {}, false, true) == "then pass-alive analysis settles it");
  CHECK(reports::witness_text(b, {{WitnessMove::Kind::pass, Color::white, kNoPoint}}, false, false, true) ==
        "W pass, ... (cut short: the line's budget ran out before the end that proves it)");
}

TEST_CASE("the attacker holds every point: stones, a kill region a chain can spare, eyes sealed by his chains",
          "[solver][benson]") {
  // The black stone's region is a kill region of White's (the long chain lives by its four
  // one-point eyes without it). Black may not play on those eyes either: each is surrounded by
  // pass-alive white stones, so a play there is suicide. With Black to move, nothing he plays
  // escapes: the pass-alive analysis settles the confirmation for White, as the full search does.
  const test::Picture rows = {".O.X.O.", "O.OOO.O", "OOOOOOO"};
  const Board b = test::board_from(rows);
  const Point target = test::point_at(b, rows, 'X');
  const parts::ConfirmationRules rules;
  const parts::PlayArea area{b.every_point(), {}, std::nullopt};
  const parts::ConfirmationGame game(b, target, area, rules, Color::black);
  CHECK(game.settled() == std::optional<bool>(true));
  parts::ConfirmationGame searched(b, target, area, rules, Color::black);
  solver::Solver<parts::ConfirmationGame> exhaustive(searched, solver::Budget{20'000});
  CHECK(exhaustive.solve().value == Value::hero_wins);  // the hero of the confirmation is the attacker
}

TEST_CASE("two points next to no wall stone and next to each other leave one eye at most: a kill region",
          "[solver][benson]") {
  // A corner of 3x2 points inside a white wall whose outside liberties Black may not take: its
  // two edge points in the corner touch no white stone, but they touch each other. Whatever
  // stone Black starts from, with Black to move, the pass-alive analysis settles the
  // confirmation for White, as the full search does.
  const test::Picture wall = {"...O.", "...O.", "OOOO.", "....."};
  const Board empty = test::board_from(wall);
  const PointSet corner = test::marked(empty, {"aaa..", "aaa..", ".....", "....."}, 'a');
  const parts::ConfirmationRules rules;
  const parts::PlayArea area{corner, {}, std::nullopt};
  int checked = 0;
  corner.for_each([&](Point p) {
    Board b = empty;
    b.play(Color::black, p);
    INFO("Black's stone at " << p);
    const parts::ConfirmationGame game(b, p, area, rules, Color::black);
    CHECK(game.settled() == std::optional<bool>(true));
    parts::ConfirmationGame searched(b, p, area, rules, Color::black);
    solver::Solver<parts::ConfirmationGame> exhaustive(searched, solver::Budget{200'000});
    CHECK(exhaustive.solve().value == Value::hero_wins);
    ++checked;
  });
  CHECK(checked == 6);
}

// Where a ko-pass counts toward the end of the play (KoPassEnds::yes), a ko that bans the
// attacker's recapture lets the owner drop a lone stone on its point: the attacker must ko-pass
// before he takes it, and the owner's pass then ends the play with the stone standing. settled()
// must not give the attacker the win there (a random 5x5 game: White's string at (1,2) in the left
// part is alive under that reading, though Black holds every point once he has taken it).
TEST_CASE("settled() gives the attacker no win while a ko bans him and a ko-pass would end the play",
          "[solver][dfpn][benson]") {
  const Board b = test::random_game(5, 102, 20);
  const PointSet left = test::whole_and_left_part(b)[1];
  const Point target = b.point(1, 2);
  parts::ConfirmationRules rules;
  rules.ko_pass_ends = parts::KoPassEnds::yes;
  const parts::PlayArea area{left, {}, std::nullopt};
  const Color first = parts::first_to_move(rules.first_mover, b.at(target));
  parts::ConfirmationGame reference_game(b, target, area, rules, first);
  const Value expected = solver::Solver<parts::ConfirmationGame>(reference_game, solver::Budget{20'000}).solve().value;
  REQUIRE(expected == Value::hero_loses);
  parts::ConfirmationGame game(b, target, area, rules, first);
  CHECK(solver::ProofNumberSolver<parts::ConfirmationGame>(game, solver::Budget{200'000}).solve().value == expected);
}

// Every reading of the confirmation a text offers, with and without an attacker-only fringe (a
// fragment's surroundings): settled() must keep the exhaustive solver's value under each.
std::vector<parts::ConfirmationRules> every_reading() {
  std::vector<parts::ConfirmationRules> out(9);
  out[1].reban = parts::ReBan::per_capture;
  out[2].pass_scope = parts::PassScope::all_kos;
  out[3].ko_pass_ends = parts::KoPassEnds::yes;
  out[4].joined_new_stones = parts::JoinedNewStones::count;
  out[5].joined_new_stones = parts::JoinedNewStones::ignored;
  out[6].first_mover = parts::FirstMover::owner;
  out[7].initial_bans = parts::InitialBans::last_move;
  out[8].ko_pass_ends = parts::KoPassEnds::yes;
  out[8].pass_scope = parts::PassScope::all_kos;
  return out;
}

TEST_CASE("settled() never changes the value of a confirmation under any reading or fringe", "[solver][dfpn][benson]") {
  int compared = 0, fringed = 0, settled_used = 0;
  for (const auto& [size, games] : {std::pair{4, 30u}, std::pair{5, 12u}})
    for (unsigned seed = 1; seed <= games; ++seed) {
      const Board b = test::random_game(size, seed, seed % 2 ? 1000 : 10 + static_cast<int>(seed % 40));
      PointSet beyond;
      test::column_beyond_left_part(b).for_each([&](Point p) {
        if (b.at(p) == Color::empty) beyond.insert(p);
      });
      const PointSet left = test::whole_and_left_part(b)[1];
      for (Point target : chain_heads(b)) {
        if (!left.contains(target)) continue;
        for (const parts::ConfirmationRules& rules : every_reading())
          for (const PointSet& fringe : {PointSet{}, beyond}) {
            const parts::PlayArea area{left, fringe, std::nullopt};
            const Color first = parts::first_to_move(rules.first_mover, b.at(target));
            parts::ConfirmationGame reference_game(b, target, area, rules, first);
            const Value expected =
                solver::Solver<parts::ConfirmationGame>(reference_game, solver::Budget{20'000}).solve().value;
            if (expected == Value::unknown) continue;
            parts::ConfirmationGame game(b, target, area, rules, first);
            const auto found = solver::ProofNumberSolver<parts::ConfirmationGame>(game, solver::Budget{100'000}).solve();
            if (found.value == Value::unknown) continue;
            INFO(size << "x" << size << " seed " << seed << ", target " << target << ", fringe of " << fringe.size());
            REQUIRE(found.value == expected);
            ++compared;
            fringed += !fringe.empty();
            settled_used += found.stats.settled > 0;
          }
      }
    }
  CAPTURE(compared, fringed, settled_used);
  CHECK(compared > 500);
  CHECK(fringed > 200);
  CHECK(settled_used > 400);
}

}  // namespace kiyaku
