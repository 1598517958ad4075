// Reading explorations (compare/readings.hpp): one position under the readings of one text.
#include <catch2/catch.hpp>

#include <algorithm>

#include "compare/readings.hpp"
#include "compare/variant.hpp"
#include "kernel/io/load.hpp"

namespace kiyaku {
namespace {

io::Document record(const std::string& file, const std::string& id) {
  for (auto& d : io::load_documents(KIYAKU_SOURCE_DIR "/" + file))
    if (d.id == id) return d;
  throw std::logic_error("no record " + id);
}

solver::Budget readings_budget() {
  solver::Budget b;
  b.max_nodes = 20000;
  return b;
}

const ReadingDependence& verdict(const Readings& r, std::string_view item) {
  for (const auto& v : r.verdicts)
    if (v.item == item) return v;
  throw std::logic_error("no verdict " + std::string(item));
}

Selection japan1989() { return select_rulesets({"japan1989"}, {}).front(); }

}  // namespace

TEST_CASE("whether dead stones belong to regions decides how 本劫 left open is counted (1989 A9)", "[readings]") {
  // 死活例9: both sides' stones are dead if the direct ko is left open; what the dead stones'
  // points count for turns on the regions reading alone.
  const auto doc = record("tests/corpus/classics.txt", "cl-direct-ko");
  const auto r = explore_readings(doc, japan1989(), {ReadingsMode::product, {"regions"}}, readings_budget());
  REQUIRE(r.runs.size() == 2);
  CHECK(r.runs[1].varied == std::vector<std::pair<std::string, std::string>>{{"regions", "empty_only"}});
  CHECK(verdict(r, "territory").choices == std::vector<std::string>{"regions"});
  CHECK(verdict(r, "score").choices == std::vector<std::string>{"regions"});
  for (const auto& v : r.verdicts)
    if (v.item.find("string") != std::string::npos) CHECK(v.choices.empty());
}

TEST_CASE("one choice at a time varies every choice alone from the readings in force", "[readings]") {
  const auto doc = record("tests/corpus/classics.txt", "cl-direct-ko");
  const Selection sel = japan1989();
  const auto r = explore_readings(doc, sel, {ReadingsMode::one_at_a_time, {"first_mover", "regions"}}, readings_budget());
  REQUIRE(r.runs.size() == 3);
  CHECK(r.runs[0].varied.empty());
  for (const auto& run : r.runs) CHECK(run.varied.size() <= 1);
  // The owner moving first saves the ko stone (死活例9 is read with the attacker first).
  CHECK(verdict(r, "black string A19 (1 stone)").choices == std::vector<std::string>{"first_mover"});
}

TEST_CASE("readings starts from a variant's readings and refuses unknown choices and huge products", "[readings]") {
  const auto doc = record("tests/corpus/classics.txt", "cl-direct-ko");
  const Selection variant = select_rulesets({"japan1989-reban-per-capture"}, {}).front();
  const auto r = explore_readings(doc, variant, {ReadingsMode::product, {"reban"}}, readings_budget());
  REQUIRE(r.runs.size() == 2);
  CHECK(r.runs[0].outcome.ruleset == "japan1989-reban-per-capture");
  CHECK(r.runs[1].varied == std::vector<std::pair<std::string, std::string>>{{"reban", "once_per_ko"}});
  CHECK_THROWS_AS(explore_readings(doc, japan1989(), {ReadingsMode::product, {"no_such"}}, readings_budget()),
                  std::invalid_argument);
  const std::vector<std::string> all{"first_mover",      "pass_scope",        "reban",   "ko_pass_ends", "initial_bans",
                                     "new_stone_region", "joined_new_stones", "regions", "seki_level"};
  CHECK_THROWS_AS(explore_readings(doc, japan1989(), {ReadingsMode::product, all}, readings_budget()),
                  std::invalid_argument);
}

}  // namespace kiyaku
