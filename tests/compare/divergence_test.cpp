// A record's source departing from its text (compare/divergence.hpp): the points where the two
// maps part, whether an outcome follows the text or the source, and the readings that reproduce
// the source; and how the JSON report carries them.
#include <catch2/catch.hpp>

#include "compare/divergence.hpp"
#include "compare/readings.hpp"
#include "kernel/io/diagram.hpp"
#include "reports/json_report.hpp"

namespace {

using namespace kiyaku;

// A 5x5 board, one black string on the second column: the source says dead, the text alive; the
// text map also asserts the dame at (5,5), where the source says nothing.
const char* kRecord =
    "id: t-div\ntitle: divergence\nsize: 5\nto_move: none\nverdict_source: the commentary\nboard:\n"
    "┌●┬┬┐\n├●┼┼┤\n├●┼┼┤\n├●┼┼┤\n└●┴┴┘\n"
    "expect_1989:\n-D---\n-D---\n-D---\n-D---\n-D---\n"
    "text_1989:\n-A---\n-A---\n-A---\n-A---\n-A--.\n"
    "divergence_1989: the commentary judges the corner alone\n";

io::Document record() { return io::read_diagram_corpus(kRecord, "t.txt").front(); }

Outcome outcome_with(const io::Document& doc, Status status, const std::string& ruleset = "japan1989") {
  Outcome o;
  o.ruleset = ruleset;
  StringVerdict s;
  const Board& b = doc.position.board();
  for (int y = 0; y < 5; ++y) s.stones.push_back(b.point(1, y));
  s.status = status;
  o.strings.push_back(s);
  o.points.push_back({b.point(4, 4), PointClass::dame, {}});
  return o;
}

}  // namespace

TEST_CASE("a divergence lists every point where the source and the text part, with the outcome's verdict",
          "[divergence]") {
  const io::Document doc = record();
  const auto found = find_divergences(doc, outcome_with(doc, Status::alive));
  REQUIRE(found.size() == 1);
  const Divergence& d = found.front();
  CHECK(d.source == "the commentary");
  CHECK(d.cited == "expect_1989");
  CHECK(d.text == "text_1989");
  CHECK(d.reason == "the commentary judges the corner alone");
  REQUIRE(d.points.size() == 6);  // the five stones, then the dame only the text asserts
  CHECK(d.points.front().source == 'D');
  CHECK(d.points.front().text == 'A');
  CHECK(d.points.front().kiyaku == 'A');
  CHECK(d.points.back().source == '-');
  CHECK(d.points.back().text == '.');
  CHECK(d.follows_text);
  CHECK_FALSE(d.follows_source);
  CHECK_FALSE(d.readings_searched);

  const auto under_source = find_divergences(doc, outcome_with(doc, Status::dead)).front();
  CHECK(under_source.follows_source);
  CHECK_FALSE(under_source.follows_text);
  CHECK(find_divergences(doc, outcome_with(doc, Status::alive, "nihonkiin1949")).empty());  // another era's text
}

TEST_CASE("a reading reproduces the source when it meets the cited map wherever it decides", "[divergence]") {
  const io::Document doc = record();
  Readings readings;
  readings.runs.push_back({{}, outcome_with(doc, Status::alive)});                           // the default
  readings.runs.push_back({{{"staging", "yes"}}, outcome_with(doc, Status::dead)});          // gives the source
  readings.runs.push_back({{{"regions", "empty_only"}}, outcome_with(doc, Status::alive)});  // gives the text
  readings.runs.push_back({{{"budget_only", "x"}}, outcome_with(doc, Status::undecided)});   // decides nothing
  Divergence d = find_divergences(doc, readings.runs.front().outcome).front();
  add_reproducing_readings(doc, readings, d);
  CHECK(d.readings_searched);
  REQUIRE(d.reproduced_by.size() == 1);
  CHECK(d.reproduced_by.front().choice == "staging");
  CHECK(d.reproduced_by.front().value == "yes");
  CHECK(d.reproduced_by.front().undecided == 0);
  CHECK_FALSE(d.reproduced_by.front().losses_known);
}

TEST_CASE("the JSON report carries an outcome's divergences in words", "[divergence][json]") {
  const io::Document doc = record();
  Outcome o = outcome_with(doc, Status::alive);
  o.divergences = find_divergences(doc, o);
  const auto j = reports::outcome_to_json(o, doc.position.board());
  REQUIRE(j["divergences"].size() == 1);
  const auto& d = j["divergences"][0];
  CHECK(d["reason"] == "the commentary judges the corner alone");
  CHECK(d["follows_text"] == true);
  CHECK(d["points"][0]["vertex"] == "B5");
  CHECK(d["points"][0]["source"] == "dead");
  CHECK(d["points"][0]["text"] == "alive");
  CHECK(d["points"][5]["source"].is_null());
  CHECK(d["points"][5]["text"] == "dame");
  CHECK(d["readings_searched"] == false);
}
