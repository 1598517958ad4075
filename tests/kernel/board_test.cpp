#include "kernel/board.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <tuple>
#include <vector>

#include "kernel/zobrist.hpp"
#include "tests/kernel/test_boards.hpp"

using namespace kiyaku;
using kiyaku::test::board_from;
using kiyaku::test::picture_of;
using kiyaku::test::point_at;
using kiyaku::test::Rows;

namespace {

using kiyaku::test::B;
using kiyaku::test::W;

// The hash as defined: xor of the stone keys of every stone on the board.
std::uint64_t hash_from_scratch(const Board& b) {
  std::uint64_t h = 0;
  for (Point p : b.points())
    if (is_stone(b.at(p))) h ^= zobrist::stone(b.at(p), p);
  return h;
}

// The chain of p and its liberties found by a flood fill over colours alone.
std::pair<PointSet, PointSet> flood_chain(const Board& b, Point p) {
  PointSet chain, liberties;
  std::vector<Point> stack{p};
  chain.insert(p);
  while (!stack.empty()) {
    const Point s = stack.back();
    stack.pop_back();
    for (Point n : b.neighbours(s)) {
      if (b.at(n) == Color::empty) liberties.insert(n);
      if (b.at(n) != b.at(p) || chain.contains(n)) continue;
      chain.insert(n);
      stack.push_back(n);
    }
  }
  return {chain, liberties};
}

// Every chain query agrees with a flood fill, and the counters with the stones.
void check_chains_match_stones(const Board& b) {
  int stones[2] = {0, 0};
  for (Point p : b.points()) {
    if (!is_stone(b.at(p))) continue;
    ++stones[color_index(b.at(p))];
    const auto [chain, liberties] = flood_chain(b, p);
    REQUIRE(b.chain(p) == chain);
    REQUIRE(b.liberties(p) == liberties);
    REQUIRE(b.chain_size(p) == static_cast<int>(chain.size()));
    REQUIRE(b.liberty_count(p) == static_cast<int>(liberties.size()));
    for (int limit = 1; limit <= 4; ++limit)
      REQUIRE(b.liberties_up_to(p, limit) == std::min(limit, static_cast<int>(liberties.size())));
    REQUIRE(b.in_atari(p) == (liberties.size() == 1));
    if (liberties.size() == 1) REQUIRE(liberties.contains(b.only_liberty(p)));
    REQUIRE(chain.contains(b.chain_head(p)));
  }
  REQUIRE(b.stone_count(B) == stones[0]);
  REQUIRE(b.stone_count(W) == stones[1]);
  REQUIRE(b.hash() == hash_from_scratch(b));
}

std::vector<Point> legal_points(const Board& b, Color c) {
  std::vector<Point> out;
  for (Point p : b.points())
    if (b.check(c, p) == PlayCheck::legal) out.push_back(p);
  return out;
}

// Random legal play from a fixed seed; passes when no play is legal and now and then anyway.
class RandomGame {
 public:
  RandomGame(int width, int height, unsigned seed) : board(width, height), rng_(seed) {}

  Move next_move() {
    const auto legal = legal_points(board, to_move);
    if (legal.empty() || rng_() % 16 == 0) return Move{to_move, kNoPoint};
    return Move{to_move, legal[rng_() % legal.size()]};
  }
  PlayEffect play(Move m) {
    to_move = opponent(to_move);
    if (m.is_pass()) {
      board.pass();
      return {};
    }
    return board.play(m.color, m.point);
  }

  Board board;
  Color to_move = B;

 private:
  std::mt19937 rng_;
};

using Size = std::tuple<int, int>;
const auto kAllSizes = {Size{2, 2}, Size{3, 3}, Size{5, 7}, Size{7, 5}, Size{9, 9}, Size{19, 19}, Size{25, 25}};

}  // namespace

// --- geometry ------------------------------------------------------------------

