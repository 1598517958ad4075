// What would happen if play went on: the question behind 1989 Art. 12 (a position that repeats
// under best play: 無勝負 if the players agree) and Art. 13-1 (after the stop, an effective move
// whose first mover wins: nobody resumes, nobody agrees, both lose).
//
// Every unsettled region is played out optimally under the play rules (Art. 6 simple ko, area
// count) twice, Black first and White first (kernel/solver/playout.hpp). The player who resumes
// takes the region where moving first is worth most, his opponent the next, and so on; the local
// results so chosen are summed; settled areas count as they stand (for a fragment only the local count is known, so
// the settled walls are left out and komi is not applied).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "kernel/judged_position.hpp"
#include "kernel/solver/playout.hpp"

namespace kiyaku::parts {

struct FirstMoveLine {
  Color first = Color::black;
  int count = 0;                          // Black's area minus White's after optimal play (+ settled)
  int floor = 0, ceiling = 0;             // what Black can force at least, White at most (+ settled)
  bool endless = false;                   // optimal play repeats without end in some region
  bool decided = true;                    // every region's play-out finished within the budget
  std::vector<solver::PlayoutMove> line;  // the concatenated local lines
  PointSet removed;                       // stones of the position captured somewhere on the lines
  PointSet seki;                          // stones of the position left in seki (next to a dame) at their line's end
};

struct Resumption {
  FirstMoveLine black_first, white_first;
  std::uint64_t nodes = 0;  // every region's two play-outs
};

// `dead`: stones a status analysis expects to be lost. Each region's play-outs start their
// questions at the count that expects (solver::play_out's guess), which spares the questions
// between the count as the board stands and the value. The values are the same; the White-first
// line may be another optimal one (solver::play_out_both).
Resumption analyse_resumption(const JudgedPosition& judged, const solver::Budget& budget, const PointSet& dead = {});

// Art. 12, play in progress: does best play from the player to move end? With one region, its
// play-out's ending alone (solver::play_out_ending, no value or line); with several, the line
// analyse_resumption gives that first mover. `proof` says why it is endless, in words.
struct BestPlayEnding {
  solver::PlayoutEnd end = solver::PlayoutEnd::undecided;
  std::string proof;
  std::uint64_t nodes = 0;
};
BestPlayEnding best_play_ending(const JudgedPosition& judged, Color mover, const solver::Budget& budget);

// Art. 13-1 for a whole board without exact play-outs. Each region's value, whoever moves first
// there, is narrowed by threshold questions (smallest region first, each asking for the bound
// that would fix the winner) until the sums of the floors and of the ceilings give one winner
// (or jigo): then no first move decides the game. `nodes` grows by the nodes the questions searched.
enum class WinnerBounds : std::uint8_t {
  fixed,          // the winner is the same whoever moves first
  need_exact,     // every question was answered but the bounds allow either winner (alternation
                  // between regions, which only the exact analysis follows, may still fix it)
  out_of_budget,  // a question ran out of budget; the exact play-out, which must answer the
                  // harder questions nearest the value, is not tried (measured: it decided none
                  // of the 132 Hon records where this happens, at 3.5 times the CPU)
  fragment,       // a fragment's question is which stones live, not who wins
};
WinnerBounds winner_by_bounds(const JudgedPosition& judged, const solver::Budget& budget, std::uint64_t& nodes);

// -1, 0, +1: who wins a count (Black positive) once komi is applied.
int winner_sign(double black_minus_white);

// Art. 13-1's "effective move" by the play-outs' area counts: the first mover decides the result.
// For a whole board, the winner changes. For a fragment whose optimal play repeats (the japan1989
// ruleset counts the ends of lines that end by the text's own count instead), what each side can
// force changes and with it the status of some stones: captured on one line and not the other, or
// left in seki (Art. 8: no territory) on one line and not the other. Both conditions: the lines of
// an endless play stop anywhere in the cycle, and a lone dame moves the area count but no status.
bool first_move_decides(const JudgedPosition& judged, const Resumption& r);

}  // namespace kiyaku::parts
