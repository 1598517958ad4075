// A guard on the time a search node costs. The node budget bounds how many nodes a search
// expands, not how long each takes: a whole-board play-out node on an empty 19x19 board cost
// 0.7 ms, so a budget meant for seconds ran for minutes. df-pn (dfpn.hpp) samples its thread's
// CPU clock every kWindow nodes, counting nodes as its budget does (every visit of a node, and
// the extra charge of a wide expansion), so the time per node is the time per unit of budget.
// Every search of a thread ticks the thread's one clock, so a search run inside another's node
// (a confirmation's check of a new stone) is timed by its own nodes, not charged to that node.
// A window starts again with each question, so the work between questions is not charged to a
// node, nor is another thread's or process's load. The slowest window's time per node,
// process-wide, is what `kiyaku` warns about on stderr and `kiyaku bench --position` prints.
#pragma once
#include <cstdint>
#include <string>

namespace kiyaku::solver {

// A node slower than this is reported (0.1 ms: a hundred times a typical local play-out node).
constexpr std::uint64_t kSlowNodeNs = 100'000;

struct NodeTimes {
  std::uint64_t worst_ns = 0;  // the slowest window's time per node
  std::uint64_t sampled = 0;   // nodes in complete windows
  std::uint64_t slow = 0;      // nodes in windows over kSlowNodeNs per node
};

// Since the start of the process or the last reset; safe to read and record from any thread.
NodeTimes node_times();
void reset_node_times();

// The stderr warning when some search node took longer than kSlowNodeNs; "" if none did.
std::string slow_node_warning();
// Nanoseconds as milliseconds with four decimals ("0.7012").
std::string milliseconds_text(double ns);

// CPU time this thread has used, in nanoseconds.
std::uint64_t thread_cpu_ns();

// A clock of search nodes: restart() as a question starts, tick(n) as n nodes are charged to a
// budget. A window closes at the first tick that brings it to kWindow nodes or more.
class NodeClock {
 public:
  static constexpr std::uint64_t kWindow = 64;

  void restart() {
    in_window_ = 0;
    window_start_ = thread_cpu_ns();
  }
  void tick(std::uint64_t nodes = 1) {
    in_window_ += nodes;
    if (in_window_ >= kWindow) sample();
  }

 private:
  void sample();

  std::uint64_t in_window_ = 0;
  std::uint64_t window_start_ = thread_cpu_ns();
};

// The clock every search of this thread ticks.
NodeClock& this_thread_clock();

}  // namespace kiyaku::solver
