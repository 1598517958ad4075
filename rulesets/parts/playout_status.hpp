// Life and death by actual play (Jungo's end, Kaise's theoretical end, the 1963 play-out): every
// unsettled region is played out optimally under the text's own repetition rule and count
// (kernel/solver/playout.hpp); stones captured on the way are dead, stones still standing at the
// end are alive. Regions are the connected sets of points outside pass-alive strings, their eye
// space, the frame and the open area of a fragment.
#pragma once
#include <string>

#include "kernel/position.hpp"
#include "kernel/solver/playout.hpp"
#include "rulesets/choice_names.hpp"
#include "rulesets/parts/status.hpp"
#include "rulesets/parts/territory.hpp"
#include "rulesets/verdicts.hpp"

namespace kiyaku::parts {

enum class PlayoutStarter : std::uint8_t {
  side_to_move,  // one play-out per region, from the position's side to move (Black if none)
  capturer,      // Kaise I(9): the capturing side moves first; one play-out per colour under test
};
enum class StonelessRegions : std::uint8_t {
  skip,  // regions without unsettled stones need no play-out (statuses only)
  play,  // play them out too and keep the line on a bordering string (counts that need the end)
};
enum class EndlessPlay : std::uint8_t { undecided, no_result };  // a play-out whose optimal play repeats

struct PlayoutStatusOptions {
  solver::PlayoutRules rules;
  PlayoutStarter starter = PlayoutStarter::side_to_move;
  StonelessRegions stoneless = StonelessRegions::skip;
  solver::Budget budget;
  std::string article;  // cited on every verdict the play-out decides
  std::string note;     // appended to reasons, e.g. "(reconstructed: ...)"; may be empty
};

StatusMap playout_status(const Position& pos, const PlayoutStatusOptions& options);

// Regions of one game played in turn (a sum of gote switches, each settled by its first move):
// what starting gains in a region, Black's value with Black first minus with White first where
// both play-outs are exact (else nothing); and who starts each region when `first` starts the
// game: in the order of the gains, largest first, each region is started by the side whose turn it
// is, and one where starting gains something passes the turn. Jungo's regions and 1989 Art. 13-1's
// resumption are both played so.
int starting_gain(const solver::FirstMoverPlayouts& region);
std::vector<Color> first_movers_in_turn(const std::vector<int>& gains, Color first);

// Points a play-out may use: not settled, not the stone-free eye space of pass-alive strings
// (an eye space holding opposing stones is played out: they must actually be captured).
PointSet playable_points(const Position& pos);

// The fringe for the play-out of `region`: a fragment's surroundings (solver::surroundings_fringe)
// and a game record's assumed territory next to it (solver::assumed_fringe; `assumed_area` is
// solver::assumed_area(pos), computed once for all of a position's regions).
solver::Fringe surroundings(const Position& pos, const PointSet& assumed_area, const PointSet& region);

// A play-out's line replayed from `start`: the original stones of `region` it removes at some
// point, and the board at its end. A line that stops where every point is held for good leaves
// the stones in the holders' kill regions to be taken: removed, and gone from the board.
struct LineEnd {
  Board board;
  PointSet removed;
};
LineEnd replay_line(const Board& start, const PointSet& region, const solver::Playout& po);

// Every string as it stands (a game already ended: Jungo rule (6) counts the board as it is).
StatusMap as_they_stand(const Position& pos, const std::string& article, const std::string& reason);

// The board at the end of the play-outs: the start with every distinct witness line replayed.
Board final_position(const Position& pos, const StatusMap& statuses);

// True when some verdict's play-out repeats without end.
bool any_endless(const StatusMap& statuses);

// Kaise I(9): territory plus prisoners (captured stones and the dead stones removed), compared.
Score territory_plus_prisoners(const Position& pos, const TerritoryMap& t, double komi, std::string method);

}  // namespace kiyaku::parts

namespace kiyaku {

// The spellings of the choices these readings answer (rulesets/choice_names.hpp).
template <>
struct ChoiceNames<parts::EndlessPlay> : ChoiceNaming<"endless", "undecided", "no_result"> {};

}  // namespace kiyaku
