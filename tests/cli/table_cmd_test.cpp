// kiyaku table, run as a user would: the Markdown it prints or writes, --only-unasserted, the
// exit codes.
#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"
#include "tests/reports/report_fixtures.hpp"

namespace {

using namespace kiyaku::test;

// 取らず三目 with the 1989 verdict asserted, and a record that asserts nothing.
fs::path two_record_corpus() {
  const fs::path p = scratch_dir() / "table_corpus.txt";
  std::ofstream(p)
      << kiyaku::test::kEx01Record << "expect_1989:\n.SS--\nSSS--\n-----\n-----\n-----\n\n"
      << "id: lone | stone\ntitle: a lone stone\nsize: 9\nfragment: 9 cols x 2 rows; edges: left,top,right\n"
         "to_move: none\nboard:\n┌┬┬●┬┬┬┬┐\n├┼┼┼┼┼┼┼┤\nexpect_1989: none (verdict not available)\n";
  return p;
}

const std::string kTableRun = " --rules japan1989,jungo --max-nodes 2000";

TEST_CASE("kiyaku table prints one row per record and one column per rule text", "[cli][table]") {
  const auto r = run_kiyaku("table " + quoted(two_record_corpus()) + kTableRun);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("- command: `kiyaku table") != std::string::npos);
  CHECK(r.out.find("--rules japan1989,jungo --max-nodes 2000`") != std::string::npos);
  CHECK(r.out.find("| id | title | japan1989 | jungo |\n") != std::string::npos);
  CHECK(r.out.find("| ex01 | 取らず三目 (three points without capture) | ") != std::string::npos);
  CHECK(r.out.find("| lone \\| stone | a lone stone | ") != std::string::npos);
  // Only ex01 asserts, and only for japan1989: one mark in its row, none in the other.
  const auto row = [&](const std::string& start) {
    const auto at = r.out.find("\n" + start);
    return at == std::string::npos ? std::string() : r.out.substr(at + 1, r.out.find('\n', at + 1) - at - 1);
  };
  CHECK(count_of(row("| ex01 |"), "✓") + count_of(row("| ex01 |"), "✗") == 1);
  CHECK(count_of(row("| lone"), "✓") + count_of(row("| lone"), "✗") == 0);
  CHECK(r.err.find("ex01") != std::string::npos);  // progress on stderr
}

TEST_CASE("kiyaku table -o writes the same bytes it would print, run after run, on any number of workers",
          "[cli][table]") {
  const fs::path out = scratch_dir() / "table.md";
  const auto printed = run_kiyaku("table " + quoted(two_record_corpus()) + kTableRun);
  const auto written = run_kiyaku("table " + quoted(two_record_corpus()) + kTableRun + " -o " + quoted(out) + " -j 3");
  REQUIRE(written.exit_code == 0);
  CHECK(written.out.empty());
  CHECK(read_file(out) == printed.out);
}

TEST_CASE("kiyaku table --only-unasserted leaves out the records with cited verdicts", "[cli][table]") {
  const auto r =
      run_kiyaku("table " + quoted(two_record_corpus()) + kTableRun + " --only-unasserted --title 'Open cases'");
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.rfind("# Open cases\n", 0) == 0);
  CHECK(r.out.find("| ex01 |") == std::string::npos);
  CHECK(r.out.find("| lone \\| stone |") != std::string::npos);
  CHECK(r.out.find("--only-unasserted --title 'Open cases'`") != std::string::npos);
}

TEST_CASE("kiyaku table rejects a missing file and an unknown rule text", "[cli][table]") {
  CHECK(run_kiyaku("table " + quoted(scratch_dir() / "missing.txt")).exit_code == 2);
  const auto r = run_kiyaku("table " + quoted(two_record_corpus()) + " --rules nosuchtext");
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("nosuchtext") != std::string::npos);
}

}  // namespace
