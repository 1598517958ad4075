// What a player sees at the end of a finished game record, before any rule text applies:
// which strings lie dead in the opponent's area, which groups are safe beyond doubt, and which
// empty points are neutral (dame) between living groups. An estimate, never a verdict: the
// rulesets decide status by their own procedures; the estimate only says which groups bound
// their local searches (taken as alive, and reported as such) and where dame are filled.
#pragma once
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku {

struct GameEndEstimate {
  // Stones of short strings their owner cannot save (read by the capture game), and of groups
  // without eye space of their own among safe opponents.
  PointSet dead;
  // Stones of groups with two separate areas of their own, each with a point no living stone of
  // the other colour touches (an eye), or one large area.
  PointSet safe;
  PointSet neutral;  // empty points as near to living black as to living white stones
};

// A group needs this many points in one area of its own to count as safe on that area alone.
inline constexpr int kLargeAreaPoints = 8;

GameEndEstimate estimate_game_end(const Board& b);

// The neutral points next to no living stone of either colour: a boundary the players had yet to
// play out (walls three points apart or more, or an open board), not a dame.
PointSet open_boundary_points(const Board& b, const GameEndEstimate& e);

// The estimate corrected by a rule text's verdict: `alive` stones it saw as dead are alive after
// all, `dead` stones it saw as living are dead, so the neutral points around them are recomputed.
void revise_estimate(const Board& b, GameEndEstimate& e, const PointSet& alive, const PointSet& dead);

// Dame filling as players do before counting. First the dame phase is solved as a game where a
// fill can force a 手入れ (kernel/dame_game.hpp: the hot points, `first` to move at the stop).
// Then every other neutral point gets a stone of the side whose area it closes; a point between
// both sides' areas (a last boundary point the record leaves unplayed) goes to the sides in turn,
// the side after the dame phase's last move first. The two liberties of a seki the record leaves
// (two living strings of six stones or more with the same two liberties) stay open. A fill that
// leaves a living string
// in atari is followed at once by its owner's reinforcement (手入れ) at the last liberty, or by the
// capture of a dead string in atari beside it where extending does not help. Last, a
// living string left with two liberties that the opponent, moving first, could take (a shortage
// of liberties, ダメヅマリ; solver/capture.hpp reads it) gets the one stone that saves it, and a
// small area holding dead stones that their owner, moving first, could make something of
// (solver/invasion.hpp reads it) gets the owner's stone after which he cannot.
struct DameFilling {
  std::vector<Move> fills;           // in reading order
  std::vector<Move> reinforcements;  // 手入れ the fills and the dead stones made necessary
  std::vector<Move> endgame;         // plays of the open boundaries read as local endgames
  std::vector<Point> left_open;      // neutral points no stone can fill, even with a reinforcement after
  std::vector<Move> sequence;        // all of them together, in the order they are played
  PointSet boundary_read;            // the open boundaries read as local endgames (not the custom's fills)
};

// The moves, on a copy of the board; the caller plays them on its position.
DameFilling plan_dame_filling(const Board& b, const GameEndEstimate& e, Color first);

}  // namespace kiyaku
