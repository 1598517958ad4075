#include "kernel/solver/node_time.hpp"

#include <time.h>

#include <atomic>
#include <iomanip>
#include <sstream>

namespace kiyaku::solver {
namespace {

std::atomic<std::uint64_t> worst_ns{0};
std::atomic<std::uint64_t> sampled{0};
std::atomic<std::uint64_t> slow{0};

}  // namespace

NodeTimes node_times() { return {worst_ns.load(), sampled.load(), slow.load()}; }

void reset_node_times() {
  worst_ns = 0;
  sampled = 0;
  slow = 0;
}

std::string milliseconds_text(double ns) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(4) << ns / 1e6;
  return out.str();
}

std::string slow_node_warning() {
  const NodeTimes t = node_times();
  if (t.slow == 0) return "";
  return "kiyaku: warning: search nodes took up to " + milliseconds_text(static_cast<double>(t.worst_ns)) +
         " ms each (" + std::to_string(t.slow) + " of " + std::to_string(t.sampled) + " timed nodes over " +
         milliseconds_text(kSlowNodeNs) +
         " ms): the node budget bounds the nodes, not the time; kiyaku bench --position FILE measures it\n";
}

std::uint64_t thread_cpu_ns() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<std::uint64_t>(now.tv_sec) * 1'000'000'000U + static_cast<std::uint64_t>(now.tv_nsec);
}

NodeClock& this_thread_clock() {
  thread_local NodeClock clock;
  return clock;
}

void NodeClock::sample() {
  const std::uint64_t now = thread_cpu_ns();
  const std::uint64_t per_node = (now - window_start_) / in_window_;
  window_start_ = now;
  sampled += in_window_;
  if (per_node > kSlowNodeNs) slow += in_window_;
  in_window_ = 0;
  for (std::uint64_t seen = worst_ns.load(); per_node > seen && !worst_ns.compare_exchange_weak(seen, per_node);) {}
}

}  // namespace kiyaku::solver
