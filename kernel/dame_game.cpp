#include "kernel/dame_game.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "kernel/boundary_game.hpp"
#include "kernel/local_minimax.hpp"

namespace kiyaku {

namespace {

constexpr int kLivingCapture = 2;  // a prisoner, and the point the stone stood on
// A larger local game is an unfinished boundary rather than dame: on the professional records,
// games of 13 points and more took up to 100,000 nodes a side, mostly in vain.
constexpr std::size_t kMostGamePoints = 12;

// Living strings with at most one liberty outside the neutral points and one among them: the
// strings fills can put in atari.
std::vector<PointSet> exposed_strings(const Board& b, const PointSet& dead, const PointSet& neutral) {
  std::vector<PointSet> out;
  PointSet seen;
  for (Point p : b.points()) {
    if (!is_stone(b.at(p)) || dead.contains(p) || seen.contains(p)) continue;
    const PointSet chain = b.chain(p);
    seen |= chain;
    const PointSet liberties = b.liberties(p);
    if ((liberties & ~neutral).size() <= 1 && liberties.intersects(neutral)) out.push_back(chain);
  }
  return out;
}

PointSet next_to_any(const Board& b, const PointSet& stones) {
  PointSet out;
  stones.for_each([&](Point s) {
    for (Point n : b.neighbours(s))
      if (b.on_board(n)) out.insert(n);
  });
  return out;
}

// A stone its owner left in atari at the stop is given up: the count takes it anyway.
PointSet strings_in_atari(const Board& b) {
  PointSet out;
  for (Point p : b.points())
    if (is_stone(b.at(p)) && !out.contains(p) && b.in_atari(p)) out |= b.chain(p);
  return out;
}

// The local games: the hot points joined where they touch, and where they lie around one exposed
// string or its liberties (a 手入れ is played on a liberty, so strings sharing one are one game).
std::vector<PointSet> clusters_of(const Board& b, const PointSet& hot, const std::vector<PointSet>& exposed) {
  std::vector<PointSet> zones;
  for (const PointSet& s : exposed) zones.push_back(next_to_any(b, s) & (hot | b.liberties(s.first())));
  std::vector<PointSet> clusters;
  for (PointSet left = hot; !left.empty();) {
    PointSet cluster;
    cluster.insert(left.first());
    for (PointSet before; !(before == cluster);) {
      before = cluster;
      cluster |= next_to_any(b, cluster) & hot;
      for (const PointSet& z : zones)
        if (z.intersects(cluster)) cluster |= z;
    }
    clusters.push_back(cluster & hot);
    left &= ~cluster;
  }
  return clusters;
}

// One local game of the dame phase (kernel/local_minimax.hpp): a stone inside an area costs a
// point, a fill costs nothing, and nothing is counted at the end.
class LocalGame : public LocalMinimax<LocalGame> {
 public:
  LocalGame(Board& board, const DamePhaseInput& in, const PointSet& given_up, const PointSet& points)
      : LocalMinimax(board, in.max_nodes, 2 * static_cast<int>(points.size()) + 4),
        in_(in),
        given_up_(given_up),
        points_(points),
        watched_(next_to_any(board, points) | points) {}

  int end_value(Color) const { return 0; }

  // Against a string of the mover's in atari, its 手入れ and nothing else: the answer is forced
  // (left unanswered, the string would be taken), and fills only put a string in atari where it
  // has one. Else the fills the mover may play, and a pass (kNoPoint, last).
  void moves(Color c, std::vector<Point>& out) const {
    out.clear();
    const Point short_string = string_in_atari(c);
    if (short_string != kNoPoint) {
      out = teire_points(board_, short_string, given_up_);
      if (!out.empty()) return;
    } else {
      const PointSet& may = c == Color::black ? in_.black_fills : in_.white_fills;
      (points_ & may).for_each([&](Point p) {
        if (fill_allowed(c, p)) out.push_back(p);
      });
    }
    out.push_back(kNoPoint);
  }

