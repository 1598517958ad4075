// The guard on the time per search node (kernel/solver/node_time.hpp) and its report.
#include <catch2/catch.hpp>

#include "kernel/solver/node_time.hpp"
#include "tests/cli/run_kiyaku.hpp"

using namespace kiyaku;

namespace {

// Uses this thread's CPU for `ns` nanoseconds: the clock counts CPU time, not sleep.
void spin_cpu(std::uint64_t ns) {
  const std::uint64_t until = solver::thread_cpu_ns() + ns;
  while (solver::thread_cpu_ns() < until) {}
}

}  // namespace

TEST_CASE("a window of slow nodes is recorded and warned about; fast ones are not", "[solver][node-time]") {
  solver::reset_node_times();
  solver::NodeClock fast;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) fast.tick();
  CHECK(solver::node_times().sampled == solver::NodeClock::kWindow);
  CHECK(solver::node_times().slow_windows == 0);
  CHECK(solver::slow_node_warning().empty());

  solver::NodeClock slow;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) {
    spin_cpu(300'000);
    slow.tick();
  }
  const solver::NodeTimes t = solver::node_times();
  CHECK(t.sampled == 2 * solver::NodeClock::kWindow);
  CHECK(t.slow_windows == 1);
  CHECK(t.worst_ns >= 300'000);
  CHECK_THAT(solver::slow_node_warning(), Catch::StartsWith("kiyaku: warning: play-out search nodes took up to 0.") &&
                                              Catch::Contains("64 of 128 timed nodes over 0.1000 ms"));
  solver::reset_node_times();
  CHECK(solver::slow_node_warning().empty());
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
  CHECK(t.slow_windows == 0);
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
