// Paths for the play-out's property tests under a repetition cap: a few plays, captures first, so
// that the path has taken stones (where settled() must hold back, and repetitions come up).
#pragma once
#include <vector>

#include "kernel/solver/playout.hpp"

namespace kiyaku::test {

struct Prefix {
  std::vector<solver::PlayoutGame::Move> moves;
  int captures = 0;  // stones those plays took
};

// Up to `plies` plays from the start: moves() lists captures first, and where the first is no
// capture a play picked by the seed, never the pass (last); it stops where the pass is alone.
inline Prefix capturing_prefix(const Board& b, const PointSet& region, const solver::PlayoutRules& rules, Color first,
                               unsigned seed, int plies) {
  solver::PlayoutGame game(b, region, rules, first);
  Prefix prefix;
  std::vector<solver::PlayoutGame::Move> moves;
  for (int ply = 0; ply < plies; ++ply) {
    moves.clear();
    game.moves(moves);
    if (moves.size() <= 1) break;
    const bool capture = game.board().would_capture(moves[0].color, moves[0].point);
    const auto& m = capture ? moves[0] : moves[(seed + static_cast<unsigned>(ply)) % (moves.size() - 1)];
    const int before = game.board().stone_count(opponent(m.color));
    game.play(m);
    prefix.captures += before - game.board().stone_count(opponent(m.color));
    prefix.moves.push_back(m);
  }
  return prefix;
}

}  // namespace kiyaku::test
