#include "rulesets/parts/resumption.hpp"

#include <algorithm>

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
  solver::Playout black_first, white_first;
  int swing() const {  // what moving first there is worth to Black over White moving first
    const bool exact = black_first.end == solver::PlayoutEnd::exact && white_first.end == solver::PlayoutEnd::exact;
    return exact ? std::max(0, black_first.value - white_first.value) : 0;
  }
};

void add_line(FirstMoveLine& out, const Position& pos, const RegionPlayouts& r, const solver::Playout& po) {
  out.endless = out.endless || po.end == solver::PlayoutEnd::endless;
  out.decided = out.decided && po.end != solver::PlayoutEnd::undecided;
  out.count += po.end == solver::PlayoutEnd::exact ? po.value : 0;
  out.line.insert(out.line.end(), po.line.begin(), po.line.end());
  Board replay = pos.board();
  for (const auto& m : po.line) {
    if (m.point == kNoPoint) continue;
    replay.play(m.color, m.point);
    r.region->for_each([&](Point p) {
      if (is_stone(pos.board().at(p)) && replay.at(p) != pos.board().at(p)) out.removed.insert(p);
    });
  }
}

// After the stop the player who resumes moves first, and then the players alternate over the
// whole board: each in turn takes the region where moving first is worth most (the usual
// reading of a sum of local fights). With one region this is simply its play-out from `first`.
FirstMoveLine play_first(const Position& pos, const std::vector<RegionPlayouts>& hottest_first, int settled,
                         Color first) {
  FirstMoveLine out{first, settled, false, true, {}, {}};
  Color mover = first;
  for (const RegionPlayouts& r : hottest_first) {
    add_line(out, pos, r, mover == Color::black ? r.black_first : r.white_first);
    if (r.swing() > 0) mover = opponent(mover);  // a region nobody gains by entering takes no tempo
  }
  return out;
}

}  // namespace

int winner_sign(double black_minus_white) { return black_minus_white > 0 ? 1 : black_minus_white < 0 ? -1 : 0; }

bool first_move_decides(const io::Document& doc, const Resumption& r) {
  if (!doc.position.open_area().empty()) return !(r.black_first.removed == r.white_first.removed);
  const double komi = doc.info.komi.value_or(0.0);
  return winner_sign(r.black_first.count - komi) != winner_sign(r.white_first.count - komi);
}

Resumption analyse_resumption(const io::Document& doc, const solver::Budget& budget) {
  const Position& pos = doc.position;
  const PointSet playable = playable_points(pos);
  auto regions = connected_sets(pos.board(), [&](Point p) { return playable.contains(p); });
  std::erase_if(regions, [&](const PointSet& r) {  // a region with nothing to play changes nothing
    bool empty_point = false;
    r.for_each([&](Point p) { empty_point = empty_point || pos.board().at(p) == Color::empty; });
    return !empty_point;
  });
  const int settled = settled_count(pos, playable);
  solver::PlayoutRules rules;  // Art. 6: simple ko; Art. 12: no superko, repetition is endless play
  rules.count = solver::LocalCount::area;
  std::vector<RegionPlayouts> played;
  for (const PointSet& region : regions)
    played.push_back({&region, solver::play_out(pos.board(), region, rules, Color::black, budget),
                      solver::play_out(pos.board(), region, rules, Color::white, budget)});
  std::stable_sort(played.begin(), played.end(),
                   [](const RegionPlayouts& a, const RegionPlayouts& b) { return a.swing() > b.swing(); });
  return {play_first(pos, played, settled, Color::black), play_first(pos, played, settled, Color::white)};
}

}  // namespace kiyaku::parts
