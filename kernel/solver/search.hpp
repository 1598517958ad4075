// The generic hypothetical-play solver: a two-player win/lose search over a game described by a
// ruleset (its legal moves, pass semantics, ban state, end of play and goal), with
//   - a transposition table keyed by the game's complete state key,
//   - cycle detection on the current path: a repeated state ends the play, and the game
//     classifies the cycle (who wins an infinite play) instead of looping,
//   - a node budget: when it runs out the value is `unknown` (reported as `undecided`),
//   - a witness line for every proven value.
//
// The solver only plays and undoes moves on the game; it never copies a position.
//
// Graph-history interaction: a value that relied on a repetition of an ancestor's state depends
// on the path, not only on the state, so it is not stored in the table. Each result carries the
// lowest ply its cycles reached (`low`); a node may store its value only if low >= its own ply.
#pragma once
#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <unordered_map>
#include <vector>

#include "kernel/solver/key_table.hpp"

namespace kiyaku::solver {

// From the point of view of the "hero" (the side whose goal the game states, e.g. the attacker).
enum class Value : std::uint8_t { hero_wins, hero_loses, unknown };

struct Budget {
  std::uint64_t max_nodes = 2'000'000;
  int max_depth = 1000;           // plies; a deeper line counts as out of budget (keeps the stack bounded)
  std::size_t max_witness = 400;  // plies
  // The most points a search may play on. A node's cost grows with the points its game walks,
  // so a wider search is not started: its value is unknown at once, and the verdict says why.
  // The rule-book corpora's widest searches take 46 points, the whole-board records' about 90
  // (their regions end at the groups taken as alive); an open board's take 300 and more.
  std::size_t max_width = kDefaultMaxWidth;
  static constexpr std::size_t kDefaultMaxWidth = 96;
  // A position's statuses may give a string still undecided after its searches up to this many
  // budgets more, out of the nodes the position's other searches left unspent (none by default).
  std::uint64_t unspent_shares = 0;
  friend bool operator==(const Budget&, const Budget&) = default;
};

// `budget` with a 1/`parts` share of its nodes (at least one): a follow-up search's budget.
inline Budget share_of(Budget budget, std::uint64_t parts) {
  budget.max_nodes = std::max<std::uint64_t>(1, budget.max_nodes / parts);
  return budget;
}

// How many plies back the earliest state lies whose position one of the moves just generated
// would recreate, where the game says (a repetition cap): the moves and the values below depend on
// the path since then. None for games that never say.
template <class Game>
std::optional<std::size_t> path_dependence_of(const Game& game) {
  if constexpr (requires(const Game& g) {
                  { g.path_dependence() } -> std::convertible_to<std::optional<std::size_t>>;
                })
    return game.path_dependence();
  return std::nullopt;
}

// a + b for node counts and budgets, held at the largest count instead of wrapping round.
inline std::uint64_t add_nodes(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b ? std::numeric_limits<std::uint64_t>::max() : a + b;
}

struct Stats {
  std::uint64_t nodes = 0;
  std::uint64_t table_hits = 0;
  std::uint64_t cycles = 0;
  std::uint64_t stored = 0;   // states in the transposition table
  std::uint64_t settled = 0;  // states the game's static knowledge decided (df-pn only)
  std::uint64_t relaxed = 0;  // states refuted by another search's refutation of their relaxed game (df-pn only)
  int max_ply = 0;
  bool budget_exhausted = false;
  std::size_t too_wide = 0;  // the game's width, where it exceeded Budget::max_width and nothing was searched
};

// A game's width (the points it may play on, where it says) when that exceeds the budget's
// max_width, else 0: such a search is not started.
template <class Game>
std::size_t width_beyond(const Game& game, const Budget& budget) {
  if constexpr (requires(const Game& g) {
                  { g.width() } -> std::convertible_to<std::size_t>;
                })
    return game.width() > budget.max_width ? game.width() : 0;
  return 0;
}

template <class Move>
struct Solution {
  Value value = Value::unknown;
  std::vector<Move> witness;  // best play from the start, for a proven value
  bool witness_ends_in_cycle = false;
  bool witness_ends_settled = false;  // the line stops where the game's settled() fixes the value
  bool witness_cut_short = false;     // the line stops before any of those: its budget or length ran out
  // The hero's loss was found, but rests on an end the game could not read: the value is unknown.
  bool rests_on_unread = false;
  Stats stats;
};

// What a game must provide (checked at compile time).
template <class G>
concept SearchGame = requires(G g, const G cg, const typename G::Move& m, std::vector<typename G::Move>& out,
                              std::size_t ply) {
  { cg.hero_to_move() } -> std::convertible_to<bool>;
  { cg.key() } -> std::convertible_to<std::uint64_t>;
  { cg.terminal() } -> std::convertible_to<std::optional<bool>>;  // play over: does the hero win?
  { cg.hero_wins_cycle(ply) } -> std::convertible_to<bool>;       // the path since `ply` repeats forever
  cg.moves(out);                                                  // legal moves, most promising first
  g.play(m);
  g.undo();
};

template <SearchGame Game>
class Solver {
 public:
  using Move = typename Game::Move;

  Solver(Game& game, Budget budget) : game_(game), budget_(budget) {}