TEST_CASE("every board point maps to its coordinates and back, bordered by sentinels", "[board]") {
  const auto [w, h] = GENERATE(values(kAllSizes));
  const Board b(w, h);
  REQUIRE(b.points().size() == static_cast<std::size_t>(w * h));
  Point previous = 0;
  for (Point p : b.points()) {
    CHECK(p > previous);  // reading order
    previous = p;
    CHECK(b.on_board(p));
    CHECK(b.at(p) == Color::empty);
    CHECK(b.point(b.coord(p)) == p);
  }
  CHECK_FALSE(b.on_board(kNoPoint));
  for (int x = -1; x <= w; ++x) {
    CHECK(b.at(b.point(x, -1)) == Color::border);
    CHECK(b.at(b.point(x, h)) == Color::border);
  }
  for (int y = 0; y < h; ++y) {
    CHECK(b.at(b.point(-1, y)) == Color::border);
    CHECK(b.at(b.point(w, y)) == Color::border);  // = column -1 of the next row
  }
  CHECK(b.check(B, kNoPoint) == PlayCheck::off_board);
  CHECK(b.check(B, b.point(-1, 0)) == PlayCheck::off_board);
  CHECK(b.check(B, b.point(0, h)) == PlayCheck::off_board);
}

TEST_CASE("a board refuses sizes outside 2 to 25", "[board]") {
  CHECK_THROWS_AS(Board(1, 5), std::invalid_argument);
  CHECK_THROWS_AS(Board(26), std::invalid_argument);
  CHECK_THROWS_AS(Board(5, 0), std::invalid_argument);
  CHECK_NOTHROW(Board(2, 25));
}

// --- captures ------------------------------------------------------------------

TEST_CASE("a stone is captured in each corner, on each edge and in the centre", "[board]") {
  const auto [w, h] = GENERATE(values(kAllSizes));
  std::vector<Coord> targets = {{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}};
  if (w >= 3 && h >= 3) {
    targets.insert(targets.end(), {{w / 2, 0}, {0, h / 2}, {w - 1, h / 2}, {w / 2, h - 1}, {w / 2, h / 2}});
  }
  for (Coord target : targets) {
    CAPTURE(w, h, target.x, target.y);
    Board fresh(w, h);
    const Point victim = fresh.point(target);
    fresh.play(B, victim);
    std::vector<Point> surround;
    for (Point n : fresh.neighbours(victim))
      if (fresh.on_board(n)) surround.push_back(n);
    for (std::size_t i = 0; i + 1 < surround.size(); ++i) {
      CHECK(fresh.play(W, surround[i]).captured == 0);
      CHECK(fresh.at(victim) == B);
    }
    CHECK(fresh.in_atari(victim));
    CHECK(fresh.would_capture_count(W, surround.back()) == 1);
    const PlayEffect effect = fresh.play(W, surround.back());
    CHECK(effect.captured == 1);
    CHECK(effect.single_capture == victim);
    CHECK(fresh.at(victim) == Color::empty);
    CHECK(fresh.stone_count(B) == 0);
    CHECK(fresh.captures_by(W) == 1);
    CHECK(fresh.captures_by(B) == 0);
    CHECK(fresh.hash() == hash_from_scratch(fresh));
    check_chains_match_stones(fresh);
  }
}

TEST_CASE("a multi-stone chain on the edge is captured whole", "[board]") {
  Board b = board_from({"OXXXO", ".OOa.", "....."});
  const Point a = point_at(b, {"OXXXO", ".OOa.", "....."}, 'a');
  CHECK(b.liberty_count(b.point(1, 0)) == 1);
  CHECK(b.would_capture_count(W, a) == 3);
  const PlayEffect effect = b.play(W, a);
  CHECK(effect.captured == 3);
  CHECK(effect.single_capture == kNoPoint);
  CHECK_FALSE(effect.ko_capture);
  CHECK(picture_of(b) == Rows{"O...O", ".OOO.", "....."});
  CHECK(b.captures_by(W) == 3);
  check_chains_match_stones(b);
}

TEST_CASE("one play captures several chains at once", "[board]") {
  const test::Picture picture = {".XOX.", "XOaOX", ".XOX.", ".XOX.", "..X.."};
  Board b = board_from(picture);
  const Point a = point_at(b, picture, 'a');
  // Three single stones and a two-stone chain: the last liberty of all four chains is a.
  CHECK(b.would_capture_count(B, a) == 5);
  const PlayEffect effect = b.play(B, a);
  CHECK(effect.captured == 5);
  CHECK(effect.single_capture == kNoPoint);
  CHECK_FALSE(effect.ko_capture);
  CHECK(picture_of(b) == Rows{".X.X.", "X.X.X", ".X.X.", ".X.X.", "..X.."});
  CHECK(b.stone_count(W) == 0);
  CHECK(b.captures_by(B) == 5);
  check_chains_match_stones(b);
}

