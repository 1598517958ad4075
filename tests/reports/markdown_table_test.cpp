// The Markdown comparison table (`kiyaku table`, docs/classics.md): cell text for every result
// kind, the status summary, the expectation marks, escaping, and the same bytes on every run.
#include "reports/markdown_table.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/reports/report_fixtures.hpp"

namespace kiyaku::reports {
namespace {

const Metadata kSekiText{"sekitext", "セキ規約", "Seki | Text", 1989, "", {}, Fidelity::full, ""};
const Metadata kDeadText{"deadtext", "死に規約", "Dead Text", 1949, "", {}, Fidelity::reconstructed, ""};
const RulesetEntry kSekiColumn{&kSekiText, {}, {}, {}};
const RulesetEntry kDeadColumn{&kDeadText, {}, {}, {}};

Outcome with_result(ResultKind kind, Color winner, double margin) {
  const auto doc = test::ex01();
  Outcome o = test::outcome_from(doc, test::seki_view());
  o.result = {kind, winner, margin, {}, ""};
  return o;
}

ExpectationCheck check(std::string key, std::string ruleset, ExpectationCheck::State state, int asserted, int missed) {
  ExpectationCheck c{std::move(key), std::move(ruleset), state, asserted, {}, {}, {}, {}};
  for (int i = 0; i < missed; ++i) c.mismatches.push_back({});  // (resize() draws a false GCC 12 -Wstringop-overflow)
  return c;
}

TableRecord ex01_record(std::string title) {
  const auto doc = test::ex01();
  TableRecord r{"j89-ex01", std::move(title), test::ex01_outcomes(doc), {}};
  r.checks = {check("expect_sekitext", "sekitext", ExpectationCheck::State::met, 6, 0),
              check("expect_deadtext", "deadtext", ExpectationCheck::State::failed, 6, 2)};
  return r;
}

const TableHeading kHeading{"Classic | cases", "kiyaku table classics.txt --max-nodes 20000", 20000, "0.1.0"};

std::size_t unescaped_pipes(const std::string& line) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < line.size(); ++i) n += line[i] == '|' && (i == 0 || line[i - 1] != '\\');
  return n;
}

std::vector<std::string> table_rows(const std::string& text) {
  std::vector<std::string> rows;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    if (text.compare(start, 1, "|") == 0) rows.push_back(text.substr(start, end - start));
  return rows;
}

TEST_CASE("every result kind has its short form in a table cell", "[markdown-table]") {
  CHECK(table_cell(with_result(ResultKind::win, Color::white, 3), {}).rfind("W+3 · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::win, Color::black, 0.5), {}).rfind("B+0.5 · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::jigo, Color::empty, 0), {}).rfind("Jigo · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::no_result, Color::empty, 0), {}).rfind("No result · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::both_lose, Color::empty, 0), {}).rfind("Both lose · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::forfeit, Color::black, 0), {}).rfind("B+forfeit · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::undecidable, Color::empty, 0), {}).rfind("Undecidable · ", 0) == 0);
  CHECK(table_cell(with_result(ResultKind::undecided, Color::empty, 0), {}).rfind("Undecided · ", 0) == 0);
}

TEST_CASE("the status summary counts seki and dead stones per colour and undecided strings", "[markdown-table]") {
  const auto doc = test::ex01();
  CHECK(status_summary(test::outcome_from(doc, test::seki_view())) == "B 4 + W 1 seki");
  CHECK(status_summary(test::outcome_from(doc, test::dead_view())) == "B 4 dead");
  test::Verdicts open = test::seki_view();
  open.statuses = {".??A.", "DSSA.", "AAAA.", "AAA..", "....."};
  CHECK(status_summary(test::outcome_from(doc, open)) == "W 1 dead, 1 undecided");
  test::Verdicts alive = test::seki_view();
  alive.statuses = {};
  CHECK(status_summary(test::outcome_from(doc, alive)) == "all alive");
  CHECK(status_summary(Outcome{}) == "no stones");
}

