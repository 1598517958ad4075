#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <type_traits>

#include <boost/hana/for_each.hpp>

#include "compare/evaluate.hpp"
#include "kernel/io/diagram.hpp"
#include "rulesets/all.hpp"
#include "rulesets/revision2012.hpp"

namespace {

using kiyaku::Revision2012;

// A straight three on the edge, enclosed by a white wall that joins the open board: whoever
// plays the middle point first decides life. Black's group is (1,2)-(4,2) and (4,1).
constexpr const char* kStraightThree = R"(id: straight-three
title: straight three on the edge
size: 19
board:
┌┬┬●○┬┬┬
●●●●○┼┼┼
○○○○○┼┼┼
├┼┼┼┼┼┼┼
├┼┼┼┼┼┼┼
)";

kiyaku::io::Document document(const char* text) {
  auto docs = kiyaku::io::read_diagram_corpus(text, "test");
  REQUIRE(docs.size() == 1);
  return docs.front();
}

kiyaku::Outcome evaluate_with(const kiyaku::io::Document& doc, const std::string& first_mover) {
  kiyaku::Choices c(Revision2012::choices());
  c.set("first_mover", first_mover);
  return kiyaku::evaluate<Revision2012>(doc, c, kiyaku::solver::Budget{});
}

const kiyaku::StringVerdict& black_group(const kiyaku::Outcome& o, const kiyaku::io::Document& doc) {
  const kiyaku::Point corner_stone = doc.position.board().point(1, 1);  // fragment (2,2), 0-based (1,1)
  for (const auto& s : o.strings)
    for (auto p : s.stones)
      if (p == corner_stone) return s;
  FAIL("no string at the corner stone");
  return o.strings.front();
}

}  // namespace

TEST_CASE("revision2012 is in the list of rulesets", "[rulesets][revision2012]") {
  bool found = false;
  boost::hana::for_each(kiyaku::rulesets::all,
                        [&](auto t) { found = found || std::is_same_v<typename decltype(t)::type, Revision2012>; });
  CHECK(found);
  CHECK(Revision2012::metadata().fidelity == kiyaku::Fidelity::partial);
}

TEST_CASE("revision2012: the owner moves first, so a group that needs a defence under 1989 lives",
          "[rulesets][revision2012]") {
  const auto doc = document(kStraightThree);
  const auto owner_first = evaluate_with(doc, "owner");
  const auto attacker_first = evaluate_with(doc, "attacker");
  CHECK(black_group(owner_first, doc).status == kiyaku::Status::alive);
  CHECK(black_group(attacker_first, doc).status == kiyaku::Status::dead);
  CHECK(black_group(owner_first, doc).articles.front() == "7");
}

TEST_CASE("revision2012 labels verdicts decided by its reconstructed verification rules", "[rulesets][revision2012]") {
  const auto doc = document(kStraightThree);
  const auto o = evaluate_with(doc, "owner");
  CHECK_THAT(black_group(o, doc).reason, Catch::StartsWith("reconstructed (the verification's ko and pass rules"));
  CHECK_THAT(o.result.reason, Catch::StartsWith("reconstructed (Arts. 10-12 follow 1989)"));
  for (const auto& s : o.strings)
    if (s.nodes == 0) CHECK_THAT(s.reason, !Catch::StartsWith("reconstructed"));
}

TEST_CASE("revision2012 cites its own article ids and never gives both_lose", "[rulesets][revision2012]") {
  const auto doc = document(kStraightThree);
  const auto o = evaluate_with(doc, "owner");
  CHECK(o.result.kind != kiyaku::ResultKind::both_lose);
  REQUIRE_FALSE(o.result.articles.empty());
  CHECK(o.result.articles.front() == "10");
  for (const auto& p : o.points)
    for (const auto& a : p.articles) CHECK((a == "8" || a == "10"));
  // Every cited article is in the table.
  const auto table = Revision2012::articles();
  for (const auto& s : o.strings)
    for (const auto& a : s.articles) {
      if (a == "frame") continue;
      const bool known = std::any_of(table.begin(), table.end(), [&](const kiyaku::Article& t) { return t.id == a; });
      CHECK(known);
    }
}

TEST_CASE("revision2012 articles beyond Art. 7's notes are marked reconstructed", "[rulesets][revision2012]") {
  for (const auto& a : Revision2012::articles()) {
    const bool seen = a.id.size() == 1 && a.id[0] >= '1' && a.id[0] <= '7';
    CHECK((seen ? a.fidelity != kiyaku::Fidelity::reconstructed : a.fidelity == kiyaku::Fidelity::reconstructed));
    if (a.fidelity == kiyaku::Fidelity::reconstructed)
      CHECK_THAT(std::string(a.paraphrase), Catch::StartsWith("(reconstructed: "));
  }
  CHECK(Revision2012::choices().front().name == "first_mover");
  CHECK(Revision2012::choices().front().values.front() == "owner");
}