TEST_CASE("a play without liberties that captures is legal: captures come before the suicide test", "[board]") {
  const test::Picture picture = {"aOX", "OX.", "X.."};
  Board b = board_from(picture);
  const Point a = point_at(b, picture, 'a');
  CHECK(b.check(B, a) == PlayCheck::legal);
  CHECK(b.would_capture(B, a));
  const PlayEffect effect = b.play(B, a);
  CHECK(effect.captured == 2);
  CHECK(picture_of(b) == Rows{"X.X", ".X.", "X.."});
  CHECK(b.liberty_count(a) == 2);
  check_chains_match_stones(b);
}

TEST_CASE("the smallest board: a 2x2 capture leaves the capturer with the whole board", "[board]") {
  Board b(2);
  b.play(B, b.point(0, 0));
  b.play(W, b.point(1, 1));
  b.play(B, b.point(1, 0));  // black chain: liberty (0,1) only
  CHECK(b.check(W, b.point(0, 1)) == PlayCheck::legal);
  const PlayEffect effect = b.play(W, b.point(0, 1));
  CHECK(effect.captured == 2);
  CHECK(picture_of(b) == Rows{"..", "OO"});
  CHECK(b.liberty_count(b.point(0, 1)) == 2);
  check_chains_match_stones(b);
}

// --- suicide and occupancy ----------------------------------------------------------

TEST_CASE("a single-stone suicide is refused by check()", "[board]") {
  const test::Picture picture = {"aO.", "O..", "..."};
  const Board b = board_from(picture);
  const Point a = point_at(b, picture, 'a');
  CHECK(b.check(B, a) == PlayCheck::suicide);
  CHECK_FALSE(b.would_capture(B, a));
  CHECK(b.check(W, a) == PlayCheck::legal);  // filling one's own eye is not suicide
}

TEST_CASE("a multi-stone suicide is refused, even when the chain touches the point twice", "[board]") {
  const test::Picture picture = {"XXO.", "XaO.", "XXO.", "OO.."};
  const Board b = board_from(picture);
  const Point a = point_at(b, picture, 'a');
  CHECK(b.liberty_count(b.point(0, 0)) == 1);
  CHECK(b.check(B, a) == PlayCheck::suicide);
  CHECK(b.would_capture_count(W, a) == 5);
  CHECK(b.check(W, a) == PlayCheck::legal);
}

TEST_CASE("filling a liberty is legal while the joined chain keeps another", "[board]") {
  const test::Picture picture = {"Xa.", "OO.", "..."};
  Board b = board_from(picture);
  const Point a = point_at(b, picture, 'a');
  CHECK(b.check(B, a) == PlayCheck::legal);
  b.play(B, a);
  CHECK(b.chain_size(a) == 2);
  CHECK(b.liberties(a) == test::marked(b, {"..a", "...", "..."}, 'a'));
  CHECK(b.would_capture_count(W, b.point(2, 0)) == 2);
}

TEST_CASE("a play on a stone is refused as occupied", "[board]") {
  const Board b = board_from({"XO", ".."});
  CHECK(b.check(B, b.point(0, 0)) == PlayCheck::occupied);
  CHECK(b.check(W, b.point(0, 0)) == PlayCheck::occupied);
  CHECK(b.check(B, b.point(1, 0)) == PlayCheck::occupied);
}

// --- simple ko --------------------------------------------------------------------

namespace {
// Black takes the white stone at k by playing at c: the classic ko shape.
const test::Picture kKo = {".XO..", "XOcO.", ".XO..", ".....", "....."};
}  // namespace

TEST_CASE("a ko capture is reported and the immediate retake is refused", "[board]") {
  Board b = board_from(kKo);
  const Point c = point_at(b, kKo, 'c');
  const Point k = b.point(1, 1);
  const PlayEffect effect = b.play(B, c);
  CHECK(effect.captured == 1);
  CHECK(effect.single_capture == k);
  CHECK(effect.ko_capture);
  CHECK(b.ko_point() == k);
  CHECK(b.ko_color() == W);
  CHECK(b.check(W, k) == PlayCheck::ko_retake);
  CHECK(b.check(B, k) == PlayCheck::legal);  // black may fill the ko itself
  CHECK(b.would_capture_count(W, k) == 1);
}

