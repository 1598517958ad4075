// The guard on the time per search node (kernel/solver/node_time.hpp) and its report.
#include <catch2/catch.hpp>

#include <thread>

#include "kernel/solver/node_time.hpp"
#include "tests/cli/run_kiyaku.hpp"

using namespace kiyaku;

TEST_CASE("a window of slow nodes is recorded and warned about; fast ones are not", "[solver][node-time]") {
  solver::reset_node_times();
  solver::NodeClock fast;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) fast.tick();
  CHECK(solver::node_times().sampled == solver::NodeClock::kWindow);
  CHECK(solver::node_times().slow_windows == 0);
  CHECK(solver::slow_node_warning().empty());

  solver::NodeClock slow;
  for (std::uint64_t i = 0; i < solver::NodeClock::kWindow; ++i) {
    std::this_thread::sleep_for(std::chrono::microseconds(300));
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
