#include "compare/cli/eval_options.hpp"

#include "kernel/io/load.hpp"

namespace kiyaku::cli {

solver::Budget EvalArgs::budget() const {
  solver::Budget b;
  b.max_nodes = max_nodes;
  b.max_width = max_width;
  return b;
}

void EvalArgs::apply_beyond(io::Document& doc) const {
  if (const auto reading = parse_beyond(beyond)) doc.position.set_beyond(*reading);
}

std::vector<io::Document> EvalArgs::load(const std::string& file, const io::SgfOptions& sgf) const {
  std::vector<io::Document> docs = io::load_documents(file, sgf);
  for (io::Document& doc : docs) apply_beyond(doc);
  return docs;
}

void add_eval_options(CLI::App& cmd, EvalArgs& a) {
  cmd.add_option("--rules", a.rules, "Ruleset ids, comma separated (default: all)")->delimiter(',');
  cmd.add_option("--set", a.settings, "An interpretation choice: RULESET.CHOICE=VALUE (repeatable)");
  cmd.add_option("--max-nodes", a.max_nodes, "Search budget per confirmation; past it a verdict is 'undecided'")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  cmd.add_option("--max-width", a.max_width,
                 "The most points one search may play on; a wider one is not started and its verdict is 'undecided'")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 20));
  cmd.add_option("--beyond", a.beyond,
                 "The board beyond a fragment's open sides: frame_colour (where every frame string is one "
                 "colour's, that colour's: it alone may fill the liberties found there; the default) or "
                 "untouched (nobody plays there)")
      ->check(
          CLI::IsMember({std::string(beyond_name(Beyond::frame_colour)), std::string(beyond_name(Beyond::untouched))}));
}

void add_jobs_option(CLI::App& cmd, int& threads) {
  cmd.add_option("-j,--jobs", threads, "Worker threads (default 1); the output is the same whatever the number")
      ->check(CLI::Range(1, 256));
}

std::vector<Outcome> evaluate_all(const io::Document& doc, const std::vector<Selection>& sel,
                                  const solver::Budget& budget, const PointSet& asked) {
  std::vector<Outcome> out;
  out.reserve(sel.size());
  for (const auto& s : sel) out.push_back(s.ruleset->evaluate(doc, s.choices, budget, asked));
  return out;
}

}  // namespace kiyaku::cli
