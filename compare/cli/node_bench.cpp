#include "compare/cli/node_bench.hpp"

#include <chrono>
#include <iomanip>
#include <iostream>

#include "kernel/solver/node_time.hpp"

namespace kiyaku::cli {
namespace {}  // namespace

void add_node_bench_options(CLI::App& bench, NodeBenchArgs& a) {
  bench.add_option("--position", a.position,
                   "Instead of play+undo: evaluate this position file and print each text's time per search node");
  bench.add_option("--record", a.record, "With --position: only the corpus record with this id");
  add_eval_options(bench, a);
}

void run_node_bench(const NodeBenchArgs& a) {
  const auto selection = a.selection();
  std::cout << std::left << std::setw(24) << "position" << std::setw(16) << "ruleset" << std::right << std::setw(12)
            << "nodes" << std::setw(10) << "seconds" << std::setw(14) << "ms/node mean" << std::setw(18)
            << "ms/node worst-64"
            << "\n";
  bool found = a.record.empty();
  for (const io::Document& doc : a.load(a.position)) {
    if (!a.record.empty() && doc.id != a.record) continue;
    found = true;
    for (const Selection& sel : selection) {
      solver::reset_node_times();
      const auto start = std::chrono::steady_clock::now();
      const auto outcomes = evaluate_all(doc, {sel}, a.budget());
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const std::uint64_t nodes = outcomes.front().nodes;
      const double mean_ns = nodes ? seconds * 1e9 / static_cast<double>(nodes) : 0.0;
      const solver::NodeTimes worst = solver::node_times();
      std::cout << std::left << std::setw(24) << doc.id << std::setw(16) << outcomes.front().ruleset << std::right
                << std::setw(12) << nodes << std::setw(10) << std::fixed << std::setprecision(3) << seconds
                << std::setw(14) << solver::milliseconds_text(mean_ns) << std::setw(18)
                << (worst.sampled ? solver::milliseconds_text(static_cast<double>(worst.worst_ns)) : std::string("-"))
                << "\n";
    }
  }
  if (!found) throw io::InputError({a.position, 0, 0}, "no record '" + a.record + "'");
}

}  // namespace kiyaku::cli
