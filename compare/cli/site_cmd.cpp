// kiyaku site CORPUS... -o DIR: every record of the corpus files under the selected rule texts,
// written as a static site (reports/site.hpp). Progress goes to stderr.
#include <iostream>

#include "compare/cli/commands.hpp"
#include "compare/cli/eval_options.hpp"
#include "compare/diff.hpp"
#include "compare/divergence.hpp"
#include "compare/readings.hpp"
#include "compare/ordered_run.hpp"
#include "compare/registry.hpp"
#include "kernel/io/load.hpp"
#include "reports/site.hpp"

namespace kiyaku::cli {

namespace {

struct SiteArgs : EvalArgs {
  std::vector<std::string> files;
  std::string out;
  std::string readings;  // a ruleset whose readings each position is also run under
  int threads = 1;
};

// The selected ruleset --readings names; null without --readings.
const Selection* readings_selection(const SiteArgs& a, const std::vector<Selection>& selection) {
  if (a.readings.empty()) return nullptr;
  for (const auto& s : selection)
    if (s.ruleset->metadata->id == a.readings) return &s;
  throw std::invalid_argument("--readings " + a.readings + ": that ruleset is not among those selected (--rules)");
}

reports::SiteEntry evaluate_entry(io::Document doc, const std::vector<Selection>& selection, const Selection* readings,
                                  const solver::Budget& budget) {
  reports::SiteEntry e;
  e.outcomes = evaluate_all(doc, selection, budget);
  if (readings) {
    e.readings = explore_readings(doc, *readings, {}, budget);
    for (auto& o : e.outcomes)
      if (o.ruleset == e.readings->ruleset)
        for (auto& d : o.divergences) add_reproducing_readings(doc, *e.readings, d);
  }
  e.diff = diff_outcomes(doc.position.board(), e.outcomes);
  e.source_text = reports::record_source_text(doc);
  e.doc = std::move(doc);
  return e;
}

// Each reading that gives a source's verdict, with the corpus's cited verdicts it loses.
void add_losses(std::vector<reports::SiteEntry>& entries) {
  std::vector<RecordUnderReadings> corpus;
  for (const auto& e : entries) corpus.push_back({&e.doc, &e.outcomes, e.readings ? &*e.readings : nullptr});
  for (auto& e : entries)
    for (auto& o : e.outcomes)
      for (auto& d : o.divergences)
        for (auto& r : d.reproduced_by) {
          r.loses = verdicts_lost(corpus, o.ruleset, r.choice, r.value);
          r.losses_known = true;
        }
}

void run_site(const SiteArgs& a) {
  const auto selection = a.selection();
  std::vector<const RulesetEntry*> rulesets;
  for (const auto& s : selection) rulesets.push_back(s.ruleset);
  const solver::Budget budget = a.budget();
  const Selection* readings = readings_selection(a, selection);
  std::vector<io::Document> docs;
  for (const auto& file : a.files)
    for (auto& d : a.load(file)) docs.push_back(std::move(d));
  std::vector<reports::SiteEntry> entries;
  // Each document is taken by one worker only, which moves it into its entry.
  run_in_order<reports::SiteEntry>(
      docs.size(), [&](std::size_t i) { return evaluate_entry(std::move(docs[i]), selection, readings, budget); },
      {a.threads, 0},
      [&](std::size_t i, reports::SiteEntry& e) {
        std::cerr << "kiyaku site: [" << i + 1 << "/" << docs.size() << "] " << e.doc.id << std::endl;
        entries.push_back(std::move(e));
      });
  if (readings) add_losses(entries);
  const auto files = reports::build_site(entries, rulesets);
  reports::write_site(files, a.out);
  std::cout << "wrote " << files.size() << " pages to " << a.out << "/ (" << entries.size() << " positions, "
            << rulesets.size() << " rule texts); open " << a.out << "/index.html\n";
}

}  // namespace

void register_site(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "site", "Write a static documentation site: index table, one page per position and per rule text");
  auto args = std::make_shared<SiteArgs>();
  cmd->add_option("CORPUS", args->files, "Corpus files (rule-book diagrams, SGF or JSON positions)")->required();
  cmd->add_option("-o,--out", args->out, "Directory to write the site into (created if missing)")->required();
  cmd->add_option("--readings", args->readings,
                  "Also run every position under each reading of this rule text, one choice at a time: the page "
                  "'Commentary and text' then lists the verdicts that depend on a reading, and the readings that give "
                  "a source's verdict where it departs from the text, with the cited verdicts each loses");
  add_eval_options(*cmd, *args);
  add_jobs_option(*cmd, args->threads);
  cmd->callback([args] { run_site(*args); });
}

}  // namespace kiyaku::cli
