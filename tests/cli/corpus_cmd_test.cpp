// kiyaku corpus, run as a user would: the expectation lines, the summary, -j, the exit codes.
#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"
#include "tests/reports/report_fixtures.hpp"

namespace {

using namespace kiyaku::test;

// 取らず三目 with its 1989 verdict, a lone stone whose asserted verdict is wrong (it is alive),
// and 取らず三目 again under another id: three records, one failing expectation.
fs::path corpus_with_a_wrong_verdict() {
  const fs::path p = scratch_dir() / "corpus_cmd.txt";
  std::ofstream(p) << kEx01Record << "expect_1989:\n.SS--\nSSS--\n-----\n-----\n-----\n\n"
                   << "id: lone\ntitle: a lone stone\nsize: 9\nfragment: 9 cols x 2 rows; edges: left,top,right\n"
                      "to_move: none\nboard:\n┌┬┬●┬┬┬┬┐\n├┼┼┼┼┼┼┼┤\nexpect_1989:\n---D-----\n---------\n\n"
                   << "id: ex01-again\n"
                   << std::string(kEx01Record).substr(std::string(kEx01Record).find('\n') + 1);
  return p;
}

const std::string kRun = " --rules japan1989 --max-nodes 2000";

std::string without_stats(const std::string& text) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end == std::string::npos ? std::string::npos : end - at + 1);
    if (line.find("stats:") == std::string::npos) out += line;
    at = end == std::string::npos ? text.size() : end + 1;
  }
  return out;
}

TEST_CASE("kiyaku corpus checks every record's expectations and exits 1 when one fails", "[cli][corpus]") {
  const auto r = run_kiyaku("corpus " + quoted(corpus_with_a_wrong_verdict()) + kRun);
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("expect_1989 (japan1989): met") != std::string::npos);
  CHECK(r.out.find("(4,1) D9: expected D, got A") != std::string::npos);
  CHECK(r.out.find("3 records; expectations: 1 met, 1 failed\n") != std::string::npos);
  // Records in file order.
  CHECK(r.out.find("\nlone  a lone stone\n") < r.out.find("\nex01-again  "));
}

TEST_CASE("kiyaku corpus prints the same bytes on one worker or three", "[cli][corpus]") {
  const auto one = run_kiyaku("corpus " + quoted(corpus_with_a_wrong_verdict()) + kRun);
  const auto three = run_kiyaku("corpus " + quoted(corpus_with_a_wrong_verdict()) + kRun + " -j 3");
  CHECK(three.exit_code == one.exit_code);
  CHECK(three.out == one.out);
  // With --stats only the times may differ: the node counts are the searches'.
  const auto stats_one = run_kiyaku("corpus " + quoted(corpus_with_a_wrong_verdict()) + kRun + " --stats --quiet");
  const auto stats_three =
      run_kiyaku("corpus " + quoted(corpus_with_a_wrong_verdict()) + kRun + " --stats --quiet -j 3");
  CHECK(without_stats(stats_three.out) == without_stats(stats_one.out));
  const auto nodes = [](const std::string& out) { return out.substr(out.rfind("ms in total,")); };
  CHECK(nodes(stats_three.out) == nodes(stats_one.out));
}

TEST_CASE("kiyaku corpus with a missing file or a bad -j is a usage error", "[cli][corpus]") {
  const auto missing = run_kiyaku("corpus " + quoted(scratch_dir() / "missing.txt"));
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("missing.txt") != std::string::npos);
  CHECK(run_kiyaku("corpus " + quoted(corpus_with_a_wrong_verdict()) + " -j 0").exit_code != 0);
}

}  // namespace
