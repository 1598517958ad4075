// The play-out texts that play only the regions with stones to judge (Kaise 1960 and 1962, the
// 1963 proposal) leave an open area of a board in play undecided instead of counting the game as
// if it had ended there; a line of dame between finished walls is no such area.
#include <catch2/catch.hpp>

#include "kernel/io/document.hpp"
#include "rulesets/kaise1960.hpp"
#include "rulesets/kaise1962.hpp"
#include "rulesets/revision1963.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

io::Document document(const test::Picture& rows) {
  io::Document doc;
  doc.position = Position(test::board_from(rows));
  doc.position.set_to_move(Color::black);
  return doc;
}

template <class Text>
ResultVerdict result_under(const io::Document& doc) {
  const Choices c(Text::choices());
  auto s = Text::Status::decide(doc, c, {});
  const auto score = Text::Counting::count(doc, Text::Territory::classify(doc, s, c), c);
  return Text::Results::decide(doc, s, score, c);
}

// Two pass-alive walls, three eyes each, with a line of dame between them: the game has ended.
const test::Picture kEnded = {".X.O.", "XX.OO", ".X.O.", "XX.OO", ".X.O."};
// The same walls three columns apart: the middle column touches no stone, so play goes on there.
const test::Picture kInPlay = {".X...O.", "XX...OO", ".X...O.", "XX...OO", ".X...O."};

template <class Text>
void check_open_area() {
  CHECK(result_under<Text>(document(kEnded)).kind == ResultKind::jigo);
  const ResultVerdict open = result_under<Text>(document(kInPlay));
  CHECK(open.kind == ResultKind::undecided);
  CHECK_THAT(open.reason, Catch::Contains("not played: an open area of 15 points is still in play"));
  io::Document empty;
  empty.position = Position(Board(9));
  const ResultVerdict board = result_under<Text>(empty);
  CHECK(board.kind == ResultKind::undecided);
  CHECK_THAT(board.reason, Catch::Contains("an open area of 81 points"));
}

TEST_CASE("Kaise 1960 leaves an open area in play undecided and counts a line of dame", "[kaise1960][playout]") {
  check_open_area<Kaise1960>();
}

TEST_CASE("Kaise 1962 leaves an open area in play undecided and counts a line of dame", "[kaise1962][playout]") {
  check_open_area<Kaise1962>();
}

TEST_CASE("the 1963 proposal leaves an open area in play undecided and counts a line of dame",
          "[revision1963][playout]") {
  check_open_area<Revision1963>();
}

}  // namespace
}  // namespace kiyaku
