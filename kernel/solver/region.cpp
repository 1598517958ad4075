#include "kernel/solver/region.hpp"

#include <algorithm>
#include <vector>

#include "kernel/regions.hpp"

namespace kiyaku::solver {

// The end-of-game assumption also covers the empty points of a game record that lie more than
// two steps (through empty points) from every stone it does not assume alive: no invasion lives
// there. What the rule texts decide -- the stones not assumed alive and their neighbourhood --
// stays open to their procedures.
PointSet assumed_area(const Position& pos) {
  constexpr int kReach = 2;
  PointSet out;
  if (pos.assumed_alive().empty()) return out;
  const Board& b = pos.board();
  PointSet near, frontier;
  for (Point p : b.points())
    if (is_stone(b.at(p)) && !pos.assumed_alive().contains(p)) frontier.insert(p);
  for (int step = 0; step < kReach; ++step) {
    PointSet next;
    frontier.for_each([&](Point p) {
      for (Point n : b.neighbours(p))
        if (b.on_board(n) && b.at(n) == Color::empty && !near.contains(n)) next.insert(n);
    });
    near |= next;
    frontier = next;
  }
  for (Point p : b.points())
    if (b.at(p) == Color::empty && !near.contains(p)) out.insert(p);
  return out;
}

SettledFacts settled_facts(const Position& pos) {
  SettledFacts f{pass_alive(pos.board(), Color::black), pass_alive(pos.board(), Color::white), {}, assumed_area(pos)};
  f.settled = f.black.stones | f.white.stones | pos.frame() | pos.assumed_alive() | f.assumed_area | pos.open_area();
  return f;
}

std::optional<Assumption> assumption_for(const Position& pos, Point p) {
  if (pos.frame().contains(p))
    return Assumption{"frame", "frame: joined to the position beyond the diagram, taken as alive"};
  if (pos.assumed_alive().contains(p))
    return Assumption{"assumed",
                      "assumed alive, not searched: at the end of the game record its group has two "
                      "separate areas of its own or one large one (kiyaku's end-of-game estimate)"};
  return std::nullopt;
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

// The points `chain` cuts off from the rest of the board: every component of the other points
// but the largest (all of them, should several tie, so that no board order picks one).
PointSet cut_off_by(const Board& b, const PointSet& chain) {
  const std::vector<PointSet> parts = connected_sets(b, [&](Point p) { return !chain.contains(p); });
  std::size_t largest = 0;
  for (const PointSet& c : parts) largest = std::max(largest, c.size());
  PointSet out;
  for (const PointSet& c : parts)
    if (c.size() < largest) out |= c;
  return out;
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
    case RegionKind::enclosed: {
      const PointSet chain = b.chain(t);
      PointSet r = chain | (cut_off_by(b, chain) & open);
      chain.for_each([&](Point s) {
        for (Point n : b.neighbours(s))
          if (open.contains(n) && b.at(n) == Color::empty) r.insert(n);
      });
      return r;
    }
    case RegionKind::whole_board: return open;
  }
  return {};
}

std::optional<PointSet> enclosure(const Board& b, Point t, const PointSet& encloser) {
  const PointSet cut = cut_off_by(b, encloser);
  if (!cut.contains(t)) return std::nullopt;
  return component(b, t, cut);
}

Color surrounding_colour(const Position& pos) {
  if (pos.beyond() == Beyond::untouched || pos.open_area().empty() || pos.frame().empty()) return Color::empty;
  const Board& b = pos.board();
  bool black = false, white = false;
  pos.frame().for_each([&](Point p) {
    black = black || b.at(p) == Color::black;
    white = white || b.at(p) == Color::white;
  });
  return black == white ? Color::empty : black ? Color::black : Color::white;
}

namespace {

// The empty points of `beyond` next to `region`.
PointSet empty_next_to(const Board& b, const PointSet& beyond, const PointSet& region) {
  PointSet out;
  if (beyond.empty()) return out;
  region.for_each([&](Point p) {
    for (Point n : b.neighbours(p))
      if (b.on_board(n) && b.at(n) == Color::empty && beyond.contains(n)) out.insert(n);
  });
  return out;
}

}  // namespace

PointSet surroundings_fringe(const Position& pos, const PointSet& region) {
  if (surrounding_colour(pos) == Color::empty) return {};
  return empty_next_to(pos.board(), pos.open_area(), region);
}

PointSet assumed_edge(const Board& b, const PointSet& assumed_area, const PointSet& region) {
  return empty_next_to(b, assumed_area, region);
}

std::array<PointSet, 2> assumed_fringe(const Board& b, const PointSet& assumed_area, const PointSet& region) {
  std::array<PointSet, 2> out;
  PointSet done;
  assumed_edge(b, assumed_area, region).for_each([&](Point p) {
    if (done.contains(p)) return;
    const PointSet part = component(b, p, assumed_area);
    bool black = false, white = false;
    part.for_each([&](Point q) {
      black = black || b.next_to(q, Color::black);
      white = white || b.next_to(q, Color::white);
    });
    const PointSet edge = empty_next_to(b, part, region);
    done |= edge;
    if (black != white) out[static_cast<std::size_t>(color_index(black ? Color::black : Color::white))] |= edge;
  });
  return out;
}

PointSet attacker_fringe(const Position& pos, const SettledFacts& facts, const PointSet& region, Color attacker) {
  PointSet out = assumed_edge(pos.board(), facts.assumed_area, region);
  if (attacker == surrounding_colour(pos)) out |= empty_next_to(pos.board(), pos.open_area(), region);
  return out;
}

}  // namespace kiyaku::solver
