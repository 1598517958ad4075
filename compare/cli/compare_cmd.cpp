// kiyaku compare FILE and kiyaku corpus FILE...: evaluate positions under the selected rulesets.
#include <chrono>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <iostream>

#include "compare/cli/commands.hpp"
#include "compare/cli/eval_options.hpp"
#include "compare/cli/output_file.hpp"
#include "compare/diff.hpp"
#include "compare/divergence.hpp"
#include "compare/expectations.hpp"
#include "compare/ordered_run.hpp"
#include "compare/readings.hpp"
#include "compare/record_faults.hpp"
#include "compare/registry.hpp"
#include "compare/symmetry.hpp"
#include "kernel/io/load.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/joined.hpp"
#include "reports/html_report.hpp"
#include "reports/json_report.hpp"
#include "reports/site.hpp"
#include "reports/text_report.hpp"

namespace kiyaku::cli {

namespace {

const io::Document& pick_document(const std::vector<io::Document>& docs, const std::string& record,
                                  const std::string& file) {
  if (!record.empty()) {
    for (const auto& d : docs)
      if (d.id == record) return d;
    throw io::InputError({file, 0, 0}, "no record '" + record + "'");
  }
  if (docs.size() != 1)
    throw io::InputError({file, 0, 0}, "holds " + std::to_string(docs.size()) + " records; choose one with --record ID");
  return docs.front();
}

// --divergence-readings: each outcome that departs from its record's source tries its text's
// readings one at a time (the run in force is the outcome itself).
void search_divergence_readings(const io::Document& doc, const std::vector<Selection>& selection,
                                const solver::Budget& budget, std::vector<Outcome>& outcomes) {
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    if (outcomes[i].divergences.empty()) continue;
    const Readings readings = explore_readings(doc, selection[i], {}, budget);
    for (Divergence& d : outcomes[i].divergences) add_reproducing_readings(doc, readings, d);
  }
}

// --ask: the stones named, on the document's board.
PointSet asked_points(const std::vector<std::string>& vertices, const Board& board) {
  PointSet out;
  for (const std::string& v : vertices) {
    const auto p = parse_gtp_vertex(board, v);
    if (!p) throw std::invalid_argument("--ask: '" + v + "' is not a point of the position's board");
    if (!is_stone(board.at(*p))) throw std::invalid_argument("--ask: " + v + " holds no stone");
    out.insert(*p);
  }
  return out;
}

// The text report's lines before the texts': the record, the strings asked about, its faults.
void print_heading(const io::Document& doc, const std::vector<std::string>& ask) {
  std::cout << doc.id << (doc.title.empty() ? "" : "  " + doc.title) << "\n";
  if (!ask.empty())
    std::cout << "  asked: the strings at " << joined(ask, " ")
              << " (the texts that judge string by string search no other)\n";
  for (const RecordFault& f : record_faults(doc))
    std::cout << "  record fault: " << f.location << ": " << f.message << "\n";
}

}  // namespace

