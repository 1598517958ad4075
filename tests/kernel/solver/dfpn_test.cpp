#include <catch2/catch.hpp>

#include <algorithm>

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/drive.hpp"
#include "kernel/solver/search.hpp"

namespace {

using namespace kiyaku::solver;

// A game on an explicit graph: every node is one state. A repetition ends the play, and the
// hero wins that endless play iff the repeating stretch passes through a marked node. Small
// graphs full of cycles are where a value can depend on the path that reached a node.
struct GraphGame {
  struct Node {
    bool hero = true;         // whose turn it is at this node
    std::optional<bool> end;  // a finished play: does the hero win?
    bool marked = false;      // a cycle through it is won by the hero
    std::vector<int> next;
  };
  using Move = int;

  std::vector<Node> nodes;
  std::vector<int> path{0};

  bool hero_to_move() const { return nodes[static_cast<std::size_t>(path.back())].hero; }
  std::uint64_t key() const { return 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(path.back() + 1); }
  std::optional<bool> terminal() const { return nodes[static_cast<std::size_t>(path.back())].end; }
  bool hero_wins_cycle(std::size_t from_ply) const {
    for (std::size_t i = from_ply; i < path.size(); ++i)
      if (nodes[static_cast<std::size_t>(path[i])].marked) return true;
    return false;
  }
  void moves(std::vector<Move>& out) const { out = nodes[static_cast<std::size_t>(path.back())].next; }
  void play(const Move& m) { path.push_back(m); }
  void undo() { path.pop_back(); }
};

// The value straight from the definition: every path followed to its end or first repetition.
bool hero_wins_by_definition(GraphGame& g) {
  if (const auto end = g.terminal()) return *end;
  for (std::size_t i = 0; i + 1 < g.path.size(); ++i)
    if (g.path[i] == g.path.back()) return g.hero_wins_cycle(i);
  const bool hero = g.hero_to_move();
  std::vector<int> next;
  g.moves(next);
  for (int m : next) {
    g.play(m);
    const bool win = hero_wins_by_definition(g);
    g.undo();
    if (win == hero) return hero;
  }
  return !hero;
}

GraphGame random_graph(std::mt19937& rng, int size) {
  GraphGame g;
  g.nodes.resize(static_cast<std::size_t>(size));
  std::uniform_int_distribution<int> node(0, size - 1), width(1, 3), percent(0, 99);
  for (auto& n : g.nodes) {
    n.hero = percent(rng) < 50;
    n.marked = percent(rng) < 30;
    if (percent(rng) < 20) {
      n.end = percent(rng) < 50;
      continue;
    }
    for (int i = width(rng); i > 0; --i) n.next.push_back(node(rng));
  }
  g.nodes[0].end.reset();
  if (g.nodes[0].next.empty()) g.nodes[0].next.push_back(1);
  return g;
}

}  // namespace

TEST_CASE("df-pn gives the value the definition gives on small games full of cycles", "[solver][dfpn]") {
  std::mt19937 rng(20261122);
  int proven = 0;
  for (int trial = 0; trial < 400; ++trial) {
    GraphGame g = random_graph(rng, 4 + trial % 6);
    const bool expected = hero_wins_by_definition(g);
    ProofNumberSolver<GraphGame> dfpn(g, Budget{});
    const auto s = dfpn.solve();
    INFO("trial " << trial);
    REQUIRE(s.value == (expected ? Value::hero_wins : Value::hero_loses));
    REQUIRE(g.path.size() == 1);  // the solver undid every move it played
    proven += s.stats.cycles > 0;
  }
  CHECK(proven > 100);  // the sample did exercise repetitions
}

// The witness is a line of the game that ends as the value says: at the play's end, or where it
// repeats with the endless play won by the side the value names. A proof that rests on a
// repetition of the path is not kept in the table, so the witness searches such a node again on
// its own path (ProofNumberSolver::reprove_child); without that, lines stopped short there.
TEST_CASE("df-pn's witness line plays to the end the value names, through proofs that depend on the path",
          "[solver][dfpn]") {
  std::mt19937 rng(20261124);
  int through_cycles = 0, cut_lines = 0;
  for (int trial = 0; trial < 400; ++trial) {
    GraphGame g = random_graph(rng, 4 + trial % 6);
    ProofNumberSolver<GraphGame> dfpn(g, Budget{});
    const auto s = dfpn.solve();
    const bool hero_wins = s.value == Value::hero_wins;
    INFO("trial " << trial);
    for (int m : s.witness) {
      std::vector<int> next;
      g.moves(next);
      REQUIRE(std::find(next.begin(), next.end(), m) != next.end());
      g.play(m);
    }
    if (s.witness_ends_in_cycle) {
      const auto first = std::find(g.path.begin(), g.path.end(), g.path.back());
      REQUIRE(first + 1 != g.path.end());  // the last state repeats an earlier one
      CHECK(g.hero_wins_cycle(static_cast<std::size_t>(first - g.path.begin())) == hero_wins);
      ++through_cycles;
    } else {
      REQUIRE(g.terminal().has_value());
      CHECK(*g.terminal() == hero_wins);
    }
    CHECK_FALSE(s.witness_cut_short);
    g.path.resize(1);
    if (s.witness.size() < 2) continue;
    Budget short_line;
    short_line.max_witness = 1;  // a line longer than its length limit says it was cut
    ProofNumberSolver<GraphGame> again(g, short_line);
    const auto cut = again.solve();
    CHECK(cut.witness.size() == 1);
    CHECK(cut.witness_cut_short);
    ++cut_lines;
  }
  CHECK(through_cycles > 50);
  CHECK(cut_lines > 50);
}

