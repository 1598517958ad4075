#include "rulesets/parts/counting.hpp"

namespace kiyaku::parts {

Score territory_minus_prisoners(const Position& pos, const TerritoryMap& t, double komi, std::string method) {
  Score s;
  s.territory_black = t.territory[color_index(Color::black)];
  s.territory_white = t.territory[color_index(Color::white)];
  s.prisoners_black = pos.prisoners_taken_by(Color::black);
  s.prisoners_white = pos.prisoners_taken_by(Color::white);
  s.dead_removed_black = t.dead_removed[color_index(Color::black)];
  s.dead_removed_white = t.dead_removed[color_index(Color::white)];
  s.komi = komi;
  s.total_black = s.territory_black - s.prisoners_white - s.dead_removed_white;
  s.total_white = s.territory_white - s.prisoners_black - s.dead_removed_black + komi;
  s.method = std::move(method);
  return s;
}

}  // namespace kiyaku::parts
