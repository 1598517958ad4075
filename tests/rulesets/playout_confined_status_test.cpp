// A play-out text's region whose stones the end-of-game estimate of a game record sees dead is
// played out with their owner confined to plays next to his own stones (parts/playout_status.cpp);
// its verdicts say "assumed" exactly where the unconfined check ran out and the confined play-out
// decided.
#include <catch2/catch.hpp>

#include <string>

#include "rulesets/parts/playout_status.hpp"
#include "rulesets/verdicts.hpp"
#include "tests/kernel/test_boards.hpp"
#include "tests/rulesets/confined_verdicts.hpp"

namespace kiyaku {

namespace {

const StringVerdict& verdict_at(const parts::StatusMap& statuses, Point p) {
  const auto i = statuses.index[p];
  REQUIRE(i >= 0);
  return statuses.strings[static_cast<std::size_t>(i)];
}

parts::StatusMap statuses_at(const Position& pos, std::uint64_t nodes) {
  parts::PlayoutStatusOptions options;
  options.rules.count = solver::LocalCount::area;
  options.starter = parts::PlayoutStarter::capturer;
  options.budget = solver::Budget{nodes};
  options.article = "test";
  return parts::playout_status(pos, options);
}

}  // namespace

TEST_CASE("a hopeless stone's play-out rests on the confinement only where the unconfined check ran out",
          "[rulesets][playout]") {
  // Black's wall lives by its eyes on the bottom row; White's lone stone inside looks dead. Its
  // 16 points are a small pocket, yet the unconfined play-out needs some 20,000 nodes to take it
  // (the check's quarter of 80,000), the confined one fewer than 20,000.
  Position pos(test::board_from({"XXXXXX", "X....X", "X.O..X", "X....X", "X....X", "XXXXXX", ".X.X.X"}));
  const Point white = pos.board().point(2, 2);
  pos.set_looks_dead(pos.board().chain(white));
  test::ConfinedTally tally;
  for (std::uint64_t nodes : {10'000, 20'000, 80'000}) {
    INFO(nodes << " nodes");
    const parts::StatusMap statuses = statuses_at(pos, nodes);
    const StringVerdict& v = verdict_at(statuses, white);
    if (v.status == Status::undecided) continue;
    tally.add(v, "assumed: played out with its owner playing only next to his own stones");
  }
  CHECK(tally.assumed > 0);  // 20,000 decides the confined play-out and not the unconfined check
  CHECK(tally.plain > 0);    // 80,000 decides the unconfined check too
}

TEST_CASE("stones the estimate does not see dead are never confined", "[rulesets][playout]") {
  // The pocket above at 20,000 nodes, where the confined play-out decides; a fragment has no
  // end-of-game estimate, so its stone is played out unconfined, and that runs out.
  const Position pos(test::board_from({"XXXXXX", "X....X", "X.O..X", "X....X", "X....X", "XXXXXX", ".X.X.X"}));
  const parts::StatusMap statuses = statuses_at(pos, 20'000);
  const StringVerdict& v = verdict_at(statuses, pos.board().point(2, 2));
  CHECK_FALSE(cites(v.articles, "assumed"));
  CHECK(v.status == Status::undecided);
  CHECK(v.reason.find("owner playing only next to his own stones") == std::string::npos);
}

}  // namespace kiyaku
