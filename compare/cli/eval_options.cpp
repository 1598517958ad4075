#include "compare/cli/eval_options.hpp"

#include "compare/ordered_run.hpp"
#include "kernel/io/load.hpp"

namespace kiyaku::cli {

solver::Budget EvalArgs::budget() const {
  solver::Budget b;
  b.max_nodes = max_nodes;
  b.max_width = max_width;
  b.unspent_shares = unspent_shares;
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
                                  const solver::Budget& budget, const PointSet& asked, int threads,
                                  const std::function<void(const Outcome&)>& each_in_order) {
  std::vector<Outcome> out;
  out.reserve(sel.size());
  const auto judge = [&](std::size_t i) { return sel[i].ruleset->evaluate(doc, sel[i].choices, budget, asked); };
  const auto hand_on = [&](std::size_t, Outcome& o) {
    if (each_in_order) each_in_order(o);
    out.push_back(std::move(o));
  };
  if (threads <= 1) {  // on the calling thread, whose caches (and their memory) serve its next position too
    for (std::size_t i = 0; i < sel.size(); ++i) {
      Outcome o = judge(i);
      hand_on(i, o);
    }
    return out;
  }
  // The texts of one position share a worker's search caches (kernel/solver/memo.hpp), which
  // change what a search costs, never its outcome.
  run_in_order<Outcome>(sel.size(), judge, {.threads = threads, .parts_of_one_job = true}, hand_on);
  return out;
}

}  // namespace kiyaku::cli
