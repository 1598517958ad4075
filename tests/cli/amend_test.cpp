// kiyaku amend, kiyaku readings and variants on the command line (docs/amendments.md).
#include <catch2/catch.hpp>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/cli/run_kiyaku.hpp"

namespace {

using namespace kiyaku::test;

const std::string kClassics = quoted(KIYAKU_SOURCE_DIR "/tests/corpus/classics.txt");

fs::path write_scratch(const std::string& name, const std::string& text) {
  const fs::path path = scratch_dir() / name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

}  // namespace

TEST_CASE("amend lists the positions a variant rules differently, with both verdicts", "[cli][amend]") {
  const fs::path json = scratch_dir() / "amend.json", html = scratch_dir() / "amend.html";
  const auto r = run_kiyaku("amend nihonkiin1949-without-torazu " + kClassics + " --max-nodes 20000 --json " +
                            quoted(json) + " --html " + quoted(html));
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("cl-torazu"));
  CHECK_THAT(r.out, Catch::Contains("result: W+3 -> Jigo"));
  CHECK_THAT(r.out, Catch::Contains("ruled differently"));
  const auto j = nlohmann::json::parse(read_file(json));
  CHECK(j["schema"] == "kiyaku-amend/1");
  CHECK(j["variant"] == "nihonkiin1949-without-torazu");
  REQUIRE_FALSE(j["changes"].empty());
  CHECK(j["changes"][0]["record"] == "cl-torazu");
  CHECK(j["changes"][0]["result"]["before"]["winner"] == "white");
  CHECK(j["changes"][0]["result"]["after"]["kind"] == "jigo");
  const std::string page = read_file(html);
  CHECK_THAT(page, Catch::Contains("<iframe"));
  CHECK_THAT(page, Catch::Contains("change-0"));

  // Two workers: the same report, and the progress in corpus order.
  const fs::path json2 = scratch_dir() / "amend2.json";
  const auto two =
      run_kiyaku("amend nihonkiin1949-without-torazu " + kClassics + " --max-nodes 20000 -j 2 --json " + quoted(json2));
  REQUIRE(two.exit_code == 0);
  CHECK(two.out == r.out);
  CHECK(read_file(json2) == read_file(json));
  CHECK(without_node_time_warning(two.err) == without_node_time_warning(r.err));
}

TEST_CASE("amend accepts a variant file, and --rules runs it beside its base", "[cli][amend]") {
  const fs::path file = write_scratch("owner.json", R"({"kiyaku_variant": 1, "id": "n49-noop", "base": "nihonkiin1949",
    "title": "the default, restated", "rationale": "none", "choices": {"first_mover": "attacker"}})");
  const auto r = run_kiyaku("amend " + quoted(file) + " " + kClassics + " --max-nodes 20000");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("; 0 ruled differently"));
  const auto c =
      run_kiyaku("compare " + kClassics + " --record cl-torazu --max-nodes 20000 --rules nihonkiin1949," + quoted(file));
  REQUIRE(c.exit_code == 0);
  CHECK_THAT(c.out, Catch::Contains("== n49-noop"));
}

TEST_CASE("rules lists the bundled variants beside the texts", "[cli][amend]") {
  const auto r = run_kiyaku("rules");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("nihonkiin1949-without-torazu  (variant of nihonkiin1949)"));
  const auto one = run_kiyaku("rules japan1989-reban-per-capture");
  REQUIRE(one.exit_code == 0);
  CHECK_THAT(one.out, Catch::Contains("reading: reban = per_capture"));
}

TEST_CASE("a bad variant file exits 2 with file:line:column", "[cli][amend]") {
  const fs::path file = write_scratch(
      "bad.json",
      "{\"kiyaku_variant\": 1, \"id\": \"x\",\n \"base\": \"nope\", \"title\": \"t\", \"rationale\": \"r\"}");
  const auto r = run_kiyaku("amend " + quoted(file) + " " + kClassics);
  CHECK(r.exit_code == 2);
  CHECK_THAT(r.err, Catch::Contains("bad.json:2:10: error: unknown ruleset 'nope'"));
  const auto unknown = run_kiyaku("amend no-such-variant " + kClassics);
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("no variant"));
}

TEST_CASE("readings says which verdicts of a position depend on which choices", "[cli][amend]") {
  const auto r = run_kiyaku("readings " + kClassics +
                            " --record cl-direct-ko --rules japan1989 --choices regions --max-nodes 20000");
  REQUIRE(r.exit_code == 0);
  CHECK_THAT(r.out, Catch::Contains("2 runs (every combination of regions)"));
  CHECK_THAT(r.out, Catch::Contains("depends: territory on regions"));
  // Every reading alone, on three workers: the same report as on one.
  const std::string each = "readings " + kClassics + " --record cl-direct-ko --rules japan1989 --max-nodes 20000";
  const auto one = run_kiyaku(each);
  const auto three = run_kiyaku(each + " -j 3");
  REQUIRE(one.exit_code == 0);
  CHECK(three.out == one.out);
  const auto bad = run_kiyaku("readings " + kClassics + " --record cl-direct-ko --rules japan1989 --choices nope");
  CHECK(bad.exit_code == 2);
}
