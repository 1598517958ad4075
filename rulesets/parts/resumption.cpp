#include "rulesets/parts/resumption.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "kernel/regions.hpp"
#include "rulesets/parts/playout_status.hpp"

namespace kiyaku::parts {

namespace {

// Black's area minus White's over the settled points (pass-alive stones and their eye space);
// nothing for a fragment, whose surroundings are unknown.
int settled_count(const Position& pos, const PointSet& playable) {
  if (!pos.open_area().empty()) return 0;
  const Board& b = pos.board();
  int count = 0;
  for (Point p : b.points()) {
    if (playable.contains(p)) continue;
    if (b.at(p) == Color::black) ++count;
    if (b.at(p) == Color::white) --count;
  }
  for (const Region& r : empty_regions(b)) {
    if (r.points.intersects(playable) || r.borders_black == r.borders_white) continue;
    count += static_cast<int>(r.points.size()) * (r.borders_black ? 1 : -1);
  }
  return count;
}

// One region played out from both sides.
struct RegionPlayouts {
  const PointSet* region;
  solver::FirstMoverPlayouts both;
  int swing() const { return starting_gain(both); }  // what moving first there is worth
};

// The stones of the position that stand at the end of a line next to a dame of its region (an
// empty area touching both colours): seki stones in the sense of Art. 8, which own no territory.
PointSet seki_stones(const Position& pos, const Board& end, const PointSet& region) {
  PointSet dame;
  for (const Region& area : empty_regions(end))
    if (area.borders_black && area.borders_white) dame |= area.points & region;
  PointSet next_to_dame;  // whole strings: Art. 8 speaks of the stones, the string shares its liberties
  dame.for_each([&](Point d) {
    for (Point n : end.neighbours(d))
      if (is_stone(end.at(n)) && !next_to_dame.contains(n)) next_to_dame |= end.chain(n);
  });
  PointSet seki;
  (next_to_dame & region).for_each([&](Point p) {
    if (end.at(p) == pos.board().at(p)) seki.insert(p);
  });
  return seki;
}

void add_line(FirstMoveLine& out, const Position& pos, const PointSet& region, const solver::Playout& po) {
  out.endless = out.endless || po.end == solver::PlayoutEnd::endless;
  out.decided = out.decided && po.end != solver::PlayoutEnd::undecided;
  out.count += po.end == solver::PlayoutEnd::exact ? po.value : 0;
  out.floor += po.black_floor;
  out.ceiling += po.white_ceiling;
  out.line.insert(out.line.end(), po.line.begin(), po.line.end());
  const LineEnd end = replay_line(pos.board(), region, po);
  out.removed |= end.removed;
  out.seki |= seki_stones(pos, end.board, region);
}

FirstMoveLine empty_line(Color first, int settled) {
  FirstMoveLine line;  // every other field keeps its default (a designated initializer warned for each)
  line.first = first;
  line.count = line.floor = line.ceiling = settled;
  return line;
}

// After the stop the player who resumes moves first, and then the players alternate over the
// whole board: each in turn takes the region where moving first is worth most (the usual
// reading of a sum of local fights). With one region this is simply its play-out from `first`.
FirstMoveLine play_first(const Position& pos, const std::vector<RegionPlayouts>& hottest_first, int settled, Color first) {
  FirstMoveLine out = empty_line(first, settled);
  std::vector<int> gains;
  for (const RegionPlayouts& r : hottest_first) gains.push_back(r.swing());
  const std::vector<Color> movers = first_movers_in_turn(gains, first);
  for (std::size_t i = 0; i < hottest_first.size(); ++i) {
    const RegionPlayouts& r = hottest_first[i];
    add_line(out, pos, *r.region, r.both.from(movers[i]));
  }
  return out;
}

// The unsettled regions where a play could change something, and the count of the rest.
struct Unsettled {
  std::vector<PointSet> regions;
  int settled = 0;
};

Unsettled unsettled_regions(const Position& pos) {
  const PointSet playable = playable_points(pos);
  auto regions = connected_sets(pos.board(), [&](Point p) { return playable.contains(p); });
  std::erase_if(regions, [&](const PointSet& r) {  // a region with nothing to play changes nothing
    bool empty_point = false;
    r.for_each([&](Point p) { empty_point = empty_point || pos.board().at(p) == Color::empty; });
    return !empty_point;
  });
  return {std::move(regions), settled_count(pos, playable)};
}

solver::PlayoutRules play_rules() {
  solver::PlayoutRules rules;  // Art. 6: simple ko; Art. 12: no superko, repetition is endless play
  rules.count = solver::LocalCount::area;
  return rules;
}

// What one region's value can still be under one first mover: [lo, hi].
struct ValueRange {
  Color first;
  int lo, hi;
  bool stuck = false;    // a question ran out of budget: narrow it no further
  bool widened = false;  // a question ran out of a quarter's budget: this range's get all of it
};

// The threshold worth asking next about a range: one whose answer would fix the winner, given
// the other regions' bounds (`others`: their summed floors and ceilings), else the middle.
int next_threshold(const ValueRange& r, double base, std::pair<int, int> others) {
  const int black_needs = static_cast<int>(std::floor(-(base + others.first))) + 1;  // a floor this high
  if (black_needs > r.lo && black_needs <= r.hi) return black_needs;
  const int white_needs = static_cast<int>(std::ceil(-(base + others.second))) - 1;  // a ceiling this low
  if (white_needs >= r.lo && white_needs < r.hi) return white_needs + 1;
  return r.lo + (r.hi - r.lo + 1) / 2;
}

// "Can Black force at least t?" Proved, it raises the floor; refuted, it lowers the ceiling
// (what Black cannot force, White can hold; an endless play counts as failing).
// A whole board only (winner_by_bounds answers a fragment with WinnerBounds::fragment), so no fringe.
void narrow(const Board& board, const PointSet& region, ValueRange& range, int t, const solver::Budget& budget,
            std::uint64_t& nodes) {
  switch (solver::can_force(board, region, play_rules(), range.first, Color::black, t, budget, nodes)) {
    case solver::Value::hero_wins: range.lo = t; break;
    case solver::Value::hero_loses: range.hi = t - 1; break;
    case solver::Value::unknown: range.stuck = true; break;
  }
}

// Whether no answer still to come can fix the winner: even if every range that may narrow ends
// where it helps most, the ranges a question got stuck on keep the sums on both sides of zero.
bool winner_stays_open(const std::vector<std::array<ValueRange, 2>>& ranges, double base) {
  auto highest_low = [](const ValueRange& r) { return r.stuck ? r.lo : r.hi; };
  auto lowest_high = [](const ValueRange& r) { return r.stuck ? r.hi : r.lo; };
  int lowest = 0, highest = 0;  // the best the final sums can do towards one sign
  for (const auto& [black, white] : ranges) {
    lowest += std::min(highest_low(black), highest_low(white));
    highest += std::max(lowest_high(black), lowest_high(white));
  }
  return lowest < highest && base + lowest <= 0 && base + highest >= 0;
}

// The sums over the regions of their floors and of their ceilings, whoever moves first in each.
struct Sums {
  int lowest = 0, highest = 0;
};
Sums summed_bounds(const std::vector<std::array<ValueRange, 2>>& ranges) {
  Sums sums;
  for (const auto& [black, white] : ranges) {
    sums.lowest += std::min(black.lo, white.lo);
    sums.highest += std::max(black.hi, white.hi);
  }
  return sums;
}

// The sums without one region's two ranges: what the other regions' bounds allow.
std::pair<int, int> sums_without(const Sums& sums, const std::array<ValueRange, 2>& region) {
  const auto& [black, white] = region;
  return {sums.lowest - std::min(black.lo, white.lo), sums.highest - std::max(black.hi, white.hi)};
}

// The range to narrow next: smallest region first, since its questions are the cheapest and its
// bounds tell what the large ones still need to show. `open` is null where every range is
// stuck or exact; `stuck` says whether any question ran out.
struct NextRange {
  std::size_t region = 0;
  ValueRange* open = nullptr;
  bool stuck = false;
};
NextRange smallest_open_range(std::vector<std::array<ValueRange, 2>>& ranges, const std::vector<PointSet>& regions) {
  NextRange next;
  for (std::size_t i = 0; i < ranges.size(); ++i)
    for (ValueRange& r : ranges[i]) {
      next.stuck = next.stuck || r.stuck;
      if (!r.stuck && r.hi > r.lo && (!next.open || regions[i].size() < regions[next.region].size())) {
        next.open = &r;
        next.region = i;
      }
    }
  return next;
}

}  // namespace

WinnerBounds winner_by_bounds(const JudgedPosition& judged, const solver::Budget& budget, std::uint64_t& nodes) {
  const Position& pos = judged.position;
  if (!pos.open_area().empty()) return WinnerBounds::fragment;
  const Unsettled u = unsettled_regions(pos);
  const double base = u.settled - judged.komi.value_or(0.0);
  std::vector<std::array<ValueRange, 2>> ranges;
  for (const PointSet& r : u.regions) {
    const int n = static_cast<int>(r.size());
    ranges.push_back({ValueRange{Color::black, -n, n}, ValueRange{Color::white, -n, n}});
  }
  // A question gets a quarter of a play-out's budget: enough for those far from the value. The
  // first of a range's questions to run out is asked again with the whole budget, and so are the
  // range's later ones: the questions that fix the winner lie near the value and cost more
  // (M-68-3 of goban-original-games needs 236,000 and 261,000 nodes; at 125,000 its result
  // stayed undecided).
  const solver::Budget question = solver::share_of(budget, 4);
  const std::uint64_t total = nodes + budget.max_nodes * std::max<std::size_t>(1, u.regions.size());
  while (nodes < total) {
    const Sums sums = summed_bounds(ranges);
    if (winner_sign(base + sums.lowest) == winner_sign(base + sums.highest)) return WinnerBounds::fixed;
    const NextRange next = smallest_open_range(ranges, u.regions);
    // A stuck question that already decides the outcome ends the narrowing: the other regions'
    // questions, asked only to fix the winner, could not.
    if (next.stuck && winner_stays_open(ranges, base)) return WinnerBounds::out_of_budget;
    if (!next.open) return next.stuck ? WinnerBounds::out_of_budget : WinnerBounds::need_exact;
    const int t = next_threshold(*next.open, base, sums_without(sums, ranges[next.region]));
    const auto whole = [&] {
      solver::Budget b = budget;
      b.max_nodes = std::min(budget.max_nodes, total - nodes);
      return b;
    };
    const PointSet& region = u.regions[next.region];
    narrow(pos.board(), region, *next.open, t, next.open->widened ? whole() : question, nodes);
    if (next.open->stuck && !next.open->widened && nodes < total) {
      next.open->stuck = false;
      next.open->widened = true;
      narrow(pos.board(), region, *next.open, t, whole(), nodes);
    }
  }
  return WinnerBounds::out_of_budget;
}

int winner_sign(double black_minus_white) { return black_minus_white > 0 ? 1 : black_minus_white < 0 ? -1 : 0; }

bool first_move_decides(const JudgedPosition& judged, const Resumption& r) {
  if (!judged.position.open_area().empty()) {
    const FirstMoveLine& b = r.black_first;
    const FirstMoveLine& w = r.white_first;
    const bool forced_differs = b.floor != w.floor || b.ceiling != w.ceiling;
    return forced_differs && (!(b.removed == w.removed) || !(b.seki == w.seki));
  }
  const double komi = judged.komi.value_or(0.0);
  return winner_sign(r.black_first.count - komi) != winner_sign(r.white_first.count - komi);
}

namespace {

// The local count of `region` under the play-out's `rules` once the `dead` stones in it are gone
// (their points then count for whoever surrounds them), where there are any.
std::optional<int> count_without(const Board& board, const PointSet& region, const PointSet& dead,
                                 const solver::PlayoutRules& rules, const solver::Fringe& fringe) {
  if (!dead.intersects(region)) return std::nullopt;
  Board cleared = board.position_only();
  (dead & region).for_each([&](Point p) { cleared.set_stone(p, Color::empty); });
  return solver::PlayoutGame(cleared, region, rules, Color::black, fringe).local_count();
}

Resumption analyse_regions(const Position& pos, const Unsettled& u, const solver::Budget& budget, const PointSet& dead) {
  const solver::PlayoutRules rules = play_rules();
  std::vector<RegionPlayouts> played;
  const PointSet assumed = solver::assumed_area(pos);
  for (const PointSet& region : u.regions) {
    const solver::Fringe fringe = surroundings(pos, assumed, region);
    const std::optional<int> guess = count_without(pos.board(), region, dead, rules, fringe);
    played.push_back({&region, solver::play_out_both(pos.board(), region, rules, budget, fringe, guess)});
  }
  std::stable_sort(played.begin(), played.end(),
                   [](const RegionPlayouts& a, const RegionPlayouts& b) { return a.swing() > b.swing(); });
  std::uint64_t nodes = 0;
  for (const RegionPlayouts& r : played) nodes += r.both.black_first.nodes + r.both.white_first.nodes;
  return {play_first(pos, played, u.settled, Color::black), play_first(pos, played, u.settled, Color::white), nodes};
}

}  // namespace

Resumption analyse_resumption(const JudgedPosition& judged, const solver::Budget& budget, const PointSet& dead) {
  return analyse_regions(judged.position, unsettled_regions(judged.position), budget, dead);
}

BestPlayEnding best_play_ending(const JudgedPosition& judged, Color mover, const solver::Budget& budget) {
  const Position& pos = judged.position;
  const Unsettled u = unsettled_regions(pos);
  BestPlayEnding out;
  if (u.regions.size() != 1) {  // several: the order of the regions needs both sides' play-outs
    const Resumption r = analyse_regions(pos, u, budget, {});
    const FirstMoveLine& line = mover == Color::black ? r.black_first : r.white_first;
    out.end = !line.decided  ? solver::PlayoutEnd::undecided
              : line.endless ? solver::PlayoutEnd::endless
                             : solver::PlayoutEnd::exact;
    if (out.end == solver::PlayoutEnd::endless) out.proof = "some region's optimal play-out repeats";
    out.nodes = r.nodes;
    return out;
  }
  // One region: its play-out from the mover says it; the other side's, which only orders several
  // regions, would cost as much again (on 参考図18 it ran out of budget).
  const solver::PlayoutEnding e =
      solver::play_out_ending(pos.board(), u.regions.front(), play_rules(), mover, budget,
                              surroundings(pos, solver::assumed_area(pos), u.regions.front()));
  out.end = e.end;
  out.nodes = e.nodes;
  if (e.end == solver::PlayoutEnd::endless)
    out.proof = "in its region Black cannot force a local count of at least " + std::to_string(e.value) +
                ", nor White one of at most " + std::to_string(e.value - 1) + ", so neither can force an end";
  return out;
}

}  // namespace kiyaku::parts
