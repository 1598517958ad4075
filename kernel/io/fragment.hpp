// What a fragment's placement says about the board around it, whichever reader placed it (the
// rule-book diagram and the JSON position format agree, so a JSON report's position evaluates
// as its source did).
#pragma once
#include "kernel/board.hpp"
#include "kernel/io/document.hpp"

namespace kiyaku::io {

struct FragmentSurroundings {
  // The empty points beyond the fragment, and the empty points of the fragment joined to them
  // through empty points and touching no two colours: the source does not show what happens there.
  PointSet open_area;
  // The strings on an open side or next to the open area: settled by the rest of the board.
  PointSet frame;
};

FragmentSurroundings fragment_surroundings(const Board& b, const Placement& placement);

}  // namespace kiyaku::io
