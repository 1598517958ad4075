// Benson, "Life in the game of Go" (Information Sciences 10, 1976): the unconditionally
// alive chains of colour X are what survives this fixed point:
//   1. remove every X chain with fewer than two healthy regions among the remaining ones;
//   2. remove every region that borders a removed chain;
//   repeat until nothing changes.
// A region is a maximal connected set of points not occupied by X (empty points and
// opponent stones). It is healthy ("vital") for a chain when every empty point of the
// region is a liberty of that chain: the opponent can then never fill it without capture.
#include "kernel/benson.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "kernel/regions.hpp"

namespace kiyaku {
namespace {

struct EnclosedRegion {
  PointSet points;
  std::vector<int> bordering;  // indices of the X chains next to the region
  std::vector<int> vital_to;   // indices of the chains for which the region is healthy
  bool remaining = true;
};

struct Chains {
  std::vector<Point> heads;
  std::vector<int> index_of_head = std::vector<int>(kMaxPoints, -1);
};

Chains chains_of(const Board& b, Color c) {
  Chains chains;
  for (Point p : b.points())
    if (b.at(p) == c && b.chain_head(p) == p) {
      chains.index_of_head[p] = static_cast<int>(chains.heads.size());
      chains.heads.push_back(p);
    }
  return chains;
}

// The distinct X chains next to p (at most four).
int chains_next_to(const Board& b, Color c, const Chains& chains, Point p, std::array<int, 4>& out) {
  int count = 0;
  for (Point n : b.neighbours(p)) {
    if (b.at(n) != c) continue;
    const int chain = chains.index_of_head[b.chain_head(n)];
    if (std::find(out.begin(), out.begin() + count, chain) == out.begin() + count) out[count++] = chain;
  }
  return count;
}

EnclosedRegion describe_region(const Board& b, Color c, const Chains& chains, const PointSet& points) {
  EnclosedRegion region{points, {}, {}, true};
  std::vector<int> liberties_among_empties;  // parallel to region.bordering
  int empties = 0;
  points.for_each([&](Point p) {
    const bool empty = b.at(p) == Color::empty;
    empties += empty ? 1 : 0;
    std::array<int, 4> near{};
    const int count = chains_next_to(b, c, chains, p, near);
    for (int i = 0; i < count; ++i) {
      const auto chain = near[static_cast<std::size_t>(i)];
      auto it = std::find(region.bordering.begin(), region.bordering.end(), chain);
      if (it == region.bordering.end()) {
        region.bordering.push_back(chain);
        liberties_among_empties.push_back(0);
        it = region.bordering.end() - 1;
      }
      if (empty) ++liberties_among_empties[static_cast<std::size_t>(it - region.bordering.begin())];
    }
  });
  for (std::size_t i = 0; i < region.bordering.size(); ++i)
    if (empties > 0 && liberties_among_empties[i] == empties) region.vital_to.push_back(region.bordering[i]);
  return region;
}

// Step 1: drop chains with fewer than two remaining healthy regions. True if any was dropped.
bool drop_unhealthy_chains(const std::vector<EnclosedRegion>& regions, std::vector<char>& chain_remains) {
  std::vector<int> healthy(chain_remains.size(), 0);
  for (const auto& region : regions)
    if (region.remaining)
      for (int chain : region.vital_to) ++healthy[static_cast<std::size_t>(chain)];
  bool dropped = false;
  for (std::size_t i = 0; i < chain_remains.size(); ++i)
    if (chain_remains[i] && healthy[i] < 2) {
      chain_remains[i] = 0;
      dropped = true;
    }
  return dropped;
}

// Step 2: drop regions that border a dropped chain.
void drop_regions_next_to_dropped(std::vector<EnclosedRegion>& regions, const std::vector<char>& chain_remains) {
  for (auto& region : regions)
    if (region.remaining &&
        std::any_of(region.bordering.begin(), region.bordering.end(),
                    [&](int chain) { return !chain_remains[static_cast<std::size_t>(chain)]; }))
      region.remaining = false;
}

}  // namespace

PassAlive pass_alive(const Board& b, Color c) {
  PassAlive result;
  if (!is_stone(c)) return result;
  const Chains chains = chains_of(b, c);
  std::vector<EnclosedRegion> regions;
  for (const PointSet& points : connected_sets(b, [&](Point p) { return b.at(p) != c; }))
    regions.push_back(describe_region(b, c, chains, points));

  std::vector<char> chain_remains(chains.heads.size(), 1);
  while (drop_unhealthy_chains(regions, chain_remains)) drop_regions_next_to_dropped(regions, chain_remains);

  for (std::size_t i = 0; i < chains.heads.size(); ++i)
    if (chain_remains[i]) result.stones |= b.chain(chains.heads[i]);
  for (const auto& region : regions)
    if (region.remaining && std::any_of(region.vital_to.begin(), region.vital_to.end(), [&](int chain) {
          return chain_remains[static_cast<std::size_t>(chain)] != 0;
        }))
      result.vital_regions |= region.points;
  return result;
}

}  // namespace kiyaku