  // Iterative deepening: a shallow proof is found before any deep line is explored. A line cut
  // by the depth limit is `unknown`; proven values never depend on the limit, so the table
  // keeps them from one iteration to the next.
  Solution<Move> solve() {
    Solution<Move> out;
    if ((stats_.too_wide = width_beyond(game_, budget_)) > 0) {
      stats_.budget_exhausted = true;
      out.stats = stats_;
      return out;
    }
    for (int limit = 8;; limit *= 2) {
      depth_limit_ = std::min(limit, budget_.max_depth);
      depth_cut_ = false;
      out.value = search(0).value;
      if (out.value != Value::unknown || !depth_cut_ || stats_.budget_exhausted) break;
      if (depth_limit_ >= budget_.max_depth) {
        stats_.budget_exhausted = true;
        break;
      }
    }
    if (out.value != Value::unknown) extract_witness(out);
    stats_.stored = table_.size();
    out.stats = stats_;
    return out;
  }

 private:
  static constexpr int kNoCycle = std::numeric_limits<int>::max();

  struct Result {
    Value value;
    int low;  // lowest ancestor ply whose repetition this value relied on (kNoCycle: none)
  };
  struct Entry {
    Value value;
    std::uint32_t best;  // index of the best move in moves() order
  };

  static Value winning_for(bool hero) { return hero ? Value::hero_wins : Value::hero_loses; }
  static Value losing_for(bool hero) { return hero ? Value::hero_loses : Value::hero_wins; }

  std::vector<Move>& move_buffer(int ply) {
    if (buffers_.size() <= static_cast<std::size_t>(ply)) buffers_.resize(static_cast<std::size_t>(ply) + 1);
    return buffers_[static_cast<std::size_t>(ply)];
  }

  // Depth-first proof search. `best` receives the index of the move that decides the value.
  Result search(int ply, std::uint32_t* best = nullptr) {
    if (stats_.nodes >= budget_.max_nodes) {
      stats_.budget_exhausted = true;
      return {Value::unknown, kNoCycle};
    }
    if (ply >= depth_limit_) {
      depth_cut_ = true;
      return {Value::unknown, kNoCycle};
    }
    ++stats_.nodes;
    stats_.max_ply = std::max(stats_.max_ply, ply);
    if (const auto end = game_.terminal()) return {*end ? Value::hero_wins : Value::hero_loses, kNoCycle};

    const std::uint64_t key = game_.key();
    if (const auto on_path = path_.find(key)) {
      ++stats_.cycles;
      const int from = *on_path;
      const bool hero = game_.hero_wins_cycle(static_cast<std::size_t>(from));
      return {hero ? Value::hero_wins : Value::hero_loses, from};
    }
    if (const auto hit = table_.find(key); hit != table_.end()) {
      ++stats_.table_hits;
      if (best) *best = hit->second.best;
      return {hit->second.value, kNoCycle};
    }

    path_.push(key, ply);
    const Result result = expand(ply, key, best);
    path_.erase(key);
    return result;
  }

  Result expand(int ply, std::uint64_t key, std::uint32_t* best) {
    const bool hero = game_.hero_to_move();
    std::vector<Move>& moves = move_buffer(ply);
    moves.clear();
    game_.moves(moves);

    Value value = losing_for(hero);
    bool unknown_seen = false;
    const auto back = path_dependence_of(game_);  // a value resting on it holds on this path only
    int low = back ? ply - static_cast<int>(*back) : kNoCycle;
    std::uint32_t chosen = 0;
    for (std::uint32_t i = 0; i < moves.size(); ++i) {
      game_.play(moves[i]);
      const Result child = search(ply + 1);
      game_.undo();
      low = std::min(low, child.low);
      if (child.value == winning_for(hero)) {
        value = child.value;
        chosen = i;
        break;
      }
      unknown_seen = unknown_seen || child.value == Value::unknown;
    }
    if (value == losing_for(hero) && unknown_seen) value = Value::unknown;
    if (best) *best = chosen;
    if (low >= ply) low = kNoCycle;  // every cycle closed inside this subtree
    if (value != Value::unknown && low == kNoCycle) table_.emplace(key, Entry{value, chosen});
    return {value, low};
  }

  // Replays the best line from the start: at every node the move that decides its value,
  // re-searched with the walked path as context (cheap: the table is warm).
  void extract_witness(Solution<Move>& out) {
    std::vector<std::uint64_t> walked;
    std::vector<Move> line_moves;
    for (int ply = 0;; ++ply) {
      if (game_.terminal()) break;
      const std::uint64_t key = game_.key();
      if (path_.contains(key)) {
        out.witness_ends_in_cycle = true;
        break;
      }
      if (static_cast<std::size_t>(ply) == budget_.max_witness) {
        out.witness_cut_short = true;
        break;
      }
      std::uint32_t best = 0;
      const auto saved_nodes = stats_.nodes;
      stats_.nodes = 0;  // the witness walk has its own budget
      const Result r = search(ply, &best);
      stats_.nodes = saved_nodes;
      std::vector<Move> moves;
      game_.moves(moves);
      if (r.value == Value::unknown || best >= moves.size()) {
        out.witness_cut_short = true;
        break;
      }
      path_.push(key, ply);
      walked.push_back(key);
      game_.play(moves[best]);
      line_moves.push_back(moves[best]);
    }
    for (std::size_t i = line_moves.size(); i > 0; --i) game_.undo();
    for (auto k : walked) path_.erase(k);
    out.witness = std::move(line_moves);
  }

  Game& game_;
  Budget budget_;
  int depth_limit_ = 0;
  bool depth_cut_ = false;
  Stats stats_;
  PathIndex path_;
  std::unordered_map<std::uint64_t, Entry> table_;
  std::deque<std::vector<Move>> buffers_;  // one per ply; a deque keeps references valid as it grows
};

}  // namespace kiyaku::solver
