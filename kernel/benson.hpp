// Benson's unconditional life ("pass-alive"): chains of a colour that the opponent cannot
// capture even if their owner always passes, and the regions that keep them alive.
#pragma once
#include "kernel/board.hpp"

namespace kiyaku {

struct PassAlive {
  PointSet stones;         // stones of pass-alive chains
  PointSet vital_regions;  // points of the small enclosed regions vital to those chains (secure eye space)
};

PassAlive pass_alive(const Board& b, Color c);

}  // namespace kiyaku
