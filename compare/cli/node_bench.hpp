// `kiyaku bench --position FILE`: the time each rule text's search takes per node on a position,
// the mean and the worst (kernel/solver/node_time.hpp), where the node budget does not bound time.
#pragma once
#include <string>

#include "compare/cli/eval_options.hpp"

namespace kiyaku::cli {

struct NodeBenchArgs : EvalArgs {
  std::string position;  // empty: the play+undo bench runs instead
  std::string record;
};

void add_node_bench_options(CLI::App& bench, NodeBenchArgs& a);
void run_node_bench(const NodeBenchArgs& a);

}  // namespace kiyaku::cli
