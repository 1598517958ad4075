// A rule-book diagram whose open sides show only one colour's walls draws that colour's
// surroundings: the searches let that colour, and only it, take the liberties an invader finds
// on the board beyond the diagram (solver::surroundings_fringe, attacker_fringe, Fringe).
#include <catch2/catch.hpp>
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "kernel/io/diagram.hpp"
#include "kernel/position.hpp"
#include "kernel/solver/playout.hpp"
#include "kernel/solver/region.hpp"
#include "kernel/vertex.hpp"
#include "tests/kernel/test_boards.hpp"

namespace kiyaku {
namespace {

const std::string kSurroundingsCorpusPath = KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt";

const io::Document& surroundings_record(std::string_view id) {
  static const std::vector<io::Document> docs =
      io::read_diagram_corpus(io::read_text_file(kSurroundingsCorpusPath), kSurroundingsCorpusPath);
  const auto it = std::find_if(docs.begin(), docs.end(), [&](const io::Document& d) { return d.id == id; });
  REQUIRE(it != docs.end());
  return *it;
}

using test::at;

}  // namespace

TEST_CASE("a fragment framed by one colour is surrounded by it; one framed by both is not", "[region][fragment]") {
  CHECK(solver::surrounding_colour(surroundings_record("j89-ref18-3").position) == Color::white);
  CHECK(solver::surrounding_colour(surroundings_record("j89-ref08-3").position) == Color::white);
  // 死活例20: White's wall on the right and below, Black's string on the left edge.
  CHECK(solver::surrounding_colour(surroundings_record("j89-ex20").position) == Color::empty);
}

TEST_CASE("a fragment read with the board beyond untouched has no surrounding colour and no fringe",
          "[region][fragment]") {
  Position pos = surroundings_record("j89-ref18-3").position;
  pos.set_beyond(Beyond::untouched);
  const Board& b = pos.board();
  CHECK(solver::surrounding_colour(pos) == Color::empty);
  const solver::SettledFacts facts = solver::settled_facts(pos);
  const PointSet region = solver::local_region(pos, facts, at(b, "G19"), solver::RegionKind::benson);
  CHECK(solver::surroundings_fringe(pos, region).empty());
  CHECK(solver::attacker_fringe(pos, facts, region, Color::white).empty());
}

TEST_CASE("only the surrounding colour may take the liberties beyond the diagram", "[region][fragment]") {
  // 参考図18<3>: H19 lies between Black's G19 and White's H18, so the fight may use it; J19 beyond
  // it is open area, which White's surroundings would fill.
  const Position& pos = surroundings_record("j89-ref18-3").position;
  const Board& b = pos.board();
  const solver::SettledFacts facts = solver::settled_facts(pos);
  const PointSet region = solver::local_region(pos, facts, at(b, "G19"), solver::RegionKind::benson);
  REQUIRE(region.contains(at(b, "H19")));
  const PointSet fringe = solver::surroundings_fringe(pos, region);
  CHECK(fringe.to_vector() == std::vector<Point>{at(b, "J19")});
  CHECK(solver::attacker_fringe(pos, facts, region, Color::white) == fringe);
  CHECK(solver::attacker_fringe(pos, facts, region, Color::black).empty());
  // 死活例20 has no surrounding colour, so no fringe either.
  const Position& both = surroundings_record("j89-ex20").position;
  const solver::SettledFacts both_facts = solver::settled_facts(both);
  const PointSet r = solver::local_region(both, both_facts, at(both.board(), "E17"), solver::RegionKind::benson);
  CHECK(solver::surroundings_fringe(both, r).empty());
}

TEST_CASE("a play-out's fringe is played by its holder only, and only next to the other's stone",
          "[playout][fragment]") {
  // The region is the left three columns; column 3 (x = 3) beyond it is White's fringe.
  const Board b = test::board_from({"X.O..", "...O.", "....."});
  PointSet region;
  for (Point p : b.points())
    if (b.coord(p).x < 3) region.insert(p);
  solver::Fringe fringe{{}, Color::white};
  for (int y = 0; y < 3; ++y) fringe.points.insert(b.point(3, y));
  const auto plays_at = [&](Color to_move, Point p, const Board& board) {
    solver::PlayoutGame game(board, region, {}, to_move, fringe);
    std::vector<solver::PlayoutMove> moves;
    game.moves(moves);
    return std::any_of(moves.begin(), moves.end(), [&](const solver::PlayoutMove& m) { return m.point == p; });
  };
  CHECK_FALSE(plays_at(Color::white, b.point(3, 2), b));  // next to no black stone: a waiting move
  CHECK_FALSE(plays_at(Color::black, b.point(3, 2), b));  // never Black's
  Board reached = b;
  reached.play(Color::black, b.point(2, 2));
  CHECK(plays_at(Color::white, b.point(3, 2), reached));  // takes a liberty of Black's stone at (2,2)
  CHECK_FALSE(plays_at(Color::black, b.point(3, 2), reached));
}

}  // namespace kiyaku

namespace kiyaku {

TEST_CASE("a game record's assumed territory next to a play-out's region is its owner's fringe", "[playout][region]") {
  // White's wall is assumed alive, Black's stone in the corner is not: the points more than two
  // steps from it are White's assumed area, and the two of them next to the region are White's
  // fringe.
  Position pos(test::board_from({"X....O", ".....O", "OOOOOO"}));
  const Board& b = pos.board();
  pos.set_assumed_alive(test::marked(b, {".....a", ".....a", "aaaaaa"}, 'a'));
  const PointSet region = test::marked(b, {"aaa...", "aa....", "......"}, 'a');
  const std::array<PointSet, 2> fringe = solver::assumed_fringe(b, solver::assumed_area(pos), region);
  CHECK(fringe[color_index(Color::white)] == test::marked(b, {"...a..", "..a...", "......"}, 'a'));
  CHECK(fringe[color_index(Color::black)].empty());
  // Black's stone at the region's edge (C19) can still be taken: White fills its liberty D19 in
  // his area. Without the fringe nobody could, and the stone would stand for ever.
  solver::Fringe played;
  played.assumed = fringe;
  const auto plays_at = [&](Color to_move, Point p, const Board& board) {
    solver::PlayoutGame game(board, region, {}, to_move, played);
    std::vector<solver::PlayoutMove> moves;
    game.moves(moves);
    return std::any_of(moves.begin(), moves.end(), [&](const solver::PlayoutMove& m) { return m.point == p; });
  };
  const Point d19 = b.point(3, 0);
  CHECK_FALSE(plays_at(Color::white, d19, b));  // next to no black stone: a waiting move
  Board edge = b;
  edge.play(Color::black, b.point(2, 0));
  CHECK(plays_at(Color::white, d19, edge));
  CHECK_FALSE(plays_at(Color::black, d19, edge));  // never Black's
}

}  // namespace kiyaku
