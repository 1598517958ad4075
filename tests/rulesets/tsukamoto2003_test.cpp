#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "compare/evaluate.hpp"
#include "kernel/io/diagram.hpp"
#include "rulesets/tsukamoto2003.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace {

using kiyaku::Tsukamoto2003;

// A black corner of four points of territory; the tests give White prisoners, which the two
// counting readings treat differently.
constexpr const char* kCorner = R"(id: corner
title: black corner
size: 19
board:
┌┬┬┬●○┬┬
●●●●●○┼┼
○○○○○○┼┼
├┼┼┼┼┼┼┼
├┼┼┼┼┼┼┼
)";

kiyaku::Outcome evaluate_with(const std::string& prisoners, int white_prisoners_taken) {
  auto docs = kiyaku::io::read_diagram_corpus(kCorner, "test");
  REQUIRE(docs.size() == 1);
  auto& doc = docs.front();
  doc.position.add_prisoners(kiyaku::Color::white, white_prisoners_taken);
  kiyaku::Choices c(Tsukamoto2003::choices());
  c.set("prisoners", prisoners);
  return kiyaku::evaluate<Tsukamoto2003>(doc, c, kiyaku::solver::Budget{});
}

}  // namespace

TEST_CASE("tsukamoto2003 counts prisoners by default and territory alone when asked", "[rulesets][tsukamoto2003]") {
  const auto subtracted = evaluate_with("subtracted", 3);
  const auto ignored = evaluate_with("ignored", 3);
  CHECK(subtracted.score.territory_black == ignored.score.territory_black);
  CHECK(subtracted.score.territory_black >= 4);
  CHECK(ignored.score.total_black == subtracted.score.total_black + 3);
  CHECK_THAT(ignored.score.method, Catch::Contains("territory alone (Art. 1)"));
}

TEST_CASE("tsukamoto2003 is reconstructed and says so in its verdicts", "[rulesets][tsukamoto2003]") {
  CHECK(Tsukamoto2003::metadata().fidelity == kiyaku::Fidelity::reconstructed);
  const auto o = evaluate_with("subtracted", 0);
  CHECK_THAT(o.result.reason, Catch::StartsWith("reconstructed (tsukamoto2003 provisional model"));
  CHECK(o.result.articles.front() == "1");
  for (const auto& s : o.strings)
    if (s.nodes > 0) {
      CHECK_THAT(s.reason, Catch::StartsWith("reconstructed (tsukamoto2003 provisional model"));
      CHECK(s.articles.front() == "rec-status");
    }
}

TEST_CASE("tsukamoto2003 marks every article after Art. 4's first line reconstructed", "[rulesets][tsukamoto2003]") {
  for (const auto& a : Tsukamoto2003::articles()) {
    const bool reconstructed = std::string_view(a.id).rfind("rec-", 0) == 0;
    CHECK((a.fidelity == kiyaku::Fidelity::reconstructed) == reconstructed);
  }
}

// Its reconstruction cites one article, `rec-status`, for the confirmation and for its ko rule, so a
// verdict whose witness passes for a ko must not list it twice (参考図10<1>).
TEST_CASE("tsukamoto2003 cites each article once in a verdict", "[rulesets][tsukamoto2003]") {
  const auto o =
      kiyaku::evaluate<Tsukamoto2003>(kiyaku::test::corpus_record("j89-ref10-1"),
                                      kiyaku::Choices(Tsukamoto2003::choices()), kiyaku::solver::Budget{20'000});
  const auto once = [](const std::vector<std::string>& articles) {
    return std::set<std::string>(articles.begin(), articles.end()).size() == articles.size();
  };
  int ko_passed = 0;
  for (const auto& s : o.strings) {
    CHECK(once(s.articles));
    for (const auto& m : s.witness) ko_passed += m.kind == kiyaku::WitnessMove::Kind::ko_pass;
  }
  for (const auto& p : o.points) CHECK(once(p.articles));
  CHECK(ko_passed > 0);  // the case the test is about: a witness with a ko-pass
}
