// Internal to the diagram reader: the small notations of a record that refer to fragment
// cells — "sequence:" lines, "marks:" — and the "to_move:" word.
#pragma once
#include <string>
#include <vector>

#include "kernel/io/diagram_grid.hpp"

namespace kiyaku::io::diagram_detail {

// The fragment as placed on the board: turns fragment (col, row) into board points.
struct PlacedFragment {
  const Grid& grid;
  const Placement& placement;
  const Board& board;

  bool contains(int col, int row) const { return col >= 1 && row >= 1 && col <= grid.cols() && row <= grid.rows(); }
  Point point(int col, int row) const { return board.point(placement.x0 + col - 1, placement.y0 + row - 1); }
};

// "<label>: B1@(3,4)x1, W2 pass, ..." starting at `offset` of the line.
Sequence read_sequence(const Line& line, std::size_t offset, const std::string& file, const PlacedFragment& fragment);

// "□ on white stone (1,2); △ on white stone (2,1)"; each stone must be there.
std::vector<Mark> read_marks(const RawField& field, const std::string& file, const PlacedFragment& fragment);

// "none ..." -> Color::empty, "black ..." / "white ..." -> that colour.
Color read_to_move(const RawField& field, const std::string& file);

}  // namespace kiyaku::io::diagram_detail
