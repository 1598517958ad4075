#include "kernel/solver/capture.hpp"

#include <catch2/catch.hpp>

#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using solver::Capture;
using solver::can_capture;
using solver::can_capture_owner_first;
using test::board_from;

const solver::Budget kBudget{.max_nodes = 5000, .max_depth = 24, .max_witness = 0};

TEST_CASE("A stone on the edge whose only extension is suicide can be taken", "[capture]") {
  const Board b = board_from({".O.X.", "XXXX.", "....."});
  // Black's atari at C is answered by nothing: White's extension at A has no liberty, so Black
  // takes the stone at A next.
  CHECK(can_capture(b, b.point(1, 0), kBudget) == Capture::possible);
}

TEST_CASE("A tiger's mouth joined to a wall cannot be taken", "[capture]") {
  const Board b = board_from({"XO...", "X.O..", "XXO..", ".XO..", ".XO.."});
  // Black's atari from either side is answered by the connection; a black stone in the mouth's
  // far point is captured at once.
  CHECK(can_capture(b, b.point(1, 0), kBudget) == Capture::impossible);
}

TEST_CASE("A string of a group with two eyes cannot be taken: the attacker has no legal play", "[capture]") {
  const Board b = board_from({".OX.", "O.OX", "OOOX", "XXXX"});
  CHECK(can_capture(b, b.point(1, 0), kBudget) == Capture::impossible);
  CHECK(can_capture(b, b.point(0, 1), kBudget) == Capture::impossible);
}

TEST_CASE("The capture question is undecided when its budget runs out", "[capture]") {
  const Board b = board_from({".O.X.", "XXXX.", "....."});
  const solver::Budget tiny{.max_nodes = 1, .max_depth = 24, .max_witness = 0};
  CHECK(can_capture(b, b.point(1, 0), tiny) == Capture::unknown);
}

TEST_CASE("A stone in atari that its owner connects is taken only when the attacker moves first", "[capture]") {
  const Board b = board_from({".......", ".......", "...X...", "..XO.O.", "...X...", ".......", "......."});
  CHECK(can_capture(b, b.point(3, 3), kBudget) == Capture::possible);
  CHECK(can_capture_owner_first(b, b.point(3, 3), kBudget) == Capture::impossible);
}

TEST_CASE("A stone in a working ladder is taken even when its owner moves first", "[capture]") {
  // Black's stone in atari extends, and White's atari from below drives it into the top edge.
  const Board b = board_from({
      ".O.......",
      "OX.......",
      ".OO......",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
      ".........",
  });
  CHECK(can_capture_owner_first(b, b.point(1, 1), kBudget) == Capture::possible);
}

TEST_CASE("A placement in the eye space is answered at its liberty: the corner stones cannot be taken", "[capture]") {
  // Points are (x, y), y from the top. White's stones at (0,1) and (1,1) join the group below
  // through (1,2). Black's placement at (0,3) aims at both: White's connection at (1,2) leaves an
  // eye space Black's throw-ins reduce to a dead straight three, but White's stone at (0,4) puts
  // the placement in atari, and Black's next stone only fills White's eye space.
  const Board b = board_from({
      "XXXX..",
      "OOXX..",
      "..OX..",
      ".OOX..",
      "..OX..",
      ".OOX..",
      "OOOX..",
      "XXXX..",
  });
  CHECK(can_capture(b, b.point(0, 1), kBudget) == Capture::impossible);
}

TEST_CASE("Barred from ko captures, the attacker cannot take a stone that only a ko capture takes", "[capture]") {
  // White's stone at B2 is in atari; Black's capture at C2 is a lone stone taking one: a ko.
  const Board b = board_from({".XO..", "XO.O.", ".XO..", "....."});
  const Point target = b.point(1, 1);
  const Color attacker = Color::black;
  solver::CaptureGame with_kos(b, target, attacker);
  CHECK(solver::Solver<solver::CaptureGame>(with_kos, kBudget).solve().value == solver::Value::hero_wins);
  solver::CaptureGame without_kos(b, target, attacker, solver::CaptureGame::AttackerKos::barred);
  CHECK(solver::Solver<solver::CaptureGame>(without_kos, kBudget).solve().value == solver::Value::hero_loses);
}

}  // namespace
}  // namespace kiyaku
