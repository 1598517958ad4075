// The board's symmetries and the colour swap, as maps of points and colours. The invariance
// checks turn whole positions with them (compare/symmetry.hpp); the play-out line uses them to
// choose among equal moves the same way however the board is turned (kernel/solver/playout.cpp).
#pragma once
#include <string>
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku {

struct Symmetry {
  int index = 0;  // 0-7: bit 0 mirrors left-right, bit 1 top-bottom, bit 2 transposes
  bool swap_colours = false;
  bool transposes() const { return (index & 4) != 0; }
  std::string name() const;  // "transpose, colours swapped"
};

// Every transform the board admits but the identity: 15 on a square board (7 geometric, 8 with
// the colours swapped), 7 on a rectangle (no transposition).
std::vector<Symmetry> board_symmetries(const Board& b);

Point map_point(const Board& b, Point p, Symmetry s);
Color map_color(Color c, Symmetry s);

}  // namespace kiyaku
