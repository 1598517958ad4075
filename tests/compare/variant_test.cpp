// Variant files (compare/variant.hpp, docs/amendments.md): what a committee writes, how it is
// checked, and how a variant runs as one more ruleset under its own id.
#include <catch2/catch.hpp>

#include <algorithm>

#include "compare/registry.hpp"
#include "compare/variant.hpp"
#include "kernel/io/diagram.hpp"
#include "kernel/io/error.hpp"
#include "rulesets/nihonkiin1949.hpp"
#include "tests/rulesets/bent_four.hpp"

namespace kiyaku {
namespace {

io::SourceLocation variant_error(std::string_view text) {
  try {
    read_variant(text, "v.json");
  } catch (const io::InputError& e) { return e.where(); }
  FAIL("no InputError for: " << text);
  return {};
}

std::string message_of(std::string_view text) {
  try {
    read_variant(text, "v.json");
  } catch (const io::InputError& e) { return e.message(); }
  return "";
}

constexpr std::string_view kOwnerFirst = R"({
  "kiyaku_variant": 1,
  "id": "j89-owner",
  "base": "japan1989",
  "title": "owner first",
  "rationale": "a test",
  "choices": {"first_mover": "owner"}
})";

}  // namespace

TEST_CASE("a variant runs its base with its own readings and reports under its own id", "[variant]") {
  const auto v = read_variant(kOwnerFirst, "v.json");
  const RulesetEntry& e = v->entry();
  CHECK(e.metadata->id == "j89-owner");
  REQUIRE(e.base == &find_ruleset("japan1989"));
  CHECK(e.default_choices().get("first_mover") == "owner");
  CHECK(e.default_choices().get("reban") == find_ruleset("japan1989").default_choices().get("reban"));
}

TEST_CASE("removing a 1949 precedent selects the subset without it", "[variant]") {
  const auto v = read_variant(R"({"kiyaku_variant": 1, "id": "no-p2", "base": "nihonkiin1949", "title": "t",
    "rationale": "r", "data": {"precedents": {"remove": ["P2"]}}})",
                              "v.json");
  CHECK(v->entry().default_choices().get("precedents") == "P1+P3");
}

TEST_CASE("an added precedent keeps its own id and stencil", "[variant]") {
  const auto v = read_variant(R"({"kiyaku_variant": 1, "id": "plus", "base": "nihonkiin1949", "title": "t",
    "rationale": "r", "data": {"precedents": {"add": [
      {"id": "V1", "kind": "dead_shape", "summary": "s", "shape": ["XX.O", ".OO?"]}]}}})",
                              "v.json");
  REQUIRE(v->added_precedents.size() == 1);
  CHECK(v->added_precedents[0].id == "V1");
  CHECK(v->added_precedents[0].article == "V1");
  REQUIRE(v->added_precedents[0].shape.rows.size() == 2);
  CHECK(v->added_precedents[0].shape.rows[1] == ".OO?");
}

TEST_CASE("an added precedent is in force when the variant runs, and only then", "[variant]") {
  // P1's bent four restated as the variant's own V1, with P1 itself removed.
  const auto v = read_variant(R"({"kiyaku_variant": 1, "id": "p1-as-v1", "base": "nihonkiin1949", "title": "t",
    "rationale": "r", "data": {"precedents": {"remove": ["P1"], "add": [
      {"id": "V1", "kind": "dead_shape", "summary": "s", "shape": ["XXX.O", ".OOO?", "O????"]}]}}})",
                              "v.json");
  const auto docs = io::read_diagram_corpus(test::kBentFourRecord, "test");
  REQUIRE(docs.size() == 1);
  auto cites_v1 = [](const Outcome& o) {
    return std::any_of(o.strings.begin(), o.strings.end(), [](const StringVerdict& s) {
      return s.color == Color::white && s.status == Status::dead && s.articles.front() == "V1";
    });
  };
  const solver::Budget budget;
  const Choices choices = v->entry().default_choices();
  CHECK(cites_v1(v->entry().evaluate(docs.front(), choices, budget)));
  CHECK_FALSE(cites_v1(v->entry().base->evaluate(docs.front(), choices, budget)));
}

TEST_CASE("the bundled variants all load and name their base", "[variant]") {
  REQUIRE(bundled_variants().size() >= 2);
  for (const auto& v : bundled_variants()) CHECK(v->entry().base != nullptr);
  CHECK(resolve_ruleset("nihonkiin1949-without-torazu").base == &find_ruleset("nihonkiin1949"));
}

TEST_CASE("a variant is accepted by its id in --rules and --set", "[variant]") {
  const auto sel =
      select_rulesets({"japan1989", "japan1989-reban-per-capture"}, {"japan1989-reban-per-capture.first_mover=owner"});
  REQUIRE(sel.size() == 2);
  CHECK(sel[0].choices.get("first_mover") == "attacker");
  CHECK(sel[1].choices.get("first_mover") == "owner");
  CHECK(sel[1].choices.get("reban") == "per_capture");
}

TEST_CASE("bad variant files are input errors located at the offending key or value", "[variant]") {
  const std::string head = "{\"kiyaku_variant\": 1, \"id\": \"x\", \"title\": \"t\", \"rationale\": \"r\",\n";
  struct Case {
    std::string text;
    int line, column;
    std::string says;
  };
  const Case cases[] = {
      {"{\n  \"id\": \"x\",\n  oops\n}", 3, 3, "invalid JSON"},
      {head + " \"base\": \"japan1989\", \"choices\": {\"komi\": 7e600}}", 2, 43, "number overflow"},
      {head + " \"base\": \"japan1999\"}", 2, 10, "unknown ruleset 'japan1999'"},
      {head + " \"base\": \"japan1989\", \"choices\": {\"reben\": \"per_capture\"}}", 2, 35, "unknown choice 'reben'"},
      {head + " \"base\": \"japan1989\", \"choices\": {\"reban\": \"sometimes\"}}", 2, 44, "per_capture"},
      {head + " \"base\": \"nihonkiin1949\", \"data\": {\"precedents\": {\"remove\": [\"P9\"]}}}", 2, 62,
       "unknown precedent 'P9'"},
      {head + " \"base\": \"nihonkiin1949\", \"data\": {\"precedents\": {\"add\": [{\"id\": \"V\", \"kind\": "
              "\"dead_shape\",\n"
              "  \"summary\": \"s\", \"shape\": [\"XO\", \"Z\"]}]}}}",
       3, 35, "a stencil row"},
      {head + " \"base\": \"japan1989\",\n \"data\": {}}", 3, 2,
       "ruleset 'japan1989' has no data a variant can change (only nihonkiin1949: precedents)"},
      {"{\"kiyaku_variant\": 1, \"id\": \"x\", \"base\": \"japan1989\", \"rationale\": \"r\"}", 1, 1,
       "missing key \"title\""},
      {"{\"kiyaku_variant\": 1,\n \"id\": \"x\",\n \"id\": \"y\"}", 3, 2, "duplicate key"},
      {head + " \"base\": \"japan1989\", \"id\": \"japan1989\"}", 2, 23, "duplicate key"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    const auto at = variant_error(c.text);
    CHECK(at.file == "v.json");
    CHECK(at.line == c.line);
    CHECK(at.column == c.column);
    CHECK_THAT(message_of(c.text), Catch::Contains(c.says));
  }
  CHECK_THAT(message_of("{\"kiyaku_variant\": 1, \"id\": \"japan1989\", \"base\": \"japan1989\", \"title\": \"t\", "
                        "\"rationale\": \"r\"}"),
             Catch::Contains("id of a rule text"));
}

}  // namespace kiyaku