void register_compare(CLI::App& app) {
  auto* cmd = app.add_subcommand("compare", "Evaluate one position under every (or the chosen) rule text");
  struct Args : EvalArgs {
    std::string file, json, html, record;
    std::optional<int> node;
    bool divergence_readings = false;
    std::vector<std::string> ask;
    int threads = 1;
  };
  auto args = std::make_shared<Args>();
  cmd->add_option("FILE", args->file, "SGF, rule-book diagram corpus or JSON position")->required();
  cmd->add_option("--record", args->record, "Record id, for a corpus file");
  cmd->add_option("--node", args->node, "SGF node of the main line (0 = root; default: last)");
  cmd->add_option("--json", args->json, "Write the JSON report here")->check(writable_output_file());
  cmd->add_option("--html", args->html, "Write the HTML report (one self-contained page) here")
      ->check(writable_output_file());
  cmd->add_flag("--divergence-readings", args->divergence_readings,
                "Where the record's source departs from a text (text_<era> maps), try each of that text's readings "
                "one at a time for one that gives the source's verdict");
  cmd->add_option("--ask", args->ask,
                  "Stones (GTP vertices, e.g. C3,D17) whose strings alone are searched by the texts that judge string "
                  "by string; their other strings, and so the count, are left undecided")
      ->delimiter(',');
  add_eval_options(*cmd, *args);
  add_jobs_option(*cmd, args->threads);  // one text per worker at a time
  cmd->callback([args] {
    const auto docs = args->load(args->file, io::SgfOptions{args->node});
    const io::Document& doc = pick_document(docs, args->record, args->file);
    const auto selection = args->selection();
    const PointSet asked = asked_points(args->ask, doc.position.board());
    print_heading(doc, args->ask);
    // Each text's report as soon as it and the texts before it are done: a game record under every
    // text takes minutes. Readings searched for divergences change the reports, so they wait.
    const auto print = [&](const Outcome& o) {
      std::cout << reports::outcome_text(o, doc.position.board()) << std::flush;
    };
    auto outcomes = evaluate_all(doc, selection, args->budget(), asked, args->threads,
                                 args->divergence_readings ? std::function<void(const Outcome&)>{} : print);
    if (args->divergence_readings) {
      search_divergence_readings(doc, selection, args->budget(), outcomes);
      for (const auto& o : outcomes) print(o);
    }
    const Diff diff = diff_outcomes(doc.position.board(), outcomes);
    if (!args->json.empty())
      write_output_file(args->json, reports::dump(reports::comparison_to_json(doc, outcomes, diff)));
    if (!args->html.empty())
      write_output_file(args->html,
                        reports::html_report(doc, outcomes, diff, {reports::record_source_text(doc), {}, {}}));
    std::cout << "== in short\n";
    for (const auto& s : diff.summaries) std::cout << "  " << s.ruleset << ": " << s.text << "\n";
  });
}

// Time and search effort over a corpus run: what the corpus benchmark reports, against the 1989
// issue's targets (the corpus in 100 ms, no position over a million nodes).
struct CorpusStats {
  static constexpr std::uint64_t kTargetNodes = 1'000'000;
  double total_ms = 0;
  std::uint64_t total_nodes = 0, result_nodes = 0, max_nodes = 0;
  std::string max_record;
  int undecided = 0, over_target = 0;

  std::string add(const std::string& id, const std::vector<Outcome>& outcomes, double ms) {
    std::uint64_t nodes = 0, for_results = 0;
    for (const auto& o : outcomes) {
      nodes += o.nodes;
      for_results += o.result.nodes;
      for (const auto& s : o.strings) undecided += s.status == Status::undecided;
    }
    total_ms += ms;
    total_nodes += nodes;
    result_nodes += for_results;
    over_target += nodes > kTargetNodes;
    if (nodes > max_nodes) {
      max_nodes = nodes;
      max_record = id;
    }
    std::ostringstream line;
    line << "  stats: " << std::fixed << std::setprecision(1) << ms << " ms, " << nodes << " nodes (results "
         << for_results << ")\n";
    return line.str();
  }
  std::string summary() const {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << "stats: " << total_ms << " ms in total, " << total_nodes
        << " search nodes (" << result_nodes << " for results); most for one record: " << max_nodes << " ("
        << max_record << "); records over " << kTargetNodes << " nodes: " << over_target
        << "; undecided strings: " << undecided << "\n";
    return out.str();
  }
};

// --symmetries: the record under every rotation, reflection and colour swap, each ruleset's
// verdicts compared with its verdicts on the record. One line per ruleset; `broken` counts the
// rulesets with a difference.
namespace {
std::string symmetry_lines(const io::Document& doc, const std::vector<Outcome>& outcomes,
                           const std::vector<Selection>& selection, const solver::Budget& budget, int& broken) {
  const SymmetryRun run =
      check_symmetries(doc, outcomes, [&](const io::Document& d) { return evaluate_all(d, selection, budget); });
  std::ostringstream out;
  for (const auto& s : run.skipped) out << "  symmetries: skipped " << s << "\n";
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const SymmetryCheck& c = run.checks[i];
    out << "  symmetries (" << outcomes[i].ruleset << "): ";
    if (c.differences.empty()) {
      out << run.transforms << " transforms agree on " << c.compared << " decided verdicts\n";
      continue;
    }
    ++broken;
    out << c.differences.size() << " DIFFERENCES in " << c.compared << " decided verdicts\n";
    for (const auto& d : c.differences) out << "    " << d << "\n";
  }
  return out.str();
}

