// kiyaku amend VARIANT CORPUS...: runs a variant and its base over corpus files and lists every
// position the variant rules differently, with both verdicts and witness lines
// (docs/amendments.md). Progress goes to stderr, the report to stdout.
#include <fstream>
#include <iostream>

#include "compare/amend.hpp"
#include "compare/cli/commands.hpp"
#include "compare/cli/eval_options.hpp"
#include "compare/cli/output_file.hpp"
#include "compare/variant.hpp"
#include "kernel/io/load.hpp"
#include "reports/amend_report.hpp"

namespace kiyaku::cli {

void register_amend(CLI::App& app) {
  auto* cmd =
      app.add_subcommand("amend", "Run a variant (amendment) and its base over corpus files and list what changes");
  struct Args {
    std::string variant, json, html;
    std::vector<std::string> files;
    EvalArgs eval;  // only --max-nodes is offered
    int threads = 1;
  };
  auto args = std::make_shared<Args>();
  cmd->add_option("VARIANT", args->variant, "A bundled variant id (kiyaku rules) or a variant file *.json")->required();
  cmd->add_option("CORPUS", args->files, "Position files: rule-book corpus, SGF or JSON")->required();
  cmd->add_option("--json", args->json, "Write the JSON report (schema kiyaku-amend/1) here")->check(writable_output_file());
  cmd->add_option("--html", args->html, "Write the HTML report (before/after boards per changed position) here")
      ->check(writable_output_file());
  cmd->add_option("--max-nodes", args->eval.max_nodes,
                  "Search budget per confirmation; past it a verdict is 'undecided'")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  add_jobs_option(*cmd, args->threads);
  cmd->callback([args] {
    const Variant& variant = find_variant(args->variant);
    std::vector<io::Document> docs;
    for (const auto& file : args->files)
      for (auto& doc : io::load_documents(file)) docs.push_back(std::move(doc));
    std::size_t done = 0;
    const auto run = run_amendment(
        variant, docs, args->eval.budget(),
        [&](const io::Document& doc) { std::cerr << "[" << ++done << "/" << docs.size() << "] " << doc.id << "\n"; },
        args->threads);
    if (!args->json.empty()) write_output_file(args->json, reports::dump(reports::amendment_to_json(run)));
    if (!args->html.empty()) write_output_file(args->html, reports::amendment_html(run));
    std::cout << reports::amendment_text(run);
  });
}

}  // namespace kiyaku::cli
