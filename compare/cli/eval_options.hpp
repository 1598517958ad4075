// The evaluation options every command that runs rulesets shares (--rules, --set, --max-nodes),
// and the one loop that evaluates a document under the selected rulesets.
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "compare/registry.hpp"
#include "kernel/io/document.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::cli {

struct EvalArgs {
  std::vector<std::string> rules;
  std::vector<std::string> settings;
  std::uint64_t max_nodes = solver::Budget{}.max_nodes;

  solver::Budget budget() const;
  std::vector<Selection> selection() const { return select_rulesets(rules, settings); }
};

void add_eval_options(CLI::App& cmd, EvalArgs& a);

std::vector<Outcome> evaluate_all(const io::Document& doc, const std::vector<Selection>& sel, const solver::Budget& budget);

}  // namespace kiyaku::cli
