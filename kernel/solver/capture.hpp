// The capture game: can the attacker, moving first, take one string while its owner answers?
// The tactical question a player asks before passing at the end of a game ("must I add a stone
// here?"), and the test for a missing reinforcement (手入れ) after the dame are filled. Asked with
// the owner moving first and no ko capture for the attacker, it tells a string its owner cannot
// save (dead by reading, kernel/game_end.cpp). Rule-neutral: plain alternating play, suicide and
// the immediate retaking of a simple ko excluded.
//
// Moves are local, as in any tactical reader (a move elsewhere cannot take the string sooner):
//   - attacker: the target's liberties, the empty points next to them (approach moves, the
//     throw-in that makes a shortage of liberties), and the last liberty of his own strings next
//     to the target that are in atari (saving them);
//   - owner: the target's liberties, the liberties of the attacker's strings with at most two
//     liberties that touch the target or one of its liberties (capturing or chasing them: the
//     answer to an approach stone or a placement), or a pass (he need not answer).
// The attacker never passes: a pass gives up. The target escapes when it reaches
// kEscapeLiberties liberties; an endless play (a ko neither side wins) is the owner's.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::solver {

struct CaptureMove {
  Color color = Color::black;
  Point point = kNoPoint;  // kNoPoint = pass (the owner's only)
};

class CaptureGame {
 public:
  using Move = CaptureMove;
  static constexpr int kEscapeLiberties = 4;

  // Whether the attacker may capture a stone in a ko. Barred, the capture must not hang on a ko,
  // which ko threats elsewhere could turn.
  enum class AttackerKos : std::uint8_t { allowed, barred };

  // `target`: a stone of the string under attack; `first` moves first (the attacker, or the
  // target's owner).
  CaptureGame(const Board& board, Point target, Color first, AttackerKos kos = AttackerKos::allowed);

  // --- solver::SearchGame ---
  bool hero_to_move() const noexcept { return to_move_ == attacker_; }
  std::uint64_t key() const noexcept;
  std::optional<bool> terminal() const;
  bool hero_wins_cycle(std::size_t) const noexcept { return false; }
  void moves(std::vector<Move>& out) const;
  void play(const Move& m);
  void undo();

 private:
  void attacker_moves(std::vector<Move>& out) const;
  void owner_moves(std::vector<Move>& out) const;
  void add_if_legal(Color c, Point p, std::vector<Move>& out) const;
  template <class F>
  void for_each_new_attacker_chain_beside(Point p, PointSet& met, F&& f) const;
  template <class F>
  void for_each_attacker_chain_next_to_target(PointSet& met, F&& f) const;

  Board board_;
  Point target_;
  Color owner_;
  Color attacker_;
  Color to_move_;
  AttackerKos kos_;
};

enum class Capture : std::uint8_t { possible, impossible, unknown };

// Whether the string at `target` can be taken, its opponent moving first (unknown when the
// budget runs out).
Capture can_capture(const Board& board, Point target, const Budget& budget);

// Whether the string at `target` can be taken even when its owner moves first, and without a ko:
// a string its owner cannot save by any local play.
Capture can_capture_owner_first(const Board& board, Point target, const Budget& budget);

}  // namespace kiyaku::solver
