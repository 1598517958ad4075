// kiyaku site and kiyaku compare --html/--json, run as a user would: the files they write,
// the progress on stderr, the exit codes.
#include <catch2/catch.hpp>

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

namespace fs = std::filesystem;

struct Scratch {
  fs::path path = fs::temp_directory_path() / ("kiyaku_site_cmd_test_" + std::to_string(::getpid()));
  Scratch() { fs::create_directories(path); }
  ~Scratch() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
};

const fs::path& scratch() {
  static const Scratch dir;
  return dir.path;
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Run {
  int exit_code = -1;
  std::string out, err;
};

Run run_kiyaku(const std::string& args) {
  const fs::path err = scratch() / "stderr.txt";
  const std::string command = std::string("'") + KIYAKU_BINARY + "' " + args + " 2>'" + err.string() + "'";
  Run r;
  FILE* pipe = ::popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.out.append(buffer, n);
  const int status = ::pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.err = read_text(err);
  return r;
}

fs::path corpus() {
  const fs::path p = scratch() / "corpus.txt";
  std::ofstream(p) << kiyaku::test::kEx01Record << "\n" << R"(id: edge
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

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }

}  // namespace

TEST_CASE("compare --html and --json write the report of one record", "[cli][site]") {
  const fs::path html = scratch() / "ex01.html", json = scratch() / "ex01.json";
  const Run r = run_kiyaku("compare " + q(corpus()) + " --record ex01 --max-nodes 2000 --html " + q(html) + " --json " + q(json));
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const std::string page = read_text(html);
  CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(page.find("id=\"kiyaku-data\"") != std::string::npos);
  CHECK(page.find("<pre class=\"source\">id: ex01\ntitle: 取らず三目") != std::string::npos);  // the record's own lines
  CHECK(r.out.find("== in short\n  japan1989: ") != std::string::npos);  // the plain-language lines, in the terminal too
  const auto report = nlohmann::json::parse(read_text(json));
  CHECK(report["schema"] == "kiyaku/1");
  CHECK(report["diff"]["rulesets"].size() == report["outcomes"].size());
}

TEST_CASE("site writes the index, the position pages and the rule pages", "[cli][site]") {
  const fs::path out = scratch() / "site";
  const Run r = run_kiyaku("site " + q(corpus()) + " -o " + q(out) + " --max-nodes 2000");
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  CHECK(fs::exists(out / "index.html"));
  CHECK(fs::exists(out / "positions" / "ex01.html"));
  CHECK(fs::exists(out / "positions" / "edge.html"));
  CHECK(fs::exists(out / "rules" / "japan1989.html"));
  CHECK(r.err.find("[1/2] ex01") != std::string::npos);  // progress
  CHECK(r.err.find("[2/2] edge") != std::string::npos);
  CHECK(r.out.find("index.html") != std::string::npos);

  // The same run gives the same bytes.
  const fs::path again = scratch() / "site2";
  REQUIRE(run_kiyaku("site " + q(corpus()) + " -o " + q(again) + " --max-nodes 2000").exit_code == 0);
  CHECK(read_text(out / "index.html") == read_text(again / "index.html"));
  CHECK(read_text(out / "positions" / "ex01.html") == read_text(again / "positions" / "ex01.html"));
}

TEST_CASE("site without an output directory is a usage error", "[cli][site]") {
  const Run r = run_kiyaku("site " + q(corpus()));
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--out") != std::string::npos);
}

TEST_CASE("site on a file that is not a position reports where", "[cli][site]") {
  const fs::path bad = scratch() / "bad.sgf";
  std::ofstream(bad) << "(;SZ[99])";
  const Run r = run_kiyaku("site " + q(bad) + " -o " + q(scratch() / "never"));
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("bad.sgf:") != std::string::npos);
  CHECK_FALSE(fs::exists(scratch() / "never" / "index.html"));
}
