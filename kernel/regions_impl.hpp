// Template definitions for regions.hpp (included at its end; not included on its own).
#pragma once
#include <type_traits>
#include <vector>

namespace kiyaku {

// Flood fill from each unvisited member point, scanning in reading order, so the sets come
// out ordered by their first point. `member` may be asked about a point more than once (once
// per neighbour) and must give the same answer each time.
template <class Member>
std::vector<PointSet> connected_sets(const Board& b, Member&& member) {
  static_assert(std::is_invocable_r_v<bool, Member&, Point>, "member must be callable as bool(Point)");
  std::vector<PointSet> sets;
  PointSet visited;
  std::vector<Point> stack;
  for (Point start : b.points()) {
    if (visited.contains(start) || !member(start)) continue;
    PointSet set;
    visited.insert(start);
    stack.push_back(start);
    while (!stack.empty()) {
      const Point p = stack.back();
      stack.pop_back();
      set.insert(p);
      for (Point n : b.neighbours(p)) {
        if (!b.on_board(n) || visited.contains(n) || !member(n)) continue;
        visited.insert(n);
        stack.push_back(n);
      }
    }
    sets.push_back(set);
  }
  return sets;
}

}  // namespace kiyaku
