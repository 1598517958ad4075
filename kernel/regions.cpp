#include "kernel/regions.hpp"

namespace kiyaku {

std::vector<Region> empty_regions(const Board& b) {
  std::vector<Region> regions;
  for (PointSet& points : connected_sets(b, [&](Point p) { return b.at(p) == Color::empty; })) {
    Region region{points, false, false};
    // The region's border: every stone next to one of its points.
    points.for_each([&](Point p) {
      for (Point n : b.neighbours(p)) {
        region.borders_black = region.borders_black || b.at(n) == Color::black;
        region.borders_white = region.borders_white || b.at(n) == Color::white;
      }
    });
    regions.push_back(region);
  }
  return regions;
}

}  // namespace kiyaku
