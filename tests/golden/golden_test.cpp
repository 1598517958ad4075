// Golden outputs: `kiyaku compare` on a dozen positions under every rule text, its text report,
// JSON report and HTML page checked byte for byte against the approved files beside this one.
// The page is stored without its compiled-in assets (style sheet, script); of its data island,
// the copy of the JSON report is checked against NAME.json and the texts' articles, the same in
// every case, against island-texts.json.
// KIYAKU_UPDATE_GOLDEN=1 writes the files instead of checking them: scripts/update-golden.sh.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/cli/run_kiyaku.hpp"

namespace kiyaku::test {
namespace {

using Json = nlohmann::ordered_json;

// Small enough to keep the suite fast, large enough that most verdicts are decided.
constexpr const char* kGoldenMaxNodes = "5000";

const fs::path kGoldenDir = fs::path(KIYAKU_SOURCE_DIR) / "tests" / "golden";

struct Outputs {
  std::string text, json, html;
};

// Runs compare from the source directory with a relative path, as the outputs name the file.
// `options`: more of the command line (" -j 3").
Outputs run_compare(const std::string& name, const std::string& file, const std::string& record,
                    const std::string& options = "") {
  const fs::path json_file = scratch_dir() / (name + ".json");
  const fs::path html_file = scratch_dir() / (name + ".html");
  std::string args = "compare '" + file + "'" + (record.empty() ? "" : " --record '" + record + "'") + " --max-nodes " +
                     kGoldenMaxNodes + " --json " + quoted(json_file) + " --html " + quoted(html_file) + options;
  const RunResult run = run_kiyaku_in(KIYAKU_SOURCE_DIR, args);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return {run.out, read_file(json_file), read_file(html_file)};
}

// "" when equal, else the first line that differs.
std::string first_difference(const std::string& expected, const std::string& actual) {
  if (expected == actual) return "";
  std::istringstream e(expected), a(actual);
  std::string el, al;
  for (int line = 1;; ++line) {
    const bool more_e = static_cast<bool>(std::getline(e, el));
    const bool more_a = static_cast<bool>(std::getline(a, al));
    if (!more_e && !more_a) return "they differ only in the final newline";
    if (el != al || more_e != more_a)
      return "line " + std::to_string(line) + ":\n  approved: " + (more_e ? el : "(end)") +
             "\n  now:      " + (more_a ? al : "(end)");
  }
}

void check_or_update(const std::string& file_name, const std::string& actual) {
  const fs::path approved = kGoldenDir / file_name;
  if (std::getenv("KIYAKU_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(approved, std::ios::binary) << actual;
    return;
  }
  INFO(approved.string() << " (bash scripts/update-golden.sh regenerates it for review)");
  REQUIRE(fs::exists(approved));
  CHECK(first_difference(read_file(approved), actual) == "");
}

// Replaces the text between `open` (its first occurrence after `from`) and the next `close`.
std::size_t replace_between(std::string& page, std::size_t from, const std::string& open, const std::string& close,
                            const std::string& with) {
  const auto begin = page.find(open, from);
  REQUIRE(begin != std::string::npos);
  const auto inner = begin + open.size();
  const auto end = page.find(close, inner);
  REQUIRE(end != std::string::npos);
  page.replace(inner, end - inner, with);
  return inner + with.size();
}

// The page as stored: assets out, the island indented, its report named instead of repeated.
std::string stored_page(std::string page, const std::string& name, const std::string& json_report) {
  replace_between(page, 0, "<style>\n", "</style>", "/* reports/templates/style.css */\n");
  const std::string island_open = "<script type=\"application/json\" id=\"kiyaku-data\">";
  const auto island_begin = page.find(island_open);
  REQUIRE(island_begin != std::string::npos);
  const auto island_end = page.find("</script>", island_begin);
  Json island =
      Json::parse(page.substr(island_begin + island_open.size(), island_end - island_begin - island_open.size()));
  CHECK(island["report"] == Json::parse(json_report));
  island["report"] = "the JSON report, checked against " + name + ".json";
  // Every case runs every text, so the texts' titles and articles are the same in each: one file.
  check_or_update("island-texts.json", island["texts"].dump(2) + "\n");
  island["texts"] = "the texts' titles and articles, checked against island-texts.json";
  const auto after = replace_between(page, 0, island_open, "</script>", "\n" + island.dump(2) + "\n");
  replace_between(page, after, "<script>\n", "</script>", "// reports/templates/report.js\n");
  return page;
}

void check_golden(const std::string& name, const std::string& file, const std::string& record = "",
                  const std::string& options = "") {
  const Outputs out = run_compare(name, file, record, options);
  check_or_update(name + ".txt", out.text);
  check_or_update(name + ".json", out.json);
  check_or_update(name + ".html", stored_page(out.html, name, out.json));
}

constexpr const char* kCorpus = "corpus/j1989-examples.txt";
constexpr const char* kClassics = "tests/corpus/classics.txt";

}  // namespace

// The 1989 commentary: seki, dead shapes, kos, dame, both-lose.
TEST_CASE("golden: j89-ex01 取らず三目", "[golden]") { check_golden("j89-ex01", kCorpus, "j89-ex01"); }
TEST_CASE("golden: j89-ref06-4 seki with three stones inside", "[golden]") {
  check_golden("j89-ref06-4", kCorpus, "j89-ref06-4");
}
TEST_CASE("golden: j89-ref08-2 a false eye on the edge", "[golden]") {
  check_golden("j89-ref08-2", kCorpus, "j89-ref08-2");
}
TEST_CASE("golden: j89-ref10-1 一手ヨセ劫", "[golden]") { check_golden("j89-ref10-1", kCorpus, "j89-ref10-1"); }
TEST_CASE("golden: j89-ref13 seki stones and dame", "[golden]") { check_golden("j89-ref13", kCorpus, "j89-ref13"); }
TEST_CASE("golden: j89-ref16 stones taken after the end", "[golden]") {
  check_golden("j89-ref16", kCorpus, "j89-ref16");
}
TEST_CASE("golden: j89-ref19-2 両負け", "[golden]") { check_golden("j89-ref19-2", kCorpus, "j89-ref19-2"); }
TEST_CASE("golden: j89-ex07-1 隅の曲り四目", "[golden]") { check_golden("j89-ex07-1", kCorpus, "j89-ex07-1"); }
TEST_CASE("golden: j89-ex09 本劫の手入れ", "[golden]") { check_golden("j89-ex09", kCorpus, "j89-ex09"); }
// The classics of tests/corpus and docs/classics.md.
TEST_CASE("golden: cl-double-ko-seki 両劫セキ", "[golden]") {
  check_golden("cl-double-ko-seki", kClassics, "cl-double-ko-seki");
}
TEST_CASE("golden: cl-triple-ko 三劫", "[golden]") { check_golden("cl-triple-ko", kClassics, "cl-triple-ko"); }
// A finished game record: dead stones left on the board, counted after the end-of-game preparation.
TEST_CASE("golden: the dead-stones game record", "[golden]") {
  check_golden("game-dead-stones", "tests/data/games/dead-stones.sgf");
}
// The texts evaluated three at a time: the same bytes as one at a time.
TEST_CASE("golden: the dead-stones game record with -j 3", "[golden]") {
  check_golden("game-dead-stones", "tests/data/games/dead-stones.sgf", "", " -j 3");
}
TEST_CASE("golden: j89-ref19-2 両負け with -j 2", "[golden]") {
  check_golden("j89-ref19-2", kCorpus, "j89-ref19-2", " -j 2");
}

}  // namespace kiyaku::test
