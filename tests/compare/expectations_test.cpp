// The verdict lines of a record (compare/expectations.hpp): a cited map that departs from its
// text is the source's divergence, checked through the record's text_ map; `counted` results.
#include <catch2/catch.hpp>

#include <algorithm>

#include "compare/expectations.hpp"
#include "compare/registry.hpp"
#include "kernel/io/diagram.hpp"

namespace {

using namespace kiyaku;

// A 5x5 board with one black string on the second column; the maps assert that string only.
std::string record(const std::string& extra) {
  return "id: t-div\ntitle: divergence\nsize: 5\nto_move: none\nboard:\n"
         "┌●┬┬┐\n├●┼┼┤\n├●┼┼┤\n├●┼┼┤\n└●┴┴┘\n" +
         extra;
}

const std::string kCitedDead = "expect_1989:\n-D---\n-D---\n-D---\n-D---\n-D---\n";
const std::string kTextAlive = "text_1989:\n-A---\n-A---\n-A---\n-A---\n-A---\n";

Outcome outcome_with(const io::Document& doc, Status status, ResultKind result) {
  Outcome o;
  o.ruleset = "japan1989";
  StringVerdict s;
  const Board& b = doc.position.board();
  for (int y = 0; y < 5; ++y) s.stones.push_back(b.point(1, y));
  s.status = status;
  o.strings.push_back(s);
  o.result.kind = result;
  return o;
}

std::vector<ExpectationCheck> checks_of(const std::string& text, Status status, ResultKind result = ResultKind::jigo) {
  const auto docs = io::read_diagram_corpus(text, "t.txt");
  REQUIRE(docs.size() == 1);
  const Outcome o = outcome_with(docs.front(), status, result);
  return check_expectations(docs.front(), [&](std::string_view id) { return id == "japan1989" ? &o : nullptr; });
}

const ExpectationCheck& by_key(const std::vector<ExpectationCheck>& checks, const std::string& key) {
  const auto it = std::find_if(checks.begin(), checks.end(), [&](const ExpectationCheck& c) { return c.key == key; });
  INFO("key " << key);
  REQUIRE(it != checks.end());
  return *it;
}

}  // namespace

TEST_CASE("a cited map with a text_ map beside it is the source's divergence; the text map is what is checked",
          "[expectations]") {
  const auto checks = checks_of(
      record(kCitedDead + kTextAlive + "divergence_1989: the commentary judges the corner alone\n"), Status::alive);
  const auto& cited = by_key(checks, "expect_1989");
  CHECK(cited.state == ExpectationCheck::State::divergence);
  CHECK(cited.mismatches.size() == 5);  // where kiyaku departs from the source
  CHECK(cited.reason == "the commentary judges the corner alone");
  CHECK(by_key(checks, "text_1989").state == ExpectationCheck::State::met);

  const auto wrong = checks_of(record(kCitedDead + kTextAlive + "divergence_1989: why\n"), Status::dead);
  CHECK(by_key(wrong, "text_1989").state == ExpectationCheck::State::failed);
  CHECK(by_key(wrong, "expect_1989").mismatches.empty());
}

TEST_CASE("without a text_ map a cited map that is not met is a failure", "[expectations]") {
  const auto checks = checks_of(record(kCitedDead), Status::alive);
  CHECK(by_key(checks, "expect_1989").state == ExpectationCheck::State::failed);
}

TEST_CASE("'counted (Art. 10)' is met by a win or a jigo, by nothing else", "[expectations]") {
  const std::string text = record("expect_result_1989: counted (Art. 10)\n");
  CHECK(by_key(checks_of(text, Status::alive, ResultKind::win), "expect_result_1989").state ==
        ExpectationCheck::State::met);
  CHECK(by_key(checks_of(text, Status::alive, ResultKind::jigo), "expect_result_1989").state ==
        ExpectationCheck::State::met);
  for (ResultKind k : {ResultKind::both_lose, ResultKind::no_result, ResultKind::undecided})
    CHECK(by_key(checks_of(text, Status::alive, k), "expect_result_1989").state == ExpectationCheck::State::failed);
}

// compare/ names no text: an expect_ suffix finds its text by the suffix the text declares.
TEST_CASE("an expect_ suffix names the text that declares it, else the id it spells", "[expectations]") {
  CHECK(ruleset_for_suffix("1989") == "japan1989");
  CHECK(ruleset_for_suffix("1949") == "nihonkiin1949");
  CHECK(ruleset_for_suffix("jungo") == "jungo");
  CHECK(ruleset_for_suffix("1962") == "1962");  // no text declares it: no outcome will match
  // Each declared suffix names one text, and none is another text's id.
  std::vector<std::string_view> suffixes;
  for (const auto& e : registry())
    if (!e.metadata->corpus_suffix.empty()) suffixes.push_back(e.metadata->corpus_suffix);
  for (auto s : suffixes) {
    CHECK(std::count(suffixes.begin(), suffixes.end(), s) == 1);
    CHECK_THROWS(find_ruleset(s));
  }
}
