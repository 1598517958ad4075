// A reference for the play-out's static knowledge: a play-out's whole state graph, solved
// backwards. Without a repetition cap a play-out state's key is the whole state (board, side to
// move, one pass, the simple ko's ban), so a side can force a count exactly where the state lies in
// its attractor: the states from which it can force the play into an end meeting its goal. An
// endless play loses for whoever asks, as in the solvers (a positional strategy that lowers the
// attractor's rank never repeats a state; where a side cannot force an end, the other keeps the
// play out of it for ever). One listing answers every threshold at once, where the exhaustive
// solver asks each on its own and stops at its budget.
//
// A state PlayoutGame::settled_value() fixes is an end with that count, so comparing the graph with
// the exhaustive solver (which ignores settled()) checks that knowledge at every threshold. Too
// slow for the engine: its graphs close only on small fights (docs/batch.md, "Small boards").
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "kernel/solver/key_table.hpp"
#include "kernel/solver/playout.hpp"

namespace kiyaku::test {

class PlayoutGraph {
 public:
  static constexpr std::uint32_t kStart = 0;

  // Lists every state reachable from `game`'s current one (played and undone, left as it was).
  // False where there are more than `max_states`.
  bool build(solver::PlayoutGame& game, std::size_t max_states) {
    nodes_.clear();
    edges_.clear();
    index_ = {};
    add_state(game);
    struct Frame {
      std::uint32_t state, next_edge;
    };
    std::vector<Frame> stack{{kStart, 0}};
    while (!stack.empty()) {
      Frame& top = stack.back();
      const Node& node = nodes_[top.state];
      if (top.next_edge == node.edges) {
        stack.pop_back();
        if (!stack.empty()) game.undo();
        continue;
      }
      const std::uint32_t e = node.first_edge + top.next_edge++;
      game.play(edges_[e].move);
      // An end after two passes shares its key with the state before the first pass (the key
      // marks one pass only; the solvers ask terminal() first), so it is never looked up.
      const std::uint32_t* known = game.ended() ? nullptr : index_.find(game.key());
      if (known) {
        edges_[e].to = *known;
        game.undo();
        continue;
      }
      if (nodes_.size() >= max_states) {
        for (std::size_t i = 0; i < stack.size(); ++i) game.undo();
        return false;
      }
      const std::uint32_t added = add_state(game);
      edges_[e].to = added;
      stack.push_back({added, 0});
    }
    link_predecessors();
    return true;
  }

  std::size_t states() const { return nodes_.size(); }

  // Whether `hero` can force a final count of at least (Black) or at most (White) `k` from the start.
  bool forces(Color hero, int k) const {
    std::vector<char> wins(nodes_.size(), 0);
    std::vector<std::uint32_t> open_moves(nodes_.size());
    std::vector<std::uint32_t> queue;
    for (std::uint32_t s = 0; s < nodes_.size(); ++s) {
      const Node& n = nodes_[s];
      open_moves[s] = n.to_move == hero ? 1 : n.edges;
      if (n.end && (hero == Color::black ? n.count >= k : n.count <= k)) {
        wins[s] = 1;
        queue.push_back(s);
      }
    }
    for (std::size_t i = 0; i < queue.size(); ++i)
      for (std::uint32_t p = pred_first_[queue[i]]; p < pred_first_[queue[i] + 1]; ++p) {
        const std::uint32_t q = pred_[p];
        if (wins[q] || nodes_[q].end || --open_moves[q] != 0) continue;
        wins[q] = 1;
        queue.push_back(q);
      }
    return wins[kStart] != 0;
  }

 private:
  struct Node {
    std::uint32_t first_edge = 0, edges = 0;
    Color to_move = Color::black;
    bool end = false;  // two passes, or every point held: `count` is final
    int count = 0;
  };
  struct Edge {
    solver::PlayoutMove move;
    std::uint32_t to = 0;
  };

  std::uint32_t add_state(solver::PlayoutGame& game) {
    const auto id = static_cast<std::uint32_t>(nodes_.size());
    if (!game.ended()) index_.put(game.key(), id);
    Node node;
    node.to_move = game.to_move();
    node.first_edge = static_cast<std::uint32_t>(edges_.size());
    std::optional<int> held;
    if (game.ended()) {
      node.end = true;
      node.count = game.local_count();
    } else if ((held = game.settled_value())) {
      node.end = true;
      node.count = *held;
    } else {
      std::vector<solver::PlayoutMove> moves;
      game.moves(moves);
      node.edges = static_cast<std::uint32_t>(moves.size());
      for (const solver::PlayoutMove& m : moves) edges_.push_back({m, 0});
    }
    nodes_.push_back(node);
    return id;
  }

  void link_predecessors() {
    pred_first_.assign(nodes_.size() + 1, 0);
    for (const Edge& e : edges_) ++pred_first_[e.to + 1];
    for (std::size_t s = 0; s < nodes_.size(); ++s) pred_first_[s + 1] += pred_first_[s];
    pred_.assign(edges_.size(), 0);
    std::vector<std::uint32_t> filled(pred_first_.begin(), pred_first_.end() - 1);
    for (std::uint32_t s = 0; s < nodes_.size(); ++s)
      for (std::uint32_t e = nodes_[s].first_edge; e < nodes_[s].first_edge + nodes_[s].edges; ++e)
        pred_[filled[edges_[e].to]++] = s;
  }

  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  solver::KeyTable<std::uint32_t> index_;
  std::vector<std::uint32_t> pred_first_, pred_;  // predecessors of s: pred_[pred_first_[s] .. pred_first_[s + 1])
};

}  // namespace kiyaku::test
