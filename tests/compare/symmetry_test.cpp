// compare/symmetry.hpp: the transforms themselves, what a transformed document carries, and which
// differences between two outcomes count.
#include <catch2/catch.hpp>

#include <set>

#include "compare/symmetry.hpp"
#include "kernel/vertex.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

using kiyaku::test::at;

TEST_CASE("a square board has 15 transforms besides the identity, a rectangle 7", "[compare][symmetry]") {
  CHECK(board_symmetries(Board(19)).size() == 15);
  CHECK(board_symmetries(Board(9, 13)).size() == 7);
}

TEST_CASE("each geometric transform moves the points one to one, and no two alike", "[compare][symmetry]") {
  const Board b(9);
  std::set<Point> images_of_c2;
  for (int i = 0; i < 8; ++i) {
    std::set<Point> image;
    for (Point p : b.points()) image.insert(map_point(b, p, {i, false}));
    CHECK(image.size() == b.points().size());
    images_of_c2.insert(map_point(b, at(b, "C2"), {i, false}));
  }
  CHECK(images_of_c2.size() == 8);                                      // C2 lies on no axis of the board
  CHECK(gtp_vertex(b, map_point(b, at(b, "A1"), {3, false})) == "J9");  // the half turn
  CHECK(gtp_vertex(b, map_point(b, at(b, "A1"), {1, false})) == "J1");  // left-right
}

TEST_CASE("a transformed document carries the stones, the frame and the komi, or says why not", "[compare][symmetry]") {
  io::Document doc;
  doc.position = Position(Board(9));
  Board& b = doc.position.board_for_setup();
  b.set_stone(at(b, "A1"), Color::black);
  b.set_stone(at(b, "C3"), Color::white);
  PointSet frame;
  frame.insert(at(b, "C3"));
  doc.position.set_frame(frame);
  doc.position.set_to_move(Color::black);
  doc.info.komi = 6.5;
  std::string why;
  const auto t = transformed(doc, {3, true}, why);  // half turn, colours swapped
  REQUIRE(t);
  const Board& tb = t->position.board();
  CHECK(tb.at(at(tb, "J9")) == Color::white);
  CHECK(tb.at(at(tb, "G7")) == Color::black);
  CHECK(tb.at(at(tb, "A1")) == Color::empty);
  CHECK(t->position.frame().contains(at(tb, "G7")));
  CHECK(t->position.to_move() == Color::white);
  CHECK(*t->info.komi == -6.5);

  io::Document played = doc;
  REQUIRE(played.position.play({Color::black, at(b, "E5")}) == PlayCheck::legal);
  CHECK_FALSE(transformed(played, {1, false}, why));
  CHECK(why.find("record of moves") != std::string::npos);
}

Outcome one_string(const Board& b, const char* vertex, Status status) {
  Outcome o;
  StringVerdict v;
  v.stones = {at(b, vertex)};
  v.status = status;
  o.strings.push_back(v);
  return o;
}

TEST_CASE("decided statuses that do not turn with the board are differences", "[compare][symmetry]") {
  const Board b(9);
  const Symmetry half_turn{3, false};
  const Outcome base = one_string(b, "A1", Status::alive);
  CHECK(compare_transformed(b, base, one_string(b, "J9", Status::alive), half_turn).differences.empty());
  const SymmetryCheck dead = compare_transformed(b, base, one_string(b, "J9", Status::dead), half_turn);
  REQUIRE(dead.differences.size() == 1);
  CHECK(dead.differences[0] == "string A1 status: alive here, dead under half turn");
  CHECK_FALSE(compare_transformed(b, base, one_string(b, "A1", Status::alive), half_turn).differences.empty());
  // An undecided status is compared with nothing, and next to one only life counts (Art. 8 seki
  // rests on the dame an undecided neighbour may make).
  CHECK(compare_transformed(b, base, one_string(b, "J9", Status::undecided), half_turn).differences.empty());
  Outcome unsettled = one_string(b, "J9", Status::seki);
  unsettled.strings.push_back(one_string(b, "E5", Status::undecided).strings[0]);
  CHECK(compare_transformed(b, base, unsettled, half_turn).differences.empty());
  unsettled.strings[0].status = Status::dead;
  CHECK(compare_transformed(b, base, unsettled, half_turn).differences.size() == 1);
}

TEST_CASE("the result turns with the colours", "[compare][symmetry]") {
  const Board b(9);
  Outcome base, moved;
  base.result = {ResultKind::win, Color::black, 3.5, {}, {}, 0};
  moved.result = {ResultKind::win, Color::white, 3.5, {}, {}, 0};
  CHECK(compare_transformed(b, base, moved, {0, true}).differences.empty());
  CHECK(compare_transformed(b, base, moved, {1, false}).differences.size() == 1);  // the winner
  moved.result.kind = ResultKind::undecided;
  CHECK(compare_transformed(b, base, moved, {0, true}).differences.empty());
}

}  // namespace
}  // namespace kiyaku
