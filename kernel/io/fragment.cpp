#include "kernel/io/fragment.hpp"

#include <vector>

namespace kiyaku::io {

namespace {

// `outside` and every empty point joined to it through empty points.
PointSet sea_of(const Board& b, const PointSet& outside) {
  PointSet sea = outside;
  std::vector<Point> stack = outside.to_vector();
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    for (Point n : b.neighbours(p))
      if (b.at(n) == Color::empty && !sea.contains(n)) {
        sea.insert(n);
        stack.push_back(n);
      }
  }
  return sea;
}

bool contested(const Board& b, Point p) {
  bool black = false, white = false;
  for (Point n : b.neighbours(p)) {
    black = black || b.at(n) == Color::black;
    white = white || b.at(n) == Color::white;
  }
  return black && white;
}

bool on_open_side(const Board& b, const Placement& f, Point p) {
  const Coord c = b.coord(p);
  return (f.open_top && c.y == f.y0) || (f.open_bottom && c.y == f.y0 + f.rows - 1) || (f.open_left && c.x == f.x0) ||
         (f.open_right && c.x == f.x0 + f.cols - 1);
}

bool inside_fragment(const Board& b, const Placement& f, Point p) {
  const Coord c = b.coord(p);
  return c.x >= f.x0 && c.x < f.x0 + f.cols && c.y >= f.y0 && c.y < f.y0 + f.rows;
}

}  // namespace

FragmentSurroundings fragment_surroundings(const Board& b, const Placement& placement) {
  // A JSON position may also show stones beyond its fragment: those are on the board, not open.
  PointSet outside;
  for (Point q : b.points())
    if (!inside_fragment(b, placement, q) && b.at(q) == Color::empty) outside.insert(q);
  FragmentSurroundings s;
  sea_of(b, outside).for_each([&](Point q) {
    if (outside.contains(q) || !contested(b, q)) s.open_area.insert(q);
  });
  for (Point q : b.points()) {
    if (!is_stone(b.at(q)) || s.frame.contains(q)) continue;
    bool framed = on_open_side(b, placement, q);
    for (Point n : b.neighbours(q)) framed = framed || (b.on_board(n) && s.open_area.contains(n));
    if (framed) s.frame |= b.chain(q);
  }
  return s;
}

}  // namespace kiyaku::io
