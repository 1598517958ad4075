// Runs independent jobs on worker threads and hands their results on in job order, so that a
// command's output is the same whatever the number of threads (batch, corpus, site, table,
// amend, readings; compare's texts of one position).
#pragma once
#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "kernel/solver/job_scope.hpp"

namespace kiyaku {

struct OrderedRunOptions {
  int threads = 1;
  // At most this many finished results wait for an earlier, slower job (bounded memory).
  std::size_t window = 0;  // 0 = 8 per thread
  // The jobs are parts of one (the texts of one position): a worker's per-thread caches carry from
  // one to the next (job_scope.hpp), where otherwise each job starts them afresh.
  bool parts_of_one_job = false;
};

namespace detail {

template <class Job, class Result>
class OrderedRun {
 public:
  using Source = std::function<std::optional<Job>()>;  // empty = no more jobs
  using Work = std::function<Result(Job&, std::size_t index)>;
  using Sink = std::function<void(std::size_t index, Result&)>;

  OrderedRun(const Source& source, const Work& work, const OrderedRunOptions& options)
      : source_(source),
        work_(work),
        window_(options.window ? options.window : 8 * static_cast<std::size_t>(std::max(1, options.threads))),
        new_job_each_(!options.parts_of_one_job) {}

  // A worker: take the next job when there is room in the window, run it, file the result.
  void work() {
    for (;;) {
      Job job;
      std::size_t index = 0;
      if (!take(job, index)) return;
      if (new_job_each_) solver::begin_job();
      std::optional<Result> result;
      try {
        result.emplace(work_(job, index));
      } catch (...) {
        std::lock_guard lock(mutex_);
        fail(std::current_exception());
        return;
      }
      std::lock_guard lock(mutex_);
      finished_.emplace(index, std::move(*result));
      ready_.notify_one();
    }
  }

  // The calling thread: hand every result to the sink in order, as soon as its prefix is complete.
  void write_in_order(const Sink& sink) {
    std::unique_lock lock(mutex_);
    for (;;) {
      ready_.wait(lock, [&] { return stopped_ || finished_.count(written_) || (exhausted_ && written_ == taken_); });
      if (stopped_ || !finished_.count(written_)) break;
      const std::size_t index = written_;
      auto node = finished_.extract(index);
      lock.unlock();
      try {
        sink(index, node.mapped());
      } catch (...) {
        lock.lock();
        fail(std::current_exception());
        break;
      }
      lock.lock();
      ++written_;
      room_.notify_all();
    }
  }

  // Workers still running finish their job, then see the stop and return.
  void stop() {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    room_.notify_all();
  }

  void rethrow_failure() const {
    if (failure_) std::rethrow_exception(failure_);
  }

 private:
  // The source is called under its own lock, not the run's: a source that waits for input (a
  // line of standard input) must not keep the writer from handing on the results already done.
  // The wait for room is under the source lock too, so two workers cannot both see the last free
  // place in the window and both take a job.
  bool take(Job& job, std::size_t& index) {
    std::lock_guard source_lock(source_mutex_);
    std::optional<Job> next;
    {
      std::unique_lock lock(mutex_);
      room_.wait(lock, [&] { return stopped_ || exhausted_ || taken_ < written_ + window_; });
      if (stopped_ || exhausted_) return false;
    }
    try {
      next = source_();
    } catch (...) {
      std::lock_guard lock(mutex_);
      fail(std::current_exception());
      return false;
    }
    std::lock_guard lock(mutex_);
    if (!next) {
      exhausted_ = true;
      room_.notify_all();
      ready_.notify_all();
      return false;
    }
    job = std::move(*next);
    index = taken_++;
    return true;
  }

  void fail(std::exception_ptr e) {
    if (!failure_) failure_ = e;
    stopped_ = true;
    room_.notify_all();
    ready_.notify_all();
  }

  const Source& source_;
  const Work& work_;
  const std::size_t window_;
  const bool new_job_each_;
  std::mutex mutex_;
  std::mutex source_mutex_;  // taken before mutex_, never after
  std::condition_variable room_, ready_;
  std::map<std::size_t, Result> finished_;
  std::size_t taken_ = 0, written_ = 0;
  bool exhausted_ = false, stopped_ = false;
  std::exception_ptr failure_;
};

}  // namespace detail

// Runs `work` on every job of `source` on `options.threads` workers (numbering the jobs 0, 1, ...)
// and hands the results to `sink` with their job's number, in job order, each as soon as every
// earlier one is done, even while the source waits for its next job. The source is called under
// a lock and the sink from the calling thread only, so neither needs to be thread-safe. An exception from any of them stops the run and is rethrown after the workers join.
template <class Job, class Result>
void run_in_order(const std::function<std::optional<Job>()>& source, const std::function<Result(Job&, std::size_t)>& work,
                  const OrderedRunOptions& options, const std::function<void(std::size_t, Result&)>& sink) {
  detail::OrderedRun<Job, Result> run(source, work, options);
  std::vector<std::jthread> workers;
  for (int i = 0; i < std::max(1, options.threads); ++i) workers.emplace_back([&run] { run.work(); });
  run.write_in_order(sink);
  run.stop();
  workers.clear();  // joins
  run.rethrow_failure();
}

// The jobs 0 .. count-1, for work that reads its input from a vector by index.
template <class Result>
void run_in_order(std::size_t count, const std::function<Result(std::size_t)>& work, const OrderedRunOptions& options,
                  const std::function<void(std::size_t, Result&)>& sink) {
  std::size_t next = 0;
  run_in_order<std::size_t, Result>(
      [&]() -> std::optional<std::size_t> { return next < count ? std::optional<std::size_t>(next++) : std::nullopt; },
      [&](std::size_t& i, std::size_t) { return work(i); }, options, sink);
}

}  // namespace kiyaku