TEST_CASE("the ko may be retaken after a move elsewhere or a pass", "[board]") {
  Board b = board_from(kKo);
  const Point k = b.point(1, 1);
  b.play(B, point_at(b, kKo, 'c'));
  SECTION("a move elsewhere") {
    b.play(W, b.point(4, 4));
    CHECK(b.ko_point() == kNoPoint);
    b.play(B, b.point(4, 3));
  }
  SECTION("a pass by each side") {
    b.pass();
    CHECK(b.ko_point() == kNoPoint);
    b.pass();
  }
  SECTION("a single pass clears the ban too: the board tracks one move only") { b.pass(); }
  CHECK(b.check(W, k) == PlayCheck::legal);
  const PlayEffect retake = b.play(W, k);
  CHECK(retake.ko_capture);
  CHECK(b.ko_color() == B);
  CHECK(b.check(B, point_at(b, kKo, 'c')) == PlayCheck::ko_retake);
}

TEST_CASE("undoing a ko capture brings back the previous ko ban", "[board]") {
  Board b = board_from(kKo);
  const Point c = point_at(b, kKo, 'c'), k = b.point(1, 1);
  b.play(B, c);
  b.pass();
  b.play(W, k);  // retake: black is now banned at c
  CHECK(b.ko_point() == c);
  b.undo();
  CHECK(b.ko_point() == kNoPoint);
  b.undo();
  CHECK(b.ko_point() == k);
  CHECK(b.ko_color() == W);
  CHECK(b.check(W, k) == PlayCheck::ko_retake);
}

TEST_CASE("taking one stone is not a ko capture when the capturer joins a chain or keeps liberties", "[board]") {
  SECTION("the capturer has two liberties afterwards") {
    Board b = board_from({"XO.", "...", "..."});
    const PlayEffect effect = b.play(W, b.point(0, 1));
    CHECK(effect.captured == 1);
    CHECK(effect.single_capture == b.point(0, 0));
    CHECK_FALSE(effect.ko_capture);
    CHECK(b.ko_point() == kNoPoint);
  }
  SECTION("the capturer joins a chain") {
    Board b = board_from({"OX.", ".X.", "..."});
    const PlayEffect effect = b.play(B, b.point(0, 1));
    CHECK(effect.captured == 1);
    CHECK(effect.single_capture == b.point(0, 0));
    CHECK(b.chain_size(b.point(0, 1)) == 3);
    CHECK_FALSE(effect.ko_capture);
  }
  SECTION("the capturer joins a chain left with one liberty: a snapback, not a ko") {
    Board b = board_from({"OX..", ".O..", "XO.."});
    const PlayEffect effect = b.play(B, b.point(0, 1));
    CHECK(effect.captured == 1);
    CHECK(b.liberty_count(b.point(0, 1)) == 1);
    CHECK_FALSE(effect.ko_capture);
    CHECK(b.ko_point() == kNoPoint);
    CHECK(b.check(W, b.point(0, 0)) == PlayCheck::legal);
    CHECK(b.would_capture_count(W, b.point(0, 0)) == 2);
  }
  SECTION("the capturer is a lone stone but has a second liberty") {
    Board b = board_from({".XO..", "XO.O.", ".X...", "....."});
    const PlayEffect effect = b.play(B, b.point(2, 1));
    CHECK(effect.captured == 1);
    CHECK(b.liberty_count(b.point(2, 1)) == 2);
    CHECK_FALSE(effect.ko_capture);
    CHECK(b.check(W, b.point(1, 1)) != PlayCheck::ko_retake);
  }
}

TEST_CASE("a play at the ko point that takes two or more stones is not a ko retake", "[board]") {
  // In legal play a ko retake always takes exactly one stone; a set-up board can hold a black
  // chain without liberties next to the ko, which shows the rule applies to single takes only.
  const test::Picture picture = {"XXO..", "XkcO.", "OXO..", "....."};
  Board b = board_from(picture);
  const Point k = point_at(b, picture, 'k'), c = point_at(b, picture, 'c');
  b.set_stone(k, W);
  REQUIRE(b.first_chain_without_liberty() == b.point(0, 0));
  const PlayEffect effect = b.play(B, c);
  REQUIRE(effect.ko_capture);
  REQUIRE(b.ko_point() == k);
  CHECK(b.would_capture_count(W, k) > 1);
  CHECK(b.check(W, k) == PlayCheck::legal);
}

// --- chain queries ----------------------------------------------------------------

