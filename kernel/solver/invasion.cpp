#include "kernel/solver/invasion.hpp"

#include "kernel/benson.hpp"
#include "kernel/solver/dfpn.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku::solver {

namespace {

// Marks a state just after a pass (a second pass ends the play).
constexpr std::uint64_t kAfterPass = 0x9E3779B97F4A7C15ULL;

PointSet walls_of(const Board& b, const PointSet& area, Color owner) {
  PointSet walls;
  area.for_each([&](Point p) {
    for (Point n : b.neighbours(p))
      if (b.at(n) == owner) walls |= b.chain(n);
  });
  return walls;
}

// A string the owner can take by reading, moving first (capture.hpp): one the walls may race.
// A string he cannot take is not raced, since the zone would cut off the invader's defence of it.
bool takeable_string(const Board& b, Point s) {
  constexpr Budget kRaceBudget{.max_nodes = 2000, .max_depth = 24, .max_witness = 0};
  return can_capture(b, s, kRaceBudget) == Capture::possible;
}

// The area, and the opponent's short strings next to a wall that the owner could take, with their
// liberties: the walls may be in a capturing race with them, which the owner wins by taking them
// (freeing his walls) and the invader by saving them. Their points stay in play after a capture,
// so that a point freed there is no everlasting liberty.
PointSet zone_of(const Board& b, const PointSet& area, const PointSet& walls, Color owner) {
  constexpr int kShort = 3;
  PointSet out = area;
  PointSet passed;  // heads of strings looked at and not raced
  walls.for_each([&](Point w) {
    for (Point n : b.neighbours(w)) {
      if (b.at(n) != opponent(owner) || out.contains(n) || passed.contains(b.chain_head(n))) continue;
      if (b.liberties_up_to(n, kShort + 1) > kShort || !takeable_string(b, n)) {
        passed.insert(b.chain_head(n));
        continue;
      }
      out |= b.chain(n);
      out |= b.liberties(n);
    }
  });
  return out;
}

}  // namespace

InvasionGame::InvasionGame(const Board& board, const PointSet& area, Color owner, Color first)
    : board_(board.position_only()),
      walls_(walls_of(board, area, owner)),
      zone_(zone_of(board, area, walls_, owner)),
      owner_(owner),
      invader_(opponent(owner)),
      to_move_(first) {}

std::uint64_t InvasionGame::key() const noexcept {
  std::uint64_t h = board_.hash() ^ zobrist::to_move(to_move_);
  if (board_.ko_point() != kNoPoint) h ^= zobrist::ban(board_.ko_point());
  if (!played_.empty() && played_.back() == kNoPoint) h ^= kAfterPass;
  return h;
}

// The invader's last stone took a single wall stone, joining a string of more than one stone now
// in atari, which the owner takes back on that point, keeping two liberties: the exchange costs
// him nothing (capture_answered_by_retaking, dame_game.hpp).
bool InvasionGame::retakable_capture() const {
  if (played_.empty() || to_move_ != owner_) return false;
  const Point last = played_.back();
  if (last == kNoPoint || !board_.in_atari(last) || !walls_.contains(board_.only_liberty(last))) return false;
  std::size_t taken = 0;
  walls_.for_each([&](Point p) { taken += board_.at(p) != owner_; });
  if (taken != 1) return false;
  Board after = board_;
  return retaken_at_once(after, last);
}

std::optional<bool> InvasionGame::terminal() const {
  bool taken = false;
  walls_.for_each([&](Point p) { taken = taken || board_.at(p) != owner_; });
  if (taken && !retakable_capture()) return true;
  const PointSet alive = pass_alive_within(board_, owner_, zone_, zone_).stones;
  if ((walls_ & ~alive).empty()) return false;
  const std::size_t n = played_.size();
  if (n >= 2 && played_[n - 1] == kNoPoint && played_[n - 2] == kNoPoint) return true;
  return std::nullopt;
}

void InvasionGame::moves(std::vector<Move>& out) const {
  (zone_ | walls_).for_each([&](Point p) {
    if (board_.at(p) == Color::empty && board_.check(to_move_, p) == PlayCheck::legal) out.push_back({to_move_, p});
  });
  out.push_back({to_move_, kNoPoint});
}

void InvasionGame::play(const Move& m) {
  if (m.point == kNoPoint)
    board_.pass();
  else
    board_.play(m.color, m.point);
  played_.push_back(m.point);
  to_move_ = opponent(to_move_);
}

void InvasionGame::undo() {
  board_.undo();
  played_.pop_back();
  to_move_ = opponent(to_move_);
}

Invasion invade(const Board& board, const PointSet& area, Color owner, const Budget& budget) {
  InvasionGame game(board, area, owner, opponent(owner));
  ProofNumberSolver<InvasionGame> solver(game, budget);
  switch (solver.solve().value) {
    case Value::hero_wins: return Invasion::kills;
    case Value::hero_loses: return Invasion::fails;
    case Value::unknown: break;
  }
  return Invasion::unknown;
}

}  // namespace kiyaku::solver
