// Benson's unconditional life ("pass-alive"): chains of a colour that the opponent cannot
// capture even if their owner always passes, and the regions that keep them alive.
#pragma once
#include "kernel/board.hpp"

namespace kiyaku {

struct PassAlive {
  PointSet stones;         // stones of pass-alive chains
  PointSet vital_regions;  // points of the small enclosed regions vital to those chains (secure eye space)
  // pass_alive_within() only: the regions inside c's own area, bordered by anchored chains alone,
  // every point of which (stone or empty) is next to one of them. c can capture every opponent
  // stone ever played there: each play that fills a liberty joins an anchored chain, so it is
  // never suicide and never captured, and a captured string frees points that are again next to
  // an anchored chain (no eye) and that c may fill in turn. The chains need not be one: each
  // point needs only some anchored neighbour.
  PointSet safe_regions;
};

PassAlive pass_alive(const Board& b, Color c);

// Benson's analysis of a hypothetical play in which the opponent may play only on
// `opponent_area` (and c never plays). A c chain with an empty neighbour outside that area keeps
// the liberty forever, so it counts as pass-alive from the start (an anchored chain); so does a
// chain with two held eyes: empty points every neighbour of which is the chain itself or an
// anchored chain (two solid eyes, or eyes shared with anchored walls). `own_area` (where c may
// play) only bounds the safe regions.
PassAlive pass_alive_within(const Board& b, Color c, const PointSet& opponent_area, const PointSet& own_area);

}  // namespace kiyaku
