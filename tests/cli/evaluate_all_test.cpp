// cli::evaluate_all: the texts of one position on worker threads, the outcomes in selection order,
// each handed on as soon as it and the ones before it are done (kiyaku compare -j).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "compare/cli/eval_options.hpp"
#include "kernel/io/load.hpp"
#include "compare/diff.hpp"
#include "reports/json_report.hpp"

namespace kiyaku {
namespace {

const io::Document& corpus_record(const std::string& id) {
  static const std::vector<io::Document> docs =
      io::load_documents(std::string(KIYAKU_SOURCE_DIR) + "/corpus/j1989-examples.txt");
  for (const auto& d : docs)
    if (d.id == id) return d;
  FAIL("no record " << id);
  throw;
}

std::string as_json(const io::Document& doc, const std::vector<Outcome>& outcomes) {
  return reports::dump(reports::comparison_to_json(doc, outcomes, diff_outcomes(doc.position.board(), outcomes)));
}

}  // namespace

TEST_CASE("evaluate_all: the same outcomes on one thread and on three, handed on in selection order",
          "[cli][threads]") {
  const io::Document& doc = corpus_record("j89-ref19-2");
  const auto selection = select_rulesets({}, {});
  solver::Budget budget;
  budget.max_nodes = 5000;
  std::vector<std::string> handed_on;
  const auto one = cli::evaluate_all(doc, selection, budget, {}, 1);
  const auto three =
      cli::evaluate_all(doc, selection, budget, {}, 3, [&](const Outcome& o) { handed_on.push_back(o.ruleset); });
  CHECK(as_json(doc, one) == as_json(doc, three));
  std::vector<std::string> in_selection;
  for (const auto& s : selection) in_selection.push_back(std::string(s.ruleset->metadata->id));
  CHECK(in_selection.size() == 10);
  CHECK(handed_on == in_selection);
}

}  // namespace kiyaku
