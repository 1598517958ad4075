// Negamax with alpha-beta and a transposition table for the small local games of the finish
// (kernel/dame_game.hpp, kernel/boundary_game.hpp). A value is the gain, for the side to move,
// from the position on (so a table entry does not depend on the path). The game (`Game`, CRTP)
// gives its plays and their gains, and what a position is worth when both have passed or the
// depth runs out; a search past its node budget is `exhausted` and its values are void.
#pragma once
#include <algorithm>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <vector>

#include "kernel/board.hpp"
#include "kernel/zobrist.hpp"

namespace kiyaku {

// `Game` provides moves(c, list) (plays, then kNoPoint for the pass), gain(c, p) (read before
// the play) and end_value(c) (for the side to move, after two passes or at the depth limit).
template <class Game>
class LocalMinimax {
 public:
  LocalMinimax(Board& board, std::uint64_t max_nodes, int max_depth)
      : board_(board), max_nodes_(max_nodes), max_depth_(max_depth) {}

  int value(Color c, int passes) { return search(c, passes, -kInfinity, kInfinity, 0); }
  bool exhausted() const { return exhausted_; }
  int max_depth() const { return max_depth_; }
  std::uint64_t nodes() const { return nodes_; }
  void reset_budget() { nodes_in_search_ = 0; }

 protected:
  Board& board_;

 private:
  static constexpr int kInfinity = std::numeric_limits<int>::max() / 4;
  enum class BoundKind : std::uint8_t { exact, lower, upper };
  struct Bound {
    int value;
    BoundKind kind;
  };

  Game& game() { return static_cast<Game&>(*this); }

  std::uint64_t key(Color c, int passes) const {
    return board_.hash() ^ zobrist::to_move(c) ^ zobrist::mix(static_cast<std::uint64_t>(passes));
  }

  int search(Color c, int passes, int alpha, int beta, int depth) {
    if (passes == 2) return game().end_value(c);
    ++nodes_;
    if (++nodes_in_search_ > max_nodes_) exhausted_ = true;
    if (exhausted_) return 0;
    if (depth >= max_depth_) return game().end_value(c);
    const std::uint64_t k = key(c, passes);
    if (const auto it = table_.find(k); it != table_.end()) {
      const Bound& e = it->second;
      if (e.kind == BoundKind::exact || (e.kind == BoundKind::lower && e.value >= beta) ||
          (e.kind == BoundKind::upper && e.value <= alpha))
        return e.value;
    }
    const int alpha0 = alpha;
    int best = -kInfinity;
    std::vector<Point> list;
    game().moves(c, list);
    for (Point p : list) {
      int v;
      if (p == kNoPoint) {
        v = -search(opponent(c), passes + 1, -beta, -alpha, depth + 1);
      } else {
        const int g = game().gain(c, p);
        board_.play(c, p);
        v = g - search(opponent(c), 0, g - beta, g - alpha, depth + 1);
        board_.undo();
      }
      best = std::max(best, v);
      alpha = std::max(alpha, v);
      if (alpha >= beta) break;
    }
    if (!exhausted_) {
      const BoundKind kind = best <= alpha0 ? BoundKind::upper : best >= beta ? BoundKind::lower : BoundKind::exact;
      table_[k] = {best, kind};
    }
    return best;
  }

  std::uint64_t max_nodes_;
  int max_depth_;
  std::uint64_t nodes_ = 0, nodes_in_search_ = 0;
  bool exhausted_ = false;
  std::unordered_map<std::uint64_t, Bound> table_;
};

}  // namespace kiyaku