  // The mover's gain from a play at p, read before it is played: a stone inside an area costs
  // the point; a living stone taken is a prisoner and a point.
  int gain(Color c, Point p) const {
    int g = in_.neutral.contains(p) ? 0 : -1;
    board_.for_each_capture(c, p, [&](Point head) {
      board_.for_each_stone(head, [&](Point s) {
        if (!given_up_.contains(s)) g += kLivingCapture;
      });
    });
    return g;
  }

 private:
  // A string of colour c among the watched points that is in atari, or kNoPoint.
  Point string_in_atari(Color c) const {
    Point found = kNoPoint;
    watched_.for_each([&](Point w) {
      if (found == kNoPoint && board_.at(w) == c && !given_up_.contains(w) && board_.in_atari(w) &&
          !capture_answered_by_retaking(board_, w))
        found = w;
    });
    return found;
  }

  // A fill that captures nothing, is not the last liberty of a string (taking it would rescue a
  // string of the mover's in atari: a move that decides a fight, not a dame), leaves its own
  // string two liberties, and leaves every living string it puts in atari a 手入れ (one that has
  // none is a capture threat, not a dame).
  bool fill_allowed(Color c, Point p) const {
    if (board_.at(p) != Color::empty || board_.check(c, p) != PlayCheck::legal || board_.would_capture(c, p))
      return false;
    for (Point n : board_.neighbours(p))
      if (board_.at(n) == c && board_.in_atari(n)) return false;
    board_.play(c, p);
    bool ok = board_.liberties_up_to(p, 2) >= 2;
    for (Point n : board_.neighbours(p)) {
      if (!ok || board_.at(n) != opponent(c) || given_up_.contains(n) || !board_.in_atari(n)) continue;
      ok = capture_answered_by_retaking(board_, n) || !teire_points(board_, n, given_up_).empty();
    }
    board_.undo();
    return ok;
  }

  const DamePhaseInput& in_;
  const PointSet& given_up_;
  PointSet points_;
  PointSet watched_;  // the points and their neighbours: where a fill can leave a string in atari
};

// The hot points: the neutral points next to an exposed string, and the neutral points next to
// those (a fill there joins the string, through a fill next to it, to another string of its
// owner's: the way out a player looks for before adding a stone inside his area).
PointSet hot_points(const Board& b, const std::vector<PointSet>& exposed, const PointSet& neutral) {
  PointSet hot;
  for (const PointSet& s : exposed) hot |= next_to_any(b, s) & neutral;
  return hot | (next_to_any(b, hot) & neutral);
}

}  // namespace

bool capture_answered_by_retaking(Board& b, Point string) {
  const Color owner = b.at(string);
  const Color taker = opponent(owner);
  const Point last = b.only_liberty(string);
  if (b.chain_size(string) != 1 || b.check(taker, last) != PlayCheck::legal || b.would_capture_count(taker, last) != 1)
    return false;
  b.play(taker, last);
  const bool answered = retaken_at_once(b, last);
  b.undo();
  return answered;
}

std::vector<Point> teire_points(Board& b, Point string, const PointSet& among) {
  const Color owner = b.at(string);
  std::vector<Point> candidates{b.only_liberty(string)};
  b.for_each_stone(string, [&](Point s) {
    for (Point n : b.neighbours(s))
      if (b.at(n) == opponent(owner) && among.contains(n) && b.in_atari(n)) candidates.push_back(b.only_liberty(n));
  });
  std::vector<Point> out;
  for (Point p : candidates) {
    if (std::find(out.begin(), out.end(), p) != out.end() || b.check(owner, p) != PlayCheck::legal) continue;
    b.play(owner, p);
    const bool saved = b.at(string) == owner && b.liberties_up_to(string, 2) >= 2;
    b.undo();
    if (saved) out.push_back(p);
  }
  return out;
}

// The sum of the local games, as the count takes it: a local game that a side gains in by
// starting and keeps the move (sente: the fill forces a 手入れ) is that side's whoever moves, since
// a 手入れ is owed wherever the opponent, moving first, could exact it. The gote games go to the
// sides in turn, the largest first, the side to move at the stop first; when no side gains
// anywhere, the rest are played as they come. Unsolved games are left out.
std::vector<Move> play_sum(const std::vector<std::optional<LocalResult>>& results, Color first) {
  std::vector<Move> sequence;
  std::vector<bool> done(results.size());
  for (std::size_t i = 0; i < results.size(); ++i) done[i] = !results[i];
  auto play = [&](std::size_t i, Color side) {
    for (const Move& m : results[i]->from[color_index(side)].moves) sequence.push_back(m);
    done[i] = true;
  };
  for (Color side : {first, opponent(first)})
    for (std::size_t i = 0; i < results.size(); ++i)
      if (!done[i] && results[i]->keeps_move(side) && results[i]->swing(side) > 0) play(i, side);
  auto largest_swing = [&](Color side) {
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < results.size(); ++i)
      if (!done[i] && (!best || results[i]->swing(side) > results[*best]->swing(side))) best = i;
    return best;
  };
  Color c = first;
  for (auto best = largest_swing(c); best; best = largest_swing(c)) {
    if (results[*best]->swing(c) > 0) {
      play(*best, c);
    } else if (results[*largest_swing(opponent(c))]->swing(opponent(c)) <= 0) {
      for (std::size_t i = 0; i < results.size(); ++i)
        if (!done[i]) play(i, c);
    }
    c = opponent(c);
  }
  return sequence;
}

