// Internal to the diagram reader: the board rows of a record as a grid of cells, and the
// placement of that fragment on the full board, read from its edge glyphs.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/io/diagram_text.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::io::diagram_detail {

// The board edges a box glyph draws: ┌ draws top and left, ┼ draws none.
struct BoxEdges {
  bool top = false, bottom = false, left = false, right = false;
};

struct GridCell {
  std::string_view glyph;  // as written
  Color stone = Color::empty;
  std::optional<BoxEdges> box;  // empty points drawn with a box glyph
  std::string label;            // empty points drawn with a label ("a", "A", "×")
};

// Cells are addressed like the corpus: (col, row), 1-based from the top-left.
class Grid {
 public:
  Grid(int cols, std::vector<GridCell> cells, std::vector<Line> rows, std::string file);

  int cols() const noexcept { return cols_; }
  int rows() const noexcept { return static_cast<int>(rows_.size()); }
  const GridCell& at(int col, int row) const;
  // Where the cell is written in the file (its line and code-point column).
  SourceLocation where(int col, int row) const;
  SourceLocation row_start(int row) const { return where(1, row); }

 private:
  int cols_;
  std::vector<GridCell> cells_;
  std::vector<Line> rows_;
  std::string file_;
};

// Reads the rows of a "board:" field. InputError on an unknown glyph or ragged rows.
Grid read_grid(const RawField& board, const std::string& file);

// Places the fragment on a size x size board from the edge glyphs it shows (see
// diagram.cpp for the rules). InputError when the glyphs contradict each other or the
// fragment cannot fit.
Placement place_grid(const Grid& grid, int size);

}  // namespace kiyaku::io::diagram_detail
