// An open boundary at the stop, read as a local endgame with the territory count. A neutral
// point next to no living stone (walls three points apart or more) is not a dame: whoever plays
// there first pushes the boundary into the other's area, and the record's margin counts where
// the players closed it. Each such stretch of neutral points, with the empty points next to it,
// is one local game: any legal play on its points or a pass, solved by minimax with either side
// moving first, and valued as the count takes it: the empty points of the game that only one
// side's stones (or areas) enclose are his territory, and a living stone taken is a prisoner.
// A play is kept local: the new string may have no liberty in the other side's area outside the
// game (a stone that could run or be taken there is a fight, not an endgame move).
// Rule-neutral: which stones are dead, which points neutral and whose area the rest is, are the
// caller's.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/dame_game.hpp"

namespace kiyaku {

struct BoundaryInput {
  PointSet dead;                     // stones taken as dead
  PointSet neutral;                  // the neutral points
  PointSet open;                     // the neutral points next to no living stone
  std::vector<int> nearer;           // per empty point: -1 Black's area, +1 White's, 0 neither
  std::uint64_t max_nodes = 100000;  // per local game and side to move first
};

// The local games: each stretch of neutral points that holds an open point, with the empty
// points next to it. A game of more than kMostBoundaryPoints points is not formed, nor one beside
// stones taken as dead that are not in atari (a fight's remains, not a boundary).
inline constexpr std::size_t kMostBoundaryPoints = 14;
std::vector<PointSet> boundary_games(const Board& b, const BoundaryInput& in);

// The game on `points` read with each side first; nullopt where a search ran out of budget, where
// a line changes (or the reading cannot tell) whether a string next to the game can be taken (a
// fight, not an endgame), or where starting there is worth more than two points (not a boundary
// players leave open at the stop).
// Each line's value is what it gives Black over White against the position as it stands.
std::optional<LocalResult> solve_boundary_game(const Board& b, const BoundaryInput& in, const PointSet& points,
                                               std::uint64_t& nodes);

}  // namespace kiyaku