// The open boundaries solved as games (kernel/boundary_game.hpp), appended to `results`; their
// points in `out.boundary`. One the reading leaves unsolved stays with the dame phase's games.
void solve_boundaries(const Board& position, const DamePhaseInput& in, DamePhase& out,
                      std::vector<std::optional<LocalResult>>& results) {
  const BoundaryInput boundary{in.dead, in.neutral, in.open, in.nearer, in.max_nodes};
  for (const PointSet& g : boundary_games(position, boundary)) {
    std::optional<LocalResult> r = solve_boundary_game(position, boundary, g, out.nodes);
    if (!r) continue;
    out.boundary |= g;
    results.push_back(std::move(r));
  }
}

bool independent_lines(const Board& position, const std::vector<Move>& moves, const PointSet& boundary,
                       const PointSet& given_up) {
  Board b = position.position_only();
  for (const Move& m : moves) {
    if (b.check(m.color, m.point) != PlayCheck::legal) return false;
    bool takes_living = false;
    if (!boundary.contains(m.point))
      b.for_each_capture(m.color, m.point, [&](Point head) {
        takes_living = takes_living || b.any_stone(head, [&](Point s) { return !given_up.contains(s); });
      });
    if (takes_living) return false;
    b.play(m.color, m.point);
  }
  return true;
}

DamePhase solve_dame_phase(const Board& position, const DamePhaseInput& in) {
  DamePhase out;
  std::vector<std::optional<LocalResult>> boundaries;
  solve_boundaries(position, in, out, boundaries);
  const std::vector<PointSet> exposed = exposed_strings(position, in.dead, in.neutral);
  out.hot = hot_points(position, exposed, in.neutral) & ~out.boundary;
  Board board = position.position_only();
  const PointSet given_up = in.dead | strings_in_atari(position);
  const std::vector<PointSet> clusters = clusters_of(position, out.hot, exposed);
  std::vector<std::optional<LocalResult>> results(clusters.size());
  for (std::size_t i = 0; i < clusters.size(); ++i) {
    if (clusters[i].size() > kMostGamePoints) {
      out.unsolved |= clusters[i];
      continue;
    }
    LocalGame game(board, in, given_up, clusters[i]);
    LocalResult r;
    for (Color c : {Color::black, Color::white}) {
      game.reset_budget();
      r.from[color_index(c)] = play_local_line(game, board, c);
      take_back(board, r.from[color_index(c)]);
    }
    out.nodes += game.nodes();
    if (game.exhausted())
      out.unsolved |= clusters[i];
    else
      results[i] = r;
  }
  results.insert(results.end(), boundaries.begin(), boundaries.end());
  out.sequence = play_sum(results, in.first);
  if (!independent_lines(position, out.sequence, out.boundary, given_up)) {
    out.sequence.clear();
    out.unsolved = out.hot;
    out.boundary.clear();
  }
  out.next = out.sequence.empty() ? in.first : opponent(out.sequence.back().color);
  return out;
}

}  // namespace kiyaku
