// Benson, "Life in the game of Go" (Information Sciences 10, 1976): the unconditionally
// alive chains of colour X are what survives this fixed point:
//   1. remove every X chain with fewer than two healthy regions among the remaining ones;
//   2. remove every region that borders a removed chain;
//   repeat until nothing changes.
// A region is a maximal connected set of points not occupied by X (empty points and
// opponent stones). It is healthy ("vital") for a chain when every empty point of the
// region is a liberty of that chain: the opponent can then never fill it without capture.
//
// pass_alive_within() adds anchored chains (an everlasting liberty, or two held eyes) that
// step 1 never removes, and looks only at the regions that meet the opponent's area: a region
// that reaches an empty point outside it ("open") is never healthy for a chain that is not
// anchored anyway, so it is taken as healthy for none (which can only find less alive) and is
// not followed further.
#include "kernel/benson.hpp"

#include <algorithm>
#include <array>
#include <tuple>
#include <vector>

namespace kiyaku {
namespace {

struct EnclosedRegion {
  PointSet points;
  bool open = false;                  // reaches an empty point outside the opponent's area
  std::vector<int> bordering;         // indices of the X chains next to the region
  std::vector<int> vital_to;          // indices of the chains for which the region is healthy
  bool all_next_to_anchored = false;  // every point of the region is next to an anchored chain
  bool remaining = true;

  void clear() {
    points.clear();
    open = false;
    bordering.clear();
    vital_to.clear();
    all_next_to_anchored = false;
    remaining = true;
  }
};

// The X chains the analysis meets, numbered in the order met.
struct Chains {
  Chains() { index_at_head.fill(kUnmet); }

  void clear() {
    for (Point h : heads) index_at_head[h] = kUnmet;  // only the entries set: cheaper than a fill
    heads.clear();
    anchored.clear();
  }

  static constexpr int kUnmet = -1;
  std::vector<Point> heads;
  std::vector<char> anchored;  // parallel to heads: is_anchored()
  // heads' inverse, by head point: every region point asks it for each neighbouring stone, and
  // searching `heads` for it cost a sixth of the analysis.
  std::array<int, kMaxPoints> index_at_head;

  // Whether the chain with this head was met and is anchored.
  bool anchored_head(Point head) const {
    const int i = index_at_head[head];
    return i != kUnmet && anchored[static_cast<std::size_t>(i)] != 0;
  }

  int index_of(const Board& b, Point stone, const PointSet& area) {
    const Point head = b.chain_head(stone);
    if (index_at_head[head] != kUnmet) return index_at_head[head];
    heads.push_back(head);
    anchored.push_back(is_anchored(b, head, area));
    return index_at_head[head] = static_cast<int>(heads.size()) - 1;
  }

  // A liberty outside the area lasts for ever; so do two held eyes: empty points every neighbour
  // of which is the border, the chain itself or an anchored chain. The opponent can play there
  // only by capturing, and nothing around such a point can be captured while the chain's other
  // eye is open; the chain's owner never needs to fill it. Two solid eyes (every neighbour the
  // chain) are the simplest case. Chains met later may anchor an eye's other neighbours:
  // anchor_by_held_eyes() asks again once every chain has been met.
  // The walk stops at the first proof: long walls usually reach outside the area at once.
  bool is_anchored(const Board& b, Point head, const PointSet& area) const {
    Point first_eye = kNoPoint;
    return b.any_stone(head, [&](Point s) {
      for (Point n : b.neighbours(s)) {
        if (b.at(n) != Color::empty) continue;
        if (!area.contains(n)) return true;
        if (n == first_eye || !is_held_eye_of(b, n, head)) continue;
        if (first_eye != kNoPoint) return true;
        first_eye = n;
      }
      return false;
    });
  }

