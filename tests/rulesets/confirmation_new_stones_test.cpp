// The three readings of A6 (which surviving new stones make a captured string alive, Art. 7-1),
// decided by the confirmation search itself on two records of the bundled 1989 corpus:
//   - 死活例24: after Black takes △ (B19), White fills his own eye c (A17) beside his living
//     string. That stone would live there without the exchange, so under `enabled` it does not
//     save △, which the commentary calls dead; under `count` it does.
//   - 死活例2: Black's new stones 2 and 4 (D18, D19) stand outside the captured stones' points,
//     but alone on the starting board White would take them, so every reading keeps Black alive.
#include <catch2/catch.hpp>

#include <string>

#include "kernel/solver/dfpn.hpp"
#include "kernel/solver/region.hpp"
#include "kernel/vertex.hpp"
#include "rulesets/parts/confirmation.hpp"
#include "rulesets/parts/status.hpp"
#include "tests/corpus/corpus_record.hpp"

namespace kiyaku {
namespace {

parts::Confirmed confirmed(const std::string& id, const char* vertex, parts::JoinedNewStones reading) {
  const Position& pos = test::corpus_record(id).position;
  const Point target = *parse_gtp_vertex(pos.board(), vertex);
  const auto area = parts::confirmation_area(pos, solver::settled_facts(pos), target, solver::RegionKind::benson);
  parts::ConfirmationRules rules;
  rules.joined_new_stones = reading;
  return parts::confirm(pos.board(), target, area, rules, solver::Budget{200'000}).status;
}

using parts::Confirmed;
using parts::JoinedNewStones;

}  // namespace

TEST_CASE("A6 enabled: a new stone that would live there anyway does not save a captured string (死活例24)",
          "[rulesets][japan1989]") {
  CHECK(parts::ConfirmationRules{}.joined_new_stones == JoinedNewStones::enabled);  // the 1989 default
  CHECK(confirmed("j89-ex24", "B19", JoinedNewStones::enabled) == Confirmed::dead);
  CHECK(confirmed("j89-ex24", "B19", JoinedNewStones::ignored) == Confirmed::dead);
  CHECK(confirmed("j89-ex24", "B19", JoinedNewStones::count) == Confirmed::alive);
  // □ (A18) lives under every reading: Black cannot take it for good.
  for (const auto reading : {JoinedNewStones::enabled, JoinedNewStones::count, JoinedNewStones::ignored})
    CHECK(confirmed("j89-ex24", "A18", reading) == Confirmed::alive);
}

TEST_CASE("A6 enabled: new stones the exchange made room for save the captured stones (死活例2)",
          "[rulesets][japan1989]") {
  CHECK(confirmed("j89-ex02", "B19", JoinedNewStones::enabled) == Confirmed::alive);
  CHECK(confirmed("j89-ex02", "B19", JoinedNewStones::count) == Confirmed::alive);
}

TEST_CASE("A6 enabled: the checks' searches are counted in the confirmation's nodes", "[rulesets][japan1989]") {
  // 死活例24 B19: White's new stone at c (A17) stood on an empty point, so whether it counts takes
  // a confirmation of its own on the starting board.
  const Position& pos = test::corpus_record("j89-ex24").position;
  const Point target = *parse_gtp_vertex(pos.board(), "B19");
  const auto area = parts::confirmation_area(pos, solver::settled_facts(pos), target, solver::RegionKind::benson);
  const parts::ConfirmationRules rules;
  const solver::Budget budget{200'000};
  const Color first = parts::first_to_move(rules.first_mover, pos.board().at(target));
  parts::ConfirmationGame game(pos.board(), target, area, rules, first, budget);
  solver::ProofNumberSolver<parts::ConfirmationGame> search(game, budget);
  const auto own = search.solve();
  REQUIRE(game.check_nodes() > 0);
  const auto reported = parts::confirm(pos.board(), target, area, rules, budget);
  CHECK(reported.status == Confirmed::dead);
  CHECK(reported.stats.nodes == own.stats.nodes + game.check_nodes());
}

}  // namespace kiyaku
