// The invasion game: can a player, playing only inside a small area that the other colour's
// strings enclose, capture one of those strings or keep them from ever becoming pass-alive? The
// question a player asks of his own area before he counts ("if he plays in here first, must I
// answer?"), and the test for a 手入れ that no liberty count shows: a dead stone whose owner,
// moving first, makes a nakade, a seki or a capturing race out of it. Rule-neutral: plain
// alternating play, suicide and the immediate retaking of a simple ko excluded.
//
// The enclosing strings are the `walls`: the owner's strings next to the area. Play goes on the
// area's empty points, and on the stones and liberties of the invader's short strings (three
// liberties or fewer) next to a wall that the owner, moving first, could take (capture.hpp),
// where the walls may be in a capturing race; either side may pass. The owner wins once every
// wall stone is pass-alive when the invader may play only there
// (pass_alive_within: a wall with an empty point elsewhere keeps that liberty, so only walls that
// live by the area are at stake). The invader wins by capturing a wall stone, unless he took a
// single stone with a string of more than one that the owner then retakes on that point (the
// exchange costs the owner nothing; he may play on the wall's points again), or when both pass
// before the walls are pass-alive (a seki, or a fight the owner cannot win), or by an endless play
// (a ko the owner cannot end: a player adds the stone rather than fight it).
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/solver/capture.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::solver {

class InvasionGame {
 public:
  using Move = CaptureMove;

  // `area`: connected points, each empty or an invader stone, every neighbour outside them an
  // `owner` stone. `first` moves first.
  InvasionGame(const Board& board, const PointSet& area, Color owner, Color first);

  // --- solver::SearchGame ---
  bool hero_to_move() const noexcept { return to_move_ == invader_; }
  std::uint64_t key() const noexcept;
  std::optional<bool> terminal() const;
  bool hero_wins_cycle(std::size_t) const noexcept { return true; }
  void moves(std::vector<Move>& out) const;
  void play(const Move& m);
  void undo();

 private:
  Board board_;
  PointSet walls_;  // the owner's stones next to the area at the start
  PointSet zone_;   // where play may go
  Color owner_;
  Color invader_;
  Color to_move_;
  std::vector<Point> played_;  // the points played, kNoPoint for a pass

  bool retakable_capture() const;
};

enum class Invasion : std::uint8_t { kills, fails, unknown };

// Whether the invader, moving first inside `area`, captures or holds off the walls (unknown when
// the budget runs out).
Invasion invade(const Board& board, const PointSet& area, Color owner, const Budget& budget);

}  // namespace kiyaku::solver