TEST_CASE("a cell marks met and failed expectations of its own rule text only", "[markdown-table]") {
  const auto doc = test::ex01();
  const Outcome seki = test::outcome_from(doc, test::seki_view());
  using State = ExpectationCheck::State;
  CHECK(table_cell(seki, {check("expect_sekitext", "sekitext", State::met, 6, 0)}) == "Jigo · B 4 + W 1 seki · ✓");
  CHECK(expectation_mark({check("expect_sekitext", "sekitext", State::failed, 6, 2)}, "sekitext") == "✗ 2/6 pts");
  CHECK(expectation_mark({check("expect_result_sekitext", "sekitext", State::failed, 1, 0),
                          check("expect_sekitext", "sekitext", State::met, 6, 0)},
                         "sekitext") == "✗ result");
  // Another text's line, a one-line statement and a text that is not selected leave no mark.
  CHECK(expectation_mark({check("expect_deadtext", "deadtext", State::failed, 6, 2),
                          check("expect_sekitext", "sekitext", State::not_asserted, 0, 0)},
                         "sekitext")
            .empty());
  CHECK(table_cell(seki, {}) == "Jigo · B 4 + W 1 seki");
}

TEST_CASE("a '|' in a title, a heading or a rule text's name cannot break the table", "[markdown-table]") {
  CHECK(markdown_cell_text("a|b") == "a\\|b");
  CHECK(markdown_cell_text("x_1 *y* <z>\nnext") == "x\\_1 \\*y\\* \\<z\\> next");
  const std::string text = markdown_table(kHeading, {&kSekiColumn, &kDeadColumn}, {ex01_record("three | points")});
  CHECK(text.find("# Classic \\| cases\n") == 0);
  CHECK(text.find("| j89-ex01 | three \\| points |") != std::string::npos);
  CHECK(text.find("Seki \\| Text") != std::string::npos);
  const auto rows = table_rows(text);
  REQUIRE(rows.size() == 3);                                      // header, separator, one record
  for (const auto& row : rows) CHECK(unescaped_pipes(row) == 5);  // id, title, two rule texts
}

TEST_CASE("the table says how it was made, has a row per record and a column per rule text", "[markdown-table]") {
  const std::string text =
      markdown_table(kHeading, {&kSekiColumn, &kDeadColumn}, {ex01_record("first"), ex01_record("second")});
  CHECK(text.find("- command: `kiyaku table classics.txt --max-nodes 20000`\n") != std::string::npos);
  CHECK(text.find("20000 nodes per search") != std::string::npos);
  CHECK(text.find("- kiyaku 0.1.0\n") != std::string::npos);
  CHECK(text.find("| id | title | sekitext | deadtext |\n|---|---|---|---|\n") != std::string::npos);
  CHECK(text.find("| j89-ex01 | first | Jigo · B 4 + W 1 seki · ✓ | W+3 · B 4 dead · ✗ 2/6 pts |") != std::string::npos);
  CHECK(text.find("| first |") < text.find("| second |"));
  CHECK(text.find("2 records; expectations: 2 met, 2 failed.") != std::string::npos);
  const TableHeading unversioned{"t", "kiyaku table x", 1, ""};
  CHECK(markdown_table(unversioned, {&kSekiColumn}, {}).find("- kiyaku") == std::string::npos);
}

TEST_CASE("the same input gives the same bytes", "[markdown-table]") {
  const std::vector<TableRecord> records{ex01_record("first"), ex01_record("second")};
  const std::string once = markdown_table(kHeading, {&kSekiColumn, &kDeadColumn}, records);
  CHECK(markdown_table(kHeading, {&kSekiColumn, &kDeadColumn}, records) == once);
  CHECK(std::count(once.begin(), once.end(), '\r') == 0);
}

}  // namespace
}  // namespace kiyaku::reports