  bool is_held_eye_of(const Board& b, Point p, Point head) const {
    const auto around = b.neighbours(p);
    return std::all_of(around.begin(), around.end(), [&](Point n) {
      if (b.at(n) == Color::border) return true;
      if (b.at(n) != b.at(head)) return false;
      const Point h = b.chain_head(n);
      return h == head || anchored_head(h);
    });
  }
};

// Anchors every chain that has come to hold two eyes, until none is added (an eye shared with a
// wall holds once the wall is anchored). True if any chain was added.
bool anchor_by_held_eyes(const Board& b, const PointSet& area, Chains& chains) {
  bool added = false;
  for (bool again = true; again;) {
    again = false;
    for (std::size_t i = 0; i < chains.heads.size(); ++i) {
      if (chains.anchored[i] || !chains.is_anchored(b, chains.heads[i], area)) continue;
      chains.anchored[i] = 1;
      again = added = true;
    }
  }
  return added;
}

// The analysis runs at many nodes of a search: its buffers are kept from one call to the next
// (per thread) instead of being allocated again.
struct Scratch {
  std::vector<EnclosedRegion> regions;  // the first `used` are this call's
  std::size_t used = 0;
  Chains chains;
  std::vector<Point> stack;
  std::vector<int> liberties_among_empties, healthy;
  std::vector<char> chain_remains;

