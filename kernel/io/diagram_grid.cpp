#include "kernel/io/diagram_grid.hpp"

#include <algorithm>
#include <array>

namespace kiyaku::io::diagram_detail {
namespace {

struct BoxGlyph {
  std::string_view glyph;
  BoxEdges edges;
};

constexpr std::array<BoxGlyph, 9> kBoxGlyphs{{
    {"┌", {.top = true, .left = true}},
    {"┬", {.top = true}},
    {"┐", {.top = true, .right = true}},
    {"├", {.left = true}},
    {"┼", {}},
    {"┤", {.right = true}},
    {"└", {.bottom = true, .left = true}},
    {"┴", {.bottom = true}},
    {"┘", {.bottom = true, .right = true}},
}};

bool is_label(std::string_view glyph) {
  if (glyph == "×") return true;
  return glyph.size() == 1 && ((glyph[0] >= 'a' && glyph[0] <= 'z') || (glyph[0] >= 'A' && glyph[0] <= 'Z'));
}

GridCell read_cell(std::string_view glyph, const SourceLocation& where) {
  GridCell cell{glyph, Color::empty, std::nullopt, {}};
  if (glyph == "●")
    cell.stone = Color::black;
  else if (glyph == "○")
    cell.stone = Color::white;
  else if (is_label(glyph))
    cell.label = std::string(glyph);
  else {
    const auto box =
        std::find_if(kBoxGlyphs.begin(), kBoxGlyphs.end(), [&](const BoxGlyph& b) { return b.glyph == glyph; });
    if (box == kBoxGlyphs.end())
      throw InputError(where, "unknown glyph '" + std::string(glyph) +
                                  "' in a board row (expected ● ○, a box glyph ┌┬┐├┼┤└┴┘ or a label a-z A-Z ×)");
    cell.box = box->edges;
  }
  return cell;
}

// --- placement --------------------------------------------------------------

enum class Side { top, bottom, left, right };
constexpr std::array<Side, 4> kSides{Side::top, Side::bottom, Side::left, Side::right};

struct Cell {
  int col = 0, row = 0;
};

struct SideReading {
  bool edge = false;            // the side lies on a board edge
  std::optional<Cell> witness;  // the first box glyph on the side, which decided `edge`
};

using SideReadings = std::array<SideReading, 4>;

SideReading& reading(SideReadings& r, Side s) { return r[static_cast<std::size_t>(s)]; }
const SideReading& reading(const SideReadings& r, Side s) { return r[static_cast<std::size_t>(s)]; }

bool draws(const BoxEdges& e, Side s) {
  switch (s) {
    case Side::top: return e.top;
    case Side::bottom: return e.bottom;
    case Side::left: return e.left;
    default: return e.right;
  }
}

std::string side_name(Side s) {
  switch (s) {
    case Side::top: return "top";
    case Side::bottom: return "bottom";
    case Side::left: return "left";
    default: return "right";
  }
}

std::string side_line(Side s) { return side_name(s) + (s == Side::top || s == Side::bottom ? " row" : " column"); }

bool on_side(const Grid& g, Cell c, Side s) {
  switch (s) {
    case Side::top: return c.row == 1;
    case Side::bottom: return c.row == g.rows();
    case Side::left: return c.col == 1;
    default: return c.col == g.cols();
  }
}

std::string describe_cell(const Grid& g, Cell c) {
  return std::string(g.at(c.col, c.row).glyph) + " at (" + std::to_string(c.col) + "," + std::to_string(c.row) + ")";
}

// A side is a board edge when its first visible box glyph draws that edge. Stones and
// labels hide glyphs; a side with no visible glyph is taken as open.
SideReading read_side(const Grid& g, Side s) {
  const bool horizontal = s == Side::top || s == Side::bottom;
  const int length = horizontal ? g.cols() : g.rows();
  for (int i = 1; i <= length; ++i) {
    const Cell c = horizontal ? Cell{i, s == Side::top ? 1 : g.rows()} : Cell{s == Side::left ? 1 : g.cols(), i};
    if (const auto& box = g.at(c.col, c.row).box) return {draws(*box, s), c};
  }
  return {};
}

void check_fits(const Grid& g, int size) {
  if (g.rows() > size)
    throw InputError(g.row_start(size + 1),
                     "the fragment has " + std::to_string(g.rows()) + " rows, the board only " + std::to_string(size));
  if (g.cols() > size)
    throw InputError(g.where(size + 1, 1), "the fragment has " + std::to_string(g.cols()) +
                                               " columns, the board only " + std::to_string(size));
}

// A fragment as long as the board on one axis covers it from edge to edge; one that shows
// both edges of an axis must be exactly that long.
void check_span(const Grid& g, int size, Side first, Side last, SideReadings& sides) {
  const bool horizontal = first == Side::left;
  const int extent = horizontal ? g.cols() : g.rows();
  const std::string unit = horizontal ? " columns" : " rows";
  if (extent == size) {
    for (Side s : {first, last}) {
      SideReading& r = reading(sides, s);
      if (r.witness && !r.edge)
        throw InputError(g.where(r.witness->col, r.witness->row),
                         "the fragment spans all " + std::to_string(size) + unit + " of the board, so its " +
                             side_line(s) + " is the board edge, but " + describe_cell(g, *r.witness) +
                             " does not draw it");
      r.edge = true;
    }
  }
  const SideReading& end = reading(sides, last);
  if (reading(sides, first).edge && end.edge && extent != size)
    throw InputError(g.where(end.witness->col, end.witness->row),
                     "the fragment shows both the " + side_name(first) + " and the " + side_name(last) +
                         " edge, so it needs " + std::to_string(size) + unit + ", not " + std::to_string(extent));
}

std::string contradiction(const Grid& g, Cell c, Side s, const SideReading& r, bool drawn) {
  const std::string glyph = std::string(g.at(c.col, c.row).glyph);
  const std::string edge = "the " + side_name(s) + " edge of the board";
  if (drawn && !on_side(g, c, s))
    return glyph + " draws " + edge + ", but it is not in the " + side_line(s) + " of the fragment";
  if (drawn) return glyph + " draws " + edge + ", but " + describe_cell(g, *r.witness) + " does not";
  if (r.witness) return glyph + " does not draw " + edge + ", which " + describe_cell(g, *r.witness) + " draws";
  return glyph + " does not draw " + edge + ", which the fragment touches because it spans the board";
}

// Every visible box glyph must draw exactly the edges its cell lies on.
void check_glyphs(const Grid& g, const SideReadings& sides) {
  for (int row = 1; row <= g.rows(); ++row)
    for (int col = 1; col <= g.cols(); ++col) {
      const auto& box = g.at(col, row).box;
      if (!box) continue;
      for (Side s : kSides) {
        const SideReading& r = reading(sides, s);
        const bool drawn = draws(*box, s);
        if (drawn != (r.edge && on_side(g, {col, row}, s)))
          throw InputError(g.where(col, row), contradiction(g, {col, row}, s, r, drawn));
      }
    }
}

// Edges fix the offset of an axis; with neither edge shown, the fragment is centred.
int offset(bool start_edge, bool end_edge, int extent, int size) {
  if (start_edge) return 0;
  if (end_edge) return size - extent;
  return (size - extent) / 2;
}

}  // namespace

Grid::Grid(int cols, std::vector<GridCell> cells, std::vector<Line> rows, std::string file)
    : cols_(cols), cells_(std::move(cells)), rows_(std::move(rows)), file_(std::move(file)) {}

const GridCell& Grid::at(int col, int row) const {
  return cells_[static_cast<std::size_t>((row - 1) * cols_ + (col - 1))];
}

SourceLocation Grid::where(int col, int row) const {
  return {file_, rows_[static_cast<std::size_t>(row - 1)].number, col};
}

Grid read_grid(const RawField& board, const std::string& file) {
  if (!board.field.value.empty())
    throw InputError({file, board.line.number, column_at(board.line.text, board.value_offset)},
                     "board rows go on the lines after 'board:', not on the same line");
  if (board.block.empty()) throw InputError({file, board.line.number, 0}, "'board:' is followed by no rows");
  int cols = -1;
  std::vector<GridCell> cells;
  for (const Line& row : board.block) {
    const auto points = code_points(row.text);
    const int width = static_cast<int>(points.size());
    if (cols < 0) cols = width;
    if (width != cols)
      throw InputError({file, row.number, std::min(width, cols) + 1},
                       "board row has " + std::to_string(width) + " points, the first row has " + std::to_string(cols));
    for (int i = 0; i < width; ++i)
      cells.push_back(read_cell(points[static_cast<std::size_t>(i)], {file, row.number, i + 1}));
  }
  return Grid(cols, std::move(cells), board.block, file);
}

Placement place_grid(const Grid& grid, int size) {
  check_fits(grid, size);
  SideReadings sides;
  for (Side s : kSides) reading(sides, s) = read_side(grid, s);
  check_span(grid, size, Side::top, Side::bottom, sides);
  check_span(grid, size, Side::left, Side::right, sides);
  check_glyphs(grid, sides);
  const bool top = reading(sides, Side::top).edge, bottom = reading(sides, Side::bottom).edge;
  const bool left = reading(sides, Side::left).edge, right = reading(sides, Side::right).edge;
  Placement p;
  p.cols = grid.cols();
  p.rows = grid.rows();
  p.x0 = offset(left, right, p.cols, size);
  p.y0 = offset(top, bottom, p.rows, size);
  p.open_top = !top;
  p.open_bottom = !bottom;
  p.open_left = !left;
  p.open_right = !right;
  return p;
}

}  // namespace kiyaku::io::diagram_detail
