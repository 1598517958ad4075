// The dame phase as a game. After the stop the players fill the neutral points between their
// areas; a fill that leaves a living string in atari makes its owner answer at once with a 手入れ,
// which inside his own area costs him the point, unless he had filled a dame that joins the
// string to another of his first. Which fills force a 手入れ is a matter of order, so it is read,
// not assumed: over the hot points (the neutral points next to a living string with at most one
// liberty outside the neutral points, and the neutral points next to those), split into
// independent local games, each solved by minimax with either side moving first.
//
// The sum is taken as the count takes it: a local game that a side gains in by starting and in
// which it keeps the move (its fill forces the 手入れ) is that side's, whoever moves at the stop,
// since a 手入れ is owed wherever the opponent, moving first, could exact it. The games that cost
// the move (gote) go to the sides in turn, the largest first, the side to move at the stop first.
// On the professional records this reading of the sum agrees with the recorded margins more
// often than handing every game to the side to move (docs/batch.md, "How a game record is judged").
//
// The moves are those players make in the dame phase, nothing more: a fill that captures
// nothing, is not the last liberty of a string of the filler's, leaves its own string two
// liberties and leaves every living string it puts in atari a 手入れ; against a string in atari,
// its owner's 手入れ (the stone at its last liberty, or the capture of a given-up string next to
// it); a pass. A local game of more than 12 points, or one that runs out of its node budget, is
// not played here (`unsolved`), and plan_dame_filling fills it as it fills every other point.
// An open boundary (neutral points next to no living stone) is an endgame, not dame: it is read
// as its own local game with the territory count (kernel/boundary_game.hpp) and summed with the
// others.
// Rule-neutral: which stones are dead and which points neutral are the caller's.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "kernel/board.hpp"

namespace kiyaku {

struct DamePhaseInput {
  PointSet dead;         // stones taken as dead
  PointSet neutral;      // the neutral points
  PointSet black_fills;  // neutral points Black may fill
  PointSet white_fills;  // neutral points White may fill
  Color first = Color::black;
  std::uint64_t max_nodes = 100000;  // per local game and side to move first
  PointSet open;                     // neutral points next to no living stone (kernel/boundary_game.hpp)
  std::vector<int> nearer;           // per empty point: -1 Black's area, +1 White's, 0 neither
};

struct DamePhase {
  PointSet hot;                // the points the game was played on
  PointSet unsolved;           // hot points of local games that ran out of budget: nothing is played there
  PointSet boundary;           // the points of the open boundaries solved (kernel/boundary_game.hpp)
  std::vector<Move> sequence;  // fills, 手入れ and the open boundaries' plays, in the order played
  Color next = Color::empty;   // who fills next: the side that did not play the sequence's last move
  std::uint64_t nodes = 0;
};

DamePhase solve_dame_phase(const Board& b, const DamePhaseInput& in);

// Whether the local games' lines, played one after another from `position`, are what each was
// alone: every play legal, and no play off the open boundaries (`boundary`) taking a stone that
// was not given up (`given_up`: the dead stones and the strings in atari at the stop; a dame
// game's own fills take nothing, its 手入れ only given-up stones). Else the games were not
// independent: a 手入れ of one was played outside its points, or one line took a liberty that
// another's fill then took last (Hon-94-1: the open boundary's Black M1 and the dame fill L2
// together take White's K1-L1, which neither does alone), and none of their lines is played.
bool independent_lines(const Board& position, const std::vector<Move>& moves, const PointSet& boundary,
                       const PointSet& given_up);

// The 手入れ of a string in atari, in the order a player tries them: its owner's stone at the last
// liberty, then the capture of a string of `among` next to it that is in atari; those that are
// legal and leave the string two liberties.
std::vector<Point> teire_points(Board& b, Point string, const PointSet& among);

// A stone in atari that needs no 手入れ: the opponent's stone at its last liberty takes it and
// nothing else, joining a string of more than one stone that is then in atari, and the owner
// retakes that string on the stone's point, keeping two liberties. The exchange leaves the count
// as it was: the owner loses a prisoner, takes the string back as prisoners, and its points are
// his again (Hon-93-1: White's A12 takes Black's A11 beside the dead B11-B12, and Black's A11
// takes all three back). A larger string's other points need not be his after such an exchange.
bool capture_answered_by_retaking(Board& b, Point string);

// +1 for Black, -1 for White: values are Black's gain over White's.
inline int black_sign(Color c) { return c == Color::black ? 1 : -1; }

// A local game's line from one side: fills and 手入れ in order, and what it gives Black over White.
struct LocalLine {
  std::vector<Move> moves;
  int value = 0;
};

// A local game read with each side first.
struct LocalResult {
  std::array<LocalLine, 2> from;  // [color_index(first)]
  // Whether `c`, starting, keeps the move (his opponent's answer came last: a forcing fill, sente).
  bool keeps_move(Color c) const {
    const auto& m = from[color_index(c)].moves;
    return !m.empty() && m.back().color != c;
  }
  int value(Color c) const { return from[color_index(c)].value; }
  // What `c` gains by starting here rather than letting the opponent start.
  int swing(Color c) const { return black_sign(c) * (value(c) - value(opponent(c))); }
};

// A local game's line from `first`: at each turn the first of the game's moves (in its order,
// the pass last) that keeps the game's value. Played on `board` and left there. A line that runs
// past the search's depth (a ko recurring) ends there, as the search does. `Game` has value(c,
// passes), moves(c, list), gain(c, p), exhausted() and max_depth().
template <class Game>
LocalLine play_local_line(Game& game, Board& board, Color first) {
  LocalLine line;
  Color c = first;
  int passes = 0;
  std::vector<Point> list;
  while (passes < 2 && !game.exhausted() && static_cast<int>(line.moves.size()) < game.max_depth()) {
    const int target = game.value(c, passes);
    game.moves(c, list);
    Point chosen = kNoPoint;
    int chosen_gain = 0;
    for (Point p : list) {
      if (p == kNoPoint) break;
      const int g = game.gain(c, p);
      board.play(c, p);
      const int v = g - game.value(opponent(c), 0);
      board.undo();
      if (v == target) {
        chosen = p;
        chosen_gain = g;
        break;
      }
    }
    if (chosen == kNoPoint) {
      ++passes;
    } else {
      line.value += black_sign(c) * chosen_gain;
      board.play(c, chosen);
      line.moves.push_back({c, chosen});
      passes = 0;
    }
    c = opponent(c);
  }
  return line;
}

inline void take_back(Board& board, const LocalLine& line) {
  for (std::size_t i = 0; i < line.moves.size(); ++i) board.undo();
}

// The local games' sum as one line (above: sente games to their sente side, then the gote ones in
// turn, largest first); an empty entry (a game not solved) is left out.
std::vector<Move> play_sum(const std::vector<std::optional<LocalResult>>& results, Color first);

}  // namespace kiyaku
