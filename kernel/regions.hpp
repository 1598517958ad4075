// Empty regions and their borders: rule-neutral facts that territory definitions use.
#pragma once
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku {

struct Region {
  PointSet points;
  bool borders_black = false;
  bool borders_white = false;
};

// Maximal orthogonally connected sets of empty points, in reading order of their first point.
std::vector<Region> empty_regions(const Board& b);

// Maximal connected sets of points that satisfy `member` (e.g. "empty or a dead stone").
template <class Member>
std::vector<PointSet> connected_sets(const Board& b, Member&& member);

}  // namespace kiyaku

#include "kernel/regions_impl.hpp"
