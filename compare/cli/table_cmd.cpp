// kiyaku table CORPUS... [-o FILE.md]: every record of the corpus files under the selected rule
// texts as one Markdown table (reports/markdown_table.hpp), the generated tables of docs/.
// The header names the command line that made it, so the document says how to remake it.
#include <fstream>
#include <iostream>

#include "compare/cli/commands.hpp"
#include "compare/cli/eval_options.hpp"
#include "compare/cli/output_file.hpp"
#include "compare/expectations.hpp"
#include "compare/ordered_run.hpp"
#include "kernel/io/load.hpp"
#include "reports/markdown_table.hpp"

namespace kiyaku::cli {

namespace {

struct TableArgs : EvalArgs {
  std::vector<std::string> files;
  std::string out;
  std::string title = "Comparison table";
  bool only_unasserted = false;
  bool max_nodes_given = false;
  int threads = 1;  // not in the heading's command line: the table is the same whatever the number
};

// True when some expect_* line of the record asserts a letter of a map or a result.
bool asserts_anything(const io::Document& doc) {
  for (const auto& f : doc.fields) {
    if (f.key.rfind("expect_result_", 0) == 0) return true;
    if (f.key.rfind("expect_", 0) != 0 || f.key == "expect_note") continue;
    for (const auto& row : f.block)
      if (row.find_first_not_of('-') != std::string::npos) return true;
  }
  return false;
}

std::string quoted_if_needed(const std::string& s) {
  if (!s.empty() && s.find_first_of(" \t'\"`|$\\") == std::string::npos) return s;
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// The command as a user would type it: the options as parsed, not argv (no binary path, no -o).
std::string command_line(const TableArgs& a) {
  std::string cmd = "kiyaku table";
  for (const auto& f : a.files) cmd += " " + quoted_if_needed(f);
  if (!a.rules.empty()) {
    std::string ids;
    for (const auto& r : a.rules) ids += (ids.empty() ? "" : ",") + r;
    cmd += " --rules " + quoted_if_needed(ids);
  }
  for (const auto& s : a.settings) cmd += " --set " + quoted_if_needed(s);
  if (a.max_nodes_given) cmd += " --max-nodes " + std::to_string(a.max_nodes);
  if (a.only_unasserted) cmd += " --only-unasserted";
  if (a.title != TableArgs{}.title) cmd += " --title " + quoted_if_needed(a.title);
  return cmd;
}

reports::TableRecord evaluate_record(const io::Document& doc, const std::vector<Selection>& selection,
                                     const solver::Budget& budget) {
  reports::TableRecord r{doc.id, doc.title, evaluate_all(doc, selection, budget), {}};
  r.checks = check_expectations(doc, [&](std::string_view id) -> const Outcome* {
    for (const auto& o : r.outcomes)
      if (o.ruleset == id) return &o;
    return nullptr;
  });
  return r;
}

void run_table(const TableArgs& a) {
  const auto selection = a.selection();
  std::vector<const RulesetEntry*> columns;
  for (const auto& s : selection) columns.push_back(s.ruleset);
  std::vector<io::Document> docs;
  for (const auto& file : a.files)
    for (auto& doc : a.load(file))
      if (!a.only_unasserted || !asserts_anything(doc)) docs.push_back(std::move(doc));
  std::vector<reports::TableRecord> rows;
  run_in_order<reports::TableRecord>(
      docs.size(), [&](std::size_t i) { return evaluate_record(docs[i], selection, a.budget()); }, {a.threads, 0},
      [&](std::size_t, reports::TableRecord& r) {
        std::cerr << "kiyaku table: " << r.id << std::endl;
        rows.push_back(std::move(r));
      });
  const reports::TableHeading heading{a.title, command_line(a), a.max_nodes, version_string()};
  const std::string text = reports::markdown_table(heading, columns, rows);
  if (a.out.empty()) {
    std::cout << text;
    return;
  }
  write_output_file(a.out, text);
}

}  // namespace

void register_table(CLI::App& app) {
  auto* cmd =
      app.add_subcommand("table", "Write a Markdown table: every corpus record under every (or the chosen) rule text");
  auto args = std::make_shared<TableArgs>();
  cmd->add_option("CORPUS", args->files, "Corpus files (rule-book diagrams, SGF or JSON positions)")->required();
  cmd->add_option("-o,--out", args->out, "Write the Markdown here (default: stdout)")->check(writable_output_file());
  cmd->add_option("--title", args->title, "The document's heading");
  cmd->add_flag("--only-unasserted", args->only_unasserted, "Only the records whose expect_* lines assert nothing");
  add_eval_options(*cmd, *args);
  add_jobs_option(*cmd, args->threads);
  cmd->callback([args, cmd] {
    args->max_nodes_given = cmd->count("--max-nodes") > 0;
    run_table(*args);
  });
}

}  // namespace kiyaku::cli
