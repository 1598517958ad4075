// The JSON report: its shape is the one docs/json-schema.md documents (both ways), its bytes are
// deterministic, and the diff member follows the outcomes' order.
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "compare/diff.hpp"
#include "compare/registry.hpp"
#include "kernel/io/load.hpp"
#include "reports/json_report.hpp"
#include "tests/reports/report_fixtures.hpp"

namespace kiyaku::reports {
namespace {

bool is_colour_pair(const Json& j) {
  return j.is_object() && j.size() == 2 && j.contains("black") && j.contains("white");
}

// Every key path of `j` ("outcomes[].strings[].status"). Colour pairs, the position (its own
// documented format) and name -> value maps are leaves.
void collect_paths(const Json& j, const std::string& path, std::set<std::string>& out) {
  if (!path.empty()) out.insert(path);
  if (path == "position" || path == "diff.choices[].in_force" || is_colour_pair(j)) return;
  if (j.is_array()) {
    for (const auto& e : j) collect_paths(e, path + "[]", out);
  } else if (j.is_object()) {
    for (const auto& [key, value] : j.items()) collect_paths(value, path.empty() ? key : path + "." + key, out);
  }
}

std::set<std::string> paths_of(const Json& j) {
  std::set<std::string> out;
  collect_paths(j, "", out);
  std::set<std::string> keys;  // array paths ("outcomes[].choices") are documented without the trailing []
  for (const auto& p : out)
    if (p.size() < 2 || p.substr(p.size() - 2) != "[]") keys.insert(p);
  return keys;
}

// The first `code` cell of every table row of docs/json-schema.md.
std::set<std::string> documented_paths() {
  std::ifstream in(std::string(KIYAKU_SOURCE_DIR) + "/docs/json-schema.md");
  REQUIRE(in);
  std::set<std::string> out;
  const std::regex row(R"(^\| `([a-z_.\[\]]+)` \|)");
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_search(line, m, row)) out.insert(m[1]);
  }
  return out;
}

// A divergence of the record's source from the first text, so that every key of one is written.
Divergence fixture_divergence(const Board& b) {
  Divergence d;
  d.source = "the commentary";
  d.cited = "expect_1989";
  d.text = "text_1989";
  d.reason = "the commentary judges the corner alone";
  d.text_note = "proved by search";
  d.points.push_back({b.point(0, 0), 'D', 'S', 'S'});
  d.follows_text = true;
  d.readings_searched = true;
  d.reproduced_by.push_back({"precedent_1949_staging", "yes", 0, true, {"j89-ex09 expect_1989"}});
  return d;
}

Json fixture_report() {
  auto doc = test::ex01();
  // An illegal move against a counted result, so that every key of a record fault is written.
  doc.info.result = "B+2.5";
  doc.illegal =
      io::IllegalMove{12, {Color::white, doc.position.board().point(0, 0)}, PlayCheck::occupied, {"ex01.sgf", 3, 7}};
  auto outcomes = test::ex01_outcomes(doc);
  outcomes.front().divergences.push_back(fixture_divergence(doc.position.board()));
  outcomes.back().normalisation.game_record = true;  // a game record: every outcome gets its against_record
  return comparison_to_json(doc, outcomes, diff_outcomes(doc.position.board(), outcomes));
}

}  // namespace

TEST_CASE("the JSON report has exactly the keys docs/json-schema.md documents", "[json-report]") {
  const std::set<std::string> documented = documented_paths();
  REQUIRE(documented.size() > 50);
  const std::set<std::string> written = paths_of(fixture_report());
  for (const auto& p : written) {
    INFO("written but not documented: " << p);
    CHECK(documented.contains(p));
  }
  for (const auto& p : documented) {
    INFO("documented but not written: " << p);
    CHECK(written.contains(p));
  }
}

TEST_CASE("the JSON report starts with the schema name and orders its members", "[json-report]") {
  const Json j = fixture_report();
  std::vector<std::string> keys;
  for (const auto& [key, value] : j.items()) keys.push_back(key);
  CHECK(keys == std::vector<std::string>{"schema", "position", "record_faults", "outcomes", "diff"});
  CHECK(j["schema"] == "kiyaku/1");
  CHECK(j["diff"]["rulesets"] == Json::array({"sekitext", "deadtext"}));
  CHECK(j["position"]["fragment"]["cols"] == 5);
}

