#include "kernel/solver/region.hpp"

#include <vector>

namespace kiyaku::solver {

SettledFacts settled_facts(const Position& pos) {
  SettledFacts f{pass_alive(pos.board(), Color::black), pass_alive(pos.board(), Color::white), {}};
  f.settled = f.black.stones | f.white.stones | pos.frame() | pos.open_area();
  return f;
}

namespace {

PointSet component(const Board& b, Point start, const PointSet& allowed) {
  PointSet seen;
  std::vector<Point> stack{start};
  seen.insert(start);
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    for (Point n : b.neighbours(p)) {
      if (!b.on_board(n) || seen.contains(n) || !allowed.contains(n)) continue;
      seen.insert(n);
      stack.push_back(n);
    }
  }
  return seen;
}

}  // namespace

PointSet local_region(const Position& pos, const SettledFacts& facts, Point t, RegionKind kind) {
  const Board& b = pos.board();
  if (facts.settled.contains(t)) return {};
  PointSet open;  // points a hypothetical play may use
  for (Point p : b.points())
    if (!facts.settled.contains(p)) open.insert(p);
  const Color owner = b.at(t);
  switch (kind) {
    case RegionKind::benson: {
      const PassAlive& own = owner == Color::black ? facts.black : facts.white;
      return component(b, t, open & ~own.vital_regions);
    }
    case RegionKind::neighbours: {
      PointSet r = b.chain(t);
      r.for_each([&](Point s) {
        for (Point n : b.neighbours(s))
          if (open.contains(n)) r.insert(n);
      });
      return r;
    }
    case RegionKind::whole_board:
      return open;
  }
  return {};
}

}  // namespace kiyaku::solver
