#include "kernel/solver/capture.hpp"

#include "kernel/zobrist.hpp"

namespace kiyaku::solver {

CaptureGame::CaptureGame(const Board& board, Point target, Color first, AttackerKos kos)
    : board_(board.position_only()),
      target_(target),
      owner_(board.at(target)),
      attacker_(opponent(board.at(target))),
      to_move_(first),
      kos_(kos) {}

std::uint64_t CaptureGame::key() const noexcept {
  std::uint64_t h = board_.hash() ^ zobrist::to_move(to_move_);
  if (board_.ko_point() != kNoPoint) h ^= zobrist::ban(board_.ko_point());
  return h;
}

std::optional<bool> CaptureGame::terminal() const {
  if (board_.at(target_) != owner_) return true;
  if (board_.liberties_up_to(target_, kEscapeLiberties) >= kEscapeLiberties) return false;
  return std::nullopt;
}

// The few moves already listed are looked at before the board's check, which costs more.
void CaptureGame::add_if_legal(Color c, Point p, std::vector<Move>& out) const {
  for (const Move& m : out)
    if (m.point == p) return;
  if (c == attacker_ && kos_ == AttackerKos::barred && board_.would_ko_capture(c, p) != kNoPoint) return;
  if (board_.check(c, p) == PlayCheck::legal) out.push_back({c, p});
}

void CaptureGame::moves(std::vector<Move>& out) const {
  if (to_move_ == attacker_)
    attacker_moves(out);
  else
    owner_moves(out);
}

// Calls f(stone) for one stone of each attacker chain next to p whose head is not in `met`, and
// adds its head there. A chain met again would only offer the moves it offered already
// (add_if_legal keeps one of each): looking at it once spares a liberty walk per adjacency.
template <class F>
void CaptureGame::for_each_new_attacker_chain_beside(Point p, PointSet& met, F&& f) const {
  for (Point n : board_.neighbours(p)) {
    if (board_.at(n) != attacker_ || met.contains(board_.chain_head(n))) continue;
    met.insert(board_.chain_head(n));
    f(n);
  }
}

// The same for the attacker chains next to the target, in the order the target's stones meet them.
template <class F>
void CaptureGame::for_each_attacker_chain_next_to_target(PointSet& met, F&& f) const {
  board_.for_each_stone(target_, [&](Point s) { for_each_new_attacker_chain_beside(s, met, f); });
}

// Ataris and liberty-taking plays first, then the approach moves, then rescues.
void CaptureGame::attacker_moves(std::vector<Move>& out) const {
  const std::vector<Point> liberties = board_.liberties(target_).to_vector();
  for (Point p : liberties) add_if_legal(attacker_, p, out);
  for (Point p : liberties)
    for (Point n : board_.neighbours(p))
      if (board_.at(n) == Color::empty) add_if_legal(attacker_, n, out);
  PointSet met;  // heads
  for_each_attacker_chain_next_to_target(met, [&](Point n) {
    if (board_.in_atari(n)) add_if_legal(attacker_, board_.only_liberty(n), out);
  });
}

// Captures and chases of the attacker's short strings first, then extensions, then the pass.
// The short strings are those next to the target and those that approach it from a liberty: the
// owner answers a placement by taking its liberties (the vital point it aims at is often one),
// which a reader that only extends would miss, calling a living string takeable.
void CaptureGame::owner_moves(std::vector<Move>& out) const {
  constexpr int kShort = 2;
  const auto chase = [&](Point n) {
    if (board_.liberties_up_to(n, kShort + 1) <= kShort)
      board_.liberties(n).for_each([&](Point p) { add_if_legal(owner_, p, out); });
  };
  PointSet met;  // heads: a chain next to the target and to a liberty is chased once
  for_each_attacker_chain_next_to_target(met, chase);
  const PointSet liberties = board_.liberties(target_);
  liberties.for_each([&](Point l) { for_each_new_attacker_chain_beside(l, met, chase); });
  liberties.for_each([&](Point p) { add_if_legal(owner_, p, out); });
  out.push_back({owner_, kNoPoint});
}

void CaptureGame::play(const Move& m) {
  if (m.point == kNoPoint)
    board_.pass();
  else
    board_.play(m.color, m.point);
  to_move_ = opponent(to_move_);
}

void CaptureGame::undo() {
  board_.undo();
  to_move_ = opponent(to_move_);
}

namespace {

Capture solve_capture(CaptureGame& game, const Budget& budget) {
  Solver<CaptureGame> solver(game, budget);
  switch (solver.solve().value) {
    case Value::hero_wins: return Capture::possible;
    case Value::hero_loses: return Capture::impossible;
    case Value::unknown: break;
  }
  return Capture::unknown;
}

}  // namespace

Capture can_capture(const Board& board, Point target, const Budget& budget) {
  CaptureGame game(board, target, opponent(board.at(target)));
  return solve_capture(game, budget);
}

Capture can_capture_owner_first(const Board& board, Point target, const Budget& budget) {
  CaptureGame game(board, target, board.at(target), CaptureGame::AttackerKos::barred);
  return solve_capture(game, budget);
}

}  // namespace kiyaku::solver
