// Boards from random play, for property tests that need many realistic positions.
#pragma once
#include <catch2/catch.hpp>

#include <random>
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku::test {

// Random play that never fills its own one-point eye, for `plies` moves or to the end (two
// passes): such games build groups with eyes, many of them pass-alive.
inline Board random_game(int size, unsigned seed, int plies) {
  Board b(size);
  std::mt19937 rng(seed);
  Color c = Color::black;
  int passes = 0;
  for (int move = 0; passes < 2 && move < plies; ++move, c = opponent(c)) {
    std::vector<Point> candidates;
    for (Point p : b.points()) {
      bool own_eye = true;
      for (Point n : b.neighbours(p)) own_eye = own_eye && (b.at(n) == c || b.at(n) == Color::border);
      if (!own_eye && b.check(c, p) == PlayCheck::legal) candidates.push_back(p);
    }
    if (candidates.empty()) {
      b.pass();
      ++passes;
      continue;
    }
    passes = 0;
    b.play(c, candidates[rng() % candidates.size()]);
  }
  return b;
}

// The property tests' boards: `games` random 5x5 games, the odd seeds played to the end and the
// even ones stopped after `short_plies` moves, so settled and open fights both come up. `check`
// gets each board, with its seed in Catch's INFO.
template <class Check>
void for_each_random_game(unsigned games, int short_plies, Check&& check) {
  for (unsigned seed = 1; seed <= games; ++seed) {
    INFO("seed " << seed);
    check(random_game(5, seed, seed % 2 ? 1000 : short_plies));
  }
}

// Two areas to search a random board in: the whole board, and its left part only (strings
// reaching the right part then have liberties nobody may fill, which anchors them, and plays
// must respect them).
inline std::vector<PointSet> whole_and_left_part(const Board& b) {
  PointSet left;
  for (Point p : b.points())
    if (b.coord(p).x < b.width() - 2) left.insert(p);
  return {b.every_point(), left};
}

// The column just beyond that left part: where a fringe around it lies.
inline PointSet column_beyond_left_part(const Board& b) {
  PointSet beyond;
  for (Point p : b.points())
    if (b.coord(p).x == b.width() - 2) beyond.insert(p);
  return beyond;
}

}  // namespace kiyaku::test
