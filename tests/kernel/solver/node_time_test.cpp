// The guard on the time per search node (kernel/solver/node_time.hpp) and its report.
#include <catch2/catch.hpp>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/node_time.hpp"
#include "tests/cli/run_kiyaku.hpp"

using namespace kiyaku;

namespace {

// Uses this thread's CPU for `ns` nanoseconds: the clock counts CPU time, not sleep.
void spin_cpu(std::uint64_t ns) {
  const std::uint64_t until = solver::thread_cpu_ns() + ns;
  while (solver::thread_cpu_ns() < until) {}
}

// A full binary tree of `depth` plies whose leaves the hero all loses, so that df-pn visits
// its nodes again and again; `spin_ns` of CPU per expansion.
struct SlowTree {
  using Move = int;
  int depth = 16;
  std::uint64_t spin_ns = 0;
  std::vector<int> path;

  bool hero_to_move() const { return path.size() % 2 == 0; }
  std::uint64_t key() const {
    std::uint64_t k = 0x9E3779B97F4A7C15ULL;
    for (int m : path) k = (k ^ static_cast<std::uint64_t>(m + 1)) * 0x100000001B3ULL;
    return k;
  }
  std::optional<bool> terminal() const {
    return static_cast<int>(path.size()) == depth ? std::optional<bool>(false) : std::nullopt;
  }
  bool hero_wins_cycle(std::size_t) const { return false; }
  void moves(std::vector<Move>& out) const {
    spin_cpu(spin_ns);
    out = {0, 1};
  }
  void play(const Move& m) { path.push_back(m); }
  void undo() { path.pop_back(); }
};

}  // namespace

TEST_CASE("a window of slow nodes is recorded and warned about; fast ones are not", "[solver][node-time]") {
  solver::reset_node_times();
  solver::NodeClock fast;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) fast.tick();
  CHECK(solver::node_times().sampled == solver::NodeClock::kWindow);
  CHECK(solver::node_times().slow == 0);
  CHECK(solver::slow_node_warning().empty());

  solver::NodeClock slow;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) {
    spin_cpu(300'000);
    slow.tick();
  }
  const solver::NodeTimes t = solver::node_times();
  CHECK(t.sampled == 2 * solver::NodeClock::kWindow);
  CHECK(t.slow == solver::NodeClock::kWindow);
  CHECK(t.worst_ns >= 300'000);
  CHECK_THAT(solver::slow_node_warning(), Catch::StartsWith("kiyaku: warning: search nodes took up to 0.") &&
                                              Catch::Contains("64 of 128 timed nodes over 0.1000 ms"));
  solver::reset_node_times();
  CHECK(solver::slow_node_warning().empty());
  // Two runs of one command differ in this warning alone; the tests that compare them drop it.
  CHECK(test::without_node_time_warning("[1/2] a\nkiyaku: warning: search nodes took up to 0.2 ms each\n[2/2] b") ==
        "[1/2] a\n[2/2] b");
}

TEST_CASE("the work between two questions of one search is charged to no node", "[solver][node-time]") {
  solver::reset_node_times();
  solver::NodeClock clock;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow / 2; ++i) clock.tick();
  spin_cpu(20'000'000);  // 20 ms between questions: 0.3 ms a node if the window spanned it
  clock.restart();
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) clock.tick();
  const solver::NodeTimes t = solver::node_times();
  CHECK(t.sampled == solver::NodeClock::kWindow);
  CHECK(t.slow == 0);
  CHECK(t.worst_ns < solver::kSlowNodeNs);
  solver::reset_node_times();
}

TEST_CASE("kiyaku bench --position prints each text's time per node", "[cli][node-time]") {
  const auto r = test::run_kiyaku("bench --position '" KIYAKU_SOURCE_DIR
                                  "/corpus/j1989-examples.txt' --record j89-ex01 "
                                  "--rules japan1989,jungo --max-nodes 20000");
  CHECK(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("ms/node mean") && Catch::Contains("ms/node worst-64"));
  CHECK(test::count_of(r.out, "j89-ex01 ") == 2);
  CHECK(test::run_kiyaku("bench --position '" KIYAKU_SOURCE_DIR "/corpus/j1989-examples.txt' --record nope").exit_code ==
        2);
}

TEST_CASE("df-pn times its nodes as its budget counts them, every visit included", "[solver][node-time]") {
  solver::reset_node_times();
  SlowTree tree;
  solver::ProofNumberSolver<SlowTree> dfpn(tree, solver::Budget{.max_nodes = 1000});
  const auto solution = dfpn.solve();
  const std::uint64_t nodes = solution.stats.nodes;
  REQUIRE(nodes > solver::NodeClock::kWindow);
  // Two children a node: no extra charge, so every window is exactly kWindow nodes.
  CHECK(solver::node_times().sampled == nodes - nodes % solver::NodeClock::kWindow);
  CHECK(solver::node_times().slow == 0);

  solver::reset_node_times();
  SlowTree slow_tree{.depth = 16, .spin_ns = 300'000, .path = {}};
  solver::ProofNumberSolver<SlowTree> slow(slow_tree, solver::Budget{.max_nodes = 200});
  slow.solve();
  CHECK(solver::node_times().slow > 0);
  CHECK(solver::node_times().worst_ns >= solver::kSlowNodeNs);
  solver::reset_node_times();
}
