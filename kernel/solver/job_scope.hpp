// The jobs one worker thread runs in turn (a batch's game records, a corpus's records) share
// nothing but the caches the searches keep per thread (memo.hpp, the play-outs' settled counts,
// the confirmations' settled analyses), which only the texts of one job reuse: another job's
// positions are other boards. A cache that sees a new job drops what it kept, so that a thread
// holds the memory of its largest job, not of all it ran.
#pragma once
#include <cstdint>

namespace kiyaku::solver {

namespace detail {
inline std::uint64_t& this_threads_job() {
  thread_local std::uint64_t job = 0;
  return job;
}
}  // namespace detail

// Called by a worker before each job.
inline void begin_job() { ++detail::this_threads_job(); }

// One cache's view of its thread's jobs.
class JobScope {
 public:
  // True the first time it is asked during a job (the cache then starts afresh).
  bool new_job() noexcept {
    const std::uint64_t job = detail::this_threads_job();
    if (job == seen_) return false;
    seen_ = job;
    return true;
  }

 private:
  std::uint64_t seen_ = 0;
};

}  // namespace kiyaku::solver
