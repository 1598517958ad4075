#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

#include "compare/registry.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "rulesets/parts/results.hpp"
#include "rulesets/ruleset.hpp"

namespace kiyaku {
namespace {

// Each reading of a choice, set by its spelling, reads back as its enumerator.
TEST_CASE("a choice set by its spelling reads back typed", "[rulesets][choices]") {
  const auto& japan = find_ruleset("japan1989");
  Choices c = japan.default_choices();
  CHECK(c.get<parts::FirstMover>() == parts::FirstMover::attacker);
  CHECK(c.get<solver::RegionKind>() == solver::RegionKind::benson);
  c.set("first_mover", "owner");
  c.set("new_stone_region", "enclosed");
  c.set("jigo", "white_wins");
  CHECK(c.get<parts::FirstMover>() == parts::FirstMover::owner);
  CHECK(c.get<solver::RegionKind>() == solver::RegionKind::enclosed);
  CHECK(c.get<parts::JigoRule>() == parts::JigoRule::white_wins);
  CHECK(c.get("new_stone_region") == "enclosed");  // the spelling the reports write
}

TEST_CASE("choice_spec spells the readings listed, the default first", "[rulesets][choices]") {
  const ChoiceSpec all = choice_spec(parts::JoinedNewStones::enabled, "q", "c");
  CHECK(all.name == "joined_new_stones");
  CHECK(all.values == std::vector<std::string_view>{"enabled", "count", "ignored"});
  const ChoiceSpec some = choice_spec({solver::RegionKind::whole_board, solver::RegionKind::benson}, "q", "c");
  CHECK(some.values == std::vector<std::string_view>{"whole_board", "benson"});
  const ChoiceSpec table[] = {some};
  Choices c(table);
  CHECK(c.get<solver::RegionKind>() == solver::RegionKind::whole_board);
  // A reading of the enum that the text does not offer is refused, naming those it does.
  CHECK_THROWS_WITH(c.set("new_stone_region", "enclosed"),
                    "choice 'new_stone_region' cannot be 'enclosed' (allowed: whole_board, benson)");
  c.set("new_stone_region", "benson");
  CHECK(c.get<solver::RegionKind>() == solver::RegionKind::benson);
}

// Reading a choice with an enum the text does not spell it with is the ruleset's own error.
TEST_CASE("a choice read as another enum, or one the text lacks, is a logic error", "[rulesets][choices]") {
  const ChoiceSpec yasunaga_like[] = {choice_spec(parts::JigoRule::draw, "q", "c")};
  const Choices c(yasunaga_like);
  CHECK_THROWS_AS(c.get<parts::FirstMover>(), std::logic_error);
  const ChoiceSpec untyped[] = {{"jigo", "q", {"draw", "white_wins"}, "c"}};
  CHECK_THROWS_AS(Choices(untyped).get<parts::JigoRule>(), std::logic_error);
}

// Every text's choices are typed, and each default reads back: a text whose spec and enum
// disagree would throw here before any position is judged.
TEST_CASE("every choice of every text is spelt by an enum", "[rulesets][choices]") {
  for (const auto& e : registry())
    for (const auto& spec : e.choice_specs) {
      INFO(std::string(e.metadata->id) + "." + std::string(spec.name));
      CHECK(spec.naming != nullptr);
      CHECK(spec.enumerators.size() == spec.values.size());
    }
}

}  // namespace
}  // namespace kiyaku
