// kiyaku site and kiyaku compare --html/--json, run as a user would: the files they write,
// the progress on stderr, the exit codes.
#include <catch2/catch.hpp>

#include "tests/cli/run_kiyaku.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/reports/report_fixtures.hpp"

namespace {

using namespace kiyaku::test;

fs::path corpus() {
  const fs::path p = scratch_dir() / "corpus.txt";
  std::ofstream(p) << kiyaku::test::kEx01Record << "\n"
                   << R"(id: edge
title: a lone stone on the edge
size: 9
fragment: 9 cols x 2 rows; edges: left,top,right
to_move: none
board:
┌┬┬●┬┬┬┬┐
├┼┼┼┼┼┼┼┤
)";
  return p;
}

}  // namespace

TEST_CASE("compare --html and --json write the report of one record", "[cli][site]") {
  const fs::path html = scratch_dir() / "ex01.html", json = scratch_dir() / "ex01.json";
  const RunResult r = run_kiyaku("compare " + quoted(corpus()) + " --record ex01 --max-nodes 2000 --html " +
                                 quoted(html) + " --json " + quoted(json));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const std::string page = read_file(html);
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(page.find("id=\"kiyaku-data\"") != std::string::npos);
  CHECK(page.find("<pre class=\"source\">id: ex01\ntitle: 取らず三目") != std::string::npos);  // the record's own lines
  CHECK(r.out.find("== in short\n  japan1989: ") != std::string::npos);  // the plain-language lines, in the terminal too
  const auto report = nlohmann::json::parse(read_file(json));
  CHECK(report["schema"] == "kiyaku/1");
  CHECK(report["diff"]["rulesets"].size() == report["outcomes"].size());
}

TEST_CASE("site writes the index, the position pages and the rule pages", "[cli][site]") {
  const fs::path out = scratch_dir() / "site";
  const RunResult r = run_kiyaku("site " + quoted(corpus()) + " -o " + quoted(out) + " --max-nodes 2000");
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(fs::exists(out / "index.html"));
  CHECK(fs::exists(out / "positions" / "ex01.html"));
  CHECK(fs::exists(out / "positions" / "edge.html"));
  CHECK(fs::exists(out / "rules" / "japan1989.html"));
  CHECK(r.err.find("[1/2] ex01") != std::string::npos);  // progress
  CHECK(r.err.find("[2/2] edge") != std::string::npos);
  CHECK(r.out.find("index.html") != std::string::npos);

  // The same run gives the same bytes, on two workers too.
  const fs::path again = scratch_dir() / "site2";
  const RunResult two = run_kiyaku("site " + quoted(corpus()) + " -o " + quoted(again) + " --max-nodes 2000 -j 2");
  REQUIRE(two.exit_code == 0);
  CHECK(two.err.find("[1/2] ex01") < two.err.find("[2/2] edge"));  // progress in record order
  CHECK(read_file(out / "index.html") == read_file(again / "index.html"));
  CHECK(read_file(out / "positions" / "ex01.html") == read_file(again / "positions" / "ex01.html"));
}

TEST_CASE("site without an output directory is a usage error", "[cli][site]") {
  const RunResult r = run_kiyaku("site " + quoted(corpus()));
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--out") != std::string::npos);
}

TEST_CASE("site on a file that is not a position reports where", "[cli][site]") {
  const fs::path bad = scratch_dir() / "bad.sgf";
  std::ofstream(bad) << "(;SZ[99])";
  const RunResult r = run_kiyaku("site " + quoted(bad) + " -o " + quoted(scratch_dir() / "never"));
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("bad.sgf:") != std::string::npos);
  CHECK_FALSE(fs::exists(scratch_dir() / "never" / "index.html"));
}