// The same game with each move weighing 4 in a new leaf's numbers (as the play-out's do): the
// weight changes the order of the search, never its value.
namespace {
struct WeightedGraphGame : GraphGame {
  static constexpr std::uint32_t kLeafWeight = 4;
};
}  // namespace
static_assert(leaf_weight<GraphGame>() == 1 && leaf_weight<WeightedGraphGame>() == 4);

TEST_CASE("df-pn's value does not depend on the leaf weight a game sets", "[solver][dfpn]") {
  std::mt19937 rng(20261123);
  for (int trial = 0; trial < 400; ++trial) {
    WeightedGraphGame g{random_graph(rng, 4 + trial % 6)};
    const bool expected = hero_wins_by_definition(g);
    ProofNumberSolver<WeightedGraphGame> dfpn(g, Budget{});
    INFO("trial " << trial);
    REQUIRE(dfpn.solve().value == (expected ? Value::hero_wins : Value::hero_loses));
  }
}

// The same game with a guess about every leaf (dfpn.hpp, leaf_hint): a fixed pseudo-random +1, 0
// or -1 per node, so the guess is as often wrong as right, and weighs 8 (the confirmation's).
namespace {
struct HintedGraphGame : GraphGame {
  static constexpr std::uint32_t kLeafHintWeight = 8;
  int leaf_hint() const { return static_cast<int>((key() >> 17) % 3) - 1; }
};
}  // namespace
static_assert(leaf_hint_weight<GraphGame>() == 4 && leaf_hint_weight<HintedGraphGame>() == 8);

TEST_CASE("df-pn's value does not depend on the guesses a game makes about its leaves", "[solver][dfpn]") {
  std::mt19937 rng(20261124);
  int guessed[3] = {0, 0, 0};
  for (int trial = 0; trial < 400; ++trial) {
    HintedGraphGame g{random_graph(rng, 4 + trial % 6)};
    for (std::size_t n = 0; n < g.nodes.size(); ++n) {
      g.path = {static_cast<int>(n)};
      ++guessed[g.leaf_hint() + 1];
    }
    g.path = {0};
    const bool expected = hero_wins_by_definition(g);
    ProofNumberSolver<HintedGraphGame> dfpn(g, Budget{});
    INFO("trial " << trial);
    REQUIRE(dfpn.solve().value == (expected ? Value::hero_wins : Value::hero_loses));
  }
  CHECK(guessed[0] > 100);  // every kind of guess was made
  CHECK(guessed[1] > 100);
  CHECK(guessed[2] > 100);
}

TEST_CASE("df-pn and the exhaustive solver agree on small games full of cycles", "[solver][dfpn]") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    GraphGame a = random_graph(rng, 5 + trial % 5);
    GraphGame b = a;
    ProofNumberSolver<GraphGame> dfpn(a, Budget{});
    Solver<GraphGame> exhaustive(b, Budget{});
    INFO("trial " << trial);
    REQUIRE(dfpn.solve().value == exhaustive.solve().value);
  }
}

TEST_CASE("the driver reads the solver's answer in the caller's terms, with witness and statistics",
          "[solver][drive]") {
  enum class Verdict { yes, no, open };
  GraphGame g;
  g.nodes.resize(3);
  g.nodes[0].next = {1, 2};
  g.nodes[1].end = false;
  g.nodes[2].end = true;
  ProofNumberSolver<GraphGame> dfpn(g, Budget{});
  const auto d = decide(dfpn, Reading<Verdict>{Verdict::yes, Verdict::no, Verdict::open});
  CHECK(d.status == Verdict::yes);
  REQUIRE(d.witness.size() == 1);
  CHECK(d.witness[0] == 2);
  CHECK(d.stats.nodes > 0);

  GraphGame lost = g;
  lost.nodes[2].end = false;
  Solver<GraphGame> exhaustive(lost, Budget{});
  CHECK(decide(exhaustive, Reading<Verdict>{Verdict::yes, Verdict::no, Verdict::open}).status == Verdict::no);

  GraphGame deep = g;  // no budget at all: the answer stays open
  Budget none;
  none.max_nodes = 0;
  ProofNumberSolver<GraphGame> starved(deep, none);
  CHECK(decide(starved, Reading<Verdict>{Verdict::yes, Verdict::no, Verdict::open}).status == Verdict::open);
}

// A node's cost grows with the children its expansion evaluates, so the budget charges it one
// node more for every 16 of them: a node budget then bounds the time of wide searches too.
TEST_CASE("df-pn charges an expansion one node more for every 16 children it evaluates", "[solver][dfpn]") {
  const auto root_with = [](int children) {
    GraphGame g;
    g.nodes.resize(static_cast<std::size_t>(children) + 1);
    for (int i = 1; i <= children; ++i) {
      g.nodes[0].next.push_back(i);
      g.nodes[static_cast<std::size_t>(i)].end = false;  // every move loses: the root is refuted after one expansion
    }
    return g;
  };
  for (const auto& [children, nodes] : {std::pair{15, 1}, std::pair{16, 2}, std::pair{33, 3}}) {
    GraphGame g = root_with(children);
    ProofNumberSolver<GraphGame> dfpn(g, Budget{});
    const auto solution = dfpn.solve();
    INFO(children << " children");
    CHECK(solution.value == Value::hero_loses);
    CHECK(solution.stats.nodes == static_cast<std::uint64_t>(nodes));
  }
}
