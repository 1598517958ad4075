// A guard on the time a search node costs. The node budget bounds how many nodes a search
// expands, not how long each takes: a whole-board play-out node on an empty 19x19 board cost
// 0.7 ms, so a budget meant for seconds ran for minutes. The play-out samples its thread's CPU
// clock every kWindow nodes of one question (a window starts again with each question, so the
// work between questions is not charged to a node, nor is another thread's or process's load);
// the slowest window's time per node, process-wide, is what `kiyaku` warns about on stderr and
// `kiyaku bench --position` prints.
#pragma once
#include <cstdint>
#include <string>

namespace kiyaku::solver {

// A node slower than this is reported (0.1 ms: a hundred times a typical local play-out node).
constexpr std::uint64_t kSlowNodeNs = 100'000;

struct NodeTimes {
  std::uint64_t worst_ns = 0;      // the slowest window's time per node
  std::uint64_t sampled = 0;       // nodes in complete windows
  std::uint64_t slow_windows = 0;  // windows over kSlowNodeNs per node
};

// Since the start of the process or the last reset; safe to read and record from any thread.
NodeTimes node_times();
void reset_node_times();

// The stderr warning when some play-out node took longer than kSlowNodeNs; "" if none did.
std::string slow_node_warning();
// Nanoseconds as milliseconds with four decimals ("0.7012").
std::string milliseconds_text(double ns);

// CPU time this thread has used, in nanoseconds.
std::uint64_t thread_cpu_ns();

// One search's clock: restart() as a question starts, tick() once per expanded node.
class NodeClock {
 public:
  static constexpr std::uint64_t kWindow = 64;

  void restart() {
    count_ = 0;
    window_start_ = thread_cpu_ns();
  }
  void tick() {
    if (++count_ % kWindow == 0) sample();
  }

 private:
  void sample();

  std::uint64_t count_ = 0;
  std::uint64_t window_start_ = thread_cpu_ns();
};

}  // namespace kiyaku::solver