struct CorpusArgs : EvalArgs {
  std::vector<std::string> files;
  bool quiet = false;
  bool stats = false;
  bool symmetries = false;
  int threads = 1;
};

// One record's evaluation, done on a worker: everything but the printing.
struct CorpusRecordRun {
  std::vector<Outcome> outcomes;
  double ms = 0;         // the evaluation's own time (not the symmetries'), on the worker's core
  std::string symmetry;  // --symmetries' lines
  int broken = 0;        // rulesets with a verdict that does not turn with the board
};

CorpusRecordRun run_record(const io::Document& doc, const CorpusArgs& a, const std::vector<Selection>& selection) {
  CorpusRecordRun run;
  const auto start = std::chrono::steady_clock::now();
  run.outcomes = evaluate_all(doc, selection, a.budget());
  run.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (a.symmetries) run.symmetry = symmetry_lines(doc, run.outcomes, selection, a.budget(), run.broken);
  return run;
}

void run_corpus(const CorpusArgs& a) {
  const auto selection = a.selection();
  std::vector<io::Document> docs;
  for (const auto& file : a.files)
    for (auto& d : a.load(file)) docs.push_back(std::move(d));
  int met = 0, failed = 0, diverging = 0, broken = 0;
  CorpusStats stats;
  run_in_order<CorpusRecordRun>(
      docs.size(), [&](std::size_t i) { return run_record(docs[i], a, selection); }, {a.threads, 0},
      [&](std::size_t i, CorpusRecordRun& run) {
        const io::Document& doc = docs[i];
        std::cout << doc.id << "  " << doc.title << "\n";
        if (a.stats) std::cout << stats.add(doc.id, run.outcomes, run.ms);
        if (!a.quiet)
          for (const auto& o : run.outcomes) std::cout << reports::outcome_text(o, doc.position.board());
        const auto checks = check_expectations(doc, [&](std::string_view id) -> const Outcome* {
          for (const auto& o : run.outcomes)
            if (o.ruleset == id) return &o;
          return nullptr;
        });
        for (const auto& c : checks) {
          std::cout << reports::expectation_text(c, doc.position.board()) << "\n";
          met += c.state == ExpectationCheck::State::met;
          failed += c.state == ExpectationCheck::State::failed;
          diverging += c.state == ExpectationCheck::State::divergence;
        }
        std::cout << run.symmetry;
        broken += run.broken;
      });
  std::cout << "\n" << docs.size() << " records; expectations: " << met << " met, " << failed << " failed";
  if (diverging > 0)
    std::cout << "; commentary's divergences (cited verdicts that depart from their text, not failures): " << diverging;
  std::cout << "\n";
  if (a.stats) std::cout << stats.summary();
  if (a.symmetries)
    std::cout << "symmetries: " << broken << " record-rulesets with a verdict that does not turn with the board\n";
  if (failed > 0 || broken > 0) throw CLI::RuntimeError(1);
}

}  // namespace

void register_corpus(CLI::App& app) {
  auto* cmd = app.add_subcommand("corpus", "Run every record of rule-book corpus files and check their expect_* lines");
  auto args = std::make_shared<CorpusArgs>();
  cmd->add_option("FILES", args->files, "Corpus files")->required();
  cmd->add_flag("--quiet", args->quiet, "Only the expectation lines and the summary");
  cmd->add_flag("--stats", args->stats,
                "Also print time and search nodes per record and in total (the corpus benchmark)");
  cmd->add_flag(
      "--symmetries", args->symmetries,
      "Also run every record rotated, reflected and colour-swapped, and list any verdict that does not turn with it");
  add_eval_options(*cmd, *args);
  add_jobs_option(*cmd, args->threads);
  cmd->callback([args] { run_corpus(*args); });
}

}  // namespace kiyaku::cli