  EnclosedRegion& next_region() {
    if (used == regions.size()) regions.emplace_back();
    regions[used].clear();
    return regions[used++];
  }
};

// The region of `start` (not X, not yet visited): flood fill through points not occupied by X,
// stopping at empty points outside `area`.
void flood_region(const Board& b, Color c, const PointSet& area, Point start, PointSet& visited,
                  std::vector<Point>& stack, EnclosedRegion& region) {
  stack.assign(1, start);
  visited.insert(start);
  while (!stack.empty()) {
    const Point p = stack.back();
    stack.pop_back();
    region.points.insert(p);
    for (Point n : b.neighbours(p)) {
      const Color at = b.at(n);
      if (at == c || at == Color::border || visited.contains(n)) continue;
      if (at == Color::empty && !area.contains(n)) {
        region.open = true;
        continue;
      }
      visited.insert(n);
      stack.push_back(n);
    }
  }
}

// Numbers the chains next to an open region, in the order describe_region() would meet them.
void meet_chains_next_to(const Board& b, Color c, const PointSet& area, Chains& chains, const EnclosedRegion& region) {
  region.points.for_each([&](Point p) {
    for (Point n : b.neighbours(p))
      if (b.at(n) == c) chains.index_of(b, n, area);
  });
}

// Fills in the chains next to the region, those it is healthy for, and whether anchored chains
// reach every point of it.
void describe_region(const Board& b, Color c, const PointSet& area, Scratch& scratch, EnclosedRegion& region) {
  Chains& chains = scratch.chains;
  if (region.open) {  // healthy for none and never safe: only the chains next to it are wanted
    meet_chains_next_to(b, c, area, chains, region);
    return;
  }
  std::vector<int>& liberties_among_empties = scratch.liberties_among_empties;  // parallel to region.bordering
  liberties_among_empties.clear();
  int empties = 0, size = 0, next_to_anchored = 0;
  region.points.for_each([&](Point p) {
    const bool empty = b.at(p) == Color::empty;
    empties += empty ? 1 : 0;
    ++size;
    std::array<int, 4> near{};
    int count = 0;
    for (Point n : b.neighbours(p)) {
      if (b.at(n) != c) continue;
      const int chain = chains.index_of(b, n, area);
      if (std::find(near.begin(), near.begin() + count, chain) == near.begin() + count) near[count++] = chain;
    }
    next_to_anchored += std::any_of(near.begin(), near.begin() + count,
                                    [&](int chain) { return chains.anchored[static_cast<std::size_t>(chain)] != 0; });
    for (int i = 0; i < count; ++i) {
      const int chain = near[static_cast<std::size_t>(i)];
      auto it = std::find(region.bordering.begin(), region.bordering.end(), chain);
      if (it == region.bordering.end()) {
        region.bordering.push_back(chain);
        liberties_among_empties.push_back(0);
        it = region.bordering.end() - 1;
      }
      const auto at = static_cast<std::size_t>(it - region.bordering.begin());
      if (empty) ++liberties_among_empties[at];
    }
  });
  if (empties == 0) return;
  region.all_next_to_anchored = next_to_anchored == size;
  for (std::size_t i = 0; i < region.bordering.size(); ++i)
    if (liberties_among_empties[i] == empties) region.vital_to.push_back(region.bordering[i]);
}

// all_next_to_anchored again, after more chains were anchored (describe_region's rule: an open
// region or one without an empty point never counts).
void mark_next_to_anchored(const Board& b, Color c, const Chains& chains, EnclosedRegion& region) {
  bool any_empty = false, all = true;
  region.points.for_each([&](Point p) {
    any_empty = any_empty || b.at(p) == Color::empty;
    const auto around = b.neighbours(p);
    all = all && std::any_of(around.begin(), around.end(),
                             [&](Point n) { return b.at(n) == c && chains.anchored_head(b.chain_head(n)); });
  });
  region.all_next_to_anchored = !region.open && any_empty && all;
}

// Step 1: drop chains with fewer than two remaining healthy regions. True if any was dropped.
bool drop_unhealthy_chains(Scratch& scratch) {
  const std::vector<char>& anchored = scratch.chains.anchored;
  std::vector<char>& chain_remains = scratch.chain_remains;
  std::vector<int>& healthy = scratch.healthy;
  healthy.assign(chain_remains.size(), 0);
  for (std::size_t r = 0; r < scratch.used; ++r)
    if (scratch.regions[r].remaining)
      for (int chain : scratch.regions[r].vital_to) ++healthy[static_cast<std::size_t>(chain)];
  bool dropped = false;
  for (std::size_t i = 0; i < chain_remains.size(); ++i)
    if (chain_remains[i] && !anchored[i] && healthy[i] < 2) {
      chain_remains[i] = 0;
      dropped = true;
    }
  return dropped;
}

// Step 2: drop regions that border a dropped chain.
void drop_regions_next_to_dropped(Scratch& scratch) {
  const std::vector<char>& chain_remains = scratch.chain_remains;
  for (std::size_t r = 0; r < scratch.used; ++r)
    if (EnclosedRegion& region = scratch.regions[r];
        region.remaining && std::any_of(region.bordering.begin(), region.bordering.end(),
                                        [&](int chain) { return !chain_remains[static_cast<std::size_t>(chain)]; }))
      region.remaining = false;
}

bool any_flagged(const std::vector<int>& chain_indices, const std::vector<char>& flags) {
  return std::any_of(chain_indices.begin(), chain_indices.end(),
                     [&](int chain) { return flags[static_cast<std::size_t>(chain)] != 0; });
}

bool all_flagged(const std::vector<int>& chain_indices, const std::vector<char>& flags) {
  return std::all_of(chain_indices.begin(), chain_indices.end(),
                     [&](int chain) { return flags[static_cast<std::size_t>(chain)] != 0; });
}

// Benson's fixed point over the regions met, none of those flagged in `no_eye` counting as healthy.
// Leaves the survivors in chain_remains and regions' `remaining`.
void run_fixed_point(Scratch& scratch, const std::vector<char>* no_eye = nullptr) {
  scratch.chain_remains.assign(scratch.chains.heads.size(), 1);
  for (std::size_t r = 0; r < scratch.used; ++r) scratch.regions[r].remaining = no_eye == nullptr || !(*no_eye)[r];
  while (drop_unhealthy_chains(scratch)) drop_regions_next_to_dropped(scratch);
}

}  // namespace

bool few_interior_points(const Board& b, Color c, const PointSet& points) {
  Point first = kNoPoint, second = kNoPoint;
  bool more = false;
  points.for_each([&](Point p) {
    if (more || b.next_to(p, c)) return;
    if (first == kNoPoint)
      first = p;
    else if (second == kNoPoint)
      second = p;
    else
      more = true;
  });
  if (more) return false;
  const auto around = b.neighbours(first);
  return second == kNoPoint || std::find(around.begin(), around.end(), second) != around.end();
}

namespace {

// The kill-region tests but the one on the chains it is vital to: remains after the fixed point
// (bordered by remaining chains only), inside c's own area, few points next to no c stone.
bool may_be_kill_region(const Board& b, Color c, const EnclosedRegion& region, const PointSet& own_area) {
  if (region.open || !region.remaining || !(region.points & ~own_area).empty()) return false;
  return few_interior_points(b, c, region.points);
}

// Which regions of the first fixed point are kill regions (PassAlive::kill_regions). c's plays in
// a kill region must cost no chain an eye it needs: every chain next to any of them must stay
// pass-alive with none of them counted as an eye. A region vital to anchored chains alone costs
// nobody anything; the others are added one at a time, each kept only if Benson's fixed point,
// run again without all the kill regions so far as eyes, keeps every chain next to them. Regions
// holding opponent stones come first (they are what the kill regions are for), then larger ones.
std::vector<char> find_kill_regions(const Board& b, Color c, Scratch& scratch, const PointSet& own_area) {
  const Chains& chains = scratch.chains;
  std::vector<char> kill(scratch.used, 0);
  std::vector<std::size_t> contested;  // pass every test but that one
  for (std::size_t r = 0; r < scratch.used; ++r) {
    const EnclosedRegion& region = scratch.regions[r];
    if (!may_be_kill_region(b, c, region, own_area)) continue;
    if (all_flagged(region.vital_to, chains.anchored))
      kill[r] = 1;
    else
      contested.push_back(r);
  }
  if (contested.empty()) return kill;
  std::vector<std::tuple<int, int, std::size_t>> order;  // (holds no stone, minus size, region): ties in region order
  for (std::size_t r : contested) {
    const PointSet& points = scratch.regions[r].points;
    bool holds_stones = false;
    points.for_each([&](Point p) { holds_stones = holds_stones || b.at(p) != Color::empty; });
    order.emplace_back(holds_stones ? 0 : 1, -static_cast<int>(points.size()), r);
  }
  std::sort(order.begin(), order.end());
  for (const auto& [no_stone, minus_size, r] : order) {
    kill[r] = 1;
    run_fixed_point(scratch, &kill);
    for (std::size_t k = 0; k < scratch.used && kill[r]; ++k)
      if (kill[k] && !all_flagged(scratch.regions[k].bordering, scratch.chain_remains)) kill[r] = 0;
  }
  return kill;
}

PassAlive analyse(const Board& b, Color c, const PointSet& area, const PointSet& own_area) {
  PassAlive result;
  if (!is_stone(c)) return result;
  thread_local Scratch scratch;
  scratch.used = 0;
  scratch.chains.clear();
  PointSet visited;
  area.for_each([&](Point p) {
    if (b.at(p) == c || visited.contains(p)) return;
    EnclosedRegion& region = scratch.next_region();
    flood_region(b, c, area, p, visited, scratch.stack, region);
    describe_region(b, c, area, scratch, region);
  });

  if (anchor_by_held_eyes(b, area, scratch.chains))
    for (std::size_t r = 0; r < scratch.used; ++r) mark_next_to_anchored(b, c, scratch.chains, scratch.regions[r]);
  const Chains& chains = scratch.chains;
  run_fixed_point(scratch);

  for (std::size_t i = 0; i < chains.heads.size(); ++i)
    if (scratch.chain_remains[i]) b.for_each_stone(chains.heads[i], [&](Point s) { result.stones.insert(s); });
  for (std::size_t r = 0; r < scratch.used; ++r) {
    const EnclosedRegion& region = scratch.regions[r];
    if (!region.remaining) continue;
    if (any_flagged(region.vital_to, scratch.chain_remains)) result.vital_regions |= region.points;
    if (region.all_next_to_anchored && all_flagged(region.bordering, chains.anchored) &&
        (region.points & ~own_area).empty())
      result.safe_regions |= region.points;
  }
  const std::vector<char> kill = find_kill_regions(b, c, scratch, own_area);  // reruns the fixed point
  for (std::size_t r = 0; r < scratch.used; ++r)
    if (kill[r]) result.kill_regions |= scratch.regions[r].points;
  result.kill_regions |= result.safe_regions;
  return result;
}

}  // namespace

PassAlive pass_alive(const Board& b, Color c) {
  const PointSet everywhere = b.every_point();
  return analyse(b, c, everywhere, everywhere);
}

PassAlive pass_alive_within(const Board& b, Color c, const PointSet& opponent_area, const PointSet& own_area) {
  return analyse(b, c, opponent_area, own_area);
}

}  // namespace kiyaku
