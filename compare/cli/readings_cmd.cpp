// kiyaku readings FILE --rules ID: one position under the readings of one rule text, and which
// verdicts depend on which interpretation choices (docs/amendments.md).
#include <fstream>
#include <iostream>

#include "compare/cli/commands.hpp"
#include "compare/cli/eval_options.hpp"
#include "compare/cli/output_file.hpp"
#include "compare/readings.hpp"
#include "kernel/io/load.hpp"
#include "reports/amend_report.hpp"

namespace kiyaku::cli {

namespace {

const io::Document& the_document(const std::vector<io::Document>& docs, const std::string& record,
                                 const std::string& file) {
  for (const auto& d : docs)
    if (d.id == record || (record.empty() && docs.size() == 1)) return d;
  if (record.empty())
    throw io::InputError({file, 0, 0}, "holds " + std::to_string(docs.size()) + " records; choose one with --record ID");
  throw io::InputError({file, 0, 0}, "no record '" + record + "'");
}

}  // namespace

void register_readings(CLI::App& app) {
  auto* cmd = app.add_subcommand("readings", "Run one position under the interpretation choices of one rule text");
  struct Args : EvalArgs {
    std::string file, record, json;
    std::vector<std::string> product;
    int threads = 1;
  };
  auto args = std::make_shared<Args>();
  cmd->add_option("FILE", args->file, "SGF, rule-book corpus or JSON position")->required();
  cmd->add_option("--record", args->record, "Record id, for a corpus file");
  cmd->add_option("--choices", args->product,
                  "Run every combination of these choices (comma separated); "
                  "default: each choice varied alone")
      ->delimiter(',');
  cmd->add_option("--json", args->json, "Write the JSON report (schema kiyaku-readings/1) here")
      ->check(writable_output_file());
  add_eval_options(*cmd, *args);
  add_jobs_option(*cmd, args->threads);
  cmd->callback([args] {
    const auto selection = args->selection();
    if (args->rules.size() != 1)
      throw std::invalid_argument("readings needs exactly one ruleset or variant: --rules ID");
    const auto docs = args->load(args->file);
    const io::Document& doc = the_document(docs, args->record, args->file);
    ReadingsOptions options;
    if (!args->product.empty()) options = {ReadingsMode::product, args->product};
    options.threads = args->threads;
    const auto readings = explore_readings(doc, selection.front(), options, args->budget());
    if (!args->json.empty()) { write_output_file(args->json, reports::dump(reports::readings_to_json(readings))); }
    std::cout << doc.id << (doc.title.empty() ? "" : "  " + doc.title) << "\n" << reports::readings_text(readings);
  });
}

}  // namespace kiyaku::cli
