#include "kernel/boundary_game.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "kernel/local_minimax.hpp"
#include "kernel/regions.hpp"
#include "kernel/solver/capture.hpp"

namespace kiyaku {

namespace {

// One open boundary (kernel/local_minimax.hpp): prisoners are gains as they are taken, and when
// both have passed the game's points are counted as territory.
class BoundaryGame : public LocalMinimax<BoundaryGame> {
 public:
  BoundaryGame(Board& board, const BoundaryInput& in, const PointSet& points)
      : LocalMinimax(board, in.max_nodes, 2 * static_cast<int>(points.size()) + 4), in_(in), points_(points) {
    for (Point p : board.points()) start_[p] = board.at(p);
  }

  int end_value(Color c) const { return black_sign(c) * count(); }

  // Every local play of the game's points, in reading order, then the pass (kNoPoint).
  void moves(Color c, std::vector<Point>& out) const {
    out.clear();
    points_.for_each([&](Point p) {
      if (local_play(c, p)) out.push_back(p);
    });
    out.push_back(kNoPoint);
  }

  // The mover's prisoners from a play at p, read before it is played: a stone the players took
  // as dead is counted already; a living stone from outside the game is a prisoner and a point.
  int gain(Color c, Point p) const {
    int g = 0;
    board_.for_each_capture(c, p, [&](Point head) {
      board_.for_each_stone(head, [&](Point s) {
        if (!in_.dead.contains(s)) g += points_.contains(s) ? 1 : 2;
      });
    });
    return g;
  }

  // Black's territory less White's over the game's empty points: each stretch of them that one
  // side alone encloses (with his living stones, the dead stones of the other and his area
  // outside the game) is his.
  int count() const {
    PointSet seen;
    int total = 0;
    points_.for_each([&](Point p) {
      if (seen.contains(p) || board_.at(p) != Color::empty) return;
      int size = 0;
      const Color owner = enclosing_side(p, seen, size);
      if (is_stone(owner)) total += black_sign(owner) * size;
    });
    return total;
  }

 private:
  // The side that alone encloses the stretch of the game's empty points through p (Color::empty
  // where both do); the stretch is marked in `seen` and its size added to `size`.
  Color enclosing_side(Point p, PointSet& seen, int& size) const {
    std::vector<Point> stack{p};
    seen.insert(p);
    bool black = false, white = false;
    while (!stack.empty()) {
      const Point q = stack.back();
      stack.pop_back();
      ++size;
      for (Point n : board_.neighbours(q)) {
        if (!board_.on_board(n)) continue;
        if (board_.at(n) == Color::empty && points_.contains(n)) {
          if (!seen.contains(n)) seen.insert(n), stack.push_back(n);
          continue;
        }
        const Color side = side_of(n);
        black = black || side != Color::white;
        white = white || side != Color::black;
      }
    }
    return black == white ? Color::empty : black ? Color::black : Color::white;
  }

  // Whose a point outside the game's empty points is: a living stone its owner's, a dead one the
  // other's, a point emptied by a capture the capturer's, an empty point its area's (empty: both).
  Color side_of(Point n) const {
    const Color at = board_.at(n);
    if (is_stone(at)) return in_.dead.contains(n) ? opponent(at) : at;
    if (is_stone(start_[n])) return opponent(start_[n]);
    return in_.nearer[n] < 0 ? Color::black : in_.nearer[n] > 0 ? Color::white : Color::empty;
  }

  // A legal play on an empty point of the game whose string keeps no liberty in the other side's
  // area outside the game.
  bool local_play(Color c, Point p) const {
    if (board_.at(p) != Color::empty || board_.check(c, p) != PlayCheck::legal) return false;
    board_.play(c, p);
    bool local = true;
    board_.liberties(p).for_each([&](Point l) { local = local && (points_.contains(l) || side_of(l) != opponent(c)); });
    board_.undo();
    return local;
  }

