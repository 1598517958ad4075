#include "compare/cli/eval_options.hpp"

namespace kiyaku::cli {

solver::Budget EvalArgs::budget() const {
  solver::Budget b;
  b.max_nodes = max_nodes;
  return b;
}

void add_eval_options(CLI::App& cmd, EvalArgs& a) {
  cmd.add_option("--rules", a.rules, "Ruleset ids, comma separated (default: all)")->delimiter(',');
  cmd.add_option("--set", a.settings, "An interpretation choice: RULESET.CHOICE=VALUE (repeatable)");
  cmd.add_option("--max-nodes", a.max_nodes, "Search budget per confirmation; past it a verdict is 'undecided'")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
}

std::vector<Outcome> evaluate_all(const io::Document& doc, const std::vector<Selection>& sel, const solver::Budget& budget) {
  std::vector<Outcome> out;
  out.reserve(sel.size());
  for (const auto& s : sel) out.push_back(s.ruleset->evaluate(doc, s.choices, budget));
  return out;
}

}  // namespace kiyaku::cli
