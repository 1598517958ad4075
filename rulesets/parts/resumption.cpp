#include "rulesets/parts/resumption.hpp"

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

FirstMoveLine play_first(const Position& pos, const std::vector<PointSet>& regions, int settled, Color first,
                         const solver::Budget& budget) {
  solver::PlayoutRules rules;  // Art. 6: simple ko; Art. 12: no superko, repetition is endless play
  rules.count = solver::LocalCount::area;
  FirstMoveLine out{first, settled, false, true, {}, {}};
  Board replay = pos.board();
  for (const PointSet& region : regions) {
    const solver::Playout po = solver::play_out(pos.board(), region, rules, first, budget);
    out.endless = out.endless || po.end == solver::PlayoutEnd::endless;
    out.decided = out.decided && po.end != solver::PlayoutEnd::undecided;
    out.count += po.end == solver::PlayoutEnd::exact ? po.value : 0;
    out.line.insert(out.line.end(), po.line.begin(), po.line.end());
    for (const auto& m : po.line) {
      if (m.point == kNoPoint) continue;
      replay.play(m.color, m.point);
      region.for_each([&](Point p) {
        if (is_stone(pos.board().at(p)) && replay.at(p) != pos.board().at(p)) out.removed.insert(p);
      });
    }
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
  return {play_first(pos, regions, settled, Color::black, budget), play_first(pos, regions, settled, Color::white, budget)};
}

}  // namespace kiyaku::parts
