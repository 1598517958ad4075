// Where a hypothetical play about one string may take place: the string's local region,
// bounded by strings that nothing can change (Benson pass-alive, or the frame of a fragment)
// and by the owner's secure eye space. Rule-neutral; rulesets pick the kind of region.
#pragma once
#include "kernel/benson.hpp"
#include "kernel/position.hpp"

namespace kiyaku::solver {

enum class RegionKind : std::uint8_t {
  benson,       // component of T among points not settled and not the owner's secure eye space
  neighbours,   // T's own points and their unsettled neighbours
  whole_board,  // every point not settled by the frame or the open area
};

// Facts computed once per position and shared by every string's region.
struct SettledFacts {
  PassAlive black, white;
  PointSet settled;  // pass-alive stones of both colours, frame stones, open area
};

SettledFacts settled_facts(const Position& pos);

// The region for the string at `t` (empty if the string is itself settled).
PointSet local_region(const Position& pos, const SettledFacts& facts, Point t, RegionKind kind);

}  // namespace kiyaku::solver
