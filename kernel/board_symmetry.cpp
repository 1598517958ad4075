#include "kernel/board_symmetry.hpp"

#include <utility>

namespace kiyaku {

std::string Symmetry::name() const {
  static const char* const kNames[] = {"identity",  "left-right mirror", "top-bottom mirror", "half turn",
                                       "transpose", "quarter turn",      "quarter turn back", "anti-transpose"};
  std::string out = kNames[index];
  if (swap_colours) out = index == 0 ? "colours swapped" : out + ", colours swapped";
  return out;
}

std::vector<Symmetry> board_symmetries(const Board& b) {
  std::vector<Symmetry> out;
  const int geometric = b.width() == b.height() ? 8 : 4;
  for (bool swap : {false, true})
    for (int i = 0; i < geometric; ++i)
      if (i != 0 || swap) out.push_back({i, swap});
  return out;
}

Point map_point(const Board& b, Point p, Symmetry s) {
  Coord c = b.coord(p);
  if (s.index & 1) c.x = b.width() - 1 - c.x;
  if (s.index & 2) c.y = b.height() - 1 - c.y;
  if (s.transposes()) std::swap(c.x, c.y);
  return b.point(c);
}

Color map_color(Color c, Symmetry s) { return s.swap_colours && is_stone(c) ? opponent(c) : c; }

}  // namespace kiyaku
