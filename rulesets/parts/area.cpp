#include "rulesets/parts/area.hpp"

#include "kernel/regions.hpp"

namespace kiyaku::parts {

namespace {

bool not_dead(const StatusMap& s, Point p) { return s.status(p) != Status::dead; }

}  // namespace

TerritoryMap surrounded_points(const Position& pos, const StatusMap& s, const std::string& article) {
  const Board& b = pos.board();
  auto member = [&](Point p) { return b.at(p) == Color::empty || !not_dead(s, p); };
  std::array<PointClass, kMaxPoints> cls;
  cls.fill(PointClass::stone);
  std::array<bool, kMaxPoints> judged{};
  for (Point p : b.points()) judged[p] = is_stone(b.at(p)) && not_dead(s, p);
  TerritoryMap out;
  for (const PointSet& set : connected_sets(b, member)) {
    if (set.intersects(pos.open_area())) continue;
    bool black = false, white = false;
    set.for_each([&](Point p) {
      for (Point n : b.neighbours(p))
        if (is_stone(b.at(n)) && !set.contains(n)) (b.at(n) == Color::black ? black : white) = true;
    });
    const Color owner = black != white ? (black ? Color::black : Color::white) : Color::empty;
    set.for_each([&](Point p) {
      judged[p] = true;
      cls[p] = owner == Color::black   ? PointClass::black_territory
               : owner == Color::white ? PointClass::white_territory
                                       : PointClass::dame;
      if (owner != Color::empty) ++out.territory[color_index(owner)];
      if (owner != Color::empty && is_stone(b.at(p))) ++out.dead_removed[color_index(owner)];
    });
  }
  for (Point p : b.points())
    if (judged[p])
      out.points.push_back(
          {p, cls[p], cls[p] == PointClass::stone ? std::vector<std::string>{} : std::vector<std::string>{article}});
  return out;
}

Score area_count(const Position& pos, const AreaMap& t, AreaItems items, double komi, std::string method) {
  Score s;
  s.stones_black = t.stones[color_index(Color::black)];
  s.stones_white = t.stones[color_index(Color::white)];
  if (items == AreaItems::stones_and_points) {
    s.territory_black = t.territory[color_index(Color::black)];
    s.territory_white = t.territory[color_index(Color::white)];
  }
  s.prisoners_black = pos.prisoners_taken_by(Color::black);
  s.prisoners_white = pos.prisoners_taken_by(Color::white);
  s.dead_removed_black = t.dead_removed[color_index(Color::black)];
  s.dead_removed_white = t.dead_removed[color_index(Color::white)];
  s.komi = komi;
  s.total_black = s.stones_black + s.territory_black;
  s.total_white = s.stones_white + s.territory_white + komi;
  s.method = std::move(method);
  s.basis = items == AreaItems::stones_only ? CountBasis::stones : CountBasis::area;
  return s;
}

Score area_count(const Position& pos, const TerritoryMap& t, AreaItems items, double komi, std::string method) {
  AreaMap standing{t, {}};
  for (const auto& v : t.points)
    if (v.cls == PointClass::stone && is_stone(pos.board().at(v.point)))
      ++standing.stones[color_index(pos.board().at(v.point))];
  return area_count(pos, standing, items, komi, std::move(method));
}

}  // namespace kiyaku::parts
