#include <catch2/catch.hpp>

#include <algorithm>

#include "rulesets/parts/removal_game.hpp"
#include "tests/corpus/corpus_record.hpp"
#include "tests/kernel/test_boards.hpp"
#include "tests/rulesets/unspent_budget.hpp"

namespace {

using kiyaku::Color;
using kiyaku::parts::RemovalGame;
using kiyaku::parts::RemovalMove;
using kiyaku::test::board_from;

kiyaku::PointSet points_of(const kiyaku::Board& b, std::initializer_list<kiyaku::Coord> coords) {
  kiyaku::PointSet s;
  for (auto c : coords) s.insert(b.point(c));
  return s;
}

bool offers(const RemovalGame& g, kiyaku::Point p) {
  std::vector<RemovalMove> moves;
  g.moves(moves);
  return std::any_of(moves.begin(), moves.end(),
                     [&](const RemovalMove& m) { return m.kind == RemovalMove::Kind::play && m.point == p; });
}

}  // namespace

TEST_CASE("yasunaga's removal game: a string in atari with the attacker to move is removed",
          "[rulesets][yasunaga1932]") {
  const auto b = board_from({".XO..", "XO...", "O....", ".....", "....."});
  const auto region = points_of(b, {{0, 0}, {3, 0}, {2, 1}});
  const auto v = kiyaku::parts::decide_removal(b, b.point(1, 0), region, {}, kiyaku::solver::Budget{});
  CHECK(v.status == kiyaku::parts::Removal::removed);
}

TEST_CASE("yasunaga's removal game: a string with two eyes prevents its removal", "[rulesets][yasunaga1932]") {
  const auto b = board_from({".X.XO", "XXXXO", "OOOOO", ".....", "....."});
  const auto v =
      kiyaku::parts::decide_removal(b, b.point(1, 0), points_of(b, {{0, 0}, {2, 0}}), {}, kiyaku::solver::Budget{});
  CHECK(v.status == kiyaku::parts::Removal::prevented);
}

TEST_CASE("yasunaga Art. 7: a ko is retaken only after passes have restarted the window", "[rulesets][yasunaga1932]") {
  const auto b = board_from({".XO..", "XO.O.", ".XO..", ".....", "....."});
  const kiyaku::Point ko = b.point(2, 1), retake = b.point(1, 1);
  const auto region = points_of(b, {{2, 1}, {1, 1}, {0, 0}, {0, 2}});
  RemovalGame g(b, b.point(1, 0), region, {}, Color::black);
  g.play({RemovalMove::Kind::play, ko, Color::black});  // Black takes the ko
  CHECK_FALSE(offers(g, retake));                       // recreating the previous board is forbidden
  g.play({RemovalMove::Kind::pass, kiyaku::kNoPoint, Color::white});
  g.play({RemovalMove::Kind::pass, kiyaku::kNoPoint, Color::black});
  CHECK(offers(g, retake));  // the passes gave up the right to move: a new window
  g.undo();
  g.undo();
  CHECK_FALSE(offers(g, retake));
}

TEST_CASE("yasunaga Art. 8: three passes in a row end the removal game", "[rulesets][yasunaga1932]") {
  const auto b = board_from({".X.XO", "XXXXO", "OOOOO", ".....", "....."});
  RemovalGame g(b, b.point(1, 0), points_of(b, {{0, 0}, {2, 0}}), {}, Color::white);
  for (Color c : {Color::white, Color::black}) {
    g.play({RemovalMove::Kind::pass, kiyaku::kNoPoint, c});
    CHECK_FALSE(g.terminal().has_value());
  }
  g.play({RemovalMove::Kind::pass, kiyaku::kNoPoint, Color::white});
  REQUIRE(g.terminal().has_value());
  CHECK_FALSE(*g.terminal());  // the attacker did not remove the string
}

TEST_CASE("yasunaga's removal game: a string at the region's edge can be removed through the fringe",
          "[rulesets][yasunaga1932]") {
  // White's wall is assumed alive, and its territory beyond the region (D19 and C18, next to
  // Black's C19) is White's to play there next to a black stone. Without that fringe C19 keeps
  // two liberties nobody may take, and stands for ever.
  const auto b = board_from({"..X..O", ".....O", "OOOOOO"});
  const auto region = points_of(b, {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}});
  const auto fringe = points_of(b, {{3, 0}, {2, 1}});
  const kiyaku::Point c19 = b.point(2, 0), d19 = b.point(3, 0);
  const kiyaku::solver::Budget budget{};
  CHECK(kiyaku::parts::decide_removal(b, c19, region, {}, budget).status == kiyaku::parts::Removal::prevented);
  CHECK(kiyaku::parts::decide_removal(b, c19, region, {}, budget, fringe).status == kiyaku::parts::Removal::removed);
  // The fringe is the attacker's only, and only next to an owner stone.
  CHECK(offers(RemovalGame(b, c19, region, {}, Color::white, fringe), d19));
  CHECK_FALSE(offers(RemovalGame(b, c19, region, {}, Color::black, fringe), d19));
  const auto apart = board_from({"X....O", ".....O", "OOOOOO"});
  CHECK_FALSE(offers(RemovalGame(apart, apart.point(0, 0), region, {}, Color::white, fringe), d19));
}

// As in the confirmation texts (confirmation_retry_test.cpp), a string whose removal search runs
// out takes up to Budget::unspent_shares budgets more out of what the position's other searches
// left unspent, as the batch asks for game records. 死活例22 at 2000 nodes: one of its four
// searched strings runs out alone and is decided so; the others keep their verdicts, and the
// searches stay within a budget a string.
TEST_CASE("a string the removal game leaves undecided is decided on the nodes the others left unspent",
          "[yasunaga1932]") {
  using namespace kiyaku;
  const Position& pos = test::corpus_record("j89-ex22").position;
  parts::RemovalStatusOptions alone;
  alone.rules.passes_to_end = 3;  // Yasunaga's Art. 8, as rulesets/yasunaga1932.cpp sets it
  alone.budget = solver::Budget{2'000};
  parts::RemovalStatusOptions pooled = alone;
  pooled.budget.unspent_shares = 4;
  const test::PooledChange change =
      test::pooled_change(parts::removal_status(pos, alone), parts::removal_status(pos, pooled));
  CHECK(change.undecided_before == 1);
  CHECK(change.newly_decided == 1);  // so none is left undecided
  CHECK(change.nodes <= alone.budget.max_nodes * static_cast<std::uint64_t>(change.searched));
}
