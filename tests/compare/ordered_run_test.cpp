// The ordered runner under the multi-position commands: results in job order whatever the
// threads' timing, and a failing job's exception at the caller.
#include <catch2/catch.hpp>

#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "compare/ordered_run.hpp"

namespace {

using kiyaku::run_in_order;

TEST_CASE("run_in_order hands the results on in job order though later jobs finish first", "[ordered_run]") {
  std::vector<std::size_t> seen;
  // Early jobs sleep longest, so on four threads the later ones finish before them.
  run_in_order<std::size_t>(
      12,
      [](std::size_t i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(12 - i));
        return i * i;
      },
      {4, 0},
      [&](std::size_t i, std::size_t& r) {
        CHECK(r == i * i);  // the sink gets each result with its job's number
        seen.push_back(r);
      });
  REQUIRE(seen.size() == 12);
  for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == i * i);
}

TEST_CASE("run_in_order with no jobs calls no sink", "[ordered_run]") {
  int calls = 0;
  run_in_order<int>(
      0, [](std::size_t) { return 1; }, {3, 0}, [&](std::size_t, int&) { ++calls; });
  CHECK(calls == 0);
}

TEST_CASE("a job that throws stops the run and its exception reaches the caller", "[ordered_run]") {
  std::vector<int> seen;
  const auto work = [](std::size_t i) -> int {
    if (i == 5) throw std::runtime_error("job 5 failed");
    return static_cast<int>(i);
  };
  CHECK_THROWS_WITH(run_in_order<int>(40, work, {3, 0}, [&](std::size_t, int& r) { seen.push_back(r); }),
                    "job 5 failed");
  CHECK(seen.size() <= 5);  // nothing past the failed job is handed on
  for (std::size_t i = 0; i < seen.size(); ++i) CHECK(seen[i] == static_cast<int>(i));
}

}  // namespace

TEST_CASE("each job starts a worker's caches afresh, unless the jobs are parts of one", "[ordered_run]") {
  // How many of four jobs on one worker a per-thread cache sees as a new job (job_scope.hpp).
  const auto new_jobs_seen = [](bool parts_of_one_job) {
    int seen = 0;
    run_in_order<bool>(
        4,
        [](std::size_t) {
          thread_local kiyaku::solver::JobScope scope;
          return scope.new_job();
        },
        {.threads = 1, .parts_of_one_job = parts_of_one_job}, [&](std::size_t, bool& is_new) { seen += is_new; });
    return seen;
  };
  CHECK(new_jobs_seen(false) == 4);
  CHECK(new_jobs_seen(true) == 0);
}
