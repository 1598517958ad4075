// The comparison table as a Markdown document (`kiyaku table`, docs/classics.md): one row per
// record, one column per rule text; each cell the result, the strings that are not simply alive,
// and whether kiyaku meets the record's expect_* lines. The same input gives the same bytes.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "compare/expectations.hpp"
#include "compare/outcome.hpp"
#include "compare/registry.hpp"

namespace kiyaku::reports {

struct TableRecord {
  std::string id;
  std::string title;
  std::vector<Outcome> outcomes;         // one per column, in the table's column order
  std::vector<ExpectationCheck> checks;  // the record's expect_* lines against those outcomes
};

struct TableHeading {
  std::string title;    // the document's first heading
  std::string command;  // the command line that generated it, shown verbatim
  std::uint64_t max_nodes = 0;
  std::string version;  // kiyaku's version; the line is left out when empty
};

std::string markdown_table(const TableHeading& heading, const std::vector<const RulesetEntry*>& columns,
                           const std::vector<TableRecord>& records);

// Text made safe for one table cell: Markdown punctuation backslash-escaped (so '|' cannot end
// the cell), line breaks turned into spaces.
std::string markdown_cell_text(std::string_view text);

// "B 4 + W 1 seki, W 8 dead, 2 undecided" (stones for dead and seki, strings for undecided);
// "all alive" when every string is alive; "no stones" on an empty board.
std::string status_summary(const Outcome& o);

// "✓" when every checked expect_* line of `ruleset` is met, "✗ 3/8 pts" / "✗ result" for the
// failed ones; empty when the record asserts nothing for that ruleset.
std::string expectation_mark(const std::vector<ExpectationCheck>& checks, std::string_view ruleset);

// One cell: "W+3 · B 4 + W 1 seki · ✓".
std::string table_cell(const Outcome& o, const std::vector<ExpectationCheck>& checks);

}  // namespace kiyaku::reports
