#include "rulesets/jungo.hpp"

#include <catch2/catch.hpp>

#include "rulesets/kaise1962.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

io::Document document(const test::Picture& rows, Color to_move) {
  io::Document doc;
  doc.position = Position(test::board_from(rows));
  doc.position.set_to_move(to_move);
  return doc;
}

const test::Picture kDeadStone = {".XXX.",
                                  "XXXXX",
                                  "OOOOO",
                                  ".O.X.",
                                  "OOOOO"};

TEST_CASE("Jungo captures the stone in White's eye space by play and counts every stone left", "[jungo][playout]") {
  const io::Document doc = document(kDeadStone, Color::black);
  const Choices c(Jungo::choices());
  auto s = Jungo::Status::decide(doc, c, {});
  CHECK(s.status(doc.position.board().point(3, 3)) == Status::dead);
  CHECK(s.status(doc.position.board().point(0, 1)) == Status::alive);
  const auto t = Jungo::Territory::classify(doc, s, c);
  const auto score = Jungo::Counting::count(doc, t, c);
  CHECK(score.stones_black == 8);
  CHECK(score.stones_white == 13);
  CHECK(Jungo::Results::decide(doc, s, score, c).winner == Color::white);
}

TEST_CASE("Jungo counts a game ended by two passes as it stands (J6)", "[jungo]") {
  io::Document doc = document(kDeadStone, Color::black);
  doc.position.play({Color::black, kNoPoint});
  doc.position.play({Color::white, kNoPoint});
  const Choices c(Jungo::choices());
  auto s = Jungo::Status::decide(doc, c, {});
  CHECK(s.status(doc.position.board().point(3, 3)) == Status::alive);
  const auto score = Jungo::Counting::count(doc, Jungo::Territory::classify(doc, s, c), c);
  CHECK(score.stones_black == 9);
}

TEST_CASE("Kaise 1962 lets the capturer move first and counts territory plus prisoners", "[kaise1962][playout]") {
  const io::Document doc = document(kDeadStone, Color::empty);
  const Choices c(Kaise1962::choices());
  auto s = Kaise1962::Status::decide(doc, c, {});
  CHECK(s.status(doc.position.board().point(3, 3)) == Status::dead);
  const auto score = Kaise1962::Counting::count(doc, Kaise1962::Territory::classify(doc, s, c), c);
  CHECK(score.total_black == 2);
  CHECK(score.total_white == 5);
}

}  // namespace
}  // namespace kiyaku