  const BoundaryInput& in_;
  PointSet points_;
  std::array<Color, kMaxPoints> start_{};  // the board at the stop: whose a captured point was
};

PointSet with_empty_neighbours(const Board& b, const PointSet& points) {
  PointSet out = points;
  points.for_each([&](Point q) {
    for (Point n : b.neighbours(q))
      if (b.on_board(n) && b.at(n) == Color::empty) out.insert(n);
  });
  return out;
}

// The fate of the strings next to the game: whether each is taken on the board, or could be even
// with its owner moving first (the capture game, a small local reading). A line that changes one
// decides a fight, which the count does not see: the players would not have stopped with it open.
// A fate the reading cannot tell is no proof either way.
constexpr solver::Budget kFateBudget{.max_nodes = 2000, .max_depth = 24, .max_witness = 0};

struct Fates {
  std::vector<Point> stones;  // one stone of each string next to the game at the stop
  std::vector<Color> owners;
  std::vector<solver::Capture> fates;
  bool read() const {
    return std::none_of(fates.begin(), fates.end(), [](solver::Capture c) { return c == solver::Capture::unknown; });
  }
};

solver::Capture fate_of(const Board& b, Point stone, Color owner) {
  if (b.at(stone) != owner) return solver::Capture::possible;  // taken
  return solver::can_capture_owner_first(b, stone, kFateBudget);
}

Fates fates_next_to(const Board& b, const PointSet& points) {
  Fates f;
  PointSet seen;
  points.for_each([&](Point q) {
    for (Point n : b.neighbours(q)) {
      if (!is_stone(b.at(n)) || seen.contains(n)) continue;
      seen |= b.chain(n);
      f.stones.push_back(n);
      f.owners.push_back(b.at(n));
      f.fates.push_back(fate_of(b, n, b.at(n)));
    }
  });
  return f;
}

bool same_fates(const Board& b, const Fates& f) {
  for (std::size_t i = 0; i < f.stones.size(); ++i)
    if (fate_of(b, f.stones[i], f.owners[i]) != f.fates[i]) return false;
  return true;
}

// Whether the game touches stones taken as dead that are not in atari: there the players left a
// fight's remains, whose points the count reads as the other's area, not a boundary.
bool next_to_dead_stones(const Board& b, const BoundaryInput& in, const PointSet& points) {
  bool found = false;
  points.for_each([&](Point q) {
    for (Point n : b.neighbours(q)) found = found || (in.dead.contains(n) && !b.in_atari(n));
  });
  return found;
}

// Games that share a point are one game: `game` joins those it meets.
void add_game(std::vector<PointSet>& games, PointSet game) {
  for (auto it = games.begin(); it != games.end();) {
    if (it->intersects(game)) {
      game |= *it;
      it = games.erase(it);
    } else {
      ++it;
    }
  }
  games.push_back(game);
}

// A boundary worth more than this to whoever starts there is not one players leave at the stop:
// the record stopped before its endgame did, or the estimate took a fight for a boundary.
constexpr int kLargestSwing = 2;

}  // namespace

std::vector<PointSet> boundary_games(const Board& b, const BoundaryInput& in) {
  std::vector<PointSet> games;
  for (const PointSet& stretch : connected_sets(b, [&](Point p) { return in.neutral.contains(p); }))
    if (stretch.intersects(in.open)) add_game(games, with_empty_neighbours(b, stretch));
  std::erase_if(games,
                [&](const PointSet& g) { return g.size() > kMostBoundaryPoints || next_to_dead_stones(b, in, g); });
  std::sort(games.begin(), games.end(), [](const PointSet& x, const PointSet& y) { return x.first() < y.first(); });
  return games;
}

std::optional<LocalResult> solve_boundary_game(const Board& b, const BoundaryInput& in, const PointSet& points,
                                               std::uint64_t& nodes) {
  Board board = b.position_only();
  const Fates fates = fates_next_to(board, points);
  if (!fates.read()) return std::nullopt;
  BoundaryGame game(board, in, points);
  const int before = game.count();
  LocalResult r;
  bool local = true;
  for (Color c : {Color::black, Color::white}) {
    game.reset_budget();
    LocalLine line = play_local_line(game, board, c);
    line.value += game.count() - before;
    local = local && same_fates(board, fates);
    take_back(board, line);
    r.from[color_index(c)] = std::move(line);
  }
  nodes += game.nodes();
  if (game.exhausted() || !local || std::abs(r.swing(Color::black)) > kLargestSwing) return std::nullopt;
  return r;
}

}  // namespace kiyaku