TEST_CASE("the diff lists only the points the texts classify differently", "[json-report]") {
  const Json diff = fixture_report()["diff"];
  REQUIRE(diff["points"].size() == 5);
  CHECK(diff["points"][0] ==
        Json::parse(R"({"vertex": "A19", "class": ["dame", "white_territory"], "agreement": "differ"})"));
  CHECK(diff["points_agreeing"] == 10);
  CHECK(diff["all_agree"] == false);
  REQUIRE(diff["regions"].size() == 1);
  CHECK(diff["regions"][0]["strings"] == Json::array({0, 2}));
  CHECK(diff["results"][1]["winner"] == "white");
  CHECK(diff["results"][0]["winner"].is_null());
  CHECK(diff["choices"][0]["changed"] == Json::array({"reban"}));
  CHECK(diff["summaries"][1]["short"] == "W+3 · 4 dead, W terr. 5");
}

TEST_CASE("the JSON report is the same bytes every time", "[json-report]") {
  CHECK(dump(fixture_report()) == dump(fixture_report()));
  const std::string text = dump(fixture_report());
  CHECK(text.back() == '\n');
  CHECK(text.find("\n  \"outcomes\": [") != std::string::npos);  // two-space indentation
}

TEST_CASE("a real evaluation writes the documented keys too", "[json-report]") {
  const auto doc = test::ex01();
  std::vector<Outcome> outcomes;
  solver::Budget budget;
  budget.max_nodes = 2000;
  for (const auto& e : registry()) outcomes.push_back(e.evaluate(doc, e.default_choices(), budget));
  const Json j = comparison_to_json(doc, outcomes);  // the two-argument form computes the diff
  REQUIRE(j.contains("diff"));
  CHECK(j["diff"]["rulesets"].size() == registry().size());
  const std::set<std::string> documented = documented_paths();
  for (const auto& p : paths_of(j)) {
    INFO("written but not documented: " << p);
    CHECK(documented.contains(p));
  }
}

}  // namespace kiyaku::reports

namespace kiyaku::reports {

TEST_CASE("a game record's outcome carries what was filled before the count", "[json-report]") {
  const auto doc = io::load_documents(std::string(KIYAKU_SOURCE_DIR) + "/tests/data/games/open-dame.sgf").front();
  const RulesetEntry& r = find_ruleset("japan1989");
  solver::Budget budget;
  budget.max_nodes = 2000;
  const Json j = comparison_to_json(doc, {r.evaluate(doc, r.default_choices(), budget)});
  const Json& n = j["outcomes"][0]["normalisation"];
  CHECK(n["game_record"] == true);
  CHECK(n["dame_filling"] == "customary");
  CHECK(n["fills"]["black"].size() + n["fills"]["white"].size() == 9);  // the open E column
  CHECK(n["fills"]["black"][0] == "E9");
  CHECK(fixture_report()["outcomes"][0]["normalisation"]["game_record"] == false);
}

TEST_CASE("a game record's finish is listed in the order played, each move a fill or a 手入れ", "[json-report]") {
  const auto doc =
      io::load_documents(std::string(KIYAKU_SOURCE_DIR) + "/tests/data/games/missing-reinforcement.sgf").front();
  const RulesetEntry& r = find_ruleset("japan1989");
  solver::Budget budget;
  budget.max_nodes = 2000;
  const Json j = comparison_to_json(doc, {r.evaluate(doc, r.default_choices(), budget)});
  const Json& n = j["outcomes"][0]["normalisation"];
  const Json& sequence = n["sequence"];
  REQUIRE(sequence.size() == n["fills"]["black"].size() + n["fills"]["white"].size() + 1);
  int teire = 0;
  for (const Json& m : sequence) {
    const std::string kind = m["kind"];
    CHECK((kind == "fill" || kind == "teire"));
    if (kind == "teire") {
      ++teire;
      CHECK(m["color"] == "black");
      CHECK(m["move"] == "C5");  // the connection the game record test names
    }
  }
  CHECK(teire == 1);
}

}  // namespace kiyaku::reports
