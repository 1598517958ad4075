// The evaluation options every command that runs rulesets shares (--rules, --set, --max-nodes,
// --beyond), and the one loop that evaluates a document under the selected rulesets.
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "compare/outcome.hpp"
#include "compare/registry.hpp"
#include "kernel/io/document.hpp"
#include "kernel/io/sgf.hpp"
#include "kernel/solver/search.hpp"

namespace kiyaku::cli {

struct EvalArgs {
  std::vector<std::string> rules;
  std::vector<std::string> settings;
  std::uint64_t max_nodes = solver::Budget{}.max_nodes;
  std::size_t max_width = solver::Budget{}.max_width;
  std::uint64_t unspent_shares = solver::Budget{}.unspent_shares;
  std::string beyond;  // empty: each position's own reading of the board beyond a fragment

  solver::Budget budget() const;
  // --beyond, if given, on one position read elsewhere (batch's game records).
  void apply_beyond(io::Document& doc) const;
  // The positions of a file, with --beyond applied.
  std::vector<io::Document> load(const std::string& file, const io::SgfOptions& sgf = {}) const;
  std::vector<Selection> selection() const { return select_rulesets(rules, settings); }
};

void add_eval_options(CLI::App& cmd, EvalArgs& a);
// -j/--jobs: worker threads for the commands that evaluate many positions. The output is the same
// whatever the number (compare/ordered_run.hpp).
void add_jobs_option(CLI::App& cmd, int& threads);

// `asked`: the stones whose strings the texts that judge string by string search (all where empty).
// `threads`: how many texts are evaluated at once; the outcomes, in selection order, are the same
// whatever the number. `each_in_order`, if given, receives each outcome as soon as it and every
// one before it are done, in selection order (one call at a time), so that a report can show the
// first texts while later ones are still searched.
std::vector<Outcome> evaluate_all(const io::Document& doc, const std::vector<Selection>& sel,
                                  const solver::Budget& budget, const PointSet& asked = {}, int threads = 1,
                                  const std::function<void(const Outcome&)>& each_in_order = {});

}  // namespace kiyaku::cli
