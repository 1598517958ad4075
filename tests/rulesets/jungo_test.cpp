#include "rulesets/jungo.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>

#include "kernel/io/diagram.hpp"
#include "kernel/solver/playout.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/kaise1962.hpp"
#include "tests/corpus/corpus_record.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

io::Document document(const test::Picture& rows, Color to_move) {
  io::Document doc;
  doc.position = Position(test::board_from(rows));
  doc.position.set_to_move(to_move);
  return doc;
}

const test::Picture kDeadStone = {".XXX.", "XXXXX", "OOOOO", ".O.X.", "OOOOO"};

// 参考図11<1>'s lower corner holds two kos: White may take A4 at A3 and Black C1 at D1. Under
// Jungo's stone count the exchange changes nothing, so optimal play need not make it, and the
// play-out's line passes where a pass keeps the mover's bound: the stones stand. A line that took
// whichever proven move df-pn met first made the exchange (both dead).
TEST_CASE("Jungo's play-out leaves out a capture exchange that changes no count", "[jungo][playout]") {
  const io::Document& doc = test::corpus_record("j89-ref11-1");
  const Choices c(Jungo::choices());
  const auto s = Jungo::Status::decide(doc, c, solver::Budget{20'000});
  const Board& b = doc.position.board();
  CHECK(s.status(*parse_gtp_vertex(b, "A4")) == Status::alive);
  CHECK(s.status(*parse_gtp_vertex(b, "C1")) == Status::alive);
}

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

// An empty board in play has no string to judge, yet Jungo counts the stones at the end of play:
// the board is played out, and where that play does not end the result is not known.
io::Document empty_board(int size) {
  io::Document doc;
  doc.position = Position(Board(size));
  doc.position.set_to_move(Color::black);
  return doc;
}

ResultVerdict jungo_result(const io::Document& doc, const Choices& c) {
  auto s = Jungo::Status::decide(doc, c, {});
  const auto score = Jungo::Counting::count(doc, Jungo::Territory::classify(doc, s, c), c);
  return Jungo::Results::decide(doc, s, score, c);
}

TEST_CASE("Jungo plays out an empty board in play: 2x2 repeats without end under the basic ko (J7)",
          "[jungo][playout]") {
  const ResultVerdict r = jungo_result(empty_board(2), Choices(Jungo::choices()));
  CHECK(r.kind == ResultKind::no_result);
  CHECK(r.articles == std::vector<std::string>{"J7"});
}

TEST_CASE("Jungo counts the stones at the end of an empty board's play-out", "[jungo][playout]") {
  const io::Document doc = empty_board(2);
  Choices c(Jungo::choices());
  c.set("ko", "positional_superko");
  auto s = Jungo::Status::decide(doc, c, {});
  REQUIRE(s.stoneless.size() == 1);
  REQUIRE(s.stoneless.front().end == solver::PlayoutEnd::exact);
  Board end = doc.position.board();
  for (const WitnessMove& m : s.stoneless.front().line)
    if (m.kind == WitnessMove::Kind::play) end.play(m.color, m.point);
  int black = 0, white = 0;
  for (Point p : end.points()) {
    black += end.at(p) == Color::black;
    white += end.at(p) == Color::white;
  }
  CHECK(black + white > 0);
  const auto score = Jungo::Counting::count(doc, Jungo::Territory::classify(doc, s, c), c);
  CHECK(score.stones_black == black);
  CHECK(score.stones_white == white);
}

TEST_CASE("Jungo leaves an empty 19x19 board in play undecided: too wide to play out", "[jungo][playout]") {
  const ResultVerdict r = jungo_result(empty_board(19), Choices(Jungo::choices()));
  CHECK(r.kind == ResultKind::undecided);
  CHECK_THAT(r.reason, Catch::Contains("361 points") && Catch::Contains("--max-width"));
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

TEST_CASE("Jungo hands the stones standing at the end to the count as stones, with no territory", "[jungo][counting]") {
  const io::Document doc = document(kDeadStone, Color::black);
  const Choices c(Jungo::choices());
  auto s = Jungo::Status::decide(doc, c, {});
  const parts::AreaMap t = Jungo::Territory::classify(doc, s, c);
  // The start has 9 black stones; the captured one is gone at the end of the play-out.
  CHECK(t.stones == std::array<int, 2>{8, 13});
  CHECK(t.territory == std::array<int, 2>{0, 0});
  const auto score = Jungo::Counting::count(doc, t, c);
  CHECK(score.territory_black == 0);
  CHECK(score.territory_white == 0);
  CHECK(score.total_black == 8);
  CHECK(score.total_white == 13);
}

// E4: only stones count, so each side fills his own eye space but for the eyes his group needs.
// Black's three-point eye keeps one point, White's two-point eye one: 10 stones each, where the
// eye space left unplayed counted Black 8 and White 9. A game ended by two passes stands (J6).
TEST_CASE("Jungo fills a living group's own eye space but for the two eyes it needs", "[jungo][counting]") {
  const test::Picture rows = {"...X.X", "XXXXXX", "OOOOOO", "O..O.O"};
  const Choices c(Jungo::choices());
  const auto score_of = [&](const io::Document& doc) {
    auto s = Jungo::Status::decide(doc, c, {});
    return Jungo::Counting::count(doc, Jungo::Territory::classify(doc, s, c), c);
  };
  const auto filled = score_of(document(rows, Color::black));
  CHECK(filled.stones_black == 10);
  CHECK(filled.stones_white == 10);
  io::Document ended = document(rows, Color::black);
  ended.position.play({Color::black, kNoPoint});
  ended.position.play({Color::white, kNoPoint});
  const auto as_it_stands = score_of(ended);
  CHECK(as_it_stands.stones_black == 8);
  CHECK(as_it_stands.stones_white == 9);
}

TEST_CASE("area counting reads the stones of an area map, and the live stones of a plain map", "[jungo][counting]") {
  // Black (0,0) and (1,0) live; the white stone (3,0) is dead in Black's territory (2,0)-(4,0).
  const io::Document doc = document({"XX.O.", "....."}, Color::black);
  const Board& b = doc.position.board();
  parts::TerritoryMap plain;
  plain.points = {{b.point(0, 0), PointClass::stone, {}},
                  {b.point(1, 0), PointClass::stone, {}},
                  {b.point(2, 0), PointClass::black_territory, {}},
                  {b.point(3, 0), PointClass::black_territory, {}},
                  {b.point(4, 0), PointClass::black_territory, {}}};
  plain.territory = {3, 0};
  plain.dead_removed = {1, 0};
  const auto counted = parts::area_count(doc.position, plain, parts::AreaItems::stones_and_points, 0.5, "");
  CHECK(counted.stones_black == 2);
  CHECK(counted.stones_white == 0);
  CHECK(counted.total_black == 5);
  CHECK(counted.total_white == 0.5);
  // An area map brings its own stones (a play-out's end): the points of the start do not count.
  parts::AreaMap at_end{plain, {4, 1}};
  const auto stones_only = parts::area_count(doc.position, at_end, parts::AreaItems::stones_only, 0, "");
  CHECK(stones_only.stones_black == 4);
  CHECK(stones_only.stones_white == 1);
  CHECK(stones_only.total_black == 4);
  CHECK(stones_only.total_white == 1);
}

TEST_CASE("Jungo judges no empty point joined to a fragment's open area, contested or not", "[jungo][fragment]") {
  // Open sides: right and bottom. (3,1)-(3,3) lie between Black and White: contested points of
  // the sea, which the local play may use but whose owner the diagram does not show. The corner
  // (1,1) is closed off by Black.
  const auto docs = io::read_diagram_corpus(
      "id: between\n"
      "size: 9\n"
      "board:\n"
      "┌●┬○┬┬\n"
      "●●┼○┼┼\n"
      "├●┼○┼┼\n"
      "├┼┼┼┼┼\n",
      "between.txt");
  const io::Document& doc = docs.at(0);
  const Board& b = doc.position.board();
  const auto cell = [&](int col, int row) { return b.point(doc.fragment->x0 + col - 1, doc.fragment->y0 + row - 1); };
  REQUIRE_FALSE(doc.position.open_area().contains(cell(3, 2)));  // contested, so not open area itself
  const Choices c(Jungo::choices());
  auto s = Jungo::Status::decide(doc, c, {});
  const auto t = Jungo::Territory::classify(doc, s, c);
  const auto judged = [&](Point p) {
    return std::any_of(t.points.begin(), t.points.end(), [&](const PointVerdict& v) { return v.point == p; });
  };
  for (int row = 1; row <= 3; ++row) CHECK_FALSE(judged(cell(3, row)));
  CHECK_FALSE(judged(cell(3, 4)));  // the open area
  CHECK(judged(cell(1, 1)));
  CHECK(judged(cell(2, 1)));  // a stone
}

// Two pass-alive groups and three dame, D7, D5 and D3, each a region of its own: a game whose parts
// are played in turn, so the side to move fills two and his opponent one. Each region played from
// the side to move would give him all three.
const test::Picture kThreeDame = {"XXX.OOO", ".XXXOO.", "XXX.OOO", "XXXOOOO", "XXX.OOO", ".XXXOO.", "XXXXOOO"};

solver::Playout whole_play_out(const Board& b, const PointSet& region, Color first) {
  solver::PlayoutRules rules;
  rules.count = solver::LocalCount::stones;
  return solver::play_out(b, region, rules, first, {});
}

TEST_CASE("Jungo plays separate regions in turn, as parts of one game", "[jungo][playout]") {
  const Choices c(Jungo::choices());
  for (Color to_move : {Color::black, Color::white}) {
    INFO(color_name(to_move) << " to move");
    const io::Document doc = document(kThreeDame, to_move);
    const Board& b = doc.position.board();
    auto s = Jungo::Status::decide(doc, c, {});
    const auto score = Jungo::Counting::count(doc, Jungo::Territory::classify(doc, s, c), c);
    // 22 and 20 stones, and two of the three dame to the side to move.
    CHECK(score.stones_black == (to_move == Color::black ? 24 : 23));
    CHECK(score.stones_white == (to_move == Color::black ? 21 : 22));
    // The same as one play-out of the three points together, where the moves alternate.
    PointSet dame;
    for (const char* v : {"D7", "D5", "D3"}) dame.insert(*parse_gtp_vertex(b, v));
    const solver::Playout whole = whole_play_out(b, dame, to_move);
    REQUIRE(whole.end == solver::PlayoutEnd::exact);
    CHECK(score.stones_black - score.stones_white - (22 - 20) == whole.value);
  }
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