TEST_CASE("chain, liberty and atari queries describe the chains on the board", "[board]") {
  const test::Picture picture = {"XX.O.", ".XOO.", "XX.OX", "....."};
  const Board b = board_from(picture);
  const Point black = b.point(0, 0);
  CHECK(b.chain(black) == test::marked(b, {"XX...", ".X...", "XX...", "....."}, 'X'));
  CHECK(b.chain_size(black) == 5);
  CHECK(b.liberties(black) == test::marked(b, {"..L..", "L....", "..L..", "LL..."}, 'L'));
  CHECK(b.liberty_count(black) == 5);
  CHECK_FALSE(b.in_atari(black));
  const Point white = b.point(3, 0);
  for (Point s : b.chain(white).to_vector()) CHECK(b.chain_head(s) == b.chain_head(white));
  CHECK(b.chain_size(white) == 4);
  CHECK(b.liberty_count(white) == 5);
  const Point lone = b.point(4, 2);
  CHECK(b.liberty_count(lone) == 2);
  int visited = 0;
  b.for_each_stone(black, [&](Point s) {
    CHECK(b.at(s) == B);
    ++visited;
  });
  CHECK(visited == 5);
}

TEST_CASE("chains joined by play keep exact liberties, and in_atari sees the last one", "[board]") {
  Board b(9);
  b.play(B, b.point(2, 2));
  b.play(B, b.point(4, 2));
  b.play(B, b.point(3, 3));
  b.play(B, b.point(3, 1));
  b.play(B, b.point(3, 2));  // joins four lone stones into a cross
  CHECK(b.chain_size(b.point(2, 2)) == 5);
  CHECK(b.liberty_count(b.point(3, 2)) == 8);
  check_chains_match_stones(b);
  for (Point p :
       {b.point(1, 2), b.point(2, 1), b.point(2, 3), b.point(4, 1), b.point(4, 3), b.point(5, 2), b.point(3, 0)})
    b.play(W, p);
  CHECK(b.in_atari(b.point(3, 2)));
  CHECK(b.liberties(b.point(3, 2)).to_vector() == std::vector<Point>{b.point(3, 4)});
  check_chains_match_stones(b);
}

// --- setup --------------------------------------------------------------------------

TEST_CASE("set_stone builds chains, clears the ko and history, and finds chains without liberties", "[board]") {
  Board b = board_from(kKo);
  b.play(B, point_at(b, kKo, 'c'));
  REQUIRE(b.ko_point() != kNoPoint);
  b.set_stone(b.point(4, 4), W);
  CHECK(b.ko_point() == kNoPoint);
  CHECK(b.undo_depth() == 0);
  check_chains_match_stones(b);
  CHECK(b.first_chain_without_liberty() == kNoPoint);

  Board small(2);
  small.set_stone(small.point(0, 0), B);
  small.set_stone(small.point(1, 0), W);
  CHECK(small.first_chain_without_liberty() == kNoPoint);
  small.set_stone(small.point(0, 1), W);
  CHECK(small.first_chain_without_liberty() == small.point(0, 0));
  small.set_stone(small.point(1, 1), W);
  CHECK(small.first_chain_without_liberty() == small.point(0, 0));
  small.set_stone(small.point(0, 0), Color::empty);
  CHECK(small.first_chain_without_liberty() == kNoPoint);
  check_chains_match_stones(small);
  small.set_stone(small.point(0, 0), W);  // four white stones: a whole-board chain without liberties
  CHECK(small.first_chain_without_liberty() == small.point(0, 0));
  CHECK(small.chain_size(small.point(1, 1)) == 4);
}

TEST_CASE("set_stone on every point of a large board keeps the hash and chains exact", "[board]") {
  const auto [w, h] = GENERATE(Size{19, 19}, Size{25, 25}, Size{5, 7});
  Board b(w, h);
  std::mt19937 rng(7);
  for (int i = 0; i < 3 * w * h; ++i) {
    const Point p = b.points()[rng() % b.points().size()];
    const Color colours[] = {Color::empty, B, W};
    b.set_stone(p, colours[rng() % 3]);
  }
  check_chains_match_stones(b);
}

// --- undo -----------------------------------------------------------------------------

