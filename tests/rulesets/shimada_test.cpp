#include <catch2/catch.hpp>

#include "compare/evaluate.hpp"
#include "kernel/io/diagram.hpp"
#include "rulesets/shimada.hpp"

namespace {

using kiyaku::Shimada;

// Black: 6 stones enclosing 3 points; White: 6 stones enclosing 2 points (and one dead-looking
// black stone inside, which the reconstruction counts as it stands).
constexpr const char* kBoard = R"(id: area
size: 19
to_move: none
board:
┌┬┬●○┬●○
●●●●○○●○
○○○○○○○○
├┼┼┼┼┼┼┼
)";

kiyaku::Outcome evaluate_with(const std::string& counting) {
  auto docs = kiyaku::io::read_diagram_corpus(kBoard, "test");
  REQUIRE(docs.size() == 1);
  kiyaku::Choices c(Shimada::choices());
  c.set("counting", counting);
  return kiyaku::evaluate<Shimada>(docs.front(), c, kiyaku::solver::Budget{});
}

}  // namespace

TEST_CASE("shimada (reconstructed) counts stones plus surrounded points, or stones only", "[rulesets][shimada]") {
  const auto area = evaluate_with("stones_and_points");
  CHECK(area.score.territory_black == 3);
  CHECK(area.score.total_black == area.score.stones_black + 3);
  const auto stones = evaluate_with("stones_only");
  CHECK(stones.score.territory_black == 0);
  CHECK(stones.score.total_black == stones.score.stones_black);
}

TEST_CASE("shimada labels everything beyond the seen definitions as reconstructed", "[rulesets][shimada]") {
  CHECK(Shimada::metadata().fidelity == kiyaku::Fidelity::reconstructed);
  for (const auto& a : Shimada::articles())
    if (a.id.substr(0, 2) == "R-") {
      CHECK(a.fidelity == kiyaku::Fidelity::reconstructed);
      CHECK(a.paraphrase.substr(0, 15) == "(reconstructed:");
    }
  CHECK_THAT(evaluate_with("stones_and_points").result.reason, Catch::StartsWith("(reconstructed)"));
}