TEST_CASE("every undo restores every internal array, along random games of every size", "[board]") {
  const auto [w, h] = GENERATE(values(kAllSizes));
  const unsigned seed = GENERATE(1u, 2u);
  CAPTURE(w, h, seed);
  RandomGame game(w, h, seed);
  const int moves = std::min(400, 3 * w * h);
  int captures = 0;
  for (int i = 0; i < moves; ++i) {
    const Move m = game.next_move();
    const Board before = game.board;
    const int expected_captures = m.is_pass() ? 0 : game.board.would_capture_count(m.color, m.point);
    const PlayEffect effect = game.play(m);
    CHECK(effect.captured == expected_captures);
    captures += effect.captured;
    REQUIRE(game.board.first_chain_without_liberty() == kNoPoint);
    REQUIRE(game.board.hash() == hash_from_scratch(game.board));
    if (w * h <= 81 || i % 16 == 0) check_chains_match_stones(game.board);
    const Board after = game.board;
    game.board.undo();
    REQUIRE(identical(game.board, before));
    REQUIRE(game.board.hash() == hash_from_scratch(game.board));
    // Play the same move again: the game goes on from an identical board.
    if (m.is_pass())
      game.board.pass();
    else
      game.board.play(m.color, m.point);
    REQUIRE(identical(game.board, after));
  }
  if (w * h >= 9) CHECK(captures > 0);  // the games exercise captures, not only quiet moves
}

TEST_CASE("a whole random game undone move by move returns to the empty board", "[board]") {
  const auto [w, h] = GENERATE(Size{9, 9}, Size{19, 19}, Size{5, 7}, Size{3, 3});
  CAPTURE(w, h);
  RandomGame game(w, h, 2024);
  std::vector<Board> snapshots;
  int captures = 0;
  for (int i = 0; i < 300; ++i) {
    snapshots.push_back(game.board);
    captures += game.play(game.next_move()).captured;
  }
  CHECK(captures > 0);
  REQUIRE(game.board.undo_depth() == 300);
  while (!snapshots.empty()) {
    game.board.undo();
    REQUIRE(identical(game.board, snapshots.back()));
    snapshots.pop_back();
  }
  CHECK(identical(game.board, Board(w, h)));
  CHECK(game.board.hash() == 0);
  CHECK(game.board.captures_by(B) == 0);
  CHECK(game.board.captures_by(W) == 0);
}

TEST_CASE("check() agrees with what play() does, at every point of random positions", "[board]") {
  const auto [w, h] = GENERATE(Size{5, 7}, Size{9, 9});
  RandomGame game(w, h, 99);
  for (int i = 0; i < 120; ++i) {
    for (Color c : {B, W})
      for (Point p : game.board.points()) {
        const PlayCheck verdict = game.board.check(c, p);
        if (verdict == PlayCheck::occupied) {
          REQUIRE(is_stone(game.board.at(p)));
          continue;
        }
        Board copy = game.board;
        const PlayEffect effect = copy.play(c, p);
        REQUIRE(effect.captured == game.board.would_capture_count(c, p));
        const bool no_liberty = copy.liberty_count(p) == 0;
        REQUIRE((verdict == PlayCheck::suicide) == no_liberty);
        if (verdict == PlayCheck::ko_retake) REQUIRE(effect.captured == 1);
      }
    game.play(game.next_move());
  }
}

TEST_CASE("would_ko_capture names the stone a ko capture would take, as play() then marks it", "[board]") {
  // Black at (2,1) takes the white stone at (1,1) and stands alone with that one liberty.
  const Board b = board_from({".XO..", "XO.O.", ".XO..", "....."});
  const Point ko = b.point(2, 1);
  CHECK(b.would_ko_capture(B, ko) == b.point(1, 1));
  Board played = b;
  const PlayEffect effect = played.play(B, ko);
  CHECK(effect.ko_capture);
  CHECK(effect.single_capture == b.point(1, 1));
  CHECK(b.would_ko_capture(B, b.point(0, 0)) == kNoPoint);             // next to its own stone, takes nothing
  CHECK(b.would_ko_capture(Color::white, b.point(0, 2)) == kNoPoint);  // next to an empty point
}

TEST_CASE("would_ko_capture is no ko where two stones are taken or the taker joins its own", "[board]") {
  // White at (3,0) stands alone with no empty neighbour but takes the two black stones.
  const Board two = board_from({"OXX.X", ".OOX.", "....."});
  CHECK(two.would_capture_count(Color::white, two.point(3, 0)) == 2);
  CHECK(two.would_ko_capture(Color::white, two.point(3, 0)) == kNoPoint);
  // White at (0,1) takes the one black stone at (0,0) but joins the white stone at (1,1).
  const Board joined = board_from({"XO...", ".O...", "X....", "....."});
  CHECK(joined.would_capture_count(Color::white, joined.point(0, 1)) == 1);
  CHECK(joined.would_ko_capture(Color::white, joined.point(0, 1)) == kNoPoint);
}
